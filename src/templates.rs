//! The words of every mail robomod sends, and the pages of the archive, as minijinja templates
//! (`.html` ones escape what they insert).
//!
//! The defaults are compiled in from `templates/*.txt`; an operator may override any of them by
//! putting a file of the same name in the folder named by `templates_dir` in the config. Rendering
//! is pure: a template name and a serializable context in, text out.

use crate::lang::{self, Phrasebook};
use anyhow::Context as _;
use minijinja::value::{Kwargs, Value};
use minijinja::{Environment, Error, ErrorKind};
use serde::Serialize;
use std::path::Path;

/// `(name, text)` of each file `DIR NAME SUFFIX`, compiled in.
macro_rules! files {
    ($dir:literal, $suffix:literal; $($name:literal,)*) => {
        &[$(($name, include_str!(concat!($dir, $name, $suffix)))),*]
    };
}

/// The built-in templates: (name, text). Add a line here when adding a file to `templates/`.
const BUILTIN: &[(&str, &str)] = files!("../templates/", "";
    "welcome.txt",
    "round_report.txt",
    "game_over.txt",
    "game_over_ratings.txt",
    // A part of other templates (`{% include %}`), never rendered alone: no sample.
    "_report_people.txt",
    "_tournaments.txt",
    "reminder.txt",
    "notice.txt",
    "notices.txt",
    "reply.txt",
    "answers.txt",
    "refusal.txt",
    "failure.txt",
    "alert.txt",
    "alerts.txt",
    "late.txt",
    "news.txt",
    "stand_in.txt",
    "lobby_answer.txt",
    "lobby_reply.txt",
    "lobby_list.txt",
    "lobby_notice.txt",
    "master.txt",
    "observer_report.txt",
    "digest.txt",
    "ratings.txt",
    "tournament.txt",
    "round_report.html",
    "archive_index.html",
    "archive_game.html",
    "archive_round.html",
    "archive_ratings.html",
    "archive_player.html",
    "archive_tournament.html",
    "archive_compose.html",
    "archive_style.css",
);

/// The words of `text` as [`wrap`] keeps them together: a number goes with the word before it
/// (`round 1`, `JOIN 12`, `runda 1`), so that no line starts with one cut from what it counts
/// or a command from its number; a number after a number starts a unit of its own.
fn units(text: &str) -> Vec<String> {
    let number = |w: &str| {
        let w = w.trim_end_matches([',', '.', ':', ';', ')']);
        !w.is_empty() && w.chars().all(|c| c.is_ascii_digit())
    };
    let mut out: Vec<String> = Vec::new();
    let mut last_was_number = true;
    for word in text.split_whitespace() {
        let glue = number(word) && !last_was_number;
        last_was_number = number(word);
        match out.last_mut() {
            Some(unit) if glue => {
                unit.push(' ');
                unit.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
    }
    out
}

/// Greedy word wrap to `width` columns, every line starting with `indent`. A word longer than
/// a line stays whole on its own line; a number stays with the word before it ([`units`]).
/// Columns are counted as a terminal shows them (`unicode-width`), never in bytes: `Żółty` is
/// five columns.
pub fn wrap(text: &str, width: usize, indent: &str) -> Vec<String> {
    use unicode_width::UnicodeWidthStr;
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in units(text) {
        let word = word.as_str();
        if !line.is_empty() && indent.width() + line.width() + 1 + word.width() > width {
            lines.push(format!("{indent}{line}"));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(format!("{indent}{line}"));
    }
    lines
}

/// The `wrap` filter of the templates: `{{ text | wrap }}` (72 columns) or `wrap(60)`, for a
/// sentence that holds names or other words of any length.
fn wrap_filter(text: String, width: Option<usize>) -> String {
    wrap(&text, width.unwrap_or(72), "").join("\n")
}

/// The `t` function of the templates: `{{ t("reply-hello", name=name) }}`, message
/// `reply-hello` of the phrasebooks ([`crate::lang`]) in the language the context's `lang`
/// names (English when it names none), with the keyword arguments as the message's
/// variables. An id no phrasebook has fails the render, so that a test finds it.
fn t_function(state: &minijinja::State, id: String, kwargs: Kwargs) -> Result<String, Error> {
    let code = state
        .lookup("lang")
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_else(|| lang::ENGLISH.to_string());
    let say = Phrasebook::builtin().say(&code);
    if !say.has(&id) {
        return Err(Error::new(
            ErrorKind::UndefinedError,
            format!("no message {id} in the phrasebooks (templates/lang/)"),
        ));
    }
    let mut args = Vec::new();
    for key in kwargs.args() {
        let v: Value = kwargs.get(key)?;
        // Strict, as the templates are: a variable the context lacks is an error, not "".
        if v.is_undefined() {
            return Err(Error::new(
                ErrorKind::UndefinedError,
                format!("{key}, given to message {id}, is undefined"),
            ));
        }
        // A yes/no is a word for the phrasebook's selectors (`[true]`), never the number 1.
        let arg = if v.kind() == minijinja::value::ValueKind::Bool {
            lang::Arg::from(if v.is_true() { "true" } else { "false" })
        } else if let Some(i) = v.as_i64() {
            lang::Arg::from(i)
        } else if v.is_number() {
            lang::Arg::from(f64::try_from(v).unwrap_or_default())
        } else if v.is_none() {
            lang::Arg::from("")
        } else {
            lang::Arg::from(v.to_string())
        };
        args.push((key, arg));
    }
    Ok(say.args(&id, &args))
}

/// A context each template is rendered with somewhere in robomod (captured from the test
/// suite's games: fake people and keys): `doctor` renders an operator's override with it, so
/// that an override that parses but cannot render is found before a mail of that kind fails.
/// A test renders every built-in template with its sample, which keeps the samples true.
const SAMPLES: &[(&str, &str)] = files!("../templates/samples/", ".json";
    "alert.txt",
    "alerts.txt",
    "answers.txt",
    "archive_game.html",
    "archive_index.html",
    "archive_round.html",
    "archive_ratings.html",
    "archive_player.html",
    "archive_tournament.html",
    "archive_compose.html",
    "ratings.txt",
    "archive_style.css",
    "digest.txt",
    "failure.txt",
    "game_over.txt",
    "game_over_ratings.txt",
    "late.txt",
    "lobby_answer.txt",
    "lobby_list.txt",
    "lobby_notice.txt",
    "lobby_reply.txt",
    "master.txt",
    "news.txt",
    "notice.txt",
    "notices.txt",
    "observer_report.txt",
    "refusal.txt",
    "reminder.txt",
    "reply.txt",
    "round_report.html",
    "round_report.txt",
    "stand_in.txt",
    "tournament.txt",
    "welcome.txt",
);

/// With this environment variable naming a folder, the first context each template is
/// rendered with is written there as `NAME.json`: how `templates/samples/` is made again after
/// a template changes (`ROBOMOD_CAPTURE_SAMPLES=/tmp/s cargo test --locked`, then copy).
/// A context in another language goes to a folder of its code (`/tmp/s/pl/`): how
/// `templates/samples/pl/` is made, from the Polish games by mail. Never set in production.
pub const CAPTURE_SAMPLES: &str = "ROBOMOD_CAPTURE_SAMPLES";

fn capture_sample(dir: &Path, name: &str, ctx: &impl Serialize) {
    // A context rendered in another language than English is kept apart, in `dir/LANG/`: the
    // English samples check the templates, the others what a reader of that language gets.
    let lang = serde_json::to_value(ctx)
        .ok()
        .and_then(|v| v.get("lang").and_then(|l| l.as_str()).map(str::to_string))
        .filter(|l| l != "en");
    let dir = match lang {
        Some(lang) => dir.join(lang),
        None => dir.to_path_buf(),
    };
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("{name}.json"));
    if let Ok(f) = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)
    {
        let _ = serde_json::to_writer_pretty(f, ctx);
    }
}

/// A set of templates ready to render.
pub struct Templates {
    env: Environment<'static>,
}

impl Templates {
    /// The built-in templates only.
    pub fn builtin() -> Self {
        let mut env = Environment::new();
        env.set_syntax(
            minijinja::syntax::SyntaxConfig::builder()
                .trim_blocks(true)
                .keep_trailing_newline(true)
                .build()
                .expect("a valid syntax config"),
        );
        env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
        env.add_filter("wrap", wrap_filter);
        env.add_function("t", t_function);
        for (name, text) in BUILTIN {
            env.add_template(name, text)
                .unwrap_or_else(|e| panic!("built-in template {name} does not parse: {e}"));
        }
        Templates { env }
    }

    /// The built-in templates, with any file of the same name in `dir` taking their place.
    /// A file that does not parse is an error naming it.
    pub fn with_overrides(dir: Option<&Path>) -> anyhow::Result<Self> {
        let mut t = Self::builtin();
        let Some(dir) = dir else { return Ok(t) };
        if !dir.is_dir() {
            anyhow::bail!(
                "templates_dir {} is not a folder: create it and put your template overrides \
                 in it, or remove templates_dir from the config to use the built-in templates",
                dir.display()
            );
        }
        for (name, _) in BUILTIN {
            let path = dir.join(name);
            if !path.exists() {
                continue;
            }
            let text = std::fs::read_to_string(&path)
                .with_context(|| format!("reading template override {}", path.display()))?;
            t.env
                .add_template_owned(name.to_string(), text)
                .with_context(|| format!("template override {} does not parse", path.display()))?;
        }
        Ok(t)
    }

    /// What keeps the overrides in `dir` from rendering, one line each: each override is
    /// parsed and rendered with its sample context ([`SAMPLES`]): a misspelt or unknown
    /// variable (strict mode), a wrong filter, a number used as a list... would fail every
    /// mail of that kind. `Err`: an override does not read or parse.
    pub fn check_overrides(dir: &Path) -> anyhow::Result<Vec<String>> {
        let overrides = Self::with_overrides(Some(dir))?;
        let mut problems = Vec::new();
        let present = BUILTIN
            .iter()
            .map(|(n, _)| *n)
            .filter(|n| dir.join(n).exists());
        for e in overrides.render_samples(present) {
            problems.push(format!(
                "template override in {} does not render with sample data: {e}",
                dir.display()
            ));
        }
        Ok(problems)
    }

    /// Renders every template of `names` with its sample context ([`SAMPLES`]): the error of
    /// each that does not render, by name.
    pub fn render_samples<'a>(&self, names: impl IntoIterator<Item = &'a str>) -> Vec<String> {
        let mut failed = Vec::new();
        for name in names {
            let Some((_, json)) = SAMPLES.iter().find(|(n, _)| *n == name) else {
                continue;
            };
            let ctx: serde_json::Value = match serde_json::from_str(json) {
                Ok(v) => v,
                Err(e) => {
                    failed.push(format!("{name}: its sample does not read: {e}"));
                    continue;
                }
            };
            if let Err(e) = self.render(name, ctx) {
                failed.push(format!("{name}: {e:#}"));
            }
        }
        failed
    }

    /// Renders template `name` with `ctx` in language `lang` (a phrasebook's code: the `t`
    /// function's messages come from it), which the context carries as `lang`.
    pub fn render_in(&self, lang: &str, name: &str, ctx: impl Serialize) -> anyhow::Result<String> {
        let mut ctx = serde_json::to_value(ctx)?;
        if let Some(o) = ctx.as_object_mut() {
            o.insert("lang".into(), lang.into());
        }
        self.render(name, ctx)
    }

    /// Renders template `name` with `ctx`. Fails on an unknown name or a missing variable.
    pub fn render(&self, name: &str, ctx: impl Serialize) -> anyhow::Result<String> {
        let tmpl = self
            .env
            .get_template(name)
            .with_context(|| format!("no template named {name}"))?;
        if let Some(dir) = std::env::var_os(CAPTURE_SAMPLES) {
            capture_sample(Path::new(&dir), name, &ctx);
        }
        tmpl.render(minijinja::value::Serde(ctx))
            .with_context(|| format!("rendering template {name}"))
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn wrap_counts_columns_not_bytes() {
        // 20 two-byte letters are 20 columns: they fit a line of 24 with the indent.
        let polish = "ŻÓŁĆŚŹŃĘĄÓ ŻÓŁĆŚŹŃĘĄÓ";
        assert_eq!(super::wrap(polish, 24, "  "), vec![format!("  {polish}")]);
        assert_eq!(super::wrap(polish, 20, "  ").len(), 2);
    }

    use super::*;
    use serde_json::{Value, json};

    /// Seen in Polish mails: `OPUŚĆ` at a line's end and `1 zwalnia miejsce` on the next, `więc
    /// runda` / `1 nie rozegra się`. A number stays with the word before it.
    #[test]
    fn a_number_is_never_cut_from_the_word_before_it() {
        let text = "Gra zacznie się, gdy wszystkie miejsca będą zajęte; wtedy dostaniesz list powitalny. OPUŚĆ 1 zwalnia miejsce.";
        let lines = wrap(text, 72, "  ");
        assert!(lines.iter().any(|l| l.contains("OPUŚĆ 1")), "{lines:?}");
        for width in 10..40 {
            for l in wrap("więc runda 12 nie, WYBIERAM 3 1 4 2.", width, "") {
                assert!(!l.starts_with("12"), "{width}: {l}");
                assert!(!l.starts_with("3 "), "{width}: {l}");
            }
        }
        // A number after a number is a unit of its own: a list of numbers still wraps.
        assert_eq!(units("PICK 3 1 4"), ["PICK 3", "1", "4"]);
    }

    /// Seen with 16-character robot names: "No orders came from A and B: ..." ran past 72
    /// columns. The `wrap` filter keeps a sentence of names within them.
    #[test]
    fn the_late_line_wraps_however_long_the_names() {
        let late = "Abcdefghijklmnop, Bbcdefghijklmnop and Cbcdefghijklmnop";
        let (_, sample) = SAMPLES
            .iter()
            .find(|(n, _)| *n == "round_report.txt")
            .expect("a sample");
        let mut ctx: Value = serde_json::from_str(sample).unwrap();
        ctx["late"] = json!(late);
        ctx["late_you"] = json!(false);
        let text = Templates::builtin()
            .render("round_report.txt", ctx)
            .unwrap();
        let at = text.find("No orders came from").expect("the late line");
        let para = text[at..].split("\n\n").next().unwrap();
        assert!(para.contains("Cbcdefghijklmnop"), "{para}");
        for line in para.lines() {
            assert!(line.chars().count() <= 72, "{line:?}");
        }
        assert_eq!(wrap_filter("a b c".into(), Some(3)), "a b\nc");
    }

    /// Every built-in template renders with its sample in every language robomod has a
    /// phrasebook for: no message is missing, none takes a variable its template lacks.
    #[test]
    fn every_builtin_template_renders_in_every_language() {
        let t = Templates::builtin();
        for code in Phrasebook::builtin().codes() {
            for (name, json) in SAMPLES {
                let ctx: serde_json::Value = serde_json::from_str(json).unwrap();
                if let Err(e) = t.render_in(code, name, ctx) {
                    panic!("{name} in {code}: {e:#}");
                }
            }
        }
    }

    /// Every built-in template has a sample context and renders with it: the samples stay
    /// true to what robomod gives each template (a new variable in a built-in template needs
    /// its sample, `templates/samples/NAME.json`, brought up to date).
    #[test]
    fn every_builtin_template_renders_with_its_sample() {
        for (name, _) in BUILTIN.iter().filter(|(n, _)| !n.starts_with('_')) {
            assert!(
                SAMPLES.iter().any(|(n, _)| n == name),
                "no sample for {name}"
            );
        }
        let failed = Templates::builtin().render_samples(BUILTIN.iter().map(|(n, _)| *n));
        assert!(failed.is_empty(), "{failed:#?}");
    }
}

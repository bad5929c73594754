//! The words of every mail robomod sends, and the pages of the archive, as minijinja templates
//! (`.html` ones escape what they insert).
//!
//! The defaults are compiled in from `templates/*.txt`; an operator may override any of them by
//! putting a file of the same name in the folder named by `templates_dir` in the config. Rendering
//! is pure: a template name and a serializable context in, text out.

use anyhow::Context as _;
use minijinja::Environment;
use serde::Serialize;
use std::path::Path;

/// The built-in templates: (name, text). Add a line here when adding a file to `templates/`.
const BUILTIN: &[(&str, &str)] = &[
    ("welcome.txt", include_str!("../templates/welcome.txt")),
    (
        "round_report.txt",
        include_str!("../templates/round_report.txt"),
    ),
    ("game_over.txt", include_str!("../templates/game_over.txt")),
    ("reminder.txt", include_str!("../templates/reminder.txt")),
    ("notice.txt", include_str!("../templates/notice.txt")),
    ("notices.txt", include_str!("../templates/notices.txt")),
    ("reply.txt", include_str!("../templates/reply.txt")),
    ("answers.txt", include_str!("../templates/answers.txt")),
    ("refusal.txt", include_str!("../templates/refusal.txt")),
    ("failure.txt", include_str!("../templates/failure.txt")),
    ("alert.txt", include_str!("../templates/alert.txt")),
    ("alerts.txt", include_str!("../templates/alerts.txt")),
    ("late.txt", include_str!("../templates/late.txt")),
    ("stand_in.txt", include_str!("../templates/stand_in.txt")),
    (
        "lobby_answer.txt",
        include_str!("../templates/lobby_answer.txt"),
    ),
    (
        "lobby_reply.txt",
        include_str!("../templates/lobby_reply.txt"),
    ),
    (
        "lobby_list.txt",
        include_str!("../templates/lobby_list.txt"),
    ),
    (
        "lobby_notice.txt",
        include_str!("../templates/lobby_notice.txt"),
    ),
    (
        "observer_report.txt",
        include_str!("../templates/observer_report.txt"),
    ),
    ("digest.txt", include_str!("../templates/digest.txt")),
    (
        "round_report.html",
        include_str!("../templates/round_report.html"),
    ),
    (
        "archive_index.html",
        include_str!("../templates/archive_index.html"),
    ),
    (
        "archive_game.html",
        include_str!("../templates/archive_game.html"),
    ),
    (
        "archive_round.html",
        include_str!("../templates/archive_round.html"),
    ),
    (
        "archive_style.css",
        include_str!("../templates/archive_style.css"),
    ),
];

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

    /// What may keep the overrides in `dir` from rendering, one line each: each override is
    /// parsed, and the top-level variables it uses are checked against those robomod gives
    /// the built-in template of that name (a misspelt or unknown one fails every mail of that
    /// kind at render time, in strict mode). `Err`: an override does not read or parse.
    pub fn check_overrides(dir: &Path) -> anyhow::Result<Vec<String>> {
        let overrides = Self::with_overrides(Some(dir))?;
        let builtin = Self::builtin();
        let mut problems = Vec::new();
        for (name, _) in BUILTIN {
            if !dir.join(name).exists() {
                continue;
            }
            let given = builtin.env.get_template(name)?.undeclared_variables(false);
            let used = overrides
                .env
                .get_template(name)?
                .undeclared_variables(false);
            let mut unknown: Vec<&String> = used.difference(&given).collect();
            unknown.sort();
            if !unknown.is_empty() {
                let names: Vec<&str> = unknown.iter().map(|s| s.as_str()).collect();
                problems.push(format!(
                    "template override {} uses {}, which the built-in {name} does not use \
                     (robomod gives it: {}), so every such mail would fail",
                    dir.join(name).display(),
                    names.join(", "),
                    {
                        let mut known: Vec<&String> = given.iter().collect();
                        known.sort();
                        known
                            .iter()
                            .map(|s| s.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                ));
            }
        }
        Ok(problems)
    }

    /// Renders template `name` with `ctx`. Fails on an unknown name or a missing variable.
    pub fn render(&self, name: &str, ctx: impl Serialize) -> anyhow::Result<String> {
        let tmpl = self
            .env
            .get_template(name)
            .with_context(|| format!("no template named {name}"))?;
        tmpl.render(minijinja::value::Serde(ctx))
            .with_context(|| format!("rendering template {name}"))
    }
}

//! Every kind of mail robomod writes, as a Polish reader gets it: the contexts robomod gave
//! each template during the Polish games and lobby by mail (`templates/samples/pl/`, captured
//! with `ROBOMOD_CAPTURE_SAMPLES` from tests/daemon/polish_*.rs, tests/race/polish.rs and the
//! others that write to Polish readers) rendered again with today's templates and
//! phrasebooks. None may carry an English word (tests/support/english.rs) and no mail a line
//! over 72 columns. A new mail template needs its Polish sample: capture it from a Polish test
//! that reaches it.

use crate::support::english::assert_no_english;
use robomod::templates::Templates;
use std::path::Path;

/// The templates a person reads as a mail: every `.txt` but the parts (`_name.txt`), and the
/// HTML round report. (The archive's pages and style are the install's, in its language.)
fn mail_templates() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| (n.ends_with(".txt") && !n.starts_with('_')) || n == "round_report.html")
        .collect();
    names.sort();
    assert!(names.len() > 20, "{names:?}");
    names
}

/// Parts of a mail whose lines the mail wraps (an answer's paragraph within a reply, an
/// alert's lines within alert.txt, a notice's text within notice.txt): no width of their
/// own to check.
const WRAPPED_BY_CALLER: &[&str] = &[
    "alerts.txt",
    "answers.txt",
    "lobby_answer.txt",
    "news.txt",
    "notices.txt",
    "stand_in.txt",
];

/// `html`'s text: tags, styles and entities left out.
fn text_of(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    let mut skip = false;
    for (i, ch) in html.char_indices() {
        match ch {
            '<' => {
                in_tag = true;
                let rest = &html[i..];
                if rest.starts_with("<style") {
                    skip = true;
                } else if rest.starts_with("</style") {
                    skip = false;
                }
                out.push('\n');
            }
            '>' => in_tag = false,
            _ if !in_tag && !skip => out.push(ch),
            _ => {}
        }
    }
    out
}

#[test]
fn every_mail_rendered_for_a_polish_reader_is_polish() {
    let samples = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/samples/pl");
    let t = Templates::builtin();
    let mut rendered = Vec::new();
    for name in mail_templates() {
        let path = samples.join(format!("{name}.json"));
        let json = std::fs::read_to_string(&path).unwrap_or_else(|_| {
            panic!(
                "no Polish sample {}: capture one from a Polish test that reaches {name}",
                path.display()
            )
        });
        let ctx: serde_json::Value = serde_json::from_str(&json).unwrap();
        let text = t
            .render_in("pl", &name, ctx)
            .unwrap_or_else(|e| panic!("{name} in Polish: {e:#}"));
        let text = match name.ends_with(".html") {
            true => text_of(&text),
            false if WRAPPED_BY_CALLER.contains(&name.as_str()) => text,
            false => {
                // A link alone on its line (the composer's) is never cut: it would not open.
                for line in text
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("<http"))
                {
                    assert!(line.chars().count() <= 72, "{name}: {line:?}");
                }
                text
            }
        };
        assert!(text.trim().len() > 20, "{name} says nothing: {text:?}");
        rendered.push((name, text));
    }
    assert_no_english(rendered.iter().map(|(n, t)| (n.as_str(), t.as_str())));
}

/// Rule 5 of issue 66: every kind of mail fits 72 columns in both languages. Each mail
/// template (every `.txt` a person reads) is rendered in English and in Polish from both
/// samples robomod captured for it (`templates/samples/` from English readers,
/// `templates/samples/pl/` from Polish ones: the contexts differ in what happened, not only
/// in words), and no line may pass 72 columns.
#[test]
fn every_mail_kind_fits_72_columns_in_both_languages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/samples");
    let t = Templates::builtin();
    let mut wide = Vec::new();
    let mut checked = 0;
    for name in mail_templates() {
        if name.ends_with(".html") || WRAPPED_BY_CALLER.contains(&name.as_str()) {
            continue;
        }
        for dir in [root.clone(), root.join("pl")] {
            let path = dir.join(format!("{name}.json"));
            let json = std::fs::read_to_string(&path)
                .unwrap_or_else(|_| panic!("no sample {}: capture one", path.display()));
            let ctx: serde_json::Value = serde_json::from_str(&json).unwrap();
            for lang in ["en", "pl"] {
                let text = t
                    .render_in(lang, &name, ctx.clone())
                    .unwrap_or_else(|e| panic!("{name} in {lang}: {e:#}"));
                checked += 1;
                // A link alone on its line (the composer's) is never cut: it would not open.
                let wide_lines = text
                    .lines()
                    .filter(|l| l.chars().count() > 72 && !l.trim_start().starts_with("<http"));
                for line in wide_lines {
                    wide.push(format!("{lang} {name} ({}): {line:?}", path.display()));
                }
            }
        }
    }
    assert!(checked > 60, "{checked} renderings");
    assert!(
        wide.is_empty(),
        "lines over 72 columns:\n{}",
        wide.join("\n")
    );
}

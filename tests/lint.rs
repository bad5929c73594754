//! No sentence a player reads is written in Rust: every `format!`, `write!` and `writeln!` in
//! the code that builds players' mails (the moderator, the games, the reader) whose text is
//! English prose fails this test, unless the line or the two above it say why it is English
//! with a comment `// english: <why>` (an operator's error, a log line, a file format's
//! message). What players read comes from the phrasebooks (`templates/lang/`,
//! `src/games/<kind>/lang/`): see docs/languages.md.

use std::path::{Path, PathBuf};

/// Where players' words are made.
const SCOPE: &[&str] = &[
    "src/moderator",
    "src/games",
    "src/mail/reader",
    "src/mail/reader.rs",
];

/// What only the operator reads, English by design (docs/languages.md: the CLI stays English):
/// the CLI's actions and their errors, position and board files, replay's findings, the
/// outbox's listing, the conformance suite, the arena of computer players.
const OPERATOR_ONLY: &[&str] = &[
    "src/moderator/admin/",
    "src/moderator/round/replay.rs",
    "src/moderator/outbox.rs",
    "src/moderator/export.rs",
    "src/games/conformance/",
    "src/games/arena.rs",
    "src/games/dynamic.rs",
    "src/games/dynamic/",
    "position_file.rs",
    "board_file.rs",
    "/tests/",
    "tests.rs",
    "testkit.rs",
];

/// Words of English prose: a text with one of them among three words in a row is a sentence.
const FUNCTION_WORDS: &[&str] = &[
    "the", "is", "are", "a", "an", "not", "no", "has", "have", "to", "of", "your", "you", "in",
    "for", "and", "be", "cannot", "must", "needs", "was", "with", "from", "this", "that", "its",
];

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    if dir.is_file() {
        out.push(dir.to_path_buf());
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Whether `text` (a string literal's content) reads as an English sentence.
fn is_prose(text: &str) -> bool {
    // Three alphabetic words in a row, separated by single spaces, one a function word.
    let tokens: Vec<&str> = text.split(' ').collect();
    tokens.windows(3).any(|w| {
        w.iter()
            .all(|t| t.len() >= 2 && t.chars().all(|c| c.is_ascii_alphabetic() || c == '\''))
            && w.iter().any(|t| FUNCTION_WORDS.contains(t))
    })
}

/// The string literals given to `format!`, `write!` and `writeln!` in `source`, with the line
/// each starts on (1-based). Code after `#[cfg(test)]` is tests, not what players read.
fn literals(source: &str) -> Vec<(usize, String)> {
    let source = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut found = Vec::new();
    for mac in ["format!(", "write!(", "writeln!("] {
        let mut from = 0;
        while let Some(at) = source[from..].find(mac) {
            let start = from + at + mac.len();
            from = start;
            // The first literal of the call (after the writer, for write!).
            let rest = &source[start..];
            let Some(q) = rest.find('"') else { continue };
            let before = &rest[..q];
            if before.contains(')') || before.matches(',').count() > 1 {
                continue;
            }
            let mut text = String::new();
            let mut escaped = false;
            // After `\` at a line's end Rust skips the next line's leading whitespace.
            let mut skipping = false;
            for c in rest[q + 1..].chars() {
                if skipping && c.is_whitespace() {
                    continue;
                }
                skipping = false;
                match (escaped, c) {
                    (true, '\n') => {
                        escaped = false;
                        skipping = true;
                    }
                    (true, _) => {
                        escaped = false;
                        text.push(c);
                    }
                    (false, '\\') => escaped = true,
                    (false, '"') => break,
                    (false, c) => text.push(c),
                }
            }
            let line = source[..start + q].lines().count();
            found.push((line, text));
        }
    }
    found
}

#[test]
fn no_sentence_for_players_is_written_in_rust() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    for s in SCOPE {
        files(&root.join(s), &mut all);
    }
    all.sort();
    all.dedup();
    let mut found = Vec::new();
    let mut checked = 0;
    for path in all {
        let rel = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if OPERATOR_ONLY.iter().any(|o| rel.contains(o)) {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = source.lines().collect();
        for (line, text) in literals(&source) {
            checked += 1;
            if !is_prose(&text) {
                continue;
            }
            let near = lines[line.saturating_sub(3)..line.min(lines.len())].join("\n");
            if !near.contains("// english:") {
                found.push(format!("{rel}:{line}: {text:?}"));
            }
        }
    }
    assert!(
        checked > 100,
        "the scan found the code ({checked} literals)"
    );
    assert!(
        found.is_empty(),
        "English sentences written in Rust where players' mails are made; put them in a \
         phrasebook, or say why they are English with `// english: <why>`:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_tells_prose_from_notation() {
    assert!(is_prose("{} needs the upgrade {}"));
    assert!(is_prose("your robot is out of the race"));
    assert!(!is_prose("{name}: {value}"));
    assert!(!is_prose("F3 F2 F B L R U"));
    assert!(!is_prose("race-note-{}"));
    let src = "let a = format!(\"you have no orders {x}\");\nwriteln!(out, \"the game is over\");";
    let l = literals(src);
    assert_eq!(l.len(), 2, "{l:?}");
    assert!(l.iter().any(|(n, t)| *n == 2 && t == "the game is over"));
    let joined = literals("format!(\"one two \\\n      three\")");
    assert_eq!(joined[0].1, "one two three");
}

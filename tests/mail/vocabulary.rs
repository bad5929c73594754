//! Each game's words are the mail reader's (issue 26): every order word of every game in the
//! registry is read as that order in any case, its notation words as instructions; and no
//! game's word list is written anywhere outside `src/games/` (the mail layer, the moderator,
//! the CLI, the store: the words come from the games).

use robomod::games::{Words, registry, words};
use robomod::inbound::PlayerCommand;
use robomod::mail::blocks::commands_from_lines;
use std::path::{Path, PathBuf};

fn orders(keyword: &str, text: &str) -> PlayerCommand {
    PlayerCommand::Orders {
        keyword: keyword.into(),
        text: text.into(),
    }
}

#[test]
fn every_games_words_are_read_as_its_commands() {
    for game in registry() {
        let v = game.vocabulary();
        assert!(!v.order_words.is_empty(), "{}", game.kind());
        for w in v.order_words {
            let up = w.to_ascii_uppercase();
            let low = w.to_ascii_lowercase();
            for line in [
                format!("{up} 1GN"),
                format!("{low} 1gn"),
                format!("- {low}: x"),
            ] {
                let text = line.split_once(' ').map_or("", |(_, t)| t);
                let text = text
                    .trim_start_matches(&*low)
                    .trim_start_matches(':')
                    .trim();
                let want = if line.starts_with('-') { "x" } else { text };
                assert_eq!(
                    commands_from_lines([line.as_str()]),
                    vec![orders(&up, want)],
                    "{}: {line}",
                    game.kind()
                );
            }
            if v.alone.contains(w) {
                assert_eq!(commands_from_lines([low.as_str()]), vec![orders(&up, "")]);
            } else {
                // Alone, it takes the list below it.
                assert_eq!(
                    commands_from_lines([low.as_str(), "", "1. 2x", "2. 3y"]),
                    vec![orders(&up, "2x, 3y")],
                    "{}: {low}",
                    game.kind()
                );
            }
        }
        for n in v.notation {
            // A notation word makes a bare line instructions (one letter or a word alike).
            let line = format!("{n}, {n}");
            assert_eq!(
                commands_from_lines([line.as_str()]),
                vec![PlayerCommand::Unmarked { text: line.clone() }],
                "{}: {n}",
                game.kind()
            );
        }
    }
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("a source folder") {
        let p = e.expect("an entry").path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The string literals of a source file's code: comment lines and test modules left out.
fn literals(source: &str) -> Vec<(String, String)> {
    let code = source.split("#[cfg(test)]").next().unwrap_or("");
    let code: String = code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| l.replace("'\"'", "' '") + "\n")
        .collect();
    // (literal, the code between it and the previous literal)
    let mut out = Vec::new();
    let mut gap = String::new();
    let mut chars = code.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            gap.push(c);
            continue;
        }
        let mut lit = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => break,
                c => lit.push(c),
            }
        }
        out.push((lit, std::mem::take(&mut gap)));
    }
    out
}

/// The violations in one source: a game-specific order word as a literal (one only a single
/// game declares: `"GOALS"`, `"RECOMPILE"`), or three game words in a row (a word list).
fn violations(source: &str, words: &Words, specific: &[String]) -> Vec<String> {
    let lits = literals(source);
    let game_word = |l: &str| words.order_word(l).is_some() || words.is_notation(l);
    let mut found = Vec::new();
    let mut run = 0;
    for (lit, gap) in &lits {
        if specific.iter().any(|w| w.eq_ignore_ascii_case(lit)) {
            found.push(format!("{lit:?} is one game's word"));
        }
        let listed = gap.chars().all(|c| c.is_whitespace() || ",|".contains(c));
        run = match (game_word(lit), listed) {
            (true, true) => run + 1,
            (true, false) => 1,
            (false, _) => 0,
        };
        if run == 3 {
            found.push(format!("a list of game words ending {lit:?}"));
        }
    }
    found
}

#[test]
fn no_game_word_list_outside_the_games() {
    let words = words();
    // Order words only one game declares (PROGRAM and PASS are several games', named by the
    // moderator's general help).
    let specific: Vec<String> = words
        .order_words
        .iter()
        .filter(|w| {
            registry()
                .iter()
                .filter(|g| {
                    g.vocabulary()
                        .order_words
                        .iter()
                        .any(|o| o.eq_ignore_ascii_case(w))
                })
                .count()
                == 1
        })
        .cloned()
        .collect();
    assert!(specific.iter().any(|w| w == "SOLUTION"), "{specific:?}");
    // The check finds what it looks for: the mail layer's word list before issue 26.
    let old = r#"const ORDER_WORDS: &[&str] = &["PROGRAM", "GOALS", "SOLUTION", "PASS"];
const NOTATION_WORDS: &[&str] = &["small", "medium", "large"];"#;
    assert_eq!(violations(old, words, &specific).len(), 4, "{old}");

    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // Every source file outside src/games: the core, the mail layer, the CLI, the store.
    let mut files = Vec::new();
    for e in std::fs::read_dir(&root).expect("src") {
        let p = e.expect("an entry").path();
        if p.ends_with("games") {
            continue;
        }
        if p.is_dir() {
            rust_files(&p, &mut files);
        } else if p.extension().is_some_and(|x| x == "rs") {
            files.push(p);
        }
    }
    // A test module in a file of its own (`tests.rs`, `family_tests.rs`) is tests, like
    // `#[cfg(test)]` inline.
    files.retain(|p| {
        !p.file_name()
            .is_some_and(|n| n.to_string_lossy().ends_with("tests.rs"))
    });
    assert!(files.len() > 60, "{files:?}");
    let mut bad = Vec::new();
    for f in &files {
        let source = std::fs::read_to_string(f).expect("a source file");
        for v in violations(&source, words, &specific) {
            bad.push(format!("{}: {v}", f.display()));
        }
    }
    assert!(
        bad.is_empty(),
        "game words outside src/games:\n{}",
        bad.join("\n")
    );
}

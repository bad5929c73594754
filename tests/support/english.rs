//! Whether a text meant for a Polish reader carries English: whole words of a list of English
//! words that are never Polish (function words, the moderator's nouns, seat colours), outside
//! what the reader wrote (quoted lines) and the notation every language shares.

/// English words no Polish text has: each is matched as a whole word, case-sensitively.
const ENGLISH: &[&str] = &[
    "the",
    "The",
    "you",
    "You",
    "your",
    "Your",
    "game",
    "Game",
    "round",
    "Round",
    "orders",
    "has",
    "have",
    "been",
    "with",
    "from",
    "and",
    "of",
    "is",
    "are",
    "will",
    "when",
    "Hello",
    "Thank",
    "please",
    "deadline",
    "player",
    "Player",
    "players",
    "seat",
    "announcement",
    "replaced",
    "absence",
    "recorded",
    "cancelled",
    "held",
    "paused",
    "resumed",
    "extended",
    "schedule",
    "Red",
    "Blue",
    "Yellow",
    "Green",
    "wildcards",
    "rollback",
    "back",
    "closes",
    "due",
    "received",
    "problems",
    "report",
    "status",
    "help",
    "after",
    "never",
    "sooner",
    "than",
    // Command words only English has, and the games' and boards' English names (issue 66):
    // a Polish reader is shown the Polish ones.
    "GYRO",
    "PRESSOR",
    "TRACTOR",
    "HOWITZER",
    "SCRAMBLER",
    "BREAKER",
    "FLYWHEEL",
    "RECOMPILE",
    "RECOMPILED",
    "PICK",
    "DRAFT",
    "POWER",
    "STAY",
    "SOLUTION",
    "GOALS",
    "race",
    "training",
    "gauntlet",
    "solver",
];

/// The English words in `text` (each line's own words; lines quoting the reader, `> ...`, are
/// skipped), with the line they are on.
pub fn english_in(text: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for line in text.lines() {
        // What the reader wrote (quoted), and a command line to run (`robomod player
        // replace ...`): not prose.
        let start = line.trim_start();
        if start.starts_with('>') || (start.starts_with("robomod ") && start.contains(" --")) {
            continue;
        }
        // Addresses and links are names, whatever their words.
        let own: Vec<&str> = line
            .split_whitespace()
            .filter(|w| !w.contains('@') && !w.contains("://"))
            .collect();
        let own = own.join(" ");
        for word in own.split(|c: char| !c.is_alphanumeric() && c != '\'') {
            if ENGLISH.contains(&word) {
                found.push((word.to_string(), line.to_string()));
            }
        }
    }
    found
}

/// Fails with every English word of every text, and where it is.
pub fn assert_no_english<'a>(texts: impl IntoIterator<Item = (&'a str, &'a str)>) {
    let mut all = Vec::new();
    for (what, text) in texts {
        for (word, line) in english_in(text) {
            all.push(format!("{what}: {word:?} in {line:?}"));
        }
    }
    assert!(
        all.is_empty(),
        "English for a Polish reader:\n{}",
        all.join("\n")
    );
}

#[test]
fn english_is_found_and_polish_is_not() {
    assert_eq!(english_in("Hello Ania,\nthe game is paused").len(), 5);
    assert!(english_in("Witaj Aniu,\nGra nr 3 jest wstrzymana.\n> the orders").is_empty());
    assert!(english_in("robomod player replace 1 1 ADRES --name IMIĘ").is_empty());
    assert_eq!(english_in("robomod could not handle your mail").len(), 1);
}

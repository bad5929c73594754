//! What people write around a command when they write as they talk: `power down please`,
//! `I want to power down`, `Power down next round`, `oops. PROGRAM F3 F3 L`, `forgot: power
//! down please`. [`without_filler`] takes the filler away so that the line grammar
//! ([`super::commands`]) reads the command inside; [`trailing_filler`] takes it off the end of
//! a command's text (`POWER DOWN please` is `POWER DOWN`).
//!
//! Only words that never carry an order are dropped: politeness (`please`, `thanks`), the
//! speaker (`I want to`, `I'd like to`, `let me`), when (`next round`, `this turn`, `now`) and
//! an interjection before a colon or full stop (`oops.`, `forgot:`, `Sorry,`). Nothing that
//! changes a meaning is ever dropped: `don't power down` keeps its `don't` and so is no
//! command (the reply quotes it back as not read).

/// Words dropped from the start of a line, each alone (compared in lower case, trailing
/// punctuation ignored).
const LEADING: &[&str] = &[
    "please", "pls", "plz", "kindly", "ok", "okay", "oops", "oh", "ah", "hmm", "so", "and", "also",
    "then", "actually", "sorry", "ps", "p.s.", "forgot", "hi", "hey", "yes", "right", "now",
    "just",
];

/// Phrases dropped from the start of a line (the speaker saying what they want).
const LEADING_PHRASES: &[&[&str]] = &[
    &["i", "want", "to"],
    &["i", "wanna"],
    &["i'd", "like", "to"],
    &["i", "would", "like", "to"],
    &["i", "will"],
    &["i'll"],
    &["i", "choose", "to"],
    &["i'm", "going", "to"],
    &["i", "am", "going", "to"],
    &["i", "need", "to"],
    &["i", "have", "to"],
    &["let", "me"],
    &["let's"],
    &["can", "you"],
    &["could", "you"],
    &["can", "i"],
    &["could", "i"],
    &["go", "ahead", "and"],
    &["my", "robot", "will"],
    &["my", "robot", "should"],
    &["my", "robot", "wants", "to"],
];

/// Words dropped from the end of a line.
const TRAILING: &[&str] = &["please", "pls", "plz", "thanks", "thx", "now", "asap", "ty"];

/// Phrases dropped from the end of a line.
const TRAILING_PHRASES: &[&[&str]] = &[
    &["thank", "you"],
    &["next", "round"],
    &["this", "round"],
    &["next", "turn"],
    &["this", "turn"],
    &["for", "next", "round"],
    &["for", "this", "round"],
    &["for", "the", "next", "round"],
    &["in", "the", "next", "round"],
    &["for", "next", "turn"],
    &["for", "this", "turn"],
    &["if", "possible"],
];

/// A token as compared with the lists: lower case, without the punctuation around it.
fn bare(token: &str) -> String {
    token
        .trim_matches(|c: char| matches!(c, '.' | ',' | ':' | ';' | '!' | '?' | '-' | '(' | ')'))
        .to_lowercase()
        .replace('’', "'")
}

/// Whether `tokens` starts with `phrase`.
fn starts_with(tokens: &[&str], phrase: &[&str]) -> bool {
    tokens.len() >= phrase.len() && tokens.iter().zip(phrase).all(|(t, p)| bare(t) == *p)
}

/// Whether `tokens` ends with `phrase`.
fn ends_with(tokens: &[&str], phrase: &[&str]) -> bool {
    tokens.len() >= phrase.len()
        && tokens[tokens.len() - phrase.len()..]
            .iter()
            .zip(phrase)
            .all(|(t, p)| bare(t) == *p)
}

/// `tokens` without the filler at its end (at least one token kept).
fn trim_end<'a>(mut tokens: &'a [&'a str]) -> &'a [&'a str] {
    loop {
        let before = tokens.len();
        if tokens.len() > 1 && TRAILING.contains(&bare(tokens[tokens.len() - 1]).as_str()) {
            tokens = &tokens[..tokens.len() - 1];
        }
        for phrase in TRAILING_PHRASES {
            if tokens.len() > phrase.len() && ends_with(tokens, phrase) {
                tokens = &tokens[..tokens.len() - phrase.len()];
            }
        }
        if tokens.len() == before {
            return tokens;
        }
    }
}

/// The line without the filler around the command it holds, when it starts with one once the
/// filler is gone: `I want to power down` -> `power down`, `oops. PROGRAM F3 L` -> `PROGRAM F3
/// L`, `Power down next round!` -> `Power down`. `None` when nothing was dropped or what is
/// left does not start with a word `is_command` knows.
pub(crate) fn without_filler(line: &str, is_command: impl Fn(&str) -> bool) -> Option<String> {
    let all: Vec<&str> = line.split_whitespace().collect();
    let mut tokens: &[&str] = &all;
    loop {
        let first = tokens.first()?;
        if is_command(&bare(first)) {
            break;
        }
        if let Some(phrase) = LEADING_PHRASES.iter().find(|p| starts_with(tokens, p)) {
            tokens = &tokens[phrase.len()..];
        } else if LEADING.contains(&bare(first).as_str())
            || *first == "-"
            || *first == "--"
            // An interjection closed by punctuation: `oops.`, `forgot:`, `Hmm,`.
            || (first.ends_with(['.', ':', ',', '!', ';'])
                && tokens.get(1).is_some_and(|next| is_command(&bare(next))))
        {
            tokens = &tokens[1..];
        } else {
            return None;
        }
    }
    let kept = trim_end(tokens);
    if kept.len() == all.len() {
        return None;
    }
    let mut text = kept.join(" ");
    // `Power down!` -> `Power down`; a colon after the command word stays (`PROGRAM:`).
    while text.ends_with(['!', '.', '?', ',', ';']) {
        text.pop();
    }
    (!text.is_empty()).then_some(text)
}

/// `text` (a command's text after its word) without filler at its end: `DOWN please` ->
/// `DOWN`, `F2 L next round` -> `F2 L`. The text itself when there is none.
pub(crate) fn trailing_filler(text: &str) -> String {
    let all: Vec<&str> = text.split_whitespace().collect();
    if all.len() < 2 {
        return text.to_string();
    }
    let kept = trim_end(&all);
    if kept.len() == all.len() {
        return text.to_string();
    }
    let mut out = kept.join(" ");
    while out.ends_with(['!', '.', '?', ',', ';']) {
        out.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmd(w: &str) -> bool {
        [
            "power", "program", "stay", "pass", "resign", "wait", "breaker",
        ]
        .contains(&w)
    }

    #[test]
    fn the_filler_people_write_around_a_command_goes() {
        let cases = [
            ("power down please", "power down"),
            ("please power down", "power down"),
            ("Power down next round", "Power down"),
            ("I want to power down", "power down"),
            ("I'd like to stay down this round, thanks", "stay down"),
            ("oops. PROGRAM F3 F3 L F2 L", "PROGRAM F3 F3 L F2 L"),
            ("forgot: power down please", "power down"),
            ("POWER DOWN please", "POWER DOWN"),
            ("Sorry, power down!", "power down"),
            ("Please, breaker off", "breaker off"),
            ("I’ll pass this round", "pass"),
        ];
        for (line, want) in cases {
            assert_eq!(without_filler(line, cmd).as_deref(), Some(want), "{line}");
        }
    }

    #[test]
    fn nothing_that_changes_a_meaning_goes() {
        for line in [
            "don't power down",
            "wait for me",
            "Power to the people",
            "power down",
            "I think I will power down",
            "PROGRAM F2 L",
            "please",
            "",
        ] {
            assert_eq!(without_filler(line, cmd), None, "{line}");
        }
    }

    #[test]
    fn the_end_of_a_commands_text() {
        assert_eq!(trailing_filler("DOWN please"), "DOWN");
        assert_eq!(trailing_filler("F2 L next round!"), "F2 L");
        assert_eq!(trailing_filler("down"), "down");
        assert_eq!(trailing_filler("please"), "please");
        assert_eq!(trailing_filler("F2 L"), "F2 L");
    }
}

//! Which language a mail is written in, for answering someone robomod knows nothing of (a
//! stranger, a player whose seat went to someone else) in their own: the command words they
//! used when only one language has them (`LISTA`, `STAN`), else what `whatlang` reads in their
//! own lines, among the languages robomod has phrasebooks for (each names its ISO 639-3
//! code, `language-iso639-3`), when one clearly leads.

use crate::lang::{Phrasebook, fold};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Each command word (folded) and the languages that have it, read once: every mail asks.
fn command_languages() -> &'static HashMap<String, Vec<&'static str>> {
    static WORDS: OnceLock<HashMap<String, Vec<&'static str>>> = OnceLock::new();
    WORDS.get_or_init(|| Phrasebook::builtin().command_languages())
}

/// The language of `lines` (what the sender wrote, quotes left out), if it can be told.
pub fn written_in(lines: &[&str]) -> Option<&'static str> {
    let book = Phrasebook::builtin();
    // A command word only one language has says it: `lista` is Polish, `list` English. Only
    // as a command is written, in capitals or on a short line: a sentence may begin with a
    // word that is some other language's command (`To ja się piszę ...`, `Do you ...`).
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some(first) = words.first() else {
            continue;
        };
        let word = fold(first.trim_end_matches([':', ',', '.', '!', '?']));
        // A typo is no word of any language: it opens no sentence of another (`lsita gier`).
        if let Some(only) = typo_of_one_language(&word) {
            return Some(only);
        }
        if words.len() > 2 && *first != first.to_uppercase() {
            continue;
        }
        if let Some([only]) = command_languages().get(&word).map(Vec::as_slice) {
            return Some(only);
        }
    }
    let text = lines.join("\n");
    // Words of one language's reading phrasebooks alone: `jakie gry sa otwarte?`.
    let phrases = crate::phrases::Phrases::builtin();
    if let Some(code) = phrases.language_of(&crate::phrases::tokens(&text)) {
        return book.codes().into_iter().find(|c| *c == code);
    }
    let allowed: Vec<(whatlang::Lang, &'static str)> = book
        .codes()
        .into_iter()
        .filter_map(|code| {
            let iso = book.say(code).t("language-iso639-3");
            whatlang::Lang::from_code(iso.trim()).map(|l| (l, code))
        })
        .collect();
    let detector = whatlang::Detector::with_allowlist(allowed.iter().map(|(l, _)| *l).collect());
    let info = detector.detect(&text)?;
    // Among so few languages, a confidence past half is a clear lead, on a text long enough
    // to say (`Hi, how do I play?` is not).
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    if !(info.is_reliable() || (info.confidence() >= 0.5 && letters >= 30)) {
        return None;
    }
    allowed
        .iter()
        .find(|(l, _)| *l == info.lang())
        .map(|(_, code)| *code)
}

/// The language of the command word `word` (folded, no command word itself) is one of
/// five letters or more with two letters swapped (`lsita`: `lista`), when only one language
/// has such a word.
fn typo_of_one_language(word: &str) -> Option<&'static str> {
    let known = |w: &str| crate::phrases::Phrases::builtin().knows(w);
    if word.chars().count() < 5 || command_languages().contains_key(word) || known(word) {
        return None;
    }
    let (w, mut langs): (Vec<char>, Vec<&'static str>) = (word.chars().collect(), Vec::new());
    for (command, codes) in command_languages() {
        let c: Vec<char> = command.chars().collect();
        let differ: Vec<usize> = (0..w.len()).filter(|&i| c.get(i) != Some(&w[i])).collect();
        let swapped = c.len() >= 5
            && c.len() == w.len()
            && matches!(differ[..], [i, j] if j == i + 1 && w[i] == c[j] && w[j] == c[i]);
        if swapped {
            langs.extend(codes);
        }
    }
    langs.sort_unstable();
    langs.dedup();
    match langs[..] {
        [only] => Some(only),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mail_is_known_by_its_words() {
        assert_eq!(written_in(&["lista"]), Some("pl"));
        assert_eq!(written_in(&["stan"]), Some("pl"));
        assert_eq!(
            written_in(&["Dzień dobry, chciałabym zagrać w wyścig robotów. Jak mogę dołączyć?"]),
            Some("pl")
        );
        assert_eq!(
            written_in(&["Hello, I would like to play a game. How do I join one?"]),
            Some("en")
        );
        assert_eq!(written_in(&[]), None);
        // Too short to tell by its letters, but its words are English alone.
        assert_eq!(written_in(&["Hi, how do I play?"]), Some("en"));
        assert_eq!(written_in(&["ok"]), None);
        // Words only one language's phrasebooks have, without diacritics.
        assert_eq!(written_in(&["jakie gry sa otwarte?"]), Some("pl"));
        assert_eq!(written_in(&["hello", "jakie gry sa otwarte?"]), Some("pl"));
        assert_eq!(written_in(&["which games are open?"]), Some("en"));
        assert_eq!(
            written_in(&["To ja się piszę na tę jedynkę z RAMbotami :)"]),
            Some("pl")
        );
        // A sentence that begins with another language's command word is not in it.
        assert_eq!(
            written_in(&["Do you have a game of RAMbots with a free seat?"]),
            Some("en")
        );
        assert_eq!(written_in(&["DOŁĄCZ 1 JAKO Ania"]), Some("pl"));
        assert_eq!(written_in(&["dołącz 1"]), Some("pl"));
        // A command word with two letters swapped that only one language has.
        assert_eq!(written_in(&["lsita gier pls"]), Some("pl"));
        assert_eq!(written_in(&["lsit pls"]), None);
        // Two words of one language to one of another: the two (the thirty-first round).
        assert_eq!(written_in(&["jest jakis leaderboard?"]), Some("pl"));
    }
}

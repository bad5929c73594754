//! The name a stranger chooses when she asks for a seat, wherever in her mail she gives it:
//! in the joining sentence (`join 12 as Mia`), a sentence of its own before or after it (`My
//! name for the game should be Rook.`, `ksywka Kuba`), another line (`name Moss pls` under a
//! `join 12` subject), or again after a correction (`as Jess - wait no, use JessH`).
//!
//! A name is the word a `name` phrasing names, written with its capital (`I'm in!` names
//! nobody) or, the last word of her sentence, in lower case and no word robomod knows (`jako
//! zuza`), with the capitalised words after it (`Mia Wong`) and those joined to it by a
//! `[words] name_joint` (`Mia the Mechanic`). After a word of `correction`, a `name_again`
//! phrasing (`use JessH`) or a name alone gives it again: the last name so given is the one
//! she chose. Who she says she is in passing (`name_intro`: `I'm Tomasz`, `nazywam się ...`)
//! is her name only when she gives none for the game. Two names given with no correction
//! between them are no choice: robomod asks (never a guess: a signature's full name is no
//! nick, and is never read as one).

use crate::phrases::{Phrases, Token, tokens};

/// One name given, as written, and whether it was given again after a correction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Given {
    pub name: String,
    pub again: bool,
    /// Said in passing (`I'm Tomasz`, `name_intro`): counts only when no name is given for
    /// the game.
    pub intro: bool,
}

/// What her words say of the name she wants.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Chosen {
    /// No name given.
    None,
    /// This name, surely.
    One(String),
    /// Names that differ, with no correction between them: asked about.
    Unsure(Vec<String>),
}

/// The names given in `line`, in the order written (see the module doc).
pub(super) fn names_given(line: &str, phrases: &Phrases) -> Vec<Given> {
    let toks = tokens(line);
    let mut out: Vec<(usize, Given)> = Vec::new();
    for (list, intro) in [("name", false), ("name_intro", true)] {
        let mut from = 0;
        while from < toks.len() {
            let Some((m, _)) = phrases.find(list, &toks[from..]) else {
                break;
            };
            let k = m
                .name
                .map(|n| from + n)
                .filter(|&k| capital(line, &toks, k) || (!intro && last_plain(&toks, k, phrases)));
            if let Some(k) = k
                && let Some(name) = whole_name(line, &toks, k, phrases)
            {
                let again = false;
                out.push((k, Given { name, again, intro }));
                from = k + 1;
            } else {
                from += m.start + 1;
            }
        }
    }
    out.extend(again(line, &toks, phrases));
    // A name read both ways (`..., no wait, as Priya`: `as {name}` names her either way) is
    // the one given again.
    out.sort_by_key(|(k, g)| (*k, !g.again));
    out.dedup_by_key(|(k, _)| *k);
    out.into_iter().map(|(_, g)| g).collect()
}

/// The names given again after a correction (`wait no, use JessH`, `actually, Moss`), each
/// with the place of its first word.
fn again(line: &str, toks: &[Token], phrases: &Phrases) -> Vec<(usize, Given)> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let n = phrases.leading("correction", &toks[i..]);
        if n == 0 {
            continue;
        }
        let j = i + n;
        let j = j + phrases.leading("filler", &toks[j.min(toks.len())..]);
        if j >= toks.len() {
            continue;
        }
        let k = match phrases.starting("name_again", &toks[j..]) {
            Some((m, _)) => m.name.map(|n| j + n),
            // A name alone after the correction, its sentence or clause ending there.
            _ => (toks.get(j + 1).is_none_or(|t| t.after_break)
                || line[toks[j].end..toks[j + 1].start].contains(','))
            .then_some(j),
        };
        if let Some(k) = k.filter(|&k| capital(line, toks, k))
            && let Some(name) = whole_name(line, toks, k, phrases)
        {
            let (again, intro) = (true, false);
            out.push((k, Given { name, again, intro }));
        }
    }
    out
}

/// Whether token `k`, named by a phrasing that names her nick (`jako zuza`, `nick: kotek`),
/// is a name written in lower case: one word of letters that is no word robomod knows, the
/// last of its sentence.
fn last_plain(toks: &[Token], k: usize, phrases: &Phrases) -> bool {
    toks.get(k + 1).is_none_or(|t| t.after_break)
        && toks[k].norm.chars().all(char::is_alphabetic)
        && !phrases.knows(&toks[k].norm)
}

/// Whether token `k` is written with a capital.
fn capital(line: &str, toks: &[Token], k: usize) -> bool {
    line[toks[k].start..].starts_with(char::is_uppercase)
}

/// The name that starts at token `k`: the capitalised words after it in the same sentence
/// and clause, and those a joint word joins (`Mia the Mechanic`); `None` for filler or a
/// word that names nobody (`I'm Sorry`).
fn whole_name(line: &str, toks: &[Token], k: usize, phrases: &Phrases) -> Option<String> {
    // (A title's full stop parts nothing: `Ms. Tran`.)
    let titled = |e: usize| {
        phrases.is_word("title", &toks[e - 1].norm)
            && line[toks[e - 1].end..toks[e].start].trim() == "."
    };
    let joined = |e: usize| {
        (!toks[e].after_break || titled(e)) && !line[toks[e - 1].end..toks[e].start].contains(',')
    };
    let mut end = k + 1;
    loop {
        if end < toks.len() && joined(end) && capital(line, toks, end) {
            end += 1;
        } else if end + 1 < toks.len()
            && joined(end)
            && joined(end + 1)
            && phrases.is_word("name_joint", &toks[end].norm)
            && capital(line, toks, end + 1)
        {
            end += 2;
        } else {
            break;
        }
    }
    let name = &line[toks[k].start..toks[end - 1].end];
    let norm = crate::phrases::norm(name);
    (!phrases.is_word("filler", &norm) && !phrases.is_word("not_name", &norm))
        .then(|| name.to_string())
}

/// The name her words choose, of every name `given` in her mail in the order written.
pub(super) fn chosen(given: &[Given]) -> Chosen {
    if let Some(last) = given.iter().rev().find(|g| g.again) {
        return Chosen::One(last.name.clone());
    }
    // A name for the game outweighs who she said she is (`I'm Tomasz ... my nick: Wilk`).
    let for_the_game = given.iter().any(|g| !g.intro);
    let mut names: Vec<&str> = Vec::new();
    for g in given.iter().filter(|g| !(for_the_game && g.intro)) {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(&g.name)) {
            names.push(&g.name);
        }
    }
    match names.as_slice() {
        [] => Chosen::None,
        [one] => Chosen::One(one.to_string()),
        _ => Chosen::Unsure(names.iter().map(|n| n.to_string()).collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(line: &str) -> Vec<String> {
        names_given(line, Phrases::builtin())
            .into_iter()
            .map(|g| g.name)
            .collect()
    }

    fn choice(lines: &[&str]) -> Chosen {
        let p = Phrases::builtin();
        let given: Vec<Given> = lines.iter().flat_map(|l| names_given(l, p)).collect();
        chosen(&given)
    }

    #[test]
    fn a_name_is_written_with_its_capital_and_kept_whole() {
        assert_eq!(
            names("Sign me up for 12, please. You can call me Mia Wong."),
            ["Mia Wong"]
        );
        assert!(names("I'm in!").is_empty());
        assert_eq!(names("player name Mia the Mechanic"), ["Mia the Mechanic"]);
        assert_eq!(names("my name is Mia, thanks"), ["Mia"]);
    }

    #[test]
    fn a_name_in_a_sentence_of_its_own_in_both_languages() {
        for (line, name) in [
            ("My name for the game should be Rook.", "Rook"),
            ("my nick will be Wilk", "Wilk"),
            ("name Moss pls", "Moss"),
            ("my nickname would be Quill", "Quill"),
            ("siema, wbijam do 3, ksywka Kuba", "Kuba"),
            (
                "zapisanie mnie do gry numer 3 pod pseudonimem Żaneta.",
                "Żaneta",
            ),
            ("mój nick w grze będzie Sowa", "Sowa"),
        ] {
            assert_eq!(names(line), [name], "{line}");
        }
    }

    #[test]
    fn a_name_given_again_after_a_correction_is_the_one_chosen() {
        for (line, name) in [
            (
                "join 12 as Jess - wait no, use JessH, Jess is probably taken",
                "JessH",
            ),
            ("call me Rook, no wait, make it Raven", "Raven"),
            ("jako Kasia, jednak nie, użyj KasiaB", "KasiaB"),
            ("my name is Tom, actually, Tommy.", "Tommy"),
            // (After the question she asked herself, and a dash: round 32.)
            ("can i join 12 as Dr P? no wait - as Priya pls", "Priya"),
        ] {
            assert_eq!(choice(&[line]), Chosen::One(name.into()), "{line}");
        }
    }

    #[test]
    fn two_names_with_no_correction_are_asked_about() {
        assert_eq!(
            choice(&["call me Rook", "my nick is Wilk"]),
            Chosen::Unsure(vec!["Rook".into(), "Wilk".into()])
        );
        // Who she is, said in passing, gives way to the name for the game.
        assert_eq!(
            choice(&["Hi, I'm Tomasz.", "Join 12, my nick will be Wilk"]),
            Chosen::One("Wilk".into())
        );
        assert_eq!(
            choice(&["Cześć, jestem Tomek, ksywka Kuba"]),
            Chosen::One("Kuba".into())
        );
        assert_eq!(
            choice(&["I'd like to join game 3. My name is Mia."]),
            Chosen::One("Mia".into())
        );
        // The same name twice is one.
        assert_eq!(
            choice(&["call me Rook", "name Rook pls"]),
            Chosen::One("Rook".into())
        );
        // A signature is no name given: only what a phrasing names counts.
        assert_eq!(
            choice(&["pod pseudonimem Żaneta.", "Z poważaniem", "Żaneta Nowak"]),
            Chosen::One("Żaneta".into())
        );
        assert_eq!(choice(&["Best regards, Tomasz"]), Chosen::None);
    }
}

//! The reader of intent: what a line people write means, when the documented grammar
//! ([`super::commands`]) does not read it as it stands. One reader for every game and every
//! language: the phrasings are data ([`crate::phrases`]), the steps are here.
//!
//! A line is cut into **sentences** (at `.`, `!`, `?`, `;`) and a sentence into **clauses** (at
//! a comma, `and` or `then` followed by a command word: `F2 L F R U, then power down`). Each
//! clause, in order:
//! 1. the documented grammar, on the clause as written (`PROGRAM F2 L`, `Resign confirm`);
//! 2. its words normalised ([`crate::phrases::tokens`]), a correction at its start noted (`no
//!    wait, ...`: what it holds replaces what came before), filler taken off both ends;
//! 3. the intents' phrasings, in a fixed order (a letter to the moderator, press, resigning,
//!    withdrawing orders, a game's orders in words such as `power down`, waiting, more time,
//!    the orders on file, the status, the rules, help; for strangers the list and joining).
//!    An intent that acts is not done when a negation stands just before it ("don't power
//!    down") or the sentence holds a hedge ("might", "if", "thinking about"): the clause is a
//!    [`PlayerCommand::Remark`], said back as not done;
//! 4. instructions written in the sentence (`For round 1 I'll play F2, L, F, R, U`): the runs
//!    of words that may be instructions, outside what an intent took, as
//!    [`PlayerCommand::Unmarked`] for the moderator to read with the game (runs of several
//!    sentences made only of instructions are one: `Forward 2. Left. Forward.`);
//! 5. else chatter (thanks, luck, greetings: [`PlayerCommand::Chatter`]) or a question robomod
//!    cannot answer ([`PlayerCommand::Question`], for the moderator).
//!
//! What an intent read from words becomes is wrapped in [`PlayerCommand::Said`] with the
//! clause as written, so that the answer quotes her words and says what they were read as.
//!
//! Here: sentences, clauses, a line read, amendments, and the grammar's commands tidied;
//! `clause.rs` reads one clause; `runs.rs` finds instructions in words.

use super::commands::is_command_word;
use super::shapes::strip_list_marker;
use crate::games::words;
use crate::inbound::{LobbyCommand, PlayerCommand};
use crate::phrases::{Phrases, tokens};

/// The byte ranges of `line`'s sentences: cut after `.`, `!`, `?` or `;` followed by white space
/// (or at the end), unless the word before the full stop is an abbreviation people write in
/// instructions (one to four letters, as `pn.` or `zach.`, followed by a comma).
fn sentences(line: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = line.as_bytes();
    let numbering = inline_numbering(line);
    for (i, c) in line.char_indices() {
        if !matches!(c, '.' | '!' | '?' | ';') || numbering.contains(&i) {
            continue;
        }
        let next = bytes.get(i + 1).copied();
        if next.is_some_and(|b| !b.is_ascii_whitespace()) || abbreviation(line, i) {
            continue;
        }
        out.push((start, i + 1));
        start = i + 1;
    }
    if start < line.len() {
        out.push((start, line.len()));
    }
    out.retain(|&(s, e)| {
        !line[s..e]
            .trim()
            .trim_matches(['.', '!', '?', ';'])
            .is_empty()
    });
    out
}

/// Whether the full stop at `dot` ends an abbreviation of a notation word in a list of
/// instructions (`2 ziel. pn., 3 czerw. zach.`): the word before it begins a notation word
/// (`Words::abbreviates`) and the text after it goes on in lower case.
fn abbreviation(line: &str, dot: usize) -> bool {
    let word_start = line[..dot]
        .char_indices()
        .rfind(|&(_, c)| !c.is_alphabetic())
        .map_or(0, |(k, c)| k + c.len_utf8());
    let after = line[dot + 1..].trim_start();
    let word = tokens(&line[word_start..dot]);
    line.as_bytes().get(dot) == Some(&b'.')
        && matches!(&word[..], [t] if runs::abbreviation(t, Phrases::builtin()))
        && after
            .chars()
            .next()
            .is_some_and(|c| c.is_lowercase() || c.is_ascii_digit())
}

/// `line` without the reasons written in brackets after instructions, two of them, or one
/// the list goes on after (`F2 (żeby dojechać do flagi), R (bo flaga jest na wschód), ...`,
/// `f3 (up to the belt), right`): each follows a code or a notation word. One pass.
fn without_reasons(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let (mut cut, mut sure) = (0, false);
    let mut rest = line;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        let before = tokens(&rest[..open]);
        let after_instruction = before.last().is_some_and(|t| {
            rest[t.end..open].trim().is_empty()
                && (runs::strong(t, &rest[t.start..t.end]) || words().is_notation(&t.norm))
        });
        // One reason alone is cut when the list goes on after it (`f3 (up to the belt),
        // right`).
        let goes_on = rest[close + 1..].trim_start().starts_with([',', ';']);
        out.push_str(rest[..open].trim_end());
        if !after_instruction {
            out.push_str(&rest[open..=close]);
        } else {
            cut += 1;
            sure |= goes_on;
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    if cut >= 2 || sure {
        out
    } else {
        line.to_string()
    }
}

/// The full stops of numbering written inline (`PROGRAM 1. 2RN 2. 3GU 3. 1YE`): a number
/// alone before a full stop, where the numbers so written count 1, 2, ... in order (two at
/// least). One pass over the line.
fn inline_numbering(line: &str) -> Vec<usize> {
    let mut dots = Vec::new();
    let mut next = 1u32;
    let mut word_start = 0;
    for (i, c) in line.char_indices() {
        if c.is_whitespace() {
            word_start = i + c.len_utf8();
            continue;
        }
        if c != '.' {
            continue;
        }
        let word = &line[word_start..i];
        let number = (1..=2).contains(&word.len())
            && word.bytes().all(|b| b.is_ascii_digit())
            && line[i + 1..].starts_with(char::is_whitespace);
        if number && word.parse::<u32>().ok() == Some(next) {
            dots.push(i);
            next += 1;
        }
    }
    if dots.len() < 2 {
        dots.clear();
    }
    dots
}

/// Where a clause may start: after `,`, ` and `, ` then ` when the words after it (filler
/// aside) start with a command word or a game's order in words. Linear in the sentence: each
/// cut looks at the words it starts with (a phrasing's length at most), and what a part up to
/// the next comma holds is known from one pass backwards.
fn clauses<'a>(sentence: &'a str, phrases: &Phrases) -> Vec<&'a str> {
    let toks = tokens(sentence);
    let n = toks.len();
    let gap = |k: usize| &sentence[toks[k - 1].end..toks[k].start];
    // `labelled[k]`: the part from word k up to the next comma names orders with a colon
    // (`and here's my program: ...`).
    let mut labelled = vec![false; n + 1];
    for k in (0..n).rev() {
        let here =
            words().order_word(&toks[k].norm).is_some() && k + 1 < n && gap(k + 1).contains(':');
        labelled[k] = here || (k + 1 < n && !gap(k + 1).contains(',') && labelled[k + 1]);
    }
    let mut cuts = vec![0usize];
    // Where the clause being cut starts, and whether it is press (`Message for Bob - want to
    // team up?`: the dash is the press's, its text goes on).
    let mut from = 0;
    let mut press = phrases.leading("press", &toks) > 0;
    for k in 1..n {
        // A dash between spaces parts two thoughts: `2RN 3GE 2BS - no wait, ...`.
        let dash = [" - ", " – ", " -- "].iter().any(|d| gap(k).contains(d));
        // A correction of two words or more after instructions parts them without a comma:
        // `F3 L F R B  no wait  F3 L F2 R B`.
        let corrected = phrases.leading("correction", &toks[k..]) >= 2
            && runs::strong(&toks[k - 1], &sentence[toks[k - 1].start..toks[k - 1].end]);
        if corrected || (dash && !(press && k - from <= 5)) {
            cuts.push(toks[k].start);
            from = k;
            press = phrases.leading("press", &toks[k..]) > 0;
            continue;
        }
        let joined = gap(k).contains(',')
            || (phrases.is_word("connector", &toks[k].norm) && !toks[k - 1].after_break);
        if !joined {
            continue;
        }
        let rest = &toks[k..];
        let skip = phrases.leading("filler", rest).min(rest.len());
        let head = &rest[skip..];
        // A correction after a comma starts a second thought: `F2 L F R U, no wait, ...`.
        let starts_command = labelled[k]
            || (gap(k).contains(',')
                && phrases.leading("correction", rest) > 0
                && !edit::names_register(sentence, &toks[from..k], phrases))
            || head.first().is_some_and(|t| is_command_word(&t.norm))
            || phrases.order_starts(head)
            || ["resign", "clear", "status", "press"]
                .iter()
                .any(|l| phrases.leading(l, head) > 0)
            // An edit after a program (`F2 L F R F, oh and put a u-turn in register 4`), or
            // a second after an edit (`drugi ma być F3 a ostatni F2`).
            || (phrases.leading("edit", head) > 0 && edit::names_any(head, phrases))
            || (phrases.find("edit", &toks[from..k]).is_some()
                && edit::names_any(&toks[from..k], phrases)
                && edit::starts_with_register(
                    &head[phrases.leading("connector", head).min(head.len())..],
                    phrases,
                ));
        if starts_command && skip < rest.len() {
            cuts.push(toks[k].start);
            from = k;
            press = phrases.leading("press", rest) > 0;
        }
    }
    cuts.push(sentence.len());
    cuts.windows(2)
        .map(|w| {
            sentence[w[0]..w[1]]
                .trim()
                .trim_start_matches(',')
                .trim_end_matches(',')
                .trim()
        })
        .filter(|s| !s.is_empty())
        .collect()
}

/// What one line means (see the module doc); empty when nothing in it is read.
pub(super) fn read_line(line: &str) -> Vec<PlayerCommand> {
    let phrases = Phrases::builtin();
    let body = &without_reasons(strip_list_marker(line.trim()));
    if let Some(held) = edit::held_line(body, phrases) {
        return vec![held];
    }
    let mut out: Vec<PlayerCommand> = Vec::new();
    // A run of instructions that filled its sentence: the next such sentence joins it.
    let mut whole_run: Option<usize> = None;
    let mut second = false;
    // Press read in the line (its place in `out`, where its text ends in `body`).
    let mut press: Option<(usize, usize)> = None;
    for (s, e) in sentences(body) {
        if crate::mail::cancel::called_off() {
            break;
        }
        let sentence = body[s..e].trim();
        let question = sentence.ends_with('?');
        let parts = clauses(sentence, phrases);
        let last = parts.len().saturating_sub(1);
        for (k, clause) in parts.into_iter().enumerate() {
            // The question mark is the last clause's: `sorry I was away, what did I miss?`.
            let question = question && k == last;
            let before = out.len();
            let hedged = phrases.find("hedge", &tokens(clause)).is_some();
            let whole =
                clause::read_clause(clause, (line, hedged, question, second), phrases, &mut out);
            let end = clause.as_ptr() as usize - body.as_ptr() as usize + clause.len();
            if press_goes_on(&mut out, before, &mut press, &body[..end]) {
                continue;
            }
            // After a correction or a withdrawal in words (`scratch that.`, `jednak nie`), the
            // instructions that follow are a second thought.
            let words = tokens(clause);
            let filler = phrases.leading("filler", &words).min(words.len());
            let corrects = phrases.leading("correction", &words) > 0
                || phrases.leading("correction", &words[filler..]) > 0;
            second = second
                || corrects
                || out[before..].iter().any(|c| {
                    matches!(c, PlayerCommand::Said { read_as, .. } if **read_as == PlayerCommand::Clear)
                });
            // A second thought is no more of the run before it (`F2 L F R U, no wait, F3 ...`).
            match (whole, whole_run) {
                (true, Some(k)) if out.len() == before + 1 && !corrects => {
                    if let (Some(more), Some(PlayerCommand::Said { line, read_as, .. })) =
                        (out.pop(), out.get_mut(k))
                        && let (
                            PlayerCommand::Said {
                                line: l2,
                                read_as: more,
                                ..
                            },
                            PlayerCommand::Unmarked { text },
                        ) = (more, read_as.as_mut())
                        && let PlayerCommand::Unmarked { text: more } = *more
                    {
                        line.push(' ');
                        line.push_str(&l2);
                        text.push(' ');
                        text.push_str(&more);
                    }
                }
                (true, None) => whole_run = Some(out.len() - 1),
                _ => whole_run = None,
            }
        }
    }
    named_anywhere(&mut out, line, phrases);
    out
}

/// The words after press (or a letter to the moderator) on its line are its message while
/// they are nothing robomod acts on (`Tell Bob good luck! May the best robot win.`, `Do
/// moderatora: czy można przedłużyć termin? wyjeżdżam w weekend`): the clause just read
/// (`out[before..]`, ending where `upto` ends) joins the press at `press`. A press just read
/// opens it.
fn press_goes_on(
    out: &mut Vec<PlayerCommand>,
    before: usize,
    press: &mut Option<(usize, usize)>,
    upto: &str,
) -> bool {
    // A letter to the moderator takes her questions too; press only what is no question.
    let letter = press.is_some_and(|(k, _)| {
        matches!(
            out.get(k).map(PlayerCommand::inner),
            Some(PlayerCommand::ToModerator { .. })
        )
    });
    let nothing = out[before..].iter().all(|c| {
        matches!(c, PlayerCommand::Chatter { .. })
            || (letter && matches!(c, PlayerCommand::Question { .. }))
    });
    if let Some((k, from)) = *press
        && nothing
        && let Some(said) = out.get_mut(k)
    {
        let more = &upto[from..];
        let (line, read_as) = match said {
            PlayerCommand::Said { line, read_as, .. } => (Some(line), read_as.as_mut()),
            other => (None, other),
        };
        if let PlayerCommand::Press { text, .. } | PlayerCommand::ToModerator { text } = read_as {
            text.push_str(more);
            if let Some(line) = line {
                line.push_str(more);
            }
            *press = Some((k, upto.len()));
            out.truncate(before);
            return true;
        }
    }
    *press = match out[before..].last().map(PlayerCommand::inner) {
        Some(PlayerCommand::Press { .. } | PlayerCommand::ToModerator { .. }) => {
            Some((out.len() - 1, upto.len()))
        }
        _ => None,
    };
    false
}

/// A seat asked for with no name, in words or in the grammar (`I'd like to join game 3,
/// please.`), takes the name she gives anywhere in the line (`Call me Rusty.`): the one place
/// a joining line's name is found.
fn named_anywhere(out: &mut [PlayerCommand], line: &str, phrases: &Phrases) {
    for c in out.iter_mut() {
        let lobby = match c {
            PlayerCommand::Lobby { lobby } => lobby,
            PlayerCommand::Said { read_as, .. } => match read_as.as_mut() {
                PlayerCommand::Lobby { lobby } => lobby,
                _ => continue,
            },
            _ => continue,
        };
        if let LobbyCommand::Join {
            name: name @ None, ..
        } = lobby
        {
            *name = clause::given_name(line, phrases);
        }
    }
}

/// The edits in words in `commands` (`the last one should be F3`, `swap the L and the R`,
/// `on second thought, don't`) made whole against what was sent before them in the same mail
/// (see `edit.rs`); one with nothing to edit is quoted back as not read.
/// Orders a hold keeps back (`wait, let me check it first`) are taken out; their lines
/// belong to the hold, which says them back as undecided.
pub(super) fn amend(reading: &mut super::blocks::Reading) {
    let held = edit::apply(&mut reading.commands, Phrases::builtin());
    for (k, hold) in held.into_iter().rev() {
        reading.commands.remove(k);
        for owner in reading.owner.iter_mut().flatten() {
            if *owner == k {
                *owner = hold;
            }
            if *owner > k {
                *owner -= 1;
            }
        }
    }
}

/// Whether `line` holds more than one sentence or clause: then each is read on its own.
pub(super) fn several(line: &str) -> bool {
    let phrases = Phrases::builtin();
    let body = strip_list_marker(line.trim());
    let s = sentences(body);
    s.len() > 1
        || s.first()
            .is_some_and(|&(a, b)| clauses(&body[a..b], phrases).len() > 1)
}

/// A command the grammar read, tidied as the reader tidies what it reads: an order's text
/// without a sentence's full stop or filler after it, a name given with `JOIN` without the
/// politeness after it (`JOIN 12 AS Mia please`).
pub(super) fn tidy(cmd: PlayerCommand) -> PlayerCommand {
    let phrases = Phrases::builtin();
    match cmd {
        PlayerCommand::Orders { keyword, text } => PlayerCommand::Orders {
            keyword,
            text: runs::orders_text(&text, phrases, false),
        },
        PlayerCommand::Lobby {
            lobby:
                LobbyCommand::Join {
                    game,
                    standby,
                    word,
                    name: Some(name),
                },
        } => {
            let toks = tokens(&name);
            let tail = phrases.trailing("filler", &toks);
            let name = if tail > 0 && tail < toks.len() {
                name[..toks[toks.len() - tail - 1].end].to_string()
            } else {
                name.trim_end_matches(['.', '!']).to_string()
            };
            PlayerCommand::Lobby {
                lobby: LobbyCommand::Join {
                    game,
                    standby,
                    word,
                    name: Some(name),
                },
            }
        }
        other => other,
    }
}

mod clause;
mod edit;
mod program;
mod runs;

pub(super) use program::one_program;

pub(super) use runs::{bare_text, prose_word};

#[cfg(test)]
mod family_tests;
#[cfg(test)]
mod lobby_tests;
#[cfg(test)]
mod tests;

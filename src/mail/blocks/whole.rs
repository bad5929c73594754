//! One program a mail: lines of hers that carry instructions beside a program read in
//! words or codes, which read as nothing alone (`ok so first F2 to get off the start` /
//! `then turn right` / `then L, then F. done`; `najpierw F2 bo chcę na taśmę` / `potem L` /
//! `F` / `R` / `i na koniec U`), join it in the order written. The game then reads the whole
//! of it, or quotes what does not read: never the part that read alone, the rest drawn at
//! random.
//!
//! A line joins when, its leading filler and connectors aside (`ok so first`, `and then`,
//! `i na koniec`), it starts with an instruction: those first instructions are its part, and
//! the words after them are a reason (`to get off the start`, `bo chcę na taśmę`) when no
//! instruction is among them, else the line joins whole for the game to quote. A line all in
//! brackets between them is an aside; a blank line, a command or prose ends the run.

use super::Reading;
use crate::inbound::{Bare, PlayerCommand};
use crate::mail::shapes::without_groups;
use crate::phrases::{Phrases, Token, tokens};

/// Whether `line` starts with a connector, filler aside (`and then R U`).
fn led(line: &str, phrases: &Phrases) -> bool {
    let toks = tokens(line);
    let filler = phrases.leading("filler", &toks).min(toks.len());
    phrases.leading("connector", &toks[filler..]) > 0
}

/// `text` without the connectors it starts with (`then R U`: `R U`), which no game reads.
pub(super) fn without_connectors(text: &str) -> &str {
    let phrases = Phrases::builtin();
    let toks = tokens(text);
    let n = phrases.leading("connector", &toks);
    // A connector that is a game's word too stays (`first`: where a RAMbots goal stands).
    let words = crate::games::words();
    toks.get(n)
        .filter(|_| n > 0 && !toks[..n].iter().any(|t| words.is_notation(&t.norm)))
        .map_or(text, |t| &text[t.start..])
}

/// What one line is to a run of program lines.
#[derive(Clone, Debug, PartialEq)]
enum Part {
    /// Owned by the program piece at this index, and whether it starts with a connector
    /// (`then R U`: it goes on with the one before).
    Piece(usize, bool),
    /// Read as nothing (or as chatter: the command at the index, if any), with this part of a
    /// program.
    Loose(Option<usize>, String),
    /// All in brackets: passed over.
    Aside,
    /// Anything else: the run ends.
    End,
}

/// The text of a program piece read in words or codes, not a second thought.
fn piece(c: &PlayerCommand) -> Option<&str> {
    match c {
        PlayerCommand::Unmarked { text } => Some(text),
        PlayerCommand::Said {
            read_as,
            bare: Bare::Sentence,
            ..
        } => match read_as.as_ref() {
            PlayerCommand::Unmarked { text } => Some(text),
            _ => None,
        },
        _ => None,
    }
}

/// Whether token `t` of `text` is a code only instructions write: with a digit (`F2`,
/// `3GN`), a capital alone (`L`), a capital after its first letter (`yN`).
fn code(t: &Token, text: &str) -> bool {
    let w = &text[t.start..t.end];
    w.chars().any(|c| c.is_ascii_digit())
        || (w.chars().count() == 1 && w.chars().all(char::is_uppercase))
        || (w.chars().count() <= 4 && w.chars().skip(1).any(char::is_uppercase))
}

/// Whether token `t` of `text` is an instruction: a code, or a notation word of three
/// letters or more (`right`, `prawo`; not `to`, `na`).
fn instruction(t: &Token, text: &str) -> bool {
    code(t, text) || (t.norm.chars().count() >= 3 && crate::games::words().is_notation(&t.norm))
}

/// The part of a program `line` holds, if it starts with instructions once its leading
/// filler and connectors are left out (see the module doc).
fn continues(line: &str, phrases: &Phrases) -> Option<String> {
    let plain = without_groups(line, '(', ')');
    let text = plain.trim();
    let toks = tokens(text);
    // A closing is no instruction (`Z poważaniem`: `Z` is no move).
    if phrases.leading("greeting", &toks) > 0 {
        return None;
    }
    let mut k = 0;
    loop {
        let n = phrases
            .leading("filler", &toks[k..])
            .max(phrases.leading("connector", &toks[k..]));
        if n == 0 || k + n >= toks.len() {
            break;
        }
        k += n;
    }
    if !instruction(toks.get(k)?, text) {
        return None;
    }
    // Its instructions: instructions and connectors, up to the first other word.
    let ours = |t: &Token| instruction(t, text) || phrases.is_word("connector", &t.norm);
    let end = (k..toks.len())
        .find(|&j| !ours(&toks[j]))
        .unwrap_or(toks.len());
    // The words after: a reason, unless a code is among them.
    let to = if toks[end..].iter().any(|t| code(t, text)) {
        toks.len()
    } else {
        end
    };
    let part = &text[toks[k].start..toks[to - 1].end];
    Some(crate::mail::reader::bare_text(
        part.trim_end_matches([',', ';', '.']),
    ))
}

/// The commands read from each line: those after the ones of the lines before it, up to its
/// owner (a line's commands are pushed in order, the last its owner).
fn commands_of_lines(reading: &Reading) -> Vec<std::ops::Range<usize>> {
    let mut next = 0;
    reading
        .owner
        .iter()
        .map(|o| match *o {
            Some(k) if k >= next => {
                let r = next..k + 1;
                next = k + 1;
                r
            }
            Some(k) => k..k + 1,
            None => next..next,
        })
        .collect()
}

/// What each line is to a run (see [`Part`]).
fn parts(reading: &Reading, lines: &[&str], phrases: &Phrases) -> Vec<Part> {
    let ranges = commands_of_lines(reading);
    let shared = |k: usize| reading.owner.iter().filter(|o| **o == Some(k)).count() > 1;
    lines
        .iter()
        .zip(ranges)
        .map(|(line, range)| {
            let t = line.trim();
            let pieces: Vec<usize> = range
                .clone()
                .filter(|&k| piece(&reading.commands[k]).is_some())
                .collect();
            let chatter = |k: usize| matches!(reading.commands[k], PlayerCommand::Chatter { .. });
            match pieces[..] {
                [k] if range.clone().all(|j| j == k || chatter(j)) => {
                    return Part::Piece(k, led(t, phrases));
                }
                [] => {}
                _ => return Part::End,
            }
            if t.is_empty() || range.clone().any(|k| !chatter(k) || shared(k)) {
                return Part::End;
            }
            if t.starts_with('(') && t.ends_with(')') {
                return Part::Aside;
            }
            let owner = range.clone().next();
            continues(t, phrases).map_or(Part::End, |p| Part::Loose(owner, p))
        })
        .collect()
}

/// Lines of one program joined (see the module doc): each run of program lines with a
/// piece and a loose part becomes one program, its first piece's, the others taken out.
pub(super) fn whole_programs(reading: &mut Reading, lines: &[&str]) {
    let phrases = Phrases::builtin();
    let parts = parts(reading, lines, phrases);
    let mut gone = vec![false; reading.commands.len()];
    let mut i = 0;
    while i < parts.len() {
        let end = (i..parts.len())
            .find(|&j| parts[j] == Part::End)
            .unwrap_or(parts.len());
        let run = &parts[i..end];
        let first = run.iter().find_map(|p| match p {
            Part::Piece(k, _) => Some(*k),
            _ => None,
        });
        let loose = run.iter().any(|p| matches!(p, Part::Loose(..)))
            || run
                .iter()
                .filter(|p| matches!(p, Part::Piece(..)))
                .skip(1)
                .any(|p| matches!(p, Part::Piece(_, true)));
        if let (Some(keep), true) = (first, loose) {
            join(reading, lines, (i, end), keep, &parts, &mut gone);
        }
        i = end + 1;
    }
    remove(reading, &gone);
}

/// Lines `[from, to)` made one program, the command at `keep`.
fn join(
    reading: &mut Reading,
    lines: &[&str],
    (from, to): (usize, usize),
    keep: usize,
    parts: &[Part],
    gone: &mut [bool],
) {
    let mut texts: Vec<String> = Vec::new();
    let mut seen = Vec::new();
    for (i, part) in parts.iter().enumerate().take(to).skip(from) {
        match part {
            Part::Piece(k, _) if !seen.contains(k) => {
                seen.push(*k);
                let text = piece(&reading.commands[*k]).unwrap_or_default();
                texts.push(without_connectors(text).to_string());
                gone[*k] = *k != keep;
            }
            Part::Loose(owner, text) => {
                texts.push(text.clone());
                if let Some(k) = owner {
                    gone[*k] = true;
                }
            }
            _ => {}
        }
        reading.owner[i] = Some(keep);
    }
    let first = (from..to)
        .find(|&i| !lines[i].trim().is_empty())
        .map_or("", |i| lines[i].trim());
    reading.commands[keep] = PlayerCommand::Said {
        line: format!("{first} ..."),
        read_as: Box::new(PlayerCommand::Unmarked {
            text: texts.join(", "),
        }),
        by: "instructions over several lines".to_string(),
        bare: Bare::Sentence,
    };
}

/// The commands marked `gone` taken out, every line's owner moved with them.
fn remove(reading: &mut Reading, gone: &[bool]) {
    if !gone.contains(&true) {
        return;
    }
    let mut index = Vec::with_capacity(gone.len());
    let mut n = 0;
    for &g in gone {
        index.push(n);
        n += usize::from(!g);
    }
    for owner in reading.owner.iter_mut() {
        *owner = owner.and_then(|k| (!gone[k]).then(|| index[k]));
    }
    let mut k = 0;
    reading.commands.retain(|_| {
        k += 1;
        !gone[k - 1]
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(body: &str) -> Vec<String> {
        let lines: Vec<&str> = body.lines().collect();
        let mut r = super::super::read_lines(&lines);
        whole_programs(&mut r, &lines);
        r.commands
            .iter()
            .filter_map(|c| piece(c).map(str::to_string))
            .collect()
    }

    #[test]
    fn lines_of_one_program_with_reasons_between_are_one_program() {
        assert_eq!(
            program(
                "ok so first F2 to get off the start\nthen turn right\n\
                 and then F3 along the row, should reach the gear\nthen L, then F. done"
            ),
            ["F2, turn right, F3, L, F"]
        );
        assert_eq!(
            program(
                "ok to tak\nnajpierw F2 bo chce na tasme\npotem L\n\
                 (nie wiem czy to dobry pomysl xd)\nF\nR\ni na koniec U\nelo"
            ),
            // (Her reason cut off, `najpierw F2` is a piece of codes alone.)
            ["F2 L, F, R, U"]
        );
    }

    #[test]
    fn a_line_of_words_that_does_not_start_with_instructions_is_no_part() {
        assert_eq!(program("F2 L F R U\nhope the F2 works"), ["F2 L F R U"]);
        // A blank line ends the run.
        assert_eq!(program("F2 L F R U\n\nthen R for luck"), ["F2 L F R U"]);
        // Codes among the words after: the line joins whole, for the game to quote.
        assert_eq!(
            program("F2 L\nthen F to the wall, R\nU"),
            ["F2 L, F to the wall, R, U"]
        );
        // A piece that starts with a connector goes on with the one before.
        assert_eq!(program("F2 L F\nthen right, or so I hope").len(), 1);
    }
}

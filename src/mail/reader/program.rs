//! One program a mail: every piece of instructions in her own text (a bare line or list, a run
//! of instructions in a sentence, on any line, numbered or not) joined into one sequence in the
//! order written, which the game then reads once, whole or not at all. A second thought
//! (`no wait, ...`, `scratch that.`, an amendment made whole) replaces the sequence before it,
//! and a withdrawal (`cancel all that`) takes it back: what follows it is the program. Registers never shift: nothing here drops a piece, but
//! her same line of a whole program written twice over is one.

use crate::inbound::{Bare, PlayerCommand};

/// Between the pieces of one program: a line break, which every game's notation reads as a
/// separator, and by which the moderator finds each piece again.
const PIECES: &str = "\n";

/// The instructions a command holds as a piece of the program, and whether it is a second
/// thought; `None` for any other command.
fn piece(c: &PlayerCommand) -> Option<(&str, bool)> {
    match c {
        PlayerCommand::Unmarked { text } => Some((text, false)),
        // An edit left to be made against the orders on file is no piece.
        PlayerCommand::Said {
            bare: Bare::Amend(_),
            ..
        } => None,
        PlayerCommand::Said { read_as, bare, .. } => match read_as.as_ref() {
            PlayerCommand::Unmarked { text } => Some((text, *bare == Bare::SecondThought)),
            _ => None,
        },
        _ => None,
    }
}

/// The program being gathered: where it stands among the commands, its instructions, her
/// lines quoted, and how it is to be taken.
struct Gathered {
    at: usize,
    texts: Vec<String>,
    quotes: Vec<String>,
    said: Option<(String, Bare)>,
}

impl Gathered {
    /// The one command the pieces make: bare instructions stay bare (read and said back
    /// whole); any read from words keeps her words as its quote.
    fn command(self) -> PlayerCommand {
        let text = self.texts.join(PIECES);
        match self.said {
            None => PlayerCommand::Unmarked { text },
            Some((by, bare)) => PlayerCommand::Said {
                line: self.quotes.join(" / "),
                read_as: Box::new(PlayerCommand::Unmarked { text }),
                by,
                bare,
            },
        }
    }
}

/// The pieces of instructions in `commands` made one program (see the module doc), placed
/// where its first piece was; a second thought's program where the second thought was.
pub(in crate::mail) fn one_program(commands: &mut Vec<PlayerCommand>) {
    if commands.iter().filter(|c| piece(c).is_some()).count() < 2 {
        return;
    }
    let mut out: Vec<Option<PlayerCommand>> = Vec::with_capacity(commands.len());
    let mut program: Option<Gathered> = None;
    for c in commands.drain(..) {
        let Some((text, second)) = piece(&c) else {
            // What she withdraws in the mail (`..., but no, scrap that.`) takes the pieces
            // before it with it: what follows is the program.
            if *c.inner() == PlayerCommand::Clear {
                program = None;
            }
            out.push(Some(c));
            continue;
        };
        let text = text.to_string();
        if second {
            // Replaced whole: the slot the program before held stays empty.
            program = None;
        }
        let g = program.get_or_insert_with(|| {
            out.push(None);
            Gathered {
                at: out.len() - 1,
                texts: Vec::new(),
                quotes: Vec::new(),
                said: None,
            }
        });
        // Her same program twice over (a mail sent twice, pasted twice, written again on a
        // line of its own, or written out again after an edit made it: `please amend the
        // third to Forward 3. The corrected programme reads: ...`): one program, never ten
        // registers. (`F` under `F` are two registers: three words at least.)
        let whole = words_of(&text).len() >= 3;
        let same = |a: &str| words_of(a) == words_of(&text) || crate::inbound::same_cards(a, &text);
        if whole && g.texts.last().is_some_and(|t| same(t)) {
            continue;
        }
        g.texts.push(text);
        match c {
            PlayerCommand::Said { line, by, bare, .. } => {
                // Two pieces of one line (a sentence read in parts) quote it once.
                if g.quotes.last() != Some(&line) {
                    g.quotes.push(line);
                }
                match &mut g.said {
                    Some((_, b)) if second => *b = Bare::SecondThought,
                    Some(_) => {}
                    None => g.said = Some((by, bare)),
                }
            }
            _ => g.quotes.push(g.texts.last().cloned().unwrap_or_default()),
        }
    }
    if let Some(g) = program {
        let at = g.at;
        out[at] = Some(g.command());
    }
    commands.extend(out.into_iter().flatten());
}

/// A program's words compared: in capitals, without the marks between them.
fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.' | '-'))
        .filter(|w| !w.is_empty())
        .map(str::to_uppercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(line: &str, text: &str, bare: Bare) -> PlayerCommand {
        PlayerCommand::Said {
            line: line.into(),
            read_as: Box::new(PlayerCommand::Unmarked { text: text.into() }),
            by: "instructions in a sentence".into(),
            bare,
        }
    }

    fn program_of(commands: &[PlayerCommand]) -> Vec<String> {
        commands
            .iter()
            .filter_map(|c| piece(c).map(|(t, _)| t.to_string()))
            .collect()
    }

    #[test]
    fn every_piece_in_order_is_one_program() {
        let mut c = vec![
            said("prosto trzy pola", "prosto trzy", Bare::Sentence),
            PlayerCommand::Status,
            said(
                "w prawo, jedno do przodu",
                "w prawo, jedno do przodu",
                Bare::Sentence,
            ),
            PlayerCommand::Unmarked { text: "F R".into() },
        ];
        one_program(&mut c);
        assert_eq!(
            program_of(&c),
            ["prosto trzy\nw prawo, jedno do przodu\nF R"]
        );
        // Where the first piece was, before STATUS.
        assert!(matches!(c[0], PlayerCommand::Said { .. }));
        assert_eq!(c[1], PlayerCommand::Status);
        assert_eq!(c.len(), 2);
    }

    #[test]
    fn a_second_thought_replaces_the_program_before_it_whole() {
        let mut c = vec![
            said("F2 L F", "F2 L F", Bare::Sentence),
            PlayerCommand::Clear,
            said("no wait, F3 R", "F3 R", Bare::SecondThought),
            said("then U L", "U L", Bare::Sentence),
        ];
        one_program(&mut c);
        assert_eq!(program_of(&c), ["F3 R\nU L"]);
        assert_eq!(c[0], PlayerCommand::Clear);
        assert!(matches!(
            &c[1],
            PlayerCommand::Said { bare: Bare::SecondThought, line, .. } if line == "no wait, F3 R / then U L"
        ));
        let mut c = vec![
            said("F2, L and R", "F2, L", Bare::Sentence),
            said("F2, L and R", "R", Bare::Sentence),
        ];
        one_program(&mut c);
        assert!(matches!(&c[0], PlayerCommand::Said { line, .. } if line == "F2, L and R"));
    }

    #[test]
    fn one_piece_or_none_is_left_as_it_is() {
        let mut c = vec![PlayerCommand::Status, said("F2", "F2", Bare::Sentence)];
        let before = c.clone();
        one_program(&mut c);
        assert_eq!(c, before);
    }
}

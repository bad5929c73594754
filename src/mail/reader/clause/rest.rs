//! Step 7: a clause in which nothing was read. An order not done is a remark; a near miss of
//! a game's order in words is asked about; a question, a request robomod has no command for,
//! or chatter is said as such.

use super::Clause;
use crate::inbound::{Bare, Doubt, PlayerCommand};

impl Clause<'_> {
    /// What a clause in which nothing was read is (`remark`: the command an order not done
    /// would take).
    pub(super) fn rest(&self, remark: Option<String>, out: &mut Vec<PlayerCommand>) {
        let line = self.text.to_string();
        let conditional = super::super::conditional(self.text, self.phrases);
        // Resigning as a thing she must, in doubt only of that (`chyba muszę zrezygnować`, a
        // phrasing of `reluctant` before it), is asked back: RESIGN only asks for its
        // confirmation, and nothing is done until she sends it. (`czy nie zrezygnować`, `I
        // should just quit! ... only joking` stay undecided.)
        let reluctant = match (
            self.phrases.find("reluctant", self.toks),
            self.phrases.find("resign", self.toks),
        ) {
            (Some((h, _)), Some((r, _))) => {
                h.start < r.start
                    && !self.toks[h.end.min(r.start)..r.start]
                        .iter()
                        .any(|t| self.phrases.is_word("negation", &t.norm))
            }
            _ => false,
        };
        if remark.as_deref() == Some("RESIGN") && reluctant && !self.question && !conditional {
            out.push(PlayerCommand::Resign);
            return;
        }
        if let Some(meant) = remark {
            out.push(PlayerCommand::Remark {
                line,
                meant,
                doubt: if conditional {
                    Doubt::Conditional
                } else if self.hedged || self.question {
                    Doubt::Undecided
                } else {
                    Doubt::Negated
                },
            });
            return;
        }
        // An edit in words that did not read is asked about, never passed over, and the
        // program it was to change is held.
        if super::super::edit::looks_like_one(self.toks, self.phrases) {
            out.push(super::super::edit::not_read(&line));
            return;
        }
        if let Some(order) = self.near_order() {
            out.push(PlayerCommand::Unknown {
                line,
                meant: Some(order),
                wrong: None,
            });
            return;
        }
        // A move no game has, asked outright, its first word (`+ shoot bob`, `zepchnij
        // Bartka`): quoted back as no command, never passed over as prose. Said of what she
        // will do (`Next round I will push the red robot off`), it is her letter.
        if self.phrases.leading("action", self.toks) > 0 {
            out.push(PlayerCommand::Unknown {
                line,
                meant: None,
                wrong: None,
            });
            return;
        }
        if let Some(asked) = self.near_question() {
            out.push(asked);
            return;
        }
        let question = || PlayerCommand::Question {
            line: self.text.to_string(),
            text: self.line.trim().to_string(),
        };
        // A question after a greeting is a question: `Hi, who runs this game?`.
        if self.question {
            out.push(question());
        } else if let Some(press) = self.greeting_press() {
            out.push(press);
        } else if self.chatter() {
            out.push(PlayerCommand::Chatter { line });
        } else if self.phrases.leading("question", self.core()) > 0
            || self.phrases.leading("request", self.toks) > 0
        {
            // A request robomod has no command for (`please make my robot sleep next round`,
            // `proszę przenieść mnie do innej gry`): the moderator reads it.
            out.push(question());
        }
    }

    /// Good wishes to someone greeted by name (`Hey Bob, good luck!`, `Powodzenia, Bartku!`):
    /// press to that name, marked [`Bare::Greeting`] (the moderator relays it only to
    /// another player of hers, else it is chatter, as it would have been). The greeting opens
    /// the clause, the name is written with its capital and nothing but wishes follow it.
    fn greeting_press(&self) -> Option<PlayerCommand> {
        let (m, by) = self.phrases.find("press_greeting", self.toks)?;
        let n = m.name?;
        let opening = self.phrases.leading("filler", &self.toks[..m.start]) == m.start;
        let name = &self.text[self.toks[n].start..self.toks[n].end];
        let wishes = match m.text {
            None => true,
            Some(t) => {
                self.phrases.leading("chatter", &self.toks[t..]) > 0
                    && !self.phrases.is_word("greeting", &self.toks[t].norm)
            }
        };
        let capital = name.starts_with(char::is_uppercase);
        if !opening || !wishes || !capital || self.phrases.is_word("not_name", &self.toks[n].norm) {
            return None;
        }
        Some(PlayerCommand::Said {
            line: self.text.to_string(),
            read_as: Box::new(PlayerCommand::Press {
                to: vec![name.to_string()],
                anonymous: false,
                text: self.text.trim().to_string(),
            }),
            by: format!("press_greeting: {}", by.source),
            bare: Bare::Greeting,
        })
    }

    /// The words that matter, filler off both ends.
    fn core(&self) -> &[crate::phrases::Token] {
        &self.toks[self.a..self.b]
    }

    /// Thanks, luck, greetings.
    fn chatter(&self) -> bool {
        self.phrases.leading("chatter", self.toks) > 0
            || self.phrases.leading("greeting", self.toks) > 0
            || self.phrases.leading("chatter", self.core()) > 0
    }

    /// A typo of two letters swapped in the word that opens a question for something to be
    /// shown (`lsita gier pls`: the list): read as that question, said back with her words, so
    /// that a misreading costs one reply. Only what shows something: nothing done on a guess.
    fn near_question(&self) -> Option<PlayerCommand> {
        const SHOWN: &[&str] = &["list", "ratings", "tournaments", "help", "rules"];
        let core = self.core();
        let first = core.first()?;
        if first.norm.chars().count() < 4 || self.phrases.knows(&first.norm) {
            return None;
        }
        let mut fixed = core.to_vec();
        for word in self.phrases.swapped_words(&first.norm) {
            fixed[0].norm = word.to_string();
            for &intent in SHOWN {
                let Some((m, p)) = self.phrases.find(intent, &fixed) else {
                    continue;
                };
                if m.start > 0 {
                    continue;
                }
                let cmd = super::make::plain(intent, &fixed)?;
                return Some(PlayerCommand::Said {
                    line: self.text.to_string(),
                    read_as: Box::new(cmd),
                    by: format!(
                        "{intent}: {} (\"{}\" read as \"{word}\")",
                        p.source, first.norm
                    ),
                    bare: Bare::Sentence,
                });
            }
        }
        None
    }

    /// A typo in a game's order in words: `powr down pls` is asked about, in any case.
    pub(super) fn near_order(&self) -> Option<String> {
        let [first, second, ..] = self.core() else {
            return None;
        };
        self.phrases
            .order_lines()
            .find(|o| {
                let mut w = o.split_whitespace();
                let (Some(head), Some(tail)) = (w.next(), w.next()) else {
                    return false;
                };
                second.norm == tail.to_lowercase()
                    && crate::mail::shapes::near_miss(&first.norm, std::iter::once(head)).is_some()
            })
            .map(str::to_string)
    }
}

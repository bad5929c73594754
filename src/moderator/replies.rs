//! What a reply is made of, shared by every flow that answers a mail (the intake, the lobby,
//! tournaments, a game master's commands, absences, histories): one command and its answer
//! ([`Item`]), the kind of a reply of items ([`reply_kind`]), and what became of a received
//! mail ([`MailOutcome`]). Data and their words' layout only: it calls no flow.

use crate::inbound::NoReplyReason;
use crate::lang;
use crate::moderator::words::{MAIL_WIDTH, clip, wrap};
use crate::outgoing::MailKind;
use crate::store::mail::OutboxId;
use serde::Serialize;

/// What became of a received mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MailOutcome {
    /// The same mail (Message-ID, or content hash) was handled before; nothing changed.
    Duplicate,
    /// Recorded, not answered and not acted on (auto-replies, lists, bounces...).
    Ignored { reason: NoReplyReason },
    /// Handled; one reply queued.
    Replied {
        kind: MailKind,
        reply: OutboxId,
        game: Option<i64>,
        rounds_run: u32,
    },
    /// Handled (commands applied if it authenticated), but the sender had too many replies in
    /// the rate-limit window, so none was queued.
    RateLimited { game: Option<i64>, rounds_run: u32 },
}

/// One command and its answer, for the reply.
#[derive(Serialize)]
pub(crate) struct Item {
    pub(crate) quote: String,
    pub(crate) lines: Vec<String>,
    #[serde(skip)]
    pub(crate) error: bool,
    #[serde(skip)]
    pub(crate) acted: bool,
    /// `orders`, `status`, `help`, `resign`, `unknown`, `none`, ...
    #[serde(skip)]
    pub(crate) what: &'static str,
    /// A text shown whole after the answers, as the status is (a `TRY` report).
    #[serde(skip)]
    pub(crate) attachment: Option<String>,
    /// Pictures the mail attaches after its text (a course's, `COURSE`).
    #[serde(skip)]
    pub(crate) pictures: Vec<crate::outgoing::Attachment>,
    /// Orders accepted that leave part of the turn to chance because of what she wrote (the
    /// race: a card her hand does not hold), see [`crate::games::Game::left_to_chance`].
    #[serde(skip)]
    pub(crate) chance: bool,
}

/// An item as a reply shows it: her line(s) quoted, and the answer.
#[derive(Serialize, Debug, PartialEq, Eq)]
pub(crate) struct Shown<'a> {
    pub(crate) quote: String,
    pub(crate) lines: &'a [String],
}

/// The items as the reply shows them: an answer the same word for word as the one just
/// before it is said once, under both of her lines quoted. Seen in play: `im out guys, sorry`
/// and `i resign` in one mail each got the whole RESIGN CONFIRM paragraph.
pub(crate) fn shown(items: &[Item]) -> Vec<Shown<'_>> {
    let mut out: Vec<Shown<'_>> = Vec::new();
    for i in items {
        match out.last_mut() {
            Some(last) if !i.lines.is_empty() && last.lines == i.lines.as_slice() => {
                last.quote = format!("{}\n> {}", last.quote, i.quote);
            }
            _ => out.push(Shown {
                quote: i.quote.clone(),
                lines: &i.lines,
            }),
        }
    }
    out
}

/// The kind of a reply answering `items`: an error where any is one, a confirmation where any
/// acted, else `otherwise` (what the reply shows: a status, help).
pub(crate) fn reply_kind(items: &[Item], otherwise: MailKind) -> MailKind {
    if items.iter().any(|i| i.error) {
        MailKind::Error
    } else if items.iter().any(|i| i.acted) {
        MailKind::Confirmation
    } else {
        otherwise
    }
}

impl Item {
    /// A line of hers that robomod could not read or apply: a command unknown or not read,
    /// orders refused, a line too long, too many commands.
    pub(crate) fn not_read(&self) -> bool {
        self.error
            && matches!(
                self.what,
                "unknown" | "not_read" | "orders" | "too_long" | "too_many"
            )
    }

    /// Whether this answer leaves her not done with the round (a line not read, or orders
    /// left to chance): it waits for her next mail, her WAIT OFF or its deadline.
    pub(crate) fn unsure(&self) -> bool {
        self.not_read() || self.chance
    }

    /// Her lines quoted as she wrote them ([`crate::inbound::AsWritten`]), each as one line of
    /// the quote; a long list by its first and last lines. When the quote already says what
    /// she wrote (its letters the same, case aside), it stays.
    pub(crate) fn quoting(mut self, lines: &[String]) -> Self {
        const MOST: usize = 8;
        if crate::inbound::AsWritten::same_letters(&self.quote, &lines.join(" ")) {
            return self;
        }
        let clipped = |l: &String| clip(l, 70);
        let shown: Vec<String> = if lines.len() > MOST {
            let head = lines[..MOST / 2].iter().map(clipped);
            let tail = lines[lines.len() - (MOST / 2 - 1)..].iter().map(clipped);
            head.chain(std::iter::once("...".to_string()))
                .chain(tail)
                .collect()
        } else {
            lines.iter().map(clipped).collect()
        };
        if !shown.is_empty() {
            self.quote = shown.join("\n> ");
        }
        self
    }

    /// A known command with what it does not take (`HISTORY forever`): her line quoted, the
    /// word named and what it takes; an error. Player, lobby and master replies alike.
    pub(crate) fn wrong(line: &str, wrong: &crate::inbound::Wrong) -> Item {
        Item::new(
            "unknown",
            line,
            &crate::moderator::words::wrong_text(wrong),
            true,
            false,
        )
    }

    /// `text`'s paragraphs (split at newlines) are wrapped, indented two columns; a paragraph
    /// starting `- ` hangs under its dash.
    pub(crate) fn new(
        what: &'static str,
        quote: &str,
        text: &str,
        error: bool,
        acted: bool,
    ) -> Self {
        let mut lines = Vec::new();
        for para in text.split('\n') {
            if let Some(rest) = para.strip_prefix("- ") {
                let mut w = wrap(rest, MAIL_WIDTH, "    ");
                if let Some(first) = w.first_mut() {
                    first.replace_range(..4, "  - ");
                }
                lines.extend(w);
            } else if let Some(set_apart) = para.strip_prefix("  ") {
                // A line set apart (a command to send) keeps its indent.
                lines.extend(wrap(set_apart, MAIL_WIDTH, "    "));
            } else {
                lines.extend(wrap(para, MAIL_WIDTH, "  "));
            }
        }
        // The quote in the reader's words: their command words, and what robomod says in
        // brackets for a mail or a part that is no line of theirs.
        let say = lang::now();
        let quote = match quote {
            "(your mail)" => say.t("quote-your-mail"),
            "(your orders)" => say.t("quote-your-orders"),
            "(replies)" => say.t("quote-replies"),
            "(a game's command)" => say.t("quote-game-command"),
            q => say.command_line(q),
        };
        Item {
            quote: clip(&quote, 70),
            lines,
            error,
            acted,
            what,
            attachment: None,
            pictures: Vec::new(),
            chance: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_repeated_just_after_itself_is_said_once_under_both_lines() {
        let ask = "To resign, send RESIGN CONFIRM (alone on its line).";
        let items = [
            Item::new("resign", "im out guys, sorry", ask, false, false),
            Item::new("resign", "i resign", ask, false, false),
            Item::new(
                "status",
                "STATUS",
                "The status follows below.",
                false,
                false,
            ),
            Item::new("resign", "RESIGN", ask, false, false),
        ];
        let shown = shown(&items);
        assert_eq!(shown.len(), 3, "{shown:?}");
        assert_eq!(shown[0].quote, "im out guys, sorry\n> i resign");
        assert_eq!(shown[0].lines, items[0].lines.as_slice());
        // Not merged across another answer: the order of her lines is kept.
        assert_eq!(shown[2].quote, "RESIGN");
    }

    #[test]
    fn her_lines_are_quoted_each_on_its_own_a_long_list_by_its_ends() {
        let lines = |n: usize| (1..=n).map(|k| format!("{k}. F")).collect::<Vec<_>>();
        let item = || Item::new("orders", "PROGRAM F", "Not accepted.", true, false);
        assert_eq!(item().quoting(&lines(3)).quote, "1. F\n> 2. F\n> 3. F");
        // Her last line stays last: the answer is read under it.
        assert_eq!(
            item().quoting(&lines(12)).quote,
            "1. F\n> 2. F\n> 3. F\n> 4. F\n> ...\n> 10. F\n> 11. F\n> 12. F"
        );
        // A long line is clipped as every quote is.
        let long = vec!["x".repeat(200)];
        assert!(item().quoting(&long).quote.chars().count() <= 70);
        assert_eq!(item().quoting(&[]).quote, "PROGRAM F");
    }
}

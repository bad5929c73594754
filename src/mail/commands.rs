//! One line to one command: the line grammar of the body and of the subject. Lines spanning
//! lines (a list under `PROGRAM`, press text, bare instructions) are [`super::blocks`]'s.
//!
//! The command words are the mail layer's own (`STATUS`, `HELP`, `ORDERS`, `CLEAR`, `TRY`,
//! `PRESS`, `ABSENT`, `RESIGN`, `WAIT`) and the order words every game declares
//! ([`crate::games::words`]: `PROGRAM`, `GOALS`, `SOLUTION`, `PASS`, `PICK`, `POWER`, ...).
//!
//! A body line counts as a command when its first word (after an optional list marker such as
//! `1.`, `2)`, `-`, `*`) is a command word, in any case, optionally followed by `:`:
//! - **Order words** make the line [`PlayerCommand::Orders`] with the rest of the line as its
//!   text, spaces collapsed, whatever that rest is: the moderator reads it with the game and,
//!   if it does not parse, quotes the line and says what was expected (`program r f l l u`,
//!   `solution y down, y left`, `goals 1y 3r 2g 1b`, `power down`, `PROGRAM F2 jump`). One
//!   exception keeps prose out: a word not written in capitals and not followed by `:` whose
//!   rest reads as a sentence (at least half its tokens, and at least one, are plain words of
//!   3 letters or more that no game's notation knows) is chatter: "Goals are overrated
//!   anyway", "Pass me the details later", "Power to the people". Alone on its line an order
//!   word counts when it is complete alone (`PASS`, `RECOMPILE`); any other takes the list
//!   below it ([`super::blocks`]).
//! - An order word followed by `:` anywhere in a line (`Here is my program: 1GN 3BU`) is that
//!   order too.
//! - `TRY` takes the rest of its line as orders, by the same rule, and always when the rest
//!   starts with an order word (`try program f2 r f l f`, `try F2 L F`; "Try again later" is
//!   chatter; `TRY` with nothing after it is nothing).
//! - `STATUS` and `HELP` ignore the rest of their line; `ORDERS` (what is on file) too, when
//!   alone on its line or in capitals.
//! - `ABSENT` takes the rest of its line (two dates, one, `CANCEL`, or nothing) when written in
//!   capitals, alone, or followed by a date or `cancel`.
//! - `RESIGN` alone asks to resign and `RESIGN CONFIRM` confirms; `CLEAR` (withdraw the orders
//!   on file) must stand alone too. With anything else after them they are quoted back as
//!   unknown, so that "RESIGN if I lose" cannot end a game.
//! - `HISTORY` sends past round reports again: alone the last round's, `HISTORY 3` one,
//!   `HISTORY 2-5` a range, `HISTORY ALL` every one; with anything else after it, quoted back
//!   as unknown in capitals, prose otherwise. `SUMMARY` (the game so far) alone or in capitals.
//! - `WAIT` alone asks that the round not run before its deadline, `WAIT OFF` withdraws it
//!   (`WAIT ON` is `WAIT`); with other words after it the line is quoted back as unknown
//!   when the word is in capitals or followed by `:` ("WAIT until Friday"); else the words
//!   are the reader's ("Wait until you see my move" is chatter, "wait, make the last one
//!   3b east" an edit).
//!
//! A line whose first word is a near miss of a command word (`PROGAM`, `STAUTS`, `GAOLS`:
//! optimal-string-alignment distance 1 for words of up to 5 letters, 2 for longer ones, at least
//! 4 letters) becomes [`PlayerCommand::Unknown`] so that the reply can say how to fix it, but only
//! when the word is written in capitals, the line carries a token with a digit (`1GN`), or the
//! word stands alone. Everything else is chatter and ignored ("Hi Bob", "Past rounds were fun").
//!
//! The subject (tag removed) may carry one command, more strictly, since subjects are chatter:
//! never when it is a reply or forward (`Re:`, `Fwd:`, `AW:`...: a reply to robomod's "Status"
//! mail must not ask for the status again); the command word must be written in capitals
//! (`PROGRAM 1GN 3BU`, `WAIT`), or the subject must be just `status`, `help`, `resign` or
//! `pass`, `history`, `summary`; no near misses.

use super::filler::{trailing_filler, without_filler};
use super::shapes::{collapse, is_near_miss, near_miss, reads_as_prose, strip_list_marker};
use crate::games::words;
use crate::inbound::PlayerCommand;

/// The command words that are no game's: the mail layer's own.
const OTHER_WORDS: &[&str] = &[
    "STATUS",
    "HELP",
    "RESIGN",
    "ORDERS",
    "CLEAR",
    "TRY",
    "PRESS",
    "ABSENT",
    "WAIT",
    "MODERATOR",
    "HISTORY",
    "SUMMARY",
];

/// Every command word, upper-case, for recognising commands and near misses.
fn all_words() -> impl Iterator<Item = &'static str> {
    words()
        .order_words
        .iter()
        .map(String::as_str)
        .chain(OTHER_WORDS.iter().copied())
}

/// An order word that is not complete alone (`PROGRAM`, not `PASS`) alone on its line, with an
/// optional colon and list marker: the keyword, upper-case, and whether it was written in
/// capitals. It takes the list below it ([`super::blocks`]).
pub(super) fn order_word_alone(line: &str) -> Option<(String, bool)> {
    let line = &*super::translate::in_english(line);
    let body = strip_list_marker(line);
    let word = body.trim_end_matches(':').trim_end();
    // A heading that names the orders and ends in a colon (`Here's my program for round 1:`)
    // takes the list below it as the word alone does.
    if body.trim_end().ends_with(':') && word.contains(char::is_whitespace) {
        let words = words();
        return word
            .split(|c: char| !c.is_alphanumeric())
            .find_map(|w| words.order_word(w).filter(|kw| !words.is_alone(kw)))
            .map(|kw| (kw.to_string(), false));
    }
    if word.is_empty() || word.contains(char::is_whitespace) {
        return None;
    }
    let words = words();
    let kw = words.order_word(word).filter(|kw| !words.is_alone(kw))?;
    let shouted = word.chars().all(|c| !c.is_lowercase());
    Some((kw.to_string(), shouted))
}

/// The command a subject carries, if any (see the module doc). `subject` should already have the
/// `[robomod ...]` tag removed; reply prefixes are recognised here.
pub fn command_from_subject(subject: &str) -> Option<PlayerCommand> {
    let (rest, was_reply) = strip_reply_prefixes(subject);
    if was_reply {
        return None;
    }
    command_from_line(rest, Source::Subject)
}

pub use crate::inbound::strip_reply_prefixes;

/// Where a line comes from: the subject is read more strictly.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Source {
    Body,
    Subject,
}

/// An order word followed by a colon anywhere in a body line (`my program: 1GN 2RE`, `Program:
/// small red east, m g n`): the colon says the rest is orders, in any case and any notation.
fn labelled_orders(line: &str) -> Option<PlayerCommand> {
    let lower = line.to_ascii_lowercase();
    for kw in &words().order_words {
        let word = kw.to_ascii_lowercase();
        let mut from = 0;
        while let Some(k) = lower[from..].find(&word).map(|k| k + from) {
            from = k + word.len();
            let before_ok = k == 0 || !lower.as_bytes()[k - 1].is_ascii_alphanumeric();
            let after = lower[from..].trim_start();
            if before_ok && after.starts_with(':') {
                let rest = line[line.len() - after.len() + 1..].trim();
                if rest.is_empty() {
                    return None;
                }
                return Some(PlayerCommand::Orders {
                    keyword: kw.clone(),
                    text: collapse(rest),
                });
            }
        }
    }
    None
}

/// Whether `word` (any case) is a command word: a game's, the mail layer's or the lobby's.
pub(in crate::mail) fn is_command_word(word: &str) -> bool {
    all_words().any(|w| w.eq_ignore_ascii_case(word))
        || super::lobby::is_lobby_word(word)
        || super::master::is_master_word(word)
}

/// Reads one line (see the module doc for the rules). A body line is read again without the
/// filler people write around a command ([`super::filler`]: `power down please`, `I want to
/// power down`) when it does not read as a command as written, and a command's orders lose the
/// filler at their end (`POWER DOWN please`).
pub(super) fn command_from_line(line: &str, source: Source) -> Option<PlayerCommand> {
    let read = read_line(line, source);
    if source == Source::Subject {
        return read;
    }
    match read {
        None | Some(PlayerCommand::Unknown { .. }) => {
            let plain = without_filler(strip_list_marker(line.trim()), is_command_word);
            plain
                .and_then(|plain| read_line(&plain, source))
                .filter(|c| !matches!(c, PlayerCommand::Unknown { .. }))
                .or(read)
        }
        // Pictures after her orders are no instruction (`PROGRAM f3 r f2 l f 🤖🔥`).
        Some(PlayerCommand::Orders { keyword, text }) => Some(PlayerCommand::Orders {
            keyword,
            text: trailing_filler(super::shapes::without_faces(&text).trim_end()),
        }),
        Some(PlayerCommand::Try { text }) => Some(PlayerCommand::Try {
            text: trailing_filler(&text),
        }),
        other => other,
    }
}

/// Reads one line as written (in any language's command words: [`super::translate`]), in
/// steps: the forms that take the whole line (labelled orders, the lobby's and a master's
/// commands), then the line's first word ([`Head::read`]; most lines are chatter and leave
/// there), the subject's stricter rule, an order word, and the mail layer's own words.
fn read_line(line: &str, source: Source) -> Option<PlayerCommand> {
    let line = &*super::translate::in_english(line);
    if let Some(cmd) = whole_line_command(line, source) {
        return Some(cmd);
    }
    let head = Head::read(line, source)?;
    if !head.counts_in_subject() {
        return None;
    }
    if let Some(kw) = words().order_word(&head.upper) {
        return head.orders(kw);
    }
    head.command()
}

/// Short orders without a remark after a comma about herself (`power down, I'm on 6 damage`,
/// `POWER down please, i am at 3 damage`, `wyłączam, mój robot jest w rozsypce`): one or two
/// words before it, and after it words of hers (`I`, `my`, `mój`) or a reason, no doubt.
fn without_remark(rest: &str) -> &str {
    let phrases = crate::phrases::Phrases::builtin();
    let Some((orders, remark)) = rest.split_once(',') else {
        return rest;
    };
    let toks = crate::phrases::tokens(remark);
    let hers = toks
        .first()
        .is_some_and(|t| phrases.is_word("hers", &t.norm) || phrases.leading("reason", &toks) > 0);
    let doubt = ["hedge", "negation", "correction"]
        .iter()
        .any(|l| phrases.find(l, &toks).is_some());
    let short = (1..=2).contains(&orders.split_whitespace().count());
    if short && hers && !doubt {
        orders.trim_end()
    } else {
        rest
    }
}

/// The forms that read the whole line: an order word followed by `:` anywhere in a body line,
/// then the lobby's and a master's commands.
fn whole_line_command(line: &str, source: Source) -> Option<PlayerCommand> {
    (source == Source::Body)
        .then(|| labelled_orders(line))
        .flatten()
        .or_else(|| super::lobby::lobby_command(line, source == Source::Subject))
        .or_else(|| super::master::master_command(line))
}

/// A line's first word (after a list marker) and what follows it, read once for the steps of
/// [`read_line`].
struct Head<'a> {
    /// The whole line, as quoted back when it is unknown.
    line: &'a str,
    /// What follows the first word, as written (`, text` after `MODERATOR`).
    after: &'a str,
    /// The first word, without the punctuation after it.
    word: &'a str,
    /// The command word it is, upper-case; `None` for a near miss.
    known: Option<&'static str>,
    /// The word upper-case.
    upper: String,
    /// Whether a `:` follows the word.
    colon: bool,
    /// The rest of the line after the word and its `:`, spaces collapsed.
    rest: String,
    /// Whether the word is written in capitals.
    shouting: bool,
    source: Source,
}

impl<'a> Head<'a> {
    /// The line's first word when it is a command word or (in the body) a near miss of one;
    /// `None` for chatter, before anything is allocated.
    fn read(line: &'a str, source: Source) -> Option<Self> {
        let body = strip_list_marker(line.trim());
        let word_end = body
            .find(|c: char| c.is_whitespace() || c == ':')
            .unwrap_or(body.len());
        let word = body[..word_end].trim_end_matches(['.', ',', '!', '?', ';']);
        let known = all_words().find(|w| w.eq_ignore_ascii_case(word));
        // A word of a game's notation is no near miss of a command (`TRZY` is no `TRY`).
        let near = is_near_miss(word, all_words()) && !words().is_notation(word);
        if known.is_none() && (source == Source::Subject || !near) {
            return None;
        }
        let after = &body[word_end..];
        let after_word = after.trim_start();
        Some(Head {
            line,
            after,
            word,
            known,
            upper: known.map_or_else(|| word.to_ascii_uppercase(), str::to_string),
            colon: after_word.starts_with(':'),
            rest: collapse(after_word.trim_start_matches(':')),
            shouting: word.chars().any(|c| c.is_alphabetic())
                && word.chars().all(|c| !c.is_lowercase()),
            source,
        })
    }

    /// In the subject a command word counts only in capitals, or alone when it is one of the
    /// few a subject may be (`status`, `help`, `resign`, `pass`, `history`, `summary`).
    fn counts_in_subject(&self) -> bool {
        if self.known.is_none() || self.source != Source::Subject || self.shouting {
            return true;
        }
        self.rest.is_empty()
            && matches!(
                &*self.upper,
                "STATUS" | "HELP" | "RESIGN" | "PASS" | "HISTORY" | "SUMMARY"
            )
    }

    /// Orders, unless the rest reads as a sentence after a word neither shouted nor labelled.
    fn meant(&self) -> bool {
        self.shouting || self.colon || !reads_as_prose(&self.rest, words())
    }

    /// The line under the order word `kw`: alone, it counts when shouted or complete alone.
    fn orders(self, kw: &str) -> Option<PlayerCommand> {
        let counts = if self.rest.is_empty() {
            self.shouting || words().is_alone(kw)
        } else {
            self.meant()
        };
        counts.then(|| PlayerCommand::Orders {
            keyword: kw.to_string(),
            text: without_remark(&self.rest).to_string(),
        })
    }

    /// The line quoted back as unknown, with the word meant when it is a near miss.
    fn unknown(&self) -> PlayerCommand {
        PlayerCommand::Unknown {
            line: self.line.trim().to_string(),
            meant: self
                .known
                .is_none()
                .then(|| near_miss(self.word, all_words()))
                .flatten()
                .map(str::to_string),
            wrong: None,
        }
    }

    /// The mail layer's own words; any other word (a near miss) is quoted back when shouted,
    /// alone, or followed by notation (a token with a digit), and chatter otherwise.
    fn command(self) -> Option<PlayerCommand> {
        let rest = &*self.rest;
        match &*self.upper {
            "STATUS" => Some(PlayerCommand::Status),
            "HISTORY" => self.history(),
            // `SUMMARY` alone or in capitals ("Summary of my plan: ..." is prose).
            "SUMMARY" => (rest.is_empty() || self.shouting).then_some(PlayerCommand::Summary),
            // Alone or in capitals, and never in the subject ("orders" is what players write
            // there when they send them): "Orders are attached" is chatter.
            "ORDERS" | "CLEAR" | "TRY" | "PRESS" | "ABSENT" | "MODERATOR"
                if self.source == Source::Subject =>
            {
                None
            }
            "ABSENT" | "PRESS" | "MODERATOR" | "TRY" => self.message(),
            "CLEAR" if rest.is_empty() => Some(PlayerCommand::Clear),
            "CLEAR" => Some(self.unknown()),
            "ORDERS" => (rest.is_empty() || self.shouting).then_some(PlayerCommand::ShowOrders),
            "HELP" if bare_word(&trailing_filler(rest), "RULES") => Some(PlayerCommand::HelpRules),
            "HELP" => Some(PlayerCommand::Help),
            "RESIGN" if rest.is_empty() => Some(PlayerCommand::Resign),
            "RESIGN" if bare_word(rest, "CONFIRM") => Some(PlayerCommand::ResignConfirm),
            "RESIGN" => Some(self.unknown()),
            "WAIT" if rest.is_empty() || bare_word(rest, "ON") => {
                Some(PlayerCommand::Wait { on: true })
            }
            "WAIT" if bare_word(rest, "OFF") => Some(PlayerCommand::Wait { on: false }),
            // `wait i only have one f2. make the 2nd one a f`: a word of correction, for the
            // reader; `WAIT until Friday`, shouted or labelled, is quoted back.
            "WAIT" => (self.shouting || self.colon).then(|| self.unknown()),
            _ if self.known.is_none() && (self.colon || codes(rest)) && !rest.is_empty() => {
                // `Porgram: F2 L F R U`, `progarm f2 l f r u`: a near miss of an order word
                // labelling what follows, or before codes, is that order, said back as read;
                // the game reads the rest whole or not at all. Any other near miss is quoted
                // back.
                let words = words();
                let kw = near_miss(self.word, words.order_words.iter().map(String::as_str));
                Some(match kw {
                    Some(kw) if !words.is_alone(kw) => PlayerCommand::Said {
                        line: self.line.trim().to_string(),
                        read_as: Box::new(PlayerCommand::Orders {
                            keyword: kw.to_string(),
                            text: self.rest.clone(),
                        }),
                        by: kw.to_string(),
                        bare: crate::inbound::Bare::Sentence,
                    },
                    _ => self.unknown(),
                })
            }
            _ => {
                // In its own sentence: `resigned to losing this one. F L F2 R U` is no RESIGN.
                let sentence = rest
                    .find(". ")
                    .or_else(|| rest.find("! "))
                    .map_or(rest, |k| &rest[..k]);
                let notation = sentence
                    .split_whitespace()
                    .any(|t| t.chars().any(|c| c.is_ascii_digit()));
                (self.shouting || notation || rest.is_empty()).then(|| self.unknown())
            }
        }
    }

    /// `HISTORY` alone or with rounds (`3`, `2-5`, `ALL`); in capitals with anything else it
    /// is quoted back, else prose ("History repeats itself").
    fn history(self) -> Option<PlayerCommand> {
        match crate::inbound::Rounds::read(&self.rest) {
            Some(rounds) => Some(PlayerCommand::History { rounds }),
            None => self.shouting.then(|| PlayerCommand::Unknown {
                line: self.line.trim().to_string(),
                meant: None,
                wrong: Some(crate::inbound::Wrong::Rounds(self.rest.clone())),
            }),
        }
    }

    /// The words that carry a message or a plan: `ABSENT`, `PRESS`, `MODERATOR`, `TRY`.
    fn message(self) -> Option<PlayerCommand> {
        let rest = &*self.rest;
        match &*self.upper {
            // `ABSENT` alone, in capitals, or followed by a date or `cancel`: "Absent-minded
            // again" is chatter.
            "ABSENT"
                if self.shouting
                    || rest.is_empty()
                    || rest.starts_with(|c: char| c.is_ascii_digit())
                    || rest.eq_ignore_ascii_case("cancel") =>
            {
                Some(PlayerCommand::Absent { text: self.rest })
            }
            "PRESS" => press(rest).or_else(|| self.shouting.then(|| self.unknown())),
            // `MODERATOR: text` (or `MODERATOR text` in capitals): for the human moderator.
            "MODERATOR" if self.colon || self.shouting || self.after.starts_with(',') => {
                let text = rest.trim_start_matches(',').trim().to_string();
                Some(PlayerCommand::ToModerator { text })
            }
            // `TRY` needs orders after it: an order word, or anything but a sentence.
            "TRY"
                if !rest.is_empty()
                    && (self.meant()
                        || rest.split_whitespace().next().is_some_and(|w| {
                            words().order_word(w.trim_end_matches(':')).is_some()
                        })) =>
            {
                Some(PlayerCommand::Try { text: self.rest })
            }
            _ => None,
        }
    }
}

/// Whether `rest` is just `word` (any case), perhaps with a full stop or `!`.
fn bare_word(rest: &str, word: &str) -> bool {
    rest.trim_end_matches(['.', '!']).eq_ignore_ascii_case(word)
}

/// `[ANON] TO Red, Blue: text` after `PRESS`: the recipients, anonymity, and the text (which
/// may go on over the following lines).
fn press(rest: &str) -> Option<PlayerCommand> {
    let (head, text) = rest.split_once(':')?;
    let mut words = head.split_whitespace().peekable();
    let anonymous = words
        .next_if(|w| w.eq_ignore_ascii_case("anon") || w.eq_ignore_ascii_case("anonymous"))
        .is_some();
    if !words.next()?.eq_ignore_ascii_case("to") {
        return None;
    }
    // Names are parted by commas and `and` (`Dana Kowalski and Bob`); a name of several words
    // stays whole, quoted or not, and the moderator reads `Red Blue` as two when no seat has
    // that name.
    let mut to: Vec<String> = Vec::new();
    let mut name: Vec<&str> = Vec::new();
    let quotes: &[char] = &['"', '\'', '“', '”', '‘', '’'];
    // A title before a name (`do pana Boba`, `to Mr. Bob`) is no part of it.
    let title = |w: &str| {
        crate::phrases::Phrases::builtin()
            .is_word("title", &crate::phrases::norm(w.trim_end_matches('.')))
    };
    for w in words {
        for (k, part) in w.split([',', ';']).enumerate() {
            if k > 0 || part.eq_ignore_ascii_case("and") || part == "&" {
                if !name.is_empty() {
                    to.push(name.join(" ").trim_matches(quotes).trim().to_string());
                }
                name.clear();
            }
            if !part.is_empty()
                && !part.eq_ignore_ascii_case("and")
                && part != "&"
                && (!name.is_empty() || !title(part))
            {
                name.push(part);
            }
        }
    }
    if !name.is_empty() {
        to.push(name.join(" ").trim_matches(quotes).trim().to_string());
    }
    to.retain(|n| !n.is_empty());
    (!to.is_empty()).then(|| PlayerCommand::Press {
        to,
        anonymous,
        text: text.trim().to_string(),
    })
}

/// Whether `rest` starts with a code with a figure in it (`f2 l f r u`, `2RN 3GE`).
fn codes(rest: &str) -> bool {
    rest.split_whitespace().next().is_some_and(|t| {
        t.chars().count() <= 4
            && t.chars().any(|c| c.is_ascii_digit())
            && t.chars().all(|c| c.is_ascii_alphanumeric() || c == ',')
    })
}

#[cfg(test)]
mod tests;

//! One mail robomod received, as plain data: what the mail adapters make of raw bytes and what
//! the moderator core acts on. No I/O here.
//!
//! The mail layer (`src/mail/`) turns bytes into an [`InboundMail`] with a pure function; the
//! moderator authenticates it, applies its [`PlayerCommand`]s and queues the one reply, all in one
//! transaction.
//!
//! This file owns the mail and its commands; the values a command carries are its children's:
//! `HISTORY`'s rounds ([`Rounds`], `rounds.rs`), instructions written bare and their edits in
//! words ([`Bare`], `bare.rs`), the lobby's command ([`LobbyCommand`], `lobby.rs`), a
//! tournament's ([`Tournament`], `tournament.rs`), and the reply prefixes (`prefixes.rs`).

use serde::{Deserialize, Serialize};

/// The most commands read from one mail (one more, [`PlayerCommand::TooMany`], says how many
/// were left): a mail of 10,000 `PROGRAM` lines must not store 10,000 submissions nor a mail of
/// 100,000 `STATUS` lines earn a reply of megabytes. The mail reader keeps to it; the
/// moderator's reply quotes it.
pub const MAX_COMMANDS: usize = 20;

/// The most characters of a [`PlayerCommand::Letter`] or [`PlayerCommand::ToModerator`]
/// forwarded to the moderator: a letter, not a book.
pub const MAX_LETTER_CHARS: usize = 4000;

/// The longest line read, in bytes: a press message of the most characters robomod relays,
/// in Polish, with room to spare. A longer line is no order anyone writes: prose, never
/// commands.
pub const MAX_LINE_BYTES: usize = 8 * 1024;

/// The most of a mail's own text read, in bytes: pages more than anyone writes to a game
/// (eight times the longest letter robomod passes on, [`MAX_LETTER_CHARS`]), and more than the
/// longest course a master sends (20 KB, so that a longer one is read whole enough to be
/// refused as too long). The lines after it are not read ([`PlayerCommand::TooLong`] says how
/// many), so that the time spent on one mail is bounded whatever it holds (docs/mail.md,
/// "Reading time").
pub const MAX_READ_BYTES: usize = 32 * 1024;

mod bare;
mod lobby;
mod made;
mod prefixes;
mod rounds;
mod tournament;

pub use bare::{Bare, Edit, Slot, sure_instructions};
pub use lobby::LobbyCommand;
pub use made::{PAIR, card_count, code, same_cards, split_code};
pub use prefixes::strip_reply_prefixes;
pub use rounds::Rounds;
pub use tournament::Tournament;

/// What was wrong in the line of a command robomod knows (issue 64: every line answered):
/// the word it could not take, named in the answer with what the command accepts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Wrong {
    /// No game kind robomod has (`OPEN chess`, `RATINGS chess`).
    Kind(String),
    /// No mail address (`ALSO not-an-address`).
    Address(String),
    /// No length of time robomod reads (`EXTEND forever`).
    Duration(String),
    /// No rounds (`HISTORY forever`).
    Rounds(String),
    /// An edit in words of the orders written before it in the same mail (`Para 4 to read
    /// LEFT vice RIGHT`) that could not be made for sure: those orders, as written.
    Edit(String),
}

/// Why words that name an intent do not make it ([`PlayerCommand::Remark`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Doubt {
    /// Said not to: `don't power down`.
    Negated,
    /// A hedge or a question: `might resign`, `should I power down?`.
    Undecided,
    /// Waiting on a condition no game keeps: `if I take 4 damage, power me down`.
    Conditional,
}

/// A command read from the subject or one line of the body, before any game looks at it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case")]
pub enum PlayerCommand {
    /// `PROGRAM 1GN 3BU`, `GOALS 1Y 3R 2G 1B`, `SOLUTION yN rE`, or a bare `PASS`.
    /// `keyword` is upper-case (`"PROGRAM"`, `"PASS"`); `text` is what followed it.
    Orders {
        keyword: String,
        text: String,
    },
    Status,
    /// `ORDERS`: what is on file for the open turn, and since when.
    ShowOrders,
    /// `CLEAR`: withdraw the orders on file for the open turn.
    Clear,
    /// `TRY <orders>`: a what-if report, nothing stored.
    Try {
        text: String,
    },
    /// `PRESS [ANON] TO Red, Blue: text` or `PRESS TO ALL: text`: a message for other players.
    Press {
        to: Vec<String>,
        anonymous: bool,
        text: String,
    },
    /// A plain reply to relayed press number `press`: its text goes back to the sender.
    PressReply {
        press: i64,
        text: String,
    },
    /// `ABSENT 2026-12-24 2026-12-27`, `ABSENT CANCEL`, or `ABSENT` alone (what is on file):
    /// `text` is what followed the word, read by the moderator.
    Absent {
        text: String,
    },
    Help,
    /// `HELP RULES`: the game's rules, as players need them.
    HelpRules,
    /// `RESIGN`: asks to resign; nothing happens until `RESIGN CONFIRM`.
    Resign,
    /// `RESIGN CONFIRM` (in the same or a later mail): the resignation takes effect.
    ResignConfirm,
    /// `HISTORY`: past round reports sent again (see [`Rounds`]).
    History {
        rounds: Rounds,
    },
    /// `SUMMARY`: the game so far in one mail: the standings and each round in a line.
    Summary,
    /// `WAIT`: the open round must not run before its deadline, even when everyone is in;
    /// `WAIT OFF` (`on: false`) withdraws it.
    Wait {
        on: bool,
    },
    /// A line, or a list of lines, with no command word that may be orders written bare
    /// (`right, f3, left, f3, f`; `1. 2YS` / `2. 1GE`): read as the program only in a reply to a
    /// turn mail that holds no orders command, and only when it parses as the game's orders.
    Unmarked {
        text: String,
    },
    /// The mail held more commands than robomod reads from one mail
    /// ([`MAX_COMMANDS`]); `count` were left unread.
    TooMany {
        count: usize,
    },
    /// The mail was larger than robomod reads (`inbound.max_mail_bytes`): nothing in it was
    /// read; the sender, if a player, is told.
    TooLarge {
        bytes: u64,
        limit: u64,
    },
    /// Her own text ran past what robomod reads from one mail
    /// ([`MAX_READ_BYTES`]): the first part was read, `lines` more were
    /// not; the sender, if a player, is told.
    TooLong {
        lines: usize,
    },
    /// A line that looked like a command but is none: quoted back in the reply; `meant`, the
    /// command word its first word is a near miss of (`PROGAM F3` -> `PROGRAM`).
    Unknown {
        line: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        meant: Option<String>,
        /// A known command whose line holds what it does not take (`OPEN chess`): the word,
        /// named in the answer with what the command accepts.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        wrong: Option<Wrong>,
    },
    /// A line that holds a command word (`word`, upper-case) but reads as no command ("don't
    /// power down", "I'll pass on that"): quoted back, so that no intent is lost silently.
    NotRead {
        line: String,
        word: String,
    },
    /// `MODERATOR: text` (on over the following lines): a message for the game's human
    /// moderator, forwarded by mail.
    ToModerator {
        text: String,
    },
    /// The sender's own text, when robomod read no command in it ("What happened to my
    /// robot??"): forwarded to the human moderator when the sender plays, answered with how
    /// to start when they do not.
    Letter {
        text: String,
    },
    /// A game master's command (`PAUSE reason`, `EXTEND 2d reason`, `EJECT Red`...: `word` is
    /// the English word, upper-case, `text` what followed it): read in any mail, obeyed only in
    /// a mail with a master's key of the game (`docs/moderator.md`).
    Master {
        word: String,
        text: String,
    },
    /// A lobby command (`LIST`, `JOIN 12`, `SET REMINDERS OFF`...): needs no game tag.
    Lobby {
        lobby: LobbyCommand,
    },
    /// A command read from words (`Powering down.`, `what did I miss?`): `read_as` is done as
    /// if sent as documented, and the answer quotes `line`, her words, and says what they were
    /// read as (src/mail/reader.rs).
    Said {
        line: String,
        read_as: Box<PlayerCommand>,
        /// The phrasing that matched (`power * down`), for `mail check`.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        by: String,
        /// How instructions in her words are to be taken (`read_as` is
        /// [`PlayerCommand::Unmarked`]).
        #[serde(default, skip_serializing_if = "Bare::is_sentence")]
        bare: Bare,
    },
    /// Words that name an intent but do not make it (`don't power down`, `might resign`,
    /// `should I power down?`): nothing is done; the answer says so and names `command`, the
    /// documented line that would do it (`meant`), and why it was not done (`doubt`).
    Remark {
        line: String,
        meant: String,
        doubt: Doubt,
    },
    /// Thanks, luck, greetings, laughter: nothing to do and nothing to refuse.
    Chatter {
        line: String,
    },
    /// A question robomod cannot answer by itself (`line`), beside commands it read: it goes
    /// to the human moderator with `text`, her words around it.
    Question {
        line: String,
        #[serde(default)]
        text: String,
    },
}

impl PlayerCommand {
    /// The command itself: what a [`PlayerCommand::Said`] was read as, else this one.
    pub fn inner(&self) -> &PlayerCommand {
        match self {
            PlayerCommand::Said { read_as, .. } => read_as.inner(),
            other => other,
        }
    }

    /// Whether this is good wishes to a player greeted by name ([`Bare::Greeting`]): press
    /// when the name is another player's, thanks otherwise.
    pub fn greets(&self) -> bool {
        matches!(
            self,
            PlayerCommand::Said {
                bare: Bare::Greeting,
                ..
            }
        )
    }

    /// A game command as its line read, for a reply saying it needs a game's tag.
    pub fn quoted(&self) -> String {
        match self {
            PlayerCommand::Said { line, .. }
            | PlayerCommand::Remark { line, .. }
            | PlayerCommand::Chatter { line } => line.clone(),
            PlayerCommand::Question { line, .. } => line.clone(),
            PlayerCommand::Orders { keyword, text } => {
                format!("{keyword} {text}").trim().to_string()
            }
            PlayerCommand::Status => "STATUS".into(),
            PlayerCommand::ShowOrders => "ORDERS".into(),
            PlayerCommand::Clear => "CLEAR".into(),
            PlayerCommand::Try { text } => format!("TRY {text}"),
            PlayerCommand::Press { to, .. } => format!("PRESS TO {}", to.join(", ")),
            PlayerCommand::Absent { text } => format!("ABSENT {text}").trim().to_string(),
            PlayerCommand::Help => "HELP".into(),
            PlayerCommand::HelpRules => "HELP RULES".into(),
            PlayerCommand::Resign => "RESIGN".into(),
            PlayerCommand::ResignConfirm => "RESIGN CONFIRM".into(),
            PlayerCommand::Wait { on: true } => "WAIT".into(),
            PlayerCommand::Wait { on: false } => "WAIT OFF".into(),
            PlayerCommand::History { rounds } => format!("HISTORY{rounds}"),
            PlayerCommand::Summary => "SUMMARY".into(),
            PlayerCommand::Unmarked { text } => text.clone(),
            PlayerCommand::Unknown { line, .. } | PlayerCommand::NotRead { line, .. } => {
                line.clone()
            }
            PlayerCommand::ToModerator { .. } => "MODERATOR".into(),
            PlayerCommand::Master { word, text } => format!("{word} {text}").trim().to_string(),
            PlayerCommand::Letter { .. } => "(your mail)".into(),
            // A lobby command sent in a game's mail (`RATINGS`, `TOURNAMENT`): as documented.
            PlayerCommand::Lobby { lobby } => lobby.to_string(),
            _ => "(a game's command)".into(),
        }
    }
}

/// Why robomod must not answer a mail (RFC 3834 and common practice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoReplyReason {
    /// `Auto-Submitted` present and not `no`.
    AutoSubmitted,
    /// `Precedence: bulk|junk|list`.
    Precedence,
    /// `List-Id` present.
    MailingList,
    /// `X-Autoreply`, `X-Autorespond` or similar.
    AutoReply,
    /// A delivery status notification; `original_to` is the address that bounced, when known;
    /// `message_id` the Message-ID (without `<>`) of the returned mail, when it carries one: a
    /// bounce counts against a player only when it names a mail robomod sent them.
    Bounce {
        original_to: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        message_id: Option<String>,
    },
    /// From MAILER-DAEMON, postmaster or robomod's own address.
    SystemSender,
    /// No sender address could be read, or none robomod can write to (`x@host.`,
    /// `"john doe"@host`, `x@[192.0.2.1]`: [`crate::address::check`]): nobody to answer.
    NoSender,
    /// Several From headers, or several addresses in From: who sent it is unclear, so it is
    /// neither answered nor taken as any player's (a forger's address first, the player's last).
    SeveralSenders,
}

impl std::fmt::Display for NoReplyReason {
    /// Why the mail is not answered, for a person: `mail check` and the daemon's log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoReplyReason::AutoSubmitted => f.write_str("it is automatic (Auto-Submitted)"),
            NoReplyReason::Precedence => f.write_str("it is bulk or list mail (Precedence)"),
            NoReplyReason::MailingList => f.write_str("it comes from a mailing list (List-Id)"),
            NoReplyReason::AutoReply => f.write_str("it is an auto-reply (X-Autoreply)"),
            NoReplyReason::Bounce {
                original_to: Some(a),
                ..
            } => write!(f, "it is a bounce: mail to {a} could not be delivered"),
            NoReplyReason::Bounce {
                original_to: None, ..
            } => f.write_str("it is a bounce (the failed address is not in it)"),
            NoReplyReason::SystemSender => {
                f.write_str("it is from a mail system or from robomod itself")
            }
            NoReplyReason::NoSender => f.write_str("it has no sender address robomod can write to"),
            NoReplyReason::SeveralSenders => f.write_str(
                "it names several senders (From): it is taken as nobody's and not answered",
            ),
        }
    }
}

/// A received mail, parsed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct InboundMail {
    /// The Message-ID without angle brackets, when the mail has one.
    pub message_id: Option<String>,
    /// Hex SHA-256 of the raw bytes: the identity of a mail that has no Message-ID.
    pub content_hash: String,
    /// The bare From address, lower-cased: `ann@example.test`.
    pub from: String,
    /// The display name from From, when given.
    pub from_name: Option<String>,
    pub subject: String,
    /// The game id and key read from the subject tag `[robomod g12 k7Qf3]` or the
    /// plus-address `robomod+g12.k7Qf3@host` it was sent to.
    pub tag: Option<GameTag>,
    /// The commands, in order: the subject's first, then the body's.
    pub commands: Vec<PlayerCommand>,
    /// Set when the mail must not be answered.
    pub no_reply: Option<NoReplyReason>,
    /// The Message-ID (without angle brackets) of the mail this one answers (`In-Reply-To`):
    /// for a player's mail, which of robomod's mails, so which round, it was written for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub in_reply_to: Option<String>,
    /// The language the sender wrote in, when it could be told (`pl`): what a sender robomod
    /// knows no language of is answered in ([`crate::mail::written_in`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub written_in: Option<String>,
    /// Her lines of each order the reading rewrote ([`AsWritten`]): what its answer quotes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub written: Vec<AsWritten>,
}

/// An order's lines as she wrote them, where reading it rewrote them: a lead-in left out
/// (`my program: F2 L F R F4` is `PROGRAM F2 L F R F4`), a numbered list joined (`1. F3` /
/// `2. L` is `F3, L`). Her answer quotes her own lines, so that she knows them again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AsWritten {
    /// The order as read: its [`PlayerCommand::quoted`].
    pub command: String,
    /// Her lines, trimmed, blank ones left out.
    pub lines: Vec<String>,
}

impl AsWritten {
    /// Whether `a` and `b` say the same, their letters and digits alike, case and marks aside
    /// (`program: f2 l` is `PROGRAM F2 L`): then a quote of one is a quote of the other.
    pub fn same_letters(a: &str, b: &str) -> bool {
        fn letters(s: &str) -> impl Iterator<Item = char> + '_ {
            s.chars()
                .filter(|c| c.is_alphanumeric())
                .flat_map(char::to_lowercase)
        }
        letters(a).eq(letters(b))
    }
}

impl InboundMail {
    /// Her lines of `cmd` as she wrote them, when reading it rewrote them ([`AsWritten`]).
    pub fn as_written(&self, cmd: &PlayerCommand) -> Option<&[String]> {
        if self.written.is_empty() {
            return None;
        }
        let quoted = cmd.quoted();
        self.written
            .iter()
            .find(|w| w.command == quoted)
            .map(|w| w.lines.as_slice())
    }

    /// The key under which the inbox recognises this mail when it comes again: its
    /// Message-ID (`mid:...`), else its content hash (`sha:...`).
    pub fn dedup_key(&self) -> String {
        match &self.message_id {
            Some(id) => format!("mid:{id}"),
            None => format!("sha:{}", self.content_hash),
        }
    }
}

/// Whether `from` is an address a reply can go to ([`crate::address::check`]): a mail without
/// one is never answered ([`NoReplyReason::NoSender`]), so nothing is queued that would go dead
/// at once (and alert the operator).
pub fn usable_sender(from: &str) -> bool {
    crate::address::check(from).is_ok()
}

/// Hex SHA-256 of a raw mail: [`InboundMail::content_hash`].
pub fn content_hash(raw: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let digest = Sha256::digest(raw);
    let mut s = String::with_capacity(digest.len() * 2);
    for b in digest {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 15)] as char);
    }
    s
}

/// The `g12` / `k7Qf3` pair that authenticates a mail together with its From address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTag {
    pub game: i64,
    pub key: String,
}

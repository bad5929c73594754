//! The moderator's tests' opening: a moderator over a temp database with a test clock, fixed
//! keys and the "sprint" test game, a game created in it, its players' goals handed in; mails
//! built as the mail layer would hand them over.

use crate::support::testgame;
use chrono::Duration;
use robomod::clock::{Clock, TestClock};
use robomod::identity::MailIdentity;
use robomod::inbound::{GameTag, InboundMail, PlayerCommand};
use robomod::moderator::{Moderator, ModeratorConfig, NewGame, NewPlayer, SeededKeys};
use robomod::outgoing::{MailKind, OutgoingMail};
use robomod::store;
use robomod::store::games::{GameRow, PlayerRow};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

/// Every mail `m` has queued so far, in order.
pub fn queued(m: &Moderator) -> Vec<OutgoingMail> {
    m.with_connection(|c| store::mail::outbox_since(c, store::mail::OutboxId(0)))
        .unwrap()
        .into_iter()
        .map(|r| r.mail)
        .collect()
}

pub struct World {
    pub m: Moderator,
    pub clock: TestClock,
    pub _dir: tempfile::TempDir,
}

/// Monday 2 March 2026, noon UTC.
pub const START: &str = "2026-03-02T12:00:00Z";

pub fn config() -> ModeratorConfig {
    ModeratorConfig {
        identity: MailIdentity::default(),
        ..ModeratorConfig::default()
    }
}

pub fn world_at(start: &str) -> World {
    world_of(start, config())
}

fn world_of(start: &str, config: ModeratorConfig) -> World {
    world_of_games(start, config, testgame::games())
}

/// A world whose games are `games`' ([`testgame::games_drawn`]: sprint draws pictures).
pub fn world_of_games(
    start: &str,
    config: ModeratorConfig,
    games: &'static robomod::games::Registry,
) -> World {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at_str(start);
    let clock_dyn: Arc<dyn Clock> = Arc::new(clock.clone());
    let m = Moderator::open(&dir.path().join("robomod.sqlite"), clock_dyn, config)
        .unwrap()
        .with_keys(SeededKeys::new(7))
        .with_registry(games);
    World {
        m,
        clock,
        _dir: dir,
    }
}

pub fn world() -> World {
    world_at(START)
}

pub const ANN: (&str, &str) = ("Ann", "ann@example.org");
pub const BOB: (&str, &str) = ("Bob", "bob@example.org");
pub const CID: (&str, &str) = ("Cid", "cid@example.org");

pub fn sprint(players: &[(&str, &str)]) -> NewGame {
    new_game("sprint", players, 42)
}

/// A game of `kind` between `players` (name, address) from `seed`, on a 48-hour schedule.
pub fn new_game(kind: &str, players: &[(&str, &str)], seed: u64) -> NewGame {
    NewGame {
        kind: kind.into(),
        players: players
            .iter()
            .map(|(n, a)| NewPlayer {
                name: n.to_string(),
                address: a.to_string(),
            })
            .collect(),
        seed: Some(seed),
        schedule: Some("48h".into()),
        ..NewGame::default()
    }
}

impl World {
    pub fn game(&self, id: i64) -> GameRow {
        self.m
            .with_connection(|c| store::games::game(c, id))
            .unwrap()
    }

    pub fn players(&self, id: i64) -> Vec<PlayerRow> {
        self.m
            .with_connection(|c| store::games::players(c, id))
            .unwrap()
    }

    pub fn key(&self, id: i64, seat: usize) -> String {
        self.players(id)[seat].key.clone()
    }

    /// Every mail queued so far, in order.
    pub fn outbox(&self) -> Vec<OutgoingMail> {
        queued(&self.m)
    }

    /// The newest mail of `kind` queued so far.
    pub fn newest(&self, kind: MailKind) -> OutgoingMail {
        self.outbox()
            .into_iter()
            .rev()
            .find(|m| m.kind == kind)
            .unwrap_or_else(|| panic!("no {kind:?} mail queued"))
    }

    /// The mails queued from index `from` on.
    pub fn outbox_from(&self, from: usize) -> Vec<OutgoingMail> {
        self.outbox().split_off(from)
    }

    /// The mails of `kind` queued from index `from` on.
    pub fn outbox_of(&self, from: usize, kind: MailKind) -> Vec<OutgoingMail> {
        let mut mails = self.outbox_from(from);
        mails.retain(|m| m.kind == kind);
        mails
    }

    pub fn advance(&self, d: Duration) {
        self.clock.advance(d);
    }

    /// A mail from seat `seat` of game `id`, correctly tagged, carrying `commands`.
    pub fn mail_from(&self, id: i64, seat: usize, commands: Vec<PlayerCommand>) -> InboundMail {
        let p = &self.players(id)[seat];
        inbound(&p.address, Some((id, &p.key)), commands)
    }

    /// Sends `commands` as seat `seat` and returns the one reply's body.
    pub fn send(&self, id: i64, seat: usize, commands: Vec<PlayerCommand>) -> OutgoingMail {
        let before = self.outbox().len();
        let mail = self.mail_from(id, seat, commands);
        self.m.intake().handle_mail(b"raw", &mail).unwrap();
        self.outbox_from(before)
            .into_iter()
            .next()
            .expect("a reply was queued")
    }
}

thread_local! {
    /// Per test (each runs on its own thread), so Message-IDs in snapshots do not depend on
    /// which other tests ran first.
    static SEQ: AtomicU32 = const { AtomicU32::new(1) };
}

/// A parsed mail as the mail layer hands it over, with a fresh Message-ID.
pub fn inbound(from: &str, tag: Option<(i64, &str)>, commands: Vec<PlayerCommand>) -> InboundMail {
    let n = SEQ.with(|s| s.fetch_add(1, Ordering::Relaxed));
    InboundMail {
        message_id: Some(format!("m{n}@players.example")),
        content_hash: format!("{n:064x}"),
        from: from.to_string(),
        from_name: None,
        subject: "Re: robomod".into(),
        tag: tag.map(|(game, key)| GameTag {
            game,
            key: key.to_string(),
        }),
        commands,
        no_reply: None,
        in_reply_to: None,
        written_in: None,
        written: Vec::new(),
    }
}

pub fn orders(keyword: &str, text: &str) -> PlayerCommand {
    PlayerCommand::Orders {
        keyword: keyword.into(),
        text: text.into(),
    }
}

/// `TRY text`: the round as it would run with `text` as the sender's orders.
pub fn try_orders(text: &str) -> PlayerCommand {
    PlayerCommand::Try { text: text.into() }
}

pub fn kinds(mails: &[OutgoingMail]) -> Vec<(MailKind, String)> {
    mails.iter().map(|m| (m.kind, m.to.clone())).collect()
}

/// A mail as the snapshots show it: its headers, a blank line, its body.
pub fn show_mail(m: &OutgoingMail) -> String {
    format!(
        "Kind: {}\nFrom: {}\nTo: {}\nReply-To: {}\nSubject: {}\nMessage-ID: {}\n\
         In-Reply-To: {}\nReferences: {}\n\n{}",
        m.kind.as_str(),
        m.from,
        m.to,
        m.reply_to.as_deref().unwrap_or("-"),
        m.subject,
        m.message_id,
        m.in_reply_to.as_deref().unwrap_or("-"),
        m.references.join(" "),
        m.body
    )
}

/// A world whose moderator has `config` (an operator to alert, other limits).
pub fn world_with(config: ModeratorConfig) -> World {
    world_of(START, config)
}

/// Every line of every body at most 78 columns.
pub fn assert_short_lines(mails: &[OutgoingMail]) {
    for m in mails {
        for line in m.body.lines() {
            assert!(
                line.chars().count() <= 72,
                "{:?} mail to {} has a line of {} chars: {line:?}",
                m.kind,
                m.to,
                line.chars().count()
            );
        }
    }
}

/// `text` with every run of spaces and line breaks made one space: what a mail says, whatever
/// the width its lines are wrapped at.
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The newest mail queued to `address`.
pub fn last_to(w: &World, address: &str) -> OutgoingMail {
    w.outbox()
        .into_iter()
        .rev()
        .find(|m| m.to == address)
        .expect("a mail to the player")
}

/// `from`'s reply to `to`: `orders` above the mail quoted, as a mail program writes it.
pub fn reply(from: &str, to: &OutgoingMail, orders: &str) -> Vec<u8> {
    let quoted: String = to.body.lines().map(|l| format!("> {l}\n")).collect();
    format!(
        "From: {from}\r\nTo: {}\r\nSubject: Re: {}\r\nIn-Reply-To: {}\r\n\
         Message-ID: <{}.{}@players.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n\
         {orders}\n\nOn Monday robomod wrote:\n{quoted}",
        to.reply_to.as_deref().unwrap_or(&to.from),
        to.subject,
        to.message_id,
        from.replace('@', "."),
        to.message_id.trim_matches(['<', '>']),
    )
    .replace('\n', "\r\n")
    .into_bytes()
}

/// A world (as [`world`] makes it) with the game `new` created in it: how most tests open.
pub fn world_with_game(new: &NewGame) -> (World, i64) {
    let w = world();
    let id = w.m.admin().create_game(new).unwrap();
    (w, id)
}

impl World {
    /// Each player of game `id` hands in their `goals`, seat by seat from seat 0: the setup
    /// most tests play before the rounds they check.
    pub fn goals(&self, id: i64, goals: &[&str]) {
        self.each_sends(id, "GOALS", goals);
    }

    /// Each player of game `id` sends `keyword` with their text of `texts`, seat by seat from
    /// seat 0.
    pub fn each_sends(&self, id: i64, keyword: &str, texts: &[&str]) {
        for (seat, text) in texts.iter().enumerate() {
            self.send(id, seat, vec![orders(keyword, text)]);
        }
    }
}

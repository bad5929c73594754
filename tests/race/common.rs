//! The arena race the race's tests share: a moderator on a database of its own at a test
//! clock ([`World`]), the arena board and the race on it (Ann, Bob and Cid by mail, Dee a
//! computer player), mailing orders as a seat, and the seeds and rehearsals the by-mail tests
//! pick their cases with.

use crate::support::world::queued;
use chrono::Duration;
use robomod::clock::{Clock, TestClock};
use robomod::games::race::game::{RaceOrders, State};
use robomod::games::race::{Race, orders, upgrades::Upgrade};
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::inbound::{GameTag, InboundMail, PlayerCommand};
use robomod::moderator::{Moderator, ModeratorConfig, NewGame, NewPlayer, SeededKeys};
use robomod::outgoing::{MailKind, OutgoingMail};
use robomod::store;
use serde_json::{Map, Value};
use std::sync::Arc;
/// Five starts, an upgrade site straight ahead of each, flag 1 three squares on, a repair site.
pub(super) const ARENA: &str = "\
name: arena
6  .   .   .   .   .   .
5  .   .   F1  .   .   .
4  .   .   .   .   .   .
3  H   H   H   H   H   .
2  S1  S2  S3  S4  S5  .
1  .   .   .   .   .   W
";

/// The switchable upgrades: the ones a player sets with an option.
pub(super) const SWITCHABLE: [Upgrade; 7] = [
    Upgrade::GyroscopicStabilizer,
    Upgrade::PressorBeam,
    Upgrade::TractorBeam,
    Upgrade::MiniHowitzer,
    Upgrade::Scrambler,
    Upgrade::RadioControl,
    Upgrade::CircuitBreaker,
];

/// A moderator on a database of its own, at a test clock.
pub(super) struct World {
    pub(super) m: Moderator,
    pub(super) clock: TestClock,
    _dir: tempfile::TempDir,
}

pub(super) fn world() -> World {
    let dir = tempfile::tempdir().unwrap();
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let shared: Arc<dyn Clock> = Arc::new(clock.clone());
    let m = Moderator::open(
        &dir.path().join("robomod.sqlite"),
        shared,
        ModeratorConfig::default(),
    )
    .unwrap()
    .with_keys(SeededKeys::new(7));
    World {
        m,
        clock,
        _dir: dir,
    }
}

/// A world with the race on the arena from `seed` in it (see [`arena_race`]).
pub(super) fn world_with_race(seed: u64) -> (World, i64) {
    let w = world();
    let id = w.m.admin().create_game(&new_race(seed)).unwrap();
    (w, id)
}

pub(super) fn player(name: &str) -> NewPlayer {
    NewPlayer {
        name: name.into(),
        address: format!("{}@example.org", name.to_lowercase()),
    }
}

pub(super) fn new_race(seed: u64) -> NewGame {
    arena_race(seed, |n| player(n).address)
}

/// A race on the arena: Ann, Bob and Cid at `address(name)`, and Dee, a computer player.
pub(super) fn arena_race(seed: u64, address: impl Fn(&str) -> String) -> NewGame {
    let mut settings = Map::new();
    settings.insert("board".into(), "arena".into());
    settings.insert("board_text".into(), ARENA.into());
    let mut players: Vec<NewPlayer> = ["Ann", "Bob", "Cid"]
        .iter()
        .map(|n| NewPlayer {
            name: n.to_string(),
            address: address(n),
        })
        .collect();
    players.push(NewPlayer {
        name: "Dee".into(),
        address: robomod::moderator::seats::bot_address("Dee"),
    });
    NewGame {
        kind: "race".into(),
        players,
        settings,
        seed: Some(seed),
        ..NewGame::default()
    }
}

impl World {
    pub(super) fn state(&self, id: i64) -> State {
        let g = self
            .m
            .with_connection(|c| store::games::game(c, id))
            .unwrap();
        serde_json::from_value(g.state.into_value()).unwrap()
    }
    pub(super) fn outbox(&self) -> Vec<OutgoingMail> {
        queued(&self.m)
    }
    /// Changes the state the moderator keeps of game `id` with `edit`, as if play had brought
    /// it there.
    pub(super) fn edit_state(&self, id: i64, edit: impl FnOnce(&mut Value)) {
        self.m.with_connection(|c| {
            let mut g = store::games::game(c, id).unwrap();
            let mut v: Value = g.state.clone().into_value();
            edit(&mut v);
            g.state = robomod::games::JsonDoc::from_value(v);
            store::games::update_game(c, &g).unwrap();
        });
    }
    /// The newest mail of `kind` queued so far.
    pub(super) fn newest(&self, kind: MailKind) -> OutgoingMail {
        self.outbox()
            .into_iter()
            .rev()
            .find(|m| m.kind == kind)
            .unwrap()
    }
    pub(super) fn key(&self, id: i64, seat: usize) -> (String, String) {
        let ps = self
            .m
            .with_connection(|c| store::games::players(c, id))
            .unwrap();
        (ps[seat].address.clone(), ps[seat].key.clone())
    }
    /// Mails `commands` as seat `seat`; returns the reply.
    pub(super) fn send_commands(
        &self,
        id: i64,
        seat: usize,
        commands: Vec<PlayerCommand>,
    ) -> OutgoingMail {
        let before = self.outbox().len();
        let (from, key) = self.key(id, seat);
        let mail = InboundMail {
            message_id: Some(format!("{id}.{seat}.{before}@example.org")),
            content_hash: format!("{id:016x}{seat:016x}{before:032x}"),
            from,
            from_name: None,
            subject: "Re: robomod".into(),
            tag: Some(GameTag { game: id, key }),
            commands,
            no_reply: None,
            in_reply_to: None,
            written_in: None,
            written: Vec::new(),
        };
        self.m.intake().handle_mail(b"raw", &mail).unwrap();
        self.outbox()
            .split_off(before)
            .into_iter()
            .next()
            .expect("a reply")
    }
    /// Mails `lines` (keyword, text) as seat `seat`; returns the reply.
    pub(super) fn send(&self, id: i64, seat: usize, lines: &[(&str, &str)]) -> OutgoingMail {
        let commands = lines
            .iter()
            .map(|(k, t)| PlayerCommand::Orders {
                keyword: k.to_string(),
                text: t.to_string(),
            })
            .collect();
        self.send_commands(id, seat, commands)
    }
    /// Past the deadline, and run what is due.
    pub(super) fn deadline(&self) {
        self.clock.advance(Duration::days(2));
        self.m.rounds().tick().unwrap();
    }
}

/// A seed whose offer in front of Ann's robot is an upgrade set by an option.
pub(super) fn seed_with_a_switchable_offer_for_ann() -> (u64, Upgrade) {
    switchable_offers_for_ann()
        .next()
        .expect("no seed gives Ann a switchable offer")
}

/// Every seed (of the first 500) whose offer in front of Ann's robot is an upgrade set by an
/// option, with the offer.
pub(super) fn switchable_offers_for_ann() -> impl Iterator<Item = (u64, Upgrade)> {
    (1..500).filter_map(|seed| {
        let (w, id) = world_with_race(seed);
        let s = w.state(id);
        let pos = s.position();
        let ahead = pos
            .board()
            .step(pos.robot(0).at().unwrap(), pos.robot(0).facing())
            .unwrap();
        let offer = pos.offer_at(ahead).unwrap().upgrade;
        SWITCHABLE.contains(&offer).then_some((seed, offer))
    })
}

/// The race from `seed` as it starts.
pub(super) fn start_state(seed: u64) -> State {
    let (w, id) = world_with_race(seed);
    w.state(id)
}

/// Runs round 1 of the race from `seed`, `wildcards` (seat, how many) granted first, with
/// `orders` (seat, lines) and nothing from the others (Dee, the computer player, plays): the
/// state after it.
pub(super) fn rehearse_round_1(
    seed: u64,
    wildcards: &[(usize, u8)],
    orders: &[(usize, Vec<(&str, &str)>)],
) -> State {
    let (w, id) = world_with_race(seed);
    for (seat, n) in wildcards {
        w.m.admin().compensate(id, &seat.to_string(), *n).unwrap();
    }
    for (seat, lines) in orders {
        w.send(id, *seat, lines);
    }
    w.deadline();
    w.state(id)
}

/// The option that switches `u` on (or sets it).
pub(super) fn option_for(u: Upgrade) -> (&'static str, &'static str) {
    match u {
        Upgrade::GyroscopicStabilizer => ("GYRO", "OFF"),
        Upgrade::CircuitBreaker => ("BREAKER", "12"),
        Upgrade::PressorBeam => ("PRESSOR", "ON"),
        Upgrade::TractorBeam => ("TRACTOR", "ON"),
        Upgrade::MiniHowitzer => ("HOWITZER", "ON"),
        Upgrade::Scrambler => ("SCRAMBLER", "ON"),
        _ => ("RADIO", "ON"),
    }
}

/// What the computer player would send for `seat`, as mail commands.
pub(super) fn bot_lines(state: &State, seat: usize, n: u32) -> Vec<(String, String)> {
    let mut rng = step_rng(99, n * 8 + seat as u32);
    match Race::bot_orders(state, Seat(seat as u8), &mut rng) {
        Some(RaceOrders::Round(o)) => orders::mail_text(&o)
            .lines()
            .map(|l| {
                let (k, t) = l.split_once(' ').unwrap_or((l, ""));
                (k.to_string(), t.to_string())
            })
            .collect(),
        _ => vec![],
    }
}

/// Every mail to a player shows at most one hand, under that player's own robot.
pub(super) fn assert_private(w: &World, id: i64) {
    let s = w.state(id);
    let names: Vec<String> = s
        .position()
        .robots()
        .iter()
        .map(|r| r.name().to_string())
        .collect();
    for (seat, name) in names.iter().enumerate() {
        let (address, _) = w.key(id, seat);
        for m in w.outbox().iter().filter(|m| m.to == address) {
            assert!(m.body.matches("Your hand:").count() <= 1, "{}", m.body);
            for other in names.iter().filter(|n| *n != name) {
                assert!(
                    !m.body.contains(&format!("Your robot {other} ")),
                    "{name}'s mail shows {other}'s hand:\n{}",
                    m.body
                );
            }
        }
    }
}

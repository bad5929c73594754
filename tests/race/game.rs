//! A whole robot race through the moderator, by mail, with a test clock: a computer player, a
//! player who sends an illegal program and then spends wildcards, one who misses deadlines, one
//! who powers down, an upgrade option; private hands that no other player's mail carries; the
//! final standings and awards; replay byte for byte; the next race's picks.

use crate::support::assert_contains;
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
const SWITCHABLE: [Upgrade; 7] = [
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

fn player(name: &str) -> NewPlayer {
    NewPlayer {
        name: name.into(),
        address: format!("{}@example.org", name.to_lowercase()),
    }
}

fn new_race(seed: u64) -> NewGame {
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
    fn outbox(&self) -> Vec<OutgoingMail> {
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
    fn newest(&self, kind: MailKind) -> OutgoingMail {
        self.outbox()
            .into_iter()
            .rev()
            .find(|m| m.kind == kind)
            .unwrap()
    }
    fn key(&self, id: i64, seat: usize) -> (String, String) {
        let ps = self
            .m
            .with_connection(|c| store::games::players(c, id))
            .unwrap();
        (ps[seat].address.clone(), ps[seat].key.clone())
    }
    /// Mails `commands` as seat `seat`; returns the reply.
    fn send_commands(&self, id: i64, seat: usize, commands: Vec<PlayerCommand>) -> OutgoingMail {
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
        };
        self.m.intake().handle_mail(b"raw", &mail).unwrap();
        self.outbox()
            .split_off(before)
            .into_iter()
            .next()
            .expect("a reply")
    }
    /// Mails `lines` (keyword, text) as seat `seat`; returns the reply.
    fn send(&self, id: i64, seat: usize, lines: &[(&str, &str)]) -> OutgoingMail {
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
    fn deadline(&self) {
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
fn bot_lines(state: &State, seat: usize, n: u32) -> Vec<(String, String)> {
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
fn assert_private(w: &World, id: i64) {
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

#[test]
fn a_whole_race_by_mail() {
    let (seed, offer) = seed_with_a_switchable_offer_for_ann();
    let (w, id) = world_with_race(seed);
    let welcome = w
        .outbox()
        .into_iter()
        .find(|m| m.kind == MailKind::Welcome)
        .unwrap();
    assert_contains(&welcome.body, "Your hand:");
    insta::assert_snapshot!("race_mail_welcome", welcome.body);
    assert!(
        !w.outbox()
            .iter()
            .any(|m| m.to.ends_with("bots.robomod.invalid")),
        "no mail to the computer player"
    );

    // Round 1. Ann: an upgrade form she does not hold, refused with what to do.
    let err = w.send(id, 0, &[("PROGRAM", "F4 L")]);
    assert_eq!(err.kind, MailKind::Error, "{}", err.body);
    assert_contains(&err.body, "F4 needs the upgrade Fourth Gear");
    insta::assert_snapshot!("race_mail_illegal_program", err.body);
    // The moderator grants wildcards; Ann spends five to step onto the upgrade site.
    let d = w.m.admin().compensate(id, "0", 5).unwrap();
    assert_eq!(d.mails, 1);
    let notice = w.outbox().pop().unwrap();
    insta::assert_snapshot!("race_mail_wildcards", notice.body);
    let ok = w.send(id, 0, &[("PROGRAM", "*F *U *U *U *U")]);
    assert_eq!(ok.kind, MailKind::Confirmation, "{}", ok.body);
    // Cid: four turns paid with wildcards, register 5 at random, and a power down.
    w.m.admin().compensate(id, "2", 4).unwrap();
    w.send(id, 2, &[("PROGRAM", "*U *U *U *U")]);
    let ack = w.send(id, 2, &[("POWER", "DOWN")]);
    assert_contains(&ack.body, "(register 5 at random); POWER DOWN");
    insta::assert_snapshot!("race_mail_ack_random_fill", ack.body);
    assert_private(&w, id);
    // Bob sends nothing; Dee, the computer, is in already.
    w.deadline();
    let s = w.state(id);
    assert_eq!(s.position().round(), 2);
    assert!(s.position().robot(0).has(offer), "Ann took the {offer}");
    let report = w.newest(MailKind::RoundReport);
    assert!(
        s.position().robot(2).powered_down(),
        "Cid powered down\n{}",
        report.body
    );
    assert_eq!(s.position().robot(0).wildcards(), 0);
    let reports: Vec<OutgoingMail> = w
        .outbox()
        .into_iter()
        .filter(|m| m.kind == MailKind::RoundReport)
        .collect();
    assert_eq!(reports.len(), 3, "three humans");
    let ann_report = reports.iter().find(|m| m.to == "ann@example.org").unwrap();
    assert!(
        ann_report.body.contains("Bob ") && ann_report.body.contains("filled at random: 1,2,3,4,5")
    );
    insta::assert_snapshot!("race_mail_round_report", ann_report.body);
    assert_private(&w, id);
    // Issue 33: the mail says what it is; Ann's copy explains the upgrade she took, once.
    assert!(
        ann_report.body.starts_with("Round 1 results, game 1."),
        "{}",
        ann_report.body
    );
    let (k, _) = option_for(offer);
    let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words(&ann_report.body).contains(&format!("New upgrade: {}.", offer.name()))
            && words(&ann_report.body).contains(k),
        "{}",
        ann_report.body
    );
    for r in reports.iter().filter(|m| m.to != "ann@example.org") {
        assert!(!r.body.contains("New upgrade"), "{}", r.body);
    }
    // The archive's game page opens with the standings now.
    let site = tempfile::tempdir().unwrap();
    robomod::archive::write(&w.m, &[id], site.path()).unwrap();
    let page = std::fs::read_to_string(site.path().join(format!("game-{id}/index.html"))).unwrap();
    let main = page.split("<main>").nth(1).unwrap();
    assert!(
        main.trim_start().starts_with("<h2>Standings</h2>"),
        "{page}"
    );
    assert!(main.contains("Standings now, in round 2"), "{page}");
    // The round's page shows it register by register: a table and a picture each.
    let round =
        std::fs::read_to_string(site.path().join(format!("game-{id}/round-1.html"))).unwrap();
    assert_contains(&round, "<h2>Register by register</h2>");
    assert_eq!(
        round.matches("<svg ").count(),
        1 + 5,
        "the round's board and five registers"
    );
    assert_eq!(round.matches("<th scope=\"col\">Notes</th>").count(), 5);
    assert_contains(&round, "<h3 id=\"step-1\">Register 1");

    // Round 2: Ann sets her upgrade's option; the others play as the computer would.
    let (k, v) = option_for(offer);
    let ack = w.send(id, 0, &[(k, v)]);
    assert!(ack.body.contains(&format!("{k} {v}")), "{}", ack.body);

    // To the end: Ann and Cid play as the computer would; Bob misses every other round. When
    // everyone is in, the round runs at once; else at the deadline.
    let mut n = 0;
    while !w.state(id).position().is_over() {
        n += 1;
        assert!(n < 60, "the race ends");
        let s = w.state(id);
        let round = s.position().round();
        for seat in [0usize, 1, 2] {
            if seat == 1 && n % 2 == 0 {
                continue;
            }
            let lines = bot_lines(&s, seat, n);
            let refs: Vec<(&str, &str)> = lines
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            if !refs.is_empty() {
                let reply = w.send(id, seat, &refs);
                assert_ne!(reply.kind, MailKind::Error, "{}", reply.body);
            }
        }
        if w.state(id).position().round() == round {
            w.deadline();
        }
        assert_private(&w, id);
        // After a finish, every report says when the race ends.
        let s = w.state(id);
        if let (Some(first), false) = (s.position().first_finish(), s.position().is_over()) {
            let line = format!("The race ends after round {}", first + 5);
            let last: Vec<OutgoingMail> = w
                .outbox()
                .into_iter()
                .rev()
                .filter(|m| m.kind == MailKind::RoundReport)
                .take(3)
                .collect();
            assert!(
                last.iter().all(|m| m.body.contains(&line)),
                "{}",
                last[0].body
            );
        }
    }
    let over = w.newest(MailKind::GameOver);
    assert_contains(&over.body, "Final standings");
    assert_contains(&over.body, "Pick order for the next race");
    insta::assert_snapshot!("race_mail_final", over.body);
    // Over: the game page opens with the final standings, the statistics and the awards.
    robomod::archive::write(&w.m, &[id], site.path()).unwrap();
    let page = std::fs::read_to_string(site.path().join(format!("game-{id}/index.html"))).unwrap();
    let main = page.split("<main>").nth(1).unwrap();
    assert!(
        main.trim_start().starts_with("<h2>Final standings</h2>"),
        "{page}"
    );
    let before_players = main.split("<h2>Players</h2>").next().unwrap();
    for part in ["Final standings", "Statistics", "Awards"] {
        assert!(before_players.contains(part), "{part}: {page}");
    }

    let r = w.m.rounds().replay(id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
    assert!(r.rounds > 3);

    // The next race: same players and a newcomer; picks by mail in the seed's order.
    let next =
        w.m.admin()
            .next_game(id, &Map::new(), &[player("Eve")], Some(seed + 1))
            .unwrap();
    let s = w.state(next);
    let order: Vec<u8> = match s.phase() {
        robomod::games::race::game::Phase::Picking { order, .. } => order.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!(order.len(), 4, "the newcomer is not in the pick order");
    let first = order[0] as usize;
    let asks: Vec<OutgoingMail> = w
        .outbox()
        .into_iter()
        .filter(|m| m.kind == MailKind::Welcome && m.body.contains("PICK"))
        .collect();
    assert_eq!(asks.len(), 4, "every human of the next race is asked");
    insta::assert_snapshot!("race_mail_next_race_picks", asks[0].body);
    if first != 3 {
        let ack = w.send(next, first, &[("PICK", "3 1 4 2")]);
        assert_eq!(ack.kind, MailKind::Confirmation, "{}", ack.body);
    }
    w.deadline();
    let s = w.state(next);
    assert_eq!(s.position().round(), 1);
    if first != 3 {
        assert_eq!(
            s.position().robot(first).at(),
            Some(s.position().board().starts()[2])
        );
    }
    assert_eq!(
        s.position().priority()[0],
        first,
        "first pick leads the priority list"
    );

    // A player who resigned is not seated in a next race unless named; the pick order is
    // renumbered for the seats that remain.
    w.m.with_connection(|c| {
        let mut bob = store::games::players(c, id).unwrap().remove(1);
        bob.status = store::games::PlayerStatus::Resigned;
        store::games::update_player(c, &bob).unwrap();
    });
    let again =
        w.m.admin()
            .next_game(id, &Map::new(), &[], Some(seed + 2))
            .unwrap();
    let seated: Vec<String> =
        w.m.admin()
            .game_view(again)
            .unwrap()
            .seats
            .iter()
            .map(|s| s.name.clone())
            .collect();
    assert_eq!(seated, ["Ann", "Cid", "Dee"]);
    match w.state(again).phase() {
        robomod::games::race::game::Phase::Picking { order, .. } => {
            let mut seats = order.clone();
            seats.sort_unstable();
            assert_eq!(seats, [0, 1, 2], "{order:?}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn recompile_answers_at_once_with_a_new_hand() {
    let (w, id) = world_with_race(3);
    // Give Ann the upgrade through the state the moderator keeps (as if earned).
    w.edit_state(id, |v| {
        v["position"]["robots"][0]["upgrades"] = serde_json::json!(["Recompile"]);
    });
    let before = w.state(id).hand(Seat(0)).to_vec();
    let reply = w.send(id, 0, &[("RECOMPILE", "")]);
    assert_eq!(reply.kind, MailKind::Confirmation, "{}", reply.body);
    assert_contains(&reply.body, "RECOMPILED: new hand");
    assert_contains(&reply.body, "damage now 2");
    insta::assert_snapshot!("race_mail_recompile", reply.body);
    let new = w.state(id).hand(Seat(0)).to_vec();
    assert_eq!(
        new, before,
        "the dealt hand stays; the new one rides on the orders"
    );
    // A program from the old hand only is refused when the new hand lacks its cards.
    let again = w.send(id, 0, &[("RECOMPILE", "")]);
    assert_contains(&again.body, "damage now 4");
}

#[test]
fn a_robot_out_of_the_race_does_not_hold_up_an_early_round() {
    let (w, id) = world_with_race(3);
    // Bob's robot is out of the race (as after its third destruction).
    w.edit_state(id, |v| {
        let bob = &mut v["position"]["robots"][1];
        bob["lives"] = 0.into();
        bob.as_object_mut().unwrap().remove("at");
    });
    w.m.admin().run_now(id).unwrap();
    assert_eq!(w.state(id).position().round(), 2);
    let refused = w.send(id, 1, &[("PROGRAM", "F")]);
    assert_contains(&refused.body, "out of the race");
    // Ann and Cid send their programs; Dee, the computer, and Bob's empty seat are in already:
    // the round runs at once, before any deadline.
    for seat in [0, 2] {
        let lines = bot_lines(&w.state(id), seat, 2);
        let refs: Vec<(&str, &str)> = lines
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        w.send(id, seat, &refs);
    }
    w.m.rounds().tick().unwrap();
    assert_eq!(w.state(id).position().round(), 3, "ran early");
}

/// Machines never make people wait: with every person's robot out of the race and the
/// computer in, the round runs at once (a round a minute at most), not at its deadline.
#[test]
fn a_race_left_to_the_computer_runs_without_waiting() {
    let (w, id) = world_with_race(3);
    w.edit_state(id, |v| {
        for seat in 0..3 {
            let r = &mut v["position"]["robots"][seat];
            r["lives"] = 0.into();
            r.as_object_mut().unwrap().remove("at");
        }
        // The computer's robot far from the flag, facing away: more than a round to go.
        v["position"]["robots"][3]["at"] = "f1".into();
        v["position"]["robots"][3]["facing"] = "S".into();
    });
    w.m.admin().run_now(id).unwrap();
    let g = w.m.with_connection(|c| store::games::game(c, id)).unwrap();
    assert_eq!(g.status, store::games::GameStatus::Active, "{g:?}");
    assert_eq!(g.early_at, Some(w.clock.now() + Duration::minutes(1)));
    assert_eq!(
        w.m.rounds().tick().unwrap().rounds_run,
        0,
        "not before the minute"
    );
    w.clock.advance(Duration::minutes(1));
    assert_eq!(
        w.m.rounds().tick().unwrap().rounds_run,
        1,
        "ran a minute on"
    );
}

#[test]
fn orders_shows_what_is_on_file_and_since_when() {
    let (w, id) = world_with_race(3);
    let send = |cmds: Vec<PlayerCommand>| w.send_commands(id, 0, cmds);
    let none = send(vec![PlayerCommand::ShowOrders]);
    assert_eq!(none.kind, MailKind::Status);
    assert_contains(
        &none.body,
        "Nothing on file for round 1. If nothing comes by the deadline:",
    );
    let hand = w.state(id).hand(Seat(0)).to_vec();
    let program = format!("{} {}", hand[0], hand[1]);
    w.clock.advance(Duration::hours(1));
    send(vec![PlayerCommand::Orders {
        keyword: "PROGRAM".into(),
        text: program.clone(),
    }]);
    let on_file = send(vec![PlayerCommand::ShowOrders]);
    assert_contains(
        &on_file.body,
        "On file for round 1, received Mon 02 Mar 2026 13:00 UTC:",
    );
    assert_contains(&on_file.body, &program);
    insta::assert_snapshot!("race_mail_orders_on_file", on_file.body);
}

#[test]
fn clear_withdraws_the_orders_on_file() {
    let (w, id) = world_with_race(3);
    let hand = w.state(id).hand(Seat(0)).to_vec();
    let program = format!("{} {}", hand[0], hand[1]);
    w.send(id, 0, &[("PROGRAM", &program)]);
    let reply = w.send_commands(id, 0, vec![PlayerCommand::Clear]);
    assert_eq!(reply.kind, MailKind::Confirmation, "{}", reply.body);
    assert_contains(&reply.body, "Withdrawn. Nothing on file for round 1.");
    insta::assert_snapshot!("race_mail_clear", reply.body);
    // Everyone else in, Ann's seat no longer is: the round waits for the deadline.
    for seat in [1, 2] {
        let hand = w.state(id).hand(Seat(seat as u8)).to_vec();
        w.send(id, seat, &[("PROGRAM", &hand[0].to_string())]);
    }
    w.m.rounds().tick().unwrap();
    assert_eq!(
        w.state(id).position().round(),
        1,
        "Ann's orders were withdrawn"
    );
    w.deadline();
    let report = w.newest(MailKind::RoundReport);
    assert_contains(&report.body, "filled at random: 1,2,3,4,5");
    assert!(w.m.rounds().replay(id).unwrap().mismatch.is_none());
}

#[test]
fn try_runs_the_round_as_a_what_if_and_shows_no_other_hand() {
    let (w, id) = world_with_race(3);
    let hand = w.state(id).hand(Seat(0)).to_vec();
    let program = format!("{} {} {}", hand[0], hand[1], hand[2]);
    let state_before =
        w.m.with_connection(|c| store::games::game(c, id))
            .unwrap()
            .state;
    let reply = w.send_commands(
        id,
        0,
        vec![PlayerCommand::Try {
            text: format!("PROGRAM {program}"),
        }],
    );
    assert_eq!(reply.kind, MailKind::Status, "{}", reply.body);
    assert_contains(&reply.body, "Register 5");
    assert_contains(&reply.body, &program);
    assert!(
        !reply.body.contains("Your hand"),
        "no hand in a what-if:\n{}",
        reply.body
    );
    let state_after =
        w.m.with_connection(|c| store::games::game(c, id))
            .unwrap()
            .state;
    assert_eq!(state_before, state_after);
    assert!(!w.m.admin().sent_anything(id, Seat(0)).unwrap());
}

/// The jam of issue "No game ever jams", through the moderator: races on the shipped `race`
/// board in which silent players' registers are filled at random (about one in eight used to
/// lose a robot's last life to damage and then never load again) run to their end, never held,
/// and replay byte for byte. At least one of them loses a last life to damage.
#[test]
fn races_that_lose_a_last_life_to_damage_run_to_their_end() {
    let mut seen = false;
    for seed in 1..=40u64 {
        let w = world();
        let mut settings = Map::new();
        settings.insert("board".into(), "race".into());
        let mut players: Vec<NewPlayer> = ["Ann", "Bob", "Cid", "Eve"].map(player).to_vec();
        players.push(NewPlayer {
            name: "Dee".into(),
            address: robomod::moderator::seats::bot_address("Dee"),
        });
        let id =
            w.m.admin()
                .create_game(&NewGame {
                    kind: "race".into(),
                    players,
                    settings,
                    seed: Some(seed),
                    schedule: Some("24h".into()),
                    ..NewGame::default()
                })
                .unwrap();
        let mut out_by_damage = false;
        for _ in 0..120 {
            w.clock.advance(Duration::hours(25));
            let t = w.m.rounds().tick().unwrap();
            assert!(
                t.held.is_empty() && t.errors.is_empty(),
                "seed {seed}: {t:?}"
            );
            let state = w.state(id);
            out_by_damage |= state
                .position()
                .robots()
                .iter()
                .any(|r| r.is_out() && r.damage() >= 22);
            if state.position().is_over() {
                break;
            }
        }
        assert!(w.state(id).position().is_over(), "seed {seed}: not over");
        let r = w.m.rounds().replay(id).unwrap();
        assert!(r.mismatch.is_none(), "seed {seed}: {:?}", r.mismatch);
        if out_by_damage {
            seen = true;
            break;
        }
    }
    assert!(seen, "no race lost a last life to damage");
}

/// Issue 26, the two-mail case: a round runs early once every program is in; a mail holding
/// only `POWER DOWN` is not a program, so the next round waits for one (Bob's robot is not
/// thrown off the board by five random registers). A powered-down robot has nothing to send:
/// it is in from the start, gets no reminder, and is never reported late.
#[test]
fn power_down_alone_is_no_program_and_a_powered_down_robot_is_never_asked() {
    let (w, id) = world_with_race(5);
    assert_eq!(w.state(id).position().round(), 1);
    let send_bot = |seat: usize, n: u32, extra: &[(&str, &str)]| {
        let lines = bot_lines(&w.state(id), seat, n);
        let mut refs: Vec<(&str, &str)> = lines
            .iter()
            .filter(|(k, _)| k != "POWER")
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        refs.extend_from_slice(extra);
        w.send(id, seat, &refs)
    };
    send_bot(0, 1, &[("POWER", "DOWN")]);
    send_bot(2, 1, &[]);
    let r = send_bot(1, 1, &[]);
    assert_contains(&r.body, "runs now");
    assert_eq!(w.state(id).position().round(), 2, "round 1 ran at once");
    assert!(w.state(id).position().robots()[0].powered_down());

    // Bob's next mail is only POWER DOWN: accepted, but not a program; nothing runs.
    let r = w.send(id, 1, &[("POWER", "DOWN")]);
    assert_contains(&r.body, "Accepted");
    assert!(!r.body.contains("runs now"), "{}", r.body);
    w.clock.advance(Duration::hours(1));
    w.m.rounds().tick().unwrap();
    assert_eq!(
        w.state(id).position().round(),
        2,
        "round 2 waits for Bob's program"
    );
    let view = w.m.admin().game_view(id).unwrap();
    let ins: Vec<bool> = view.seats.iter().map(|s| s.orders_in).collect();
    assert_eq!(ins, [true, false, false, true], "Ann is powered down: in");

    // Reminders go to Bob and Cid, not to powered-down Ann.
    let before = w.outbox().len();
    let deadline = w.m.admin().game_view(id).unwrap().close.unwrap().0;
    w.clock.set(deadline - Duration::hours(2));
    w.m.rounds().tick().unwrap();
    let reminded: Vec<String> = w.outbox()[before..]
        .iter()
        .filter(|m| m.kind == MailKind::Reminder)
        .map(|m| m.to.clone())
        .collect();
    assert!(
        !reminded.iter().any(|t| t.starts_with("ann")),
        "{reminded:?}"
    );
    assert!(
        reminded.iter().any(|t| t.starts_with("bob")),
        "{reminded:?}"
    );
    let bob = w.outbox()[before..]
        .iter()
        .find(|m| m.kind == MailKind::Reminder && m.to.starts_with("bob"))
        .unwrap()
        .body
        .clone();
    assert_contains(&bob, "filled at random from your hand");

    // Bob sends his program; at the deadline Cid is late, Ann (powered down) is not.
    send_bot(1, 2, &[]);
    w.clock.set(deadline + Duration::seconds(1));
    w.m.rounds().tick().unwrap();
    assert_eq!(w.state(id).position().round(), 3);
    let late: Vec<String> = w
        .outbox()
        .iter()
        .filter(|m| m.kind == MailKind::Late)
        .map(|m| m.to.clone())
        .collect();
    assert!(late.iter().any(|t| t.starts_with("cid")), "{late:?}");
    assert!(!late.iter().any(|t| t.starts_with("ann")), "{late:?}");
}

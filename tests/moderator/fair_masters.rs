//! Issue 64, rule 1: a master who plays is a player first. Over every shipped game and every
//! master's command, in any order: for a master who holds a seat, no hidden field of another
//! seat (its orders on file before the deadline: a program, a goal stack built, a bid; the
//! private part of its position, a hand) appears in any mail to the master, unless the same
//! mails tell it to another player (it became public: the round ran).

use super::masters::master_mail;
use crate::support::world::*;
use proptest::prelude::*;
use robomod::games::{Seat, step_rng};
use robomod::outgoing::OutgoingMail;

const GM: &str = "gm@example.org";

/// Every command a master may send (the seat named is one the master does not play).
const COMMANDS: &[&str] = &[
    "STATUS",
    "HELP",
    "PREVIEW",
    "PROCESS",
    "PAUSE the club is closed",
    "RESUME",
    "EXTEND 1d storm",
    "EXTEND 3 days storm",
    "EJECT 1 silent",
    "REPLACE 1 eve@example.org Eve",
    "ANNOUNCE tea at five",
    "ROLLBACK a mistake",
    "TERMINATE the club closes",
    "PROMOTE hal@example.org",
    "FROBNICATE 3",
];

/// Each seat of game `id` but those in `skip` sends what the game's computer player would.
fn all_send(w: &World, id: i64, skip: &[usize]) {
    let g = w.game(id);
    let engine = w.m.registry().by_kind(&g.kind).unwrap();
    let computer = engine.capabilities().computer.unwrap();
    let state = engine.load(&g.state).unwrap();
    for seat in 0..w.players(id).len() {
        if skip.contains(&seat) {
            continue;
        }
        let mut rng = step_rng(g.seed, g.round * 8 + seat as u32);
        let Some((orders, _)) = computer
            .bot_orders(&*state, Seat(seat as u8), &mut rng)
            .unwrap()
        else {
            continue;
        };
        let text = computer.mail_text(&*state, &orders).unwrap();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            // A line the operator's `submit` does not take is one a game sends in parts.
            let _ = w.m.admin().submit(id, &seat.to_string(), line);
        }
    }
}

/// A hidden field of another seat: its orders on file (found anywhere in a mail, as a report
/// quotes them inside a line), or a line of its own view of the position (found only as a
/// whole line: "Your hand: F3 F F L L R R" is not in "Your hand: F3 F F L L R R R U U").
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Hidden {
    Orders(String),
    Line(String),
}

impl Hidden {
    fn text(&self) -> &str {
        match self {
            Hidden::Orders(s) | Hidden::Line(s) => s,
        }
    }

    /// Whether `body` shows it.
    fn in_mail(&self, body: &str) -> bool {
        match self {
            Hidden::Orders(s) => body.contains(s.as_str()),
            Hidden::Line(s) => body.lines().any(|l| l.trim() == s),
        }
    }
}

/// What another seat than the master's (seat 0) keeps hidden now: its orders on file for the
/// open round, and the lines of its own view of the position no other seat sees.
fn hidden(w: &World, id: i64) -> Vec<Hidden> {
    let g = w.game(id);
    let engine = w.m.registry().by_kind(&g.kind).unwrap();
    let state = engine.load(&g.state).unwrap();
    let say = robomod::lang::now();
    let seats = w.players(id).len();
    let public: Vec<String> = state
        .render_status(Some(Seat(0)), say)
        .lines()
        .map(|l| l.trim().to_string())
        .collect();
    let mut out = Vec::new();
    let subs =
        w.m.with_connection(|c| robomod::store::rounds::submissions(c, id, Some(g.round)))
            .unwrap();
    for s in subs.iter().filter(|s| s.seat != Seat(0)) {
        // Orders as written, not what the game says of a seat with none ("(no program
        // yet: ...)", the same for every seat).
        // Nor orders whose words stand in a public line anyway (goals `1G 2R 2Y 2B` inside a
        // pool `1R 1Y 1B 1G 2R 2Y 2B 2G ...`): a mail showing them tells nothing.
        if let Ok((_, canonical)) = &s.result
            && !canonical.trim_start().starts_with('(')
            && !public.iter().any(|l| l.contains(canonical.trim()))
        {
            out.push(Hidden::Orders(canonical.trim().to_string()));
        }
    }
    for seat in 1..seats {
        for line in state.render_status(Some(Seat(seat as u8)), say).lines() {
            let line = line.trim();
            if !public.iter().any(|p| p == line) {
                out.push(Hidden::Line(line.to_string()));
            }
        }
    }
    // Too short to tell from anything else a mail says ("PASS", a lone card).
    out.retain(|h| h.text().chars().filter(|c| !c.is_whitespace()).count() >= 6);
    out.sort();
    out.dedup();
    out
}

/// The lines of the master's own seat's view of the position now.
fn own_view(w: &World, id: i64) -> Vec<String> {
    let g = w.game(id);
    let engine = w.m.registry().by_kind(&g.kind).unwrap();
    let state = engine.load(&g.state).unwrap();
    (state
        .render_status(Some(Seat(0)), robomod::lang::now())
        .lines())
    .map(|l| l.trim().to_string())
    .collect()
}

fn check(w: &World, id: i64, cmds: &[usize], seats: usize) -> Result<(), TestCaseError> {
    for &i in cmds {
        let secret = hidden(w, id);
        // A rollback withdraws queued mails: what is new is told by its Message-ID.
        let before: Vec<String> = w.outbox().into_iter().map(|m| m.message_id).collect();
        master_mail(w, GM, id, &[COMMANDS[i]]);
        let mails: Vec<OutgoingMail> = (w.outbox().into_iter())
            .filter(|m| !before.contains(&m.message_id))
            .collect();
        let (to_master, to_others): (Vec<_>, Vec<_>) =
            mails.iter().partition(|m| m.to.eq_ignore_ascii_case(GM));
        prop_assert!(!to_master.is_empty(), "{}: no reply", COMMANDS[i]);
        // What her own seat sees after the command is hers, even where it reads as another
        // seat's line before it (a rollback deals her an earlier hand, which may hold the same
        // cards as another's now).
        let own = own_view(w, id);
        for h in secret.iter().filter(|h| !own.iter().any(|l| l == h.text())) {
            for m in &to_master {
                if h.in_mail(&m.body) {
                    prop_assert!(
                        to_others.iter().any(|o| h.in_mail(&o.body)),
                        "{} ({seats} seats): the master read {h:?}, hidden from the others:\n{}",
                        COMMANDS[i],
                        m.body
                    );
                }
            }
        }
    }
    Ok(())
}

/// Game `kind` from `seed` with `seats` seats, the master at seat 0, `rounds` rounds played;
/// the others' orders on file for the open round (the master's only when `sends`): `None`
/// when the game does not take that many seats or is over.
fn set_up(kind: &str, seed: u64, seats: usize, rounds: u32, sends: bool) -> Option<(World, i64)> {
    let names = [("Gm", GM), ANN, BOB, CID];
    let mut new = new_game(kind, &names[..seats], seed);
    new.master = Some(robomod::moderator::NewMaster::new(GM, "admin"));
    let w = world();
    let id = w.m.admin().create_game(&new).ok()?;
    for _ in 0..rounds {
        if !w.game(id).status.is_live() {
            break;
        }
        all_send(&w, id, &[]);
        let _ = w.m.admin().run_now(id);
    }
    if !w.game(id).status.is_live() {
        return None;
    }
    all_send(&w, id, if sends { &[] } else { &[0] });
    Some((w, id))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4, ..ProptestConfig::default() })]

    /// Every game, every master's command first, then a few more in any order.
    #[test]
    fn a_master_who_plays_reads_nothing_hidden_of_another_seat(
        seed in 0u64..500,
        seats in 2usize..4,
        rounds in 0u32..3,
        sends in any::<bool>(),
        then in proptest::collection::vec(0usize..COMMANDS.len(), 0..3),
    ) {
        for game in robomod::games::registry() {
            for first in 0..COMMANDS.len() {
                let Some((w, id)) = set_up(game.kind(), seed, seats, rounds, sends) else {
                    continue;
                };
                let mut cmds = vec![first];
                cmds.extend(&then);
                check(&w, id, &cmds, seats)?;
            }
        }
    }
}

/// The case, whole: the master who plays previews during the setup (refused), reads
/// her STATUS (her seat's view), and a ROLLBACK then her new orders do not run the round on
/// the others' old ones.
#[test]
fn a_master_who_plays_gets_no_preview_and_no_second_choice_alone() {
    let w = world();
    let mut new = new_game("rambots", &[("Gm", GM), ANN, BOB], 5);
    new.master = Some(robomod::moderator::NewMaster::new(GM, "admin"));
    let id = w.m.admin().create_game(&new).unwrap();
    all_send(&w, id, &[0]);
    master_mail(&w, GM, id, &["PREVIEW"]);
    let reply = last_to(&w, GM);
    assert!(
        flat(&reply.body).contains("You play in this game"),
        "{}",
        reply.body
    );
    insta::assert_snapshot!("fair_master_preview_refused", show_mail(&reply));
    // Everyone in: the setup runs; the master rolls it back and sends new goals at once.
    let setup = w.game(id).round;
    all_send(&w, id, &[1, 2]);
    if w.game(id).round == setup {
        w.m.admin().run_now(id).unwrap();
    }
    assert_eq!(w.game(id).round, setup + 1);
    master_mail(&w, GM, id, &["ROLLBACK I mistyped my goals"]);
    assert_eq!(w.game(id).round, setup);
    w.advance(chrono::Duration::minutes(5));
    all_send(&w, id, &[1, 2]);
    // Ann and Bob did not send again: the round waits for them (or its deadline), though
    // every seat has orders on file.
    assert_eq!(w.game(id).round, setup);
    assert!(w.game(id).early_at.is_none());
    // Once they have, it runs early as any round does.
    all_send(&w, id, &[0]);
    let g = w.game(id);
    assert!(g.round == setup + 1 || g.early_at.is_some(), "{g:?}");
}

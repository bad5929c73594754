//! The databases the history benchmark compares: a community's running games alone, and the
//! same games beside ten years of history, made quickly through the store's own functions:
//! a few games of each kind are played for real (computer orders, the engines' own rounds and
//! mails), then their rows are copied, under new ids, players from the community's pool and
//! times spread over ten years, as many times as the history asks, in one transaction.

use chrono::{DateTime, Duration, Utc};
use robomod::clock::{Clock, TestClock};
use robomod::games::{Seat, step_rng};
use robomod::inbound::InboundMail;
use robomod::moderator::{Moderator, ModeratorConfig, NewGame, NewPlayer, SeededKeys};
use robomod::store::{self, games::GameStatus, mail::OutboxId};
use std::path::Path;
use std::sync::Arc;

/// The community: this many addresses play every game, running or over.
pub const POOL: usize = 300;

/// Player `i` of the community.
pub fn address(i: usize) -> String {
    format!("p{}@community.example.org", i % POOL)
}

/// Game `i` of a mix of the three kinds (2 to 4 seats), its players from the pool.
pub fn game(i: usize, seed: u64) -> NewGame {
    let (kind, seats) = match i % 3 {
        0 => ("rambots", 2 + i % 3),
        1 => ("ricochet", 3),
        _ => ("race", 4),
    };
    let mut settings = serde_json::Map::new();
    if kind == "rambots" {
        settings.insert("red_beam".into(), "slide".into());
    }
    if kind == "race" {
        settings.insert("board".into(), "race".into());
    }
    NewGame {
        kind: kind.into(),
        players: (0..seats)
            .map(|s| NewPlayer {
                name: format!("P{s}"),
                address: address(i * 7 + s * 101),
            })
            .collect(),
        settings,
        seed: Some(seed),
        schedule: Some("48h".into()),
        ..NewGame::default()
    }
}

pub fn moderator(db: &Path, clock: &TestClock) -> Moderator {
    let config = ModeratorConfig {
        max_replies: u32::MAX,
        reminder_lead: None,
        ..ModeratorConfig::default()
    };
    Moderator::open(db, Arc::new(clock.clone()) as Arc<dyn Clock>, config)
        .expect("database")
        .with_keys(SeededKeys::new(5))
}

/// Every seat's orders for game `id`'s open round as its computer player would send them,
/// entered by the moderator, then the round run (at its deadline if need be); `false` when
/// the game is over.
pub fn play_round(m: &Moderator, clock: &TestClock, id: i64) -> bool {
    let g = m
        .with_connection(|c| store::games::game(c, id))
        .expect("game");
    if g.status != GameStatus::Active {
        return false;
    }
    let engine = m.registry().by_kind(&g.kind).expect("kind");
    let computer = engine.capabilities().computer.expect("a computer player");
    let seats = m
        .with_connection(|c| store::games::players(c, id))
        .expect("players")
        .len();
    let state = engine.load(&g.state).expect("the state loads");
    let mut rng = step_rng(g.seed, g.round * 7 + 1);
    for seat in 0..seats {
        if let Ok(Some((_, text))) = computer.bot_orders(&*state, Seat(seat as u8), &mut rng) {
            let _ = m.admin().submit(id, &seat.to_string(), &text);
        }
    }
    let round = |m: &Moderator| {
        m.with_connection(|c| store::games::game(c, id))
            .map(|g| g.round)
    };
    if round(m).expect("game") == g.round {
        clock.set(clock.now() + Duration::days(3));
        m.rounds().tick().expect("tick");
    }
    round(m).expect("game") != g.round
}

/// One game played for real, to copy.
struct Template {
    game: store::games::GameRow,
    players: Vec<store::games::PlayerRow>,
    rounds: Vec<store::rounds::RoundRow>,
    submissions: Vec<store::rounds::Submission>,
    mails: Vec<store::mail::OutboxRow>,
}

/// Plays `n` games of the mix to their end (or `rounds` rounds, then abandons them): games
/// of ten years' length, 20 rounds on average (RAMbots for four, Ricochet Pyramids to 40
/// points, the race for four).
fn templates(n: usize, rounds: u32) -> Vec<Template> {
    let dir = tempfile::tempdir().expect("temp dir");
    let clock = TestClock::at_str("2016-01-04T12:00:00Z");
    let m = moderator(&dir.path().join("t.sqlite"), &clock);
    let made: Vec<Template> = (0..n)
        .map(|i| {
            let mut new = game(i, 100 + i as u64);
            if new.kind == "ricochet" {
                new.settings.insert("target".into(), 40.into());
            }
            if new.kind == "rambots" {
                new.players = (0..4)
                    .map(|s| NewPlayer {
                        name: format!("P{s}"),
                        address: address(i * 7 + s * 101),
                    })
                    .collect();
            }
            let id = m.admin().create_game(&new).expect("create");
            for _ in 0..rounds {
                if !play_round(&m, &clock, id) {
                    break;
                }
            }
            let _ = m.admin().abandon(id);
            m.with_connection(|c| Template {
                game: store::games::game(c, id).expect("game"),
                players: store::games::players(c, id).expect("players"),
                rounds: store::rounds::rounds(c, id).expect("rounds"),
                submissions: store::rounds::submissions(c, id, None).expect("submissions"),
                mails: store::mail::outbox_of_game(c, id).expect("mails"),
            })
        })
        .collect();
    for t in &made {
        println!(
            "template: {} {} seats, {} rounds, {} mails, {:?}",
            t.game.kind,
            t.players.len(),
            t.rounds.len(),
            t.mails.len(),
            t.game.status
        );
    }
    made
}

/// What the history holds.
#[derive(Debug, Default)]
pub struct Made {
    pub games: usize,
    pub rounds: usize,
    pub mails: usize,
}

/// Adds `games` games over, `mails_per_game` mails each (robomod's and the players'), to the
/// database at `db`, ending before `until`, spread over the ten years before it.
pub fn history(db: &Path, games: usize, mails_per_game: usize, until: DateTime<Utc>) -> Made {
    let made_from = templates(6, 40);
    let clock = TestClock::at(until);
    let m = moderator(db, &clock);
    let first = m
        .admin()
        .game_ids()
        .expect("ids")
        .last()
        .copied()
        .unwrap_or(0)
        + 1;
    let span = Duration::days(3650);
    let mut made = Made::default();
    m.with_connection(|c| {
        let tx = c.transaction().expect("transaction");
        let mut next_mail = store::mail::next_outbox_id(&tx).expect("id").0;
        for i in 0..games {
            let t = &made_from[i % made_from.len()];
            let id = first + i as i64;
            // Every game over before `until`, the last ones just before.
            let lasted = t.game.finished_at.unwrap_or(t.game.created_at) - t.game.created_at;
            let start = until - span + span * i as i32 / games as i32 - lasted;
            let shift = start - t.game.created_at;
            let at = |d: DateTime<Utc>| d + shift;
            let g = store::games::GameRow {
                id,
                created_at: at(t.game.created_at),
                opened_at: at(t.game.opened_at),
                finished_at: t.game.finished_at.map(at),
                ..t.game.clone()
            };
            store::games::insert_game(&tx, &g).expect("game");
            for p in &t.players {
                let address = address(i * 7 + p.seat.index() * 101);
                let p = store::games::PlayerRow {
                    id: 0,
                    game_id: id,
                    address,
                    key: format!("{}{i}", p.key),
                    thread_root: None,
                    joined_at: at(p.joined_at),
                    ..p.clone()
                };
                store::games::insert_player(&tx, &p).expect("player");
            }
            for r in &t.rounds {
                let r = store::rounds::RoundRow {
                    game_id: id,
                    opened_at: at(r.opened_at),
                    deadline: at(r.deadline),
                    closed_at: at(r.closed_at),
                    executed_at: at(r.executed_at),
                    next_deadline: r.next_deadline.map(at),
                    ..r.clone()
                };
                store::rounds::insert_round(&tx, &r).expect("round");
                made.rounds += 1;
            }
            for s in &t.submissions {
                let s = store::rounds::Submission {
                    id: 0,
                    game_id: id,
                    received_at: at(s.received_at),
                    inbox_id: None,
                    ..s.clone()
                };
                store::rounds::insert_submission(&tx, &s).expect("submission");
            }
            let mut mails = 0;
            for o in &t.mails {
                let mut mail = o.mail.clone();
                mail.message_id = mail.message_id.replacen("<robomod.", &format!("<h{i}."), 1);
                let ctx = store::mail::MailContext {
                    game: Some(id),
                    ..o.ctx
                };
                let out = OutboxId(next_mail);
                next_mail += 1;
                store::mail::insert_outbox(&tx, out, ctx, &mail, at(o.queued_at)).expect("mail");
                store::mail::mark_sent(&tx, out, at(o.queued_at)).expect("sent");
                store::retention::slim_sent(&tx, out).expect("slim");
                mails += 1;
            }
            // The players' mails: a reply of theirs to each of robomod's, and more.
            let mut k = 0;
            while mails < mails_per_game {
                let p = &t.players[k % t.players.len()];
                let received = at(t.game.created_at) + Duration::minutes(k as i64 * 37);
                let from = address(i * 7 + p.seat.index() * 101);
                let body = format!(
                    "From: {from}\r\nSubject: Re: [robomod g{id} k] orders\r\nMessage-ID: \
                     <m{i}.{k}@community.example.org>\r\n\r\nPROGRAM 1GN 2BU 1RE\r\n\r\n\
                     Thanks for the game, see you next round.\r\n{}",
                    "> quoted report line of the round before, as mail clients keep it\r\n"
                        .repeat(12)
                );
                let inbound = InboundMail {
                    message_id: Some(format!("m{i}.{k}@community.example.org")),
                    content_hash: format!("{i:016x}{k:016x}"),
                    from: from.clone(),
                    from_name: Some("P".into()),
                    subject: format!("Re: [robomod g{id} k] orders"),
                    tag: None,
                    commands: Vec::new(),
                    no_reply: None,
                    in_reply_to: None,
                    written_in: None,
                    written: Vec::new(),
                };
                let parsed = serde_json::to_string(&inbound).expect("json");
                let dedup = inbound.dedup_key();
                let row = store::inbox::NewInbox {
                    dedup: &dedup,
                    message_id: inbound.message_id.as_deref(),
                    content_hash: &inbound.content_hash,
                    received_at: received,
                    from: &from,
                    subject: &inbound.subject,
                    raw: body.as_bytes(),
                    parsed: &parsed,
                };
                let inbox = store::inbox::insert_inbox(&tx, &row).expect("inbox");
                if let Some(inbox) = inbox {
                    store::inbox::finish_inbox(&tx, inbox, Some(id), None, "replied", None)
                        .expect("finish");
                }
                mails += 1;
                k += 1;
            }
            made.mails += mails;
            made.games += 1;
        }
        tx.commit().expect("commit");
    });
    // The ratings from the games over, as `robomod ratings rebuild` writes them.
    m.records().rebuild_ratings().expect("ratings");
    made
}

//! Replay reproduces a finished game byte for byte and finds any tampering; export holds the
//! whole record.

use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;

/// A world with a finished sprint in it (see [`finished_sprint`]).
pub fn world_with_finished_sprint() -> (World, i64) {
    let w = world();
    let id = finished_sprint(&w);
    (w, id)
}

/// A finished sprint: setup with one random draw, rounds with moves, passes and a missed one.
pub fn finished_sprint(w: &World) -> i64 {
    let id = w.m.admin().create_game(&sprint(&[ANN, BOB, CID])).unwrap();
    w.goals(id, &["3", "1"]);
    w.advance(Duration::hours(48));
    w.m.rounds().tick().unwrap(); // Cid's start drawn at random
    while w.game(id).status.is_live() {
        w.send(id, 0, vec![orders("PROGRAM", "2")]);
        w.send(id, 1, vec![orders("PASS", "")]);
        w.advance(Duration::hours(48)); // Cid never sends: defaults
        w.m.rounds().tick().unwrap();
    }
    id
}

fn tamper(w: &World, sql: &str) {
    w.m.with_connection(|c| c.execute(sql, [])).unwrap();
}

/// What a replay of game `id` finds different (there must be something).
fn mismatch(w: &World, id: i64) -> robomod::moderator::round::replay::Mismatch {
    w.m.rounds()
        .replay(id)
        .unwrap()
        .mismatch
        .expect("a mismatch")
}

#[test]
fn replay_reproduces_every_round_and_mail_of_a_finished_game() {
    let (w, id) = world_with_finished_sprint();
    let r = w.m.rounds().replay(id).unwrap();
    assert_eq!(r.mismatch, None);
    assert_eq!(r.rounds, 4);
    assert_eq!(r.mails, 12);
}

#[test]
fn replay_finds_a_tampered_report() {
    let (w, id) = world_with_finished_sprint();
    w.m.with_connection(|c| {
        crate::support::tamper_round(c, id, 3, |t| t[3] = t[3].replace("moves 2", "moves 3"))
    });
    let m = mismatch(&w, id);
    assert_eq!((m.round, m.what.as_str(), m.line), (3, "public report", 1));
    assert_eq!(m.stored, "Red moves 3 to square 7.");
    assert_eq!(m.replayed, "Red moves 2 to square 7.");
    assert!(
        m.to_string()
            .starts_with("round 3: public report differs at line 1")
    );
}

#[test]
fn replay_finds_a_tampered_mail_and_tampered_orders() {
    let (w, id) = world_with_finished_sprint();
    // The mail is kept compressed (issue 50): changed as a hand with SQLite and zlib would.
    let row =
        w.m.with_connection(|c| robomod::store::mail::outbox_of_game(c, id))
            .unwrap()
            .into_iter()
            .find(|r| {
                r.mail.kind == robomod::outgoing::MailKind::RoundReport
                    && r.ctx.round == Some(2)
                    && r.ctx.seat == Some(2)
            })
            .expect("the report to seat 2");
    let mut mail = row.mail.clone();
    assert_contains(&mail.body, "square 5");
    mail.body = mail.body.replace("square 5", "square 6");
    let packed = robomod::store::packed::pack(serde_json::to_string(&mail).unwrap().as_bytes());
    w.m.with_connection(|c| {
        c.execute(
            "UPDATE outbox SET packed = ?1 WHERE id = ?2",
            rusqlite::params![packed, row.id.0],
        )
    })
    .unwrap();
    let m = mismatch(&w, id);
    assert_eq!(m.round, 2);
    assert!(
        m.what.starts_with("round_report mail") && m.what.ends_with("to seat 2"),
        "{m}"
    );

    let (w, id) = world_with_finished_sprint();
    tamper(
        &w,
        r#"UPDATE rounds SET orders = '[{"Move":3},{"Move":0},{"Move":0}]' WHERE number = 2"#,
    );
    let m = mismatch(&w, id);
    assert_eq!((m.round, m.what.as_str()), (2, "orders of seat 0"));
}

#[test]
fn export_holds_the_whole_record() {
    let (w, id) = world_with_finished_sprint();
    let e = w.m.records().export(id).unwrap();
    assert_eq!(e["game"]["status"], "finished");
    assert_eq!(e["game"]["seed"], "42");
    assert_eq!(e["players"].as_array().unwrap().len(), 3);
    assert_eq!(e["rounds"].as_array().unwrap().len(), 4);
    assert_eq!(e["rounds"][0]["closed_by"], "deadline");
    assert_eq!(e["submissions"][0]["canonical"], "GOALS 3");
    assert_eq!(e["audit"][0]["action"], "create");
    assert_eq!(e["mails"][0]["mail"]["kind"], "welcome");
    assert!(
        w.m.records()
            .export(99)
            .unwrap_err()
            .to_string()
            .starts_with("no game 99")
    );
}

/// Issue 12: the board picture a round's mails carried is part of the record replay checks.
/// Since migration 10 a round's picture is drawn from the round's row (which replay checks);
/// one stored with its SVG (written before) is compared with the SVG drawn again.
#[test]
fn replay_finds_a_tampered_picture() {
    let mut new = sprint(&[ANN, BOB]);
    new.kind = "rambots".into();
    let (w, id) = world_with_game(&new);
    w.goals(id, &["1y 3r 2g 1b", "2y 2r 2g 1b"]);
    assert_eq!(w.m.rounds().replay(id).unwrap().mismatch, None);
    tamper(
        &w,
        "UPDATE pictures SET svg = '<svg>not what the round draws</svg>' WHERE round = 1",
    );
    let m = mismatch(&w, id);
    assert_eq!((m.round, m.what.as_str()), (1, "board picture (SVG)"));
}

/// Issue 52: a game-over mail shows the game's rating changes, and replay rebuilds them; a
/// game-over mail sent before it did (no ratings in it) is still the mail rebuilt, and one
/// whose ratings were changed is found.
#[test]
fn game_over_mails_with_or_without_their_ratings_replay() {
    use robomod::store::packed::{pack, unpack};
    let (w, id) = world_with_finished_sprint();
    let over = w.newest(robomod::outgoing::MailKind::GameOver);
    assert_contains(
        &over.body,
        "Ratings in sprint, before this game and after it:",
    );
    let rewrite = |edit: &dyn Fn(&str) -> String| {
        w.m.with_connection(|c| {
            let (row, packed): (i64, Vec<u8>) = c
                .query_row(
                    "SELECT id, packed FROM outbox WHERE kind = 'game_over' ORDER BY id DESC",
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap();
            let mut mail: serde_json::Value =
                serde_json::from_slice(&unpack(&packed, "a mail").unwrap()).unwrap();
            let body = edit(mail["body"].as_str().unwrap());
            mail["body"] = body.into();
            let again = pack(mail.to_string().as_bytes());
            c.execute(
                "UPDATE outbox SET packed = ?2 WHERE id = ?1",
                rusqlite::params![row, again],
            )
            .unwrap();
        })
    };
    // As an older robomod sent it: the ratings' paragraph not there.
    rewrite(&|b: &str| {
        let from = b.find("Ratings in sprint").unwrap();
        let to = from + b[from..].find("\n\n").unwrap() + 2;
        format!("{}{}", &b[..from], &b[to..])
    });
    assert_eq!(w.m.rounds().replay(id).unwrap().mismatch, None);
    // A figure changed: found.
    let original = over.body.clone();
    rewrite(&|_| original.replacen(" -> ", " => ", 1));
    let m = mismatch(&w, id);
    assert!(m.what.starts_with("game_over mail"), "{m}");
}

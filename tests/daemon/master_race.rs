//! Issue 51, the whole of it in one game by mail: a master sends a course, opens a race on it
//! with house rules, and runs it by mail: STATUS, PAUSE within the cap, EXTEND past it
//! (refused) and within it, PREVIEW, EJECT of a silent player (the standby takes the seat),
//! PROCESS, ROLLBACK, TERMINATE (the results as they stand, rated). Every mail of the master
//! and of a player snapshotted as one text, each line within 72 columns.

use super::common::Lobby;
use super::masters::master_key;
use crate::support::assert_contains;
use chrono::Duration;
use robomod::games::race::Race;
use robomod::games::race::game::State;
use robomod::games::{ComputerPlayer, Seat, step_rng};

const CAPS: &str =
    "[lobby]\nplayers_may_open = true\nmaster_delay_days = 3\nmaster_rollbacks = 1\n";

/// A long course: its flag far from the starts, so the race lasts.
const LOOP: &str = "\
name: long loop

     a    b    c    d    e    f
4    .    .    .    .    .    F1
3    .    >    >    >    .    .
2    .    .    .    .    cw   .
1    S1   S2   .    .    .    .

wall: c2 N";

/// Gm mails `body` to game `id` with their master's key, an hour after the last.
fn as_master(l: &mut Lobby, id: i64, mid: &str, body: &str) {
    l.clock.advance(Duration::hours(1));
    let key = master_key(l, id);
    l.site.deliver("Gm", id, &key, mid, body);
    l.d.pass().unwrap();
}

/// What the computer player would send for `name`'s seat now.
fn orders(l: &Lobby, id: i64, seat: usize) -> String {
    let g = robomod::store::games::game(&l.site.db(), id).unwrap();
    let state: State = serde_json::from_value(g.state.into_value()).unwrap();
    let mut rng = step_rng(11, g.round * 8 + seat as u32);
    Race::bot_orders(&state, Seat(seat as u8), &mut rng)
        .map(|o| Race::mail_text(&state, &o))
        .unwrap_or_else(|| "PASS".into())
}

/// Every mail to `name`, each line within 72 columns, as one text.
fn mails(l: &Lobby, name: &str) -> String {
    let all = l.bodies_to(name);
    for m in &all {
        for line in m.lines() {
            assert!(line.chars().count() <= 72, "{name}: {line:?}");
        }
    }
    all.join("\n\n=====\n\n")
}

#[test]
fn a_master_runs_a_race_of_house_rules_on_their_own_course_by_mail() {
    let mut l = Lobby::new(CAPS);
    l.send("Gm", "g0", &format!("COURSE loop\n{LOOP}"));
    assert_contains(&l.last_to("Gm"), "OPEN race BOARD loop");
    l.clock.advance(Duration::hours(1));
    l.send(
        "Gm",
        "g1",
        "OPEN race BOARD loop SEATS 2 LIVES 1 UPGRADES OFF EXTRA 0",
    );
    l.seeded();
    l.send("Ann", "a1", "JOIN 1");
    l.send("Eve", "e1", "JOIN 1 STANDBY");
    l.send("Bob", "b1", "JOIN 1");
    let id = 1;
    let welcome = l.bodies_to("Bob").join("\n");
    assert_contains(&welcome, "LIVES 1");
    assert_contains(&welcome, "The game's master is Gm");
    let g = robomod::store::games::game(&l.site.db(), id).unwrap();
    assert!(
        g.settings["board_text"]
            .as_str()
            .unwrap()
            .contains("long loop")
    );

    as_master(&mut l, id, "m1", "STATUS");
    as_master(&mut l, id, "m2", "PAUSE Ann is travelling");
    l.clock.advance(Duration::days(1));
    as_master(&mut l, id, "m3", "RESUME");
    as_master(&mut l, id, "m4", "EXTEND 3d more travel");
    let gm = l.last_to("Gm");
    assert!(
        gm.contains("Not extended") && gm.contains("3 days in"),
        "{gm}"
    );
    as_master(&mut l, id, "m5", "EXTEND 1d more travel");
    assert_contains(&l.last_to("Gm"), "The deadline moved");

    // Bob plays; Ann is silent. The master previews, ejects Ann: Eve takes the seat.
    let bob = orders(&l, id, 1);
    l.send_tagged("Bob", id, "b-r1", &bob);
    as_master(&mut l, id, "m6", "PREVIEW");
    as_master(&mut l, id, "m7", "EJECT Ann silent all week");
    assert_contains(&l.last_to("Eve"), "TAKE 1");
    l.clock.advance(Duration::hours(1));
    l.send("Eve", "e2", "TAKE 1");
    let v = l.d.moderator().admin().game_view(id).unwrap();
    assert_eq!(v.seats[0].name, "Eve");
    let eve = orders(&l, id, 0);
    l.send_tagged("Eve", id, "e-r1", &eve);
    // Both are in: the round runs; the master rolls it back, it runs again.
    let round = |l: &Lobby| robomod::store::games::game(&l.site.db(), id).unwrap().round;
    if round(&l) == 1 {
        as_master(&mut l, id, "m8", "PROCESS");
    }
    assert_eq!(round(&l), 2);
    as_master(&mut l, id, "m9", "ROLLBACK Eve's orders came in late");
    assert_eq!(round(&l), 1);
    as_master(&mut l, id, "m10", "PROCESS");
    assert_eq!(round(&l), 2);

    as_master(
        &mut l,
        id,
        "m11",
        "TERMINATE the club closes for the winter",
    );
    assert_eq!(
        l.count("SELECT count(*) FROM games WHERE status = 'finished'"),
        1
    );
    assert!(l.count("SELECT count(*) FROM rating_changes WHERE game_id = 1") >= 2);
    assert_contains(&l.last_to("Bob"), "the club closes");
    for name in ["Gm", "Bob"] {
        insta::assert_snapshot!(
            format!("master_race_{}", name.to_lowercase()),
            mails(&l, name)
        );
    }
}

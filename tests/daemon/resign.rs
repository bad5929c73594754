//! Issue 38, item 3: resign and silence as a moderator handles them, whole mails through the
//! daemon on the Maildir, every new mail snapshotted as sent. A player who resigns leaves a
//! robot powered down for the rest of the race (no random program, no award, no pick), every
//! player reads it in the next report, the operator is alerted, and the resigned player gets
//! the final result; a player silent for `[games] miss_alert` rounds is named in everyone's
//! report, the operator is alerted, and their own mails say "you" and how to come back; with
//! no operator address `robomod status` and `robomod doctor` say that nobody is alerted.

use super::mails::{eml, snap};
use crate::support::assert_contains;
use crate::support::one;
use crate::support::site::*;
use chrono::Duration;
use robomod::clock::Clock;
use robomod::daemon::open_moderator;
use robomod::moderator::NewGame;
use std::sync::Arc;

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.org";
const CID: &str = "cid@example.org";
const OPS: &str = "ops@example.org";

/// Three start squares, each an island among pits: any move falls in, turns do not. The
/// racing robots are soon out of lives and the race ends with nobody at the flag.
const ISLANDS: &str = "name: islands

     a    b    c    d    e    f    g
3    ##   ##   ##   ##   ##   ##   ##
2    ##   S1   ##   S2   ##   S3   ##
1    ##   ##   ##   ##   ##   ##   F1
";

/// A race on [`ISLANDS`] for Ann, Bob and Cid, with an operator, reports as text alone.
fn race(site: &Site, clock: Arc<dyn Clock>) -> i64 {
    let mut settings = serde_json::Map::new();
    settings.insert("board".into(), "islands".into());
    settings.insert("board_text".into(), ISLANDS.into());
    let new = NewGame {
        kind: "race".into(),
        players: people(&["Ann", "Bob", "Cid"]),
        settings,
        seed: Some(38),
        ..NewGame::default()
    };
    site.create_game(clock, 38, &new)
}

#[test]
fn a_resigned_robot_stays_powered_down_wins_nothing_and_everyone_is_told() {
    let site = Site::with(
        "[identity]\naddress = \"robomod@example.test\"\noperator = \"ops@example.org\"\n\
         [reports]\npictures = false\n",
    );
    let (site, clock, id, keys, mut d) = site.running(race);

    // RESIGN asks first and says what would happen; RESIGN CONFIRM resigns.
    site.deliver("Cid", id, &keys[2], "c1", "RESIGN");
    d.pass().unwrap();
    snap(&site, "resign_asked_race", "help", CID);
    site.deliver("Cid", id, &keys[2], "c2", "RESIGN CONFIRM");
    d.pass().unwrap();
    snap(&site, "resign_confirmed_race", "confirmation", CID);
    snap(&site, "resign_operator_alert", "alert", OPS);

    // Ann and Bob are in: the round runs at once. Cid's robot runs no program.
    site.deliver("Ann", id, &keys[0], "a1", "PASS");
    site.deliver("Bob", id, &keys[1], "b1", "PASS");
    d.pass().unwrap();
    snap(&site, "resign_next_report_ann", "round_report", ANN);
    let bob = eml(&site, "round_report", BOB);
    assert_contains(
        &bob,
        "Cid has resigned: the robot stays on the board, powered down",
    );
    assert_eq!(site.count_sent("round_report", CID), 0, "Cid hears no more");
    let c = site.db();
    let orders: String = one(
        &c,
        "SELECT orders FROM rounds WHERE game_id = ?1 AND number = 1",
        [id],
    );
    assert_contains(&orders, "\"resigned\":true");
    // A what-if keeps Cid's robot down too.
    site.deliver("Ann", id, &keys[0], "t1", "TRY PASS");
    d.pass().unwrap();
    let kind: String = one(
        &c,
        "SELECT kind FROM outbox WHERE recipient = ?1 ORDER BY id DESC LIMIT 1",
        [ANN],
    );
    let tried = eml(&site, &kind, ANN);
    assert_contains(&tried, "Cid   (resigned: powered down)");
    assert!(!tried.contains("Cid powers up"), "{tried}");

    // The race goes on until Ann and Bob are out of lives; Cid's robot never moves.
    for round in 2..=12 {
        if site.count_sent("game_over", ANN) > 0 {
            break;
        }
        site.deliver("Ann", id, &keys[0], &format!("a{round}"), "PASS");
        site.deliver("Bob", id, &keys[1], &format!("b{round}"), "PASS");
        d.pass().unwrap();
        let later = eml(&site, "round_report", ANN);
        if site.count_sent("game_over", ANN) == 0 {
            assert!(!later.contains("has resigned"), "told once: {later}");
            assert_contains(&later, "Cid   (resigned: powered down)");
        }
    }
    assert_eq!(site.count_sent("game_over", ANN), 1, "the race ended");
    snap(&site, "resign_game_over_ann", "game_over", ANN);
    snap(&site, "resign_game_over_cid", "game_over", CID);
    let over = eml(&site, "game_over", CID);
    let awards = over.split("Awards").nth(1).unwrap();
    let awards = awards.split("No award").next().unwrap();
    assert!(!awards.contains("Cid"), "no award to Cid: {awards}");
    let picks = over.split("Pick order for the next race").nth(1).unwrap();
    assert!(picks.contains("3. Cid"), "Cid picks last: {picks}");
    assert_contains(&over, "You no longer play in it: here is its final result");
    assert_eq!(site.count_sent("round_report", CID), 0);

    // Replay rebuilds every round and mail from the stored rounds.
    let m = open_moderator(
        &site.config,
        &site.config.database_path(),
        Arc::new(clock.clone()),
    )
    .unwrap();
    let r = m.rounds().replay(id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
}

#[test]
fn a_player_silent_for_three_rounds_is_named_to_all_and_told_how_to_come_back() {
    // `extra` follows the `[games]` table of the tests' config.
    let site = Site::with(
        "miss_alert = 3\n[identity]\naddress = \"robomod@example.test\"\n\
         operator = \"ops@example.org\"\n[reports]\npictures = false\n",
    );
    let (site, clock, id, keys, mut d) =
        site.running(|site, clock| site.new_game(clock, &["Ann", "Bob", "Cid"]));

    // Setup: Ann and Cid hand on goal stacks; Bob sends nothing, round after round.
    site.deliver("Ann", id, &keys[0], "a0", "GOALS 1y 3r 2g 1b");
    site.deliver("Cid", id, &keys[2], "c0", "GOALS 3y 2r 1g 2b");
    for round in 1..=3 {
        clock.advance(Duration::hours(49));
        d.pass().unwrap();
        let late = eml(&site, "late", BOB);
        let report = eml(&site, "round_report", BOB);
        assert_contains(&report, "No orders came from you");
        assert!(!report.contains("came from Red"), "{report}");
        if round < 3 {
            assert!(!report.contains("in a row"), "round {round}: {report}");
            assert!(!late.contains("MODERATOR:"), "round {round}: {late}");
            assert_eq!(site.count_sent("alert", OPS), 0, "round {round}");
        }
        site.deliver("Ann", id, &keys[0], &format!("a{round}"), "PASS");
        site.deliver("Cid", id, &keys[2], &format!("c{round}"), "PASS");
        // Read now: the order of one pass's mails is the Maildir's.
        d.pass().unwrap();
    }
    // The third miss: Bob's late mail and report say "you" and how to come back; the others'
    // reports name him; the operator is alerted once.
    snap(&site, "silent_late_bob", "late", BOB);
    snap(&site, "silent_report_bob", "round_report", BOB);
    snap(&site, "silent_report_ann", "round_report", ANN);
    snap(&site, "silent_operator_alert", "alert", OPS);
    assert_eq!(site.count_sent("alert", OPS), 1);
    let cid = eml(&site, "round_report", CID);
    assert_contains(&cid, "has sent no orders for 3 rounds in a row");

    // Bob comes back: his orders are taken, everyone is in and the round runs at once; its
    // report names nobody as silent.
    let rounds_before = site.count_sent("round_report", BOB);
    site.deliver("Bob", id, &keys[1], "b4", "PASS");
    d.pass().unwrap();
    snap(&site, "silent_back_bob", "confirmation", BOB);
    assert_eq!(site.count_sent("round_report", BOB), rounds_before + 1);
    let report = eml(&site, "round_report", BOB);
    assert!(!report.contains("No orders came from you"), "{report}");
    assert!(!report.contains("in a row"), "{report}");
    snap(&site, "silent_back_report_bob", "round_report", BOB);
    snap(&site, "silent_back_report_ann", "round_report", ANN);
    assert_eq!(site.count_sent("alert", OPS), 1, "no second alert");
}

/// Without `identity.operator`, no alert is mailed: `robomod status` and `robomod doctor` say
/// that nobody is alerted of players who resign or go silent; with one, status names it.
#[test]
fn without_an_operator_address_status_and_doctor_say_nobody_is_alerted() {
    let site = Site::new();
    let clock_file = site.dir.path().join("now");
    robomod::clock::FileClock::write(
        &clock_file,
        chrono::DateTime::parse_from_rfc3339("2026-03-02T12:00:00Z")
            .unwrap()
            .into(),
    )
    .unwrap();
    let clock: Arc<dyn Clock> = Arc::new(robomod::clock::FileClock::new(&clock_file));
    let id = site.new_game(clock, &["Ann", "Bob"]);
    let run = |args: &[&str]| {
        let out = crate::support::site::robomod(&site, &clock_file)
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    run(&["serve", "--once"]);
    // Bob resigns: nothing is mailed to anyone but Bob.
    let keys = site.keys(id);
    site.deliver("Bob", id, &keys[1], "b1", "RESIGN CONFIRM");
    run(&["serve", "--once"]);
    let alerts: i64 = site.one("SELECT count(*) FROM outbox WHERE kind = 'alert'", []);
    assert_eq!(alerts, 0);

    let status = run(&["status"]);
    assert_contains(
        &status,
        "alerts: none are mailed: identity.operator is not set",
    );
    assert!(!status.contains("all is well"), "{status}");
    let json: serde_json::Value = serde_json::from_str(&run(&["status", "--json"])).unwrap();
    assert!(json["operator"].is_null(), "{json}");

    let config = site.config_path();
    let doctor = run(&[
        "doctor",
        "--no-connect",
        "--config",
        config.to_str().unwrap(),
    ]);
    let line = doctor
        .lines()
        .find(|l| l.contains("identity.operator"))
        .unwrap_or_else(|| panic!("{doctor}"));
    assert!(
        line.starts_with("WARN identity.operator is not set: robomod alerts nobody")
            && line.contains("players who resign or go silent"),
        "{line}"
    );

    // With an operator address, status names where alerts go.
    let mut toml = std::fs::read_to_string(&config).unwrap();
    toml.push_str("\n[identity]\noperator = \"ops@example.org\"\n");
    std::fs::write(&config, toml).unwrap();
    let status = run(&["status"]);
    assert_contains(&status, "alerts: mailed to ops@example.org");
}

/// The operator gives a resigned seat to someone else (as the alert says): the robot is the
/// newcomer's, down the round they take it in and up for the next.
#[test]
fn a_resigned_seat_given_to_someone_else_powers_up_again() {
    let site = Site::with("[reports]\npictures = false\n");
    let (site, clock, id, keys, mut d) = site.running(race);
    site.deliver("Cid", id, &keys[2], "c1", "RESIGN CONFIRM");
    site.deliver("Ann", id, &keys[0], "a1", "PASS");
    site.deliver("Bob", id, &keys[1], "b1", "PASS");
    d.pass().unwrap();
    assert!(eml(&site, "round_report", ANN).contains("Cid has resigned"));
    d.moderator()
        .admin()
        .replace_player(id, "Cid", "dee@example.org", Some("Dee"))
        .unwrap();
    clock.advance(Duration::hours(49));
    d.pass().unwrap();
    let report = eml(&site, "round_report", "dee@example.org");
    assert_contains(&report, "Round 2 results");
    assert_contains(&report, "Cid powers up.");
    assert!(!report.contains("resigned"), "{report}");
}

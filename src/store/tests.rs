//! The unit tests of [`store`](super), apart from the code they check.

/// Every commit is synced before robomod acts on it (marks mail handled, sends a reply):
/// WAL with synchronous=FULL (2), on a file database as the daemon opens it.
#[test]
fn commits_are_synced_to_disk() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let c = super::open(&dir.path().join("robomod.db")).expect("a database");
    let sync: i64 = c
        .pragma_query_value(None, "synchronous", |r| r.get(0))
        .expect("the pragma");
    let journal: String = c
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .expect("the pragma");
    assert_eq!((sync, journal.as_str()), (2, "wal"));
}

/// A part that fails is rolled back alone; the parts around it stand.
#[test]
fn a_savepoint_keeps_what_succeeds_and_rolls_back_what_fails() {
    let mut c = super::open_in_memory().expect("a database");
    let tx = c.transaction().expect("a transaction");
    tx.execute_batch("CREATE TABLE t (x INTEGER)")
        .expect("a table");
    let put = |x: i64| tx.execute("INSERT INTO t VALUES (?1)", [x]).map(|_| ());
    let kept = super::in_savepoint(&tx, || put(1)).expect("the savepoint");
    assert!(kept.is_ok());
    let failed = super::in_savepoint(&tx, || {
        put(2).expect("written, then undone");
        Err::<(), _>("refused")
    });
    assert_eq!(failed.expect("the savepoint"), Err("refused"));
    super::in_savepoint(&tx, || put(3)).unwrap().unwrap();
    let xs: Vec<i64> = tx
        .prepare("SELECT x FROM t ORDER BY x")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(xs, [1, 3]);
}

/// The daemon's intake commits without waiting for the disk and syncs the log itself.
#[test]
fn the_log_is_found_synced_and_commits_switch_between_waiting_and_not() {
    let dir = tempfile::tempdir().expect("a dir");
    let path = dir.path().join("robomod.sqlite");
    let c = super::open(&path).expect("a database");
    let log = super::log_path(&c).expect("a file database has a log");
    assert_eq!(log, dir.path().join("robomod.sqlite-wal"));
    c.execute_batch("CREATE TABLE t (x INTEGER)")
        .expect("a write");
    assert!(log.exists(), "WAL mode writes the log");
    super::sync_log(&log).expect("synced");
    super::sync_log(&dir.path().join("none-wal")).expect("no log: nothing to sync");
    let sync = |c: &rusqlite::Connection| -> i64 {
        c.pragma_query_value(None, "synchronous", |r| r.get(0))
            .expect("the pragma")
    };
    super::set_commit_sync(&c, false).expect("NORMAL");
    assert_eq!(sync(&c), 1);
    super::set_commit_sync(&c, true).expect("FULL");
    assert_eq!(sync(&c), 2);
    let memory = super::open_in_memory().expect("a database");
    assert_eq!(super::log_path(&memory), None);
}

/// Game 1 as the schemas of the migration tests store it, its JSON empty.
const GAME_1: &str = "INSERT INTO games (id, kind, settings, seed, state, phase, status, round,
         schedule, tz, min_notice, early_delay, created_at, opened_at)
     VALUES (1, 'rambots', '{}', 0, '{}', 'p', 'active', 4, '48h', 'UTC', 0, 0, 0, 0)";

/// A database in memory at schema `version`, foreign keys off (a test's rows stand alone).
fn at_schema(version: usize) -> rusqlite::Connection {
    let mut c = rusqlite::Connection::open_in_memory().expect("a database");
    super::migrations()
        .to_version(&mut c, version)
        .expect("the schema");
    c.pragma_update(None, "foreign_keys", false)
        .expect("the pragma");
    c
}

/// Migration 9 keeps the pictures drawn under 8 and lets a new one wait for its PNG.
#[test]
fn pictures_drawn_before_migration_9_keep_their_png() {
    // A picture alone, its game left out.
    let mut c = at_schema(8);
    c.execute(
        "INSERT INTO pictures (game_id, round, svg, png, created_at)
             VALUES (1, 1, '<svg/>', x'89504e47', 0)",
        [],
    )
    .expect("a picture");
    super::migrations()
        .to_latest(&mut c)
        .expect("the latest schema");
    let old = super::pictures::get(&c, 1).unwrap().expect("kept");
    assert_eq!(
        (old.drawing, old.png),
        (
            super::pictures::Drawing::Svg("<svg/>".into()),
            Some(vec![0x89, 0x50, 0x4e, 0x47])
        )
    );
    let now = chrono::Utc::now();
    let new = super::pictures::insert(&c, 1, None, Some("<svg/>"), None, now).unwrap();
    assert_eq!(super::pictures::get(&c, new).unwrap().unwrap().png, None);
    super::pictures::drawn(&c, new, b"png").unwrap();
    super::pictures::drawn(&c, new, b"other").unwrap();
    assert_eq!(
        super::pictures::get(&c, new).unwrap().unwrap().png,
        Some(b"png".to_vec())
    );
}

/// Migration 19: the step pictures an HTML report attached, stored as SVG before, become
/// references to their round and step; those of a round undone since, a STATUS picture and
/// the round's own keep what they had.
#[test]
fn step_pictures_stored_as_svg_become_references_to_their_round() {
    let mut c = at_schema(18);
    let svg = "<svg>a step, some kilobytes</svg>";
    c.execute_batch(GAME_1).expect("a game");
    c.execute_batch(&format!(
        "INSERT INTO rounds (game_id, number, phase, opened_at, deadline, closed_at,
             executed_at, closed_by, state_before, orders, defaulted, events, state_after,
             report)
         VALUES (1, 3, 'p', 0, 0, 0, 0, 'deadline', '{{}}', '[]', '[]', '[]', '{{}}', '');
         INSERT INTO pictures (id, game_id, round, svg, created_at) VALUES
             (1, 1, NULL, '{svg}', 0), (2, 1, NULL, '{svg}', 0), (3, 1, 3, NULL, 0),
             (4, 1, NULL, '<svg>status</svg>', 0), (5, 1, NULL, '{svg}', 0),
             (6, 1, NULL, '{svg}', 0);"
    ))
    .expect("a round and its pictures");
    let mail = |id: i64, round: u32, pictures: &[(i64, &str)]| {
        let attachments: Vec<serde_json::Value> = pictures
            .iter()
            .map(|(p, cid)| {
                serde_json::json!({"filename": "f.png", "content_type": "image/png",
                    "picture": p, "content_id": cid})
            })
            .collect();
        let json = serde_json::json!({"attachments": attachments}).to_string();
        c.execute(
            "INSERT INTO outbox (id, kind, game_id, round, recipient, message_id, mail,
                 state, queued_at, next_attempt_at)
             VALUES (?1, 'report', 1, ?2, 'a@b', ?1, ?3, 'sent', 0, 0)",
            rusqlite::params![id, round, json],
        )
        .expect("a mail");
    };
    // Two players' reports of round 3 (steps 1 and 2, the board), and a report of round 4,
    // since undone (its row is gone), and one of round 3 undone since (another run).
    let steps = [
        (1, "step1.r3.g1@x"),
        (2, "step2.r3.g1@x"),
        (3, "board.r3.g1@x"),
    ];
    mail(10, 3, &steps);
    mail(11, 3, &steps);
    mail(12, 4, &[(5, "step1.r4.g1@x")]);
    mail(13, 3, &[(6, "step1.r3.g1@x")]);
    c.execute(
        "INSERT INTO outbox_undone (outbox_id, rollback_id) VALUES (13, 1)",
        [],
    )
    .expect("undone");
    super::migrations()
        .to_latest(&mut c)
        .expect("the latest schema");
    let row = |id: i64| -> (Option<u32>, Option<u32>, Option<String>) {
        c.query_row(
            "SELECT round, step, svg FROM pictures WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .expect("kept")
    };
    assert_eq!(row(1), (Some(3), Some(1), None));
    assert_eq!(row(2), (Some(3), Some(2), None));
    assert_eq!(row(3), (Some(3), None, None), "the round's own");
    assert_eq!(row(4).2.as_deref(), Some("<svg>status</svg>"));
    assert_eq!(row(5), (None, None, Some(svg.into())), "its round is gone");
    assert_eq!(
        row(6),
        (None, None, Some(svg.into())),
        "its round was undone"
    );
    match super::pictures::get(&c, 2).unwrap().unwrap().drawing {
        super::pictures::Drawing::Step {
            game,
            round,
            step,
            language,
            ..
        } => assert_eq!((game, round, step, language.as_str()), (1, 3, 2, "en")),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        super::pictures::svgs_of_rounds(&c, 1).unwrap().len(),
        0,
        "replay checks no step against a round"
    );
}

/// Migration 10: a round's picture may be stored without an SVG (it is drawn from its
/// round's row), a STATUS picture may not; one whose round is gone reads as corrupt.
#[test]
fn a_picture_without_svg_needs_its_round() {
    let c = super::open_in_memory().expect("a database");
    c.pragma_update(None, "foreign_keys", false)
        .expect("the pragma");
    let now = chrono::Utc::now();
    let status = super::pictures::insert(&c, 1, None, None, None, now);
    assert!(
        status.is_err(),
        "a STATUS picture without SVG is refused: {status:?}"
    );
    let id =
        super::pictures::insert(&c, 1, Some(3), None, Some("pl"), now).expect("a round's picture");
    let err = super::pictures::get(&c, id).map(|_| ()).unwrap_err();
    assert!(
        err.to_string()
            .contains("shows round 3 of its game, which is not stored"),
        "{err}"
    );
    let from = super::pictures::drawn_from_rounds(&c, 1, 3).unwrap();
    let from: Vec<_> = from
        .iter()
        .map(|p| (p.id, p.round, p.step, p.language.as_str()))
        .collect();
    assert_eq!(from, vec![(id, 3, None, "pl")], "in its language");
    assert!(
        super::pictures::drawn_from_rounds(&c, 1, 4)
            .unwrap()
            .is_empty()
    );
    super::pictures::write_svg(&c, id, "<svg/>").unwrap();
    assert_eq!(
        super::pictures::get(&c, id).unwrap().unwrap().drawing,
        super::pictures::Drawing::Svg("<svg/>".into())
    );
    assert!(
        super::pictures::drawn_from_rounds(&c, 1, 3)
            .unwrap()
            .is_empty()
    );
}

fn read_only_error(path: &std::path::Path) -> String {
    match super::open_read_only(path) {
        Ok(_) => panic!("{} opened", path.display()),
        Err(e) => e.to_string(),
    }
}

/// A reader takes only robomod's database at this robomod's schema, and never writes.
#[test]
fn a_reader_opens_only_a_robomod_database_and_cannot_write() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("robomod.db");
    let missing = super::open_read_only(&path).expect("no database reads as empty");
    let games: i64 = missing
        .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
        .expect("the games table");
    assert_eq!(games, 0);
    assert!(!path.exists(), "looking created the file");

    std::fs::write(&path, b"").expect("write");
    assert!(read_only_error(&path).contains("is an empty file"));
    std::fs::write(&path, vec![b'x'; 4096]).expect("write");
    assert!(read_only_error(&path).contains("is not a robomod database"));
    std::fs::remove_file(&path).expect("remove");

    let writer = super::open(&path).expect("a database");
    let reader = super::open_read_only(&path).expect("a reader");
    let e = reader
        .execute("DELETE FROM games", [])
        .expect_err("a reader wrote");
    assert!(super::explain(&e).contains("readonly"), "{e}");
    writer
        .pragma_update(None, "user_version", 99)
        .expect("a newer schema");
    assert!(read_only_error(&path).contains("use a newer robomod"));
    writer
        .pragma_update(None, "user_version", 3)
        .expect("an older schema");
    assert!(read_only_error(&path).contains("robomod db migrate"));
}

/// Migration 23: a notice or welcome stored without a round gets the round open when it was
/// queued, read from the reports the game mailed before it; other mails keep theirs.
#[test]
fn notices_stored_without_a_round_get_the_round_open_then() {
    let mut c = rusqlite::Connection::open_in_memory().expect("a database");
    super::migrations()
        .to_version(&mut c, 22)
        .expect("schema 22");
    let mail = |id: i64, kind: &str, round: Option<u32>, seat: Option<u8>| {
        c.execute(
            "INSERT INTO outbox (id, kind, game_id, seat, round, recipient, message_id, mail,
                 state, queued_at, next_attempt_at)
             VALUES (?1, ?2, ?5, ?3, ?4, 'a@b', ?1, '{}', 'sent', 0, 0)",
            rusqlite::params![id, kind, seat, round, seat.map(|_| 1)],
        )
        .expect("a mail");
    };
    mail(1, "welcome", None, Some(0));
    mail(2, "round_report", Some(1), Some(0));
    mail(3, "notice", None, Some(0));
    mail(4, "round_report", Some(2), Some(0));
    mail(5, "late", Some(2), Some(0));
    mail(6, "notice", None, Some(0));
    mail(7, "confirmation", Some(3), Some(0));
    mail(8, "refusal", None, None);
    super::migrations()
        .to_latest(&mut c)
        .expect("the latest schema");
    let round = |id: i64| -> Option<u32> {
        c.query_row("SELECT round FROM outbox WHERE id = ?1", [id], |r| r.get(0))
            .expect("kept")
    };
    assert_eq!(round(1), Some(1), "the welcome: the first round");
    assert_eq!(round(3), Some(2), "after round 1's report");
    assert_eq!(round(6), Some(3), "after round 2's");
    assert_eq!((round(2), round(4), round(7)), (Some(1), Some(2), Some(3)));
    assert_eq!(round(8), None, "no game's");
}

/// Migrations 28 and 29: a round stored before (its texts in their columns) and a mail stored
/// with its HTML inline read back as they were; the mail, sent, keeps its text and the HTML's
/// hash; dropped, its headers and the text's hash.
#[test]
fn rounds_and_mails_stored_before_packing_read_back_and_slim_down() {
    let mut c = at_schema(27);
    c.execute_batch(GAME_1).expect("a game");
    c.execute_batch(
        r#"INSERT INTO rounds (game_id, number, phase, opened_at, deadline, closed_at,
             executed_at, closed_by, state_before, orders, defaulted, events, state_after,
             report)
         VALUES (1, 3, 'p', 0, 0, 0, 0, 'deadline', '{"n":1}', '[]', '[]', '["e"]',
             '{"n":2}', 'the public report');"#,
    )
    .expect("a round");
    let mail = serde_json::json!({
        "kind": "round_report", "message_id": "<m@x>", "from": "r@x", "to": "a@b",
        "reply_to": null, "subject": "Round 3", "in_reply_to": null, "references": [],
        "body": "the text", "html": "<p>the page</p>",
    });
    c.execute(
        "INSERT INTO outbox (id, kind, game_id, round, recipient, message_id, mail,
             state, queued_at, next_attempt_at)
         VALUES (1, 'round_report', 1, 3, 'a@b', '<m@x>', ?1, 'queued', 0, 0)",
        [mail.to_string()],
    )
    .expect("a mail");
    super::migrations()
        .to_latest(&mut c)
        .expect("the latest schema");
    let r = &super::rounds::rounds(&c, 1).expect("rounds")[0];
    assert_eq!(r.state_before.text(), "{\"n\":1}");
    assert_eq!(
        (r.events.text(), r.state_after.text()),
        ("[\"e\"]", "{\"n\":2}")
    );
    assert_eq!(r.report, "the public report");
    let before = super::rounds::state_before(&c, 1, 3).expect("read");
    assert_eq!(before.as_deref(), Some("{\"n\":1}"));
    let row = |c: &rusqlite::Connection| {
        super::mail::outbox_row(c, super::mail::OutboxId(1))
            .expect("read")
            .expect("kept")
    };
    assert_eq!(row(&c).mail.html.as_deref(), Some("<p>the page</p>"));
    let now = chrono::Utc::now();
    super::mail::mark_sent(&c, super::mail::OutboxId(1), now).expect("sent");
    let sent = row(&c);
    assert_eq!(sent.mail.body, "the text");
    // An HTML stored inline before migration 28 stays with its row until the body goes.
    assert_eq!(sent.mail.html.as_deref(), Some("<p>the page</p>"));
    let d =
        super::retention::drop_bodies(&c, now + chrono::Duration::days(1), 10).expect("dropped");
    assert_eq!(d.sent, 1);
    let dropped = row(&c);
    assert_eq!((dropped.mail.body.as_str(), dropped.mail.html), ("", None));
    assert_eq!(dropped.mail.subject, "Round 3");
    assert_eq!(
        dropped.body_sha256,
        Some(super::retention::body_sha256("the text"))
    );
}

/// Migration 38: a pictures choice stored as REGISTERS (the race's word, before every game
/// had steps) reads as STEPS; other choices and other keys keep their words.
#[test]
fn pictures_stored_as_registers_become_steps() {
    let mut c = at_schema(37);
    c.execute_batch(
        "INSERT INTO preferences (address, key, value, set_at) VALUES
             ('ann@example.org', 'pictures', 'REGISTERS', 0),
             ('bob@example.org', 'pictures', 'ROUND', 0),
             ('cid@example.org', 'name', 'REGISTERS', 0);
         INSERT INTO game_options (game_id, key, value) VALUES
             (1, 'pictures', 'REGISTERS'), (2, 'pictures', 'NONE');",
    )
    .expect("the choices");
    super::migrations()
        .to_latest(&mut c)
        .expect("the latest schema");
    let pref = |a: &str, k: &str| super::preferences::get(&c, a, k).unwrap();
    assert_eq!(
        pref("ann@example.org", "pictures").as_deref(),
        Some("STEPS")
    );
    assert_eq!(
        pref("bob@example.org", "pictures").as_deref(),
        Some("ROUND")
    );
    assert_eq!(
        pref("cid@example.org", "name").as_deref(),
        Some("REGISTERS")
    );
    let option = |g: i64| super::game_options::get(&c, g, "pictures").unwrap();
    assert_eq!(option(1).as_deref(), Some("STEPS"));
    assert_eq!(option(2).as_deref(), Some("NONE"));
}

/// Migration 39: a game rated before it keeps its players' ratings before it as its changes
/// say (what its game-over mail showed), and a place above the number rated becomes the
/// place among them ("place 3 of 2"), the order kept.
#[test]
fn ratings_rated_before_migration_39_keep_what_their_mails_showed() {
    let mut c = at_schema(38);
    c.execute_batch(
        "INSERT INTO rating_changes (game_id, kind, player, seat, name, place, mu_before,
             sigma_before, mu_after, sigma_after, ended_at) VALUES
             (9, 'race', 'fay@x', 0, 'Fay', 3, 20.0, 6.0, 18.0, 5.5, 100),
             (9, 'race', 'computer@bots.robomod.invalid', 1, 'Bot', 1, 30.0, 4.0, 31.0, 3.9, 100),
             (10, 'race', 'fay@x', 0, 'Fay', 1, 18.0, 5.5, 19.0, 5.0, 200),
             (10, 'race', 'gil@x', 1, 'Gil', 1, 25.0, 8.0, 25.0, 7.0, 200),
             (10, 'race', 'hal@x', 2, 'Hal', 3, 25.0, 8.0, 22.0, 7.0, 200);",
    )
    .expect("the changes");
    super::migrations()
        .to_latest(&mut c)
        .expect("the latest schema");
    let kept = super::ratings::kept_before(&c, 9).unwrap();
    assert_eq!(kept.get("fay@x"), Some(&(20.0, 6.0)));
    assert_eq!(kept.len(), 2);
    assert_eq!(super::ratings::kept_before(&c, 10).unwrap().len(), 3);
    let places = |g: i64| -> Vec<u32> {
        super::ratings::changes_of_game(&c, g)
            .unwrap()
            .iter()
            .map(|ch| ch.place)
            .collect()
    };
    assert_eq!(places(9), [2, 1]);
    assert_eq!(places(10), [1, 1, 3]);
    // Kept whatever a rebuild writes after.
    super::ratings::clear(&c, None).unwrap();
    assert_eq!(super::ratings::kept_before(&c, 9).unwrap().len(), 2);
    super::ratings::forget_before(&c, 9).unwrap();
    assert!(super::ratings::kept_before(&c, 9).unwrap().is_empty());
}

//! Issue 51, game masters by mail, through the daemon on the Maildir: Gm OPENs a game and runs
//! it by mail with their master's key: STATUS, PAUSE within and past the operator's cap,
//! EXTEND, PREVIEW, EJECT of a silent player (the standby takes the seat), PROCESS, ROLLBACK
//! within and past its cap, TERMINATE (the results as they stand, rated); letters for the moderator go to the master. A player
//! and a stranger sending every master command are refused and nothing changes. Every mail
//! is snapshotted as sent.

use super::common::Lobby;
use super::mails::snap;
use crate::support::assert_contains;
use chrono::Duration;

const CAPS: &str =
    "[lobby]\nplayers_may_open = true\nmaster_delay_days = 3\nmaster_rollbacks = 1\n";

fn to(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// Gm opens a two-seat RAMbots game; Ann and Bob join it, Eve on standby: started.
fn opened_by_gm(l: &mut Lobby) -> i64 {
    l.send("Gm", "g0", "OPEN rambots SEATS 2");
    // A fixed seed, as the operator's `open` in these tests has: the same mails every run.
    l.seeded();
    for (n, body) in [
        ("Ann", "JOIN 1"),
        ("Eve", "JOIN 1 STANDBY"),
        ("Bob", "JOIN 1"),
    ] {
        l.send(n, &format!("{n}-1"), body);
    }
    assert_eq!(l.count("SELECT count(*) FROM games"), 1);
    1
}

pub(super) fn master_key(l: &Lobby, id: i64) -> String {
    let c = l.site.db();
    robomod::store::masters::of_game(&c, id).unwrap()[0]
        .key
        .clone()
}

/// Gm mails `body` to game `id` with their master's key; one pass.
fn as_master(l: &mut Lobby, id: i64, mid: &str, body: &str) {
    let key = master_key(l, id);
    l.site.deliver("Gm", id, &key, mid, body);
    l.d.pass().unwrap();
}

fn audit_rows(l: &Lobby) -> i64 {
    l.count("SELECT count(*) FROM audit")
}

#[test]
fn a_master_runs_a_game_by_mail_within_the_caps() {
    let mut l = Lobby::new(CAPS);
    let id = opened_by_gm(&mut l);
    snap(&l.site, "master_welcome", "welcome", &to("Gm"));
    assert_contains(&l.last_to("Ann"), "The game's master is Gm");

    as_master(&mut l, id, "m1", "STATUS");
    snap(&l.site, "master_status", "status", &to("Gm"));

    as_master(&mut l, id, "m2", "PAUSE Ann's house is flooded");
    snap(&l.site, "master_paused", "confirmation", &to("Gm"));
    snap(&l.site, "master_paused_notice", "notice", &to("Ann"));
    assert_eq!(
        l.count("SELECT count(*) FROM games WHERE status = 'paused'"),
        1
    );

    l.clock.advance(Duration::days(1));
    as_master(&mut l, id, "m3", "RESUME");
    assert_contains(&l.last_to("Gm"), "The game goes on");
    // One day used of three: three more days is past the cap, one is within it.
    as_master(&mut l, id, "m4", "EXTEND 3d storm damage");
    snap(&l.site, "master_extend_capped", "error", &to("Gm"));
    as_master(&mut l, id, "m5", "EXTEND 1d storm damage");
    assert_contains(&l.last_to("Gm"), "The deadline moved");
    assert_contains(&l.last_to("Bob"), "storm damage");
    // Paused again until the cap is spent: the next PAUSE is refused.
    as_master(&mut l, id, "m6", "PAUSE one more day");
    l.clock.advance(Duration::days(1));
    as_master(&mut l, id, "m7", "RESUME");
    as_master(&mut l, id, "m8", "PAUSE again");
    snap(&l.site, "master_pause_capped", "error", &to("Gm"));

    as_master(&mut l, id, "m9", "PREVIEW");
    snap(&l.site, "master_preview", "status", &to("Gm"));

    // Ann is silent: ejected, her seat offered to Eve on standby, who takes it.
    as_master(&mut l, id, "m10", "EJECT Red silent for a week");
    snap(&l.site, "master_ejected", "confirmation", &to("Gm"));
    snap(&l.site, "master_ejected_notice", "notice", &to("Ann"));
    assert_contains(&l.last_to("Eve"), "TAKE 1");
    l.send("Eve", "e2", "TAKE 1");
    let v = l.d.moderator().admin().game_view(id).unwrap();
    assert_eq!(v.seats[0].name, "Eve");

    // Letters for the moderator go to the master, who answers by replying.
    let eve = l.key(id, "Eve");
    l.site
        .deliver("Eve", id, &eve, "e3", "MODERATOR: may I see the rules?");
    l.d.pass().unwrap();
    snap(&l.site, "master_letter", "alert", &to("Gm"));
    // Seen in play: her answer named the moderator as "()" (no operator address configured):
    // it names the master her letter went to.
    let answer = l.last_to("Eve");
    assert_contains(&answer, "Forwarded to the moderator (Gm), a person");
    assert!(!answer.contains("()"), "{answer}");

    as_master(&mut l, id, "m11", "PROCESS");
    assert_contains(&l.last_to("Gm"), "has run now");
    as_master(&mut l, id, "m12", "ROLLBACK I ran it too soon");
    snap(&l.site, "master_rolled_back", "confirmation", &to("Gm"));
    snap(&l.site, "master_rolled_back_notice", "notice", &to("Bob"));
    as_master(&mut l, id, "m13", "PROCESS");
    as_master(&mut l, id, "m14", "ROLLBACK again");
    assert_contains(&l.last_to("Gm"), "Not rolled back");

    // Ended with the results as they stand: finished, rated, the game-over mail to each.
    as_master(&mut l, id, "m15", "TERMINATE the club closes");
    snap(&l.site, "master_terminated_notice", "game_over", &to("Bob"));
    // Issue 64: Ann, ejected (her seat Eve's since), is told the game ended.
    snap(&l.site, "master_terminated_ejected", "notice", &to("Ann"));
    assert_contains(&l.last_to("Ann"), "You played Red in it earlier");
    assert_eq!(
        l.count("SELECT count(*) FROM games WHERE status = 'finished' AND outcome IS NULL"),
        1
    );
    assert!(l.count("SELECT count(*) FROM rating_changes WHERE game_id = 1") >= 2);
    // Every action is in the audit, with the master as its actor.
    let by_master = l.count("SELECT count(*) FROM audit WHERE actor = 'master:gm@example.org'");
    assert!(by_master >= 10, "{by_master}");
}

#[test]
fn nobody_but_a_master_may_send_a_masters_command() {
    let mut l = Lobby::new(CAPS);
    let id = opened_by_gm(&mut l);
    let before = audit_rows(&l);
    let commands = [
        "PAUSE x",
        "RESUME",
        "EXTEND 1d x",
        "PROCESS",
        "PREVIEW",
        "EJECT Blue x",
        "REPLACE Blue eve@example.org Eve",
        "ANNOUNCE hello",
        "ROLLBACK x",
        "TERMINATE x",
        "PROMOTE ann@example.org",
    ];
    // A player, with their own key.
    l.send_tagged("Ann", id, "a-all", &commands.join("\n"));
    let reply = l.last_to("Ann");
    assert_eq!(
        reply.matches("Only a master of game 1 may send").count(),
        commands.len(),
        "{reply}"
    );
    snap(&l.site, "master_refused_to_player", "error", &to("Ann"));
    // A stranger, with and without the game's tag (a key that is none).
    l.site
        .deliver("Zed", id, "notakey", "z1", &commands.join("\n"));
    l.d.pass().unwrap();
    l.send("Zed", "z2", &commands.join("\n"));
    for body in l.bodies_to("Zed") {
        assert!(!body.contains("paused"), "{body}");
    }
    // Nothing changed: no action audited, the game running, no second master.
    assert_eq!(audit_rows(&l), before);
    assert_eq!(
        l.count("SELECT count(*) FROM games WHERE status = 'active'"),
        1
    );
    assert_eq!(l.count("SELECT count(*) FROM game_masters"), 1);
    // The master's key from the wrong address is no master's mail either.
    let key = master_key(&l, id);
    l.site.deliver("Ann", id, &key, "a2", "PAUSE x");
    l.d.pass().unwrap();
    assert_eq!(audit_rows(&l), before);
}

/// Issue 64: the daemon's archive follows every end, not only rounds: a master's TERMINATE
/// by mail (a pass that runs no round) and the operator's abandon between two passes leave
/// no game page saying "Status: active", and the pages of games over count both.
#[test]
fn the_daemons_archive_follows_a_terminate_by_mail_and_an_abandon_between_passes() {
    let mut l = Lobby::new(&format!("{CAPS}[archive]\ndir = \"site\"\n"));
    let id = opened_by_gm(&mut l);
    let other = l.open(2, None);
    for (n, body) in [("Cid", "JOIN 2"), ("Dee", "JOIN 2")] {
        l.send(n, &format!("{n}-2"), body);
    }
    let site = l.site.dir.path().join("site");
    let page = |id: i64| std::fs::read_to_string(site.join(format!("game-{id}/index.html")));
    assert_contains(&page(id).unwrap(), "Status: active");
    assert_contains(&page(other).unwrap(), "Status: active");
    as_master(&mut l, id, "t1", "TERMINATE the club closes");
    assert_contains(&page(id).unwrap(), "Status: finished");
    // The operator's abandon, from the command line between two passes.
    l.d.moderator().admin().abandon(other).unwrap();
    l.d.pass().unwrap();
    assert_contains(&page(other).unwrap(), "Status: abandoned");
    let index = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert_contains(&index, "Games over, 1 to 2");
    let over = std::fs::read_to_string(site.join("finished-1.html")).unwrap();
    for g in [id, other] {
        assert_contains(&over, &format!("game-{g}/index.html"));
    }
}

//! Issue 64's whole community by mail, on the embedded default through the daemon's Maildir,
//! as an organiser runs one: two masters (Gina plays in the game she opened, Hal runs his
//! without a seat), a tournament of a person and computer players opened by mail, and games
//! that end in each way (played out, terminated by its master after an ejection, stopped when
//! its only person resigned, abandoned by the operator). What holds: the daemon's own archive links no page
//! that does not exist (tournament and ratings pages included) and says of each game what its
//! export says; every master and every holder of a seat is told each end; `replay --all` by
//! the binary reproduces every mail of every game; the masters' and the organiser's mails are
//! snapshotted whole, every other mail by its recipient and subject.

use super::common::Lobby;
use crate::support::archive_walk;
use crate::support::assert_contains;
use crate::support::cli::{robomod, success};
use chrono::Duration;
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::store;

const CONFIG: &str = "[lobby]\nplayers_may_open = true\n[archive]\ndir = \"site\"\n";

fn to(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// The id of the game of `kind` `name` plays in (the last one).
fn game_of(l: &Lobby, kind: &str, name: &str) -> i64 {
    l.count(&format!(
        "SELECT max(g.id) FROM games g JOIN players p ON p.game_id = g.id \
         WHERE g.kind = '{kind}' AND p.address = '{}'",
        to(name)
    ))
}

/// The key of `address` as a master of game `id`.
fn master_key(l: &Lobby, id: i64, address: &str) -> String {
    let c = l.site.db();
    (store::masters::of_game(&c, id).unwrap().into_iter())
        .find(|m| m.address == address)
        .unwrap()
        .key
}

/// `name` mails `body` to game `id` as its master; one pass, an hour later.
fn as_master(l: &mut Lobby, name: &str, id: i64, mid: &str, body: &str) -> String {
    l.clock.advance(Duration::hours(1));
    let key = master_key(l, id, &to(name));
    l.site.deliver(name, id, &key, mid, body);
    l.d.pass().unwrap();
    l.last_to(name)
}

/// Game `id` played to its end by mail: each round every person seated sends the computer
/// player's orders for their seat; the deadline passes when a round does not run.
fn play_out<G: ComputerPlayer>(l: &mut Lobby, id: i64, cap: u32) {
    let people: Vec<(usize, String)> = (store::games::players(&l.site.db(), id).unwrap())
        .into_iter()
        .filter(|p| !robomod::moderator::seats::is_bot(&p.address))
        .map(|p| (p.seat.index(), p.name))
        .collect();
    for _ in 0..cap {
        let row = store::games::game(&l.site.db(), id).unwrap();
        if !row.status.is_live() {
            return;
        }
        let state: G::State = serde_json::from_value(row.state.into_value()).unwrap();
        for (seat, name) in &people {
            let mut rng = step_rng(7, row.round * 8 + *seat as u32);
            if let Some(orders) = G::bot_orders(&state, Seat(*seat as u8), &mut rng) {
                let mid = format!("{name}-{id}-{}", row.round);
                l.send_tagged(name, id, &mid, &G::mail_text(&state, &orders));
            }
        }
        let after = store::games::game(&l.site.db(), id).unwrap();
        if after.round == row.round && after.status.is_live() {
            l.clock.advance(Duration::days(2));
            l.d.pass().unwrap();
        }
    }
    panic!("game {id} ends within {cap} rounds");
}

/// How game `id` ended, as its export says.
fn how_it_ended(l: &Lobby, id: i64) -> String {
    let export = l.d.moderator().records().export(id).unwrap();
    export["game"]["end"]["how"]
        .as_str()
        .unwrap_or("running")
        .to_string()
}

/// The id of the last mail queued.
fn last_mail(l: &Lobby) -> i64 {
    l.count("SELECT coalesce(max(id), 0) FROM outbox")
}

/// Each of `names` has a mail queued after mail `since`.
fn told_since(l: &Lobby, since: i64, names: &[&str]) {
    for name in names {
        let n = l.count(&format!(
            "SELECT count(*) FROM outbox WHERE id > {since} AND recipient = '{}'",
            to(name)
        ));
        assert!(n > 0, "{name} is told");
    }
}

/// Every mail the daemon queued, one line each: to whom and its subject.
fn index_of_mails(l: &Lobby) -> String {
    let c = l.site.db();
    let all = store::mail::OutboxShow::All;
    (store::mail::outbox_list(&c, all, None).unwrap().into_iter())
        .map(|r| format!("{} | {}", r.mail.to, r.mail.subject))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_whole_community_by_mail_is_told_true_everywhere() {
    let mut l = Lobby::new(CONFIG);
    // Gina opens a Ricochet game and plays in it; Hal opens a race he only runs.
    l.send("Gina", "g1", "OPEN ricochet SEATS 2");
    l.send("Hal", "h1", "OPEN race SEATS 3");
    l.send("Eve", "e1", "OPEN rambots SEATS 2");
    l.seeded();
    for (name, join) in [
        ("Gina", "JOIN 1"),
        ("Ann", "JOIN 1"),
        ("Bob", "JOIN 2"),
        ("Cid", "JOIN 2"),
        ("Fay", "JOIN 2"),
        ("Eve", "JOIN 3"),
        ("Ann", "JOIN 3"),
    ] {
        l.send(name, &format!("{name}-{join}"), join);
    }
    let (ricochet, race, rambots) = (
        game_of(&l, "ricochet", "Gina"),
        game_of(&l, "race", "Bob"),
        game_of(&l, "rambots", "Eve"),
    );
    // Olga's tournament: one person and two computer players.
    l.send(
        "Olga",
        "o1",
        "TOURNAMENT OPEN race SERIES 1 ENTRANTS 3 COMPUTERS 2",
    );
    l.send("Dan", "d1", "JOIN TOURNAMENT 1");
    let series = game_of(&l, "race", "Dan");
    assert_eq!(
        l.count("SELECT count(*) FROM outbox WHERE recipient LIKE '%@bots.robomod.invalid'"),
        0
    );
    // A master who plays previews nothing of the others.
    let preview = as_master(&mut l, "Gina", ricochet, "g2", "PREVIEW");
    assert_contains(
        &preview,
        "You play in this game, so you see it as every player does",
    );
    // Played out: the Ricochet game. Everyone who held a seat, and every master, is told
    // each end (the master whose command ended it by its answer).
    let since = last_mail(&l);
    play_out::<robomod::games::ricochet::Ricochet>(&mut l, ricochet, 60);
    told_since(&l, since, &["Gina", "Ann"]);
    // Terminated by its master, after he ejected a silent seat.
    as_master(&mut l, "Hal", race, "h2", "EJECT Fay silent all week");
    let since = last_mail(&l);
    as_master(&mut l, "Hal", race, "h3", "TERMINATE the club closes");
    told_since(&l, since, &["Hal", "Bob", "Cid", "Fay"]);
    // The tournament's only person resigns: no person is left, the game stops as it stands.
    let since = last_mail(&l);
    l.send_tagged("Dan", series, "d2", "RESIGN CONFIRM");
    l.clock.advance(Duration::days(2));
    l.d.pass().unwrap();
    told_since(&l, since, &["Dan", "Olga"]);
    // Dan was promised its final result; the tournament is over, its computer players'
    // tie not played off (no person would read it), and its organiser and entrant told.
    assert_contains(
        &l.bodies_to("Dan").join("\n"),
        "is over: stopped as it stood",
    );
    let t = store::tournaments::get(&l.site.db(), 1).unwrap().unwrap();
    assert_eq!(t.status, "over");
    for name in ["Olga", "Dan"] {
        assert_contains(&l.bodies_to(name).join("\n"), "wins the tournament");
    }
    // Abandoned by the operator.
    let since = last_mail(&l);
    l.d.moderator().admin().abandon(rambots).unwrap();
    l.d.pass().unwrap();
    told_since(&l, since, &["Eve", "Ann"]);
    let ends: Vec<String> = [ricochet, race, series, rambots]
        .iter()
        .map(|&id| how_it_ended(&l, id))
        .collect();
    assert_eq!(ends, ["decided", "stopped", "stopped", "abandoned"]);
    // The daemon's own archive, link by link, says what each export says.
    let out = l.site.dir.path().join("site");
    let pages = archive_walk::links_hold(&out);
    let names: Vec<String> = (pages.iter())
        .map(|p| p.strip_prefix(&out).unwrap().display().to_string())
        .collect();
    assert!(
        names.iter().any(|p| p.starts_with("tournament")),
        "{names:?}"
    );
    assert!(names.iter().any(|p| p == "ratings.html"), "{names:?}");
    for id in [ricochet, race, series, rambots] {
        let export = l.d.moderator().records().export(id).unwrap();
        let page = std::fs::read_to_string(out.join(format!("game-{id}/index.html"))).unwrap();
        let status = export["game"]["status"].as_str().unwrap();
        assert_contains(&page, &format!("Status: {status}"));
        assert_contains(&page, export["game"]["end"]["result"].as_str().unwrap());
    }
    // `ROBOMOD_KEEP_ARCHIVE=DIR` keeps a copy of the archive, to look at in a browser.
    if let Some(keep) = std::env::var_os("ROBOMOD_KEEP_ARCHIVE") {
        let copied = std::process::Command::new("cp")
            .arg("-rT")
            .arg(&out)
            .arg(keep)
            .status();
        assert!(copied.is_ok_and(|s| s.success()));
    }
    // Replay by the binary reproduces every mail of every game.
    let db = l.site.config.database_path();
    let replayed = success(&robomod(&["replay", "--all", "--db", db.to_str().unwrap()]));
    assert!(!replayed.contains("MISMATCH"), "{replayed}");
    for id in [ricochet, race, series, rambots] {
        assert_contains(&replayed, &format!("game {id}: "));
    }
    for name in ["Gina", "Hal", "Olga"] {
        let mails = l.bodies_to(name).join("\n\n=====\n\n");
        insta::assert_snapshot!(format!("community_{}", name.to_lowercase()), mails);
    }
    insta::assert_snapshot!("community_every_mail", index_of_mails(&l));
}

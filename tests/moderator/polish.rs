//! Every notice a moderator's action sends is in its reader's language: a RAMbots game in
//! Polish (`language=pl`) taken through each action of the CLI (announce, schedule, extend,
//! pause, resume, absences, orders entered, replace, rollback, abandon). No English word
//! reaches its players, and what they read is snapshotted as they read it.

use crate::support::english::assert_no_english;
use crate::support::world::*;
use chrono::Duration;
use robomod::outgoing::MailKind;

fn polish_game(w: &World) -> i64 {
    let mut new = new_game("rambots", &[("Ania", "ania@example.org"), BOB, CID], 5);
    new.settings.insert("language".into(), "pl".into());
    w.m.admin().create_game(&new).unwrap()
}

#[test]
fn every_notice_of_the_moderator_is_polish() {
    let w = world();
    let id = polish_game(&w);
    let start = w.outbox().len();
    w.m.admin()
        .announce(id, "Serwer przenosi się w niedzielę.")
        .unwrap();
    w.m.admin()
        .set_schedule(id, "24h", None, Some(Duration::hours(2)))
        .unwrap();
    w.m.admin().extend(id, Duration::hours(30)).unwrap();
    w.m.admin().pause(id).unwrap();
    w.advance(Duration::hours(3));
    w.m.admin().resume(id).unwrap();
    w.m.rounds()
        .absent(id, "1", "2026-03-20", "2026-03-22")
        .unwrap();
    w.m.rounds().absent_cancel(id, "1").unwrap();
    w.m.admin().submit(id, "0", "GOALS 1Y 3R 2G 1B").unwrap();
    w.m.admin()
        .replace_player(id, "2", "dorota@example.org", Some("Dorota"))
        .unwrap();
    for seat in 1..3 {
        w.send(id, seat, vec![orders("GOALS", "3Y 1R 1G 2B")]);
    }
    w.send(id, 0, vec![orders("PROGRAM", "1gn")]);
    w.m.admin().run_now(id).unwrap();
    w.m.admin()
        .rollback(id, "1", Some("Plansza była źle ustawiona."))
        .unwrap();
    w.m.admin().abandon(id).unwrap();
    let notices = w.outbox_of(start, MailKind::Notice);
    let kinds: Vec<&str> = notices.iter().map(|m| m.subject.as_str()).collect();
    assert!(notices.len() >= 20, "{kinds:#?}");
    assert_no_english(notices.iter().flat_map(|m| {
        [
            (m.to.as_str(), m.subject.as_str()),
            (m.to.as_str(), m.body.as_str()),
        ]
    }));
    assert_short_lines(&notices);
    let to_ania: Vec<String> = notices
        .iter()
        .filter(|m| m.to == "ania@example.org")
        .map(|m| format!("Temat: {}\n\n{}", m.subject, m.body))
        .collect();
    insta::assert_snapshot!("polish_notices_to_ania", to_ania.join("\n\n=====\n\n"));
    // What Cid hears of the game after he left it: his seat went to someone else, then (issue
    // 64) its end.
    let mut replaced: Vec<String> = (notices.iter())
        .filter(|m| m.to == CID.1)
        .map(|m| format!("Temat: {}\n\n{}", m.subject, m.body))
        .collect();
    let replaced = replaced.split_off(replaced.len() - 2);
    insta::assert_snapshot!("polish_notice_replaced", replaced.join("\n\n=====\n\n"));
}

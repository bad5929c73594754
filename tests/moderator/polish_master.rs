//! A game in Polish (`language=pl`) run by its master (issue 51): every command a master has,
//! refusals included (past the caps, a pause ended by the cap, a seat that is none, an address already at the table, a
//! player's command, a game over), and every mail the master gets (replies, welcome, alerts,
//! letters) is Polish, as are the players' notices of the master's actions.

use crate::support::assert_contains;
use crate::support::english::assert_no_english;
use crate::support::world::*;
use chrono::Duration;
use robomod::inbound::PlayerCommand;
use robomod::outgoing::OutgoingMail;

const GM: &str = "mistrz@example.org";

/// Mistrz's mail to game `id`, one command a line (`WORD text`, the English word as robomod
/// reads either language's).
fn as_master(w: &World, id: i64, lines: &[&str]) {
    super::masters::master_mail(w, GM, id, lines);
}

#[test]
fn a_polish_game_is_run_by_its_master_in_polish() {
    let mut config = config();
    config.lobby.master_delay_days = 2;
    config.lobby.master_rollbacks = 1;
    config.operator = Some("op@example.org".into());
    let w = world_with(config);
    let mut new = new_game("rambots", &[("Ania", "ania@example.org"), BOB, CID], 5);
    new.settings.insert("language".into(), "pl".into());
    new.master = Some(robomod::moderator::NewMaster::new(GM, "admin"));
    let id = w.m.admin().create_game(&new).unwrap();
    as_master(&w, id, &["STATUS", "HELP", "PREVIEW", "RESIGN"]);
    as_master(&w, id, &["PAUSE zalało dom Ani"]);
    w.advance(Duration::hours(12));
    as_master(&w, id, &["RESUME", "EXTEND 30d burza", "EXTEND 1d burza"]);
    as_master(
        &w,
        id,
        &["ANNOUNCE Serwer przenosi się w niedzielę.", "ANNOUNCE"],
    );
    as_master(
        &w,
        id,
        &["EJECT Fioletowy", "REPLACE 2 ania@example.org Ania"],
    );
    as_master(
        &w,
        id,
        &["REPLACE Czerwony", "EXTEND jutro", "PROMOTE nikt"],
    );
    // A letter, a resignation and silence reach the master.
    w.send(
        id,
        1,
        vec![PlayerCommand::ToModerator {
            text: "Kiedy runda?".into(),
        }],
    );
    w.send(id, 2, vec![PlayerCommand::Resign]);
    w.send(id, 2, vec![PlayerCommand::ResignConfirm]);
    as_master(&w, id, &["PROCESS"]);
    w.advance(Duration::days(3));
    w.m.rounds().tick().unwrap();
    as_master(
        &w,
        id,
        &["ROLLBACK plansza źle ustawiona", "ROLLBACK znowu"],
    );
    as_master(&w, id, &["EJECT 0 milczy od tygodnia", "PAUSE znowu"]);
    // The pause past the cap ends by itself: the master is told, the players too.
    w.advance(Duration::days(1));
    w.m.rounds().tick().unwrap();
    assert_contains(&last_to(&w, GM).body, "sama rusza dalej");
    as_master(&w, id, &["PROMOTE zastepca@example.org"]);
    as_master(&w, id, &["TERMINATE klub zamykają", "TERMINATE", "PAUSE x"]);
    let mails: Vec<OutgoingMail> = w.outbox();
    let to_master: Vec<_> = mails.iter().filter(|m| m.to == GM).collect();
    assert!(to_master.len() >= 12, "{}", to_master.len());
    assert_no_english(
        mails
            .iter()
            .filter(|m| m.to != "op@example.org")
            .flat_map(|m| {
                [
                    (m.to.as_str(), m.subject.as_str()),
                    (m.to.as_str(), m.body.as_str()),
                ]
            }),
    );
    assert_short_lines(&to_master.iter().map(|m| (*m).clone()).collect::<Vec<_>>());
    let shown: Vec<String> = (to_master.iter())
        .map(|m| format!("Temat: {}\n\n{}", m.subject, m.body))
        .collect();
    insta::assert_snapshot!("polish_master", shown.join("\n\n=====\n\n"));
}

//! `HISTORY` and `SUMMARY` by mail (issue 52): past round reports sent again as the seat saw
//! them, in the reader's language today (the last, one, a range, all by tens); the game so far
//! in one mail. Read from mails as players write them, answered in one reply each.

use super::archive_growth::{game_of, play_round};
use crate::support::assert_contains;
use crate::support::english::assert_no_english;
use crate::support::world::*;
use robomod::inbound::{PlayerCommand, Rounds};
use robomod::mail::read::read_mail;
use robomod::outgoing::{MailKind, OutgoingMail};

/// A RAMbots game of two, `rounds` rounds played by its computer players; in Polish with `pl`.
fn played(rounds: u32, pl: bool) -> (World, i64) {
    played_of("rambots", rounds, pl)
}

/// [`played`] in a game of `kind`.
fn played_of(kind: &str, rounds: u32, pl: bool) -> (World, i64) {
    let mut new = game_of(kind, 2, 5);
    if pl {
        new.settings.insert("language".into(), "pl".into());
    }
    let (w, id) = world_with_game(&new);
    for i in 0..rounds {
        assert!(play_round(&w, id), "the game goes on after {i} rounds");
    }
    (w, id)
}

fn history(w: &World, id: i64, rounds: Rounds) -> OutgoingMail {
    w.send(id, 0, vec![PlayerCommand::History { rounds }])
}

/// The headings of the reports a mail carries (the line between two rules of dashes).
fn headings(body: &str) -> Vec<String> {
    let lines: Vec<&str> = body.lines().collect();
    let rule = "-".repeat(72);
    lines
        .windows(3)
        .filter(|w| w[0] == rule && w[2] == rule)
        .map(|w| w[1].to_string())
        .collect()
}

#[test]
fn history_sends_the_last_one_a_range_or_all_by_tens() {
    // The race: two robots race on for more than ten rounds.
    let (w, id) = played_of("race", 13, false);
    let last_played =
        w.m.with_connection(|c| robomod::store::rounds::last_round(c, id))
            .unwrap()
            .unwrap();
    assert!(last_played >= 13);
    let last = history(&w, id, Rounds::Last);
    assert_eq!(last.kind, MailKind::Status);
    assert!(last.subject.contains(&format!("Game {id}: reports again")));
    let shown = headings(&last.body);
    assert_eq!(shown.len(), 1, "{}", last.body);
    assert!(
        flat(&last.body).contains(&format!("The report of round {last_played} again")),
        "{}",
        last.body
    );
    // The report is the one the round mailed to the seat (re-rendered from the stored round).
    let sent = w
        .outbox()
        .into_iter()
        .filter(|m| matches!(m.kind, MailKind::RoundReport | MailKind::GameOver))
        .filter(|m| m.to == "p0.s5@example.org")
        .last()
        .unwrap();
    let lines: Vec<&str> = sent.body.lines().collect();
    let programs = lines.iter().position(|l| *l == "Programs").unwrap();
    for line in &lines[programs..programs + 3] {
        assert!(last.body.contains(line), "{line:?} in {}", last.body);
    }

    insta::assert_snapshot!("history_last", show_mail(&last));
    let span = history(&w, id, Rounds::Span { from: 2, to: 4 });
    assert_eq!(headings(&span.body).len(), 3, "{}", span.body);
    assert_contains(&flat(&span.body), "reports of round 2 to round 4 again");

    // ALL: the first ten, and the command that sends the rest.
    let all = history(&w, id, Rounds::All);
    assert_eq!(headings(&all.body).len(), 10);
    let next = format!("HISTORY 11-{} sends the next ones", last_played.min(20));
    assert_contains(&flat(&all.body), &next);
    // A range past the last round stops at it; one wholly past it is refused, naming it.
    let past = history(&w, id, Rounds::Span { from: 12, to: 40 });
    assert_eq!(headings(&past.body).len() as u32, last_played - 11);
    let none = history(&w, id, Rounds::Span { from: 40, to: 40 });
    assert_eq!(none.kind, MailKind::Error);
    let said = format!("Round 40 has not been played: the last played is round {last_played}.");
    assert_contains(&flat(&none.body), &said);
    assert_short_lines(&[last, span, all, past, none]);
}

#[test]
fn history_before_any_round_says_so() {
    let (w, id) = played(0, false);
    let m = history(&w, id, Rounds::Last);
    assert_eq!(m.kind, MailKind::Error);
    assert_contains(&flat(&m.body), "No round of this game has been played yet");
}

#[test]
fn summary_gives_the_standings_and_a_line_a_round() {
    let (w, id) = played(3, false);
    let m = w.send(id, 1, vec![PlayerCommand::Summary]);
    assert_eq!(m.kind, MailKind::Status);
    assert!(
        m.subject.contains(&format!("Game {id}: the game so far")),
        "{}",
        m.subject
    );
    let body = flat(&m.body);
    assert!(body.contains("Rounds played:"), "{}", m.body);
    // A line a round, under the heading, each naming when it ran.
    let rounds: Vec<&str> = m
        .body
        .lines()
        .skip_while(|l| *l != "Rounds played:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter(|l| !l.starts_with("    "))
        .collect();
    assert_eq!(rounds.len(), 3, "{}", m.body);
    assert_short_lines(std::slice::from_ref(&m));
    // Seen in play: RAMbots has no standings, and the answer promised them above its
    // position; it names what follows. A game with standings names them.
    assert!(
        body.contains("the position now, then each round"),
        "{}",
        m.body
    );
    insta::assert_snapshot!(show_mail(&m));
    let (w, id) = played_of("race", 1, false);
    let race = w.send(id, 1, vec![PlayerCommand::Summary]);
    assert_contains(&flat(&race.body), "the standings, then each round");
}

#[test]
fn history_and_summary_in_polish_words_are_answered_in_polish() {
    let (w, id) = played(2, true);
    let p = w.players(id).remove(0);
    let ask = |text: &str| {
        let raw = reply(&p.address, &last_to(&w, &p.address), text);
        let mail = read_mail(&raw, &Default::default());
        let before = w.outbox().len();
        w.m.intake().handle_mail(&raw, &mail).unwrap();
        (mail.commands, w.outbox_from(before).remove(0))
    };
    // Issue 64: the game's numbers, its setup 0.
    let (read, answer) = ask("HISTORIA 0-1\nPRZEBIEG");
    assert_eq!(
        read,
        vec![
            PlayerCommand::History {
                rounds: Rounds::Span { from: 0, to: 1 }
            },
            PlayerCommand::Summary
        ]
    );
    assert_contains(
        &flat(&answer.body),
        "Raporty od przygotowania do rundy 1 jeszcze raz",
    );
    assert_contains(&flat(&answer.body), "Rozegrane rundy:");
    assert_no_english([("reply", answer.body.as_str())]);
    insta::assert_snapshot!("history_summary_pl", show_mail(&answer));
    // In words, as a player writes it: the last round's report again.
    let (read, answer) =
        ask("Cześć, nie dostałem raportu z ostatniej rundy. Możesz przysłać jeszcze raz?");
    assert!(
        read.iter().any(|c| matches!(
            c.inner(),
            PlayerCommand::History {
                rounds: Rounds::Last
            }
        )),
        "{read:?}"
    );
    assert_contains(&flat(&answer.body), "Raport z rundy 1 jeszcze raz");
    assert_no_english([("reply", answer.body.as_str())]);
}

#[test]
fn history_and_summary_in_english_words() {
    let (w, id) = played(3, false);
    let p = w.players(id).remove(1);
    for (text, want) in [
        (
            "Hi, I think I deleted the last report by mistake, could you resend it?",
            Some(Rounds::Last),
        ),
        (
            "Could you send me all the reports again? Thanks",
            Some(Rounds::All),
        ),
        (
            "Can you resend the report of round 2 please",
            Some(Rounds::Span { from: 2, to: 2 }),
        ),
        ("history 1-2", Some(Rounds::Span { from: 1, to: 2 })),
        ("History repeats itself, doesn't it", None),
    ] {
        let raw = reply(&p.address, &last_to(&w, &p.address), text);
        let mail = read_mail(&raw, &Default::default());
        let got = mail.commands.iter().find_map(|c| match c.inner() {
            PlayerCommand::History { rounds } => Some(*rounds),
            _ => None,
        });
        assert_eq!(got, want, "{text}: {:?}", mail.commands);
    }
    for text in ["Could I get a recap of the game so far?", "SUMMARY"] {
        let raw = reply(&p.address, &last_to(&w, &p.address), text);
        let mail = read_mail(&raw, &Default::default());
        assert!(
            mail.commands
                .iter()
                .any(|c| *c.inner() == PlayerCommand::Summary),
            "{text}: {:?}",
            mail.commands
        );
    }
}

/// Issue 64, rule 5: a game's rounds are numbered one way, as its reports name them. After
/// RAMbots' setup and its round 1, `HISTORY 1` sends round 1 (not the setup), `HISTORY 0` the
/// setup, `HISTORY 2` and `HISTORY 99` say the last played is round 1; the export numbers the
/// rounds so beside the record's own.
#[test]
fn history_numbers_a_games_rounds_as_its_reports_do() {
    let (w, id) = played(2, false);
    let heading = |rounds: Rounds| headings(&history(&w, id, rounds).body);
    let one = heading(Rounds::Span { from: 1, to: 1 });
    assert_eq!(one.len(), 1);
    assert!(one[0].starts_with("Round 1: "), "{one:?}");
    let setup = heading(Rounds::Span { from: 0, to: 0 });
    assert!(setup[0].starts_with("Setup: "), "{setup:?}");
    let all = history(&w, id, Rounds::All);
    assert_contains(&flat(&all.body), "The reports of setup to round 1 again");
    assert_eq!(headings(&all.body).len(), 2);
    let last = history(&w, id, Rounds::Last);
    assert_contains(&flat(&last.body), "The report of round 1 again");
    for asked in [2, 99] {
        let missing = history(
            &w,
            id,
            Rounds::Span {
                from: asked,
                to: asked,
            },
        );
        assert_contains(
            &flat(&missing.body),
            &format!("Round {asked} has not been played: the last played is round 1."),
        );
        assert!(headings(&missing.body).is_empty());
    }
    let export = w.m.records().export(id).unwrap();
    let turns: Vec<(u64, u64)> = (export["rounds"].as_array().unwrap().iter())
        .map(|r| (r["number"].as_u64().unwrap(), r["turn"].as_u64().unwrap()))
        .collect();
    assert_eq!(turns, [(1, 0), (2, 1)]);
    let summary = w.send(id, 0, vec![PlayerCommand::Summary]);
    assert_contains(&summary.body, "  Setup, ");
    assert_contains(&summary.body, "  Round 1, ");
}

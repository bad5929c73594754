//! End to end against real servers on loopback (issue 4): players mail robomod through Postfix
//! (SMTP, STARTTLS), Postfix hands the mail to Dovecot, robomod's daemon reads it over IMAPS (or
//! IMAP + STARTTLS) and answers through Postfix; the players read their answers over IMAPS. A
//! whole two-player RAMbots game is played to its end, one round closed by its deadline on a
//! [`TestClock`](robomod::clock::TestClock). Under CI=true these tests run or fail, never skip.

mod greedy;
mod install;
mod install_servers;
mod table;

use crate::support::assert_contains;
use chrono::Duration;
use robomod::config::Security;
use table::{Player, Received, Table};

/// The newest mail of `p` whose subject contains any of `needles`.
fn newest(p: &Player, needles: &[&str]) -> Received {
    p.mails
        .iter()
        .rev()
        .find(|m| needles.iter().any(|n| m.subject.contains(n)))
        .cloned()
        .unwrap_or_else(|| panic!("{} has no mail like {needles:?}", p.user))
}

fn count(p: &Player, needle: &str) -> usize {
    p.with_subject(needle).len()
}

/// Both players have the welcome mail, tagged, with the plus-address to reply to.
fn check_welcome(t: &mut Table) {
    t.settle("the welcome mails", |ps| {
        ps.iter().all(|p| count(p, "Welcome to game") == 1)
    });
    for p in &t.players {
        let w = newest(p, &["Welcome to game"]);
        assert!(
            w.subject.starts_with(&format!("[robomod g{} ", t.game)),
            "{w:?}"
        );
        assert!(
            w.reply_to.starts_with(&format!("robomod+g{}.", t.game)),
            "{w:?}"
        );
        assert_eq!(w.auto_submitted, "auto-generated");
    }
}

/// Both players send the goal stack for the other; both get a confirmation and the setup
/// report.
fn send_goals(t: &mut Table) {
    let state = t.state();
    let seats = state.position().seats().to_vec();
    for (player, &seat) in t.players.iter_mut().zip(&seats) {
        let goals = greedy::goals_for(&state, seat, 1);
        let welcome = newest(player, &["Welcome to game"]);
        player.reply(&welcome, &goals);
    }
    t.settle("the goal confirmations and the setup report", |ps| {
        ps.iter()
            .all(|p| count(p, "received") == 1 && count(p, " report") == 1)
    });
    for p in &t.players {
        let c = newest(p, &["received"]);
        assert_contains(&c.body, "Accepted for setup:");
        assert_eq!(c.auto_submitted, "auto-replied");
    }
}

/// The table for `test` with robomod reading over `inbound`, past its setup: the welcome
/// checked and the goals sent ([`check_welcome`], [`send_goals`]); `None` where the mail
/// servers are missing (the test is skipped).
fn set_up(test: &str, inbound: Security) -> Option<Table> {
    let mut t = Table::open(test, inbound)?;
    check_welcome(&mut t);
    send_goals(&mut t);
    Some(t)
}

#[test]
fn a_whole_rambots_game_over_imaps_in_and_smtp_starttls_out() {
    let Some(mut t) = set_up("a_whole_rambots_game", Security::Tls) else {
        return;
    };
    let seats = t.state().position().seats().to_vec();

    // The moderator counts resolutions from the setup (1); the mails, like the engine's
    // reports, say "round 1" for the first programming round. `round` is the moderator's.
    let (mut round, mut programs) = (2u32, 0usize);
    loop {
        assert!(round <= 26, "no winner after 25 programming rounds");
        assert_eq!(t.round(), round);
        let state = t.state();
        let program = greedy::best_program(&state, seats[0], round);
        programs += 1;
        let before: Vec<usize> = t.players.iter().map(|p| count(p, " report")).collect();
        let confirmed = count(&t.players[0], "received");
        let last = newest(&t.players[0], &[" report"]);
        t.players[0].reply(&last, &program);
        if programs == 2 {
            // Bob sends nothing: the round waits for its deadline, then runs with his PASS.
            t.settle("ann's confirmation", |ps| {
                count(&ps[0], "received") == confirmed + 1
            });
            assert_eq!(t.round(), round, "the round waits for bob");
            t.clock.advance(Duration::hours(49));
        } else {
            let last = newest(&t.players[1], &[" report"]);
            t.players[1].reply(&last, "PASS");
        }
        // Postfix delivers each mail on its own: ann's confirmation may land after the
        // reports it preceded, so both are waited for.
        t.settle(&format!("the report of round {round}"), |ps| {
            count(&ps[0], "received") == confirmed + 1
                && ps
                    .iter()
                    .zip(&before)
                    .all(|(p, &b)| count(p, " report") == b + 1 || count(p, "Game over") == 1)
        });
        let c = newest(&t.players[0], &["received"]);
        let canonical = program.trim_start_matches("PROGRAM ");
        assert!(
            c.body
                .contains(&format!("Accepted for round {}:", round - 1))
                && c.body.contains(canonical),
            "ann's confirmation of {program:?}: {}",
            c.body
        );
        if count(&t.players[0], "Game over") == 1 {
            break;
        }
        round += 1;
    }
    eprintln!("game over after {programs} programming rounds");
    let wins = format!("{} wins", seats[0].label());
    for p in &t.players {
        let over = newest(p, &["Game over"]);
        assert!(
            over.subject
                .contains(&format!("Game over after round {}: {wins}", round - 1)),
            "{over:?}"
        );
        assert_contains(&over.body, &wins);
    }
    // Every command was answered once: ann's goals and programs, bob's goals and passes
    // (bob's last confirmation may land after the game-over mails: waited for).
    t.settle("bob's confirmations", |ps| {
        count(&ps[1], "received") >= programs
    });
    assert_eq!(count(&t.players[0], "received"), 1 + programs);
    assert_eq!(count(&t.players[1], "received"), programs);
    assert!(t.state().position().winner() == Some(seats[0]));
}

#[test]
fn imap_starttls_in_setup_and_an_error_reply() {
    let Some(mut t) = set_up("imap_starttls_setup", Security::Starttls) else {
        return;
    };
    let last = newest(&t.players[1], &[" report"]);
    t.players[1].reply(&last, "PROGRAM 9ZQ");
    t.settle("bob's error reply", |ps| {
        count(&ps[1], "problems in your mail") == 1
    });
    let e = newest(&t.players[1], &["problems in your mail"]);
    assert_contains(&e.body, "9ZQ");
    assert_eq!(t.round(), 2, "nothing ran");
}

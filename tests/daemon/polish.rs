//! A RAMbots game whose language is Polish (`--set language=pl`), played by mail: Ania reads
//! every mail in Polish and writes her commands in Polish words (lower case, without
//! diacritics too); Bob chose English (`SET LANGUAGE EN`) and reads English in the same game.
//! Each mail is read as its player reads it, and snapshotted.

use crate::support::assert_contains;
use crate::support::site::*;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::open_moderator;
use std::sync::Arc;

/// Ania (seat 0) and Bob (seat 1) in a RAMbots game in Polish.
fn polish_game() -> Table {
    let mut settings = serde_json::Map::new();
    settings.insert("language".into(), "pl".into());
    Table::rambots(&["Ania", "Bob"], settings, "pl")
}

#[test]
fn a_polish_game_writes_polish_to_ania_and_english_to_bob() {
    let mut g = polish_game();
    let welcome = g.newest(0);
    insta::assert_snapshot!("polish_welcome", welcome);
    assert_contains(&welcome, "Witamy w grze robomod nr 1");

    // Bob prefers English: the answer is already in it, and so is everything after.
    g.send(1, "SET LANGUAGE EN");
    let bob = g.newest(1);
    assert_contains(&bob, "robomod writes to you in English");

    // Ania writes as she talks: Polish command words, lower case, no diacritics.
    g.send(0, "Dzień dobry!\n\nstan\npomoc zasady\n\nAnia");
    let ania = g.newest(0);
    insta::assert_snapshot!("polish_status_and_rules", ania);
    assert!(
        ania.contains("> STATUS") || ania.contains("Stan gry"),
        "{ania}"
    );
    assert_contains(&ania, "Zasady tej gry");

    // A mistake, answered in Polish with what is wrong.
    g.send(0, "GOALS 1Y 1Y");
    let ania = g.newest(0);
    insta::assert_snapshot!("polish_problem", ania);
    assert_contains(&ania, "Nie przyjęto");

    // Both send goals; the round runs; each reads the report in their own language.
    g.send(
        0,
        "cele: mały żółty, duży czerwony, średni zielony, mały niebieski",
    );
    g.send(1, "GOALS 1Y 3R 2G 1B");
    let ania = g.newest(0);
    let bob = g.newest(1);
    insta::assert_snapshot!("polish_report", ania);
    assert_contains(&ania, "Grasz jako Czerwony");
    assert_contains(&bob, "You play");
    assert!(!bob.contains("Grasz"), "no Polish in Bob's mail: {bob}");

    // A program in Polish words, quoted back in Polish.
    g.send(0, "program: mały zielony północ, duży niebieski wstecz");
    let ania = g.newest(0);
    insta::assert_snapshot!("polish_program", ania);
    assert_contains(&ania, "1ZN 3BU");

    // Polish words are longer than English ones: no line of any mail runs past the width.
    for mail in [&ania, &bob] {
        for line in mail.lines() {
            assert!(line.chars().count() <= 78, "too wide: {line:?}");
        }
    }

    // The archive of a Polish game is in Polish, its pages marked so.
    let out = g.site.dir.path().join("archive");
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T13:00:00Z"));
    let m = open_moderator(&g.site.config, &g.site.config.database_path(), clock).unwrap();
    robomod::archive::write(&m, &[g.id], &out).unwrap();
    let page = std::fs::read_to_string(out.join("game-1/index.html")).unwrap();
    assert_contains(&page, "<html lang=\"pl\">");
    assert!(
        page.contains("Gra nr 1 (RAMbots)") && page.contains("Stan: w toku."),
        "{page}"
    );
    let round = std::fs::read_to_string(out.join("game-1/round-1.html")).unwrap();
    assert_contains(&round, "Wszystkie gry");
    // Its pictures too: the board's legend and panel (in the board's background, a file of
    // its own), and its title (the alt text).
    let board = round
        .split("src=\"../boards/")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .expect("the board's background");
    let board = std::fs::read_to_string(out.join("boards").join(board)).unwrap();
    assert_contains(&board, ">Pierwszeństwo</text>");
    assert_contains(&round, "RAMbots: plansza ");
    assert!(!board.contains(">Precedence</text>"), "{board}");

    // Bob's program completes the round: each gets the report with its step pictures, their
    // files named in the reader's words.
    g.send(1, "PROGRAM 1GN 3BU");
    let files = |seat: usize| -> Vec<String> {
        let raw = g.site.newest_raw(&g.address(seat));
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        (m.attachments())
            .filter_map(|a| mail_parser::MimeHeaders::attachment_name(a).map(str::to_string))
            .collect()
    };
    let (ania_files, bob_files) = (files(0), files(1));
    assert!(ania_files.len() > 1, "{ania_files:?}");
    assert!(
        ania_files.iter().all(|f| f.starts_with("g1-runda-")),
        "{ania_files:?}"
    );
    assert!(
        bob_files.iter().all(|f| f.starts_with("g1-round-")),
        "{bob_files:?}"
    );
}

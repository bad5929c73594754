//! Programs in words as people write them, whole mails through the daemon's Maildir (issue
//! 63): one program a mail, read whole or refused whole. A refusal quotes the words that did
//! not read, says what was read around them and gives the line to send; what was on file
//! stays. Each answer is a snapshot; the database says what is on file.

use crate::support::site::*;
use robomod::moderator::{NewGame, NewPlayer};

/// Ann and Bob in a race on the training board in `language`, its daemon running: (the
/// site, the daemon, the game, the keys).
fn race(language: &str) -> (Site, robomod::daemon::Daemon, i64, Vec<String>) {
    let mut settings = serde_json::Map::new();
    settings.insert("board".into(), "training".into());
    settings.insert("language".into(), language.into());
    let player = |name: &str| NewPlayer {
        name: name.into(),
        address: format!("{}@example.org", name.to_lowercase()),
    };
    let new = NewGame {
        kind: "race".into(),
        players: vec![player("Ann"), player("Bob")],
        settings,
        seed: Some(7),
        ..NewGame::default()
    };
    let (site, _, id, keys, daemon) =
        Site::new().running(|site, clock| site.create_game(clock, 3, &new));
    (site, daemon, id, keys)
}

/// What is on file for Ann this round, as robomod wrote it (none: nothing); a refused
/// mail is kept without one.
fn on_file(site: &Site, id: i64) -> String {
    site.db()
        .query_row(
            "SELECT canonical FROM submissions WHERE game_id = ?1 AND seat = 0 \
             AND canonical IS NOT NULL ORDER BY id DESC LIMIT 1",
            [id],
            |r| r.get(0),
        )
        .unwrap_or_else(|_| "none".into())
}

/// Ann's mail `body`, then a pass; her answer's text.
fn ann_writes(
    (site, daemon, id, keys): &mut (Site, robomod::daemon::Daemon, i64, Vec<String>),
    mid: &str,
    body: &str,
) -> String {
    site.deliver("Ann", *id, &keys[0], mid, body);
    daemon.pass().unwrap();
    newest_mail(site, "ann@example.org")
}

#[test]
fn a_program_in_words_with_a_word_that_does_not_read_is_refused_whole_in_english() {
    let mut t = race("en");
    let answer = ann_writes(&mut t, "e1", "POWER DOWN");
    assert!(answer.contains("POWER DOWN"), "{answer}");
    let before = on_file(&t.0, t.2);
    let answer = ann_writes(
        &mut t,
        "e2",
        "For round 1: forward three, left, flurb, right, u-turn. Thanks!",
    );
    assert!(
        answer.contains("flurb"),
        "the word that did not read is quoted: {answer}"
    );
    insta::assert_snapshot!("in_words_en_one_word_unread", answer);
    assert_eq!(on_file(&t.0, t.2), before, "what was on file stays");
}

#[test]
fn an_edit_in_words_changes_the_program_just_sent_or_nothing() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "e1",
        "F3 R F L U - sorry, I meant B for the first one, not F3.",
    );
    insta::assert_snapshot!("in_words_en_edit_first_register", answer);
    let answer = ann_writes(&mut t, "e2", "swap the first two");
    assert!(answer.contains("swap the first two"), "{answer}");
    insta::assert_snapshot!("in_words_en_edit_with_nothing_before", answer);
}

#[test]
fn polish_programs_in_words_as_seen_in_play() {
    let mut t = race("pl");
    let answer = ann_writes(&mut t, "p0", "WYŁĄCZ");
    assert!(answer.contains("POWER DOWN") || answer.contains("WYŁĄCZ"), "{answer}");
    let before = on_file(&t.0, t.2);
    assert_ne!(before, "none");
    for (mid, body, name) in [
        (
            "p1",
            "To moj program: prosto trzy pola, w prawo, jedno do przodu, jedno do przodu, w prawo",
            "in_words_pl_prosto_trzy_pola",
        ),
        (
            "p2",
            "naprzud 2, naprzód 2, naprzod 2, f, prawo",
            "in_words_pl_typo_in_a_program",
        ),
        (
            "p3",
            "Na tę rundę: w prawo, naprzód 2, naprzód 1, w lewo, naprzód 1",
            "in_words_pl_cards_not_held",
        ),
        (
            "p4",
            "To mój program: w prawo, naprzód 2, blabla, w lewo, naprzód 1",
            "in_words_pl_one_word_unread",
        ),
    ] {
        let answer = ann_writes(&mut t, mid, body);
        insta::assert_snapshot!(name, answer);
        assert_eq!(on_file(&t.0, t.2), before, "{body}: what was on file stays");
    }
}

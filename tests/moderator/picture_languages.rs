//! Issue 41: the pictures' own words in the reader's language. A RAMbots game where Ann and Cid
//! read Polish and Bob and Dan English: each HTML report's pictures (the board after the round,
//! each instruction's) carry their reader's words, drawn once per language for all the round's
//! readers in it; the stored pictures name their language, so that they draw the same bytes
//! again, a rollback writes each in its own, and replay agrees; a Polish report in a browser.

use crate::support::assert_contains;
use crate::support::browser::Browser;
use crate::support::mime::{html_and_pictures, page_with_pictures, sent_to};
use crate::support::world::*;
use robomod::games::rambots::bot::random_program;
use robomod::games::rambots::notation::program_text;
use robomod::games::{GameRng, step_rng};
use robomod::outgoing::OutgoingMail;
use robomod::store;
use std::path::Path;

const DAN: (&str, &str) = ("Dan", "dan@example.org");

/// A RAMbots game of four, its goal stacks drawn, Ann and Cid reading Polish (Cid the round's
/// picture alone, `SET PICTURES ROUND`).
fn game() -> (World, i64) {
    super::step_mail::rambots(&[
        (ANN.1, "language", "pl"),
        (CID.1, "language", "pl"),
        (CID.1, "pictures", "ROUND"),
    ])
}

/// Every player programs three instructions; the round runs; its reports as they leave.
fn play_round(w: &World, id: i64, rng: &mut GameRng) -> Vec<(OutgoingMail, Vec<u8>)> {
    let before = w.outbox().len();
    let s: robomod::games::rambots::State =
        serde_json::from_value(w.game(id).state.into_value()).unwrap();
    for (i, c) in s.position().seats().iter().enumerate() {
        let program = program_text(&random_program(s.position().pool(*c), 3..=3, rng));
        w.send(id, i, vec![orders("PROGRAM", &program)]);
    }
    w.m.rounds().tick().unwrap();
    super::step_mail::reports(w, before)
}

/// The pictures stored for round `round` of `id`: (language, step) each.
fn stored(w: &World, id: i64, round: u32) -> Vec<(Option<String>, Option<u32>)> {
    w.m.with_connection(|c| {
        let mut q = c
            .prepare(
                "SELECT language, step FROM pictures WHERE game_id = ?1 AND round = ?2
                 ORDER BY id",
            )
            .unwrap();
        q.query_map(rusqlite::params![id, round], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    })
}

#[test]
fn each_reader_gets_the_pictures_in_their_language_drawn_once_per_language() {
    let (w, id) = game();
    let round = w.game(id).round;
    let sent = play_round(&w, id, &mut step_rng(8, 5));
    let (ann_html, ann) = html_and_pictures(&sent_to(&sent, ANN.1).1);
    let (bob_html, bob) = html_and_pictures(&sent_to(&sent, BOB.1).1);
    let (_, dan) = html_and_pictures(&sent_to(&sent, DAN.1).1);
    // The words under and on each picture: Ann's Polish, Bob's English.
    assert_contains(&ann_html, "Instrukcja 1: ");
    assert_contains(&ann_html, "alt=\"Plansza po zakończeniu rundy ");
    assert_contains(&bob_html, "alt=\"The board after round ");
    assert!(!bob_html.contains("Instrukcja"), "no Polish for Bob");
    // The same round, the same pictures in number; every one in its reader's words: Ann's
    // differ from Bob's, Bob's are Dan's (the same bytes, drawn once).
    assert_eq!(ann.len(), bob.len());
    for ((_, a), (_, b)) in ann.iter().zip(&bob) {
        assert_ne!(a, b, "a Polish picture is not the English one");
    }
    let bytes = |p: &[(String, Vec<u8>)]| p.iter().map(|(_, png)| png.clone()).collect::<Vec<_>>();
    assert_eq!(bytes(&bob), bytes(&dan), "Bob's pictures are Dan's");
    // Cid (Polish, the round's picture alone) gets Ann's board.
    let cid = &sent_to(&sent, CID.1).0;
    let board = |m: &OutgoingMail| {
        m.attachments
            .iter()
            .find(|a| a.content_id.as_deref().is_none_or(|c| c.contains("board")))
            .map(|a| a.picture)
    };
    assert_eq!(
        board(cid),
        board(&sent_to(&sent, ANN.1).0),
        "one Polish board"
    );
    assert_ne!(board(cid), board(&sent_to(&sent, BOB.1).0));
    // Stored once per language: the board in each, and each step in each (Cid's report has
    // none of its own).
    let rows = stored(&w, id, round);
    let steps = ann.len() - 1;
    for language in ["en", "pl"] {
        let of: Vec<_> = rows
            .iter()
            .filter(|(l, _)| l.as_deref() == Some(language))
            .collect();
        assert_eq!(
            of.iter().filter(|(_, s)| s.is_none()).count(),
            1,
            "{language}: {rows:?}"
        );
        assert_eq!(of.len(), 1 + steps, "{language}: {rows:?}");
    }
    // Drawn again from the stored round in Polish: the bytes Ann got.
    let r =
        w.m.with_connection(|c| store::rounds::rounds(c, id).unwrap());
    let r = r.iter().find(|r| r.number == round).unwrap();
    let engine = robomod::games::by_kind("rambots").unwrap();
    let (svg, shapes) = engine
        .capabilities()
        .pictures
        .unwrap()
        .render_picture_shapes(
            Some(&*engine.load(&r.state_before).unwrap()),
            r.events.value(),
            &*engine.load(&r.state_after).unwrap(),
            robomod::lang::Say::builtin("pl"),
        )
        .unwrap();
    assert_contains(&svg, "Pierwszeństwo");
    let png = robomod::picture::png_of(&svg, &shapes, robomod::picture::Look::BOARD).unwrap();
    let ann_board = ann.iter().find(|(c, _)| c.contains("board")).unwrap();
    assert_eq!(png, ann_board.1, "the same bytes whenever drawn");
    assert_eq!(w.m.rounds().replay(id).unwrap().mismatch, None);
}

/// A rollback writes each undone picture's SVG in its own language; replay checks each.
#[test]
fn a_rollback_keeps_each_picture_in_its_language_and_replay_agrees() {
    let (w, id) = game();
    let mut rng = step_rng(8, 6);
    play_round(&w, id, &mut rng);
    let round = w.game(id).round - 1;
    play_round(&w, id, &mut rng);
    w.advance(chrono::Duration::hours(2));
    w.m.admin()
        .rollback(id, &round.to_string(), Some("a program for the wrong seat"))
        .unwrap();
    let svgs: Vec<(Option<String>, String)> = w.m.with_connection(|c| {
        let mut q = c
            .prepare(
                "SELECT language, svg FROM pictures
                 WHERE game_id = ?1 AND svg IS NOT NULL AND step IS NULL AND language IS NOT NULL",
            )
            .unwrap();
        q.query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    });
    let of = |l: &str| svgs.iter().filter(|(x, _)| x.as_deref() == Some(l)).count();
    assert!(of("pl") >= 1 && of("en") >= 1, "{svgs:?}");
    for (language, svg) in &svgs {
        let polish = svg.contains("Pierwszeństwo");
        assert_eq!(polish, language.as_deref() == Some("pl"), "{svg:.400}");
    }
    assert_eq!(w.m.rounds().replay(id).unwrap().mismatch, None);
}

/// A Polish report in a browser at a phone's width: every picture loads and fits.
#[test]
fn a_polish_html_report_in_a_browser_at_phone_width() {
    let Some(mut b) = Browser::start_or_skip("a Polish HTML round report in a browser") else {
        return;
    };
    let (w, id) = game();
    let sent = play_round(&w, id, &mut step_rng(8, 7));
    let (html, pictures) = html_and_pictures(&sent_to(&sent, ANN.1).1);
    assert!(html.contains("<html lang=\"pl\""), "{html:.300}");
    let (_dir, page) = page_with_pictures(&html, &pictures);
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-report");
    std::fs::create_dir_all(&shots).unwrap();
    for (k, (_, png)) in pictures.iter().enumerate() {
        std::fs::write(shots.join(format!("rambots-pl-picture-{k}.png")), png).unwrap();
    }
    b.check_on_a_phone(&page, &shots.join("rambots-report-pl-412.png"));
}

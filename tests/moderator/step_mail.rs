//! Issue 33 for RAMbots and Ricochet Pyramids: a round report is text beside HTML showing the
//! round step by step (each instruction that ran; each move of the solution that scored), read
//! back with mail-parser: the text part as before, every `cid:` an inline picture, every picture
//! described, the worst round (twenty instructions) within the mail's budget; snapshots of the
//! HTML; a browser showing a RAMbots report at phone width.

use crate::support::assert_contains;
use crate::support::browser::Browser;
use crate::support::mime::{
    as_sent, assert_pictures_inline_and_used, assert_text_beside_related_html, cids,
    html_and_pictures, page_with_pictures, parts, sent_to,
};
use crate::support::world::*;
use robomod::clock::Clock;
use robomod::games::rambots::bot::random_program;
use robomod::games::rambots::notation::{MAX_PROGRAM, program_text};
use robomod::games::{GameRng, step_rng};
use robomod::moderator::report_pictures::MAIL_BUDGET;
use robomod::outgoing::{MailKind, OutgoingMail};
use robomod::store;
use std::path::Path;

const DAN: (&str, &str) = ("Dan", "dan@example.org");

fn rambots_state(w: &World, id: i64) -> robomod::games::rambots::State {
    serde_json::from_value(w.game(id).state.into_value()).unwrap()
}

/// A RAMbots game of four, its goal stacks drawn at the setup deadline; `prefs`: what players
/// set (address, preference, value: `SET PICTURES ROUND` is `pictures`, `ROUND`).
pub(super) fn rambots(prefs: &[(&str, &str, &str)]) -> (World, i64) {
    let mut new = sprint(&[ANN, BOB, CID, DAN]);
    new.kind = "rambots".into();
    new.seed = Some(3);
    let (w, id) = world_with_game(&new);
    let now = w.clock.now();
    w.m.with_connection(|c| {
        for (address, preference, value) in prefs {
            store::preferences::set(c, address, preference, value, now).unwrap();
        }
    });
    w.clock.set(w.game(id).deadline.unwrap());
    w.m.rounds().tick().unwrap();
    (w, id)
}

/// Every player programs `len` instructions (as many as the pool allows); the round runs once
/// all are in.
fn program_all(w: &World, id: i64, len: usize, rng: &mut GameRng) {
    let s = rambots_state(w, id);
    for (i, c) in s.position().seats().iter().enumerate() {
        let program = program_text(&random_program(s.position().pool(*c), len..=len, rng));
        let reply = w.send(id, i, vec![orders("PROGRAM", &program)]);
        assert_eq!(reply.kind, MailKind::Confirmation, "{}", reply.body);
    }
    w.m.rounds().tick().unwrap();
}

/// The round reports queued since mail `from`, as they leave (pictures drawn), with their bytes.
pub(super) fn reports(w: &World, from: usize) -> Vec<(OutgoingMail, Vec<u8>)> {
    let ids: Vec<String> = w
        .outbox_from(from)
        .into_iter()
        .filter(|m| m.kind == MailKind::RoundReport)
        .map(|m| m.message_id)
        .collect();
    as_sent(&w.m, w.clock.now(), |m| ids.contains(&m.message_id))
}

fn to<'a>(reports: &'a [(OutgoingMail, Vec<u8>)], address: &str) -> &'a (OutgoingMail, Vec<u8>) {
    sent_to(reports, address)
}

/// What every HTML report must be: its pictures all inline and all used, each a PNG; nothing
/// remote or scripted; every picture described; within 640 px and the budget.
fn check_html_report(raw: &[u8], steps: usize) -> String {
    assert_text_beside_related_html(raw);
    let (html, pictures) = html_and_pictures(raw);
    let referred = cids(&html);
    assert_eq!(referred.len(), steps + 1, "each step and the board after");
    assert_pictures_inline_and_used(&html, &pictures);
    for banned in ["<script", "http://", "https://", "<link", "<style", "url("] {
        assert!(!html.contains(banned), "{banned} in the HTML");
    }
    assert_eq!(
        html.matches("<img").count(),
        html.matches(" alt=\"").count()
    );
    assert!(!html.contains("alt=\"\"") && html.contains("max-width:640px"));
    assert!(
        raw.len() <= MAIL_BUDGET,
        "{} bytes, over the budget of {MAIL_BUDGET}",
        raw.len()
    );
    html
}

#[test]
fn a_rambots_report_of_twenty_instructions_is_a_picture_each_within_the_budget() {
    let (w, id) = rambots(&[(BOB.1, "pictures", "ROUND"), (CID.1, "pictures", "NONE")]);
    let before = w.outbox().len();
    program_all(&w, id, MAX_PROGRAM, &mut step_rng(8, 1));
    let reports = reports(&w, before);
    assert_eq!(reports.len(), 4);
    let (mail, raw) = to(&reports, ANN.1);
    let top = mail_parser::MessageParser::default().parse(raw).unwrap();
    assert_eq!(
        top.body_text(0).unwrap().replace("\r\n", "\n"),
        robomod::mail::compose::wrap_body(&mail.body),
        "the text part is the report as before"
    );
    let ran = mail.body.matches(" runs ").count();
    assert_eq!(
        ran, 20,
        "four programs of five, none cut short: {}",
        mail.body
    );
    let html = check_html_report(raw, ran);
    assert_contains(&html, "Instruction by instruction");
    assert_contains(&html, "Instruction 20: ");
    assert_contains(&html, "Purple dotted lines: beams");
    println!("a RAMbots report of 20 instructions: {} bytes", raw.len());
    // Every picture is named after the round as the report calls it (the round's record number
    // counts the setup: "g1-round-2-instruction-1..." in a report of round 1, seen in play).
    let round = mail.body.split_whitespace().nth(1).unwrap();
    assert!(
        mail.body.starts_with(&format!("Round {round} results")),
        "{}",
        mail.body
    );
    let board_alt = format!("alt=\"The board after round {round}: ");
    assert_contains(&html, &board_alt);
    for a in &mail.attachments {
        assert!(
            a.filename.starts_with(&format!("g1-round-{round}")),
            "{} in the report of round {round}",
            a.filename
        );
    }
    // Bob: the text and the round's picture; Cid: the text alone; Dan as Ann.
    let kinds =
        |a: &str| -> Vec<String> { parts(&to(&reports, a).1).into_iter().map(|p| p.0).collect() };
    assert_eq!(kinds(BOB.1), ["multipart/mixed", "text/plain", "image/png"]);
    assert_eq!(kinds(CID.1), ["text/plain"]);
    assert_eq!(kinds(DAN.1)[0], "multipart/alternative");
}

#[test]
fn a_rambots_html_report_as_a_snapshot() {
    let (w, id) = rambots(&[]);
    let before = w.outbox().len();
    program_all(&w, id, 2, &mut step_rng(8, 2));
    let reports = reports(&w, before);
    let (html, _) = html_and_pictures(&to(&reports, ANN.1).1);
    insta::assert_snapshot!(html);
}

fn ricochet_state(w: &World, id: i64) -> robomod::games::ricochet::State {
    serde_json::from_value(w.game(id).state.into_value()).unwrap()
}

#[test]
fn a_ricochet_report_shows_the_winning_solution_move_by_move() {
    let mut new = sprint(&[ANN, BOB]);
    new.kind = "ricochet".into();
    new.seed = Some(5);
    let (w, id) = world_with_game(&new);
    let moves = robomod::games::ricochet::solver::solve(ricochet_state(&w, id).position()).unwrap();
    let best = robomod::games::ricochet::notation::write_moves(&moves);
    let before = w.outbox().len();
    w.send(id, 1, vec![orders("SOLUTION", &best)]);
    w.send(id, 0, vec![orders("SOLUTION", &best)]);
    w.m.rounds().tick().unwrap();
    let sent = reports(&w, before);
    let (mail, raw) = to(&sent, ANN.1);
    assert_contains(&mail.body, "scores with");
    let html = check_html_report(raw, moves.len());
    assert_contains(&html, "The winning solution move by move");
    assert!(html.contains(&format!("Move {n} of {n}", n = moves.len())));
    insta::assert_snapshot!(html);

    // A round nobody solved: no steps, the round's picture attached as before.
    let before = w.outbox().len();
    w.clock.set(w.game(id).deadline.unwrap());
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 1);
    let reports = reports(&w, before);
    let kinds: Vec<String> = parts(&to(&reports, ANN.1).1)
        .into_iter()
        .map(|p| p.0)
        .collect();
    assert_eq!(kinds, ["multipart/mixed", "text/plain", "image/png"]);
}

#[test]
fn a_rambots_html_report_in_a_browser_at_phone_width() {
    let Some(mut b) = Browser::start_or_skip("a RAMbots HTML round report in a browser") else {
        return;
    };
    let (w, id) = rambots(&[]);
    let before = w.outbox().len();
    program_all(&w, id, 3, &mut step_rng(8, 3));
    let reports = reports(&w, before);
    let (html, pictures) = html_and_pictures(&to(&reports, ANN.1).1);
    let (_dir, page) = page_with_pictures(&html, &pictures);
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-report");
    std::fs::create_dir_all(&shots).unwrap();
    let shown = b.check_on_a_phone(&page, &shots.join("rambots-report-412.png"));
    assert_eq!(shown, pictures.len(), "every picture of the mail shown");
}

/// `SET PICTURES ANIMATED`: the text and the round step by step as one animated PNG attached,
/// one frame per instruction that ran; a round without steps (the setup) gets the board.
#[test]
fn a_player_who_chose_animated_gets_the_round_as_one_animated_picture() {
    let (w, id) = rambots(&[(ANN.1, "pictures", "ANIMATED")]);
    let before = w.outbox().len();
    program_all(&w, id, 3, &mut step_rng(8, 4));
    let sent = reports(&w, before);
    let (mail, raw) = to(&sent, ANN.1);
    let ran = mail.body.matches(" runs ").count();
    let all = parts(raw);
    let kinds: Vec<&str> = all.iter().map(|p| p.0.as_str()).collect();
    assert_eq!(kinds, ["multipart/mixed", "text/plain", "image/png"]);
    assert!(
        mail.attachments[0].filename == "g1-round-1-animated.png",
        "{}",
        mail.attachments[0].filename
    );
    let png = &all[2].2;
    let reader = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .unwrap();
    let actl = reader.info().animation_control().copied().expect("an APNG");
    assert_eq!(actl.num_frames as usize, ran);
    let budget = robomod::picture::animated::budget(ran);
    assert!(png.len() <= budget, "{} bytes", png.len());
    // Bob set nothing: the default, HTML.
    assert_eq!(parts(&to(&sent, BOB.1).1)[0].0, "multipart/alternative");
}

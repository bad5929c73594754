//! Round reports register by register (issue 33, item 1): the mail as sent, read back with
//! mail-parser (text/plain unchanged beside a multipart/related HTML part whose every `cid:`
//! is an inline picture), what each player gets by their preference and the game's setting,
//! the size budget, a snapshot of the HTML, and a real browser showing it at phone and desktop
//! widths.

use super::common::{World, arena_race, world};
use crate::support::assert_contains;
use crate::support::browser::Browser;
use crate::support::mime::{
    as_sent, assert_pictures_inline_and_used, assert_text_beside_related_html, cids,
    html_and_pictures, page_with_pictures, parts, sent_to,
};
use chrono::Duration;
use mail_parser::{MessageParser, MimeHeaders};
use robomod::clock::{Clock, TestClock};
use robomod::games::race::Race;
use robomod::games::race::game::RaceOrders;
use robomod::games::race::orders;
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::inbound::{GameTag, InboundMail, PlayerCommand};
use robomod::moderator::report_pictures::MAIL_BUDGET;
use robomod::moderator::{Moderator, ModeratorConfig, NewGame, NewPlayer};
use robomod::outgoing::{MailKind, OutgoingMail};
use robomod::store;
use serde_json::{Map, Value};
use std::path::Path;
use std::sync::Arc;

const NAMES: [&str; 3] = ["Ann", "Bob", "Cid"];

fn address(name: &str) -> String {
    format!("{}@example.org", name.to_lowercase())
}

/// A race of Ann, Bob, Cid and a computer player on the arena; `game_pictures`, the game's
/// `pictures` setting; `prefs`, what players set (`SET PICTURES`), through the store.
fn race(game_pictures: Option<&str>, prefs: &[(&str, &str)]) -> (World, i64) {
    race_on("arena", game_pictures, prefs)
}

/// [`race`] on the shipped board `board` (`arena`: the small test board).
fn race_on(board: &str, game_pictures: Option<&str>, prefs: &[(&str, &str)]) -> (World, i64) {
    let w = world();
    let mut new = arena_race(3, address);
    if board != "arena" {
        new.settings.insert("board".into(), board.into());
        new.settings.remove("board_text");
    }
    if let Some(p) = game_pictures {
        new.settings.insert("pictures".into(), p.into());
    }
    let id = w.m.admin().create_game(&new).unwrap();
    let now = w.clock.now();
    w.m.with_connection(|c| {
        for (name, value) in prefs {
            store::preferences::set(c, &address(name), "pictures", value, now).unwrap();
        }
    });
    (w, id)
}

impl World {
    /// Every player programs as the computer would; the round runs once all are in.
    fn play_round(&self, id: i64, n: u32) {
        let ps = self
            .m
            .with_connection(|c| store::games::players(c, id))
            .unwrap();
        for (seat, p) in ps.iter().enumerate().take(NAMES.len()) {
            let mut rng = step_rng(99, n * 8 + seat as u32);
            let Some(RaceOrders::Round(o)) =
                Race::bot_orders(&self.state(id), Seat(seat as u8), &mut rng)
            else {
                continue;
            };
            let commands = orders::mail_text(&o)
                .lines()
                .map(|l| {
                    let (k, t) = l.split_once(' ').unwrap_or((l, ""));
                    PlayerCommand::Orders {
                        keyword: k.into(),
                        text: t.into(),
                    }
                })
                .collect();
            let mail = InboundMail {
                message_id: Some(format!("{id}.{seat}.{n}@example.org")),
                content_hash: format!("{id:016x}{seat:016x}{n:032x}"),
                from: p.address.clone(),
                from_name: None,
                subject: "Re: robomod".into(),
                tag: Some(GameTag {
                    game: id,
                    key: p.key.clone(),
                }),
                commands,
                no_reply: None,
                in_reply_to: None,
                written_in: None,
                written: Vec::new(),
            };
            self.m.intake().handle_mail(b"raw", &mail).unwrap();
        }
        self.clock.advance(Duration::days(2));
        self.m.rounds().tick().unwrap();
    }

    /// The round reports of round `n` as they leave (pictures drawn), by recipient.
    fn reports(&self, n: u32) -> Vec<(OutgoingMail, Vec<u8>)> {
        let round = format!("Round {n} ");
        as_sent(&self.m, self.clock.now(), |m| {
            m.kind == MailKind::RoundReport && m.subject.contains(&round)
        })
    }
}

fn to<'a>(reports: &'a [(OutgoingMail, Vec<u8>)], name: &str) -> &'a (OutgoingMail, Vec<u8>) {
    sent_to(reports, &address(name))
}

#[test]
fn a_report_is_text_beside_html_with_a_picture_per_register_within_its_budget() {
    // The shipped board, the largest pictures.
    let (w, id) = race_on("race", None, &[("Bob", "ROUND"), ("Cid", "none")]);
    w.play_round(id, 1);
    let reports = w.reports(1);
    assert_eq!(reports.len(), 3, "a report to each person, none to the bot");

    // Ann set nothing: the default, register by register.
    let (mail, raw) = to(&reports, "Ann");
    let top = MessageParser::default().parse(raw).unwrap();
    let ct = top.content_type().unwrap();
    assert_eq!(
        (ct.ctype(), ct.subtype()),
        ("multipart", Some("alternative"))
    );
    assert_eq!(
        top.body_text(0).unwrap().replace("\r\n", "\n"),
        robomod::mail::compose::wrap_body(&mail.body),
        "the text part is the report as before"
    );
    assert_text_beside_related_html(raw);
    let (html, pictures) = html_and_pictures(raw);
    let referred = cids(&html);
    assert_eq!(
        referred.len(),
        6,
        "five registers and the board after the round"
    );
    assert_pictures_inline_and_used(&html, &pictures);
    for n in 1..=5 {
        assert!(html.contains(&format!("Register {n}</h3>")), "register {n}");
    }
    // A table a register, the player's own facts, the standings now (issue 39).
    assert_eq!(html.matches("<table").count(), 7);
    // Plain and safe for mail clients: no script, nothing remote, inline styles only, every
    // picture described, within 640 px.
    for banned in [
        "<script", "http://", "https://", "<link", "<style", "@import", "url(",
    ] {
        assert!(!html.contains(banned), "{banned} in the HTML");
    }
    assert_eq!(
        html.matches("<img").count(),
        html.matches(" alt=\"").count(),
        "every picture has alt text"
    );
    assert!(!html.contains("alt=\"\""), "no alt text is empty");
    assert_contains(&html, "max-width:640px");
    assert!(
        raw.len() <= MAIL_BUDGET,
        "Ann's report is {} bytes, over the budget of {MAIL_BUDGET}",
        raw.len()
    );
    println!("a report register by register: {} bytes", raw.len());

    // Bob asked for the round's picture: the text and the board attached, as before.
    let (_, raw) = to(&reports, "Bob");
    let kinds: Vec<String> = parts(raw).into_iter().map(|p| p.0).collect();
    assert_eq!(kinds, ["multipart/mixed", "text/plain", "image/png"]);
    // Cid asked for none: the text alone.
    let (_, raw) = to(&reports, "Cid");
    let kinds: Vec<String> = parts(raw).into_iter().map(|p| p.0).collect();
    assert_eq!(kinds, ["text/plain"]);
}

#[test]
fn the_games_setting_is_what_a_player_gets_who_set_nothing() {
    // Ann's choice in the word stored before every game had steps: still the steps.
    let (w, id) = race(Some("none"), &[("Ann", "REGISTERS"), ("Cid", "ROUND")]);
    w.play_round(id, 1);
    let reports = w.reports(1);
    let kinds = |name| -> Vec<String> {
        parts(&to(&reports, name).1)
            .into_iter()
            .map(|p| p.0)
            .collect()
    };
    assert_eq!(kinds("Ann")[0], "multipart/alternative");
    assert_eq!(kinds("Bob"), ["text/plain"]);
    assert_eq!(kinds("Cid"), ["multipart/mixed", "text/plain", "image/png"]);
}

#[test]
fn a_game_setting_that_is_no_choice_is_refused_with_the_words() {
    let dir = tempfile::tempdir().unwrap();
    let m = Moderator::open(
        &dir.path().join("robomod.sqlite"),
        Arc::new(TestClock::at_str("2026-03-02T12:00:00Z")),
        ModeratorConfig::default(),
    )
    .unwrap();
    let mut settings = Map::new();
    settings.insert("pictures".into(), Value::from("all"));
    let e = m
        .admin()
        .create_game(&NewGame {
            kind: "race".into(),
            players: vec![NewPlayer {
                name: "Ann".into(),
                address: address("Ann"),
            }],
            settings,
            ..NewGame::default()
        })
        .unwrap_err()
        .to_string();
    assert_contains(&e, "pictures=steps");
}

#[test]
fn the_html_report_as_a_snapshot() {
    let (w, id) = race(None, &[]);
    w.play_round(id, 1);
    let reports = w.reports(1);
    let (html, _) = html_and_pictures(&to(&reports, "Ann").1);
    // The legend gives each colour one meaning: shots purple, board lasers red (issue 33: "Red
    // lines: shots" while the board lasers were red too).
    assert_contains(&html, "Thin purple lines: robots&#x27; laser shots");
    assert_contains(&html, "Wide pale red bands: board lasers&#x27; beams");
    assert!(!html.contains("Red lines"));
    insta::assert_snapshot!(html);
}

/// What must hold of a report shown `width` CSS pixels wide (issue 39): every picture loaded,
/// nothing wider than the window but inside a box of its own that scrolls, no monospace but
/// the text part's copy at the end (in such a box), the player's own box at the top.
const LAYOUT: &str = "(() => {
  const w = window.innerWidth;
  const scrolls = e => e.closest('div[style*=\"overflow-x:auto\"]') !== null;
  const wide = Array.from(document.body.querySelectorAll('*'))
    .filter(e => !scrolls(e) && e.getBoundingClientRect().right > w + 0.5)
    .map(e => e.tagName + ': ' + e.textContent.slice(0, 40));
  const mono = Array.from(document.body.querySelectorAll('*'))
    .filter(e => /mono/i.test(getComputedStyle(e).fontFamily) && !scrolls(e))
    .map(e => e.tagName + ': ' + e.textContent.slice(0, 40));
  const you = Array.from(document.querySelectorAll('h2')).find(h => h.textContent === 'For you');
  return {
    loaded: Array.from(document.images).every(i => i.complete && i.naturalWidth > 0),
    images: document.images.length,
    page: document.documentElement.scrollWidth <= w,
    wide, mono,
    you_top: you ? you.getBoundingClientRect().top : -1,
    you_text: you ? you.nextElementSibling.innerText : '',
    pre_fits: Array.from(document.querySelectorAll('pre')).every(p => p.scrollWidth <= p.clientWidth),
    column: document.body.firstElementChild.getBoundingClientRect().width,
  };
})()";

/// `html` with its pictures, as a mail client shows it, in `b` at phone and desktop widths:
/// [`LAYOUT`] checked, screenshots `NAME-412.png` and `NAME-1200.png` kept in the tests'
/// temporary folder; the For-you box's text.
fn shown(b: &mut Browser, name: &str, html: &str, pictures: &[(String, Vec<u8>)]) -> String {
    // As a mail client shows it: each cid: the inline part's bytes.
    let (_dir, page) = page_with_pictures(html, pictures);
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("html-report");
    std::fs::create_dir_all(&shots).unwrap();
    let mut you = String::new();
    for width in [412, 1200] {
        b.viewport(width, 900).unwrap();
        b.goto(&format!("file://{}", page.display())).unwrap();
        let l = b.eval(LAYOUT).unwrap();
        assert_eq!(
            l["loaded"],
            Value::Bool(true),
            "{name} {width} px: an image"
        );
        assert_eq!(
            l["images"],
            Value::from(pictures.len()),
            "{name} {width} px"
        );
        assert_eq!(l["page"], Value::Bool(true), "{name} {width} px: overflows");
        assert_eq!(
            l["wide"],
            Value::Array(vec![]),
            "{name} {width} px: too wide"
        );
        assert_eq!(
            l["mono"],
            Value::Array(vec![]),
            "{name} {width} px: monospace"
        );
        // The text part's copy in 72 columns of monospace, smaller on a phone, unclipped.
        assert_eq!(
            l["pre_fits"],
            Value::Bool(true),
            "{name} {width} px: clipped"
        );
        let top = l["you_top"].as_f64().unwrap();
        assert!(
            (0.0..120.0).contains(&top),
            "{name} {width} px: For you at {top}"
        );
        assert!(l["column"].as_f64().unwrap() <= 640.0, "{name} {width} px");
        b.screenshot(&shots.join(format!("{name}-{width}.png")))
            .unwrap();
        assert!(b.errors().is_empty(), "{:?}", b.errors());
        you = l["you_text"].as_str().unwrap().to_string();
    }
    you
}

#[test]
fn the_html_report_in_a_browser_at_phone_and_desktop_widths() {
    let Some(mut b) = Browser::start_or_skip("an HTML round report in a browser") else {
        return;
    };
    let (w, id) = race(None, &[]);
    w.play_round(id, 1);
    w.play_round(id, 2);
    let reports = w.reports(2);
    let (html, pictures) = html_and_pictures(&to(&reports, "Cid").1);
    assert_eq!(pictures.len(), 6, "five registers and the board");
    let you = shown(&mut b, "report", &html, &pictures);
    // Cid's own news at the top, in words that reflow: damage, lives, flags, the hand, what
    // to send, by when.
    for what in [
        "Your robot\tCid",
        "Damage\t",
        "Lives\t",
        "Flags\t",
        "Hand for round 3\t",
        "Send\tPROGRAM and five instructions",
        "Orders are due by",
    ] {
        assert!(you.contains(what), "{what:?} in {you:?}");
    }
    assert!(
        html.contains("Standings now, in round 3</h3>"),
        "standings as a table"
    );

    // The race over (on the arena, five rounds after the first finish): the player's place
    // at the top, the final standings and awards as tables.
    let mut n = 3;
    while w
        .m
        .with_connection(|c| store::games::game(c, id))
        .unwrap()
        .status
        != robomod::store::games::GameStatus::Finished
    {
        w.play_round(id, n);
        n += 1;
        assert!(n < 30, "the race ends");
    }
    let over = as_sent(&w.m, w.clock.now(), |m| m.kind == MailKind::GameOver);
    let (html, pictures) = html_and_pictures(&to(&over, "Cid").1);
    let you = shown(&mut b, "game-over", &html, &pictures);
    assert!(you.contains("Place\t"), "{you:?}");
    assert!(you.contains("Thank you for playing."), "{you:?}");
    for table in ["Final standings", "Statistics", "Awards"] {
        assert!(html.contains(&format!("{table}</h3>")), "{table}");
    }
}

#[test]
fn the_games_options_go_on_to_the_next_race() {
    let mut new = arena_race(3, address);
    new.settings.insert("pictures".into(), "round".into());
    new.settings.insert("stand_in".into(), 2.into());
    let w = world();
    let id = w.m.admin().create_game(&new).unwrap();
    for n in 1..=40 {
        if w.state(id).position().is_over() {
            break;
        }
        w.play_round(id, n);
    }
    assert!(w.state(id).position().is_over(), "the race ends");
    let next =
        w.m.admin()
            .next_game(id, &Map::new(), &[], Some(4))
            .unwrap();
    let chosen = w.m.with_connection(|c| store::game_options::all(c, next));
    let want = [
        ("pictures".into(), "ROUND".into()),
        ("stand_in".into(), "2".into()),
    ];
    assert_eq!(chosen.unwrap(), want);
    let settings =
        w.m.with_connection(|c| store::games::game(c, next))
            .unwrap()
            .settings;
    assert!(
        settings.get("pictures").is_none(),
        "robomod's setting is not the engine's: {settings}"
    );
}

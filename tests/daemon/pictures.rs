//! Board pictures in the mails as sent (issue 12): every round report and STATUS reply is
//! multipart/mixed with the unchanged text first and the board as a PNG after it, which
//! decodes to the picture's size and stays small; `[reports] pictures = false` sends text only.

use crate::support::assert_contains;
use crate::support::site::*;
use mail_parser::MimeHeaders;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::Daemon;
use robomod::lang::Say;
use std::sync::Arc;

/// A RAMbots game through the daemon: set up, then a STATUS. The mails written, parsed.
fn play(site: &Site) -> Vec<(String, Vec<u8>)> {
    let clock = TestClock::at_str("2026-03-02T12:00:00Z");
    let shared: Arc<dyn Clock> = Arc::new(clock.clone());
    let id = site.new_game(shared.clone(), &["Ann", "Bob"]);
    let keys = site.keys(id);
    let mut d = Daemon::new(&site.config, shared).unwrap();
    site.deliver("Ann", id, &keys[0], "a1", "GOALS 1y 3r 2g 1b");
    site.deliver("Bob", id, &keys[1], "b1", "GOALS 2y 2r 2g 1b");
    d.pass().unwrap();
    site.deliver("Ann", id, &keys[0], "a2", "STATUS");
    d.pass().unwrap();
    site.sent()
        .into_iter()
        .map(|p| {
            let raw = std::fs::read(&p).unwrap();
            let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
            (m.subject().unwrap_or_default().to_string(), raw)
        })
        .collect()
}

#[test]
fn reports_and_status_replies_carry_the_board_as_a_png_after_the_text() {
    let site = Site::new();
    let mails = play(&site);
    let mut pictures = 0;
    for (subject, raw) in &mails {
        let m = mail_parser::MessageParser::default().parse(raw).unwrap();
        let wants = subject.ends_with("Setup report") || subject.ends_with(": status");
        assert_eq!(m.attachment_count(), usize::from(wants), "{subject}");
        // The text is always the first part, and whole.
        let text = m.body_text(0).unwrap();
        assert!(
            text.starts_with("Hello ")
                || text.starts_with("Game ")
                || text.lines().next().unwrap().contains(" results, game "),
            "{subject}: {text}"
        );
        if !wants {
            continue;
        }
        let ct = m.content_type().unwrap();
        assert_eq!(
            (ct.ctype(), ct.subtype()),
            ("multipart", Some("mixed")),
            "{subject}"
        );
        let first = &m.parts[1];
        assert_eq!(
            first.content_type().map(|c| (c.ctype(), c.subtype())),
            Some(("text", Some("plain")))
        );
        let a = m.attachment(0).unwrap();
        let name = a.attachment_name().unwrap();
        assert!(
            name.starts_with("g1-") && name.ends_with(".png"),
            "{subject}: {name}"
        );
        let png = a.contents();
        assert!(png.len() < 80 * 1024, "{name}: {} bytes", png.len());
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        assert_eq!((info.width, info.height), (600, 500), "{name}");
        // Not blank: the board's squares and pieces are there.
        let distinct: std::collections::HashSet<&[u8]> = pixels.chunks(3).collect();
        assert!(distinct.len() > 50, "{name}: {} colours", distinct.len());
        pictures += 1;
    }
    assert_eq!(pictures, 3, "two setup reports and one status reply");
    // Stored once for the round's two reports, once for the STATUS.
    let n: i64 = site.one("SELECT COUNT(*) FROM pictures", []);
    assert_eq!(n, 2);
}

/// The flusher draws the next batch's pictures while it sends one, and keeps them in memory,
/// not in the database: with a batch of one mail, a round's two reports leave in two batches,
/// and each carries the picture its SVG gives.
#[test]
fn a_picture_split_over_batches_is_the_same_in_every_mail_and_drawn_from_its_round() {
    let site = Site::with("[outbound]\nbatch = 1\n");
    let mails = play(&site);
    let pngs: Vec<Vec<u8>> = mails
        .iter()
        .filter(|(subject, _)| subject.ends_with("Setup report"))
        .map(|(_, raw)| {
            let m = mail_parser::MessageParser::default().parse(raw).unwrap();
            m.attachment(0).expect("the board").contents().to_vec()
        })
        .collect();
    assert_eq!(pngs.len(), 2);
    assert_eq!(pngs[0], pngs[1]);
    // The round's picture is stored as a reference to the round: no SVG, no PNG. Its mails
    // carry what the game draws from the round's stored row.
    let db = site.db();
    let (svg, png, game, number): (Option<String>, Option<Vec<u8>>, i64, u32) = db
        .query_row(
            "SELECT p.svg, p.png, p.game_id, p.round
                 FROM pictures p JOIN rounds r ON r.game_id = p.game_id AND r.number = p.round
                 ORDER BY p.id LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .unwrap();
    let round = robomod::store::rounds::rounds(&db, game).unwrap()[number as usize - 1].clone();
    let (before, events, after) = (
        round.state_before.text().to_string(),
        round.events.text().to_string(),
        round.state_after.text().to_string(),
    );
    assert_eq!(
        (svg, png),
        (None, None),
        "neither written when the round ran"
    );
    let json = |t: &str| serde_json::from_str::<serde_json::Value>(t).unwrap();
    let rambots = robomod::games::by_kind("rambots").unwrap();
    let load = |t: &str| rambots.load(&json(t)).unwrap();
    let (svg, shapes) = (rambots.capabilities().pictures)
        .expect("RAMbots draws pictures")
        .render_picture_shapes(
            Some(&*load(&before)),
            &json(&events),
            &*load(&after),
            Say::english(),
        )
        .unwrap();
    let board = robomod::picture::Look::BOARD;
    assert_eq!(
        pngs[0],
        robomod::picture::png_of(&svg, &shapes, board).unwrap()
    );
}

#[test]
fn pictures_can_be_turned_off() {
    let site = Site::with("[reports]\npictures = false\n");
    let mails = play(&site);
    assert!(mails.len() >= 5);
    for (subject, raw) in &mails {
        let m = mail_parser::MessageParser::default().parse(raw).unwrap();
        assert_eq!(m.attachment_count(), 0, "{subject}");
        let ct = m.content_type().unwrap();
        assert_eq!((ct.ctype(), ct.subtype()), ("text", Some("plain")));
    }
}

/// `[archive] dir`: the daemon refreshes the website after a pass that ran rounds.
#[test]
fn the_daemon_refreshes_the_archive_after_rounds() {
    let site = Site::with("[archive]\ndir = \"site\"\n");
    let index = site.dir.path().join("site/index.html");
    play(&site);
    assert!(index.exists(), "the archive was written");
    let round = std::fs::read_to_string(site.dir.path().join("site/game-1/round-1.html")).unwrap();
    assert!(
        round.contains("<svg ") && round.contains("Game 1: setup"),
        "{round}"
    );
    // The open round's page is the position now until that round runs.
    let now = std::fs::read_to_string(site.dir.path().join("site/game-1/round-2.html")).unwrap();
    assert_contains(&now, "(now)");
    assert_contains(&round, "href=\"round-2.html\" rel=\"next\"");
}

/// The sender draws the pictures of the batches ahead while it sends one (issue 39), on
/// several threads: four games' rounds in batches of three mails, their HTML reports with a
/// picture a step. Every picture is drawn once (a batch that needs one being drawn ahead waits
/// for it), and every mail carries each of its pictures, the same bytes as every other mail
/// that carries it.
#[test]
fn pictures_drawn_ahead_of_their_batch_are_drawn_once_and_go_with_every_mail() {
    let site = Site::with("[outbound]\nbatch = 3\n");
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str("2026-03-02T12:00:00Z"));
    let games: Vec<(i64, Vec<String>)> = (0..4)
        .map(|_| {
            let id = site.new_game(clock.clone(), &["Ann", "Bob"]);
            (id, site.keys(id))
        })
        .collect();
    let mut d = Daemon::new(&site.config, clock).unwrap();
    for (id, keys) in &games {
        site.deliver("Ann", *id, &keys[0], &format!("a{id}"), "GOALS 1y 3r 2g 1b");
        site.deliver("Bob", *id, &keys[1], &format!("b{id}"), "GOALS 2y 2r 2g 1b");
    }
    d.pass().unwrap();
    for (id, keys) in &games {
        site.deliver(
            "Ann",
            *id,
            &keys[0],
            &format!("p{id}"),
            "PROGRAM 1GN 3BU 2RE",
        );
        site.deliver("Bob", *id, &keys[1], &format!("q{id}"), "PROGRAM 3RN 1GE");
    }
    d.pass().unwrap();
    let mut by_name: std::collections::HashMap<String, Vec<u8>> = Default::default();
    let mut steps = 0;
    for path in site.sent() {
        let raw = std::fs::read(&path).unwrap();
        let subject = mail_parser::MessageParser::default()
            .parse(&raw)
            .and_then(|m| m.subject().map(str::to_string))
            .unwrap_or_default();
        for (ct, cid, png) in crate::support::mime::parts(&raw) {
            if ct != "image/png" {
                continue;
            }
            steps += usize::from(cid.is_some());
            let name = format!("{subject} {cid:?}");
            assert!(png.starts_with(b"\x89PNG"), "{name}");
            let first = by_name.entry(name.clone()).or_insert_with(|| png.clone());
            assert_eq!(*first, png, "{name}: the same picture in every mail");
        }
    }
    assert!(steps >= 4 * 2 * 3, "each report its step pictures: {steps}");
    let all = robomod::store::mail::OutboxShow::All;
    let attached: std::collections::BTreeSet<i64> =
        robomod::store::mail::outbox_list(&site.db(), all, None)
            .unwrap()
            .into_iter()
            .filter(|r| r.state == "sent")
            .flat_map(|r| r.mail.attachments.into_iter().map(|a| a.picture))
            .collect();
    assert!(attached.len() > 4 * 4, "{attached:?}");
    assert_eq!(
        d.moderator().outbox().pictures_drawn(),
        attached.len(),
        "each drawn once"
    );
}

//! A RAMbots game whose language is Polish (`--set language=pl`), played by mail: Ania reads
//! every mail in Polish and writes her commands in Polish words (lower case, without
//! diacritics too); Bob chose English (`SET LANGUAGE EN`) and reads English in the same game.
//! Each mail is read as its player reads it, and snapshotted.

use super::support::*;
use robomod::clock::{Clock, TestClock};
use robomod::daemon::{Daemon, open_moderator};
use robomod::moderator::{NewGame, NewPlayer, SeededKeys};
use std::sync::Arc;

struct Game {
    site: Site,
    daemon: Daemon,
    id: i64,
    keys: Vec<String>,
    mails: u32,
}

impl Game {
    fn new() -> Game {
        let site = Site::new();
        let clock = TestClock::at_str("2026-03-02T12:00:00Z");
        let shared: Arc<dyn Clock> = Arc::new(clock);
        let m = open_moderator(&site.config, &site.config.database_path(), shared.clone())
            .unwrap()
            .with_keys(SeededKeys::new(3));
        let mut settings = serde_json::Map::new();
        settings.insert("language".into(), "pl".into());
        let player = |name: &str| NewPlayer {
            name: name.into(),
            address: format!("{}@example.org", name.to_lowercase()),
        };
        let id = m
            .admin()
            .create_game(&NewGame {
                kind: "rambots".into(),
                players: vec![player("Ania"), player("Bob")],
                settings,
                seed: Some(5),
                ..NewGame::default()
            })
            .unwrap();
        drop(m);
        let keys = site.keys(id);
        let mut daemon = Daemon::new(&site.config, shared).unwrap();
        daemon.pass().unwrap();
        Game {
            site,
            daemon,
            id,
            keys,
            mails: 0,
        }
    }

    /// A reply from seat `seat` (0 Ania, 1 Bob) carrying `body`, then a pass.
    fn send(&mut self, seat: usize, body: &str) {
        self.mails += 1;
        let name = ["Ania", "Bob"][seat];
        let mid = format!("pl{}", self.mails);
        self.site
            .deliver(name, self.id, &self.keys[seat], &mid, body);
        self.daemon.pass().unwrap();
    }

    fn newest(&self, to: &str) -> String {
        newest_mail(&self.site, &format!("{to}@example.org"))
    }
}

#[test]
fn a_polish_game_writes_polish_to_ania_and_english_to_bob() {
    let mut g = Game::new();
    let welcome = g.newest("ania");
    insta::assert_snapshot!("polish_welcome", welcome);
    assert!(welcome.contains("Witamy w grze robomod nr 1"), "{welcome}");

    // Bob prefers English: the answer is already in it, and so is everything after.
    g.send(1, "SET LANGUAGE EN");
    let bob = g.newest("bob");
    assert!(bob.contains("robomod writes to you in English"), "{bob}");

    // Ania writes as she talks: Polish command words, lower case, no diacritics.
    g.send(0, "Dzień dobry!\n\nstan\npomoc zasady\n\nAnia");
    let ania = g.newest("ania");
    insta::assert_snapshot!("polish_status_and_rules", ania);
    assert!(
        ania.contains("> STATUS") || ania.contains("Stan gry"),
        "{ania}"
    );
    assert!(ania.contains("Zasady tej gry"), "{ania}");

    // A mistake, answered in Polish with what is wrong.
    g.send(0, "GOALS 1Y 1Y");
    let ania = g.newest("ania");
    insta::assert_snapshot!("polish_problem", ania);
    assert!(ania.contains("Nie przyjęto"), "{ania}");

    // Both send goals; the round runs; each reads the report in their own language.
    g.send(
        0,
        "cele: mały żółty, duży czerwony, średni zielony, mały niebieski",
    );
    g.send(1, "GOALS 1Y 3R 2G 1B");
    let ania = g.newest("ania");
    let bob = g.newest("bob");
    insta::assert_snapshot!("polish_report", ania);
    assert!(ania.contains("Grasz jako Czerwony"), "{ania}");
    assert!(bob.contains("You play"), "{bob}");
    assert!(!bob.contains("Grasz"), "no Polish in Bob's mail: {bob}");

    // A program in Polish words, quoted back in Polish.
    g.send(0, "program: mały zielony północ, duży niebieski wstecz");
    let ania = g.newest("ania");
    insta::assert_snapshot!("polish_program", ania);
    assert!(ania.contains("1GN 3BU"), "{ania}");

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
    assert!(page.contains("<html lang=\"pl\">"), "{page}");
    assert!(
        page.contains("Gra nr 1 (RAMbots)") && page.contains("Stan: w toku."),
        "{page}"
    );
    let round = std::fs::read_to_string(out.join("game-1/round-1.html")).unwrap();
    assert!(round.contains("Wszystkie gry"), "{round}");
    // Its pictures too: the board's legend and panel (in the board's background, a file of
    // its own), and its title (the alt text).
    let board = round
        .split("src=\"../boards/")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .expect("the board's background");
    let board = std::fs::read_to_string(out.join("boards").join(board)).unwrap();
    assert!(board.contains(">Pierwszeństwo</text>"), "{board}");
    assert!(round.contains("RAMbots: plansza "), "{round}");
    assert!(!board.contains(">Precedence</text>"), "{board}");

    // Bob's program completes the round: each gets the report with its step pictures, their
    // files named in the reader's words.
    g.send(1, "PROGRAM 1GN 3BU");
    let files = |to: &str| -> Vec<String> {
        let mid: String = (g.site.db())
            .query_row(
                "SELECT message_id FROM outbox WHERE recipient = ?1 ORDER BY id DESC LIMIT 1",
                [format!("{to}@example.org")],
                |r| r.get(0),
            )
            .unwrap();
        let file = robomod::mail::transport::FileTransport::file_name(&mid);
        let raw = std::fs::read(g.site.config.outgoing_path().join(file)).unwrap();
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        (m.attachments())
            .filter_map(|a| mail_parser::MimeHeaders::attachment_name(a).map(str::to_string))
            .collect()
    };
    let (ania_files, bob_files) = (files("ania"), files("bob"));
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

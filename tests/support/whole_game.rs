//! A whole game by mail on the embedded default (Maildir in, mail files out), played to its
//! end: each person replies to robomod's newest mail as a mail client would, with what the
//! game's computer player would send (or what the test writes instead), some missing rounds;
//! computer players fill the other seats. Every mail robomod sent each person is returned in
//! the order sent, as (subject, text), for a test to read and snapshot. Other games by mail open
//! on the same pieces: [`site`], [`moderator`], [`daemon`].

use robomod::cli::demo::{newest_to, reply};
use robomod::clock::{Clock, TestClock};
use robomod::config::Config;
use robomod::daemon::{Daemon, open_moderator};
use robomod::games::{ComputerPlayer, Seat, step_rng};
use robomod::mail::maildir::MaildirInbox;
use robomod::mail::transport::FileTransport;
use robomod::moderator::{Moderator, NewGame, NewPlayer, SeededKeys};
use robomod::store::games::{GameStatus, game};
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub fn address(name: &str) -> String {
    format!("{}@players.test", name.to_lowercase())
}

/// Every mail file robomod wrote to `outgoing`, in the order written: (its number, its bytes).
pub fn mail_files(outgoing: &Path) -> Vec<(u64, Vec<u8>)> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(outgoing).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let Some(n) = file
            .strip_prefix("robomod.")
            .and_then(|r| r.split('.').next())
            .and_then(|n| n.parse::<u64>().ok())
        else {
            continue;
        };
        found.push((n, std::fs::read(&path).unwrap()));
    }
    found.sort();
    found
}

/// Every mail to `name` in the order robomod wrote them: (subject, text).
pub fn mails_to(outgoing: &Path, name: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for (_, raw) in mail_files(outgoing) {
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let to = m.to().and_then(|a| a.first()).and_then(|a| a.address());
        if to == Some(address(name).as_str()) {
            let subject = m.subject().unwrap_or_default().to_string();
            found.push((subject, m.body_text(0).unwrap_or_default().into_owned()));
        }
    }
    found
}

/// A site under a temp folder whose config is `toml`, at 09:00 on 2 March 2026: the folder,
/// the config, the clock.
pub fn site(toml: &str) -> (tempfile::TempDir, Config, TestClock) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("robomod.toml"), toml).unwrap();
    let config = Config::load(&dir.path().join("robomod.toml")).unwrap();
    (dir, config, TestClock::at_str("2026-03-02T09:00:00Z"))
}

/// The moderator of `config` at `clock`, robomod's keys drawn from `seed`.
pub fn moderator(config: &Config, clock: &TestClock, seed: u64) -> Moderator {
    open_moderator(config, &config.database_path(), Arc::new(clock.clone()))
        .unwrap()
        .with_keys(SeededKeys::new(seed))
}

/// The daemon of `config` over `moderator` at `clock`: the Maildir in, mail files out.
pub fn daemon(config: &Config, moderator: Moderator, clock: &TestClock) -> Daemon {
    let shared: Arc<dyn Clock> = Arc::new(clock.clone());
    let inbox = MaildirInbox::open(config.maildir_path()).unwrap();
    let transport = FileTransport::new(config.outgoing_path(), shared.clone());
    Daemon::from_parts(
        config,
        moderator,
        Box::new(inbox),
        Box::new(transport),
        shared,
    )
}

/// The text of the newest mail to `name`.
pub fn newest_text(outgoing: &Path, name: &str) -> String {
    let (_, raw) = newest_to(outgoing, &address(name)).unwrap();
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    m.body_text(0).unwrap_or_default().into_owned()
}

/// A game by mail in progress.
pub struct Table {
    _dir: tempfile::TempDir,
    pub out: PathBuf,
    pub daemon: Daemon,
    pub clock: TestClock,
    pub id: i64,
    /// The Maildir robomod reads (its `new/` empties as mail is read).
    pub maildir_path: PathBuf,
    maildir: MaildirInbox,
}

impl Table {
    /// Game `kind` with `settings`, the people `humans` and the computer players `bots`.
    pub fn new(
        kind: &str,
        settings: serde_json::Map<String, serde_json::Value>,
        humans: &[&str],
        bots: &[&str],
        seed: u64,
    ) -> Table {
        let mut players = super::people_at(humans, "players.test");
        players.extend(bots.iter().map(|n| NewPlayer {
            name: n.to_string(),
            address: robomod::moderator::seats::bot_address(n),
        }));
        Table::with_game(
            &NewGame {
                kind: kind.into(),
                players,
                settings,
                seed: Some(seed),
                ..NewGame::default()
            },
            seed,
        )
    }

    /// The game `new`, robomod's keys drawn from `seed`; robomod has read its mail once.
    pub fn with_game(new: &NewGame, seed: u64) -> Table {
        Table::with_game_and(new, seed, |_| String::new())
    }

    /// [`Table::with_game`] with more of the config file, `more` made from the site's folder.
    pub fn with_game_and(new: &NewGame, seed: u64, more: impl FnOnce(&Path) -> String) -> Table {
        let dir = tempfile::tempdir().unwrap();
        let toml = format!(
            "data_dir = \"data\"\n[identity]\naddress = \"robomod@games.test\"\n{}",
            more(dir.path())
        );
        std::fs::write(dir.path().join("robomod.toml"), toml).unwrap();
        let config = Config::load(&dir.path().join("robomod.toml")).unwrap();
        let clock = TestClock::at_str("2026-03-02T09:00:00Z");
        let moderator = moderator(&config, &clock, seed);
        let id = moderator.admin().create_game(new).unwrap();
        let mut daemon = daemon(&config, moderator, &clock);
        daemon.pass().unwrap();
        Table {
            maildir: MaildirInbox::open(config.maildir_path()).unwrap(),
            maildir_path: config.maildir_path(),
            _dir: dir,
            out: config.outgoing_path(),
            daemon,
            clock,
            id,
        }
    }

    /// The folder the site lives in (its config file, its data).
    pub fn dir(&self) -> &Path {
        self._dir.path()
    }

    /// Delivers the mail `raw` into the Maildir; robomod reads it.
    pub fn deliver(&mut self, raw: &[u8]) {
        self.maildir.deliver(raw).unwrap();
        self.daemon.pass().unwrap();
    }

    /// `name` replies to robomod's newest mail to them with `text`; robomod reads it.
    pub fn send(&mut self, name: &str, text: &str) {
        self.maildir
            .deliver(&reply(&self.out, name, text).unwrap())
            .unwrap();
        self.daemon.pass().unwrap();
    }

    /// The game's state and round, as stored.
    pub fn state<G: ComputerPlayer>(&self) -> (G::State, u32, bool) {
        let g = self
            .daemon
            .moderator()
            .with_connection(|c| game(c, self.id))
            .unwrap();
        let over = g.status != GameStatus::Active;
        (
            serde_json::from_value(g.state.into_value()).unwrap(),
            g.round,
            over,
        )
    }

    /// Plays to the end: in every round each person of `humans` (seat = index) sends the
    /// mails `write` makes of the computer player's orders for them (none: they miss the
    /// round); the deadline passes when someone is missing. Returns the rounds played.
    pub fn play<G: ComputerPlayer>(
        &mut self,
        humans: &[&str],
        cap: u32,
        mut write: impl FnMut(&str, u32, String) -> Vec<String>,
    ) -> u32 {
        let mut rounds = 0;
        loop {
            let (s, round, over) = self.state::<G>();
            if over {
                return rounds;
            }
            rounds += 1;
            assert!(rounds <= cap, "the game ends within {cap} rounds");
            for (seat, name) in humans.iter().enumerate() {
                let mut rng = step_rng(11, round * 8 + seat as u32);
                let computer = G::bot_orders(&s, Seat(seat as u8), &mut rng)
                    .map(|o| G::mail_text(&s, &o))
                    .unwrap_or_default();
                for text in write(name, round, computer) {
                    self.send(name, &text);
                }
            }
            if self.state::<G>().1 == round {
                self.clock.advance(chrono::Duration::days(2));
                self.daemon.pass().unwrap();
            }
        }
    }
}

/// What `name` read, checked as a Polish reader reads it (no English word, no line over 72
/// columns), as one text to snapshot: each mail's subject and text, in the order sent.
pub fn read_in_polish(name: &str, mails: &[(String, String)]) -> String {
    crate::support::english::assert_no_english(
        mails
            .iter()
            .flat_map(|(s, t)| [(name, s.as_str()), (name, t.as_str())]),
    );
    for (subject, text) in mails {
        for line in text.lines() {
            assert!(line.chars().count() <= 72, "{name}, {subject}: {line:?}");
        }
    }
    mails
        .iter()
        .map(|(s, t)| format!("Temat: {s}\n\n{t}"))
        .collect::<Vec<_>>()
        .join("\n\n=====\n\n")
}

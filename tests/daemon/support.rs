//! Shared helpers: a config under a temp folder (Maildir in, file out), a RAMbots game created
//! through the library, and player mails as real RFC 5322 bytes.

use robomod::clock::Clock;
use robomod::config::Config;
use robomod::daemon::open_moderator;
use robomod::mail::maildir::MaildirInbox;
use robomod::moderator::{NewGame, NewPlayer, SeededKeys};
use robomod::store;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The config file every daemon test writes: everything under `data/` next to it.
pub const TOML: &str = "data_dir = \"data\"\npoll_interval_secs = 1\nlog_level = \"warn\"\n\n\
                        [games]\nschedule = \"48h\"\nmin_notice = \"1h\"\n";

pub struct Site {
    pub dir: tempfile::TempDir,
    pub config: Config,
}

impl Site {
    pub fn new() -> Site {
        Site::with("")
    }

    /// A site whose config adds `extra` (TOML tables) to [`TOML`].
    pub fn with(extra: &str) -> Site {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("robomod.toml"), format!("{TOML}\n{extra}")).unwrap();
        let config = Config::load(&dir.path().join("robomod.toml")).unwrap();
        Site { dir, config }
    }

    pub fn config_path(&self) -> PathBuf {
        self.dir.path().join("robomod.toml")
    }

    /// Creates a RAMbots game for `players` (names; addresses `name@example.org`), fixed seed
    /// and keys; returns its id.
    pub fn new_game(&self, clock: Arc<dyn Clock>, players: &[&str]) -> i64 {
        let m = open_moderator(&self.config, &self.config.database_path(), clock)
            .unwrap()
            .with_keys(SeededKeys::new(3));
        m.admin()
            .create_game(&NewGame {
                kind: "rambots".into(),
                players: players
                    .iter()
                    .map(|n| NewPlayer {
                        name: n.to_string(),
                        address: format!("{}@example.org", n.to_lowercase()),
                    })
                    .collect(),
                seed: Some(5),
                ..NewGame::default()
            })
            .unwrap()
    }

    /// The players' keys of game `id`, in seat order.
    pub fn keys(&self, id: i64) -> Vec<String> {
        let c = store::open(&self.config.database_path()).unwrap();
        store::games::players(&c, id)
            .unwrap()
            .into_iter()
            .map(|p| p.key)
            .collect()
    }

    pub fn maildir(&self) -> MaildirInbox {
        MaildirInbox::open(self.config.maildir_path()).unwrap()
    }

    /// Delivers a mail from `name` to game `id` with key `key`, carrying `body`.
    pub fn deliver(&self, name: &str, id: i64, key: &str, mid: &str, body: &str) {
        self.maildir()
            .deliver(&player_mail(name, id, key, mid, body))
            .unwrap();
    }

    pub fn db(&self) -> rusqlite::Connection {
        store::open(&self.config.database_path()).unwrap()
    }

    /// The `.eml` files written so far, sorted by name.
    pub fn sent(&self) -> Vec<PathBuf> {
        eml_files(&self.config.outgoing_path())
    }
}

pub fn eml_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "eml"));
    v.sort();
    v
}

/// A plain reply as a mail client sends it: tagged subject, the player's own From.
pub fn player_mail(name: &str, game: i64, key: &str, mid: &str, body: &str) -> Vec<u8> {
    let addr = format!("{}@example.org", name.to_lowercase());
    format!(
        "From: {name} <{addr}>\r\nTo: robomod+g{game}.{key}@example.test\r\n\
         Subject: Re: [robomod g{game} {key}] orders\r\nMessage-ID: <{mid}@example.org>\r\n\
         Date: Mon, 2 Mar 2026 12:00:00 +0000\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

/// The newest mail queued to `to` as its reader sees it: `Subject: ...`, a blank line, and
/// its text part.
pub fn newest_mail(site: &Site, to: &str) -> String {
    let mid: String = site
        .db()
        .query_row(
            "SELECT message_id FROM outbox WHERE recipient = ?1 ORDER BY id DESC LIMIT 1",
            [to],
            |r| r.get(0),
        )
        .unwrap_or_else(|e| panic!("no mail to {to}: {e}"));
    let path = site
        .config
        .outgoing_path()
        .join(robomod::mail::transport::FileTransport::file_name(&mid));
    let raw = std::fs::read(path).unwrap();
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let text = m.body_text(0).unwrap_or_default().replace("\r\n", "\n");
    format!("Subject: {}\n\n{text}", m.subject().unwrap_or_default())
}

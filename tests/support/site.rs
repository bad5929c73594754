//! The daemon's tests' opening: a site (a config under a temp folder, Maildir in, file out), a
//! game created on it through the library, the daemon running over it at a test clock, and
//! player mails as real RFC 5322 bytes.

use robomod::clock::{Clock, FileClock, TestClock};
use robomod::config::Config;
use robomod::daemon::{Daemon, open_moderator};
use robomod::mail::maildir::MaildirInbox;
use robomod::moderator::{NewGame, NewPlayer, SeededKeys};
use robomod::store;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The config file every daemon test writes: everything under `data/` next to it.
pub const TOML: &str = "data_dir = \"data\"\npoll_interval_secs = 1\nlog_level = \"warn\"\n\n\
                        [games]\nschedule = \"48h\"\nmin_notice = \"1h\"\n";

/// Noon on Monday 2 March 2026, when the daemon's tests start.
pub const NOON: &str = "2026-03-02T12:00:00Z";

/// The people `names`, each at `name@example.org` (the name in lower case).
pub fn people(names: &[&str]) -> Vec<NewPlayer> {
    super::people_at(names, "example.org")
}

/// A RAMbots game on a site with its daemon running, whose players mail it seat by seat.
pub struct Table {
    pub site: Site,
    pub daemon: Daemon,
    pub id: i64,
    pub keys: Vec<String>,
    pub names: Vec<String>,
    /// Mails sent so far; each has a Message-ID of its own, the table's prefix and a count.
    pub mails: u32,
    prefix: &'static str,
}

impl Table {
    /// The game of `names` with `settings` ([`Site::new_game_with`]) on a new site, its
    /// daemon running ([`Site::running`]); Message-IDs start with `prefix`.
    pub fn rambots(
        names: &[&str],
        settings: serde_json::Map<String, serde_json::Value>,
        prefix: &'static str,
    ) -> Table {
        let (site, _, id, keys, daemon) =
            Site::new().running(|site, clock| site.new_game_with(clock, names, settings));
        let names = names.iter().map(|n| n.to_string()).collect();
        Table {
            site,
            daemon,
            id,
            keys,
            names,
            mails: 0,
            prefix,
        }
    }

    /// The address of the player in seat `seat`.
    pub fn address(&self, seat: usize) -> String {
        format!("{}@example.org", self.names[seat].to_lowercase())
    }

    /// A reply from seat `seat` carrying `body`, then a pass.
    pub fn send(&mut self, seat: usize, body: &str) {
        self.mails += 1;
        let mid = format!("{}{}", self.prefix, self.mails);
        let name = &self.names[seat];
        self.site
            .deliver(name, self.id, &self.keys[seat], &mid, body);
        self.daemon.pass().unwrap();
    }

    /// The newest mail to seat `seat`, as [`newest_mail`] shows it.
    pub fn newest(&self, seat: usize) -> String {
        newest_mail(&self.site, &self.address(seat))
    }
}

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

    /// A site whose daemon polls only every 300 s: what answers at once is not a poll.
    pub fn slow_poll() -> Site {
        let site = Site::new();
        let toml = TOML.replace("poll_interval_secs = 1", "poll_interval_secs = 300");
        std::fs::write(site.config_path(), toml).unwrap();
        let config = Config::load(&site.config_path()).unwrap();
        assert_eq!(config.poll_interval_secs, 300);
        Site { config, ..site }
    }

    /// Waits until this site has sent `n` mails, at most `bound`; how long it took.
    pub fn sent_within(&self, n: usize, bound: Duration, what: &str) -> Duration {
        let start = Instant::now();
        while self.sent().len() < n {
            assert!(
                start.elapsed() < bound,
                "{what}: {} of {n} mails sent after {bound:?} (poll_interval_secs = 300)",
                self.sent().len()
            );
            std::thread::sleep(Duration::from_millis(5));
        }
        start.elapsed()
    }

    /// How many mails of `kind` were queued to `to`.
    pub fn count_sent(&self, kind: &str, to: &str) -> i64 {
        self.one(
            "SELECT count(*) FROM outbox WHERE kind = ?1 AND recipient = ?2",
            [kind, to],
        )
    }

    /// A clock file for the real binary (`ROBOMOD_CLOCK_FILE`), at [`NOON`]; its path.
    pub fn clock_file(&self) -> PathBuf {
        let path = self.dir.path().join("now");
        FileClock::write(&path, TestClock::at_str(NOON).now()).unwrap();
        path
    }

    /// A clock file at [`NOON`] and a RAMbots game for `names` created at its time: how the
    /// tests that run the real binary open. The file's path and the game.
    pub fn game_on_clock_file(&self, names: &[&str]) -> (PathBuf, i64) {
        let path = self.clock_file();
        let id = self.new_game(Arc::new(FileClock::new(&path)), names);
        (path, id)
    }

    pub fn config_path(&self) -> PathBuf {
        self.dir.path().join("robomod.toml")
    }

    /// Creates a RAMbots game for `players` (names; addresses `name@example.org`), fixed seed
    /// and keys; returns its id.
    pub fn new_game(&self, clock: Arc<dyn Clock>, players: &[&str]) -> i64 {
        self.new_game_with(clock, players, serde_json::Map::new())
    }

    /// [`Site::new_game`] with `settings` (a language, ...).
    pub fn new_game_with(
        &self,
        clock: Arc<dyn Clock>,
        players: &[&str],
        settings: serde_json::Map<String, serde_json::Value>,
    ) -> i64 {
        let new = NewGame {
            kind: "rambots".into(),
            players: people(players),
            settings,
            seed: Some(5),
            ..NewGame::default()
        };
        self.create_game(clock, 3, &new)
    }

    /// Creates the game `new`, robomod's keys drawn from `keys`; returns its id.
    pub fn create_game(&self, clock: Arc<dyn Clock>, keys: u64, new: &NewGame) -> i64 {
        open_moderator(&self.config, &self.config.database_path(), clock)
            .unwrap()
            .with_keys(SeededKeys::new(keys))
            .admin()
            .create_game(new)
            .unwrap()
    }

    /// This site at [`NOON`] with the game `create` makes on it, and its daemon, which has read
    /// its mail once: (the site, its clock, the game, its players' keys in seat order, the
    /// daemon).
    pub fn running(
        self,
        create: impl FnOnce(&Site, Arc<dyn Clock>) -> i64,
    ) -> (Site, TestClock, i64, Vec<String>, Daemon) {
        let clock = TestClock::at_str(NOON);
        let shared: Arc<dyn Clock> = Arc::new(clock.clone());
        let id = create(&self, shared.clone());
        let keys = self.keys(id);
        let mut d = Daemon::new(&self.config, shared).unwrap();
        d.pass().unwrap();
        (self, clock, id, keys, d)
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

    /// The one value the query `sql` returns from this site's database.
    #[track_caller]
    pub fn one<T: rusqlite::types::FromSql>(&self, sql: &str, params: impl rusqlite::Params) -> T {
        super::one(&self.db(), sql, params)
    }

    /// The Message-ID of the newest mail queued to `to`.
    pub fn newest_id(&self, to: &str) -> String {
        self.db()
            .query_row(
                "SELECT message_id FROM outbox WHERE recipient = ?1 ORDER BY id DESC LIMIT 1",
                [to],
                |r| r.get(0),
            )
            .unwrap_or_else(|e| panic!("no mail to {to}: {e}"))
    }

    /// The newest mail queued to `to`, as written to the outgoing folder.
    pub fn newest_raw(&self, to: &str) -> Vec<u8> {
        let file = robomod::mail::transport::FileTransport::file_name(&self.newest_id(to));
        std::fs::read(self.config.outgoing_path().join(file)).unwrap()
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
    let raw = site.newest_raw(to);
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let text = m.body_text(0).unwrap_or_default().replace("\r\n", "\n");
    format!("Subject: {}\n\n{text}", m.subject().unwrap_or_default())
}

/// The real binary on `site` (run in its folder, where it finds its config) at the time in
/// `clock_file`, nothing inherited from the developer's shell.
pub fn robomod(site: &Site, clock_file: &Path) -> Command {
    let mut c = super::cli::command();
    c.current_dir(site.dir.path())
        .env("ROBOMOD_CLOCK_FILE", clock_file)
        .env_remove("ROBOMOD_DB")
        .env_remove("ROBOMOD_CONFIG")
        .env_remove("RUST_LOG");
    c
}

/// `robomod serve` on `site` at the clock in `clock_file`, its output thrown away.
pub fn serve_quietly(site: &Site, clock_file: &Path) -> Child {
    robomod(site, clock_file)
        .arg("serve")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// `robomod serve` on `site` at the clock in `clock_file`, logging at `level` (`RUST_LOG`)
/// into the file `log`.
pub fn serve_logging(site: &Site, clock_file: &Path, level: &str, log: &Path) -> Child {
    robomod(site, clock_file)
        .arg("serve")
        .env("RUST_LOG", level)
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(log).unwrap())
        .spawn()
        .unwrap()
}

//! robomod's configuration: one TOML file, every key documented in `config.example.toml`.
//!
//! Everything robomod keeps lives under one folder, `data_dir`: the SQLite file, the Maildir it
//! reads (the embedded default) and the folder of `.eml` files it writes (the default outbound
//! transport). With no file at all, [`Config::default`] works with no mail server. Relative paths
//! in a file are taken relative to the file's folder.
//!
//! A broken file gives a [`ConfigError`] naming the key (or the line) and what to do; the
//! checks beyond what serde reads are in `validate.rs`. Unknown keys are errors, so a typo never
//! silently falls back to a default. Secrets never live in the file:
//! passwords come from the environment variables the file names.

mod bounds;
mod validate;

pub use bounds::NUMERIC_KEYS;
pub use validate::GameDefaults;

use crate::identity::MailIdentity;
pub use crate::lobby_rules::LobbyConfig;
use serde::Deserialize;
use std::path::{Path, PathBuf};

mod inbound;
pub use inbound::{
    DEFAULT_QUARANTINE, ImapConfig, ImapHandled, InboundConfig, InboundKind, MaildirConfig,
    Security, is_loopback_host,
};
use inbound::{secret, starttls};

/// Why a configuration cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file cannot be read.
    #[error("cannot read the config file {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The file is not valid TOML or a key has the wrong type or is unknown.
    #[error("{path} line {line}: {message}; see config.example.toml for the keys and types")]
    Syntax {
        path: String,
        line: usize,
        message: String,
    },
    /// A key's value cannot work.
    #[error("config key {key}: {problem}; {fix}")]
    Invalid {
        key: &'static str,
        problem: String,
        fix: String,
    },
    /// A password's environment variable is missing.
    #[error("the environment variable {var} (named by {key}) is not set; export it first")]
    MissingSecret { key: &'static str, var: String },
}

fn invalid(key: &'static str, problem: impl Into<String>, fix: impl Into<String>) -> ConfigError {
    ConfigError::Invalid {
        key,
        problem: problem.into(),
        fix: fix.into(),
    }
}

/// The whole configuration.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// The one folder holding the SQLite file, the Maildir and the outgoing `.eml` folder.
    pub data_dir: PathBuf,
    /// Seconds between two passes of the daemon.
    pub poll_interval_secs: u64,
    /// A tracing filter: `info`, `debug`, `robomod=debug,info`...
    pub log_level: String,
    /// A folder whose template files replace the built-in ones of the same name.
    pub templates_dir: Option<PathBuf>,
    /// Months the bodies of mails sent and received are kept; then their headers and hashes
    /// alone ([`crate::store::retention`]). 0: kept for ever.
    pub mail_body_months: u32,
    pub identity: IdentityConfig,
    pub rate_limit: RateLimitConfig,
    pub inbound: InboundConfig,
    pub outbound: OutboundConfig,
    pub games: GamesConfig,
    pub reports: ReportsConfig,
    pub archive: ArchiveConfig,
    pub lobby: LobbyConfig,
}

/// `[reports]`: what the round reports carry besides their text.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ReportsConfig {
    /// Attach the board as a PNG to every round report and STATUS reply.
    pub pictures: bool,
    /// What a player who set nothing (`SET PICTURES`) gets, in a game that sets nothing:
    /// `steps` (an HTML rendering step by step, a picture per step; `registers`, its word
    /// before, is read too), `round` (the board after the round, attached), `animated` or
    /// `none`.
    pub default: String,
}

impl Default for ReportsConfig {
    fn default() -> Self {
        ReportsConfig {
            pictures: true,
            default: "steps".into(),
        }
    }
}

/// `[archive]`: a static website of every game, refreshed by the daemon after each round.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct ArchiveConfig {
    /// The folder to write it to; none: no archive (`robomod archive` still writes one).
    pub dir: Option<PathBuf>,
    /// Each round with steps also as one animated PNG beside its page (about 35 KB a round
    /// more: the pictures encoded again); off by default.
    pub animated: bool,
    /// The public address the archive is served from (`https://games.example.org/archive`):
    /// each turn mail then links the archive's composer page for its game, the player's
    /// private choices in the link's fragment (issue 67). None: the mails say nothing of it.
    pub public_url: Option<String>,
}

impl ArchiveConfig {
    /// How the archive is written ([`crate::archive::Options`]).
    pub fn options(&self) -> crate::archive::Options {
        crate::archive::Options {
            animated: self.animated,
            composer: self.public_url.is_some(),
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            data_dir: PathBuf::from("robomod-data"),
            poll_interval_secs: 30,
            log_level: "info".into(),
            templates_dir: None,
            mail_body_months: 0,
            identity: IdentityConfig::default(),
            rate_limit: RateLimitConfig::default(),
            inbound: InboundConfig::default(),
            outbound: OutboundConfig::default(),
            games: GamesConfig::default(),
            reports: ReportsConfig::default(),
            archive: ArchiveConfig::default(),
            lobby: LobbyConfig::default(),
        }
    }
}

/// `[games]`: what a new game gets unless `robomod game new` says otherwise.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct GamesConfig {
    /// A time of day (`"22:00"`, `"22:00 Europe/London"`) or a period (`"48h"`).
    pub schedule: String,
    /// An IANA time zone.
    pub tz: String,
    /// No deadline sooner than this after the previous report.
    pub min_notice: String,
    /// How long after the last program comes in the round runs (`"0"`: at once).
    pub early_delay: String,
    /// Reminders this long before the deadline to players who sent nothing (`"0"`: none).
    pub reminder_lead: String,
    /// The longest absence (`ABSENT FROM TO`) a player may take, in days; 0: no absences.
    pub absence_max_days: u32,
    /// How many absences a player may take in one game.
    pub absences_per_game: u32,
    /// After this many missed rounds in a row the operator is alerted to find a replacement;
    /// 0: never.
    pub miss_alert: u32,
}

impl Default for GamesConfig {
    fn default() -> Self {
        GamesConfig {
            schedule: "22:00".into(),
            tz: "UTC".into(),
            min_notice: "20h".into(),
            early_delay: "0".into(),
            reminder_lead: "12h".into(),
            absence_max_days: 14,
            absences_per_game: 3,
            miss_alert: 2,
        }
    }
}

/// `[identity]`: robomod's address and tag format.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct IdentityConfig {
    pub address: String,
    pub display_name: String,
    pub plus_separator: String,
    pub tag_word: String,
    /// The people running robomod: alerts about mail that kept failing or could not be
    /// delivered go there. None: only the log says so.
    pub operator: Option<String>,
    /// The language of the alerts to the operator (`en`, `pl`, or a language's name).
    pub operator_language: String,
}

impl Default for IdentityConfig {
    fn default() -> Self {
        let d = MailIdentity::default();
        IdentityConfig {
            address: d.address,
            display_name: d.display_name,
            plus_separator: d.plus_separator,
            tag_word: d.tag_word,
            operator: None,
            operator_language: "en".into(),
        }
    }
}

/// `[rate_limit]`: at most `max_replies` replies to one sender per `window_minutes`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RateLimitConfig {
    pub max_replies: u32,
    pub window_minutes: u32,
    /// At most this many refusals to strangers an hour, all told: robomod must not become a
    /// way to mail third parties (forged From addresses).
    pub refusals_per_hour: u32,
    /// At most this many refusals an hour to the addresses of one domain.
    pub refusals_per_domain_per_hour: u32,
    /// At most this many alerts to the operator an hour; the log has the rest.
    pub alerts_per_hour: u32,
}

impl Default for RateLimitConfig {
    fn default() -> Self {
        RateLimitConfig {
            max_replies: 20,
            window_minutes: 60,
            refusals_per_hour: 100,
            refusals_per_domain_per_hour: 10,
            alerts_per_hour: 20,
        }
    }
}

/// How mail goes out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OutboundKind {
    #[default]
    File,
    Sendmail,
    Smtp,
}

/// The most `outbound.max_attempts` may be; beyond it, `0` (never give up) is meant.
pub const MAX_ATTEMPTS_LIMIT: u32 = 1000;

/// `[outbound]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct OutboundConfig {
    pub kind: OutboundKind,
    /// Mails sent per flush.
    pub batch: usize,
    /// First retry delay after a failed send; doubles on each failure.
    pub retry_initial_secs: u64,
    /// The longest retry delay.
    pub retry_max_secs: u64,
    /// A mail is given up (dead) at this failed attempt, whatever the error; `0`: never.
    /// The default 20, with the default delays, is about 3 days of retries.
    pub max_attempts: u32,
    pub file: FileConfig,
    pub sendmail: SendmailConfig,
    pub smtp: Option<SmtpConfig>,
}

impl Default for OutboundConfig {
    fn default() -> Self {
        OutboundConfig {
            kind: OutboundKind::File,
            batch: 100,
            retry_initial_secs: 60,
            retry_max_secs: 6 * 3600,
            max_attempts: 20,
            file: FileConfig::default(),
            sendmail: SendmailConfig::default(),
            smtp: None,
        }
    }
}

/// `[outbound.file]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct FileConfig {
    /// Relative to `data_dir`.
    pub path: PathBuf,
}

impl Default for FileConfig {
    fn default() -> Self {
        FileConfig {
            path: PathBuf::from("outgoing"),
        }
    }
}

/// `[outbound.sendmail]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct SendmailConfig {
    pub command: PathBuf,
}

impl Default for SendmailConfig {
    fn default() -> Self {
        SendmailConfig {
            command: PathBuf::from("/usr/sbin/sendmail"),
        }
    }
}

/// `[outbound.smtp]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpConfig {
    pub host: String,
    /// Default 587 for `starttls`, 465 for `tls`.
    pub port: Option<u16>,
    #[serde(default = "starttls")]
    pub security: Security,
    /// Log in when set (with the password from `password_env`).
    pub user: Option<String>,
    pub password_env: Option<String>,
    pub ca_file: Option<PathBuf>,
    /// Connections kept open between sends.
    #[serde(default = "four")]
    pub pool_size: u32,
    #[serde(default = "thirty")]
    pub timeout_secs: u64,
    /// Allows `security = "none"` to a host that is not this machine.
    #[serde(default)]
    pub allow_plaintext: bool,
}

fn four() -> u32 {
    4
}
fn thirty() -> u64 {
    30
}

impl SmtpConfig {
    pub fn port(&self) -> u16 {
        self.port.unwrap_or(match self.security {
            Security::Tls => 465,
            Security::Starttls => 587,
            Security::None => 25,
        })
    }
    /// User and password when `user` is set.
    pub fn credentials(&self) -> Result<Option<(String, String)>, ConfigError> {
        let (Some(user), Some(var)) = (&self.user, &self.password_env) else {
            return Ok(None);
        };
        Ok(Some((
            user.clone(),
            secret("outbound.smtp.password_env", var)?,
        )))
    }
}

/// The config file robomod reads when none is named: `robomod.toml` in the working folder.
pub const DEFAULT_FILE: &str = "robomod.toml";

impl Config {
    /// The config every command uses: the file named by `--config` (`explicit`), else
    /// [`DEFAULT_FILE`] when it exists, else the built-in default (everything under
    /// `robomod-data/`).
    pub fn find(explicit: Option<&Path>) -> Result<Config, ConfigError> {
        match explicit {
            Some(path) => Self::load(path),
            None if Path::new(DEFAULT_FILE).is_file() => Self::load(Path::new(DEFAULT_FILE)),
            None => Ok(Config::default()),
        }
    }

    /// Reads and checks the file at `path`; relative paths in it are resolved against its folder.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
            path: path.to_path_buf(),
            source,
        })?;
        let base = path.parent().unwrap_or(Path::new("."));
        Self::from_toml(&text, &path.display().to_string(), base)
    }

    /// Parses and checks `text` (named `origin` in errors), resolving paths against `base`.
    pub fn from_toml(text: &str, origin: &str, base: &Path) -> Result<Config, ConfigError> {
        let mut config: Config = toml::from_str(text).map_err(|e| ConfigError::Syntax {
            path: origin.to_string(),
            line: e.span().map_or(0, |s| {
                text[..s.start.min(text.len())].lines().count().max(1)
            }),
            message: e.message().trim().to_string(),
        })?;
        if config.data_dir.is_relative() {
            config.data_dir = base.join(&config.data_dir);
        }
        if let Some(t) = &config.templates_dir
            && t.is_relative()
        {
            config.templates_dir = Some(base.join(t));
        }
        if let Some(a) = &config.archive.dir
            && a.is_relative()
        {
            config.archive.dir = Some(base.join(a));
        }
        config.validate()?;
        Ok(config)
    }

    /// The identity the mail layer reads and writes with.
    pub fn identity(&self) -> MailIdentity {
        MailIdentity {
            address: self.identity.address.clone(),
            display_name: self.identity.display_name.clone(),
            plus_separator: self.identity.plus_separator.clone(),
            tag_word: self.identity.tag_word.clone(),
        }
    }

    /// `data_dir/robomod.sqlite`.
    pub fn database_path(&self) -> PathBuf {
        self.data_dir.join("robomod.sqlite")
    }

    /// The Maildir robomod reads when `inbound.kind = "maildir"`.
    pub fn maildir_path(&self) -> PathBuf {
        self.data_dir.join(&self.inbound.maildir.path)
    }

    /// The folder of `.eml` files when `outbound.kind = "file"`.
    pub fn outgoing_path(&self) -> PathBuf {
        self.data_dir.join(&self.outbound.file.path)
    }
}

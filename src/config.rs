//! robomod's configuration: one TOML file, every key documented in `config.example.toml`.
//!
//! Everything robomod keeps lives under one folder, `data_dir`: the SQLite file, the Maildir it
//! reads (the embedded default) and the folder of `.eml` files it writes (the default outbound
//! transport). With no file at all, [`Config::default`] works with no mail server. Relative paths
//! in a file are taken relative to the file's folder.
//!
//! A broken file gives a [`ConfigError`] naming the key (or the line) and what to do. Unknown keys
//! are errors, so a typo never silently falls back to a default. Secrets never live in the file:
//! passwords come from the environment variables the file names.

use crate::mail::MailIdentity;
use serde::Deserialize;
use std::path::{Path, PathBuf};

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

/// `local@domain`, no spaces: enough to catch a typo in the config.
fn is_address(a: &str) -> bool {
    a.split_once('@')
        .is_some_and(|(l, d)| !l.is_empty() && !d.is_empty() && !a.contains(char::is_whitespace))
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
    pub identity: IdentityConfig,
    pub rate_limit: RateLimitConfig,
    pub inbound: InboundConfig,
    pub outbound: OutboundConfig,
    pub games: GamesConfig,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            data_dir: PathBuf::from("robomod-data"),
            poll_interval_secs: 30,
            log_level: "info".into(),
            templates_dir: None,
            identity: IdentityConfig::default(),
            rate_limit: RateLimitConfig::default(),
            inbound: InboundConfig::default(),
            outbound: OutboundConfig::default(),
            games: GamesConfig::default(),
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
}

impl Default for GamesConfig {
    fn default() -> Self {
        GamesConfig {
            schedule: "22:00".into(),
            tz: "UTC".into(),
            min_notice: "20h".into(),
            early_delay: "0".into(),
            reminder_lead: "12h".into(),
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
        }
    }
}

/// `[rate_limit]`: at most `max_replies` replies to one sender per `window_minutes`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RateLimitConfig {
    pub max_replies: u32,
    pub window_minutes: u32,
}

impl Default for RateLimitConfig {
    fn default() -> Self {
        RateLimitConfig {
            max_replies: 20,
            window_minutes: 60,
        }
    }
}

/// Where mail comes in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum InboundKind {
    #[default]
    Maildir,
    Imap,
}

/// `[inbound]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct InboundConfig {
    pub kind: InboundKind,
    /// Mails read (and committed together) per batch.
    pub batch: usize,
    /// A mail whose handling fails this many times goes to quarantine (0: never).
    pub max_attempts: u32,
    pub maildir: MaildirConfig,
    pub imap: Option<ImapConfig>,
}

impl Default for InboundConfig {
    fn default() -> Self {
        InboundConfig {
            kind: InboundKind::Maildir,
            batch: 200,
            max_attempts: 3,
            maildir: MaildirConfig::default(),
            imap: None,
        }
    }
}

/// `[inbound.maildir]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MaildirConfig {
    /// Relative to `data_dir`.
    pub path: PathBuf,
    /// The Maildir++ subfolder quarantined mail goes to, relative to `path`.
    pub quarantine: PathBuf,
}

impl Default for MaildirConfig {
    fn default() -> Self {
        MaildirConfig {
            path: PathBuf::from("maildir"),
            quarantine: PathBuf::from(crate::mail::maildir::DEFAULT_QUARANTINE),
        }
    }
}

/// TLS from the first byte, or STARTTLS on a plain port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    Tls,
    Starttls,
}

/// What to do with a mail once its commands are committed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ImapHandled {
    /// Set `\Seen`; robomod reads only unseen mail.
    #[default]
    Seen,
    /// Move to `move_to`; robomod reads every mail left in `folder`.
    Move,
}

/// `[inbound.imap]`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImapConfig {
    pub host: String,
    /// Default 993 for `tls`, 143 for `starttls`.
    pub port: Option<u16>,
    #[serde(default = "tls")]
    pub security: Security,
    pub user: String,
    /// The name of the environment variable holding the password.
    pub password_env: String,
    #[serde(default = "inbox")]
    pub folder: String,
    #[serde(default)]
    pub handled: ImapHandled,
    pub move_to: Option<String>,
    /// The folder quarantined mail goes to; created when missing.
    #[serde(default = "quarantine_folder")]
    pub quarantine_folder: String,
    /// A PEM file of extra CA certificates to trust (a private CA).
    pub ca_file: Option<PathBuf>,
    #[serde(default = "sixty")]
    pub timeout_secs: u64,
}

fn tls() -> Security {
    Security::Tls
}
fn starttls() -> Security {
    Security::Starttls
}
fn inbox() -> String {
    "INBOX".into()
}
fn quarantine_folder() -> String {
    "robomod-quarantine".into()
}
fn sixty() -> u64 {
    60
}

impl ImapConfig {
    pub fn port(&self) -> u16 {
        self.port.unwrap_or(match self.security {
            Security::Tls => 993,
            Security::Starttls => 143,
        })
    }
    /// The password, from the environment variable named by `password_env`.
    pub fn password(&self) -> Result<String, ConfigError> {
        secret("inbound.imap.password_env", &self.password_env)
    }
}

fn secret(key: &'static str, var: &str) -> Result<String, ConfigError> {
    std::env::var(var).map_err(|_| ConfigError::MissingSecret {
        key,
        var: var.to_string(),
    })
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

/// `info`, `robomod=debug,info`: levels, or `target=level` pairs, joined by commas.
fn is_log_filter(filter: &str) -> bool {
    const LEVELS: &[&str] = &["off", "error", "warn", "info", "debug", "trace"];
    let level = |l: &str| LEVELS.contains(&l.trim().to_ascii_lowercase().as_str());
    !filter.trim().is_empty()
        && filter.split(',').all(|d| match d.split_once('=') {
            None => level(d),
            Some((target, l)) => {
                !target.trim().is_empty()
                    && target
                        .trim()
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | ':' | '-'))
                    && level(l)
            }
        })
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
        config.validate()?;
        Ok(config)
    }

    /// Checks what serde cannot: values that parse but cannot work.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.data_dir.as_os_str().is_empty() {
            return Err(invalid(
                "data_dir",
                "is empty",
                "name the folder robomod keeps its files in, e.g. data_dir = \"robomod-data\"",
            ));
        }
        if self.poll_interval_secs == 0 {
            return Err(invalid(
                "poll_interval_secs",
                "is 0",
                "use a number of seconds of at least 1, e.g. 30",
            ));
        }
        if !is_log_filter(&self.log_level) {
            return Err(invalid(
                "log_level",
                format!("{:?} is not a log filter", self.log_level),
                "use error, warn, info, debug or trace, or target=level pairs joined by commas",
            ));
        }
        self.validate_identity()?;
        if self.rate_limit.max_replies == 0 || self.rate_limit.window_minutes == 0 {
            return Err(invalid(
                "rate_limit",
                "max_replies and window_minutes must both be at least 1",
                "e.g. max_replies = 20, window_minutes = 60",
            ));
        }
        self.validate_inbound()?;
        self.validate_outbound()?;
        self.validate_games()
    }

    fn validate_games(&self) -> Result<(), ConfigError> {
        use crate::moderator::schedule::{parse_duration, parse_schedule, parse_tz};
        let g = &self.games;
        parse_schedule(&g.schedule)
            .map_err(|e| invalid("games.schedule", e, "e.g. schedule = \"22:00\" or \"48h\""))?;
        parse_tz(&g.tz).map_err(|e| invalid("games.tz", e, "e.g. tz = \"Europe/London\""))?;
        for (key, value) in [
            ("games.min_notice", &g.min_notice),
            ("games.early_delay", &g.early_delay),
            ("games.reminder_lead", &g.reminder_lead),
        ] {
            parse_duration(value).map_err(|e| invalid(key, e, "e.g. \"20h\", \"90m\" or \"0\""))?;
        }
        Ok(())
    }

    fn validate_identity(&self) -> Result<(), ConfigError> {
        let id = &self.identity;
        if !is_address(&id.address) {
            return Err(invalid(
                "identity.address",
                format!("{:?} is not a mail address", id.address),
                "write robomod's own address, e.g. address = \"robomod@example.org\"",
            ));
        }
        if let Some(op) = &id.operator
            && !is_address(op)
        {
            return Err(invalid(
                "identity.operator",
                format!("{op:?} is not a mail address"),
                "write the operators' address, e.g. operator = \"robomod-admin@example.org\"",
            ));
        }
        if id.plus_separator.is_empty() || id.plus_separator.contains(['@', ' ', '.']) {
            return Err(invalid(
                "identity.plus_separator",
                format!("{:?} cannot separate an address tag", id.plus_separator),
                "use the separator your mail server strips, usually \"+\" (or \"-\")",
            ));
        }
        if id.tag_word.is_empty() || !id.tag_word.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(invalid(
                "identity.tag_word",
                format!("{:?} must be one word of letters and digits", id.tag_word),
                "e.g. tag_word = \"robomod\"",
            ));
        }
        Ok(())
    }

    fn validate_inbound(&self) -> Result<(), ConfigError> {
        if self.inbound.batch == 0 {
            return Err(invalid("inbound.batch", "is 0", "use at least 1, e.g. 200"));
        }
        let q = &self.inbound.maildir.quarantine;
        if q.as_os_str().is_empty() || ["new", "cur", "tmp", "."].iter().any(|d| q == Path::new(d))
        {
            return Err(invalid(
                "inbound.maildir.quarantine",
                format!("{:?} would put quarantined mail back in the inbox", q),
                "use a Maildir++ subfolder such as \".Quarantine\"",
            ));
        }
        if self.inbound.kind != InboundKind::Imap {
            return Ok(());
        }
        let Some(imap) = &self.inbound.imap else {
            return Err(invalid(
                "inbound.imap",
                "inbound.kind is \"imap\" but there is no [inbound.imap] table",
                "add one with host, user and password_env (see config.example.toml)",
            ));
        };
        if imap.host.trim().is_empty() {
            return Err(invalid(
                "inbound.imap.host",
                "is empty",
                "name the IMAP server",
            ));
        }
        if imap.password_env.trim().is_empty() {
            return Err(invalid(
                "inbound.imap.password_env",
                "is empty",
                "name the environment variable holding the password, e.g. ROBOMOD_IMAP_PASSWORD",
            ));
        }
        if imap.quarantine_folder.trim().is_empty() || imap.quarantine_folder == imap.folder {
            return Err(invalid(
                "inbound.imap.quarantine_folder",
                format!("{:?} cannot hold quarantined mail", imap.quarantine_folder),
                "name a folder other than the one robomod reads, e.g. \"robomod-quarantine\"",
            ));
        }
        if imap.handled == ImapHandled::Move
            && imap.move_to.as_deref().is_none_or(|m| m.trim().is_empty())
        {
            return Err(invalid(
                "inbound.imap.move_to",
                "handled = \"move\" needs a folder to move mail to",
                "add move_to = \"robomod-done\", or use handled = \"seen\"",
            ));
        }
        Ok(())
    }

    fn validate_outbound(&self) -> Result<(), ConfigError> {
        let o = &self.outbound;
        if o.batch == 0 {
            return Err(invalid(
                "outbound.batch",
                "is 0",
                "use at least 1, e.g. 100",
            ));
        }
        if o.retry_initial_secs == 0 || o.retry_max_secs < o.retry_initial_secs {
            return Err(invalid(
                "outbound.retry_initial_secs",
                "must be at least 1 and at most retry_max_secs",
                "e.g. retry_initial_secs = 60, retry_max_secs = 21600",
            ));
        }
        if o.max_attempts > MAX_ATTEMPTS_LIMIT {
            return Err(invalid(
                "outbound.max_attempts",
                format!(
                    "is {}, more than {MAX_ATTEMPTS_LIMIT}: months of retrying a mail",
                    o.max_attempts
                ),
                "use 0 to retry for ever, or a number such as 20 (about 3 days)",
            ));
        }
        if o.kind != OutboundKind::Smtp {
            return Ok(());
        }
        let Some(smtp) = &o.smtp else {
            return Err(invalid(
                "outbound.smtp",
                "outbound.kind is \"smtp\" but there is no [outbound.smtp] table",
                "add one with at least host (see config.example.toml)",
            ));
        };
        if smtp.host.trim().is_empty() {
            return Err(invalid(
                "outbound.smtp.host",
                "is empty",
                "name the SMTP server",
            ));
        }
        if smtp.user.is_some() != smtp.password_env.is_some() {
            return Err(invalid(
                "outbound.smtp.password_env",
                "user and password_env go together",
                "set both to log in, or neither to send without logging in",
            ));
        }
        if smtp.pool_size == 0 {
            return Err(invalid(
                "outbound.smtp.pool_size",
                "is 0",
                "use at least 1, e.g. 4",
            ));
        }
        Ok(())
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

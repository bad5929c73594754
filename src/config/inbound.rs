//! `[inbound]`: where mail comes in, a Maildir or an IMAP mailbox, and how each is reached
//! (hosts, ports, TLS, the password from the environment, the quarantine folder).

use super::ConfigError;
use serde::Deserialize;
use std::path::PathBuf;

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
    /// Days the raw bytes of a stranger's mail (no player's) are kept; then only its headers,
    /// hash, size and outcome stay.
    pub stranger_days: u32,
    /// A stranger's mail larger than this many bytes keeps no raw bytes at all.
    pub stranger_max_bytes: usize,
    /// A mail larger than this is not read: its sender, if a player, is told so.
    pub max_mail_bytes: u64,
    /// The most milliseconds the daemon spends reading one mail: past it the mail is set
    /// aside in quarantine unread, its sender told, and the next mail read.
    pub read_budget_ms: u64,
}

impl Default for InboundConfig {
    fn default() -> Self {
        InboundConfig {
            kind: InboundKind::Maildir,
            batch: 200,
            max_attempts: 3,
            stranger_days: 7,
            stranger_max_bytes: 64 * 1024,
            max_mail_bytes: 10 * 1024 * 1024,
            read_budget_ms: 2_000,
            maildir: MaildirConfig::default(),
            imap: None,
        }
    }
}

/// `[inbound.maildir]`.
/// The Maildir++ subfolder quarantined mail goes to unless `inbound.maildir.quarantine` says
/// otherwise (also what a Maildir inbox opened without a config uses).
pub const DEFAULT_QUARANTINE: &str = ".Quarantine";

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
            quarantine: PathBuf::from(DEFAULT_QUARANTINE),
        }
    }
}

/// TLS from the first byte, STARTTLS on a plain port, or no encryption at all (`none`: for a
/// mail server on the same host, such as Postfix on 127.0.0.1:25; any other host needs
/// `allow_plaintext = true` as well, see [`is_loopback_host`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    Tls,
    Starttls,
    None,
}

/// Whether `host` names this machine: `localhost` or a loopback address (127.0.0.0/8, ::1).
/// Only such a host may be spoken to without encryption unless the config allows plaintext.
pub fn is_loopback_host(host: &str) -> bool {
    let h = host.trim().trim_start_matches('[').trim_end_matches(']');
    h.eq_ignore_ascii_case("localhost")
        || h.parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
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
    /// Allows `security = "none"` to a host that is not this machine.
    #[serde(default)]
    pub allow_plaintext: bool,
    /// IMAP IDLE: `serve` waits for new mail on a second connection and re-issues the IDLE
    /// after this many seconds of silence from the server; `0`: no IDLE, poll only.
    #[serde(default = "six_hundred")]
    pub idle_secs: u64,
}

fn tls() -> Security {
    Security::Tls
}
pub(super) fn starttls() -> Security {
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
fn six_hundred() -> u64 {
    600
}

impl ImapConfig {
    pub fn port(&self) -> u16 {
        self.port.unwrap_or(match self.security {
            Security::Tls => 993,
            Security::Starttls | Security::None => 143,
        })
    }
    /// The password, from the environment variable named by `password_env`.
    pub fn password(&self) -> Result<String, ConfigError> {
        secret("inbound.imap.password_env", &self.password_env)
    }
}

pub(super) fn secret(key: &'static str, var: &str) -> Result<String, ConfigError> {
    std::env::var(var).map_err(|_| ConfigError::MissingSecret {
        key,
        var: var.to_string(),
    })
}

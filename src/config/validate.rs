//! The checks serde cannot make: values that parse but cannot work, each refused with the key,
//! what is wrong and what to write instead; and `[games]` read into values once
//! ([`GamesConfig::read`]), for the checks and for the moderator's settings alike.

use super::{
    Config, ConfigError, GamesConfig, ImapHandled, InboundKind, MAX_ATTEMPTS_LIMIT, OutboundKind,
    invalid,
};
use crate::duration::parse_duration;
use crate::schedule::{parse_schedule, parse_tz};
use chrono::Duration;
use chrono_tz::Tz;
use std::path::Path;

/// `local@domain`, no spaces: enough to catch a typo in the config.
/// Why `a` is not an address robomod can write to ([`crate::address::check`]), if it is not:
/// robomod's own (the From of every mail) and the operator's (alerts) must both be.
fn not_address(a: &str) -> Option<String> {
    crate::address::check(a)
        .err()
        .map(|why| format!("{a:?} is not a mail address robomod can write to: it {why}"))
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

/// `[games]` read: the schedule checked, the zone and the durations as values. What the
/// moderator's settings take, so that nothing after the config parses these strings again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameDefaults {
    /// The schedule of a new game, as written (it reads: [`crate::schedule::parse_schedule`]).
    pub schedule: String,
    pub tz: Tz,
    pub min_notice: Duration,
    pub early_delay: Duration,
    /// `None` for `"0"`: no reminders.
    pub reminder_lead: Option<Duration>,
}

impl GamesConfig {
    /// The one reader of `[games]`'s strings, each refused with its key and a fix.
    pub fn read(&self) -> Result<GameDefaults, ConfigError> {
        parse_schedule(&self.schedule)
            .map_err(|e| invalid("games.schedule", e, "e.g. schedule = \"22:00\" or \"48h\""))?;
        let tz = parse_tz(&self.tz)
            .map_err(|e| invalid("games.tz", e, "e.g. tz = \"Europe/London\""))?;
        let duration = |key: &'static str, value: &str| {
            parse_duration(value).map_err(|e| invalid(key, e, "e.g. \"20h\", \"90m\" or \"0\""))
        };
        let min_notice = duration("games.min_notice", &self.min_notice)?;
        let early_delay = duration("games.early_delay", &self.early_delay)?;
        let reminder_lead = duration("games.reminder_lead", &self.reminder_lead)?;
        Ok(GameDefaults {
            schedule: self.schedule.clone(),
            tz,
            min_notice,
            early_delay,
            reminder_lead: (reminder_lead > Duration::zero()).then_some(reminder_lead),
        })
    }
}

impl Config {
    /// Checks what serde cannot: values that parse but cannot work.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if self.data_dir.as_os_str().is_empty() {
            return Err(invalid(
                "data_dir",
                "is empty",
                "name the folder robomod keeps its files in, e.g. data_dir = \"robomod-data\"",
            ));
        }
        if self.poll_interval_secs == 0 || self.poll_interval_secs > 86_400 {
            return Err(invalid(
                "poll_interval_secs",
                format!("is {}", self.poll_interval_secs),
                "use a number of seconds from 1 to 86400 (a day), e.g. 30",
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
        self.validate_games()?;
        self.validate_archive()?;
        self.validate_bounds()
    }

    /// `[archive] public_url`: a web address (or `file://`) of an archive robomod writes.
    fn validate_archive(&self) -> Result<(), ConfigError> {
        let Some(url) = self.archive.public_url.as_deref() else {
            return Ok(());
        };
        let fix = "write the address the archive folder is served from, e.g. \
                   public_url = \"https://games.example.org/robomod\", with [archive] dir set";
        let scheme = ["https://", "http://", "file://"];
        if !scheme.iter().any(|s| url.starts_with(s)) || url.contains([' ', '#', '?']) {
            return Err(invalid(
                "archive.public_url",
                format!("{url:?} is not a web address"),
                fix,
            ));
        }
        if self.archive.dir.is_none() {
            return Err(invalid(
                "archive.public_url",
                "is set, but no [archive] dir: the composer pages are never written",
                fix,
            ));
        }
        Ok(())
    }

    fn validate_games(&self) -> Result<(), ConfigError> {
        self.games.read().map(drop)
    }

    fn validate_identity(&self) -> Result<(), ConfigError> {
        let id = &self.identity;
        if let Some(why) = not_address(&id.address) {
            return Err(invalid(
                "identity.address",
                why,
                "write robomod's own address, e.g. address = \"robomod@example.org\"",
            ));
        }
        if let Some(why) = id.operator.as_deref().and_then(not_address) {
            return Err(invalid(
                "identity.operator",
                why,
                "write the operators' address, e.g. operator = \"robomod-admin@example.org\"",
            ));
        }
        if crate::lang::Phrasebook::builtin()
            .find(&id.operator_language)
            .is_none()
        {
            let known = crate::lang::Phrasebook::builtin().codes();
            return Err(invalid(
                "identity.operator_language",
                format!(
                    "{:?} is not a language robomod speaks",
                    id.operator_language
                ),
                format!("write one of {}", known.join(", ")),
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
        not_blank("inbound.imap.host", &imap.host, "name the IMAP server")?;
        not_blank(
            "inbound.imap.password_env",
            &imap.password_env,
            "name the environment variable holding the password, e.g. ROBOMOD_IMAP_PASSWORD",
        )?;
        if imap.quarantine_folder.trim().is_empty() || imap.quarantine_folder == imap.folder {
            return Err(invalid(
                "inbound.imap.quarantine_folder",
                format!("{:?} cannot hold quarantined mail", imap.quarantine_folder),
                "name a folder other than the one robomod reads, e.g. \"robomod-quarantine\"",
            ));
        }
        plaintext_allowed(
            "inbound.imap",
            &imap.host,
            imap.security,
            imap.allow_plaintext,
        )?;
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
        not_blank("outbound.smtp.host", &smtp.host, "name the SMTP server")?;
        plaintext_allowed(
            "outbound.smtp",
            &smtp.host,
            smtp.security,
            smtp.allow_plaintext,
        )?;
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
}

/// `security = "none"` sends passwords and mail in the clear: allowed to this machine (a local
/// MTA or IMAP server), elsewhere only when the config says `allow_plaintext = true`.
fn plaintext_allowed(
    table: &'static str,
    host: &str,
    security: super::Security,
    allow: bool,
) -> Result<(), ConfigError> {
    if security != super::Security::None || allow || super::is_loopback_host(host) {
        return Ok(());
    }
    let key = if table == "inbound.imap" {
        "inbound.imap.security"
    } else {
        "outbound.smtp.security"
    };
    Err(invalid(
        key,
        format!(
            "is \"none\" (no encryption) but {host:?} is not this machine: passwords and mail \
             would cross the network in the clear"
        ),
        format!(
            "use \"starttls\" or \"tls\", or add allow_plaintext = true to [{table}] if the \
             network between is trusted"
        ),
    ))
}

/// `Err` naming `key` and what to put there when `value` is empty or only spaces.
fn not_blank(key: &'static str, value: &str, fix: &str) -> Result<(), ConfigError> {
    if value.trim().is_empty() {
        Err(invalid(key, "is empty", fix))
    } else {
        Ok(())
    }
}

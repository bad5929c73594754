//! The bounds of every number in the config: each count and duration has a range robomod can
//! work with, checked at validation with the key and the limit in the message, so that no value
//! TOML can hold (up to `u64::MAX`) reaches the daemon to overflow a time or an allocation
//! there. [`NUMERIC_KEYS`] lists every numeric key; the test that walks them all with 0, -1, the
//! type's maximum and a huge string checks it against `config.example.toml`.

use super::{Config, ConfigError, MAX_ATTEMPTS_LIMIT, invalid};

const DAY_SECS: u64 = 86_400;
const GIB: u64 = 1 << 30;

/// How a row reads its key's value from the config: `None` when the key, or the table that
/// holds it (`[inbound.imap]`, `[outbound.smtp]`), is not set.
type Read = fn(&Config) -> Option<u64>;

/// One row of [`BOUNDS`]: the key, the range allowed, the unit for the message, and how to read
/// the value.
type Bound = (&'static str, u64, u64, &'static str, Read);

/// The bounds of every numeric key, in the order validation checks them (the first key out of
/// range is the one named).
#[rustfmt::skip]
const BOUNDS: &[Bound] = &[
    ("poll_interval_secs", 1, DAY_SECS, "seconds", |c| Some(c.poll_interval_secs)),
    ("mail_body_months", 0, 1_200, "months", |c| Some(c.mail_body_months.into())),
    ("rate_limit.max_replies", 1, 10_000, "replies", |c| Some(c.rate_limit.max_replies.into())),
    ("rate_limit.window_minutes", 1, 10_080, "minutes",
        |c| Some(c.rate_limit.window_minutes.into())),
    ("rate_limit.refusals_per_hour", 0, 100_000, "refusals",
        |c| Some(c.rate_limit.refusals_per_hour.into())),
    ("rate_limit.refusals_per_domain_per_hour", 0, 100_000, "refusals",
        |c| Some(c.rate_limit.refusals_per_domain_per_hour.into())),
    ("rate_limit.alerts_per_hour", 0, 10_000, "alerts",
        |c| Some(c.rate_limit.alerts_per_hour.into())),
    ("inbound.batch", 1, 10_000, "mails", |c| Some(c.inbound.batch as u64)),
    ("inbound.max_attempts", 0, 1_000, "attempts", |c| Some(c.inbound.max_attempts.into())),
    ("inbound.stranger_days", 0, 3_650, "days", |c| Some(c.inbound.stranger_days.into())),
    ("inbound.stranger_max_bytes", 0, GIB, "bytes",
        |c| Some(c.inbound.stranger_max_bytes as u64)),
    ("inbound.max_mail_bytes", 1_024, GIB, "bytes", |c| Some(c.inbound.max_mail_bytes)),
    ("inbound.read_budget_ms", 1, 60_000, "milliseconds", |c| Some(c.inbound.read_budget_ms)),
    ("outbound.batch", 1, 10_000, "mails", |c| Some(c.outbound.batch as u64)),
    ("outbound.retry_initial_secs", 1, DAY_SECS, "seconds",
        |c| Some(c.outbound.retry_initial_secs)),
    ("outbound.retry_max_secs", 1, 30 * DAY_SECS, "seconds", |c| Some(c.outbound.retry_max_secs)),
    ("outbound.max_attempts", 0, MAX_ATTEMPTS_LIMIT as u64, "attempts",
        |c| Some(c.outbound.max_attempts.into())),
    ("games.absence_max_days", 0, 365, "days", |c| Some(c.games.absence_max_days.into())),
    ("games.absences_per_game", 0, 100, "absences", |c| Some(c.games.absences_per_game.into())),
    ("games.miss_alert", 0, 1_000, "rounds", |c| Some(c.games.miss_alert.into())),
    ("lobby.max_opened", 0, 1_000, "games", |c| Some(c.lobby.max_opened.into())),
    ("lobby.max_seats", 0, 1_000, "seats", |c| Some(c.lobby.max_seats.into())),
    ("lobby.max_observing", 0, 1_000, "games", |c| Some(c.lobby.max_observing.into())),
    ("lobby.offer_hours", 1, 24 * 366, "hours", |c| Some(c.lobby.offer_hours.into())),
    ("lobby.digest_hour", 0, 23, "", |c| Some(c.lobby.digest_hour.into())),
    ("lobby.master_delay_days", 0, 366, "days", |c| Some(c.lobby.master_delay_days.into())),
    ("lobby.master_rollbacks", 0, 1_000, "rollbacks",
        |c| Some(c.lobby.master_rollbacks.into())),
    ("inbound.imap.port", 1, 65_535, "", |c| c.inbound.imap.as_ref()?.port.map(u64::from)),
    ("inbound.imap.timeout_secs", 1, 3_600, "seconds",
        |c| Some(c.inbound.imap.as_ref()?.timeout_secs)),
    // RFC 2177: a client re-issues IDLE at least every 29 minutes; 0: poll only.
    ("inbound.imap.idle_secs", 0, 1_740, "seconds", |c| Some(c.inbound.imap.as_ref()?.idle_secs)),
    ("outbound.smtp.port", 1, 65_535, "", |c| c.outbound.smtp.as_ref()?.port.map(u64::from)),
    ("outbound.smtp.pool_size", 1, 64, "connections",
        |c| Some(c.outbound.smtp.as_ref()?.pool_size.into())),
    ("outbound.smtp.timeout_secs", 1, 3_600, "seconds",
        |c| Some(c.outbound.smtp.as_ref()?.timeout_secs)),
];

/// Every numeric key of the config, `section.key` as in the file.
pub const NUMERIC_KEYS: &[&str] = &[
    "poll_interval_secs",
    "mail_body_months",
    "rate_limit.max_replies",
    "rate_limit.window_minutes",
    "rate_limit.refusals_per_hour",
    "rate_limit.refusals_per_domain_per_hour",
    "rate_limit.alerts_per_hour",
    "inbound.batch",
    "inbound.max_attempts",
    "inbound.stranger_days",
    "inbound.stranger_max_bytes",
    "inbound.max_mail_bytes",
    "inbound.read_budget_ms",
    "inbound.imap.port",
    "inbound.imap.timeout_secs",
    "inbound.imap.idle_secs",
    "outbound.batch",
    "outbound.retry_initial_secs",
    "outbound.retry_max_secs",
    "outbound.max_attempts",
    "outbound.smtp.port",
    "outbound.smtp.pool_size",
    "outbound.smtp.timeout_secs",
    "games.absence_max_days",
    "games.absences_per_game",
    "games.miss_alert",
    "lobby.max_opened",
    "lobby.max_seats",
    "lobby.max_observing",
    "lobby.offer_hours",
    "lobby.digest_hour",
    "lobby.master_delay_days",
    "lobby.master_rollbacks",
];

impl Config {
    /// Every numeric key set in this config: (key, value, min, max, unit), in [`BOUNDS`] order.
    fn bounds(&self) -> impl Iterator<Item = (&'static str, u64, u64, u64, &'static str)> + '_ {
        BOUNDS
            .iter()
            .filter_map(|&(key, min, max, unit, read)| Some((key, read(self)?, min, max, unit)))
    }

    /// Every number within its bounds: [`ConfigError::Invalid`] naming the first key that is
    /// not, its value and the range allowed.
    pub(super) fn validate_bounds(&self) -> Result<(), ConfigError> {
        for (key, value, min, max, unit) in self.bounds() {
            if (min..=max).contains(&value) {
                continue;
            }
            let unit = if unit.is_empty() {
                String::new()
            } else {
                format!(" {unit}")
            };
            let limit = if value < min {
                format!("less than {min}")
            } else {
                format!("more than the limit of {max}")
            };
            return Err(invalid(
                key,
                format!("is {value}{unit}, {limit}"),
                format!("use a number from {min} to {max}{unit}"),
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    /// Every key [`super::NUMERIC_KEYS`] lists is bounded (when its table is there).
    #[test]
    fn every_listed_key_has_a_bound() {
        let mut c = super::Config::default();
        c.inbound.imap = Some(
            toml::from_str("host = \"h\"\nuser = \"u\"\npassword_env = \"P\"\nport = 1").unwrap(),
        );
        c.outbound.smtp = Some(toml::from_str("host = \"h\"\nport = 1").unwrap());
        let mut bounded: Vec<&str> = c.bounds().map(|b| b.0).collect();
        let mut listed = super::NUMERIC_KEYS.to_vec();
        bounded.sort();
        listed.sort();
        assert_eq!(bounded, listed);
    }
}

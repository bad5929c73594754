//! The bounds of every number in the config: each count and duration has a range robomod can
//! work with, checked at validation with the key and the limit in the message, so that no value
//! TOML can hold (up to `u64::MAX`) reaches the daemon to overflow a time or an allocation
//! there. [`NUMERIC_KEYS`] lists every numeric key; the test that walks them all with 0, -1, the
//! type's maximum and a huge string checks it against `config.example.toml`.

use super::{Config, ConfigError, MAX_ATTEMPTS_LIMIT, invalid};

const DAY_SECS: u64 = 86_400;
const GIB: u64 = 1 << 30;

/// One numeric key: its value now, the range allowed, and the unit for the message.
struct Bound {
    key: &'static str,
    value: u64,
    min: u64,
    max: u64,
    unit: &'static str,
}

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
    fn bounds(&self) -> Vec<Bound> {
        let b = |key, value: u64, min, max, unit| Bound {
            key,
            value,
            min,
            max,
            unit,
        };
        let (r, i, o, g) = (&self.rate_limit, &self.inbound, &self.outbound, &self.games);
        let mut v = vec![
            b(
                "poll_interval_secs",
                self.poll_interval_secs,
                1,
                DAY_SECS,
                "seconds",
            ),
            b(
                "mail_body_months",
                self.mail_body_months.into(),
                0,
                1_200,
                "months",
            ),
            b(
                "rate_limit.max_replies",
                r.max_replies.into(),
                1,
                10_000,
                "replies",
            ),
            b(
                "rate_limit.window_minutes",
                r.window_minutes.into(),
                1,
                10_080,
                "minutes",
            ),
            b(
                "rate_limit.refusals_per_hour",
                r.refusals_per_hour.into(),
                0,
                100_000,
                "refusals",
            ),
            b(
                "rate_limit.refusals_per_domain_per_hour",
                r.refusals_per_domain_per_hour.into(),
                0,
                100_000,
                "refusals",
            ),
            b(
                "rate_limit.alerts_per_hour",
                r.alerts_per_hour.into(),
                0,
                10_000,
                "alerts",
            ),
            b("inbound.batch", i.batch as u64, 1, 10_000, "mails"),
            b(
                "inbound.max_attempts",
                i.max_attempts.into(),
                0,
                1_000,
                "attempts",
            ),
            b(
                "inbound.stranger_days",
                i.stranger_days.into(),
                0,
                3_650,
                "days",
            ),
            b(
                "inbound.stranger_max_bytes",
                i.stranger_max_bytes as u64,
                0,
                GIB,
                "bytes",
            ),
            b(
                "inbound.max_mail_bytes",
                i.max_mail_bytes,
                1_024,
                GIB,
                "bytes",
            ),
            b(
                "inbound.read_budget_ms",
                i.read_budget_ms,
                1,
                60_000,
                "milliseconds",
            ),
            b("outbound.batch", o.batch as u64, 1, 10_000, "mails"),
            b(
                "outbound.retry_initial_secs",
                o.retry_initial_secs,
                1,
                DAY_SECS,
                "seconds",
            ),
            b(
                "outbound.retry_max_secs",
                o.retry_max_secs,
                1,
                30 * DAY_SECS,
                "seconds",
            ),
            b(
                "outbound.max_attempts",
                o.max_attempts.into(),
                0,
                MAX_ATTEMPTS_LIMIT.into(),
                "attempts",
            ),
            b(
                "games.absence_max_days",
                g.absence_max_days.into(),
                0,
                365,
                "days",
            ),
            b(
                "games.absences_per_game",
                g.absences_per_game.into(),
                0,
                100,
                "absences",
            ),
            b("games.miss_alert", g.miss_alert.into(), 0, 1_000, "rounds"),
            b(
                "lobby.max_opened",
                self.lobby.max_opened.into(),
                0,
                1_000,
                "games",
            ),
            b(
                "lobby.max_seats",
                self.lobby.max_seats.into(),
                0,
                1_000,
                "seats",
            ),
            b(
                "lobby.max_observing",
                self.lobby.max_observing.into(),
                0,
                1_000,
                "games",
            ),
            b(
                "lobby.offer_hours",
                self.lobby.offer_hours.into(),
                1,
                24 * 366,
                "hours",
            ),
            b(
                "lobby.digest_hour",
                self.lobby.digest_hour.into(),
                0,
                23,
                "",
            ),
            b(
                "lobby.master_delay_days",
                self.lobby.master_delay_days.into(),
                0,
                366,
                "days",
            ),
            b(
                "lobby.master_rollbacks",
                self.lobby.master_rollbacks.into(),
                0,
                1_000,
                "rollbacks",
            ),
        ];
        if let Some(imap) = &i.imap {
            if let Some(port) = imap.port {
                v.push(b("inbound.imap.port", port.into(), 1, 65_535, ""));
            }
            v.push(b(
                "inbound.imap.timeout_secs",
                imap.timeout_secs,
                1,
                3_600,
                "seconds",
            ));
            // RFC 2177: a client re-issues IDLE at least every 29 minutes; 0: poll only.
            v.push(b(
                "inbound.imap.idle_secs",
                imap.idle_secs,
                0,
                1_740,
                "seconds",
            ));
        }
        if let Some(smtp) = &o.smtp {
            if let Some(port) = smtp.port {
                v.push(b("outbound.smtp.port", port.into(), 1, 65_535, ""));
            }
            v.push(b(
                "outbound.smtp.pool_size",
                smtp.pool_size.into(),
                1,
                64,
                "connections",
            ));
            v.push(b(
                "outbound.smtp.timeout_secs",
                smtp.timeout_secs,
                1,
                3_600,
                "seconds",
            ));
        }
        v
    }

    /// Every number within its bounds: [`ConfigError::Invalid`] naming the first key that is
    /// not, its value and the range allowed.
    pub(super) fn validate_bounds(&self) -> Result<(), ConfigError> {
        for Bound {
            key,
            value,
            min,
            max,
            unit,
        } in self.bounds()
        {
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
        let mut bounded: Vec<&str> = c.bounds().iter().map(|b| b.key).collect();
        let mut listed = super::NUMERIC_KEYS.to_vec();
        bounded.sort();
        listed.sort();
        assert_eq!(bounded, listed);
    }
}

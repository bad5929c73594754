//! The moderator's settings from a validated config file, built once here (the daemon and the
//! admin CLI open their moderator through it): the config reads its own strings
//! ([`crate::config::GamesConfig::read`]) and the moderator never sees the file.

use crate::config::{Config, ConfigError};
use crate::moderator::ModeratorConfig;
use chrono::Duration;

/// The moderator's part of the config file: `[identity]`, `[rate_limit]`, `[games]`,
/// `[reports]` and the stranger limits of `[inbound]`.
pub fn moderator_config(config: &Config) -> Result<ModeratorConfig, ConfigError> {
    let games = config.games.read()?;
    let g = &config.games;
    Ok(ModeratorConfig {
        identity: config.identity(),
        max_replies: config.rate_limit.max_replies,
        reply_window: Duration::minutes(i64::from(config.rate_limit.window_minutes)),
        schedule: games.schedule,
        tz: games.tz,
        min_notice: games.min_notice,
        early_delay: games.early_delay,
        reminder_lead: games.reminder_lead,
        operator: config.identity.operator.clone(),
        operator_language: crate::lang::Phrasebook::builtin()
            .find(&config.identity.operator_language)
            .unwrap_or("en"),
        absence_max_days: g.absence_max_days,
        absences_per_game: g.absences_per_game,
        miss_alert: g.miss_alert,
        pictures: config.reports.pictures,
        refusals_per_hour: config.rate_limit.refusals_per_hour,
        refusals_per_domain_per_hour: config.rate_limit.refusals_per_domain_per_hour,
        alerts_per_hour: config.rate_limit.alerts_per_hour,
        stranger_days: config.inbound.stranger_days,
        stranger_max_bytes: config.inbound.stranger_max_bytes,
        body_months: config.mail_body_months,
        lobby: config.lobby.clone(),
        archive_url: (config.archive.public_url.as_deref())
            .map(|u| u.trim().trim_end_matches('/').to_string())
            .filter(|u| !u.is_empty()),
        report_pictures: crate::moderator::report_pictures::Pictures::parse(
            &config.reports.default,
        )
        .ok_or_else(|| ConfigError::Invalid {
            key: "reports.default",
            problem: format!(
                "{:?}: write steps, round, animated or none",
                config.reports.default
            ),
            fix: "see config.example.toml".into(),
        })?,
    })
}

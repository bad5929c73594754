//! `[lobby]` of the config file: what players may do by mail to find, open, join and watch
//! games, and the caps on it (see `docs/mail.md`, the lobby). A leaf: the config reads it, the
//! moderator keeps its own copy.

use serde::Deserialize;

/// `[lobby]` of the config file; also the moderator's own copy of it.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct LobbyConfig {
    /// Whether players may open games by mail (`OPEN race ...`); the operator always may.
    pub players_may_open: bool,
    /// Open games one address may have opened and not yet started.
    pub max_opened: u32,
    /// Seats one address may hold in games not yet started.
    pub max_seats: u32,
    /// Running games one address may watch.
    pub max_observing: u32,
    /// Hours a standby player has to `TAKE` a seat offered to them.
    pub offer_hours: u32,
    /// The hour of the day (UTC) the daily digests go.
    pub digest_hour: u32,
    /// Days a game's masters may pause it and extend its deadlines, in all (the operator's
    /// cap on them; a game may set its own, `master_delay_days`).
    pub master_delay_days: u32,
    /// Rounds a game's masters may roll back, in all (a game's own: `master_rollbacks`).
    pub master_rollbacks: u32,
}

impl Default for LobbyConfig {
    fn default() -> Self {
        LobbyConfig {
            players_may_open: false,
            max_opened: 1,
            max_seats: 3,
            max_observing: 10,
            offer_hours: 48,
            digest_hour: 7,
            master_delay_days: 14,
            master_rollbacks: 2,
        }
    }
}

//! The moderator's own settings ([`ModeratorConfig`]), which the daemon builds from the
//! config file; the shared context holds them. Among them what pictures a round report
//! carries by default ([`Pictures`], read the same for a player's `SET PICTURES` and a game's
//! option: `notify/report_pictures.rs` acts on it).

use crate::identity::MailIdentity;
use crate::moderator::error::ModError;
use chrono::Duration;
use chrono_tz::Tz;

/// The moderator's own settings; the daemon builds them from the config file
/// (`daemon::moderator_config`: identity, `[rate_limit]`, `[games]`).
#[derive(Clone, Debug)]
pub struct ModeratorConfig {
    pub identity: MailIdentity,
    /// At most this many replies to one address within `reply_window`; mails beyond it are
    /// recorded and acted on but not answered.
    pub max_replies: u32,
    pub reply_window: Duration,
    /// The schedule of a new game unless given: `"22:00"` or `"48h"`.
    pub schedule: String,
    /// The time zone of a new game unless given.
    pub tz: Tz,
    /// No deadline is sooner than this after the previous report (seed 004: 20 hours).
    pub min_notice: Duration,
    /// How long after the last program comes in the round runs (0: at once).
    pub early_delay: Duration,
    /// Reminders go this long before the deadline to players who sent nothing; `None`: none.
    pub reminder_lead: Option<Duration>,
    /// Where alerts go (a mail quarantined, a mail given up); `None`: the log only.
    pub operator: Option<String>,
    /// The language the alerts are written in (a known code: `en`, `pl`).
    pub operator_language: &'static str,
    /// The longest absence a player may take, in days; 0: no absences.
    pub absence_max_days: u32,
    /// How many absences one player may take in one game.
    pub absences_per_game: u32,
    /// Missed rounds in a row after which the operator is alerted; 0: never.
    pub miss_alert: u32,
    /// Whether round reports and STATUS replies carry the board as a PNG (`[reports]`).
    pub pictures: bool,
    /// What a player gets with a round report who set nothing, in a game that sets nothing
    /// (`[reports] default`; see [`report_pictures`]).
    pub report_pictures: Pictures,
    /// Refusals to strangers an hour, in all and per domain (`[rate_limit]`).
    pub refusals_per_hour: u32,
    pub refusals_per_domain_per_hour: u32,
    /// Alerts to the operator an hour.
    pub alerts_per_hour: u32,
    /// A stranger's raw mail is kept this many days, and not at all above the byte limit.
    pub stranger_days: u32,
    pub stranger_max_bytes: usize,
    /// Months the bodies of mails are kept (`mail_body_months`); 0: for ever.
    pub body_months: u32,
    /// `[lobby]`: what players may do by mail to find and join games, and its caps.
    pub lobby: crate::lobby_rules::LobbyConfig,
    /// The public address the archive is served from, without a trailing slash (`[archive]
    /// public_url`): a turn mail links its composer page there; `None`: no link.
    pub archive_url: Option<String>,
}

impl Default for ModeratorConfig {
    fn default() -> Self {
        ModeratorConfig {
            identity: MailIdentity::default(),
            max_replies: 20,
            reply_window: Duration::hours(1),
            schedule: "22:00".into(),
            tz: Tz::UTC,
            min_notice: Duration::hours(20),
            early_delay: Duration::zero(),
            reminder_lead: Some(Duration::hours(12)),
            operator: None,
            operator_language: "en",
            absence_max_days: 14,
            absences_per_game: 3,
            miss_alert: 2,
            pictures: true,
            report_pictures: Pictures::default(),
            refusals_per_hour: 100,
            refusals_per_domain_per_hour: 10,
            alerts_per_hour: 20,
            stranger_days: 7,
            stranger_max_bytes: 64 * 1024,
            body_months: 0,
            lobby: Default::default(),
            archive_url: None,
        }
    }
}

/// The `preferences` key a player's choice is kept under (`SET PICTURES ...`).
pub const PREFERENCE: &str = "pictures";
/// The `game_options` key of a game's choice (`game new --pictures ...`).
pub const GAME_OPTION: &str = "pictures";
/// What pictures a round report carries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pictures {
    /// The text alone.
    None,
    /// The board after the round, attached.
    Round,
    /// An HTML rendering step by step, with a picture per step and the board after the round.
    /// Its word is `STEPS` (`REGISTERS` before: still read).
    #[default]
    Steps,
    /// The steps as one animated picture, attached.
    Animated,
}

impl Pictures {
    /// `ROUND`, `steps`, `None`: the words of `SET PICTURES`, in any case, as stored (in
    /// English) or configured. `REGISTERS` is `STEPS`: the word stored and configured before
    /// every game had steps.
    pub fn parse(word: &str) -> Option<Pictures> {
        match word.trim().to_ascii_uppercase().as_str() {
            "NONE" => Some(Pictures::None),
            "ROUND" => Some(Pictures::Round),
            "STEPS" | "REGISTERS" => Some(Pictures::Steps),
            "ANIMATED" => Some(Pictures::Animated),
            _ => None,
        }
    }

    /// The game setting `pictures=...` (`game new --set`), or what is wrong with it.
    pub fn from_setting(v: &serde_json::Value) -> Result<Pictures, ModError> {
        v.as_str().and_then(Pictures::parse).ok_or_else(|| {
            // english: a setting's error for the operator (game new/open)
            ModError::Input(format!(
                "pictures={v}: write pictures=steps (a picture of every step: the race's \
                 registers, RAMbots' instructions, the moves of a Ricochet solution), \
                 pictures=round (the board after the round), pictures=animated (the round \
                 step by step in one animated picture) or pictures=none"
            ))
        })
    }

    /// The word as stored: `NONE`, `ROUND`, `STEPS`, `ANIMATED`.
    pub fn word(self) -> &'static str {
        match self {
            Pictures::None => "NONE",
            Pictures::Round => "ROUND",
            Pictures::Steps => "STEPS",
            Pictures::Animated => "ANIMATED",
        }
    }
}

//! The settings of a new game as the command line gives them, shared by `game new` and `game
//! open` ([`GameArgs`], read into one [`Request`]): `--set KEY=VALUE`, the short forms
//! (`--board`, `--red-beam`, `--stand-in`, ...), and the readers of their values (durations, a
//! game's courses through the registry).

use super::Failure;
use crate::duration::parse_duration;
use crate::games::capability::DynCourses;
use crate::games::capability::files::{courses, problems_text};
use crate::games::{DynGame, Registry};
use crate::moderator::lobby::Request;
use anyhow::anyhow;
use clap::Args;
use serde_json::{Map, Value};

/// The settings of a new game, the same for `game new` and `game open`.
#[derive(Args, Debug)]
pub struct GameArgs {
    /// A game setting, KEY=VALUE (repeatable); VALUE is read as JSON when it can be.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub settings: Vec<String>,
    /// RAMbots: what the red beam does (short for --set red_beam=VALUE).
    #[arg(long, value_name = "EFFECT")]
    pub red_beam: Option<String>,
    /// The course of a game played on one (the race's board): a shipped name (robomod board
    /// list) or a board file.
    #[arg(long, value_name = "NAME|FILE")]
    pub board: Option<String>,
    /// Deadlines: a time of day (22:00, 22:00 Europe/London) or a period (48h).
    #[arg(long)]
    pub schedule: Option<String>,
    /// The game's IANA time zone (Europe/London).
    #[arg(long)]
    pub tz: Option<String>,
    /// The seed of the game's randomness (default: drawn at random, stored).
    #[arg(long)]
    pub seed: Option<u64>,
    /// No deadline sooner than this after a report (default 20h).
    #[arg(long, value_name = "DURATION")]
    pub min_notice: Option<String>,
    /// Run a round this long after the last program comes in (default 0).
    #[arg(long, value_name = "DURATION")]
    pub early_delay: Option<String>,
    /// Speedbots: when all but one are in, the last one's deadline shrinks to this (1h).
    #[arg(long, value_name = "GRACE")]
    pub speedbots: Option<String>,
    /// Remind players who sent nothing this long before the deadline (0: never).
    #[arg(long, value_name = "DURATION")]
    pub reminder: Option<String>,
    /// Press between players: none, signed (the default), anonymous, or both (the sender
    /// chooses with PRESS ANON TO ...).
    #[arg(long, value_name = "MODE")]
    pub press: Option<String>,
    /// What press the archive publishes once the game is over: public (the default: only
    /// press to every other player) or all (private press and replies too: tell the players
    /// before they join).
    #[arg(long, value_name = "public|all")]
    pub press_archive: Option<String>,
    /// After this many missed rounds in a row, a computer player (the stand-in) plays a
    /// person's seat until they send orders again (default: never; short for --set
    /// stand_in=N).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub stand_in: Option<u32>,
    /// What a game with no person left becomes: finish (the default) or pause (short for
    /// --set no_humans=...).
    #[arg(long, value_name = "finish|pause")]
    pub no_humans: Option<String>,
}

impl GameArgs {
    /// The settings of a game of `kind`: every `--set`, then the short forms (`--red-beam`,
    /// `--board`, `--stand-in`, `--no-humans`).
    pub fn settings(&self, kind: &str) -> Result<Map<String, Value>, Failure> {
        let mut settings = Map::new();
        for s in &self.settings {
            let (k, v) = setting(s)?;
            settings.insert(k, v);
        }
        if let Some(rb) = &self.red_beam {
            settings.insert("red_beam".into(), Value::String(rb.clone()));
        }
        if let Some(b) = &self.board {
            board_settings(b, Some(kind), &mut settings)?;
        }
        if let Some(n) = self.stand_in {
            settings.insert("stand_in".into(), Value::from(n));
        }
        if let Some(w) = &self.no_humans {
            settings.insert("no_humans".into(), Value::String(w.clone()));
        }
        Ok(settings)
    }

    /// The request of a game of `kind` these settings make: what `game new` (its players
    /// added) and `game open` both start from.
    pub fn request(&self, kind: &str) -> Result<Request, Failure> {
        let secs = |flag, s: &Option<String>| -> Result<Option<i64>, Failure> {
            Ok(duration(flag, s)?.map(|d| d.num_seconds()))
        };
        Ok(Request {
            kind: kind.to_string(),
            settings: self.settings(kind)?,
            seed: self.seed,
            schedule: self.schedule.clone(),
            tz: self.tz.clone(),
            min_notice_secs: secs("min-notice", &self.min_notice)?,
            early_delay_secs: secs("early-delay", &self.early_delay)?,
            speedbots_secs: secs("speedbots", &self.speedbots)?,
            reminder_secs: secs("reminder", &self.reminder)?,
            press: self.press.clone(),
            press_archive: self.press_archive_all()?,
            opener_name: None,
            entry: Default::default(),
        })
    }

    /// `--press-archive`: whether the archive publishes private press too.
    pub fn press_archive_all(&self) -> Result<bool, Failure> {
        match self.press_archive.as_deref().map(str::trim) {
            None | Some("public") => Ok(false),
            Some("all") => Ok(true),
            Some(other) => Err(Failure::input(anyhow!(
                "--press-archive {other:?}: write public (only press to everyone is \
                 published, the default) or all (private press too)"
            ))),
        }
    }
}

/// `--FLAG DURATION` read (`48h`, `90m`), or what is wrong with it.
pub(super) fn duration(
    flag: &str,
    s: &Option<String>,
) -> Result<Option<chrono::Duration>, Failure> {
    s.as_deref()
        .map(|s| parse_duration(s).map_err(|e| Failure::input(anyhow!("--{flag}: {e}"))))
        .transpose()
}

/// `KEY=VALUE`, the value as JSON when it reads as JSON, else as a string.
pub(super) fn setting(s: &str) -> Result<(String, Value), Failure> {
    match s.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() => {
            let v = v.trim();
            let value = serde_json::from_str(v).unwrap_or_else(|_| Value::String(v.to_string()));
            Ok((k.trim().to_string(), value))
        }
        _ => Err(Failure::input(anyhow!(
            "--set {s:?}: write KEY=VALUE, like --set red_beam=slide"
        ))),
    }
}

/// The game `kind` names with its courses, or (no kind) the only game that has courses.
pub(super) fn courses_of(
    kind: Option<&str>,
    flag: &str,
) -> Result<(&'static dyn DynGame, &'static dyn DynCourses), Failure> {
    let registry = Registry::builtin();
    let all = courses(registry);
    let kind = kind.map(|k| registry.kind_named(k).unwrap_or(k));
    let kinds = || {
        all.iter()
            .map(|(g, _)| g.kind())
            .collect::<Vec<_>>()
            .join(", ")
    };
    match kind {
        Some(kind) => all
            .iter()
            .copied()
            .find(|(g, _)| g.kind() == kind)
            .ok_or_else(|| {
                Failure::input(anyhow!(
                    "{flag}: {kind} is played on no course; the games with courses: {}",
                    kinds()
                ))
            }),
        None => match all.as_slice() {
            [one] => Ok(*one),
            _ => Err(Failure::input(anyhow!(
                "{flag}: name the game with --kind ({})",
                kinds()
            ))),
        },
    }
}

/// `--board NAME|FILE`: the course of the game `kind` (none: the only game with courses), a
/// shipped one by name, else a course file read (checked here, so that a mistake is shown
/// with its line and column); the settings that choose it, as the game names them.
pub(super) fn board_settings(
    spec: &str,
    kind: Option<&str>,
    settings: &mut Map<String, Value>,
) -> Result<(), Failure> {
    let (_, courses) = courses_of(kind, "--board")?;
    let say = crate::lang::Say::english();
    if courses.shipped(spec, say).is_some() {
        settings.extend(courses.settings(spec, None));
        return Ok(());
    }
    let text = std::fs::read_to_string(spec).map_err(|e| {
        Failure::input(anyhow!(
            "--board {spec:?}: not a shipped board ({}) and not a readable file: {e}",
            courses.names().join(", ")
        ))
    })?;
    let name = std::path::Path::new(spec)
        .file_stem()
        .map_or("board".to_string(), |s| s.to_string_lossy().into_owned());
    courses
        .file(&name, &text, say)
        .map_err(|e| Failure::input(anyhow!("{spec}: {}", problems_text(&e))))?;
    settings.extend(courses.settings(&name, Some(&text)));
    Ok(())
}

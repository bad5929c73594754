//! The 22 upgrades (seed: "The list of possible upgrades"), a robot's held copies with their
//! counters, the switchable settings (gyro, beam modes, breaker threshold) and the round
//! options players send in the mail notation of ruling 33 (`PRESSOR ON`, `BREAKER 10`,
//! `FLYWHEEL F2`, ...). The names here are the canonical English identifiers that position
//! files and stored states read and write; what a report calls an upgrade, and what it does,
//! is the phrasebooks' (`report::words`).

use super::cards::{Card, Instr};
use crate::games::GameRng;
use rand::RngExt;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One kind of upgrade, in the seed's order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Upgrade {
    Brakes,
    FourthGear,
    ReverseGear,
    CrabLegs,
    DualProcessor,
    GyroscopicStabilizer,
    DoubleBarreledLasers,
    RearFiringLaser,
    RammingGear,
    HighPowerLaser,
    PressorBeam,
    TractorBeam,
    MiniHowitzer,
    Scrambler,
    RadioControl,
    AblativeCoat,
    CircuitBreaker,
    PowerDownShield,
    SuperiorArchive,
    ExtraMemory,
    Flywheel,
    Recompile,
}

impl Upgrade {
    pub const ALL: [Upgrade; 22] = [
        Upgrade::Brakes,
        Upgrade::FourthGear,
        Upgrade::ReverseGear,
        Upgrade::CrabLegs,
        Upgrade::DualProcessor,
        Upgrade::GyroscopicStabilizer,
        Upgrade::DoubleBarreledLasers,
        Upgrade::RearFiringLaser,
        Upgrade::RammingGear,
        Upgrade::HighPowerLaser,
        Upgrade::PressorBeam,
        Upgrade::TractorBeam,
        Upgrade::MiniHowitzer,
        Upgrade::Scrambler,
        Upgrade::RadioControl,
        Upgrade::AblativeCoat,
        Upgrade::CircuitBreaker,
        Upgrade::PowerDownShield,
        Upgrade::SuperiorArchive,
        Upgrade::ExtraMemory,
        Upgrade::Flywheel,
        Upgrade::Recompile,
    ];

    /// The name as the seed writes it (capitalised): `"Crab Legs"`.
    pub fn name(self) -> &'static str {
        [
            "Brakes",
            "Fourth Gear",
            "Reverse Gear",
            "Crab Legs",
            "Dual Processor",
            "Gyroscopic Stabilizer",
            "Double-Barreled Lasers",
            "Rear-Firing Laser",
            "Ramming Gear",
            "High-Power Laser",
            "Pressor Beam",
            "Tractor Beam",
            "Mini Howitzer",
            "Scrambler",
            "Radio Control",
            "Ablative Coat",
            "Circuit Breaker",
            "Power-Down Shield",
            "Superior Archive",
            "Extra Memory",
            "Flywheel",
            "Recompile",
        ][self as usize]
    }

    /// The key its words have in the phrasebooks (`race-upgrade-<key>`, `...-does`,
    /// `...-use`): the name in lower case, words joined by `-`: `crab-legs`.
    pub fn key(self) -> String {
        self.name().to_ascii_lowercase().replace(' ', "-")
    }

    /// One drawn uniformly over the 22 (ruling 23).
    pub fn draw(rng: &mut GameRng) -> Upgrade {
        Upgrade::ALL[rng.random_range(0..Upgrade::ALL.len())]
    }

    /// The beam mode this upgrade switches on, if it is one of the five.
    pub fn beam_mode(self) -> Option<BeamMode> {
        match self {
            Upgrade::PressorBeam => Some(BeamMode::Pressor),
            Upgrade::TractorBeam => Some(BeamMode::Tractor),
            Upgrade::MiniHowitzer => Some(BeamMode::Howitzer),
            Upgrade::Scrambler => Some(BeamMode::Scrambler),
            Upgrade::RadioControl => Some(BeamMode::Radio),
            _ => None,
        }
    }

    /// How many uses or points a fresh copy has (Ablative Coat 6, Mini Howitzer 5).
    pub fn charges(self) -> u8 {
        match self {
            Upgrade::AblativeCoat => 6,
            Upgrade::MiniHowitzer => 5,
            _ => 0,
        }
    }
}

impl fmt::Display for Upgrade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Squash a name for comparison: letters only, lower case ("Double-Barreled" = "doublebarreled").
fn squash(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

impl FromStr for Upgrade {
    type Err = String;
    fn from_str(s: &str) -> Result<Upgrade, String> {
        let want = squash(s);
        Upgrade::ALL
            .into_iter()
            .find(|u| {
                squash(u.name()) == want || (want == "extramemory" && *u == Upgrade::ExtraMemory)
            })
            .ok_or_else(|| {
                // english: position files and settings
                format!(
                    "{s:?} is not an upgrade: use one of {}",
                    Upgrade::ALL.map(|u| u.name()).join(", ")
                )
            })
    }
}
crate::games::text::string_serde!(Upgrade);

/// The five laser modes; at most one is on in a round (ruling 33).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BeamMode {
    Pressor,
    Tractor,
    Howitzer,
    Scrambler,
    Radio,
}

impl BeamMode {
    pub const ALL: [BeamMode; 5] = [
        BeamMode::Pressor,
        BeamMode::Tractor,
        BeamMode::Howitzer,
        BeamMode::Scrambler,
        BeamMode::Radio,
    ];
    /// The word in the mail notation: `PRESSOR`.
    pub fn word(self) -> &'static str {
        match self {
            BeamMode::Pressor => "PRESSOR",
            BeamMode::Tractor => "TRACTOR",
            BeamMode::Howitzer => "HOWITZER",
            BeamMode::Scrambler => "SCRAMBLER",
            BeamMode::Radio => "RADIO",
        }
    }
    pub fn upgrade(self) -> Upgrade {
        match self {
            BeamMode::Pressor => Upgrade::PressorBeam,
            BeamMode::Tractor => Upgrade::TractorBeam,
            BeamMode::Howitzer => Upgrade::MiniHowitzer,
            BeamMode::Scrambler => Upgrade::Scrambler,
            BeamMode::Radio => Upgrade::RadioControl,
        }
    }
}

/// One held copy of an upgrade, with what it has used (Ablative Coat: points absorbed; Mini
/// Howitzer: uses).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Held {
    pub kind: Upgrade,
    pub used: u8,
}

impl Held {
    pub fn new(kind: Upgrade) -> Held {
        Held { kind, used: 0 }
    }
    /// Charges left (Ablative Coat, Mini Howitzer), 0 for the others.
    pub fn left(self) -> u8 {
        self.kind.charges().saturating_sub(self.used)
    }
}

impl fmt::Display for Held {
    /// `Ablative Coat (4 left)` for a used copy, else the name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.used > 0 {
            write!(f, "{} ({} left)", self.kind, self.left())
        } else {
            f.write_str(self.kind.name())
        }
    }
}

impl FromStr for Held {
    type Err = String;
    /// `Ablative Coat` or `Ablative Coat (4 left)`.
    fn from_str(s: &str) -> Result<Held, String> {
        let (name, left) = match s.split_once('(') {
            Some((name, rest)) => {
                let n = rest
                    .trim_end_matches(')')
                    .trim()
                    .trim_end_matches("left")
                    .trim();
                let n: u8 = n
                    .parse()
                    // english: position files
                    .map_err(|_| format!("{s:?}: write the charges left as \"(4 left)\""))?;
                (name, Some(n))
            }
            None => (s, None),
        };
        let kind: Upgrade = name.trim().parse()?;
        let used = match left {
            None => 0,
            Some(n) if kind.charges() == 0 => {
                // english: position files
                return Err(format!("{s:?}: {kind} has no charges ({n} left)"));
            }
            Some(n) if n == 0 || n > kind.charges() => {
                return Err(format!(
                    "{s:?}: {kind} has 1 to {} charges left",
                    kind.charges()
                ));
            }
            Some(n) => kind.charges() - n,
        };
        Ok(Held { kind, used })
    }
}
impl Held {
    /// The upgrade as a table, its counter a field of its own: `{"name": "Ablative Coat",
    /// "uses_left": 4}` (`uses_left` only for an upgrade with charges). What `sim --json`
    /// prints; a position file may write an upgrade either way.
    pub fn to_table(self) -> serde_json::Value {
        let mut t = serde_json::json!({ "name": self.kind.name() });
        if self.kind.charges() > 0 {
            t["uses_left"] = self.left().into();
        }
        t
    }
}

impl serde::Serialize for Held {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Held {
    /// `"Ablative Coat (4 left)"`, or the table [`Held::to_table`] writes.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        #[derive(serde::Deserialize)]
        #[serde(untagged)]
        enum Form {
            Text(String),
            Table { name: String, uses_left: Option<u8> },
        }
        match Form::deserialize(d)? {
            Form::Text(text) => text.parse().map_err(D::Error::custom),
            Form::Table { name, uses_left } => {
                let kind: Upgrade = name.trim().parse().map_err(D::Error::custom)?;
                match uses_left {
                    None => Ok(Held::new(kind)),
                    Some(n) => format!("{name} ({n} left)")
                        .parse()
                        .map_err(D::Error::custom),
                }
            }
        }
    }
}

/// One option for the round, in the mail notation of ruling 33.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RoundOption {
    /// `GYRO ON` / `GYRO OFF`.
    Gyro(bool),
    /// `PRESSOR ON` ... `RADIO OFF`.
    Beam(BeamMode, bool),
    /// `BREAKER 10` / `BREAKER OFF` (`None`).
    Breaker(Option<u8>),
    /// `FLYWHEEL F2`: keep this unused card for the next hand.
    Flywheel(Card),
}

impl RoundOption {
    /// The upgrade the option belongs to.
    pub fn upgrade(self) -> Upgrade {
        match self {
            RoundOption::Gyro(_) => Upgrade::GyroscopicStabilizer,
            RoundOption::Beam(m, _) => m.upgrade(),
            RoundOption::Breaker(_) => Upgrade::CircuitBreaker,
            RoundOption::Flywheel(_) => Upgrade::Flywheel,
        }
    }
}

impl fmt::Display for RoundOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let on = |b: bool| if b { "ON" } else { "OFF" };
        match self {
            RoundOption::Gyro(b) => write!(f, "GYRO {}", on(*b)),
            RoundOption::Beam(m, b) => write!(f, "{} {}", m.word(), on(*b)),
            RoundOption::Breaker(Some(n)) => write!(f, "BREAKER {n}"),
            RoundOption::Breaker(None) => f.write_str("BREAKER OFF"),
            RoundOption::Flywheel(c) => write!(f, "FLYWHEEL {c}"),
        }
    }
}

impl FromStr for RoundOption {
    type Err = String;
    fn from_str(s: &str) -> Result<RoundOption, String> {
        let words: Vec<String> = s
            .split_whitespace()
            .map(|w| w.to_ascii_uppercase())
            .collect();
        let [word, arg] = words.as_slice() else {
            // english: position files; a player's orders say race-bad-option
            return Err(format!(
                "{s:?} is not an option: write a word and a setting, as GYRO OFF, PRESSOR ON, \
                 BREAKER 10 or FLYWHEEL F2"
            ));
        };
        let switch = |arg: &str| match arg {
            "ON" => Ok(true),
            "OFF" => Ok(false),
            _ => Err(format!("{s:?}: write ON or OFF after {word}")),
        };
        if word == "GYRO" {
            return switch(arg).map(RoundOption::Gyro);
        }
        if let Some(m) = BeamMode::ALL.into_iter().find(|m| m.word() == word) {
            return switch(arg).map(|b| RoundOption::Beam(m, b));
        }
        match word.as_str() {
            "BREAKER" if arg == "OFF" => Ok(RoundOption::Breaker(None)),
            "BREAKER" => match arg.parse::<u8>() {
                Ok(n @ 1..=21) => Ok(RoundOption::Breaker(Some(n))),
                // english: position files; a player's orders say race-bad-option
                _ => Err(format!(
                    "{s:?}: the breaker threshold is a damage from 1 to 21, or OFF"
                )),
            },
            "FLYWHEEL" => arg
                .parse::<Card>()
                .map(RoundOption::Flywheel)
                .map_err(|e| format!("{s:?}: {e}")),
            // english: position files; a player's orders say race-bad-option
            _ => Err(format!(
                "{s:?} is not an option: use GYRO, PRESSOR, TRACTOR, HOWITZER, SCRAMBLER, \
                 RADIO (ON/OFF), BREAKER n|OFF or FLYWHEEL card"
            )),
        }
    }
}
crate::games::text::string_serde!(RoundOption);

/// A robot's switch settings, kept until the player changes them (ruling 33).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Settings {
    /// Gyroscopic Stabilizer on (a gained one starts on).
    pub gyro: bool,
    /// The beam mode on, if any (gained ones start off).
    pub beam: Option<BeamMode>,
    /// Circuit Breaker threshold (default 8), `None` when switched off.
    pub breaker: Option<u8>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            gyro: true,
            beam: None,
            breaker: Some(8),
        }
    }
}

impl Settings {
    /// Apply one option (the caller has checked the robot holds its upgrade).
    pub fn apply(&mut self, option: RoundOption) {
        match option {
            RoundOption::Gyro(on) => self.gyro = on,
            RoundOption::Beam(m, true) => self.beam = Some(m),
            RoundOption::Beam(m, false) => {
                if self.beam == Some(m) {
                    self.beam = None;
                }
            }
            RoundOption::Breaker(t) => self.breaker = t,
            RoundOption::Flywheel(_) => {}
        }
    }
}

impl Instr {
    /// The upgrade this form needs, if any.
    pub fn needs(self) -> Option<Upgrade> {
        match self {
            Instr::Card(_) => None,
            Instr::F0 => Some(Upgrade::Brakes),
            Instr::F4 => Some(Upgrade::FourthGear),
            Instr::B2 => Some(Upgrade::ReverseGear),
            Instr::Side(_) => Some(Upgrade::CrabLegs),
            Instr::Dual(..) => Some(Upgrade::DualProcessor),
        }
    }
}

#[cfg(test)]
mod tests;

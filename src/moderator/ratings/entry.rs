//! An open game's entry requirements: a minimum rating in its kind and a minimum dedication
//! (`robomod game open --set min_rating=1100 --set min_dedication=90`), kept with its request
//! and checked at `JOIN`. A rating still provisional (a newcomer's 1000 among them) meets a
//! minimum only where the game lets provisional players in (`--set provisional=yes`): else a
//! fresh address would get in where a player who lost down to 950 may not. One with no round
//! counted yet has no dedication to fall short of, and is let in.

use super::dedication::{self, Dedication};
use super::rate::{newcomer, points, provisional};
use crate::moderator::error::ModError;
use crate::store::ratings as store;
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

/// The setting of the minimum rating.
pub const MIN_RATING: &str = "min_rating";
/// The setting of the minimum dedication, in percent.
pub const MIN_DEDICATION: &str = "min_dedication";
/// The setting that lets provisional ratings meet the minimum rating.
pub const PROVISIONAL: &str = "provisional";

/// What a player needs to join an open game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_rating: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_dedication: Option<u32>,
    /// Provisional ratings may meet `min_rating` (they never do otherwise).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub provisional: bool,
}

impl Entry {
    /// Takes the requirements out of an open game's `settings`, checked.
    pub fn take(settings: &mut Map<String, Value>) -> Result<Entry, ModError> {
        let min_rating =
            match settings.remove(MIN_RATING) {
                None => None,
                Some(v) => Some(v.as_i64().filter(|n| (0..=10_000).contains(n)).ok_or_else(
                    || {
                        // english: a setting's error for the operator (game new/open)
                        ModError::Input(format!(
                            "{MIN_RATING}={v}: a whole number from 0 to 10000 (a new player's \
                         rating is 1000)"
                        ))
                    },
                )?),
            };
        let min_dedication = match settings.remove(MIN_DEDICATION) {
            None => None,
            Some(v) => Some(
                v.as_u64()
                    .filter(|n| *n <= 100)
                    .map(|n| n as u32)
                    .ok_or_else(|| {
                        // english: a setting's error for the operator (game new/open)
                        ModError::Input(format!(
                            "{MIN_DEDICATION}={v}: a percentage, a whole number from 0 to 100"
                        ))
                    })?,
            ),
        };
        let provisional = match settings.remove(PROVISIONAL) {
            None => false,
            Some(v) => match v.as_bool().or(v.as_str().and_then(|s| match s {
                "yes" => Some(true),
                "no" => Some(false),
                _ => None,
            })) {
                Some(b) => b,
                None => {
                    // english: a setting's error for the operator (game new/open)
                    return Err(ModError::Input(format!(
                        "{PROVISIONAL}={v}: yes or no (whether a provisional rating may meet \
                         {MIN_RATING})"
                    )));
                }
            },
        };
        if provisional && min_rating.is_none() {
            // english: a setting's error for the operator (game new/open)
            return Err(ModError::Input(format!(
                "{PROVISIONAL}=yes says which ratings meet {MIN_RATING}: set {MIN_RATING} too"
            )));
        }
        Ok(Entry {
            min_rating,
            min_dedication,
            provisional,
        })
    }

    /// Whether anyone may join.
    pub fn is_open(&self) -> bool {
        self.min_rating.is_none() && self.min_dedication.is_none()
    }

    /// For templates: `{min_rating, min_dedication}`, `null` when anyone may join.
    pub fn context(&self) -> Value {
        match self.is_open() {
            true => Value::Null,
            false => {
                json!({ "min_rating": self.min_rating, "min_dedication": self.min_dedication,
                        "provisional": self.provisional })
            }
        }
    }
}

/// A refusal: the player's own figures beside what the game asks, for the answer's words.
pub(crate) fn check(
    c: &Connection,
    kind: &str,
    address: &str,
    entry: Entry,
) -> Result<Option<Value>, ModError> {
    if entry.is_open() {
        return Ok(None);
    }
    let rated = store::rating(c, kind, &super::table::person(c, address)?)?;
    let (mu, sigma) = rated.as_ref().map_or(newcomer(), |r| (r.mu, r.sigma));
    let rating = points(mu);
    let d: Dedication = dedication::of(c, address)?.unwrap_or_default();
    let unproven = provisional(sigma) && !entry.provisional;
    let short_rating = entry.min_rating.is_some_and(|m| rating < m || unproven);
    let short_dedication = entry
        .min_dedication
        .zip(d.percent())
        .is_some_and(|(m, p)| p < m);
    if !short_rating && !short_dedication {
        return Ok(None);
    }
    Ok(Some(json!({
        "kind": kind,
        "min_rating": entry.min_rating,
        "min_dedication": entry.min_dedication,
        "rating": rating,
        "games": rated.map_or(0, |r| r.games),
        "dedication": d.context(),
        "short_rating": short_rating,
        "provisional": provisional(sigma),
        "unproven": unproven && entry.min_rating.is_some(),
        "short_dedication": short_dedication,
    })))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requirements_are_taken_out_and_checked() {
        let mut s: Map<String, Value> =
            serde_json::from_str(r#"{"board":"race","min_rating":1100,"min_dedication":90}"#)
                .unwrap();
        let e = Entry::take(&mut s).unwrap();
        assert_eq!(e.min_rating, Some(1100));
        assert_eq!(e.min_dedication, Some(90));
        assert_eq!(s.len(), 1);
        let mut bad: Map<String, Value> =
            serde_json::from_str(r#"{"min_dedication":120}"#).unwrap();
        let err = Entry::take(&mut bad).unwrap_err().to_string();
        assert!(err.contains("from 0 to 100"), "{err}");
        assert!(Entry::default().is_open());
    }
}

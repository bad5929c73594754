//! The race's orders as data for the archive's composer page ([`Compose`]), a form for each
//! turn a player sends:
//! - `PROGRAM`, each round: five registers filled from the hand dealt, each card once, one
//!   per unlocked register, or `PASS`; `POWER DOWN` beside them, and the options of the
//!   upgrades the robot holds, each a line that changes a setting from what it is now
//!   (`GYRO OFF`, `PRESSOR ON`, `BREAKER OFF`);
//! - `PICK`, when the race opens with picks (ruling 30): start squares by number, most wanted
//!   first, each once;
//! - `DRAFT`, the option draft alone (house rule `draft`): upgrades of the pool by their
//!   number, most wanted first, each once, shown with their names.
//!
//! Left to the mail (its HELP says how): `FLYWHEEL F2` and `RECOMPILE` (a card kept for the
//! next hand, a new hand now: the page cannot show the hand they make), a Circuit Breaker's
//! threshold (`BREAKER 10`), and the draft beside the picks (a race with both takes `PICK`
//! and `DRAFT` in one mail; the page writes the `PICK` line, and a player who sends no
//! `DRAFT` gets what the computer player would take, as the status says).

use super::cards::Card;
use super::game::{Phase, Race, State};
use super::position::REGISTERS;
use super::upgrades::{BeamMode, RoundOption, Upgrade};
use crate::games::capability::compose::{Choices, Compose, OrderForm, Pieces, Switch};
use crate::games::{Game, IdleSeats, Seat};
use crate::lang::Say;
use std::collections::BTreeMap;

/// The most start squares a board has that the page offers to pick from.
const MOST_STARTS: usize = 12;

impl Compose for Race {
    fn order_forms(say: Say<'_>) -> Vec<OrderForm> {
        let listed = |keyword: &str, hint: &str, max: usize| OrderForm {
            kind: Race::KIND.into(),
            keyword: keyword.into(),
            hint: say.t(hint),
            min: 1,
            max,
            pieces: Pieces::Dealt,
            variants: Vec::new(),
            switches: Vec::new(),
            bare: Vec::new(),
            counted: false,
            one_per_group: false,
            said: BTreeMap::new(),
        };
        vec![
            OrderForm {
                switches: vec![Switch {
                    line: "POWER DOWN".into(),
                }],
                bare: vec!["PASS".into()],
                // A pass as the race's mails show it (Polish `PASUJĘ`, where RAMbots' is `PAS`).
                said: BTreeMap::from([("PASS".into(), say.t("race-order-pass"))]),
                ..listed("PROGRAM", "race-compose-program", REGISTERS)
            },
            listed("PICK", "race-compose-pick", MOST_STARTS),
            listed("DRAFT", "race-compose-draft", Upgrade::ALL.len()),
        ]
    }

    /// The open turn's form and what the seat chooses in it: the hand dealt and one
    /// instruction for each unlocked register, in a round being programmed, for a robot that
    /// takes orders; the start squares while picking, for a seat in the pick order; the pool
    /// while drafting.
    fn choices(state: &State, seat: Seat, say: Say<'_>) -> Option<Choices> {
        match &state.phase {
            Phase::Picking { order, pool, .. } if order.is_empty() && !pool.is_empty() => {
                Some(Choices {
                    form: "DRAFT".into(),
                    pieces: (1..=pool.len()).map(|n| n.to_string()).collect(),
                    labels: (pool.iter().enumerate())
                        .map(|(k, &u)| {
                            format!("{} {}", k + 1, super::report::words::upgrade(say, u))
                        })
                        .collect(),
                    ..Choices::default()
                })
            }
            Phase::Picking { order, .. } => {
                let starts = state.position.board().starts().len().min(MOST_STARTS);
                (order.contains(&seat.0) && starts > 0).then(|| Choices {
                    form: "PICK".into(),
                    pieces: (1..=starts).map(|n| n.to_string()).collect(),
                    ..Choices::default()
                })
            }
            Phase::Racing => programming(state, seat, say),
        }
    }
}

/// [`Compose::choices`] in a round being programmed.
fn programming(state: &State, seat: Seat, say: Say<'_>) -> Option<Choices> {
    if Race::takes_no_orders(state, seat) {
        return None;
    }
    let robot = state.position.robots().get(seat.index())?;
    let unlocked = REGISTERS - robot.locked();
    // In the order the report lists the hand (F3 F2 F B L R U).
    let mut hand: Vec<Card> = state.hand(seat).to_vec();
    hand.sort();
    if unlocked == 0 || hand.len() < unlocked {
        return None;
    }
    Some(Choices {
        form: "PROGRAM".into(),
        pieces: hand.iter().map(|c| c.text().to_string()).collect(),
        count: Some(unlocked),
        // Each option as the reader writes it (`ŻYROSKOP WYŁĄCZ`).
        switches: (options(robot).iter())
            .map(|o| say.command_line(&o.to_string()))
            .collect(),
        ..Choices::default()
    })
}

/// The options of the upgrades `robot` holds, each switching a setting from what it is now:
/// the Gyroscopic Stabilizer on or off, each beam on (off, the one on), the Circuit Breaker
/// off while it is on.
fn options(robot: &super::position::Robot) -> Vec<RoundOption> {
    let now = robot.settings();
    let mut out = Vec::new();
    if robot.has(Upgrade::GyroscopicStabilizer) {
        out.push(RoundOption::Gyro(!now.gyro));
    }
    for mode in BeamMode::ALL.into_iter().filter(|m| robot.has(m.upgrade())) {
        out.push(RoundOption::Beam(mode, now.beam != Some(mode)));
    }
    if robot.has(Upgrade::CircuitBreaker) && now.breaker.is_some() {
        out.push(RoundOption::Breaker(None));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::race::board::Dir;
    use crate::games::race::testkit;

    #[test]
    fn the_options_offered_change_a_setting_from_now() {
        let plain = testkit::upgraded("a", "a1", Dir::N, &[Upgrade::Brakes]);
        assert!(options(&plain).is_empty(), "no option to switch");
        let held = [Upgrade::GyroscopicStabilizer, Upgrade::PressorBeam];
        let robot = testkit::upgraded("a", "a1", Dir::N, &held);
        let lines: Vec<String> = options(&robot).iter().map(|o| o.to_string()).collect();
        // The stabiliser is on at first, a beam off.
        assert_eq!(lines, ["GYRO OFF", "PRESSOR ON"]);
    }
}

//! Scenario tests for the race engine: one module per part of the round, each test named after
//! the rule it pins (the ruling numbers are those of `shared/race-rulings.md`, restated in
//! `docs/rules/race.md`).

mod belts;
mod draft;
mod end;
mod house;
mod lasers;
mod moves;
mod names;
mod random_races;
mod upgrades;

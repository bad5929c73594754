//! Property tests: whole random races on the shipped boards (random legal programs from dealt
//! hands, upgrades drawn at random, options and power downs at random), checking after every
//! register that no two robots share a square, nothing stands off the board or in a pit,
//! damage stays within 0..=22, lives never increase and flags never decrease; and after every
//! round that locks follow the damage and the priority list holds exactly the racing robots.

use crate::games::race::board::Element;
use crate::games::race::boards;
use crate::games::race::bot::random_plan;
use crate::games::race::events::{Event, Source};
use crate::games::race::execute::{Plan, run_round_observed};
use crate::games::race::game::deal;
use crate::games::race::position::{Position, locked_registers};
use crate::games::race::position_file::validate;
use crate::games::race::setup::new_race;
use crate::games::race::upgrades::{Held, Upgrade};
use crate::games::step_rng;
use proptest::prelude::*;
use rand::RngExt;

/// Rounds after which a race that has not ended is stopped.
const ROUND_CAP: u32 = 40;

/// Check the per-register invariants against the position at the start of the round.
fn check_register(before: &Position, now: &Position, register: u8) -> Result<(), String> {
    let board = now.board();
    let mut seen = Vec::new();
    for (i, r) in now.robots().iter().enumerate() {
        let b = before.robot(i);
        if r.lives() > b.lives() {
            return Err(format!("register {register}: {} gained a life", r.name()));
        }
        if r.flags() < b.flags() {
            return Err(format!("register {register}: {} lost a flag", r.name()));
        }
        if r.damage() > 22 {
            return Err(format!(
                "register {register}: {} has {} damage",
                r.name(),
                r.damage()
            ));
        }
        if let Some(at) = r.at() {
            if !board.contains(at) || board.element(at) == Element::Pit {
                return Err(format!("register {register}: {} stands on {at}", r.name()));
            }
            if seen.contains(&at) {
                return Err(format!("register {register}: two robots on {at}"));
            }
            seen.push(at);
            if r.is_out() {
                return Err(format!(
                    "register {register}: {} is out but on the board",
                    r.name()
                ));
            }
        }
    }
    Ok(())
}

/// Check the end-of-round invariants.
fn check_round(before: &Position, events: &[Event], after: &Position) -> Result<(), String> {
    for e in events {
        if let Event::Program { robot, registers } = e {
            let locked = registers
                .iter()
                .filter(|g| matches!(g.source, Source::Locked | Source::LockedRandom))
                .count();
            let want = locked_registers(before.robot(*robot).damage());
            if locked != want {
                return Err(format!(
                    "robot {robot}: {locked} locked registers, damage wants {want}"
                ));
            }
        }
    }
    let mut racing: Vec<usize> = (0..after.robots().len())
        .filter(|&i| !after.robot(i).is_out())
        .collect();
    let mut listed = after.priority().to_vec();
    listed.sort_unstable();
    racing.sort_unstable();
    if listed != racing {
        return Err(format!(
            "priority list {:?} is not the racing robots {racing:?}",
            after.priority()
        ));
    }
    for (i, r) in after.robots().iter().enumerate() {
        if !r.is_out() && r.at().is_none() && !after.is_over() {
            return Err(format!(
                "robot {i} is racing but off the board after the round"
            ));
        }
        if r.at().is_some() && r.damage() > 21 {
            return Err(format!("robot {i} stands with {} damage", r.damage()));
        }
    }
    Ok(())
}

/// The position as the store keeps it (the position-file schema) read back through the
/// loader: it must load, and write again as it was written (every state the engine writes is
/// one it can load). The race goes on from what was read back, as the moderator's does.
fn reload(pos: &Position) -> Result<Position, String> {
    let written = serde_json::to_string(&pos.to_setup()).map_err(|e| e.to_string())?;
    match validate(&pos.to_setup(), pos.board().clone()) {
        Ok((back, _)) => {
            let again = serde_json::to_string(&back.to_setup()).map_err(|e| e.to_string())?;
            if again == written {
                Ok(back)
            } else {
                Err(format!("reads back as {again}\nwritten as {written}"))
            }
        }
        Err(e) => Err(format!("the stored position does not load: {e}\n{written}")),
    }
}

/// One whole race; returns the rounds played.
fn random_race(board: &str, players: usize, seed: u64) -> Result<u32, String> {
    let board = boards::shipped(board).ok_or("a shipped board")?;
    let players = players.min(board.starts().len());
    let names: Vec<String> = (0..players).map(|i| format!("r{i}")).collect();
    let mut rng = step_rng(seed, 0);
    let mut pos =
        new_race(board, &names, None, Default::default(), &mut rng).map_err(|e| e.to_string())?;
    // Upgrades drawn at random, so that every one is exercised from the first round.
    for r in &mut pos.robots {
        for _ in 0..rng.random_range(0..=4) {
            r.upgrades.push(Held::new(Upgrade::draw(&mut rng)));
        }
    }
    let mut rounds = 0;
    while !pos.is_over() && rounds < ROUND_CAP {
        rounds += 1;
        let mut rng = step_rng(seed, rounds);
        let hands = deal(&pos, &mut rng);
        let plans: Vec<Plan> = (0..players)
            .map(|i| random_plan(&pos, i, &hands[i], &mut rng))
            .collect();
        let before = pos.clone();
        let mut events = Vec::new();
        let mut failure = None;
        run_round_observed(
            &mut pos,
            &plans,
            &mut rng,
            &mut events,
            &mut |now, register| {
                if failure.is_none() {
                    failure = check_register(&before, now, register).err();
                }
            },
        );
        if let Some(f) = failure {
            return Err(format!("round {rounds}: {f}"));
        }
        check_round(&before, &events, &pos).map_err(|f| format!("round {rounds}: {f}"))?;
        pos = reload(&pos).map_err(|f| format!("round {rounds}: {f}"))?;
    }
    Ok(rounds)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_races_keep_the_invariants(board in 0..boards::NAMES.len(), players in 2usize..=8, seed: u64) {
        let result = random_race(boards::NAMES[board], players, seed);
        prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}

#[test]
fn some_random_races_finish() {
    let finished = (0..40)
        .filter(|&seed| {
            let name = boards::NAMES[seed as usize % boards::NAMES.len()];
            random_race(name, 4, seed).is_ok_and(|rounds| rounds < ROUND_CAP)
        })
        .count();
    assert!(finished > 0, "no random race ended before the cap");
}

//! The round register by register, as data for renderings that show each step (the HTML
//! report's tables and pictures, issue 33): for each register its table (the report's own
//! rows, [`super::report::register_tables`]), the board at its end with only its moves drawn,
//! and words saying what moved (the pictures' text alternative). The position at the end of a
//! register is rebuilt from the position before the round and the register's events (moves,
//! turns, damage, destruction, flags): events, then words and pictures. Pure.

use super::events::{Event, Mover, registers};
use super::picture::board_of;
use super::position::Position;
use super::report::register_tables;
use crate::games::Step;
use crate::lang::Say;
use crate::say;

/// Each register of the round `events` describe, played from `before`.
pub fn register_steps(before: &Position, events: &[Event], say: Say<'_>) -> Vec<Step> {
    let tables = register_tables(before, events, say);
    let mut pos = before.clone();
    let mut steps = Vec::new();
    for std::ops::Range { start, end } in registers(events) {
        let Event::Register { n, .. } = events[start] else {
            continue;
        };
        let part = &events[start..end];
        let from = pos.clone();
        for e in part {
            apply(&mut pos, e);
        }
        let title = crate::say!(say, "race-register", n = n);
        let alt = crate::say!(
            say,
            "race-picture-register-title",
            board = crate::games::race::boards::said(say, pos.board().name()),
            r = n,
            n = before.round()
        );
        let (svg, shapes) = board_of(&from, part, &pos, (&alt, &title), say);
        let table = tables.iter().find(|t| t.register == n);
        let rows: Vec<Vec<String>> = table
            .map(|t| {
                t.rows
                    .iter()
                    .map(|r| {
                        vec![
                            r.damage.to_string(),
                            r.name.clone(),
                            r.moves.clone(),
                            r.notes.join("; "),
                        ]
                    })
                    .collect()
            })
            .unwrap_or_default();
        steps.push(Step {
            title,
            columns: ["dmg", "name", "move", "notes"]
                .map(|c| say.t(&format!("race-col-{c}")))
                .to_vec(),
            rows,
            alt: moved_words(&from, part, n, say),
            width: crate::games::svg::width_of(&svg).unwrap_or_default(),
            svg: Some(svg),
            shapes,
        });
    }
    steps
}

/// `e` applied to `pos`, as far as a picture shows it.
fn apply(pos: &mut Position, e: &Event) {
    match *e {
        Event::Moved { robot, to, .. } => pos.robots[robot].at = to,
        Event::Turned { robot, rot, .. } => {
            let r = &mut pos.robots[robot];
            r.facing = r.facing.turned(rot);
        }
        Event::Damaged { robot, points, .. } => {
            let r = &mut pos.robots[robot];
            r.damage = r.damage.saturating_add(points);
        }
        Event::Destroyed { robot, .. } => pos.robots[robot].at = None,
        Event::Flag { robot, n, place } => {
            let r = &mut pos.robots[robot];
            r.flags = r.flags.max(n);
            if place.is_some() {
                r.place = place;
            }
        }
        _ => {}
    }
}

/// What moved in a register, in words (the picture's text alternative): `Register 2: Ann
/// moved 2 squares on its own; Bob was moved 1 square (pushed, a belt or a beam).`
fn moved_words(before: &Position, part: &[Event], n: u8, say: Say<'_>) -> String {
    // Per robot, in the order they first moved: own squares, other squares, destroyed, turns
    // (a caption that said "no robot moved" under a table of turns read as wrong: issue 39).
    type Said = (usize, u32, u32, bool, u32);
    let mut said: Vec<Said> = Vec::new();
    let entry = |said: &mut Vec<Said>, robot: usize| -> usize {
        match said.iter().position(|s| s.0 == robot) {
            Some(k) => k,
            None => {
                said.push((robot, 0, 0, false, 0));
                said.len() - 1
            }
        }
    };
    for e in part {
        match *e {
            Event::Moved { robot, by, .. } => {
                let k = entry(&mut said, robot);
                match by {
                    Mover::Own => said[k].1 += 1,
                    _ => said[k].2 += 1,
                }
            }
            Event::Destroyed { robot, .. } => {
                let k = entry(&mut said, robot);
                said[k].3 = true;
            }
            Event::Turned { robot, .. } => {
                let k = entry(&mut said, robot);
                said[k].4 += 1;
            }
            _ => {}
        }
    }
    let and = format!(" {} ", say.t("race-step-and"));
    let parts: Vec<String> = said
        .iter()
        .map(|&(robot, own, other, gone, turns)| {
            let mut what = Vec::new();
            if own > 0 {
                what.push(say!(say, "race-step-own", n = own));
            }
            if other > 0 {
                what.push(say!(say, "race-step-moved", n = other));
            }
            if turns > 0 {
                what.push(say!(say, "race-step-turned", n = turns));
            }
            if gone {
                what.push(say.t("race-step-destroyed"));
            }
            let name = before.robot(robot).name();
            say!(say, "race-step-robot", name = name, what = what.join(&and))
        })
        .collect();
    if parts.is_empty() {
        say!(say, "race-step-still", n = n)
    } else {
        say!(say, "race-step-words", n = n, what = parts.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use crate::games::{GameRng, Seat, by_kind};
    use rand::SeedableRng;

    /// Every register of bot races: five steps, each a picture that draws (no failing stroke)
    /// and a table; the board after the last register is the round's (robots not re-entered
    /// stand and face as after the round); the five pictures stay within the mail's budget.
    #[test]
    fn each_register_is_a_table_and_a_picture_of_the_board_then() {
        let game = by_kind("race").unwrap();
        let caps = game.capabilities();
        let settings = game.check_settings(&serde_json::json!({})).unwrap();
        let mut checked = 0;
        for seed in 0..4u64 {
            let mut rng = GameRng::seed_from_u64(seed);
            let names: Vec<String> = (0..4).map(|i| format!("Robot{i}")).collect();
            let players = crate::games::Players::named(&names);
            let mut state = game.new_game(&settings, players, &mut rng).unwrap();
            let (computer, pictures) = (caps.computer.unwrap(), caps.pictures.unwrap());
            for _ in 0..6 {
                let loaded = game.load(&state).unwrap();
                let orders: Vec<serde_json::Value> = (0..4)
                    .map(|i| {
                        let seat = Seat(i as u8);
                        match computer.bot_orders(&*loaded, seat, &mut rng).unwrap() {
                            Some((orders, _)) => orders,
                            None => loaded.default_orders(seat).unwrap(),
                        }
                    })
                    .collect();
                let turn = crate::games::TurnOrders::unranked(&orders);
                let next = loaded.resolve(turn, &mut rng).unwrap();
                let after = game.load(&next.state).unwrap();
                let steps = pictures
                    .render_steps(
                        Some(&*loaded),
                        &next.events,
                        &*after,
                        crate::lang::Say::english(),
                    )
                    .unwrap();
                let racing = state["phase"] == serde_json::json!("racing") || steps.len() == 5;
                if racing && !steps.is_empty() {
                    assert_eq!(steps.len(), 5);
                    let mut bytes = 0;
                    for (k, s) in steps.iter().enumerate() {
                        assert_eq!(s.title, format!("Register {}", k + 1));
                        assert!(s.alt.starts_with(&s.title), "{}", s.alt);
                        assert!(!s.rows.is_empty() && s.rows.iter().all(|r| r.len() == 4));
                        let svg = s.svg.as_ref().unwrap();
                        assert!(svg.contains(&format!(">{}</text>", s.title)), "captioned");
                        bytes += crate::picture::png(svg).unwrap().len();
                    }
                    assert!(bytes <= 200 * 1024, "five registers in {bytes} bytes");
                    // The last register's board is the round's, but for re-entries.
                    let events: Vec<super::Event> =
                        serde_json::from_value(next.events.clone()).unwrap();
                    let after: crate::games::race::game::State =
                        serde_json::from_value(next.state.clone()).unwrap();
                    let before: crate::games::race::game::State =
                        serde_json::from_value(state.clone()).unwrap();
                    let mut pos = before.position().clone();
                    for e in &events {
                        if !matches!(e, super::Event::Reentered { .. }) {
                            super::apply(&mut pos, e);
                        }
                    }
                    for (i, r) in after.position().robots().iter().enumerate() {
                        let back = events.iter().any(
                            |e| matches!(e, super::Event::Reentered { robot, .. } if *robot == i),
                        );
                        if !back {
                            assert_eq!(pos.robots()[i].at(), r.at(), "seed {seed} robot {i}");
                            assert_eq!(pos.robots()[i].facing(), r.facing());
                        }
                    }
                    checked += 1;
                }
                state = next.state;
                if after.outcome().is_some() {
                    break;
                }
            }
        }
        assert!(checked >= 10, "rounds checked: {checked}");
    }
}

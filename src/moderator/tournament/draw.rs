//! A tournament's draws and progress, pure (issue 52, item 2): heats seeded by rating, who
//! goes on, play-offs for a tie, the final; a series' standings. No store, no clock: the
//! moderator keeps the tournament and its games and asks [`next`] what to do each time one of
//! its games ends.
//!
//! - **Heats** (the RAMbots tournament format, WBC heats): the entrants, best rated first, are
//!   dealt into heats of at most `size` in snake order (1 2 3 3 2 1 ...), so that every heat
//!   holds strong and weak alike and heats differ in size by one at most. Each heat's winner
//!   goes on; a heat whose first place is shared plays a play-off between those tied (a new
//!   game of them alone). When the winners are more than one heat holds, they play heats again;
//!   else they play the final, and its winner wins the tournament (a tied final: a play-off).
//! - **A series** (the robot race of seed 004): the same entrants play `games` games in a row;
//!   each place earns points (the last of `n` players 1, each place above one more), and the
//!   standings are the sums, equal sums sharing a place.

use std::collections::BTreeMap;

/// One entrant: who (a rating identity, or any stable key) and their rating (mu) for the seeding.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    pub who: String,
    pub rating: f64,
}

/// The entrants dealt into heats of at most `size` (at least 2), best rated first, in snake
/// order; ties in rating by `who`, so the draw is the same every time. Nobody plays alone: with
/// heats of two and an odd number of entrants, one heat holds three. Fewer than two
/// entrants: no heat.
pub fn heats(entrants: &[Entrant], size: usize) -> Vec<Vec<String>> {
    let size = size.max(2);
    if entrants.len() < 2 {
        return Vec::new();
    }
    let mut seeded: Vec<&Entrant> = entrants.iter().collect();
    seeded.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.who.cmp(&b.who)));
    // Nobody alone in a heat: heats of two and an odd count make one heat of three.
    let count = entrants.len().div_ceil(size).min(entrants.len() / 2);
    let mut out = vec![Vec::new(); count];
    for (i, e) in seeded.iter().enumerate() {
        let lap = i / count;
        let pos = i % count;
        let heat = if lap.is_multiple_of(2) {
            pos
        } else {
            count - 1 - pos
        };
        out[heat].push(e.who.clone());
    }
    out
}

/// What a tournament game is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A heat of round `round` (1 first).
    Heat { round: u32 },
    /// A play-off between the tied first of a heat of round `round`.
    PlayOff { round: u32 },
    /// The final.
    Final,
    /// A play-off between the tied first of the final (or of a series).
    FinalPlayOff,
    /// Game `number` of a series (1 first).
    Series { number: u32 },
}

/// A game of the tournament: its stage, its players, and once over each one's place (1 first,
/// by player, equal places tied).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub stage: Stage,
    pub players: Vec<String>,
    pub places: Option<Vec<u32>>,
}

/// What the tournament does next.
#[derive(Clone, Debug, PartialEq)]
pub enum Next {
    /// Games are still running.
    Wait,
    /// Open these games.
    Open(Vec<(Stage, Vec<String>)>),
    /// Over: its winner.
    Won(String),
}

/// Who won `p` (over): the one first, or the tied first.
fn firsts(p: &Played) -> Vec<String> {
    let Some(places) = &p.places else {
        return Vec::new();
    };
    let best = places.iter().copied().min().unwrap_or(1);
    (p.players.iter().zip(places))
        .filter(|(_, pl)| **pl == best)
        .map(|(w, _)| w.clone())
        .collect()
}

/// What heats tournament with heats of `size`, its games `played` so far (in the order they
/// were opened), does next.
pub fn next(played: &[Played], size: usize) -> Next {
    if played.iter().any(|p| p.places.is_none()) {
        return Next::Wait;
    }
    let Some(last) = played.last() else {
        return Next::Wait;
    };
    // The final (or its play-off) decides, unless tied again.
    if matches!(last.stage, Stage::Final | Stage::FinalPlayOff) {
        let first = firsts(last);
        return match first.as_slice() {
            [one] => Next::Won(one.clone()),
            _ => Next::Open(vec![(Stage::FinalPlayOff, first)]),
        };
    }
    let round = match last.stage {
        Stage::Heat { round } | Stage::PlayOff { round } => round,
        _ => return Next::Wait,
    };
    // This round's heats, each decided by its last play-off when tied.
    let mut winners = Vec::new();
    let mut playoffs = Vec::new();
    for heat in played.iter().filter(|p| p.stage == Stage::Heat { round }) {
        let mut first = firsts(heat);
        // Its play-offs, in order: the last decides.
        for po in played
            .iter()
            .filter(|p| p.stage == Stage::PlayOff { round })
        {
            if po.players.iter().all(|w| first.contains(w)) && po.players.len() == first.len() {
                first = firsts(po);
            }
        }
        match first.as_slice() {
            [one] => winners.push(one.clone()),
            _ => playoffs.push((Stage::PlayOff { round }, first)),
        }
    }
    if !playoffs.is_empty() {
        return Next::Open(playoffs);
    }
    if winners.len() == 1 {
        return Next::Won(winners.remove(0));
    }
    if winners.len() <= size.max(2) {
        return Next::Open(vec![(Stage::Final, winners)]);
    }
    let entrants: Vec<Entrant> = (winners.into_iter().enumerate())
        .map(|(i, who)| Entrant {
            who,
            rating: -(i as f64),
        })
        .collect();
    let stage = Stage::Heat { round: round + 1 };
    Next::Open(
        (heats(&entrants, size).into_iter())
            .map(|h| (stage.clone(), h))
            .collect(),
    )
}

/// What a series of `games` games does next, its games `played` so far: the next game between
/// the same players, or once all are over its winner: the most points, a tie broken by the
/// better place in the last game, and a tie still a play-off between those tied (as a tied
/// final).
pub fn next_in_series(played: &[Played], games: u32) -> Next {
    if played.iter().any(|p| p.places.is_none()) {
        return Next::Wait;
    }
    let Some(last) = played.last() else {
        return Next::Wait;
    };
    if last.stage == Stage::FinalPlayOff {
        let first = firsts(last);
        return match first.as_slice() {
            [one] => Next::Won(one.clone()),
            _ => Next::Open(vec![(Stage::FinalPlayOff, first)]),
        };
    }
    let series: Vec<Played> = (played.iter())
        .filter(|p| matches!(p.stage, Stage::Series { .. }))
        .cloned()
        .collect();
    let done = series.len() as u32;
    if done < games {
        let number = done + 1;
        return Next::Open(vec![(Stage::Series { number }, last.players.clone())]);
    }
    let standings = series_standings(&series);
    let top: Vec<&String> = (standings.iter())
        .filter(|(place, _, _)| *place == 1)
        .map(|(_, who, _)| who)
        .collect();
    // The tie broken by the last game's places.
    let place_in_last = |who: &String| {
        (last.players.iter().zip(last.places.iter().flatten()))
            .find(|(w, _)| *w == who)
            .map_or(u32::MAX, |(_, p)| *p)
    };
    let best = top
        .iter()
        .map(|w| place_in_last(w))
        .min()
        .unwrap_or(u32::MAX);
    let first: Vec<String> = (top.into_iter())
        .filter(|w| place_in_last(w) == best)
        .cloned()
        .collect();
    match first.as_slice() {
        [one] => Next::Won(one.clone()),
        _ => Next::Open(vec![(Stage::FinalPlayOff, first)]),
    }
}

/// A series' standings after its games `played` (each: the players and their places): each
/// one's points (a game of `n` players gives its last 1 and each place above one more; a tie
/// shares the better place's points), best first, with their place (equal sums share it).
pub fn series_standings(played: &[Played]) -> Vec<(u32, String, u32)> {
    let mut points: BTreeMap<String, u32> = BTreeMap::new();
    for p in played {
        let Some(places) = &p.places else { continue };
        let n = p.players.len() as u32;
        for (who, place) in p.players.iter().zip(places) {
            *points.entry(who.clone()).or_default() += n.saturating_sub(*place) + 1;
        }
        for who in &p.players {
            points.entry(who.clone()).or_default();
        }
    }
    let mut rows: Vec<(String, u32)> = points.into_iter().collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut out = Vec::with_capacity(rows.len());
    for (i, (who, pts)) in rows.iter().enumerate() {
        let place = match out.last() {
            Some((place, _, prev)) if *prev == *pts => *place,
            _ => i as u32 + 1,
        };
        out.push((place, who.clone(), *pts));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn entrants(n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant {
                who: format!("p{i:02}"),
                rating: 30.0 - i as f64,
            })
            .collect()
    }

    fn over(stage: Stage, players: &[&str], places: &[u32]) -> Played {
        Played {
            stage,
            players: players.iter().map(|s| s.to_string()).collect(),
            places: Some(places.to_vec()),
        }
    }

    #[test]
    fn heats_are_dealt_in_snake_order_best_first() {
        let h = heats(&entrants(8), 4);
        assert_eq!(
            h,
            [
                ["p00", "p03", "p04", "p07"].map(String::from).to_vec(),
                ["p01", "p02", "p05", "p06"].map(String::from).to_vec(),
            ]
        );
        assert!(heats(&entrants(1), 4).is_empty());
        // Ten in heats of four: three heats, the snake's turn filling the last.
        let sizes: Vec<usize> = heats(&entrants(10), 4).iter().map(Vec::len).collect();
        assert_eq!(sizes, [3, 3, 4]);
        // Heats of two and an odd number: one of three, nobody alone.
        let sizes: Vec<usize> = heats(&entrants(5), 2).iter().map(Vec::len).collect();
        assert_eq!(sizes, [3, 2]);
    }

    #[test]
    fn heat_winners_play_the_final_and_its_winner_wins() {
        let h1 = over(Stage::Heat { round: 1 }, &["a", "b"], &[2, 1]);
        let h2 = over(Stage::Heat { round: 1 }, &["c", "d"], &[1, 2]);
        let next1 = next(&[h1.clone(), h2.clone()], 4);
        assert_eq!(
            next1,
            Next::Open(vec![(Stage::Final, vec!["b".into(), "c".into()])])
        );
        let fin = over(Stage::Final, &["b", "c"], &[1, 2]);
        assert_eq!(next(&[h1, h2, fin], 4), Next::Won("b".into()));
    }

    #[test]
    fn a_tie_for_first_plays_off_and_the_play_off_decides() {
        let h1 = over(Stage::Heat { round: 1 }, &["a", "b", "c"], &[1, 1, 3]);
        let h2 = over(Stage::Heat { round: 1 }, &["d", "e"], &[1, 2]);
        let po = (Stage::PlayOff { round: 1 }, vec!["a".into(), "b".into()]);
        assert_eq!(next(&[h1.clone(), h2.clone()], 4), Next::Open(vec![po]));
        let running = Played {
            stage: Stage::PlayOff { round: 1 },
            players: vec!["a".into(), "b".into()],
            places: None,
        };
        assert_eq!(next(&[h1.clone(), h2.clone(), running], 4), Next::Wait);
        let played = over(Stage::PlayOff { round: 1 }, &["a", "b"], &[2, 1]);
        assert_eq!(
            next(&[h1, h2, played], 4),
            Next::Open(vec![(Stage::Final, vec!["b".into(), "d".into()])])
        );
        // A tied final plays off too.
        let fin = over(Stage::Final, &["b", "d"], &[1, 1]);
        let po = next(std::slice::from_ref(&fin), 4);
        assert_eq!(
            po,
            Next::Open(vec![(Stage::FinalPlayOff, vec!["b".into(), "d".into()])])
        );
    }

    #[test]
    fn too_many_winners_for_one_final_play_heats_again() {
        // Sixteen in heats of two: eight winners, heats of four in round 2, then a final.
        let h = heats(&entrants(16), 2);
        let round1: Vec<Played> = (h.iter())
            .map(|p| Played {
                stage: Stage::Heat { round: 1 },
                players: p.clone(),
                places: Some(vec![1, 2]),
            })
            .collect();
        let Next::Open(games) = next(&round1, 2) else {
            panic!("round 2")
        };
        assert_eq!(games.len(), 4);
        assert!(games.iter().all(|(s, _)| *s == Stage::Heat { round: 2 }));
    }

    #[test]
    fn a_series_sums_points_by_place_and_ties_share() {
        let g1 = over(Stage::Final, &["a", "b", "c"], &[1, 2, 3]);
        let g2 = over(Stage::Final, &["a", "b", "c"], &[2, 1, 2]);
        assert_eq!(
            series_standings(&[g1, g2]),
            [
                (1, "a".to_string(), 5),
                (1, "b".to_string(), 5),
                (3, "c".to_string(), 3)
            ]
        );
    }

    #[test]
    fn a_series_plays_its_games_then_the_most_points_win() {
        let ps = ["a", "b", "c"];
        let g = |n, places: &[u32]| over(Stage::Series { number: n }, &ps, places);
        let mut played = vec![g(1, &[1, 2, 3])];
        let two = Next::Open(vec![(Stage::Series { number: 2 }, strings(&ps))]);
        assert_eq!(next_in_series(&played, 3), two);
        played.push(g(2, &[3, 1, 2]));
        played.push(g(3, &[2, 1, 3]));
        // a 3+1+2, b 2+3+3, c 1+2+1: b wins.
        assert_eq!(next_in_series(&played, 3), Next::Won("b".into()));
        // A game still running: wait.
        let mut running = played.clone();
        running[2].places = None;
        assert_eq!(next_in_series(&running, 3), Next::Wait);
    }

    #[test]
    fn a_tie_in_a_series_goes_to_the_better_in_the_last_game_else_a_play_off() {
        let ps = ["a", "b"];
        let g = |n, places: &[u32]| over(Stage::Series { number: n }, &ps, places);
        // 2+1 each; b was first in the last game.
        let played = vec![g(1, &[1, 2]), g(2, &[2, 1])];
        assert_eq!(next_in_series(&played, 2), Next::Won("b".into()));
        // Tied in the last game too (an abandoned race): a play-off, whose winner wins.
        let mut played = vec![g(1, &[1, 2]), g(2, &[2, 1]), g(3, &[1, 1])];
        let off = Next::Open(vec![(Stage::FinalPlayOff, strings(&ps))]);
        assert_eq!(next_in_series(&played, 3), off);
        played.push(over(Stage::FinalPlayOff, &ps, &[2, 1]));
        assert_eq!(next_in_series(&played, 3), Next::Won("b".into()));
    }

    fn strings(ps: &[&str]) -> Vec<String> {
        ps.iter().map(|s| s.to_string()).collect()
    }

    proptest! {
        /// Every entrant plays exactly one heat; heats differ in size by one at most, none
        /// holds one alone, and none is above the size asked (three, for heats of two).
        #[test]
        fn every_entrant_is_in_one_heat(n in 2usize..40, size in 2usize..8) {
            let h = heats(&entrants(n), size);
            let mut all: Vec<String> = h.iter().flatten().cloned().collect();
            all.sort();
            all.dedup();
            prop_assert_eq!(all.len(), n);
            let sizes: Vec<usize> = h.iter().map(Vec::len).collect();
            let (lo, hi) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
            prop_assert!(hi - lo <= 1 && *hi <= size.max(3) && *lo >= 2);
        }

        /// Heats won by their first seat lead to one winner in a finite number of games.
        #[test]
        fn a_tournament_always_ends(n in 2usize..40, size in 2usize..6) {
            let mut played: Vec<Played> = heats(&entrants(n), size)
                .into_iter()
                .map(|p| {
                    let places = (1..=p.len() as u32).collect();
                    Played { stage: Stage::Heat { round: 1 }, players: p, places: Some(places) }
                })
                .collect();
            for _ in 0..100 {
                match next(&played, size) {
                    Next::Won(w) => {
                        prop_assert!(played.iter().any(|p| p.players.contains(&w)));
                        return Ok(());
                    }
                    Next::Open(games) => {
                        for (stage, players) in games {
                            let places = (1..=players.len() as u32).collect();
                            played.push(Played { stage, players, places: Some(places) });
                        }
                    }
                    Next::Wait => prop_assert!(false, "nothing runs"),
                }
            }
            prop_assert!(false, "no winner after 100 steps");
        }

        /// A series plays all its games before it has a winner, and its winner has the most
        /// points, whatever the places (ties included).
        #[test]
        fn a_series_always_ends_with_a_top_scorer(
            games in 1u32..5,
            places in proptest::collection::vec(1u32..4, 40),
        ) {
            let ps: Vec<String> = (0..3).map(|i| format!("p{i}")).collect();
            let mut played = vec![Played {
                stage: Stage::Series { number: 1 },
                players: ps.clone(),
                places: Some(places[0..3].to_vec()),
            }];
            for step in 1..12 {
                match next_in_series(&played, games) {
                    Next::Won(w) => {
                        let series: Vec<Played> = (played.iter())
                            .filter(|p| matches!(p.stage, Stage::Series { .. }))
                            .cloned()
                            .collect();
                        prop_assert_eq!(series.len() as u32, games);
                        let table = series_standings(&series);
                        let mine = table.iter().find(|r| r.1 == w).unwrap();
                        prop_assert_eq!(mine.0, 1);
                        return Ok(());
                    }
                    Next::Open(next) => {
                        for (stage, players) in next {
                            // Play-offs end: their places strict after the first try.
                            let n = players.len();
                            let drawn = if stage == Stage::FinalPlayOff && step > 6 {
                                (1..=n as u32).collect()
                            } else {
                                places[step * 3..step * 3 + n].to_vec()
                            };
                            played.push(Played { stage, players, places: Some(drawn) });
                        }
                    }
                    Next::Wait => prop_assert!(false, "nothing runs"),
                }
            }
            prop_assert!(false, "no winner after 12 steps");
        }
    }
}

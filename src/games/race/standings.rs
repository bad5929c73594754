//! The end of a race: the standings, the 14 awards of the seed with the statistic behind each
//! (ruling 31), and the pick order for the next race (ruling 30).

use super::position::{Position, Stats};
use crate::games::GameRng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// One award and who won it (ties share it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Award {
    pub name: &'static str,
    /// What it is for, as the seed says.
    pub for_what: &'static str,
    /// The statistic's name: `damage dealt`.
    pub stat: &'static str,
    pub winners: Vec<usize>,
    /// The winning value of the statistic.
    pub value: i64,
}

/// Which end of a statistic wins.
#[derive(Copy, Clone)]
enum Best {
    Most,
    Least,
}

/// The 14 awards: name, the seed's words, the statistic, which end wins. The two damage-record
/// awards are unnamed in the seed ("? robot"); robomod calls them Gladiator and Punching Bag.
const AWARDS: [(&str, &str, &str, Best); 14] = [
    (
        "Pacifist",
        "dealt the least amount of damage",
        "damage dealt",
        Best::Least,
    ),
    (
        "Terminator",
        "dealt the most amount of damage",
        "damage dealt",
        Best::Most,
    ),
    (
        "Shover",
        "pushed the most robots to their doom",
        "kills",
        Best::Most,
    ),
    (
        "Friendly",
        "pushed the least number of robots to their doom",
        "kills",
        Best::Least,
    ),
    (
        "Camouflaged",
        "took the least amount of damage",
        "damage taken",
        Best::Least,
    ),
    (
        "Swiss cheese",
        "took the most amount of damage",
        "damage taken",
        Best::Most,
    ),
    ("Clumsy", "fell off the board the most", "falls", Best::Most),
    (
        "Cautious",
        "fell off the board the least",
        "falls",
        Best::Least,
    ),
    (
        "Energizer",
        "powered down the least",
        "rounds powered down",
        Best::Least,
    ),
    (
        "Hibernating",
        "powered down the most",
        "rounds powered down",
        Best::Most,
    ),
    (
        "Smart",
        "made the fewest questionable moves",
        "questionable moves",
        Best::Least,
    ),
    (
        "Confused",
        "made the most questionable moves",
        "questionable moves",
        Best::Most,
    ),
    (
        "Gladiator",
        "has the best damage record (dealt - taken)",
        "damage record",
        Best::Most,
    ),
    (
        "Punching Bag",
        "has the worst damage record (dealt - taken)",
        "damage record",
        Best::Least,
    ),
];

/// The value of the statistic `stat` for one robot.
pub fn stat(s: &Stats, stat: &str) -> i64 {
    match stat {
        "damage dealt" => s.damage_caused() as i64,
        "kills" => s.kills as i64,
        "damage taken" => s.taken as i64,
        "falls" => s.falls as i64,
        "rounds powered down" => s.rounds_down as i64,
        "questionable moves" => s.questionable as i64,
        "damage record" => s.record(),
        _ => 0,
    }
}

/// Every award for the race in `pos` (counted over all robots, out or not; ruling 31), none
/// to a robot whose player resigned.
pub fn awards(pos: &Position) -> Vec<Award> {
    let counted: Vec<usize> = (0..pos.robots().len())
        .filter(|&i| !pos.robot(i).retired())
        .collect();
    AWARDS
        .iter()
        .map(|&(name, for_what, st, best)| {
            let value_of = |i: usize| stat(pos.robot(i).stats(), st);
            let values = counted.iter().map(|&i| value_of(i));
            let value = match best {
                Best::Most => values.max(),
                Best::Least => values.min(),
            }
            .unwrap_or(0);
            Award {
                name,
                for_what,
                stat: st,
                winners: counted
                    .iter()
                    .copied()
                    .filter(|&i| value_of(i) == value)
                    .collect(),
                value,
            }
        })
        .collect()
}

/// `value` of the statistic `stat` in words, singular or plural: `1 kill`, `3 falls`,
/// `1 round powered down`.
pub fn stat_words(value: i64, stat: &str) -> String {
    let one = match stat {
        "kills" => "kill",
        "falls" => "fall",
        "rounds powered down" => "round powered down",
        "questionable moves" => "questionable move",
        other => other,
    };
    format!("{value} {}", if value == 1 { one } else { stat })
}

/// Each robot's final place for the ratings, 1 first: finishers by place, then the others by
/// flags touched (most first; equal flags tied), robots whose players resigned last (tied).
pub fn final_places(pos: &Position) -> Vec<u32> {
    let key = |i: usize| {
        let r = pos.robot(i);
        (
            r.retired(),
            r.place().unwrap_or(u8::MAX),
            std::cmp::Reverse(r.flags()),
        )
    };
    let n = pos.robots().len();
    (0..n)
        .map(|i| 1 + (0..n).filter(|&j| key(j) < key(i)).count() as u32)
        .collect()
}

/// The final order: finishers by place, then the others by flags touched (most first), then by
/// damage record, then by seat; robots whose players resigned last.
pub fn standings(pos: &Position) -> Vec<usize> {
    let mut order: Vec<usize> = (0..pos.robots().len()).collect();
    order.sort_by_key(|&i| {
        let r = pos.robot(i);
        (
            r.retired(),
            r.place().unwrap_or(u8::MAX),
            std::cmp::Reverse(r.flags()),
            std::cmp::Reverse(r.stats().record()),
            i,
        )
    });
    order
}

/// Ruling 30: who picks a start square first in the next race. The winner; then the biggest
/// damage dealer not yet picking (ties at random); then the other finishers in place order;
/// then the rest by flags touched, most first, ties at random. Seed: "1st place finisher gets
/// first pick of starting position. Player who caused the most damage gets second pick ...".
/// A robot whose player resigned earns no pick: those come last, in seat order.
pub fn pick_order(pos: &Position, rng: &mut GameRng) -> Vec<usize> {
    let n = pos.robots().len();
    let finishers: Vec<usize> = pos
        .finishers()
        .into_iter()
        .filter(|&i| !pos.robot(i).retired())
        .collect();
    let mut order = Vec::with_capacity(n);
    let mut finishers_left = finishers.iter().copied();
    if let Some(first) = finishers_left.next() {
        order.push(first);
    }
    let resigned: Vec<usize> = (0..n).filter(|&i| pos.robot(i).retired()).collect();
    let mut rest: Vec<usize> = (0..n)
        .filter(|i| !order.contains(i) && !resigned.contains(i))
        .collect();
    rest.shuffle(rng);
    if let Some(&top) = rest
        .iter()
        .max_by_key(|&&i| pos.robot(i).stats().damage_caused())
    {
        // max_by_key keeps the last of equals; the shuffle made that a random one of them.
        order.push(top);
    }
    for f in finishers_left {
        if !order.contains(&f) {
            order.push(f);
        }
    }
    let mut others: Vec<usize> = rest.into_iter().filter(|i| !order.contains(i)).collect();
    // Stable after the shuffle: equal flags stay in random order.
    others.sort_by_key(|&i| std::cmp::Reverse(pos.robot(i).flags()));
    order.extend(others);
    order.extend(resigned);
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::race::board::Dir;
    use crate::games::race::testkit::*;
    use crate::games::step_rng;

    fn race() -> Position {
        let mut pos = position(
            open(8, 8),
            vec![
                robot("second", "a1", Dir::N),
                robot("dealer", "b1", Dir::N),
                robot("first", "c1", Dir::N),
                robot("flags2", "d1", Dir::N),
                robot("flags1", "e1", Dir::N),
            ],
        );
        let r = &mut pos.robots;
        r[0].place = Some(2);
        r[2].place = Some(1);
        r[1].stats.dealt = 20;
        r[2].stats.dealt = 5;
        r[0].stats.kills = 1;
        r[3].flags = 2;
        r[4].flags = 1;
        r[4].stats.falls = 3;
        r[3].stats.taken = 9;
        pos
    }

    #[test]
    fn picks_follow_the_seed() {
        let pos = race();
        assert_eq!(pick_order(&pos, &mut step_rng(1, 9)), vec![2, 1, 0, 3, 4]);
    }

    #[test]
    fn the_winner_dealing_most_damage_passes_the_second_pick_on() {
        let mut pos = race();
        pos.robots[2].stats.dealt = 50;
        assert_eq!(pick_order(&pos, &mut step_rng(1, 9)), vec![2, 1, 0, 3, 4]);
        // A kill counts 3: second (1 kill = 3) + 18 dealt = 21 beats dealer's 20.
        pos.robots[0].stats.dealt = 18;
        assert_eq!(pick_order(&pos, &mut step_rng(1, 9)), vec![2, 0, 3, 4, 1]);
    }

    #[test]
    fn ties_are_broken_at_random_but_reproducibly() {
        let mut pos = race();
        pos.robots[4].flags = 2;
        let a = pick_order(&pos, &mut step_rng(1, 1));
        assert_eq!(a, pick_order(&pos, &mut step_rng(1, 1)));
        let seen: std::collections::HashSet<Vec<usize>> = (0..40)
            .map(|s| pick_order(&pos, &mut step_rng(s, 1)))
            .collect();
        assert_eq!(seen.len(), 2, "flags2 and flags1 tied: both orders occur");
    }

    #[test]
    fn awards_go_to_the_extremes_and_ties_share() {
        let pos = race();
        let aw = awards(&pos);
        let get = |n: &str| aw.iter().find(|a| a.name == n).unwrap().clone();
        assert_eq!(get("Terminator").winners, vec![1]);
        assert_eq!(get("Shover").winners, vec![0]);
        assert_eq!(get("Friendly").winners, vec![1, 2, 3, 4]);
        assert_eq!(get("Clumsy").winners, vec![4]);
        assert_eq!(get("Swiss cheese").winners, vec![3]);
        assert_eq!(get("Punching Bag").winners, vec![3]);
        assert_eq!(get("Gladiator").winners, vec![1]);
        assert_eq!(aw.len(), 14);
    }

    #[test]
    fn standings_put_finishers_first_then_flags() {
        assert_eq!(standings(&race()), vec![2, 0, 3, 4, 1]);
    }
}

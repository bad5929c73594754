//! The end of a race: the standings, the 14 awards of the seed with the statistic behind each
//! (ruling 31), and the pick order for the next race (ruling 30).

use super::position::{Position, Stats};
use crate::games::GameRng;
use rand::seq::SliceRandom;

/// One award and who won it (ties share it). Its name, what it is for and the statistic in
/// words are the phrasebooks' (`report::words`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Award {
    /// The award's key: `pacifist`, `swiss-cheese` (`race-award-<key>`).
    pub key: &'static str,
    /// The statistic it is won on.
    pub stat: Stat,
    pub winners: Vec<usize>,
    /// The winning value of the statistic.
    pub value: i64,
}

/// The statistics kept for each robot (ruling 31).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stat {
    /// Damage dealt, a kill counting 3.
    Dealt,
    Kills,
    /// Damage taken.
    Taken,
    Falls,
    /// Rounds powered down.
    RoundsDown,
    /// Questionable moves.
    Questionable,
    /// Damage record: dealt - taken.
    Record,
}

impl Stat {
    /// In the statistics table's order.
    pub const ALL: [Stat; 7] = [
        Stat::Dealt,
        Stat::Taken,
        Stat::Kills,
        Stat::Falls,
        Stat::RoundsDown,
        Stat::Questionable,
        Stat::Record,
    ];

    /// Its key in the phrasebooks: `race-stat-<key>`, `race-stats-col-<key>`.
    pub fn key(self) -> &'static str {
        match self {
            Stat::Dealt => "dealt",
            Stat::Kills => "kills",
            Stat::Taken => "taken",
            Stat::Falls => "falls",
            Stat::RoundsDown => "down",
            Stat::Questionable => "questionable",
            Stat::Record => "record",
        }
    }

    /// The value of this statistic for one robot.
    pub fn of(self, s: &Stats) -> i64 {
        match self {
            Stat::Dealt => s.damage_caused() as i64,
            Stat::Kills => s.kills as i64,
            Stat::Taken => s.taken as i64,
            Stat::Falls => s.falls as i64,
            Stat::RoundsDown => s.rounds_down as i64,
            Stat::Questionable => s.questionable as i64,
            Stat::Record => s.record(),
        }
    }
}

/// Which end of a statistic wins.
#[derive(Copy, Clone)]
enum Best {
    Most,
    Least,
}

/// The 14 awards in the seed's order: key, the statistic, which end wins. The two
/// damage-record awards are unnamed in the seed ("? robot"); robomod calls them Gladiator and
/// Punching Bag.
const AWARDS: [(&str, Stat, Best); 14] = [
    ("pacifist", Stat::Dealt, Best::Least),
    ("terminator", Stat::Dealt, Best::Most),
    ("shover", Stat::Kills, Best::Most),
    ("friendly", Stat::Kills, Best::Least),
    ("camouflaged", Stat::Taken, Best::Least),
    ("swiss-cheese", Stat::Taken, Best::Most),
    ("clumsy", Stat::Falls, Best::Most),
    ("cautious", Stat::Falls, Best::Least),
    ("energizer", Stat::RoundsDown, Best::Least),
    ("hibernating", Stat::RoundsDown, Best::Most),
    ("smart", Stat::Questionable, Best::Least),
    ("confused", Stat::Questionable, Best::Most),
    ("gladiator", Stat::Record, Best::Most),
    ("punching-bag", Stat::Record, Best::Least),
];

/// Every award for the race in `pos` (counted over all robots, out or not; ruling 31), none
/// to a robot whose player resigned. The seed's awards "may be given": none that says nothing
/// is, neither one every robot would share (the same robots would be the most and the least)
/// nor one for the most of what no robot did (Shover with 0 kills).
pub fn awards(pos: &Position) -> Vec<Award> {
    let counted: Vec<usize> = (0..pos.robots().len())
        .filter(|&i| !pos.robot(i).retired())
        .collect();
    AWARDS
        .iter()
        .filter_map(|&(key, stat, best)| {
            let value_of = |i: usize| stat.of(pos.robot(i).stats());
            let values = counted.iter().map(|&i| value_of(i));
            let value = match best {
                Best::Most => values.max(),
                Best::Least => values.min(),
            }
            .unwrap_or(0);
            let winners: Vec<usize> = counted
                .iter()
                .copied()
                .filter(|&i| value_of(i) == value)
                .collect();
            let everyone = counted.len() > 1 && winners.len() == counted.len();
            let most_of_nothing = matches!(best, Best::Most) && value == 0 && stat != Stat::Record;
            (!everyone && !most_of_nothing).then_some(Award {
                key,
                stat,
                winners,
                value,
            })
        })
        .collect()
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
    use crate::games::race::testkit::*;
    use crate::games::step_rng;

    fn race() -> Position {
        let racers = robots("second a1 N, dealer b1 N, first c1 N, flags2 d1 N, flags1 e1 N");
        let mut pos = position(open(8, 8), racers);
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
        let get = |n: &str| aw.iter().find(|a| a.key == n).unwrap().clone();
        assert_eq!(get("terminator").winners, vec![1]);
        assert_eq!(get("shover").winners, vec![0]);
        assert_eq!(get("friendly").winners, vec![1, 2, 3, 4]);
        assert_eq!(get("clumsy").winners, vec![4]);
        assert_eq!(get("swiss-cheese").winners, vec![3]);
        assert_eq!(get("punching-bag").winners, vec![3]);
        assert_eq!(get("gladiator").winners, vec![1]);
        // Those that would say nothing are not given: a statistic every robot shares (no
        // falls, no rounds down, no questionable moves here), or the most of none.
        let keys: Vec<&str> = aw.iter().map(|a| a.key).collect();
        assert_eq!(aw.len(), 10, "{keys:?}");
        for a in &aw {
            assert!(a.winners.len() < 5, "{a:?}");
            assert!(
                a.value != 0 || a.stat == Stat::Record || a.key != "shover",
                "{a:?}"
            );
        }
    }

    #[test]
    fn a_race_where_nothing_happened_gives_no_award() {
        let mut pos = race();
        for r in pos.robots.iter_mut() {
            r.stats = Default::default();
        }
        assert_eq!(awards(&pos), Vec::new());
    }

    #[test]
    fn standings_put_finishers_first_then_flags() {
        assert_eq!(standings(&race()), vec![2, 0, 3, 4, 1]);
    }
}

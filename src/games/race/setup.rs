//! A new race: robots on start squares (drawn at random, or given in pick order), facing the
//! first flag, a priority list (the pick order, or a seeded random one: ruling 9), and a random
//! offer on every upgrade site (ruling 23).

use super::board::{Board, Dir, Element, Square};
use super::position::{House, Offer, Position, Robot};
use crate::games::{GameRng, SetupError};
use rand::seq::SliceRandom;

/// Players in a race.
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=8;

/// The direction from `from` that heads most directly for `to`: north or south when `to` is at
/// least as far away in ranks as in files (so on an exact diagonal too), else east or west;
/// north on the same square.
pub fn facing_towards(from: Square, to: Square) -> Dir {
    let df = to.file() as i16 - from.file() as i16;
    let dr = to.rank() as i16 - from.rank() as i16;
    if dr.abs() >= df.abs() {
        if dr >= 0 { Dir::N } else { Dir::S }
    } else if df > 0 {
        Dir::E
    } else {
        Dir::W
    }
}

/// A race for `names` on `board`. `starts[i]`, when given, is seat `i`'s start square and the
/// seats' order in `pick_order` (highest first) is the first priority list; otherwise squares
/// and priority are drawn from `rng`.
pub fn new_race(
    board: Board,
    names: &[String],
    starts: Option<(&[Square], &[usize])>,
    house: House,
    rng: &mut GameRng,
) -> Result<Position, SetupError> {
    let n = names.len();
    if !PLAYERS.contains(&n) {
        return Err(SetupError::said(
            "race-setup-players",
            vec![("players", n.into())],
        ));
    }
    if board.starts().len() < n {
        return Err(SetupError::said(
            "race-setup-starts",
            vec![
                ("board", board.name().to_string().into()),
                ("starts", board.starts().len().into()),
                ("players", n.into()),
            ],
        ));
    }
    let (squares, priority): (Vec<Square>, Vec<usize>) = match starts {
        Some((squares, order)) => (squares.to_vec(), order.to_vec()),
        None => {
            let mut squares = board.starts().to_vec();
            squares.shuffle(rng);
            squares.truncate(n);
            let mut order: Vec<usize> = (0..n).collect();
            order.shuffle(rng);
            (squares, order)
        }
    };
    let flag = board.flag(1).expect("a validated board has flag 1");
    let robots = names
        .iter()
        .zip(&squares)
        .map(|(name, &at)| Robot::new(name, at, facing_towards(at, flag), house.lives))
        .collect();
    // Upgrades off: no site offers one, so none is ever gained.
    let offers = board
        .squares()
        .filter(|&sq| house.upgrades && board.element(sq) == Element::Upgrade)
        .map(|at| Offer {
            at,
            upgrade: house.draw(rng),
            age: 0,
        })
        .collect();
    Ok(Position {
        board,
        round: 1,
        robots,
        priority,
        offers,
        first_finish: None,
        over: false,
        pick_order: Vec::new(),
        house,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Say;

    /// Too few start squares, said to a Polish reader: the board by its Polish name, the
    /// numbers with their plural forms (issue 66).
    #[test]
    fn too_few_start_squares_names_the_board_in_the_readers_language() {
        let board = super::super::boards::shipped("training").unwrap();
        let starts = board.starts().len();
        let names: Vec<String> = (0..=starts).map(|k| format!("P{k}")).collect();
        let err = new_race(
            board,
            &names,
            None,
            House::default(),
            &mut crate::games::step_rng(1, 0),
        )
        .unwrap_err();
        assert_eq!(
            err.in_words(Say::builtin("pl")),
            format!(
                "plansza trening ma {starts} pola startowe, za mało dla {} graczy",
                starts + 1
            )
        );
        assert_eq!(
            err.in_words(Say::english()),
            format!(
                "the board training has {starts} start squares, too few for {} players",
                starts + 1
            )
        );
    }
}

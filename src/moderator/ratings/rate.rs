//! The arithmetic of one rated game, pure: each seat's place from the game's outcome, and the
//! players' new Weng-Lin ratings from their places (the `skillratings` crate's
//! `weng_lin_multi_team`, each player a team of one), and the rating shown to people.
//!
//! Weng-Lin for every kind and every number of players (2 to 8): one player meets two-player
//! and many-player games of the same kind, and one scale must hold both; Glicko-2 rates only
//! two at a time. Its defaults (mu 25, sigma 25/3, beta 25/6) are kept.

use crate::games::{Outcome, Seat};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

/// A new player's rating: mu 25, sigma 25/3.
pub fn newcomer() -> (f64, f64) {
    let r = WengLinRating::new();
    (r.rating, r.uncertainty)
}

/// The rating people see: robomod's estimate of the player's skill (mu), scaled as
/// 1000 + 40 x (mu - 25), so that a new player shows 1000 and one game moves a few dozen
/// points. A loss never raises it, a win never lowers it (issue 52: the careful mu - 3 sigma
/// shown before rose after a loss, as the doubt shrank faster than the skill fell); the doubt
/// is shown apart, as [`provisional`].
pub fn points(mu: f64) -> i64 {
    (1000.0 + 40.0 * (mu - newcomer().0)).round() as i64
}

/// Above this doubt (sigma) a rating is provisional: a newcomer's is 25/3; five games of two
/// players, or two of four, bring it below (more players tell more about each).
pub const PROVISIONAL_SIGMA: f64 = 7.3;

/// Whether a rating with doubt `sigma` is still provisional (shown with a `?`; an open game
/// with a minimum rating lets it in only if it says so).
pub fn provisional(sigma: f64) -> bool {
    sigma > PROVISIONAL_SIGMA
}

/// Each seat's place, 1 first, equal places tied: the game's own final places when it gives
/// them (`game`, by seat), else from the outcome the winner first and every other seat second,
/// a draw (or no result: a game finished for want of people) every seat first; a seat whose
/// player resigned after all of those, whatever the game said.
pub fn places(outcome: Option<Outcome>, game: Option<&[u32]>, seats: &[(Seat, bool)]) -> Vec<u32> {
    let base = |seat: Seat| match (game, outcome) {
        (Some(p), _) => p.get(seat.index()).copied().unwrap_or(1),
        (None, Some(Outcome::Won(w))) if w != seat => 2,
        (None, _) => 1,
    };
    let last = seats
        .iter()
        .filter(|s| !s.1)
        .map(|s| base(s.0))
        .max()
        .unwrap_or(0)
        + 1;
    seats
        .iter()
        .map(|&(seat, resigned)| if resigned { last } else { base(seat) })
        .collect()
}

/// The new (mu, sigma) of each player, in order, from their (mu, sigma) before and place.
pub fn update(players: &[((f64, f64), u32)]) -> Vec<(f64, f64)> {
    let teams: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|&((mu, sigma), _)| [WengLinRating::from((mu, sigma))])
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(t, &(_, place))| (&t[..], MultiTeamOutcome::new(place as usize)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .map(|t| t.first().map_or((0.0, 0.0), |r| (r.rating, r.uncertainty)))
        .collect()
}

/// [`update`] with each player's share of the game (`weight`, 0 to 1): a player who held a
/// seat for part of it (replaced, or taking a seat someone left) moves that share of the way
/// from their rating before to the one the whole game would give (TrueSkill's partial play:
/// mu and the variance interpolated). Weight 1 is [`update`].
pub fn update_weighted(players: &[((f64, f64), u32, f64)]) -> Vec<(f64, f64)> {
    let whole: Vec<_> = players.iter().map(|&(r, place, _)| (r, place)).collect();
    update(&whole)
        .into_iter()
        .zip(players)
        .map(|((mu, sigma), &((mu0, sigma0), _, w))| {
            let w = w.clamp(0.0, 1.0);
            let var = sigma0 * sigma0 + w * (sigma * sigma - sigma0 * sigma0);
            (mu0 + w * (mu - mu0), var.max(0.0).sqrt())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_newcomer_shows_1000() {
        let (mu, sigma) = newcomer();
        assert_eq!(points(mu), 1000);
        assert!(provisional(sigma));
    }

    #[test]
    fn the_winner_first_the_rest_tied_and_the_resigned_last() {
        let seats = [(Seat(0), false), (Seat(1), false), (Seat(2), true)];
        assert_eq!(places(Some(Outcome::Won(Seat(1))), None, &seats), [2, 1, 3]);
        assert_eq!(places(Some(Outcome::Draw), None, &seats), [1, 1, 2]);
        assert_eq!(places(None, None, &seats), [1, 1, 2]);
        // The game's own places (a race's finishing order), the resigned still last.
        let race = [3, 1, 2];
        assert_eq!(
            places(Some(Outcome::Won(Seat(1))), Some(&race), &seats),
            [3, 1, 4]
        );
    }

    #[test]
    fn a_share_of_the_game_moves_a_share_of_the_way() {
        let new = newcomer();
        let whole = update(&[(new, 1), (new, 2)]);
        let half = update_weighted(&[(new, 1, 0.5), (new, 2, 1.0)]);
        assert_eq!(half[1], whole[1], "weight 1 is the whole update");
        let gained = half[0].0 - new.0;
        assert!((gained - (whole[0].0 - new.0) / 2.0).abs() < 1e-9);
        assert!(half[0].1 < new.1 && half[0].1 > whole[0].1);
        let none = update_weighted(&[(new, 1, 0.0), (new, 2, 1.0)]);
        assert_eq!(none[0], new, "no share, no change");
    }

    #[test]
    fn winning_raises_losing_lowers_and_both_grow_surer() {
        let new = newcomer();
        let after = update(&[(new, 1), (new, 2), (new, 2)]);
        assert!(after[0].0 > new.0 && after[1].0 < new.0);
        assert_eq!(after[1], after[2]);
        assert!(after.iter().all(|&(_, s)| s < new.1));
        assert!(points(after[0].0) > 1000);
        assert!(points(after[1].0) < 1000);
    }

    /// Issue 52: Ann, second of three behind a computer player, saw her rating rise (mu fell,
    /// sigma fell faster). Whatever the ratings before, the last place never rises and the
    /// first never falls.
    #[test]
    fn a_loss_never_raises_the_rating_shown_nor_a_win_lowers_it() {
        use proptest::prelude::*;
        let rating = (5.0f64..45.0, 1.0f64..8.4);
        proptest!(|(players in proptest::collection::vec(rating, 2..8))| {
            let n = players.len() as u32;
            let ranked: Vec<_> = players.iter().enumerate()
                .map(|(i, &r)| (r, i as u32 + 1)).collect();
            let after = update(&ranked);
            prop_assert!(points(after[0].0) >= points(players[0].0));
            let last = players.len() - 1;
            prop_assert!(points(after[last].0) <= points(players[last].0), "{} players", n);
        });
    }

    /// A newcomer is provisional for their first few games, whatever they win or lose.
    #[test]
    fn a_rating_is_provisional_for_the_first_few_games() {
        for size in [2usize, 4] {
            for won in [true, false] {
                let mut me = newcomer();
                let mut games = 0;
                while provisional(me.1) {
                    let mut table = vec![(me, if won { 1 } else { 2 })];
                    table.extend((1..size).map(|_| (newcomer(), if won { 2 } else { 1 })));
                    me = update(&table)[0];
                    games += 1;
                }
                assert!(
                    (2..=6).contains(&games),
                    "{size} players, won {won}: {games}"
                );
            }
        }
    }

    #[test]
    fn a_tie_between_equals_moves_no_one() {
        let new = newcomer();
        let after = update(&[(new, 1), (new, 1)]);
        assert_eq!(after[0].0, new.0);
        assert_eq!(after[0], after[1]);
    }

    #[test]
    fn beating_a_strong_player_is_worth_more_than_beating_a_weak_one() {
        let new = newcomer();
        let strong = update(&[(new, 1), ((35.0, 3.0), 2)])[0].0;
        let weak = update(&[(new, 1), ((15.0, 3.0), 2)])[0].0;
        assert!(strong > weak);
    }

    proptest::proptest! {
        /// Where a player sits changes nothing: the same players and places in another seat
        /// order get the same new ratings; nobody's doubt grows; a sole winner never loses,
        /// a sole last never gains.
        #[test]
        fn seat_order_does_not_matter_and_results_point_the_right_way(
            players in proptest::collection::vec(((5.0f64..45.0, 0.5f64..8.4), 1u32..4), 2..8),
            turn in 0usize..8,
        ) {
            let after = update(&players);
            let n = players.len();
            let k = turn % n;
            let mut turned = players.clone();
            turned.rotate_left(k);
            let mut again = update(&turned);
            again.rotate_right(k);
            for (a, b) in after.iter().zip(&again) {
                proptest::prop_assert!((a.0 - b.0).abs() < 1e-9 && (a.1 - b.1).abs() < 1e-9);
            }
            let best = players.iter().map(|p| p.1).min().unwrap_or(1);
            let worst = players.iter().map(|p| p.1).max().unwrap_or(1);
            for (&(before, place), new) in players.iter().zip(&after) {
                proptest::prop_assert!(new.1 <= before.1 + 1e-12);
                let alone = |p: u32| players.iter().filter(|q| q.1 == p).count() == 1;
                if place == best && best < worst && alone(best) {
                    proptest::prop_assert!(new.0 >= before.0);
                }
                if place == worst && best < worst && alone(worst) {
                    proptest::prop_assert!(new.0 <= before.0);
                }
            }
        }
    }
}

//! Who a finished game rates, and for how much of it, pure: each seat's player when it ended
//! at the seat's place, and the seat's earlier holders ([`crate::store::holders`]): one who
//! resigned last of all and wholly (resigning never spares a loss), one the operator replaced
//! at the seat's place for their share of its rounds; whoever took a seat over, their share.
//! A computer player is one player per kind ([`identity`]): in a game with several computer
//! seats it is rated once, at its best place (nobody is rated against themselves). A share of
//! nothing (left before any round) rates nobody.

use super::rate;
use crate::games::{Outcome, Seat};
use crate::moderator::seats::{BOT_DOMAIN, is_bot};
use crate::store::games::{PlayerRow, PlayerStatus};
use crate::store::holders::Holder;
use chrono::{DateTime, Utc};

/// The one rating identity of every computer player of a kind.
pub fn computer() -> String {
    format!("computer@{BOT_DOMAIN}")
}

/// Whose rating `address` plays for: a person's lower-case address, or [`computer`].
pub fn identity(address: &str) -> String {
    if is_bot(address) {
        computer()
    } else {
        address.to_lowercase()
    }
}

/// One person rated for a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The rating identity ([`identity`]).
    pub player: String,
    pub name: String,
    pub seat: Seat,
    pub place: u32,
    /// Their share of the game, 0 to 1.
    pub weight: f64,
}

/// Who game's end rates: `ps` its seats' players when it ended, `holders` the seats' earlier
/// ones, `openings` when each of its rounds opened; the seats' places from the `outcome` or
/// the game's own (`game_places`, by seat). Current players first, in seat order.
pub fn entries(
    ps: &[PlayerRow],
    holders: &[Holder],
    openings: &[DateTime<Utc>],
    outcome: Option<Outcome>,
    game_places: Option<&[u32]>,
) -> Vec<Entry> {
    if ps.len() < 2 || openings.is_empty() {
        return Vec::new();
    }
    let seats: Vec<_> = (ps.iter())
        .map(|p| (p.seat, p.status == PlayerStatus::Resigned))
        .collect();
    let game_places = game_places.filter(|p| p.len() == ps.len());
    let places = rate::places(outcome, game_places, &seats);
    let last = (places.iter().zip(&seats))
        .filter(|(_, s)| !s.1)
        .map(|(p, _)| *p)
        .max()
        .unwrap_or(0)
        + 1;
    let share = |from: DateTime<Utc>, to: Option<DateTime<Utc>>| {
        let held = (openings.iter())
            .filter(|t| **t >= from && to.is_none_or(|to| **t < to))
            .count();
        held as f64 / openings.len() as f64
    };
    let mut out: Vec<Entry> = Vec::new();
    for ((p, place), (_, resigned)) in ps.iter().zip(&places).zip(&seats) {
        let taken_over = holders.iter().any(|h| h.seat == p.seat);
        let weight = if *resigned || !taken_over {
            1.0
        } else {
            share(p.joined_at, None)
        };
        push(
            &mut out,
            Entry {
                player: identity(&p.address),
                name: p.name.clone(),
                seat: p.seat,
                place: *place,
                weight,
            },
        );
    }
    for h in holders {
        let Some(i) = ps.iter().position(|p| p.seat == h.seat) else {
            continue;
        };
        let (place, weight) = if h.resigned {
            (last, 1.0)
        } else {
            (places[i], share(h.joined_at, Some(h.left_at)))
        };
        push(
            &mut out,
            Entry {
                player: identity(&h.address),
                name: h.name.clone(),
                seat: h.seat,
                place,
                weight,
            },
        );
    }
    out.retain(|e| e.weight > 0.0);
    ranked(&mut out);
    // A game stopped before its rules decided it (no outcome) that places everyone equal
    // states no places: it is not rated, as its game-over mail says.
    let equal = out.iter().all(|e| e.place == 1);
    if out.len() < 2 || (outcome.is_none() && equal) {
        out.clear();
    }
    out
}

/// Each entry's place among those rated: 1, and one more for each seat placed above it
/// (equal places tied, the holders of one seat sharing its place): never "3 of 2" where a
/// seat's place counted a player not rated (a computer player's second seat, rated once).
/// Places keep their order, so the ratings are the same.
fn ranked(out: &mut [Entry]) {
    let seats: Vec<(Seat, u32)> = out.iter().map(|e| (e.seat, e.place)).collect();
    for e in out.iter_mut() {
        let mut above: Vec<Seat> = (seats.iter())
            .filter(|(_, p)| *p < e.place)
            .map(|(s, _)| *s)
            .collect();
        above.sort_unstable();
        above.dedup();
        e.place = 1 + above.len() as u32;
    }
}

/// Adds `e`, or keeps the better placed (then the larger share) of two of the same player.
fn push(out: &mut Vec<Entry>, e: Entry) {
    match out.iter_mut().find(|o| o.player == e.player) {
        Some(o) if (e.place, -e.weight) < (o.place, -o.weight) => *o = e,
        Some(_) => {}
        None => out.push(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(h: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 3, 2, h, 0, 0).unwrap()
    }

    fn player(seat: u8, address: &str, resigned: bool, joined: u32) -> PlayerRow {
        PlayerRow {
            id: seat as i64,
            game_id: 1,
            seat: Seat(seat),
            address: address.into(),
            name: address.split('@').next().unwrap().into(),
            key: String::new(),
            status: if resigned {
                PlayerStatus::Resigned
            } else {
                PlayerStatus::Active
            },
            thread_root: None,
            bounces: 0,
            joined_at: at(joined),
            waits_in: None,
            unsure_in: None,
        }
    }

    fn holder(seat: u8, address: &str, resigned: bool, left: u32) -> Holder {
        Holder {
            game_id: 1,
            seat: Seat(seat),
            address: address.into(),
            name: address.split('@').next().unwrap().into(),
            joined_at: at(0),
            left_at: at(left),
            resigned,
        }
    }

    fn rated(e: &[Entry]) -> Vec<(&str, u32, f64)> {
        e.iter()
            .map(|e| (e.player.as_str(), e.place, e.weight))
            .collect()
    }

    /// Four rounds, opened at 1, 2, 3 and 4 o'clock.
    fn four() -> Vec<DateTime<Utc>> {
        (1..=4).map(at).collect()
    }

    #[test]
    fn a_replaced_seat_rates_each_holder_for_their_share() {
        // Bob played rounds 1 and 2 of seat 1, Cid (replacing him) 3 and 4, and won.
        let ps = [player(0, "ann@x", false, 0), player(1, "cid@x", false, 3)];
        let holders = [holder(1, "bob@x", false, 3)];
        let won = Some(Outcome::Won(Seat(1)));
        assert_eq!(
            rated(&entries(&ps, &holders, &four(), won, None)),
            [("ann@x", 2, 1.0), ("cid@x", 1, 0.5), ("bob@x", 1, 0.5)]
        );
    }

    #[test]
    fn who_resigned_comes_last_whoever_took_the_seat_over() {
        // Bob resigned after round 1; Cid took the seat from the standby list and won.
        let ps = [
            player(0, "ann@x", false, 0),
            player(1, "cid@x", false, 2),
            player(2, "dee@x", false, 0),
        ];
        let holders = [holder(1, "bob@x", true, 2)];
        let won = Some(Outcome::Won(Seat(1)));
        assert_eq!(
            rated(&entries(&ps, &holders, &four(), won, None)),
            [
                ("ann@x", 2, 1.0),
                ("cid@x", 1, 0.75),
                ("dee@x", 2, 1.0),
                ("bob@x", 4, 1.0)
            ]
        );
    }

    #[test]
    fn the_computer_is_one_player_rated_once_at_its_best_place() {
        let ps = [
            player(0, "ann@x", false, 0),
            player(1, "robo@bots.robomod.invalid", false, 0),
            player(2, "deep-blue@bots.robomod.invalid", false, 0),
        ];
        let won = Some(Outcome::Won(Seat(2)));
        assert_eq!(
            rated(&entries(&ps, &[], &four(), won, None)),
            [("ann@x", 2, 1.0), ("computer@bots.robomod.invalid", 1, 1.0)]
        );
        // Alone against itself: nobody is rated.
        let bots = [ps[1].clone(), ps[2].clone()];
        assert!(entries(&bots, &[], &four(), won, None).is_empty());
    }

    #[test]
    fn who_left_before_any_round_is_not_rated() {
        let ps = [player(0, "ann@x", false, 0), player(1, "cid@x", false, 0)];
        let holders = [holder(1, "bob@x", false, 0)];
        let draw = Some(Outcome::Draw);
        assert_eq!(
            rated(&entries(&ps, &holders, &four(), draw, None)),
            [("ann@x", 1, 1.0), ("cid@x", 1, 1.0)]
        );
    }

    /// Issue 64: Fay's "place 3 of 2". A place is counted among those rated: the computer
    /// player's second seat (rated once) and a seat's places of its own never leave a gap.
    #[test]
    fn a_place_is_counted_among_those_rated() {
        let ps = [
            player(0, "fay@x", false, 0),
            player(1, "robo@bots.robomod.invalid", false, 0),
            player(2, "tin@bots.robomod.invalid", false, 0),
        ];
        let won = Some(Outcome::Won(Seat(1)));
        let race = [3, 1, 2];
        let e = entries(&ps, &[], &four(), won, Some(&race));
        assert_eq!(
            rated(&e),
            [("fay@x", 2, 1.0), ("computer@bots.robomod.invalid", 1, 1.0)]
        );
        assert!(e.iter().all(|x| x.place as usize <= e.len()));
    }

    /// Issue 64: a game stopped before its rules decided it (its master's TERMINATE) that
    /// places everyone equal is not rated ("2 rated games, 2 won" for two such games); one
    /// whose player resigned places the others first and them last, and is rated so.
    #[test]
    fn a_stopped_game_rates_by_the_places_it_states_or_not_at_all() {
        let ps = [player(0, "ann@x", false, 0), player(1, "bob@x", false, 0)];
        assert!(entries(&ps, &[], &four(), None, None).is_empty());
        let ps = [
            player(0, "ann@x", false, 0),
            player(1, "bob@x", false, 0),
            player(2, "cid@x", true, 0),
        ];
        assert_eq!(
            rated(&entries(&ps, &[], &four(), None, None)),
            [("ann@x", 1, 1.0), ("bob@x", 1, 1.0), ("cid@x", 3, 1.0)]
        );
        // Places of its own (the race's standings as they stood) are stated: rated by them.
        let ps = [player(0, "ann@x", false, 0), player(1, "bob@x", false, 0)];
        assert_eq!(
            rated(&entries(&ps, &[], &four(), None, Some(&[2, 1]))),
            [("ann@x", 2, 1.0), ("bob@x", 1, 1.0)]
        );
    }

    proptest::proptest! {
        /// Whatever the seats, holders and places: no place is above the number rated.
        #[test]
        fn no_place_is_above_the_number_rated(
            places in proptest::collection::vec(1u32..6, 2..7),
            resigned in proptest::collection::vec(proptest::bool::ANY, 7),
            bots in proptest::collection::vec(proptest::bool::ANY, 7),
        ) {
            let ps: Vec<PlayerRow> = (0..places.len())
                .map(|i| {
                    let address = match bots[i] {
                        true => format!("b{i}@bots.robomod.invalid"),
                        false => format!("p{i}@x"),
                    };
                    player(i as u8, &address, resigned[i], 0)
                })
                .collect();
            let won = Some(Outcome::Won(Seat(0)));
            let e = entries(&ps, &[], &four(), won, Some(&places));
            for x in &e {
                proptest::prop_assert!(x.place >= 1 && x.place as usize <= e.len());
            }
        }
    }
}

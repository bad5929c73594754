//! The archive's player pages (issue 52: players see their progress): one per rated player of
//! a kind, `player-GAME-SEAT.html`, named from their first rated game and seat (never from
//! an address): their rating now, games rated and won, dedication in the kind, a chart of the
//! rating after each game (an inline SVG: no script, readable on a phone) and every rated game
//! linked to its page. The ratings page links each name to it. Written for every player the
//! ratings page lists when the archive is written whole, and for the players of the games that
//! ended at a refresh: nobody else's page changes.

use super::Site;
use crate::moderator::ratings::history::{PlayerHistory, RatedGame};
use serde_json::{Value, json};

/// The page of the player whose first rated game of its kind was `game`, in `seat` (a game
/// is of one kind: its number and a seat name one player of one kind).
pub(super) fn page_name((game, seat): (i64, u8)) -> String {
    format!("player-{game}-{seat}.html")
}

/// Writes the pages of `players` (rating identities) of `kind`.
pub(super) fn write(site: &mut Site, kind: &str, players: &[String]) -> anyhow::Result<()> {
    for h in site.m.records().player_histories(kind, players)? {
        let page = site.templates.render("archive_player.html", context(&h))?;
        site.put("", &page_name(h.first), page)?;
    }
    Ok(())
}

/// The page's context: no address.
fn context(h: &PlayerHistory) -> Value {
    let games: Vec<Value> = (h.games.iter().rev())
        .map(|g| {
            json!({
                "game": g.game, "ended": g.ended_at.format("%Y-%m-%d").to_string(),
                "place": g.place, "of": g.of, "before": g.before, "after": g.after,
            })
        })
        .collect();
    json!({
        "kind": h.kind, "name": h.name, "computer": h.computer, "points": h.points,
        "provisional": h.provisional, "played": h.played, "won": h.won,
        "dedication": h.dedication.map(|d| d.context()),
        "chart": chart(&h.games), "games": games,
    })
}

/// Width and height of the chart, in the SVG's units.
const W: f64 = 600.0;
const H: f64 = 200.0;
/// Room for the labels on the left and below.
const LEFT: f64 = 56.0;
const BOTTOM: f64 = 16.0;
const PAD: f64 = 14.0;

/// The rating before the first game and after each, as a polyline with a dot a game (its
/// game's number and figures for a tooltip) and the scale's ends, in multiples of 50 spanning
/// at least 100 points.
fn chart(games: &[RatedGame]) -> Value {
    let Some(first) = games.first() else {
        return Value::Null;
    };
    let values: Vec<i64> = std::iter::once(first.before)
        .chain(games.iter().map(|g| g.after))
        .collect();
    let lo = values.iter().min().copied().unwrap_or(1000);
    let hi = values.iter().max().copied().unwrap_or(1000);
    let mut low = lo.div_euclid(50) * 50;
    let mut high = (hi + 49).div_euclid(50) * 50;
    while high - low < 100 {
        low -= 50;
        high += 50;
    }
    let x = |i: usize| LEFT + (W - LEFT - PAD) * i as f64 / (values.len() - 1) as f64;
    let y = |v: i64| PAD + (H - PAD - BOTTOM) * (high - v) as f64 / (high - low) as f64;
    let at = |i: usize, v: i64| format!("{:.0},{:.0}", x(i), y(v));
    let points: Vec<String> = values.iter().enumerate().map(|(i, v)| at(i, *v)).collect();
    let dots: Vec<Value> = (games.iter().enumerate())
        .map(|(i, g)| {
            json!({
                "x": format!("{:.0}", x(i + 1)), "y": format!("{:.0}", y(g.after)),
                "game": g.game, "before": g.before, "after": g.after,
            })
        })
        .collect();
    json!({
        "width": W, "height": H, "left": LEFT, "bottom": H - BOTTOM, "right": W - PAD,
        "top": PAD, "high": high, "low": low, "points": points.join(" "), "dots": dots,
        "label_x": LEFT - 6.0, "high_y": PAD + 4.0, "low_y": H - BOTTOM + 4.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{TimeZone, Utc};

    fn game(n: i64, before: i64, after: i64) -> RatedGame {
        RatedGame {
            game: n,
            ended_at: Utc.with_ymd_and_hms(2026, 3, 2, 12, 0, 0).unwrap(),
            place: 1,
            of: 2,
            before,
            after,
        }
    }

    #[test]
    fn the_chart_spans_the_ratings_with_a_dot_a_game() {
        let c = chart(&[game(3, 1000, 1105), game(7, 1105, 1060)]);
        assert_eq!(
            (c["low"].as_i64(), c["high"].as_i64()),
            (Some(1000), Some(1150))
        );
        let points: Vec<&str> = c["points"].as_str().unwrap().split(' ').collect();
        assert_eq!(points.len(), 3, "before the first game, and after each");
        assert_eq!(points[0], "56,184", "1000 on the axis");
        assert_eq!(c["dots"].as_array().unwrap().len(), 2);
        assert_eq!(c["dots"][1]["game"], 7);
        assert!(chart(&[]).is_null());
    }
}

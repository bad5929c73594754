//! What is written beside the board: the words below it in the reader's language ([`Words`])
//! and the panel of the robots' rows (their damage, lives, flags and upgrades).

use super::{LEGEND_W, LINE, ROBOT, initials};
use crate::games::race::position::Position;
use crate::games::race::report::words;
use crate::games::svg::{Svg, lines, text_width};
use crate::lang::Say;
use crate::say;

/// The words below the board, in one language.
pub(super) struct Words {
    /// The two kinds of arrow.
    pub(super) own: String,
    pub(super) carried: String,
    /// What the marks mean, under the arrows.
    pub(super) legend: Vec<String>,
    pub(super) robots: String,
    pub(super) offers: String,
    /// Each upgrade on offer's line below the board: `1. c4: Brakes`.
    pub(super) offered: Vec<String>,
}

impl Words {
    pub(super) fn of(say: Say<'_>, pos: &Position) -> Words {
        Words {
            own: say.t("race-picture-own"),
            carried: say.t("race-picture-carried"),
            legend: lines(say, "race-picture-legend"),
            robots: say.t("race-picture-robots"),
            offers: say.t("race-picture-offers"),
            offered: (pos.offers().iter().enumerate())
                .map(|(k, o)| format!("{}. {}: {}", k + 1, o.at, words::upgrade(say, o.upgrade)))
                .collect(),
        }
    }

    /// The width the words below the board need (at least [`LEGEND_W`]), measured: a longer
    /// language widens the picture rather than run off it.
    pub(super) fn width(&self, rows: &[(Option<(usize, String)>, String)]) -> f32 {
        let arrows = [&self.own, &self.carried].map(|w| 38.0 + text_width(w, 12.0));
        let headings = [&self.robots, &self.offers].map(|w| text_width(w, 13.0));
        let legend = self.legend.iter().map(|l| text_width(l, 12.0));
        let offers = self.offered.iter().map(|line| text_width(line, 12.0));
        let rows = rows.iter().map(|(_, text)| 18.0 + text_width(text, 12.0));
        arrows
            .into_iter()
            .chain(headings)
            .chain(legend)
            .chain(offers)
            .chain(rows)
            .fold(LEGEND_W, f32::max)
            .ceil()
    }
}

/// Each board laser's beam, from its mount up to what stops it: a wall, the board's edge or
/// The robots' lines below the board: for each robot its line (with its index) and then its
/// upgrades by their full names, wrapped (without an index).
pub(super) fn panel_rows(pos: &Position, say: Say<'_>) -> Vec<(Option<(usize, String)>, String)> {
    let mut rows = Vec::new();
    for (i, r) in pos.robots().iter().enumerate() {
        let state = if r.is_out() {
            say.t("race-picture-out")
        } else if let Some(p) = r.place() {
            say!(say, "race-picture-finished", place = p)
        } else {
            say!(
                say,
                "race-picture-state",
                damage = r.damage(),
                lives = r.lives(),
                flags = r.flags(),
                of = pos.board().flags()
            )
        };
        rows.push((
            Some((i, initials(r.name()))),
            format!("{}: {state}", r.name()),
        ));
        let upgrades: Vec<String> = (r.upgrades().iter())
            .map(|h| words::upgrade(say, h.kind))
            .collect();
        if !upgrades.is_empty() {
            // Wrapped at 60 characters, the picture's width.
            let text = upgrades.join(", ");
            let mut line = String::new();
            for word in text.split_whitespace() {
                if !line.is_empty() && line.len() + 1 + word.len() > 60 {
                    rows.push((None, std::mem::take(&mut line)));
                }
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
            }
            rows.push((None, line));
        }
    }
    rows
}

/// Each robot: its colour and initials, name, damage, lives, flags and upgrades, from `y`.
pub(super) fn panel(svg: &mut Svg, x: f32, y: f32, rows: &[(Option<(usize, String)>, String)]) {
    for (k, (robot, text)) in rows.iter().enumerate() {
        let y = y + LINE * (k as f32 + 1.0);
        if let Some((i, initials)) = robot {
            svg.circle(x + 7.0, y - 4.0, 7.0, ROBOT[i % 8], "#111111", 1.0);
            svg.text(x + 7.0, y - 4.0, 7.0, "#ffffff", initials);
        }
        svg.text_left(x + 18.0, y, 12.0, "#111111", text);
    }
}

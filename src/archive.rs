//! The archive: a static website of the games, written to a folder. It works opened from disk
//! (relative links, no server, no JavaScript) and on a phone:
//!
//! ```text
//! index.html             every game: kind, players, status, result
//! style.css
//! game-N/index.html      players, rounds, the press once the game is over
//! game-N/round-K.html    the board after round K with its moves (inline SVG), the programs
//!                        revealed and the log; previous / next links
//! game-N/now.html        a running game's position now
//! ```
//!
//! Only what every player already knows is shown (see [`crate::moderator::archive`]). Pages are
//! written to a temporary file and renamed into place, so a web server publishing the folder
//! never serves half a page. `robomod archive` writes it; the daemon refreshes the games that
//! changed after each pass when `[archive] dir` is set.

use crate::moderator::Moderator;
use crate::moderator::archive::ArchivedGame;
use crate::templates::Templates;
use anyhow::Context as _;
use serde_json::json;
use std::path::Path;

/// What one run wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    pub games: usize,
    pub pages: usize,
    /// Games that could not be read or written, with why: left out, the others written.
    pub failed: Vec<(i64, String)>,
}

/// Writes the index and the pages of games `ids` into `out`, with the moderator's templates.
pub fn write(m: &Moderator, ids: &[i64], out: &Path) -> anyhow::Result<Written> {
    let templates = m.templates();
    std::fs::create_dir_all(out)
        .with_context(|| format!("cannot create the archive folder {}", out.display()))?;
    put(
        out,
        "style.css",
        &templates.render("archive_style.css", json!({}))?,
    )?;
    let games = m.list_games()?;
    let mut w = Written::default();
    // A game that cannot be read has no row and no pages: the others are written all the same.
    let rows: Vec<_> = games
        .iter()
        .rev()
        .filter_map(|v| match v {
            Ok(v) => Some(v),
            Err(u) => {
                w.failed.push((u.id, u.error.clone()));
                None
            }
        })
        .map(|v| {
            let players: Vec<String> = v
                .seats
                .iter()
                .map(|s| format!("{} ({})", s.name, s.label))
                .collect();
            json!({
                "id": v.id, "kind": v.kind, "status": v.status.as_str(),
                "players": players.join(", "), "result": v.result.clone().unwrap_or_default(),
            })
        })
        .collect();
    put(
        out,
        "index.html",
        &templates.render("archive_index.html", json!({ "games": rows }))?,
    )?;
    w.pages += 1;
    for &id in ids {
        if w.failed.iter().any(|(f, _)| *f == id) {
            continue;
        }
        let written = m
            .archived_game(id)
            .map_err(anyhow::Error::from)
            .and_then(|g| write_game(templates, &g, &out.join(format!("game-{id}"))));
        match written {
            Ok(pages) => {
                w.pages += pages;
                w.games += 1;
            }
            Err(e) => w.failed.push((id, format!("{e:#}"))),
        }
    }
    Ok(w)
}

fn write_game(templates: &Templates, g: &ArchivedGame, dir: &Path) -> anyhow::Result<usize> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    put(
        dir,
        "index.html",
        &templates.render("archive_game.html", json!({ "g": g }))?,
    )?;
    let mut pages = 1;
    let game = json!({ "id": g.id, "kind": g.kind });
    for (i, r) in g.rounds.iter().enumerate() {
        let prev = i.checked_sub(1).map(|p| &g.rounds[p]);
        let next = g.rounds.get(i + 1);
        let (next_link, next_title) = match (next, &g.now) {
            (Some(n), _) => (format!("round-{}.html", n.number), n.title.clone()),
            (None, Some(now)) => ("now.html".to_string(), format!("{} (now)", now.title)),
            (None, None) => (String::new(), String::new()),
        };
        let page = templates.render(
            "archive_round.html",
            json!({
                "game": game,
                "title": r.title,
                "when": format!("Closed {}", r.closed),
                "svg": r.svg,
                "alt": format!("The board after {}, its moves drawn as arrows: blue for a \
                                programmed move, green dashed for anything else.", r.title),
                "heading": "Programs and log",
                "text": r.report.trim_end(),
                "prev": prev.map(|p| format!("round-{}.html", p.number)),
                "prev_title": prev.map(|p| p.title.clone()),
                "next": (!next_link.is_empty()).then_some(next_link),
                "next_title": next_title,
            }),
        )?;
        put(dir, &format!("round-{}.html", r.number), &page)?;
        pages += 1;
    }
    if let Some(now) = &g.now {
        let last = g.rounds.last();
        let page = templates.render(
            "archive_round.html",
            json!({
                "game": game,
                "title": format!("{} (now)", now.title),
                "when": now.closes.as_ref().map(|c| format!("Orders are due by {c}")),
                "svg": now.svg,
                "alt": format!("The board now, in {}.", now.title),
                "heading": "The position",
                "text": now.status.trim_end(),
                "prev": last.map(|p| format!("round-{}.html", p.number)),
                "prev_title": last.map(|p| p.title.clone()),
                "next": None::<String>,
                "next_title": "",
            }),
        )?;
        put(dir, "now.html", &page)?;
        pages += 1;
    } else {
        // A game that ended has no "now" page any more.
        let _ = std::fs::remove_file(dir.join("now.html"));
    }
    Ok(pages)
}

/// Writes `text` to `dir/name` through a temporary file and a rename.
fn put(dir: &Path, name: &str, text: &str) -> anyhow::Result<()> {
    let tmp = dir.join(format!(".{name}.tmp"));
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, dir.join(name))
        .with_context(|| format!("cannot write {}", dir.join(name).display()))?;
    Ok(())
}

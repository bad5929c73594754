//! The archive: a static website of the games, written to a folder. It works opened from disk
//! (relative links, no server, no JavaScript) and on a phone:
//!
//! ```text
//! index.html             every game: kind, players, status, result; a link to the ratings
//! ratings.html           the best players of each game kind, with their dedication
//! style.css
//! game-N/index.html      players, rounds, the press once the game is over
//! game-N/round-K.html    the board after round K with its moves (inline SVG), the round step
//!                        by step where the game gives steps (the race's registers, RAMbots'
//!                        instructions, the moves of a Ricochet solution: each one's table
//!                        and board), the programs revealed and the log;
//!                        previous / next links
//! game-N/round-K.png     round K step by step, animated (an APNG, one frame a step)
//! game-N/now.html        a running game's position now
//! ```
//!
//! Only what every player already knows is shown (see [`crate::moderator::archive`]). Pages are
//! written to a temporary file and renamed into place, so a web server publishing the folder
//! never serves half a page. `robomod archive` writes it; the daemon refreshes the games that
//! changed after each pass when `[archive] dir` is set ([`refresh`]): only the pages that
//! changed (the new rounds' pages and the one before them, the game's page, its position now,
//! the index; the ratings page when one of them ended), so a pass costs the same in a game's
//! first round and its hundredth. Each game's
//! folder keeps the list of its rounds written (`.rounds.json`: number, title, when closed), which
//! the game's page and the links are made from without reading the older rounds again.

use crate::moderator::Moderator;
use crate::templates::Templates;
use anyhow::Context as _;
use serde::{Deserialize, Serialize};
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

/// One round in a game's list: what its game page and the links to it need.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Head {
    number: u32,
    title: String,
    closed: String,
}

/// The list of a game's rounds written, in its folder.
const MANIFEST: &str = ".rounds.json";

/// Writes the index and every page of games `ids` into `out`, with the moderator's templates.
pub fn write(m: &Moderator, ids: &[i64], out: &Path) -> anyhow::Result<Written> {
    write_with(m, ids, out, None)
}

/// The daemon's refresh after a pass that began at `since`: the index, and of games `ids`
/// (those that changed since) only the pages that changed. A game whose folder has no list of
/// its rounds, or that was rolled back since, is written whole.
pub fn refresh(
    m: &Moderator,
    ids: &[i64],
    out: &Path,
    since: chrono::DateTime<chrono::Utc>,
) -> anyhow::Result<Written> {
    write_with(m, ids, out, Some(since))
}

fn write_with(
    m: &Moderator,
    ids: &[i64],
    out: &Path,
    since: Option<chrono::DateTime<chrono::Utc>>,
) -> anyhow::Result<Written> {
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
            let players: Vec<String> = v.seats.iter().map(|s| s.label.clone()).collect();
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
    // The ratings move when a game ends: a refresh writes them then (or when missing).
    let ended = games
        .iter()
        .flatten()
        .any(|v| ids.contains(&v.id) && v.status == crate::store::games::GameStatus::Finished);
    if since.is_none() || ended || !out.join("ratings.html").exists() {
        put(out, "ratings.html", &ratings_page(m, templates)?)?;
        w.pages += 1;
    }
    for &id in ids {
        if w.failed.iter().any(|(f, _)| *f == id) {
            continue;
        }
        let written = write_game(m, templates, id, &out.join(format!("game-{id}")), since);
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

/// How many of each kind the ratings page shows.
const RATINGS_SHOWN: usize = 100;

/// The ratings page: each kind's best players by the names they play under (never an
/// address), as `RATINGS` by mail shows them.
fn ratings_page(m: &Moderator, templates: &Templates) -> anyhow::Result<String> {
    let all = m.ratings(None, Some(RATINGS_SHOWN))?;
    let kinds: Vec<_> = all
        .into_iter()
        .map(|t| {
            let rows: Vec<_> = t.players.iter().map(|p| p.context()).collect();
            json!({ "kind": t.kind, "count": t.count, "rows": rows })
        })
        .collect();
    templates.render("archive_ratings.html", json!({ "kinds": kinds }))
}

/// The rounds a game's folder lists as written (none: no list, or one that does not read).
fn known_rounds(dir: &Path) -> Vec<Head> {
    std::fs::read(dir.join(MANIFEST))
        .ok()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

/// Writes game `id`'s pages into `dir`: all of them (`since` none), or those that changed
/// since then; the number written.
fn write_game(
    m: &Moderator,
    templates: &Templates,
    id: i64,
    dir: &Path,
    since: Option<chrono::DateTime<chrono::Utc>>,
) -> anyhow::Result<usize> {
    // A game's pages are in its language.
    let _speaking = crate::lang::speak(m.game_language(id)?);
    let say = crate::lang::now();
    let known = since.map(|_| known_rounds(dir)).unwrap_or_default();
    let from = match (since, known.last()) {
        (Some(t), Some(last)) => m.archive_from(id, t, last.number)?,
        _ => 1,
    };
    // The rounds before `from` come from the list, which must hold each of them in order.
    let earlier: Vec<Head> = known.into_iter().filter(|h| h.number < from).collect();
    let in_order = earlier
        .iter()
        .enumerate()
        .all(|(i, h)| h.number == i as u32 + 1);
    let (from, earlier) = if in_order && earlier.len() as u32 + 1 == from {
        (from, earlier)
    } else {
        (1, Vec::new())
    };
    let g = m.archived_game_from(id, from)?;
    let first = earlier.len();
    let mut heads = earlier;
    heads.extend(g.rounds.iter().map(|r| Head {
        number: r.number,
        title: r.title.clone(),
        closed: r.closed.clone(),
    }));
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut page = serde_json::to_value(&g)?;
    page["rounds"] = serde_json::to_value(&heads)?;
    put(
        dir,
        "index.html",
        &templates.render_in(say.code(), "archive_game.html", json!({ "g": page }))?,
    )?;
    let mut pages = 1;
    let game = json!({ "id": g.id, "kind": g.kind });
    for (j, r) in g.rounds.iter().enumerate() {
        let i = first + j;
        let prev = i.checked_sub(1).map(|p| &heads[p]);
        let next = heads.get(i + 1);
        let (next_link, next_title) = match (next, &g.now) {
            (Some(n), _) => (format!("round-{}.html", n.number), n.title.clone()),
            (None, Some(now)) => (
                "now.html".to_string(),
                crate::say!(say, "archive-now-title", title = now.title.as_str()),
            ),
            (None, None) => (String::new(), String::new()),
        };
        // The round step by step as one animated picture, beside the page.
        let svgs: Vec<&str> = r.steps.iter().filter_map(|s| s.svg.as_deref()).collect();
        // One that cannot be drawn is left out (logged): the page says everything without it.
        let animated = match crate::picture::animated::apng(&svgs) {
            _ if svgs.is_empty() => None,
            Ok(bytes) => {
                let name = format!("round-{}.png", r.number);
                put(dir, &name, bytes)?;
                Some(name)
            }
            Err(e) => {
                tracing::warn!(
                    game = id,
                    round = r.number,
                    "the animated round was left out: {e}"
                );
                None
            }
        };
        let titles: Vec<&str> = r.steps.iter().map(|s| s.title.as_str()).collect();
        let page = templates.render_in(
            say.code(),
            "archive_round.html",
            json!({
                "game": game,
                "title": r.title,
                "animated": animated,
                "animated_alt": crate::say!(
                    say,
                    "archive-animated-alt",
                    title = r.title.as_str(),
                    steps = titles.join("; ")
                ),
                "frame_seconds": f32::from(crate::picture::animated::FRAME_MS) / 1000.0,
                "when": crate::say!(say, "archive-closed", closed = r.closed.as_str()),
                "svg": r.svg,
                "steps": r.steps,
                "steps_heading": g.steps_heading,
                "steps_legend": g.steps_legend,
                "alt": crate::say!(say, "archive-board-alt", title = r.title.as_str()),
                "heading": say.t("archive-programs-log"),
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
        let last = heads.last();
        let page = templates.render_in(
            say.code(),
            "archive_round.html",
            json!({
                "game": game,
                "title": crate::say!(say, "archive-now-title", title = now.title.as_str()),
                "when": now.closes.as_ref().map(|c| crate::say!(say, "archive-due", closes = c.as_str())),
                "svg": now.svg,
                "steps": [],
                "alt": crate::say!(say, "archive-now-alt", title = now.title.as_str()),
                "heading": say.t("archive-position"),
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
    if from == 1 {
        // Written whole: the pages (and animations) of rounds a rollback undid go.
        let last = heads.last().map_or(0, |h| h.number);
        for entry in std::fs::read_dir(dir)?.flatten() {
            let name = entry.file_name();
            let number = name.to_str().and_then(|n| {
                let n = n.strip_prefix("round-")?;
                n.strip_suffix(".html")
                    .or_else(|| n.strip_suffix(".png"))?
                    .parse::<u32>()
                    .ok()
            });
            if number.is_some_and(|n| n > last) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
    put(dir, MANIFEST, &serde_json::to_string(&heads)?)?;
    Ok(pages)
}

/// Writes `text` to `dir/name` through a temporary file and a rename.
fn put(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> anyhow::Result<()> {
    let tmp = dir.join(format!(".{name}.tmp"));
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, dir.join(name))
        .with_context(|| format!("cannot write {}", dir.join(name).display()))?;
    Ok(())
}

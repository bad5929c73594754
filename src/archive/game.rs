//! One game's folder in the archive: its page, a page per round that stands, and while it runs
//! the page of the position now, named as the open round's page (`round-K.html` for open round
//! K), which the round's own page replaces once it has run. So a round's page links to the
//! next one from the start, and is written once: a refresh writes the rounds run since, the
//! position now and the game's page, and when the game ends its last round's page again
//! (without a next link).

use super::Site;
use crate::moderator::archive::{ArchivedGame, ArchivedNow};
use anyhow::Context as _;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// One round in a game's list: what its game page and the links to it need.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Head {
    number: u32,
    title: String,
    closed: String,
}

/// A [`Head`] as the list in the folder keeps it, under one-letter keys: the list is written
/// again each round, and a long game's list is most of what a round writes besides its page.
/// The long keys of older lists still read.
#[derive(Serialize, Deserialize)]
struct Kept {
    #[serde(alias = "number")]
    n: u32,
    #[serde(alias = "title")]
    t: String,
    #[serde(alias = "closed")]
    c: String,
}

/// The list of a game's rounds written, in its folder.
const MANIFEST: &str = ".rounds.json";

/// The rounds a game's folder lists as written (none: no list, or one that does not read).
fn known_rounds(dir: &std::path::Path) -> Vec<Head> {
    std::fs::read(dir.join(MANIFEST))
        .ok()
        .and_then(|bytes| serde_json::from_slice::<Vec<Kept>>(&bytes).ok())
        .map(|kept| {
            (kept.into_iter())
                .map(|k| Head {
                    number: k.n,
                    title: k.t,
                    closed: k.c,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The page of round `n` (and, while `n` is open, of the position now).
fn round_page(n: u32) -> String {
    format!("round-{n}.html")
}

/// Writes game `id`'s pages: all of them (`since` none), or those that changed since then.
pub(super) fn write_game(
    site: &mut Site,
    id: i64,
    since: Option<chrono::DateTime<chrono::Utc>>,
) -> anyhow::Result<()> {
    let m = site.m;
    // A game's pages are in its language.
    let _speaking = crate::lang::speak(m.notify().game_language(id)?);
    let folder = format!("game-{id}");
    let dir = site.out.join(&folder);
    // A folder an older robomod wrote (its position now in `now.html`, linked from the last
    // round's page) is written whole once.
    let older = dir.join("now.html").exists();
    let (from, earlier) = rounds_known(m, id, since.filter(|_| !older), &dir)?;
    let g = m.records().archived_game_from(id, from)?;
    let first = earlier.len();
    let mut heads = earlier;
    heads.extend(g.rounds.iter().map(|r| Head {
        number: r.number,
        title: r.title.clone(),
        closed: r.closed.clone(),
    }));
    std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let last = heads.last().map_or(0, |h| h.number);
    let now_page = g.now.as_ref().map(|_| round_page(last + 1));
    let mut page = serde_json::to_value(&g)?;
    page["rounds"] = serde_json::to_value(&heads)?;
    let say = crate::lang::now();
    let html = site.templates.render_in(
        say.code(),
        "archive_game.html",
        json!({ "g": page, "now_page": now_page }),
    )?;
    site.put(&folder, "index.html", html)?;
    for (j, r) in g.rounds.iter().enumerate() {
        let prev = (first + j).checked_sub(1).map(|p| &heads[p]);
        write_round(site, &folder, &g, r, prev)?;
    }
    if let (Some(now), Some(name)) = (&g.now, &now_page) {
        write_now(site, &folder, &g, now, name, heads.last())?;
    }
    // Pages of no round that stands: the position now of a game that ended, the rounds a
    // rollback undid, and the pages of the archive before issue 50 (`now.html`).
    let _ = std::fs::remove_file(dir.join("now.html"));
    let keep = last + u32::from(g.now.is_some());
    if from == 1 || g.now.is_none() {
        remove_after(&dir, keep)?;
    }
    let kept: Vec<Kept> = (heads.iter())
        .map(|h| Kept {
            n: h.number,
            t: h.title.clone(),
            c: h.closed.clone(),
        })
        .collect();
    site.put(&folder, MANIFEST, serde_json::to_string(&kept)?)?;
    Ok(())
}

/// The rounds already written to be kept (those the archive wrote before, `since` a time,
/// read from the folder's list `dir`) and the first round to write again: all from round 1
/// unless the list holds each earlier round in order.
fn rounds_known(
    m: &crate::moderator::Moderator,
    id: i64,
    since: Option<chrono::DateTime<chrono::Utc>>,
    dir: &std::path::Path,
) -> anyhow::Result<(u32, Vec<Head>)> {
    let known = since.map(|_| known_rounds(dir)).unwrap_or_default();
    let mut from = match (since, known.last()) {
        (Some(t), Some(last)) => m.records().archive_from(id, t, last.number)?,
        _ => 1,
    };
    // The rounds before `from` come from the list, which must hold each of them in order.
    let in_order = |earlier: &[Head]| {
        earlier
            .iter()
            .enumerate()
            .all(|(i, h)| h.number == i as u32 + 1)
    };
    let live = m.records().game_is_live(id)?;
    if !live && let Some(last) = known.last() {
        // Over: its last round's page loses its link to the position now.
        from = from.min(last.number);
    }
    let earlier: Vec<Head> = known.into_iter().filter(|h| h.number < from).collect();
    Ok(if in_order(&earlier) && earlier.len() as u32 + 1 == from {
        (from, earlier)
    } else {
        (1, Vec::new())
    })
}

/// The page of the position now (`name`) of game `g`, after the round `prev`.
fn write_now(
    site: &mut Site,
    folder: &str,
    g: &ArchivedGame,
    now: &ArchivedNow,
    name: &str,
    prev: Option<&Head>,
) -> anyhow::Result<()> {
    let say = crate::lang::now();
    let mut styles = super::picture::Styles::default();
    let svg = match &now.svg {
        Some(svg) => Some(site.picture(svg, &now.shapes, &mut styles)?),
        None => None,
    };
    let html = site.templates.render_in(
        say.code(),
        "archive_round.html",
        json!({
            "game": { "id": g.id, "kind": g.kind },
            "title": crate::say!(say, "archive-now-title", title = now.title.as_str()),
            "when": now.closes.as_ref().map(|c| crate::say!(say, "archive-due", closes = c.as_str())),
            "svg": svg,
            "steps": [],
            "alt": crate::say!(say, "archive-now-alt", title = now.title.as_str()),
            "heading": say.t("archive-position"),
            "text": now.status.trim_end(),
            "prev": prev.map(|p| round_page(p.number)),
            "prev_title": prev.map(|p| p.title.clone()),
            "next": None::<String>,
            "next_title": "",
            "style": styles.css(),
        }),
    )?;
    site.put(folder, name, html)?;
    write_now_picture(site, folder, now, name)
}

/// The position now's picture alone, whole (its background in it), beside its page:
/// `round-K.svg` for the page `round-K.html`, which the composer page shows (an `<img>`
/// loads nothing else, so it cannot take its background from `boards/`). Public, as the
/// page is; only the open round's is kept (a link of a round gone shows none), and only for
/// an archive whose mails link the composer ([`super::Options::composer`]).
fn write_now_picture(
    site: &mut Site,
    folder: &str,
    now: &ArchivedNow,
    name: &str,
) -> anyhow::Result<()> {
    let picture = name.replace(".html", ".svg");
    if let Some(svg) = now.svg.as_ref().filter(|_| site.options.composer) {
        site.put(folder, &picture, svg)?;
    }
    for entry in std::fs::read_dir(site.out.join(folder))?.flatten() {
        let other = entry.file_name();
        let other = other.to_string_lossy();
        if other.starts_with("round-") && other.ends_with(".svg") && other != picture.as_str() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    Ok(())
}

/// The round pages (`round-N.html`, `.png`, `.svg`) in `dir` after round `keep` removed: the position
/// now of a game that ended, the rounds a rollback undid.
fn remove_after(dir: &std::path::Path, keep: u32) -> anyhow::Result<()> {
    for entry in std::fs::read_dir(dir)?.flatten() {
        let name = entry.file_name();
        let number = name.to_str().and_then(|n| {
            let n = n.strip_prefix("round-")?;
            n.strip_suffix(".html")
                .or_else(|| n.strip_suffix(".png"))
                .or_else(|| n.strip_suffix(".svg"))?
                .parse::<u32>()
                .ok()
        });
        if number.is_some_and(|n| n > keep) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    Ok(())
}

/// Round `r`'s page, `prev` the round before it.
fn write_round(
    site: &mut Site,
    folder: &str,
    g: &ArchivedGame,
    r: &crate::moderator::archive::ArchivedRound,
    prev: Option<&Head>,
) -> anyhow::Result<()> {
    let say = crate::lang::now();
    // Its next round's page: the position now until that round runs.
    let next = g
        .now
        .as_ref()
        .map(|_| ())
        .or_else(|| g.rounds.iter().any(|o| o.number > r.number).then_some(()));
    let mut styles = super::picture::Styles::default();
    let svg = match &r.svg {
        Some(svg) => Some(site.picture(svg, &r.shapes, &mut styles)?),
        None => None,
    };
    let mut steps = serde_json::to_value(&r.steps)?;
    for (k, s) in r.steps.iter().enumerate() {
        if let Some(svg) = &s.svg {
            steps[k]["svg"] = site.picture(svg, &s.shapes, &mut styles)?.into();
        }
    }
    // The round step by step as one animated picture, beside the page (when asked for).
    let svgs: Vec<&str> = r.steps.iter().filter_map(|s| s.svg.as_deref()).collect();
    let name = format!("round-{}.png", r.number);
    let wanted = site.options.animated && !svgs.is_empty();
    // One that cannot be drawn is left out (logged): the page says everything without it.
    let animated = match wanted.then(|| crate::picture::animated::apng(&svgs)) {
        None => None,
        Some(Ok(bytes)) => {
            site.put(folder, &name, bytes)?;
            Some(name)
        }
        Some(Err(e)) => {
            tracing::warn!(
                game = g.id,
                round = r.number,
                "the animated round was left out: {e}"
            );
            None
        }
    };
    let titles: Vec<&str> = r.steps.iter().map(|s| s.title.as_str()).collect();
    let page = site.templates.render_in(
        say.code(),
        "archive_round.html",
        json!({
            "game": { "id": g.id, "kind": g.kind },
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
            "svg": svg,
            "steps": steps,
            "steps_heading": g.steps_heading,
            "steps_legend": g.steps_legend,
            "alt": crate::say!(say, "archive-board-alt", title = r.title.as_str()),
            "heading": say.t("archive-programs-log"),
            "text": r.report.trim_end(),
            "prev": prev.map(|p| round_page(p.number)),
            "prev_title": prev.map(|p| p.title.clone()),
            "next": next.map(|_| round_page(r.number + 1)),
            "next_title": r.next_title,
            "style": styles.css(),
        }),
    )?;
    site.put(folder, &round_page(r.number), page)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_list_reads_in_its_short_keys_and_in_the_long_ones_of_older_archives() {
        let dir = tempfile::tempdir().unwrap();
        let old = r#"[{"number":1,"title":"setup","closed":"Mon"}]"#;
        std::fs::write(dir.path().join(MANIFEST), old).unwrap();
        let heads = known_rounds(dir.path());
        assert_eq!(heads[0].title, "setup");
        let new = r#"[{"n":2,"t":"round 1","c":"Tue"}]"#;
        std::fs::write(dir.path().join(MANIFEST), new).unwrap();
        assert_eq!(known_rounds(dir.path())[0].number, 2);
    }
}

//! The archive: a static website of the games, written to a folder. It works opened from disk
//! (relative links, no server, no JavaScript but the composer pages') and on a phone:
//!
//! ```text
//! index.html             the games running, and the pages of the games over
//! finished-N.html        the games over, a hundred a page in the order they ended (the
//!                        last page fills up; a full one is never written again)
//! ratings.html           the best players of each game kind, with their dedication
//! player-G-S.html        a rated player's history in a kind (first rated in game G, seat
//!                        S): the rating after each game, charted, and each game
//! style.css
//! compose/KIND.json      a game kind's orders as data (issue 67), which its pages read
//! compose/KIND-LANG.html the composer page: the player taps their orders and it writes the
//!                        reply as a `mailto:`; what is private (the hand, the reply address
//!                        with its key) comes only in the turn mail's link's fragment
//! boards/HASH.svg        a picture's background (the board, its labels, the legend), written
//!                        once for every round and game that draws it (see `picture`)
//! game-N/index.html      players, rounds, the press once the game is over
//! game-N/round-K.html    the board after round K with its moves, the round step by step
//!                        where the game gives steps (the race's registers, RAMbots'
//!                        instructions, the moves of a Ricochet solution: each one's table
//!                        and board), the programs revealed and the log; previous / next
//!                        links. While round K is open, its page is the position now.
//! game-N/round-K.png     round K step by step, animated (an APNG, one frame a step), only
//!                        with `[archive] animated = true`
//! game-N/round-K.svg     the position now's picture alone, whole, while round K is open:
//!                        what the composer page shows (the open round's only), only with
//!                        `[archive] public_url`
//! ```
//!
//! Only what every player already knows is shown (see [`crate::moderator::archive`]). Pages are
//! written to a temporary file and renamed into place, so a web server publishing the folder
//! never serves half a page, and only when their bytes changed. `robomod archive` writes it;
//! the daemon, when `[archive] dir` is set, refreshes after each pass the games that changed
//! since the pass before began (a round, a rollback, a master's or the operator's action: the
//! audit) ([`refresh`]), writing only what changed (issue 50): of each game that changed, the
//! new rounds' pages, the page of the position now and the game's page (a round's page never
//! changes when the next round runs: its "next" link is the position now's page, which that
//! round's page replaces); the index from the games running alone; the page of the games over
//! a game that ended joins (all of them again when their list counts other than the store);
//! the ratings page (written when its bytes change) and any player page it links that is
//! missing. A refresh never reads every game, so a pass costs the same in the archive's first
//! year and its tenth. Each game's folder keeps the list of its rounds written
//! (`.rounds.json`: number, title, when closed), the root
//! the last page of games over (`.finished.json`).

mod compose;
mod game;
mod index;
pub mod picture;
mod players;
mod tournaments;

use crate::moderator::Moderator;
use crate::templates::Templates;
use anyhow::Context as _;
use serde_json::json;
use std::collections::HashSet;
use std::path::Path;

/// What one run wrote.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    pub games: usize,
    /// The pages written (those whose bytes changed).
    pub pages: usize,
    /// The bytes of every file written (pages, backgrounds, animations, lists).
    pub bytes: u64,
    /// Games that could not be read or written, with why: left out, the others written.
    pub failed: Vec<(i64, String)>,
}

/// How an install's archive is written (`[archive]` in the config).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Each round with steps also as one animated PNG (`[archive] animated`): about 35 KB a
    /// round more, the pictures encoded again.
    pub animated: bool,
    /// The archive is public (`[archive] public_url`), so the mails link its composer pages:
    /// the position now's picture is written alone beside its page for them to show (10 to
    /// 30 KB a round more: the board whole again).
    pub composer: bool,
}

/// Writes the index and every page of games `ids` into `out`, with the moderator's templates.
pub fn write(m: &Moderator, ids: &[i64], out: &Path) -> anyhow::Result<Written> {
    write_with(m, ids, out, None, Options::default())
}

/// [`write`] with the install's `options`.
pub fn write_as(
    m: &Moderator,
    ids: &[i64],
    out: &Path,
    options: Options,
) -> anyhow::Result<Written> {
    write_with(m, ids, out, None, options)
}

/// The daemon's refresh after a pass that began at `since`: of games `ids` (those that changed
/// since) only the pages that changed, and the index. A game whose folder has no list of its
/// rounds, or that was rolled back since, is written whole.
pub fn refresh(
    m: &Moderator,
    ids: &[i64],
    out: &Path,
    since: chrono::DateTime<chrono::Utc>,
) -> anyhow::Result<Written> {
    write_with(m, ids, out, Some(since), Options::default())
}

/// [`refresh`] with the install's `options`.
pub fn refresh_as(
    m: &Moderator,
    ids: &[i64],
    out: &Path,
    since: chrono::DateTime<chrono::Utc>,
    options: Options,
) -> anyhow::Result<Written> {
    write_with(m, ids, out, Some(since), options)
}

/// One run of writing: what it writes with, and what it wrote.
struct Site<'a> {
    m: &'a Moderator,
    templates: &'a Templates,
    out: &'a Path,
    options: Options,
    w: Written,
    /// The backgrounds known to be in `boards/` (written, or found there) this run.
    boards: HashSet<String>,
}

impl Site<'_> {
    /// Writes `bytes` as `dir/name` (under the archive's root) unless the file holds them
    /// already; whether it wrote.
    fn put(&mut self, dir: &str, name: &str, bytes: impl AsRef<[u8]>) -> anyhow::Result<bool> {
        let bytes = bytes.as_ref();
        let dir = self.out.join(dir);
        if std::fs::read(dir.join(name)).is_ok_and(|old| old == bytes) {
            return Ok(false);
        }
        put(&dir, name, bytes)?;
        self.w.bytes += bytes.len() as u64;
        if name.ends_with(".html") {
            self.w.pages += 1;
        }
        Ok(true)
    }

    /// Places picture `svg` (`shapes`: what it draws after its background) for a page of a
    /// game's folder, its styles in the page's `styles`, its background written under
    /// `boards/` when it is not there yet.
    fn picture(
        &mut self,
        svg: &str,
        shapes: &[crate::games::shape::Shape],
        styles: &mut picture::Styles,
    ) -> anyhow::Result<String> {
        let placed = picture::place(svg, shapes, styles);
        if let Some((name, file)) = placed.background
            && !self.boards.contains(&name)
        {
            let dir = self.out.join(picture::BOARDS);
            if !dir.join(&name).exists() {
                std::fs::create_dir_all(&dir)
                    .with_context(|| format!("cannot create {}", dir.display()))?;
                self.put(picture::BOARDS, &name, file)?;
            }
            self.boards.insert(name);
        }
        Ok(placed.html)
    }
}

fn write_with(
    m: &Moderator,
    ids: &[i64],
    out: &Path,
    since: Option<chrono::DateTime<chrono::Utc>>,
    options: Options,
) -> anyhow::Result<Written> {
    let templates = m.templates();
    std::fs::create_dir_all(out)
        .with_context(|| format!("cannot create the archive folder {}", out.display()))?;
    let mut site = Site {
        m,
        templates,
        out,
        options,
        w: Written::default(),
        boards: HashSet::new(),
    };
    let css = templates.render("archive_style.css", json!({}))?;
    site.put("", "style.css", css)?;
    // The games that changed, as the index shows them: those that ended join the pages of the
    // games over, and move the ratings.
    let mut changed = Vec::new();
    for row in m.records().index_rows(ids)? {
        match row {
            Ok(r) => changed.push(r),
            Err(u) => site.w.failed.push((u.id, u.error)),
        }
    }
    index::write(&mut site, &changed, since.is_none())?;
    // The ratings page and the player pages it links whenever the ratings may have moved: a
    // game ended, a rollback reopened one and took its rating back, or ALSO linked two
    // addresses (a refresh after a plain round leaves them: their cost grows with the players
    // rated, and their dedication moves only when a game ends).
    let ended = changed.iter().any(|r| r.ended.is_some());
    let moved = match since {
        None => true,
        Some(since) => {
            ended || !out.join("ratings.html").exists() || m.records().ratings_moved_since(since)?
        }
    };
    if moved {
        let (page, pages) = ratings_page(m, templates)?;
        site.put("", "ratings.html", page)?;
        let shown: Vec<(String, String)> = (pages.iter())
            .map(|(k, p, _)| (k.clone(), p.clone()))
            .collect();
        // Whole: every player the page lists; else those the games that ended rated.
        let mut players: Vec<(String, String)> = Vec::new();
        if since.is_none() {
            players = shown;
        } else {
            for r in changed.iter().filter(|r| r.ended.is_some()) {
                players.extend(m.records().rated_in_game(r.id)?);
            }
            // And every player the page links whose page is not there (a game rated again
            // from the start names a player's page from another first game): no dead link.
            for (kind, player, page) in &pages {
                if !out.join(page).exists() {
                    players.push((kind.clone(), player.clone()));
                }
            }
        }
        players.sort();
        players.dedup();
        for kind in players
            .iter()
            .map(|(k, _)| k.clone())
            .collect::<HashSet<_>>()
        {
            let of_kind: Vec<String> = (players.iter())
                .filter(|(k, _)| *k == kind)
                .map(|(_, p)| p.clone())
                .collect();
            players::write(&mut site, &kind, &of_kind)?;
        }
    }
    tournaments::write(&mut site, ids, since.is_none())?;
    compose::write(&mut site)?;
    for &id in ids {
        if site.w.failed.iter().any(|(f, _)| *f == id) {
            continue;
        }
        match game::write_game(&mut site, id, since) {
            Ok(()) => site.w.games += 1,
            Err(e) => site.w.failed.push((id, format!("{e:#}"))),
        }
    }
    Ok(site.w)
}

/// A player the ratings page lists: (kind, rating identity, their page's file name).
type Listed = (String, String, String);

/// How many of each kind the ratings page shows.
const RATINGS_SHOWN: usize = 100;

/// The ratings page: each kind's best players by the names they play under (never an
/// address), as `RATINGS` by mail shows them, each linked to their page; and the (kind,
/// player, page) it lists.
fn ratings_page(m: &Moderator, templates: &Templates) -> anyhow::Result<(String, Vec<Listed>)> {
    let all = m.records().ratings(None, Some(RATINGS_SHOWN))?;
    let mut shown = Vec::new();
    let mut kinds = Vec::new();
    for t in all {
        let first = m.records().first_rated_games(&t.kind)?;
        let mut rows = Vec::new();
        for p in &t.players {
            let mut row = p.context();
            let page = first.get(&p.player).map(|f| players::page_name(*f));
            row["page"] = page.clone().into();
            if let Some(page) = page {
                shown.push((t.kind.clone(), p.player.clone(), page));
            }
            rows.push(row);
        }
        kinds.push(json!({ "kind": t.kind, "count": t.count, "rows": rows }));
    }
    let page = templates.render("archive_ratings.html", json!({ "kinds": kinds }))?;
    Ok((page, shown))
}

/// Writes `text` to `dir/name` through a temporary file and a rename.
fn put(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> anyhow::Result<()> {
    let tmp = dir.join(format!(".{name}.tmp"));
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, dir.join(name))
        .with_context(|| format!("cannot write {}", dir.join(name).display()))?;
    Ok(())
}

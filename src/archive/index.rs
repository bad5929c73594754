//! The archive's index and its pages of games over (issue 50): the index lists the games
//! running (read from the store's index of statuses, never every game) and links the pages of
//! the games over, [`PAGE`] a page in the order they ended. A game that ends joins the last
//! page, which is written again; a full page is never written again. The root keeps the last
//! page's rows (`.finished.json`), so that a refresh reads no game over to write it.

use super::Site;
use crate::moderator::archive::IndexRow;
use serde::{Deserialize, Serialize};
use serde_json::json;

/// Games over a page.
pub const PAGE: usize = 100;

/// The list of the games over, at the archive's root.
const MANIFEST: &str = ".finished.json";

/// How many games are over, and the rows of the last page (oldest first).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Finished {
    count: usize,
    rows: Vec<IndexRow>,
}

impl Finished {
    fn pages(&self) -> usize {
        self.count.div_ceil(PAGE)
    }
}

/// Writes the index and the pages of games over: `whole` (or with no list of them kept) every
/// page from the store, else the games of `changed` that ended added to the last.
pub(super) fn write(site: &mut Site, changed: &[IndexRow], whole: bool) -> anyhow::Result<()> {
    let kept = (!whole)
        .then(|| std::fs::read(site.out.join(MANIFEST)).ok())
        .flatten()
        .and_then(|b| serde_json::from_slice::<Finished>(&b).ok());
    // A list that counts other than the store (games that ended while no refresh saw them):
    // every page again.
    let over = site.m.records().ended_count()?;
    let finished = match kept {
        Some(mut f) if f.count + newly_ended(&f, changed) == over => {
            let mut ended: Vec<&IndexRow> = changed.iter().filter(|r| r.ended.is_some()).collect();
            ended.sort_by_key(|r| (r.ended, r.id));
            let mut grew = false;
            for r in ended {
                if f.rows.iter().any(|k| k.id == r.id) {
                    continue;
                }
                if f.rows.len() == PAGE {
                    f.rows.clear();
                }
                f.rows.push(r.clone());
                f.count += 1;
                grew = true;
            }
            if grew {
                write_page(site, f.pages(), &f.rows)?;
            }
            f
        }
        _ => rebuild(site)?,
    };
    site.put("", MANIFEST, serde_json::to_vec(&finished)?)?;
    let running = site.m.records().running_ids()?;
    let mut rows = Vec::new();
    for row in site.m.records().index_rows(&running)? {
        match row {
            Ok(r) => rows.push(r),
            Err(u) => site.w.failed.push((u.id, u.error)),
        }
    }
    let pages: Vec<_> = (1..=finished.pages())
        .rev()
        .map(|n| {
            let last = (n * PAGE).min(finished.count);
            json!({ "file": format!("finished-{n}.html"), "first": (n - 1) * PAGE + 1, "last": last })
        })
        .collect();
    let page = site.templates.render(
        "archive_index.html",
        json!({ "games": rows, "pages": pages, "page": null,
                "tournaments": !site.m.tournaments().archive_tournaments(Some(&[]))?.is_empty() }),
    )?;
    site.put("", "index.html", page)?;
    Ok(())
}

/// How many of `changed` ended and are not on the list's last page yet.
fn newly_ended(f: &Finished, changed: &[IndexRow]) -> usize {
    (changed.iter())
        .filter(|r| r.ended.is_some() && !f.rows.iter().any(|k| k.id == r.id))
        .count()
}

/// Every page of the games over from the store, in the order they ended; what the list keeps.
fn rebuild(site: &mut Site) -> anyhow::Result<Finished> {
    let (_, ended) = site.m.records().running_and_ended()?;
    let mut rows = Vec::new();
    for row in site.m.records().index_rows(&ended)? {
        match row {
            Ok(r) => rows.push(r),
            Err(u) => site.w.failed.push((u.id, u.error)),
        }
    }
    let mut finished = Finished::default();
    for (i, chunk) in rows.chunks(PAGE).enumerate() {
        write_page(site, i + 1, chunk)?;
        finished = Finished {
            count: i * PAGE + chunk.len(),
            rows: chunk.to_vec(),
        };
    }
    Ok(finished)
}

/// Page `n` of the games over, its `rows` oldest first (shown newest first).
fn write_page(site: &mut Site, n: usize, rows: &[IndexRow]) -> anyhow::Result<()> {
    let newest_first: Vec<&IndexRow> = rows.iter().rev().collect();
    let first = (n - 1) * PAGE + 1;
    let page = json!({ "first": first, "last": first + rows.len() - 1 });
    let html = site.templates.render(
        "archive_index.html",
        json!({ "games": newest_first, "pages": [], "page": page }),
    )?;
    site.put("", &format!("finished-{n}.html"), html)?;
    Ok(())
}

//! The archive's tournament pages (issue 52): `tournament-N.html` for each tournament that
//! has started (its games by stage, each linked to its page, a series' points, its winner) and
//! `tournaments.html` listing them, linked from the index. Written whole, or at a refresh for
//! the tournaments whose games changed; names only, never an address.

use super::Site;
use serde_json::json;

/// Writes the pages of the tournaments holding any of `changed` (every one when `whole`) and
/// the list; nothing when there is no tournament.
pub(super) fn write(site: &mut Site, changed: &[i64], whole: bool) -> anyhow::Result<()> {
    let all = site
        .m
        .tournaments()
        .archive_tournaments((!whole).then_some(changed))?;
    if all.is_empty() {
        return Ok(());
    }
    let mut wrote = false;
    for view in all.iter().filter_map(|(_, v)| v.as_ref()) {
        let page = (site.templates).render(
            "archive_tournament.html",
            json!({ "list": null, "one": view }),
        )?;
        site.put("", &format!("tournament-{}.html", view["id"]), page)?;
        wrote = true;
    }
    if wrote || !site.out.join("tournaments.html").exists() {
        let list: Vec<_> = all.iter().map(|(line, _)| line).collect();
        let page = (site.templates).render(
            "archive_tournament.html",
            json!({ "list": list, "one": null }),
        )?;
        site.put("", "tournaments.html", page)?;
    }
    Ok(())
}

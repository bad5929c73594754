//! The composer pages (issue 67): for each game kind whose orders the game describes
//! ([`crate::games::capability::Compose`]), `compose/<kind>.json` (the description, as the
//! game exports it: a form per turn the page writes) and a page per language, `compose/<kind>-<code>.html`, that reads that
//! description (embedded, so the page works opened from disk too) and what the turn mail's
//! link carries in its fragment (the pieces dealt, the reply address with its key, the
//! subject with its tag), lets the player tap their orders, and writes the reply as a
//! `mailto:` link. Nothing private is in these files: the same bytes for every player.

use super::Site;
use crate::moderator::notify::compose::page_path;
use crate::say;
use serde_json::json;

/// The folder of the composer pages, under the archive's root.
const DIR: &str = "compose";

/// Writes every composer page and description (each only when its bytes changed).
pub(super) fn write(site: &mut Site) -> anyhow::Result<()> {
    let book = crate::lang::Phrasebook::builtin();
    for game in site.m.registry().games() {
        let Some(compose) = game.capabilities().compose else {
            continue;
        };
        let forms = compose.order_forms(crate::lang::Say::english());
        let kind = game.kind();
        std::fs::create_dir_all(site.out.join(DIR))?;
        let described = serde_json::to_string_pretty(&forms)?;
        site.put(DIR, &format!("{kind}.json"), format!("{described}\n"))?;
        let most = forms.iter().map(|f| f.max).max().unwrap_or(0);
        for code in book.codes() {
            let _speaking = crate::lang::speak(code);
            let say = crate::lang::now();
            // What to tap, for each form, in this language, and the words it writes (the
            // keyword, the switches, the bare orders) as this language's reader writes them.
            let said_forms = compose.order_forms(say);
            let hints: serde_json::Map<String, serde_json::Value> = (said_forms.iter())
                .map(|f| (f.keyword.clone(), f.hint.clone().into()))
                .collect();
            let said: serde_json::Map<String, serde_json::Value> = (said_forms.iter())
                .map(|f| (f.keyword.clone(), json!(f.said)))
                .collect();
            let words = json!({
                "title": say!(say, "compose-title", game = "__G__"),
                "variant": say!(say, "compose-choose-variant", piece = "__P__"),
                "count": (0..=most).map(|n| say!(say, "compose-count", n = n)).collect::<Vec<_>>(),
                "need": (0..=most).map(|n| say!(say, "compose-need", n = n)).collect::<Vec<_>>(),
                "ready": say.t("compose-ready"),
                "empty": say.t("compose-empty"),
                "to": say.t("compose-to"),
                "subject": say.t("compose-subject"),
                "hints": hints,
                "said": said,
            });
            let page = site.templates.render(
                "archive_compose.html",
                json!({
                    "lang": code,
                    "title": say!(say, "compose-title-kind", kind = kind),
                    "help": game.help(say).trim_end(),
                    // In a <script> element: no `</` may close it early.
                    "forms": described.replace("</", "<\\/"),
                    "words": words.to_string().replace("</", "<\\/"),
                }),
            )?;
            let name = page_path(kind, code);
            let name = name.trim_start_matches("compose/");
            site.put(DIR, name, page)?;
        }
    }
    Ok(())
}

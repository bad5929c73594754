//! `OBSERVE 12` / `OBSERVE 12 OFF`: watching a running game (or a lobby game still open: the
//! wish is kept and its reports come once it starts). Its observers get each round's
//! public report (the one the archive and the export keep: no private hands, no orders before
//! they run, no press that was not to all) in a mail of their own, addressed to them alone and
//! carrying no game key; nothing else of the game reaches them. A private lobby game can be
//! watched only by those who joined it. The observers' mails are written in `notify/observers.rs`.

use super::super::error::ModError;
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::replies::Item;
use crate::store::audit;
use crate::store::games::{game, players};
use crate::store::lobby as store;
use rusqlite::Connection;
use serde_json::{Value, json};

/// Whether `g` is a private lobby game `address` did not join.
fn hidden_from(c: &Connection, id: i64, address: &str) -> Result<bool, ModError> {
    let Some(lg) = store::game(c, id)? else {
        return Ok(false);
    };
    Ok(lg.word.is_some() && !store::seats(c, id)?.iter().any(|s| s.address == address))
}

impl Lobby<'_> {
    /// The running games anyone may watch, for `LIST`.
    pub(crate) fn watchable(&self, c: &Connection) -> Result<Vec<Value>, ModError> {
        let mut out = Vec::new();
        // The games running alone, never every game ever played (issue 50); oldest first.
        let mut running = crate::store::history::running_ids(c)?;
        running.reverse();
        for id in running {
            let g = game(c, id)?;
            if !g.status.is_live() {
                continue;
            }
            if store::game(c, g.id)?.is_some_and(|lg| lg.word.is_some()) {
                continue;
            }
            let turn = self
                .ctx
                .turn_title(&g)
                .unwrap_or_else(|_| format!("round {}", g.round));
            out.push(json!({
                "id": g.id,
                "kind": g.kind,
                "turn": turn,
                "players": players(c, g.id)?.len(),
                "observers": store::observers(c, g.id)?.len(),
            }));
        }
        Ok(out)
    }

    /// `OBSERVE 12` and `OBSERVE 12 OFF`.
    pub(crate) fn observe_item(
        &self,
        asked: Asked<'_>,
        id: i64,
        on: bool,
    ) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        if !on {
            let was = store::observe(c, id, from, false, now)?;
            if was {
                audit::record(c, now, Some(id), "player", "observe_off", json!({}))?;
            }
            return self.notify.lobby_answer(
                "observe_off",
                quote,
                json!({ "game": id, "was": was }),
                false,
            );
        }
        let live = match game(c, id) {
            Ok(g) => g.status.is_live(),
            Err(crate::store::Error::NoSuchGame(_)) => false,
            Err(e) => return Err(e.into()),
        };
        // A lobby game not started yet: remembered, its reports come once it runs.
        let waiting =
            !live && store::game(c, id)?.is_some_and(|lg| lg.status == store::LobbyStatus::Open);
        if (!live && !waiting) || hidden_from(c, id, from)? {
            return self
                .notify
                .lobby_answer("no_running_game", quote, json!({ "game": id }), true);
        }
        let cap = self.ctx.config.lobby.max_observing;
        if store::observers(c, id)?.iter().all(|a| a != from) && store::observing(c, from)? >= cap {
            return self
                .notify
                .lobby_answer("observe_cap", quote, json!({ "cap": cap }), true);
        }
        if store::observe(c, id, from, true, now)? {
            audit::record(c, now, Some(id), "player", "observe", json!({}))?;
        }
        self.notify.lobby_answer(
            "observe",
            quote,
            json!({ "game": id, "waiting": waiting }),
            false,
        )
    }
}

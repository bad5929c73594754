//! Who a game's masters are: added when the game is created (`game new --master`, the one who
//! OPENed it by mail), by the operator (`game master add`/`remove`) or by a master's
//! `PROMOTE`; each drawn a key of their own and welcomed by a mail that says how to run the
//! game by mail (`templates/master.txt`).

use super::{commands_list, queue_to_master};
use crate::lang;
use crate::moderator::Admin;
use crate::moderator::NewMaster;
use crate::moderator::seats::check_address;
use crate::moderator::{Done, ModError, Moderator};
use crate::outgoing::MailKind;
use crate::say;
use crate::store::audit;
use crate::store::games::{GameRow, game, players};
use crate::store::masters::{self, MasterRow};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::json;

/// Makes `new.address` a master of `g` (`added_by`: `admin`, `lobby` or the promoting
/// master's address), welcomed by mail; `None` when they are one already. Their name is the one
/// they were given ([`given_name`]) or gave when they opened the game, else (to sign what they
/// announce) their address's local part.
pub(crate) fn add(
    m: &Moderator,
    c: &Connection,
    g: &GameRow,
    new: &NewMaster,
    now: DateTime<Utc>,
) -> Result<Option<MasterRow>, ModError> {
    let (address, added_by) = (check_address(&new.address)?, new.added_by.as_str());
    let gave = (new.name.as_deref().map(str::trim)).filter(|n| !n.is_empty());
    let name = (given_name(c, g.id, &address)?)
        .or(gave.map(str::to_string))
        .unwrap_or_else(|| local_part(&address).to_string());
    let row = MasterRow {
        game_id: g.id,
        address: address.clone(),
        key: m.new_key(),
        name,
        added_by: added_by.to_string(),
        added_at: now,
    };
    if !masters::insert(c, &row)? {
        return Ok(None);
    }
    let actor = if added_by.contains('@') {
        format!("master:{added_by}")
    } else {
        added_by.to_string()
    };
    audit::record(
        c,
        now,
        Some(g.id),
        &actor,
        "master_add",
        json!({ "address": address }),
    )?;
    welcome(m, c, g, &row)?;
    Ok(Some(row))
}

/// The name `address` gave robomod or was given, to greet them by: their seat's in game `id`
/// when they play, else the one they set (`SET NAME`); none when robomod has none (then they
/// are greeted without one, never by their address's local part).
pub(crate) fn given_name(
    c: &Connection,
    id: i64,
    address: &str,
) -> Result<Option<String>, ModError> {
    let seat = players(c, id)?
        .into_iter()
        .find(|p| p.address.eq_ignore_ascii_case(address))
        .map(|p| p.name);
    match seat {
        Some(name) => Ok(Some(name)),
        None => crate::moderator::lobby::prefs::name(c, &address.to_lowercase()),
    }
}

/// The part of `address` before the `@`.
fn local_part(address: &str) -> &str {
    address.split('@').next().unwrap_or_default()
}

/// The name to greet master `row` by: the one they were given ([`given_name`]), else the one
/// they gave when they opened the game; `None` when they gave none (never their address's
/// local part, which their row keeps only to sign what they announce).
pub(crate) fn greeting_name(c: &Connection, row: &MasterRow) -> Result<Option<String>, ModError> {
    let given = given_name(c, row.game_id, &row.address)?;
    Ok(given.or_else(|| (row.name != local_part(&row.address)).then(|| row.name.clone())))
}

/// The welcome of a new master: the game, its players, how to write, the commands.
fn welcome(m: &Moderator, c: &Connection, g: &GameRow, row: &MasterRow) -> Result<(), ModError> {
    let _speaking = m.notify().speak_to(c, Some(g.id), Some(&row.address))?;
    let state = m.engine(&g.kind)?.load(&g.state)?;
    let mut roster = Vec::new();
    for p in players(c, g.id)? {
        roster.push(json!({
            "seat": state.seat_name(p.seat, m.notify().say()),
            "name": p.name,
            "address": p.address,
        }));
    }
    let caps = super::caps::of(m, c, g)?;
    let body = m.notify().render(
        "master.txt",
        json!({
            "what": "welcome", "name": greeting_name(c, row)?, "game": g.id, "kind": g.kind,
            "players": roster, "delay_days": caps.delay_days, "rollbacks": caps.rollbacks,
            "commands": commands_list(),
        }),
    )?;
    let subject = say!(lang::now(), "master-welcome-subject", game = g.id);
    let mail = (MailKind::Welcome, subject.as_str(), body);
    queue_to_master(m, c, g, row, mail, None)?;
    Ok(())
}

impl Admin<'_> {
    /// Makes `address` a master of game `g` in the caller's transaction (a game created with a
    /// master: `game new --master`, a game OPENed by mail): see [`add`].
    pub(crate) fn add_master_in(
        &self,
        c: &Connection,
        g: &GameRow,
        master: &NewMaster,
    ) -> Result<(), ModError> {
        add(self, c, g, master, self.now())?;
        Ok(())
    }

    /// `robomod game master ID add|remove ADDRESS`: the operator names or removes a master.
    pub fn set_master(&self, id: i64, address: &str, on: bool) -> Result<Done, ModError> {
        self.on_game(id, |c, g, now| {
            let what = if on {
                match add(self, c, g, &NewMaster::new(address, "admin"), now)? {
                    // english: the CLI's output
                    Some(row) => format!("{} is a master of game {} now", row.address, g.id),
                    // english: the CLI's output
                    None => format!("{address} is a master of game {} already", g.id),
                }
            } else if masters::remove(c, g.id, address)? {
                let detail = json!({ "address": address.to_lowercase() });
                audit::record(c, now, Some(g.id), "admin", "master_remove", detail)?;
                // english: the CLI's output
                format!("{address} is no master of game {} now", g.id)
            } else {
                return Err(ModError::Input(format!(
                    // english: the CLI's output
                    "{address} is no master of game {}",
                    g.id
                )));
            };
            Ok(Done {
                what,
                ..Done::default()
            })
        })
    }

    /// The masters of game `id`.
    pub fn masters(&self, id: i64) -> Result<Vec<MasterRow>, ModError> {
        self.read(|c| {
            game(c, id)?;
            Ok(masters::of_game(c, id)?)
        })
    }
}

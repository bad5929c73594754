//! What a seat can be beyond a player who mails: a computer player (`--player bot:NAME`), whose
//! orders the game itself writes as each turn opens and to whom no mail is ever sent; wildcards
//! granted by the moderator as compensation; and the next game with the same players
//! (`game next`). All through the game-agnostic [`crate::games::DynGame`] view.

use super::lifecycle::{Done, NewGame, NewPlayer, find_seat};
use super::{ModError, Moderator};
use crate::games::{JsonDoc, Seat, step_rng};
use crate::store::audit;
use crate::store::games::{GameRow, GameStatus, PlayerStatus, game, players, update_game};
use crate::store::rounds::{Source, Submission, insert_submission};
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::{Map, Value, json};

/// The reserved domain of computer players' addresses (`.invalid` never resolves).
pub const BOT_DOMAIN: &str = "bots.robomod.invalid";

/// A computer player's address, from its name: `deep-blue@bots.robomod.invalid`.
pub fn bot_address(name: &str) -> String {
    let slug = super::notify::slug(name);
    format!(
        "{}@{BOT_DOMAIN}",
        if slug.is_empty() { "bot" } else { &slug }
    )
}

/// Whether `address` is a computer player's.
pub fn is_bot(address: &str) -> bool {
    address
        .rsplit_once('@')
        .is_some_and(|(_, d)| d.eq_ignore_ascii_case(BOT_DOMAIN))
}

/// A person's seat address, checked (lower-cased): a plain address, not robomod's own (plain
/// or plus-addressed: its mail would come back to robomod as player mail), and in the bots'
/// domain only for the computer player `name` (`bot:NAME`), whom no mail reaches.
pub(crate) fn seat_address(
    identity: &super::MailIdentity,
    name: &str,
    address: &str,
) -> Result<String, ModError> {
    let a = super::lifecycle::check_address(address)?;
    if identity.is_own_address(&a) {
        return Err(ModError::Input(format!(
            "{a} is robomod's own address: mail to it would come back to robomod, not reach a              player. Give {name}'s own address"
        )));
    }
    if is_bot(&a) && a != bot_address(name) {
        return Err(ModError::Input(format!(
            "{a} is in the computer players' domain ({BOT_DOMAIN}), where no mail is delivered:              give {name}'s own address, or write bot:{name} for a computer player"
        )));
    }
    Ok(a)
}

/// Salt for the computer players' random choices, apart from the game's own stream.
const BOT_SALT: u64 = 0xB07_5EED;

impl Moderator {
    /// Computer players enter their orders for the open turn (their choices draw from a stream
    /// of their own, seeded by the game's seed and the turn, so a rerun chooses the same), and
    /// seats with nothing to order ([`crate::games::DynGame::takes_no_orders`]) get their
    /// defaults, so that the round can run as soon as everyone else is in. Returns how many.
    pub(crate) fn bots_play(
        &self,
        c: &Connection,
        g: &GameRow,
        now: DateTime<Utc>,
    ) -> Result<usize, ModError> {
        if g.status != GameStatus::Active {
            return Ok(0);
        }
        let engine = self.engine(&g.kind)?;
        let phase = engine.phase(&g.state)?;
        let mut n = 0;
        for p in players(c, g.id)? {
            if p.status != PlayerStatus::Active {
                continue;
            }
            let (orders, canonical) = if engine.takes_no_orders(&g.state, p.seat)? {
                let orders = engine.default_orders(&g.state, p.seat)?;
                let canonical = engine.canonical(&g.state, &orders)?;
                (orders, canonical)
            } else if is_bot(&p.address) {
                let mut rng = step_rng(g.seed ^ BOT_SALT, g.round * 16 + u32::from(p.seat.0));
                match engine.bot_orders(&g.state, p.seat, &mut rng)? {
                    Some(found) => found,
                    None => continue,
                }
            } else {
                continue;
            };
            insert_submission(
                c,
                &Submission {
                    id: 0,
                    game_id: g.id,
                    seat: p.seat,
                    round: g.round,
                    received_at: now,
                    source: Source::Moderator,
                    inbox_id: None,
                    keyword: phase.order_keyword.clone(),
                    text: canonical.clone(),
                    result: Ok((orders, canonical)),
                },
            )?;
            n += 1;
        }
        Ok(n)
    }

    /// Grants `n` wildcards to a seat (`player wildcard`): the game keeps them, the player is
    /// told, the audit records it.
    pub fn grant_wildcards(&self, id: i64, seat: &str, n: u8) -> Result<Done, ModError> {
        if n == 0 {
            return Err(ModError::Input("grant at least one wildcard: +1".into()));
        }
        self.admin(id, |c, g, now| {
            if !g.status.is_live() {
                return Err(ModError::Input(format!(
                    "game {} is over: wildcards can no longer be spent",
                    g.id
                )));
            }
            let engine = self.engine(&g.kind)?;
            let mut ps = players(c, g.id)?;
            let seat: Seat = find_seat(engine, g, ps.len(), seat)?;
            let state = engine.grant_wildcards(&g.state, seat, n)?;
            g.state = JsonDoc::from_value(state);
            update_game(c, g)?;
            let label = engine.seat_label(&g.state, seat)?;
            // The round is kept so that a replay grants them at the same point.
            let detail = json!({ "seat": seat.0, "wildcards": n, "round": g.round });
            audit::record(c, now, Some(g.id), "admin", "wildcards", detail)?;
            let text = format!(
                "The moderator has granted you {n} wildcard{} in game {}, as compensation. A \
                 wildcard plays any basic instruction you were not dealt: write it with a star, \
                 as PROGRAM F2 *F3 L R U. STATUS shows how many you hold.",
                if n == 1 { "" } else { "s" },
                g.id
            );
            let p = &mut ps[seat.index()];
            self.queue_notice(c, g, p, &format!("Game {}: wildcards for you", g.id), &text)?;
            Ok(Done {
                what: format!(
                    "granted {n} wildcard(s) to seat {} ({label}) of game {}",
                    seat.0, g.id
                ),
                ..Done::default()
            })
        })
    }

    /// Creates the next game after finished game `id` (`game next`): the same players in the
    /// same seats, then `newcomers`; the settings the game hands on (the race: the pick order),
    /// with `overrides` (a new board); the same schedule. Returns the new game's id.
    pub fn next_game(
        &self,
        id: i64,
        overrides: &Map<String, Value>,
        newcomers: &[NewPlayer],
        seed: Option<u64>,
    ) -> Result<i64, ModError> {
        let pictures = super::report_pictures::GAME_OPTION;
        let (g, ps, press, chosen) = self.read(|c| {
            Ok((
                game(c, id)?,
                players(c, id)?,
                crate::store::press::mode(c, id)?,
                crate::store::game_options::get(c, id, pictures)?,
            ))
        })?;
        if g.status != GameStatus::Finished {
            return Err(ModError::Input(format!(
                "game {id} is not finished: the next game starts from a finished one"
            )));
        }
        let engine = self.engine(&g.kind)?;
        // A player who resigned is not seated again unless named among the newcomers.
        let seated: Vec<&crate::store::games::PlayerRow> = ps
            .iter()
            .filter(|p| p.status == PlayerStatus::Active)
            .collect();
        let seats: Vec<crate::games::Seat> = seated.iter().map(|p| p.seat).collect();
        let Some(Value::Object(mut settings)) =
            engine.next_settings(&g.state, &g.settings, &seats)?
        else {
            return Err(ModError::Input(format!(
                "a {} game has no next game: create one with game new",
                g.kind
            )));
        };
        if overrides.contains_key("board") {
            settings.remove("board_text");
        }
        // What the reports carry goes on to the next game unless set anew.
        if let Some(word) = chosen {
            settings.insert(pictures.into(), Value::from(word.to_lowercase()));
        }
        settings.extend(overrides.clone());
        let mut roster: Vec<NewPlayer> = seated
            .iter()
            .map(|p| NewPlayer {
                name: p.name.clone(),
                address: p.address.clone(),
            })
            .collect();
        roster.extend(newcomers.iter().cloned());
        self.create_game(&NewGame {
            kind: g.kind.clone(),
            players: roster,
            settings,
            seed,
            schedule: Some(g.schedule.to_string()),
            tz: Some(g.tz.name().to_string()),
            min_notice: Some(g.min_notice),
            early_delay: Some(g.early_delay),
            speedbots_grace: g.speedbots_grace,
            reminder_lead: Some(g.reminder_lead.unwrap_or_default()),
            press: Some(press.as_str().to_string()),
            // Private press is published only where every player agreed, newcomers too: the
            // next game starts with the default, and `game new --press-archive all` opts in.
            press_archive: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bot_addresses_are_reserved_and_recognised() {
        assert_eq!(bot_address("Deep Blue"), "deep-blue@bots.robomod.invalid");
        assert_eq!(bot_address("!!"), "bot@bots.robomod.invalid");
        assert!(is_bot("deep-blue@BOTS.robomod.invalid"));
        assert!(!is_bot("ann@example.org"));
        assert!(!is_bot("bots.robomod.invalid"));
    }
}

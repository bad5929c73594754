//! The words of answers: a reply's ([`Notify::answer`], `templates/answers.txt`), the
//! lobby's ([`Notify::lobby_answer`], `templates/lobby_answer.txt`, and the refusal of an
//! `OPEN`), and whether one more refusal to a stranger passes the caps on refusals. The mail
//! flows above (intake, lobby, tournaments, absences, histories) build their replies' items
//! from these.

use crate::moderator::error::ModError;
use crate::moderator::layers::Notify;
use crate::moderator::replies::Item;
use chrono::{DateTime, Utc};
use rusqlite::Connection;
use serde_json::{Value, json};

impl Notify<'_> {
    /// One answer of a reply, from `templates/answers.txt`: its branch `say`, filled from
    /// `ctx` (an object).
    pub(crate) fn answer(&self, say: &str, ctx: serde_json::Value) -> Result<String, ModError> {
        crate::moderator::words::phrase(&self.ctx.templates, "answers.txt", say, ctx)
    }

    /// One answer of the lobby, its words from `templates/lobby_answer.txt` (`what` picks the
    /// paragraph, `ctx` fills it in).
    pub(crate) fn lobby_answer(
        &self,
        what: &'static str,
        quote: &str,
        ctx: Value,
        error: bool,
    ) -> Result<Item, ModError> {
        let mut ctx = ctx;
        if let Value::Object(m) = &mut ctx {
            m.insert("what".into(), Value::String(what.into()));
            m.insert(
                "address".into(),
                Value::String(self.ctx.config.identity.address.clone()),
            );
        }
        let text = self.render("lobby_answer.txt", ctx)?;
        Ok(Item::new(what, quote, &paragraphs(&text), error, !error))
    }

    /// The answer refusing a player's `OPEN` (of a game or a tournament): players may not open
    /// (`[lobby] players_may_open`), or what they have open now, counted by `opened`, is at
    /// `[lobby] max_opened`. `None`: they may open.
    pub(crate) fn open_refused(
        &self,
        quote: &str,
        opened: impl FnOnce() -> Result<u32, ModError>,
    ) -> Result<Option<Item>, ModError> {
        let cfg = &self.ctx.config.lobby;
        if !cfg.players_may_open {
            return self
                .lobby_answer("open_not_allowed", quote, json!({}), true)
                .map(Some);
        }
        if opened()? >= cfg.max_opened {
            let cap = json!({ "cap": cfg.max_opened });
            return self.lobby_answer("open_cap", quote, cap, true).map(Some);
        }
        Ok(None)
    }

    /// Whether a refusal to `address` (no player) would pass the caps on refusals: all of
    /// them within the hour before `now`, and those to its domain.
    pub(crate) fn refusals_capped(
        &self,
        c: &Connection,
        address: &str,
        now: DateTime<Utc>,
    ) -> Result<bool, ModError> {
        use crate::outgoing::MailKind::Refusal;
        let since = now - chrono::Duration::hours(1);
        if crate::store::mail::kind_since(c, Refusal, since, None)?
            >= self.ctx.config.refusals_per_hour
        {
            return Ok(true);
        }
        let domain = address.rsplit_once('@').map_or("", |(_, d)| d);
        let to_domain = crate::store::mail::kind_since(c, Refusal, since, Some(domain))?;
        Ok(to_domain >= self.ctx.config.refusals_per_domain_per_hour)
    }
}

/// A template's text as paragraphs, one a line, for [`Item::new`] to wrap: its lines are
/// joined, except a list item (`- `) and a line after one ending in `:` or `.` alone.
pub(crate) fn paragraphs(text: &str) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut joinable = false;
    for line in text.trim().lines().map(str::trim_end) {
        if line.is_empty() {
            joinable = false;
            continue;
        }
        match out.last_mut() {
            Some(last) if joinable && !line.starts_with("- ") => {
                last.push(' ');
                last.push_str(line.trim_start());
            }
            _ => out.push(line.to_string()),
        }
        joinable = !line.starts_with("- ") && !line.ends_with(':');
    }
    out.join("\n")
}

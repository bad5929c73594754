//! The operator's alerts (a mail quarantined or given up, a seat gone silent, a resignation,
//! the stand-in): in the operator's language (`identity.operator_language`), to
//! `identity.operator` when the config names one, at most `alerts_per_hour` an hour.

use crate::moderator::error::ModError;
use crate::moderator::layers::Notify;
use crate::moderator::words::{phrase, wrap};
use crate::outgoing::MailKind;
use crate::store::mail::OutboxId;
use rusqlite::Connection;
use serde_json::json;

impl Notify<'_> {
    /// The text of an alert to the operator: the branch `say` of `templates/alerts.txt`, in
    /// the operator's language.
    pub(crate) fn alert_text(&self, say: &str, ctx: serde_json::Value) -> Result<String, ModError> {
        let _speaking = crate::lang::speak(self.ctx.config.operator_language);
        phrase(&self.ctx.templates, "alerts.txt", say, ctx)
    }

    /// The operator's language (`identity.operator_language`): what alerts are written in.
    pub(crate) fn operator_say(&self) -> crate::lang::Say<'static> {
        crate::lang::Say::builtin(self.ctx.config.operator_language)
    }

    /// Queues an alert to the operator, when the config names one; `salt` makes its
    /// Message-ID unique.
    pub(crate) fn alert(
        &self,
        c: &Connection,
        subject: &str,
        text: &str,
        salt: &str,
    ) -> Result<(), ModError> {
        self.alert_lines(c, subject, alert_wrapped(text), salt, None)?;
        Ok(())
    }

    /// Queues an alert of `lines` (already wrapped) to the operator, its Reply-To `reply_to`
    /// when given; `None` when the config names no operator or the hour's alerts
    /// (`alerts_per_hour`) are spent.
    pub(crate) fn alert_lines(
        &self,
        c: &Connection,
        subject: &str,
        lines: Vec<String>,
        salt: &str,
        reply_to: Option<&str>,
    ) -> Result<Option<OutboxId>, ModError> {
        let Some(to) = &self.ctx.config.operator else {
            return Ok(None);
        };
        let since = self.ctx.now() - chrono::Duration::hours(1);
        let sent = crate::store::mail::kind_since(c, MailKind::Alert, since, None)?;
        if sent >= self.ctx.config.alerts_per_hour {
            tracing::warn!(subject, "alert not mailed: {sent} alerts within the hour");
            return Ok(None);
        }
        let body = {
            let _speaking = crate::lang::speak(self.ctx.config.operator_language);
            self.render("alert.txt", json!({ "lines": lines }))?
        };
        let mail = (subject, body);
        let id = self.queue_address_replying(c, to, MailKind::Alert, mail, None, salt, reply_to)?;
        Ok(Some(id))
    }
}

/// An alert's `text` as its mail shows it: each line wrapped at 72 columns, its continuation
/// lines indented.
pub(crate) fn alert_wrapped(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for line in text.lines() {
        let mut w = wrap(line, 72, "    ");
        match w.first_mut() {
            Some(first) => *first = first.trim_start().to_string(),
            None => w.push(String::new()),
        }
        lines.extend(w);
    }
    lines
}

/// A game's alert as a master's mail shows it: each paragraph wrapped at 72 columns and flush
/// left, as every mail to a person is (the operator's alerts hang their continuation lines:
/// [`alert_wrapped`]), so that a command to copy is never cut by an indent.
pub(crate) fn master_wrapped(text: &str) -> Vec<String> {
    let mut lines = Vec::new();
    for line in text.lines() {
        let w = wrap(line, 72, "");
        if w.is_empty() {
            lines.push(String::new());
        }
        lines.extend(w);
    }
    lines
}

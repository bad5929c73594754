//! An edit in words with nothing before it in her mail (`actually swap the 2nd and 3rd`,
//! `ostatni rejestr: naprzód`, `reverse it`): made against her orders on file for the open
//! turn ([`crate::inbound::Edit::made`]) and sent as her new orders, the old ones said
//! beside them; when it cannot be made surely, or nothing is on file, it is quoted back and
//! nothing changes.

use super::Reading;
use crate::inbound::Edit;
use crate::moderator::error::ModError;
use crate::moderator::incoming::reply::Item;
use crate::moderator::layers::Intake;
use crate::moderator::words::clip;
use crate::store::games::{GameRow, PlayerRow};
use rusqlite::Connection;
use serde_json::json;

impl Intake<'_> {
    /// Her words `line`, an edit `edit` with its text `text`, made against what is on file.
    pub(super) fn edit_item(
        &self,
        c: &Connection,
        g: &mut GameRow,
        p: &mut PlayerRow,
        (line, edit, text): (&str, Edit, &str),
        reading: &mut Reading,
    ) -> Result<Option<Item>, ModError> {
        if !g.status.is_live() {
            return self.apply_documented(c, g, p, &unread(line), reading);
        }
        let on_file = self.kept_canonical(c, g, p.seat)?.map(|(orders, _)| orders);
        let on_file = on_file.filter(|o| !o.trim().is_empty());
        let program = on_file.as_deref().map(notation);
        // A register numbered with its instruction (`5th = U`, `ostatni rejestr: naprzód`)
        // after orders sent whole is that register changed.
        let edit = match edit {
            Edit::Next(slot) => Edit::Put(slot),
            edit => edit,
        };
        let made = program.as_deref().and_then(|o| edit.made(o, text));
        let (Some(on_file), Some(made)) = (&program, made) else {
            let text = match &program {
                Some(orders) => self.answer("edit_not_made", json!({ "on_file": orders }))?,
                None => self.answer("edit_nothing_on_file", json!({}))?,
            };
            return Ok(Some(Item::new(
                "unknown",
                &clip(line, 70),
                &text,
                true,
                false,
            )));
        };
        // As a second thought: it replaces what is on file.
        let Some((mut item, seen)) = self.bare_orders_as(c, g, p, (&made, true), reading)? else {
            return Ok(None);
        };
        reading.phase = Some(seen);
        let was = self.answer("edit_made", json!({ "on_file": on_file }))?;
        item.lines.insert(0, format!("  {}", was.trim()));
        item.quote = clip(line, 70);
        Ok(Some(item))
    }
}

/// Her line as a command robomod does not know.
fn unread(line: &str) -> crate::inbound::PlayerCommand {
    crate::inbound::PlayerCommand::Unknown {
        line: line.to_string(),
        meant: None,
        wrong: None,
    }
}

/// The orders' notation alone, without the words the game writes around it in brackets (`R
/// F3 F L F (register 5 at random: ...)`: `R F3 F L F`).
fn notation(canonical: &str) -> String {
    let mut out = String::with_capacity(canonical.len());
    let mut depth = 0usize;
    for ch in canonical.chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(ch),
            _ => {}
        }
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_notation_is_read_without_the_words_around_it() {
        assert_eq!(
            super::notation("R F3 F L F (register 5 at random: only one F)"),
            "R F3 F L F"
        );
        assert_eq!(super::notation("2RN 3YE"), "2RN 3YE");
    }
}

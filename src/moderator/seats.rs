//! Who may sit in a seat: a person's address, checked (not robomod's own), or a computer
//! player's reserved address (`--player bot:NAME`), to which no mail is ever sent. A computer
//! player's orders are entered as each turn opens (`round::bots`). A seat found by its number
//! or label ([`find_seat`]).

use super::error::ModError;
use crate::games::{DynGame, Seat};
use crate::store::games::GameRow;

/// The reserved domain of computer players' addresses (`.invalid` never resolves).
pub const BOT_DOMAIN: &str = "bots.robomod.invalid";

/// A computer player's address, from its name: `deep-blue@bots.robomod.invalid`.
pub fn bot_address(name: &str) -> String {
    let slug = crate::moderator::words::slug(name);
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
    identity: &crate::identity::MailIdentity,
    name: &str,
    address: &str,
) -> Result<String, ModError> {
    let a = check_address(address)?;
    if identity.is_own_address(&a) {
        // english: an address the operator gives (CLI)
        return Err(ModError::Input(format!(
            "{a} is robomod's own address: mail to it would come back to robomod, not reach a \
             player. Give {name}'s own address"
        )));
    }
    if is_bot(&a) && a != bot_address(name) {
        // english: an address the operator gives (CLI)
        return Err(ModError::Input(format!(
            "{a} is in the computer players' domain ({BOT_DOMAIN}), where no mail is delivered:              give {name}'s own address, or write bot:{name} for a computer player"
        )));
    }
    Ok(a)
}

/// Reads `name@host`, lower-cased; refuses anything that is not one plain address.
pub fn check_address(s: &str) -> Result<String, ModError> {
    let a = s.trim().to_lowercase();
    let ok = match a.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !a
                    .chars()
                    .any(|c| c.is_whitespace() || "<>,;:\"()[]\\".contains(c))
        }
        None => false,
    };
    if ok {
        crate::address::check(&a).map_err(|why| {
            // english: an address the operator gives (CLI)
            ModError::Input(format!(
                "{a} cannot be written to: it {why}. Write a plain address like ann@example.org"
            ))
        })?;
        Ok(a)
    } else {
        Err(ModError::Input(format!(
            "bad mail address {s:?}: write a plain address like ann@example.org"
        )))
    }
}

/// Finds a seat by number (`0`) or by the game's label for it (`red`, any case).
pub(crate) fn find_seat(
    engine: &dyn DynGame,
    g: &GameRow,
    n: usize,
    spec: &str,
) -> Result<Seat, ModError> {
    let state = engine.load(&g.state)?;
    let mut labels = Vec::new();
    for i in 0..n {
        let seat = Seat(i as u8);
        let label = state.seat_label(seat);
        if spec.trim() == i.to_string() || spec.trim().eq_ignore_ascii_case(&label) {
            return Ok(seat);
        }
        labels.push(format!("{i} ({label})"));
    }
    Err(ModError::NoSuchSeat {
        game: g.id,
        seat: spec.to_string(),
        seats: labels.join(", "),
    })
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

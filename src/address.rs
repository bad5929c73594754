//! Whether robomod can write to an address: the one check every address passes before
//! anything is queued to it (a seat's address from `game new` or `player replace`, a
//! stranger's From, the config's operator). A leaf: it imports nothing of robomod.
//!
//! robomod writes to plain RFC 5321 mailboxes (section 4.1.2): a Dot-string local part (atoms
//! of letters, digits and ``!#$%&'*+-/=?^_`{|}~``, single dots between them; at most 64 octets,
//! 4.5.3.1.1) `@` a domain of two or more dot-separated labels of letters, digits and inner
//! hyphens (each at most 63 octets, the whole at most 255). Refused, because the mail would go
//! dead at once (and alert the operator) rather than reach a person: a quoted local part
//! (`"john doe"@host`, which RFC 5321 says a receiving host SHOULD avoid), an address literal
//! (`x@[192.0.2.1]`), a domain with a trailing dot (`x@host.`, the DNS root dot, which has no
//! place in a mail address), and empty atoms (`x..y@host`, `.x@host`). Non-ASCII letters (RFC
//! 6531, international addresses) pass. The last word is lettre's, the library robomod sends
//! with: what it cannot put in an envelope is refused too.

/// Why an address cannot be written to: one short phrase, to follow the address.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Unsendable(pub &'static str);

fn atext(c: char) -> bool {
    c.is_alphanumeric() || "!#$%&'*+-/=?^_`{|}~".contains(c)
}

/// Checks that `address` (a bare `local@domain`, no angle brackets or name) is a mailbox
/// robomod can send to; `Err` says why not.
pub fn check(address: &str) -> Result<(), Unsendable> {
    let Some((local, domain)) = address.rsplit_once('@') else {
        return Err(Unsendable("has no @"));
    };
    if local.starts_with('"') {
        return Err(Unsendable(
            "has a quoted local part, which robomod does not write to",
        ));
    }
    if domain.starts_with('[') {
        return Err(Unsendable("names an address literal instead of a domain"));
    }
    if local.is_empty() || local.len() > 64 {
        return Err(Unsendable("needs a local part of 1 to 64 characters"));
    }
    if local.split('.').any(|atom| atom.is_empty()) {
        return Err(Unsendable(
            "has a dot at the start or end of its local part, or two dots in a row",
        ));
    }
    if !local.chars().all(|c| c == '.' || atext(c)) {
        return Err(Unsendable("has a character a local part cannot hold"));
    }
    if domain.ends_with('.') {
        return Err(Unsendable("ends its domain with a dot"));
    }
    let labels: Vec<&str> = domain.split('.').collect();
    let label_ok = |l: &&str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c == '-' || c.is_alphanumeric())
    };
    if domain.len() > 255 || labels.len() < 2 || !labels.iter().all(label_ok) {
        return Err(Unsendable(
            "needs a domain like example.org (letters, digits and hyphens between dots)",
        ));
    }
    if address.parse::<lettre::Address>().is_err() {
        return Err(Unsendable("is not an address the mail library can send to"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn plain_mailboxes_pass() {
        for a in [
            "ann@example.org",
            "ann.lee+games@mail.example.co.uk",
            "o'brien@example.ie",
            "x_y-z@sub-domain.example",
            "jörg@example.de",
        ] {
            assert_eq!(check(a), Ok(()), "{a}");
        }
    }

    /// Issue 40's list: each of these went dead at once, with an alert.
    #[test]
    fn unsendable_mailboxes_are_refused_with_why() {
        for (a, why) in [
            ("x@host.", "ends its domain with a dot"),
            ("\"john doe\"@host.org", "quoted local part"),
            ("x@[192.0.2.1]", "address literal"),
            ("x..y@host.org", "two dots in a row"),
            (".x@host.org", "dot at the start"),
            ("x@host", "needs a domain like"),
            ("x@-host.org", "needs a domain like"),
            ("x y@host.org", "character a local part"),
            ("host.org", "has no @"),
            ("@host.org", "1 to 64"),
        ] {
            let e = check(a).expect_err(a);
            assert!(e.0.contains(why), "{a}: {e}");
        }
        assert!(check(&format!("{}@example.org", "a".repeat(65))).is_err());
    }
}

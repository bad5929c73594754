//! robomod's own address and the authentication tag it puts on every mail: the subject tag
//! `[robomod g12 k7Qf3]` and the plus-address `robomod+g12.k7Qf3@host`. Writing and reading the
//! tag live together here so that they cannot drift apart.
//!
//! The game is the number after `g`; the key is the whole next token, verbatim (the moderator
//! draws 7 base62 characters; in the example `k7Qf3` the `k` is part of the key): ASCII
//! letters and digits, compared case-sensitively by the moderator. This is the format
//! `moderator::notify` writes: `[robomod g12 {key}]` and `robomod+g12.{key}@host`.
//!
//! Relayed press carries its number in its Message-ID (`<robomod.41.a1b2c3.press17@host>`,
//! [`PRESS_MARK`]), so that a reply is known by its In-Reply-To whatever language its subject
//! is in ([`press_in_reply`]).
//!
//! A leaf shared by the config (the `[identity]` keys), the mail reader and the moderator.

use crate::inbound::GameTag;

/// Who robomod is on the mail side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailIdentity {
    /// `robomod@example.test`: From of every mail robomod sends, and its inbox.
    pub address: String,
    /// `robomod`: the display name in From.
    pub display_name: String,
    /// `+`: between the local part and the tag in the plus-address.
    pub plus_separator: String,
    /// `robomod`: the first word of the subject tag.
    pub tag_word: String,
}

impl Default for MailIdentity {
    fn default() -> Self {
        MailIdentity {
            address: "robomod@example.test".into(),
            display_name: "robomod".into(),
            plus_separator: "+".into(),
            tag_word: "robomod".into(),
        }
    }
}

impl MailIdentity {
    /// The part before `@`, as configured.
    pub fn local_part(&self) -> &str {
        self.address
            .rsplit_once('@')
            .map_or(&*self.address, |(l, _)| l)
    }

    /// The part after `@`, as configured (empty if the address has none).
    pub fn domain(&self) -> &str {
        self.address.rsplit_once('@').map_or("", |(_, d)| d)
    }

    /// `robomod <robomod@example.test>`, for From; the name is quoted when it needs it.
    pub fn mailbox(&self) -> String {
        let plain = self
            .display_name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || " -_!#$%&'*+/=?^`{|}~".contains(c));
        if plain {
            format!("{} <{}>", self.display_name, self.address)
        } else {
            let escaped = self.display_name.replace('\\', "\\\\").replace('"', "\\\"");
            format!("\"{escaped}\" <{}>", self.address)
        }
    }

    /// `[robomod g12 k7Qf3]`, for the subject of every mail to a player.
    pub fn subject_tag(&self, game: i64, key: &str) -> String {
        format!("[{} g{game} {key}]", self.tag_word)
    }

    /// `robomod+g12.k7Qf3@example.test`, for Reply-To.
    pub fn plus_address(&self, game: i64, key: &str) -> String {
        format!(
            "{}{}g{game}.{key}@{}",
            self.local_part(),
            self.plus_separator,
            self.domain()
        )
    }

    /// `text` with every player key in it replaced by `********`: the key of each subject tag
    /// (`[robomod g12 ********]`) and of each plus-address (`robomod+g12.********@...`), for
    /// output that may be shared (an export without `--with-keys`, `mail failures`).
    pub fn redact_keys(&self, text: &str) -> String {
        const HIDDEN: &str = "********";
        let mut out = String::with_capacity(text.len());
        let tag = format!("[{} g", self.tag_word);
        let plus = format!("{}{}g", self.local_part(), self.plus_separator);
        let mut rest = text;
        loop {
            let next = [
                (rest.find(&tag), &tag, ' ', ']'),
                (rest.find(&plus), &plus, '.', '@'),
            ]
            .into_iter()
            .filter_map(|(at, p, sep, end)| at.map(|a| (a, p.len(), sep, end)))
            .min();
            let Some((at, len, sep, end)) = next else {
                out.push_str(rest);
                return out;
            };
            // `g12` then the separator, then the key up to the end mark.
            let after = &rest[at + len..];
            let digits = after.chars().take_while(char::is_ascii_digit).count();
            let tail = &after[digits..];
            match (digits > 0, tail.strip_prefix(sep)) {
                (true, Some(key_and_more)) => {
                    let key_len = key_and_more.find(end).unwrap_or(key_and_more.len());
                    out.push_str(&rest[..at + len + digits + 1]);
                    out.push_str(HIDDEN);
                    rest = &key_and_more[key_len..];
                }
                _ => {
                    out.push_str(&rest[..at + len]);
                    rest = after;
                }
            }
        }
    }

    /// Whether `addr` (lower-case) is robomod's own address, with or without a plus part, and
    /// with or without the DNS root's trailing dot (`robomod@games.example.org.`).
    pub fn is_own_address(&self, addr: &str) -> bool {
        let Some((local, domain)) = addr.rsplit_once('@') else {
            return false;
        };
        let domain = domain.strip_suffix('.').unwrap_or(domain);
        if !domain.eq_ignore_ascii_case(self.domain().trim_end_matches('.')) {
            return false;
        }
        let own = self.local_part();
        if local.eq_ignore_ascii_case(own) {
            return true;
        }
        !self.plus_separator.is_empty()
            && local.len() > own.len()
            && local.is_char_boundary(own.len())
            && local[..own.len()].eq_ignore_ascii_case(own)
            && local[own.len()..].starts_with(&*self.plus_separator)
    }

    /// Reads the tag from a subject: the first `[robomod gN kKEY]` group in it.
    pub fn tag_from_subject(&self, subject: &str) -> Option<GameTag> {
        let mut rest = subject;
        while let Some(open) = rest.find('[') {
            let after = &rest[open + 1..];
            let Some(close) = after.find(']') else { break };
            if let Some(tag) = self.tag_from_words(&after[..close]) {
                return Some(tag);
            }
            rest = &after[close + 1..];
        }
        None
    }

    fn tag_from_words(&self, inside: &str) -> Option<GameTag> {
        let mut words = inside.split_whitespace();
        let (word, g, k) = (words.next()?, words.next()?, words.next()?);
        if words.next().is_some() || !word.eq_ignore_ascii_case(&self.tag_word) {
            return None;
        }
        tag_from_parts(g, k)
    }

    /// Reads the tag from a recipient address `robomod+g12.k7Qf3@host` (any case in the local
    /// part's fixed text and the domain; the key keeps its case).
    pub fn tag_from_address(&self, addr: &str) -> Option<GameTag> {
        let addr = addr.trim().trim_start_matches('<').trim_end_matches('>');
        let (local, domain) = addr.rsplit_once('@')?;
        if !domain.eq_ignore_ascii_case(self.domain()) {
            return None;
        }
        let prefix_len = self.local_part().len() + self.plus_separator.len();
        if local.len() <= prefix_len || !local.is_char_boundary(prefix_len) {
            return None;
        }
        let (prefix, tag) = local.split_at(prefix_len);
        let expected = format!("{}{}", self.local_part(), self.plus_separator);
        if !prefix.eq_ignore_ascii_case(&expected) {
            return None;
        }
        let (g, k) = tag.split_once('.')?;
        tag_from_parts(g, k)
    }
}

/// `g12` and `7Qf3aZx` to a tag; `None` unless both are well formed.
fn tag_from_parts(g: &str, k: &str) -> Option<GameTag> {
    let digits = g.strip_prefix(['g', 'G'])?;
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let key = k;
    if key.is_empty() || key.len() > 64 || !key.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return None;
    }
    Some(GameTag {
        game: digits.parse().ok()?,
        key: key.to_string(),
    })
}

/// What robomod puts in the Message-ID of relayed press before its number (`.press17@`).
pub const PRESS_MARK: &str = "press";

/// The press number a mail answers, from the Message-IDs it replies to (`In-Reply-To`, then
/// `References`, newest first): `<robomod.41.a1b2c3.press17@example.org>`. Whatever language
/// the subject is in.
pub fn press_in_reply<'a>(ids: impl IntoIterator<Item = &'a str>) -> Option<i64> {
    ids.into_iter().find_map(|id| {
        let local = id.trim().trim_matches(['<', '>']).split('@').next()?;
        let rest = local.strip_prefix("robomod.")?;
        let mark = rest.rsplit('.').next()?;
        mark.strip_prefix(PRESS_MARK)?.parse().ok()
    })
}

#[cfg(test)]
mod tests {

    #[test]
    fn keys_are_redacted_from_tags_and_plus_addresses() {
        let id = MailIdentity::default();
        let text = "Subject: [robomod g12 k7Qf3] Round 3 report\nReply-To: \
                    robomod+g12.k7Qf3@example.test\nsee [robomod gx y] and robomod+nothing@x";
        assert_eq!(
            id.redact_keys(text),
            "Subject: [robomod g12 ********] Round 3 report\nReply-To: \
             robomod+g12.********@example.test\nsee [robomod gx y] and robomod+nothing@x"
        );
        assert_eq!(id.redact_keys("no key here"), "no key here");
    }
    use super::*;

    fn tag(game: i64, key: &str) -> Option<GameTag> {
        Some(GameTag {
            game,
            key: key.into(),
        })
    }

    #[test]
    fn written_tags_read_back() {
        let id = MailIdentity::default();
        let subject = format!("Re: {} Round 3", id.subject_tag(12, "k7Qf3aZ"));
        assert_eq!(subject, "Re: [robomod g12 k7Qf3aZ] Round 3");
        assert_eq!(id.tag_from_subject(&subject), tag(12, "k7Qf3aZ"));
        assert_eq!(
            id.plus_address(12, "7Qf3aZx"),
            "robomod+g12.7Qf3aZx@example.test"
        );
        assert_eq!(
            id.tag_from_address(&id.plus_address(12, "7Qf3aZx")),
            tag(12, "7Qf3aZx")
        );
    }

    #[test]
    fn malformed_tags_are_none() {
        let id = MailIdentity::default();
        for s in [
            "[robomod g12]",
            "[robomod gx k1]",
            "[other g12 k7Qf3]",
            "[robomod g12 k7Q-f3]",
            "[robomod g12 ]",
            "[robomod g12 k7 extra]",
            "[robomod 12 k7Qf3]",
            "[robomod g99999999999999999999 k1]",
            "robomod g12 k7Qf3",
        ] {
            assert_eq!(id.tag_from_subject(s), None, "{s}");
        }
        for a in [
            "robomod+g12.k7@other.test",
            "robomod@example.test",
            "robomodx+g12.k7@example.test",
            "robomod+g12k7@example.test",
            "é@example.test",
        ] {
            assert_eq!(id.tag_from_address(a), None, "{a}");
        }
        assert_eq!(
            id.tag_from_address("<RoboMod+G3.KaB@EXAMPLE.test>"),
            tag(3, "KaB")
        );
    }

    #[test]
    fn mailbox_quotes_names_that_need_it() {
        let id = MailIdentity::default();
        assert_eq!(id.mailbox(), "robomod <robomod@example.test>");
        let odd = MailIdentity {
            display_name: "Rob, the \"Mod\"".into(),
            ..id
        };
        assert_eq!(
            odd.mailbox(),
            "\"Rob, the \\\"Mod\\\"\" <robomod@example.test>"
        );
    }

    #[test]
    fn own_address_with_and_without_plus() {
        let id = MailIdentity::default();
        assert!(id.is_own_address("robomod@example.test"));
        assert!(id.is_own_address("robomod+g1.kx@example.test"));
        assert!(!id.is_own_address("robomodx@example.test"));
        assert!(!id.is_own_address("robomod@other.test"));
        assert!(id.is_own_address("robomod@example.test."));
        assert!(id.is_own_address("robomod+g1.kx@example.test."));
    }
}

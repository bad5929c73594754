//! The composer's link in a turn mail (issue 67): where `[archive] public_url` names the
//! address the archive is served from, and the game describes its orders
//! ([`crate::games::capability::Compose`]), each seat's round report links the archive's
//! composer page for its game kind in its reader's language, with what only that player may
//! see in the link's fragment (after `#`, which a browser never sends to a server): the reply
//! address with the player's key, the subject with its tag, the pieces dealt. The archive's
//! files hold none of it. Replay rebuilds the link from the stored round and mail. The mails
//! that ask for a turn besides the report carry it too: the welcome (the first turn) and the
//! reminders before a deadline ([`Notify::asking_link`]).

use crate::games::{DynGame, Loaded, Seat};
use crate::moderator::error::ModError;
use crate::moderator::layers::Notify;
use crate::moderator::words::{MAIL_WIDTH, wrap};
use crate::store::games::{GameRow, PlayerRow};

/// The composer page of game `kind` in language `code`, from the archive's root:
/// `compose/race-en.html`; its description of the orders is `compose/race.json`.
pub fn page_path(kind: &str, code: &str) -> String {
    format!("compose/{kind}-{code}.html")
}

/// The fragment's version: the page refuses a link of another.
pub const VERSION: &str = "1";

/// Where a turn's reply goes and what it may hold, for one seat: what the fragment carries.
pub struct Fragment<'a> {
    pub game: i64,
    /// The round the reply is for, as robomod numbers it (the archive's `round-K.html` of the
    /// position now).
    pub round: u32,
    /// The reply address with the player's key.
    pub to: &'a str,
    /// The subject of the turn mail, with its tag.
    pub subject: &'a str,
    /// The pieces dealt to the seat (its hand, its pool), each once.
    pub pieces: &'a [String],
    /// Exactly this many instructions, when the seat's state fixes it.
    pub count: Option<usize>,
    /// The rest of what the seat chooses from: the form's keyword, the pieces' labels and
    /// groups, its own switches ([`crate::games::capability::Choices`]).
    pub form: &'a str,
    pub labels: &'a [String],
    pub groups: &'a [String],
    pub switches: &'a [String],
}

impl Fragment<'_> {
    /// `v=1&g=12&r=3&to=...&s=...&f=PROGRAM&p=F2%20L&n=5`: each value percent-encoded (all
    /// but `A-Z a-z 0-9 - . _ ~`), as the page's `decodeURIComponent` reads it; the pieces and
    /// groups parted by spaces, the labels and switches (which hold spaces) by new lines.
    pub fn encode(&self) -> String {
        let mut fields = vec![
            ("v", VERSION.to_string()),
            ("g", self.game.to_string()),
            ("r", self.round.to_string()),
            ("to", self.to.to_string()),
            ("s", self.subject.to_string()),
        ];
        if !self.form.is_empty() {
            fields.push(("f", self.form.to_string()));
        }
        if !self.pieces.is_empty() {
            fields.push(("p", self.pieces.join(" ")));
        }
        if let Some(n) = self.count {
            fields.push(("n", n.to_string()));
        }
        for (k, list, sep) in [
            ("l", self.labels, "\n"),
            ("k", self.groups, " "),
            ("w", self.switches, "\n"),
        ] {
            if !list.is_empty() {
                fields.push((k, list.join(sep)));
            }
        }
        (fields.iter())
            .map(|(k, v)| format!("{k}={}", percent(v)))
            .collect::<Vec<_>>()
            .join("&")
    }
}

/// `text` percent-encoded as UTF-8, every byte but the unreserved ones.
pub fn percent(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// A fragment's fields read back (`k=v&...`, percent-decoded), as the page reads them; `None`
/// for a value that is not percent-encoded UTF-8.
pub fn decode(fragment: &str) -> Option<Vec<(String, String)>> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    (fragment.split('&').filter(|f| !f.is_empty()))
        .map(|field| {
            let (k, v) = field.split_once('=').unwrap_or((field, ""));
            let mut bytes = Vec::new();
            let mut rest = v.bytes();
            while let Some(b) = rest.next() {
                if b == b'%' {
                    let hex = [rest.next()?, rest.next()?];
                    let hex = std::str::from_utf8(&hex).ok()?;
                    bytes.push(u8::from_str_radix(hex, 16).ok()?);
                } else {
                    bytes.push(b);
                }
            }
            Some((k.to_string(), String::from_utf8(bytes).ok()?))
        })
        .collect()
}

impl Notify<'_> {
    /// The composer link for `seat` of game `game` (round `open` open, the state `after` the
    /// round before), replying to `to` under `subject`, in the language spoken now: `None`
    /// without a public archive, for a game without the capability or a seat with nothing to
    /// compose now.
    pub(crate) fn composer_link(
        &self,
        engine: &dyn DynGame,
        after: &dyn Loaded,
        (game, open, seat): (i64, u32, Seat),
        (to, subject): (&str, &str),
    ) -> Result<Option<String>, ModError> {
        let (Some(base), Some(compose)) = (
            self.ctx.config.archive_url.as_deref(),
            engine.capabilities().compose,
        ) else {
            return Ok(None);
        };
        let Some(choices) = compose.choices(after, seat, self.say())? else {
            return Ok(None);
        };
        let fragment = Fragment {
            game,
            round: open,
            to,
            subject,
            pieces: &choices.pieces,
            count: choices.count,
            form: &choices.form,
            labels: &choices.labels,
            groups: &choices.groups,
            switches: &choices.switches,
        };
        let page = page_path(engine.kind(), self.say().code());
        Ok(Some(format!("{base}/{page}#{}", fragment.encode())))
    }

    /// A round report's `body` to the player of `seat` with `key` (its subject `subject`,
    /// without the tag) with the composer's link after it, and the link in its HTML part's
    /// context `ctx` (`compose`), when there is a state `after` to make it from and
    /// [`Notify::composer_link`] gives one.
    pub(crate) fn link_composer(
        &self,
        engine: &dyn DynGame,
        after: Option<&dyn Loaded>,
        (game, round, seat, key, subject): (i64, u32, Seat, &str, &str),
        (body, ctx): (&mut String, &mut serde_json::Value),
    ) -> Result<(), ModError> {
        let Some(after) = after else {
            return Ok(());
        };
        let identity = &self.ctx.config.identity;
        let (to, tagged) = (
            identity.plus_address(game, key),
            format!("{} {subject}", identity.subject_tag(game, key)),
        );
        let at = (game, round + 1, seat);
        if let Some(link) = self.composer_link(engine, after, at, (&to, &tagged))? {
            *body = self.with_composer(body, &link);
            ctx["compose"] = link.into();
        }
        Ok(())
    }

    /// The composer's link for the player `p` of game `g` in a mail asking for the open
    /// turn (the welcome, a reminder), `state` the game's now: the mail's `compose` context
    /// (the link's words within the mail's width, the link), or `Null` where
    /// [`Notify::composer_link`] gives none.
    pub(crate) fn asking_link(
        &self,
        engine: &dyn DynGame,
        state: &dyn Loaded,
        g: &GameRow,
        p: &PlayerRow,
        subject: &str,
    ) -> Result<serde_json::Value, ModError> {
        let identity = &self.ctx.config.identity;
        let (to, tagged) = (
            identity.plus_address(g.id, &p.key),
            format!("{} {subject}", identity.subject_tag(g.id, &p.key)),
        );
        let at = (g.id, g.round, p.seat);
        Ok(
            match self.composer_link(engine, state, at, (&to, &tagged))? {
                Some(link) => serde_json::json!({
                    "words": wrap(&self.say().t("compose-link"), MAIL_WIDTH, "").join("\n"),
                    "link": link,
                }),
                None => serde_json::Value::Null,
            },
        )
    }

    /// The state `state` of a game loaded for its composer's links, when there is a public
    /// archive and the game has the capability; else `None` (and nothing read).
    pub(crate) fn composing(
        &self,
        engine: &dyn DynGame,
        state: &serde_json::Value,
    ) -> Result<Option<Box<dyn Loaded>>, ModError> {
        match &self.ctx.config.archive_url {
            Some(_) if engine.capabilities().compose.is_some() => Ok(Some(engine.load(state)?)),
            _ => Ok(None),
        }
    }

    /// `body` with the composer's `link` after it: a paragraph in the language spoken now,
    /// within the mail's width, and the link on a line of its own (a link is never cut).
    pub(crate) fn with_composer(&self, body: &str, link: &str) -> String {
        let words = wrap(&self.say().t("compose-link"), MAIL_WIDTH, "").join("\n");
        format!("{}\n\n{words}\n  <{link}>\n", body.trim_end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fragment_reads_back_whole_with_every_awkward_character() {
        let pieces: Vec<String> = ["F2", "L", "L"].map(String::from).to_vec();
        let f = Fragment {
            game: 12,
            round: 4,
            to: "robomod+g12.k7Qf3@example.test",
            subject: "[robomod g12 k7Qf3] Round 3: results & więcej #1?",
            pieces: &pieces,
            count: Some(5),
            form: "PROGRAM",
            labels: &[],
            groups: &[],
            switches: &["GYRO OFF".to_string(), "PRESSOR ON".to_string()],
        };
        let text = f.encode();
        // Nothing a URL or a mail app reads for itself is left bare.
        assert!(!text.contains(['+', '@', ' ', '#', '?', '[']), "{text}");
        assert!(text.starts_with("v=1&g=12&r=4&to=robomod%2Bg12.k7Qf3%40example.test&"));
        assert!(text.ends_with("&f=PROGRAM&p=F2%20L%20L&n=5&w=GYRO%20OFF%0APRESSOR%20ON"));
        let back = decode(&format!("#{text}")).unwrap();
        let get = |k: &str| back.iter().find(|(key, _)| key == k).unwrap().1.clone();
        assert_eq!(get("s"), f.subject);
        assert_eq!(get("to"), f.to);
        assert_eq!(get("p"), "F2 L L");
        assert_eq!(get("n"), "5");
        assert_eq!(decode("s=%E0%A4"), None, "not UTF-8");
        assert_eq!(decode("s=%4"), None, "cut short");
    }

    #[test]
    fn no_pieces_and_no_count_are_left_out() {
        let f = Fragment {
            game: 1,
            round: 1,
            to: "a@b",
            subject: "x",
            pieces: &[],
            count: None,
            form: "",
            labels: &[],
            groups: &[],
            switches: &[],
        };
        assert_eq!(f.encode(), "v=1&g=1&r=1&to=a%40b&s=x");
    }

    #[test]
    fn a_page_is_named_by_kind_and_language() {
        assert_eq!(page_path("race", "pl"), "compose/race-pl.html");
    }
}

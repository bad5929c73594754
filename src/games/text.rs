//! Text helpers every game's rendering shares: word wrapping to the reports' 72 columns, and
//! serde through a type's `Display` / `FromStr` text, and the problems of a position file;
//! and one a reader of notation shares: a typo of two letters swapped ([`swapped`]).

use std::fmt;

/// Serialize a type as its `Display` text and deserialize it through `FromStr`.
macro_rules! string_serde {
    ($t:ty) => {
        impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <String as serde::Deserialize>::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}
pub(crate) use string_serde;

/// The widest line a report may hold.
pub const WIDTH: usize = 72;

/// Append `text` word-wrapped to [`WIDTH`]: the first line starts with `first`, the rest with
/// `rest` (usually spaces of the same width).
pub fn wrap(out: &mut String, first: &str, rest: &str, text: &str) {
    wrap_at(out, (first, rest), text, WIDTH);
}

/// [`wrap`] to `max` columns: for a line a mail may indent (a status under a notice).
pub fn wrap_at(out: &mut String, (first, rest): (&str, &str), text: &str, max: usize) {
    let mut line = first.to_string();
    let mut width = first.chars().count();
    let mut empty = true;
    for word in text.split_whitespace() {
        let w = word.chars().count();
        if !empty && width + 1 + w > max {
            out.push_str(line.trim_end());
            out.push('\n');
            line = rest.to_string();
            width = rest.chars().count();
            empty = true;
        }
        if !empty {
            line.push(' ');
            width += 1;
        }
        line.push_str(word);
        width += w;
        empty = false;
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

/// One thing wrong with a position file (any game's): the field, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupProblem {
    pub field: String,
    pub message: String,
}

/// Everything wrong with a position file, all at once, printed `field: problem; ...`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SetupErrors(pub Vec<SetupProblem>);

impl SetupErrors {
    /// Note one more problem.
    pub fn add(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.0.push(SetupProblem {
            field: field.into(),
            message: message.into(),
        });
    }
}

impl fmt::Display for SetupErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{}: {}", p.field, p.message)?;
        }
        Ok(())
    }
}

/// The rows of a phone's keyboard (QWERTY, as Polish phones have it too): a letter slips onto
/// its neighbour in a row.
const KEY_ROWS: [&str; 3] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/// Whether `a` is `b` with one letter, not the first, slipped onto the key next to it on a
/// phone's keyboard (`lewp` for `lewo`, `lefy` for `left`): the one other typo a word of four
/// letters is read through, as a slip to the next key is no other word's spelling.
pub fn next_key(a: &str, b: &str) -> bool {
    let neighbours = |x: char, y: char| {
        KEY_ROWS.iter().any(|row| {
            let (i, j) = (row.find(x), row.find(y));
            matches!((i, j), (Some(i), Some(j)) if i.abs_diff(j) == 1)
        })
    };
    // The keys are ASCII: a slip keeps the length in bytes. No allocation: this runs on
    // every word against every notation word.
    if a.len() != b.len() {
        return false;
    }
    let mut differ = a
        .chars()
        .zip(b.chars())
        .enumerate()
        .filter(|(_, (x, y))| x != y);
    matches!(
        (differ.next(), differ.next()),
        (Some((i, (x, y))), None) if i > 0 && neighbours(x, y)
    )
}

/// Whether `a` is `b` with two letters next to each other swapped (`trun` for `turn`): the
/// one typo a word of four letters is read through (any other edit of four letters could be
/// another short word).
pub fn swapped(a: &str, b: &str) -> bool {
    // A swap keeps the length in bytes; no allocation (this runs on every word against a
    // whole vocabulary).
    if a.len() != b.len() {
        return false;
    }
    let (mut x, mut y) = (a.chars(), b.chars());
    loop {
        match (x.next(), y.next()) {
            (Some(p), Some(q)) if p == q => continue,
            // The first difference: the next pair is the same two letters the other way
            // round, and the rest is equal.
            (Some(p), Some(q)) => return x.next() == Some(q) && y.next() == Some(p) && x.eq(y),
            _ => return false,
        }
    }
}

/// Whether `a` is `b` shortened as people shorten a word in a hurry: its vowels left out
/// ([`skeleton`]) or its last letter cut off ([`clipped`]).
pub fn shortened(a: &str, b: &str) -> bool {
    skeleton(a, b) || clipped(a, b)
}

/// Whether `a` is `b` with its vowels left out (`lft` for `left`, `rgt` for `right`, `frwd`
/// for `forward`): three lower-case letters or more, no vowel, the first as written, every
/// one of them in `b` in order; `b` has four letters or more.
pub fn skeleton(a: &str, b: &str) -> bool {
    let mut rest = b.chars();
    // The cheapest test first: this runs on every word against every notation word.
    a.as_bytes().first() == b.as_bytes().first()
        && hurried(a, b)
        && !a.chars().any(|c| "aeiouy".contains(c))
        && a.chars().all(|c| rest.any(|d| d == c))
}

/// Whether `a` is `b` with its last letter cut off (`lef` for `left`, `righ`): three
/// lower-case letters or more; `b` has four letters or more.
pub fn clipped(a: &str, b: &str) -> bool {
    b.starts_with(a) && b[a.len()..].chars().count() == 1 && hurried(a, b)
}

/// What both shortenings ask: `a` three lower-case letters or more, `b` four or more.
fn hurried(a: &str, b: &str) -> bool {
    // Where `a` is ASCII lower case, as asked, its bytes are its letters.
    a.len() >= 3 && a.bytes().all(|c| c.is_ascii_lowercase()) && b.chars().nth(3).is_some()
}

#[cfg(test)]
mod typo_tests {
    use super::*;

    #[test]
    fn shortened_in_a_hurry() {
        assert!(shortened("lft", "left") && shortened("rgt", "right"));
        assert!(shortened("rght", "right") && shortened("frwd", "forward"));
        assert!(shortened("lef", "left") && shortened("righ", "right"));
        assert!(shortened("bck", "back") && shortened("nprzd", "naprzod"));
        assert!(!shortened("let", "left"), "a vowel: a word of its own");
        assert!(!shortened("le", "left") && !shortened("ft", "left"));
        assert!(!shortened("rgt", "forward") && !shortened("ri", "right"));
        assert!(!shortened("lfet", "left") && !shortened("lft", "lft"));
    }

    #[test]
    fn a_slip_to_the_next_key_not_on_the_first_letter() {
        assert!(next_key("lewp", "lewo") && next_key("lefy", "left"));
        assert!(!next_key("hack", "back"), "the first letter is as written");
        assert!(!next_key("lift", "left"), "i and e are no neighbours");
        assert!(!next_key("lewo", "lewo") && !next_key("lewpp", "lewo"));
    }
}

//! What a token, a list item and a sentence look like: the shapes the command reader uses to
//! tell instructions (`f3`, `2YS`, `yN`, `u-turn`, `small green north`) from prose ("Pass me
//! the details later"), and near misses of command words (`PROGAM`). Which words are notation
//! comes from the games ([`crate::games::words`]); nothing here names a game.

use crate::games::Words;

mod columns;
mod labels;
pub(super) use columns::{code_like, without_columns};
pub(super) use labels::{register_label, without_labels};

/// `line` without a heading of a list's order word and a full stop when sentences of
/// instructions follow it (`Program. F. F. Left. Right, forward three.`): no sentence of its
/// own.
pub(super) fn without_heading(line: &str) -> &str {
    let t = line.trim_start();
    let end = t.find(|c: char| !c.is_alphabetic()).unwrap_or(t.len());
    let (word, rest) = t.split_at(end);
    let Some(rest) = rest.strip_prefix('.').map(str::trim_start) else {
        return line;
    };
    let sentences = rest.trim_end_matches(['.', '!', ' ']).contains(['.', '!']);
    if !word.is_empty() && crate::games::words().takes_list(word) && sentences {
        rest
    } else {
        line
    }
}

/// `line` with faces (`:)`, `:D`, `;-)`, `<3`, `^^`) and pictures (emoji: `🙈`, `👍`) written as
/// spaces, each as long as what it stood for: a face is no colon that labels what follows
/// (`naprzód dwa :D`), no word and no end of a sentence. Arrows, which games read, stay.
pub(super) fn without_faces(line: &str) -> std::borrow::Cow<'_, str> {
    let picture = |c: char| {
        let c = c as u32;
        c >= 0x1F000 || (0x2600..0x2794).contains(&c) || c == 0xFE0F || c == 0x200D
    };
    let face = |w: &str| {
        let mut cs = w.chars();
        let eyes = cs.next().is_some_and(|c| ":;=".contains(c));
        let rest: String = cs.collect();
        let mouth = rest.trim_start_matches(['-', '\'', 'o']);
        (eyes && !mouth.is_empty() && mouth.chars().all(|c| ")(DPpO/|][3*".contains(c)))
            || ["<3", "^^", "^_^", "xD", "XD", ":-)"].contains(&w)
    };
    if !line.chars().any(picture) && !line.split_whitespace().any(face) {
        return line.into();
    }
    let mut out = String::with_capacity(line.len());
    let mut word_start = None;
    let flush = |out: &mut String, w: &str| {
        if face(w) {
            out.extend(std::iter::repeat_n(' ', w.len()));
        } else {
            out.push_str(w);
        }
    };
    for (i, c) in line.char_indices() {
        if picture(c) && amid_codes(line, i) {
            // A picture in a list of instructions (`f2 l 🔄 r f`) stands for one of them:
            // kept, so that the game reads it or quotes it back, and no register shifts.
            if word_start.is_none() {
                word_start = Some(i);
            }
        } else if c.is_whitespace() || picture(c) {
            if let Some(s) = word_start.take() {
                flush(&mut out, &line[s..i]);
            }
            if picture(c) {
                out.extend(std::iter::repeat_n(' ', c.len_utf8()));
            } else {
                out.push(c);
            }
        } else if word_start.is_none() {
            word_start = Some(i);
        }
    }
    if let Some(s) = word_start {
        flush(&mut out, &line[s..]);
    }
    out.into()
}

/// Whether the picture at byte `at` of `line` stands between two short codes of
/// instructions, each a word apart from it (`l 🔄 r`): one of the list's items.
fn amid_codes(line: &str, at: usize) -> bool {
    let code = |w: Option<&str>| {
        w.map(|w| w.trim_matches(|c: char| c == ',' || c == ';'))
            .is_some_and(|w| {
                (1..=3).contains(&w.chars().count())
                    && w.chars().all(|c| c.is_ascii_alphanumeric())
                    && w.chars().any(|c| c.is_ascii_alphabetic())
            })
    };
    let before = line[..at].split_whitespace().next_back();
    let after_at = line[at..]
        .find(char::is_whitespace)
        .map_or(line.len(), |e| at + e);
    let after = line[after_at..].split_whitespace().next();
    !line[..at].ends_with(|c: char| !c.is_whitespace())
        && line[after_at..].starts_with(char::is_whitespace)
        && code(before)
        && code(after)
}

/// `1. `, `2) `, `- `, `* `, `+ `, `• `, roman numbering (`(ii) `, `iv) `), letters in brackets
/// (`(b) `) and paragraphs (`Para 1. `) at the start of a line.
pub(super) fn strip_list_marker(line: &str) -> &str {
    if let Some(rest) = line.strip_prefix(['-', '*', '+', '•'])
        && rest.starts_with(char::is_whitespace)
    {
        return rest.trim_start();
    }
    if let Some(rest) = roman_marker(line).or_else(|| paragraph_marker(line)) {
        return rest;
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    if (1..=3).contains(&digits) {
        let rest = &line[digits..];
        if let Some(r) = rest.strip_prefix(['.', ')'])
            && r.starts_with(char::is_whitespace)
        {
            return r.trim_start();
        }
    }
    line
}

/// What follows a roman numeral of a list (`(iii) `, `iv) `, `(v) `: one to five, in brackets
/// or before one) at the start of `line`.
/// Letters too, in brackets (`(a) `, `(e) `).
fn roman_marker(line: &str) -> Option<&str> {
    let open = line.strip_prefix('(');
    // (`iv. `, `IV. `: a full stop after it, not in brackets.)
    let (numeral, rest) = match open {
        Some(open) => open.split_once(')')?,
        None => line.split_once([')', '.'])?,
    };
    let roman = ["i", "ii", "iii", "iv", "v"];
    let numeral = numeral.to_lowercase();
    let lettered = open.is_some() && ["a", "b", "c", "d", "e"].contains(&numeral.as_str());
    ((roman.contains(&numeral.as_str()) || lettered) && rest.starts_with(char::is_whitespace))
        .then(|| rest.trim_start())
}

/// What follows a paragraph's number as a word and a figure (`Para 1. `, `Paragraph 2) `,
/// `pkt 3) `: the phrasebooks' `[words] paragraph`) at the start of `line`.
fn paragraph_marker(line: &str) -> Option<&str> {
    let (word, rest) = line.split_once(char::is_whitespace)?;
    let word = crate::phrases::norm(word.trim_end_matches('.'));
    if !crate::phrases::Phrases::builtin().is_word("paragraph", &word) {
        return None;
    }
    let rest = rest.trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    // (`Pkt 2: ...` is a label, read as one: `mail/shapes/labels.rs`.)
    let after = rest.get(digits..)?.strip_prefix(['.', ')'])?;
    ((1..=2).contains(&digits) && after.starts_with(char::is_whitespace))
        .then(|| after.trim_start())
}

/// The numbering written inline (`PROGRAM 1. 2RN 2. 3GU 3. 1YE`, `I. F II. F2 III. R`): a
/// number alone before a full stop, in figures or roman numerals, where the numbers so written
/// count 1, 2, ... in order (two at least): where each number starts, and its full stop. One
/// pass over the line.
pub(super) fn inline_numbering(line: &str) -> Vec<(usize, usize)> {
    let mut dots = Vec::new();
    let mut next = 1u32;
    let mut word_start = 0;
    for (i, c) in line.char_indices() {
        if c.is_whitespace() {
            word_start = i + c.len_utf8();
            continue;
        }
        if c != '.' {
            continue;
        }
        let word = &line[word_start..i];
        let spaced = line[i + 1..].starts_with(char::is_whitespace);
        if spaced && numeral(word) == Some(next) {
            dots.push((word_start, i));
            next += 1;
        }
    }
    if dots.len() < 2 {
        dots.clear();
    }
    dots
}

/// A list's number: one or two figures, or a roman numeral from one to five (`iv`, `IV`).
fn numeral(word: &str) -> Option<u32> {
    if (1..=2).contains(&word.len()) && word.bytes().all(|b| b.is_ascii_digit()) {
        return word.parse().ok();
    }
    let roman = ["i", "ii", "iii", "iv", "v"];
    (roman.iter().position(|r| word.eq_ignore_ascii_case(r))).map(|k| k as u32 + 1)
}

/// `line` without numbering written inline (`1. F3 2. L 3. F2`: see [`inline_numbering`]),
/// when it starts the line: the numbers are no instructions, and their full stops end no
/// sentence.
pub(super) fn without_numbering(line: &str) -> std::borrow::Cow<'_, str> {
    let dots = inline_numbering(line);
    // The numbering starts the line, or follows words ending in a colon (`Please find below:
    // 1. Forward 2 2. Left ...`).
    let first = |start: usize| {
        let head = line[..start].trim();
        head.is_empty() || head.ends_with(':')
    };
    if dots.first().is_none_or(|&(start, _)| !first(start)) {
        return line.into();
    }
    let mut out = String::with_capacity(line.len());
    let mut from = 0;
    for (number, d) in dots {
        out.push_str(&line[from..number]);
        from = d + 1;
    }
    out.push_str(&line[from..]);
    out.split_whitespace().collect::<Vec<_>>().join(" ").into()
}

/// A list item without the remark in brackets after it (`F3 (to get off the start)`,
/// `Turn left (toward the flag)`): the reason a player gives for an instruction is no
/// instruction; in square brackets too (`F2 [to the belt]`). A line that is all brackets
/// (`(3) F2` numbering aside) is kept whole.
pub(super) fn without_trailing_remark(item: &str) -> &str {
    let t = item.trim_end();
    let (open, close) = match t.chars().last() {
        Some(')') => ('(', ')'),
        Some(']') => ('[', ']'),
        _ => return item,
    };
    let mut depth = 0usize;
    for (i, c) in t.char_indices().rev() {
        match c {
            c if c == close => depth += 1,
            c if c == open => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    let head = t[..i].trim_end();
                    return if head.is_empty() { item } else { head };
                }
            }
            _ => {}
        }
    }
    item
}

/// The tokens of a text: split at white space, `,` and `;`.
pub(super) fn tokens(text: &str) -> impl Iterator<Item = &str> + Clone {
    text.split(|c: char| c.is_whitespace() || ",;".contains(c))
        .filter(|t| !t.is_empty())
}

/// A token as the instructions of some game write it: a notation word of a game (`north`,
/// `u-turn`, `down`) or a short code (at most 4 characters of letters, digits and `+*-.)`, and
/// at most 2 long, or with a digit, or with no lower-case letter: `f3`, `2YS`, `yN`, `u`, `FL`,
/// `F3+R`, `10`). `Bob`, `again`, `10:30` are not.
pub(super) fn is_instruction_token(t: &str, words: &Words) -> bool {
    // (Codes written together, as written: `FFRLU`; a word and its number: `forward3`.)
    if words.is_notation(t)
        || words.is_notation(t.trim_end_matches(['.', '!']))
        || words.is_glued(t)
        || words.is_numbered(t)
    {
        return true;
    }
    let chars = t.chars().count();
    // A letter of another alphabet in capitals, or beside a figure (`2Ż`, `1ż`: Polish
    // colour initials).
    let digit = t.chars().any(|c| c.is_ascii_digit());
    chars <= 4
        && t.chars().all(|c| {
            c.is_ascii_alphanumeric()
                || "+*-.)".contains(c)
                || (c.is_alphabetic() && (c.is_uppercase() || digit))
        })
        && (chars <= 2
            || t.chars().any(|c| c.is_ascii_digit())
            || t.chars().all(|c| !c.is_ascii_lowercase()))
}

/// Whether every token of `text` (at least one) is an instruction token.
pub(super) fn is_instruction_line(text: &str, words: &Words) -> bool {
    let mut t = tokens(text).peekable();
    t.peek().is_some() && t.all(|t| is_instruction_token(t, words))
}

/// Whether a line of instruction tokens carries one that only instructions write: a notation
/// word, a digit, a single character or a code with a capital after its first character (`f3`,
/// `u`, `yN`, `FL`). Two-letter words alone (`ok`, `Hi`, `am in`) do not.
pub(in crate::mail) fn has_instruction_sign(text: &str, words: &Words) -> bool {
    tokens(text).any(|t| {
        words.is_notation(t)
            || t.chars().any(|c| c.is_ascii_digit())
            || t.chars().count() == 1
            || t.chars().skip(1).any(|c| c.is_ascii_uppercase())
            || !t.chars().all(|c| c.is_alphabetic())
    })
}

/// Whether the words after a command word read as a sentence rather than orders: at least half
/// of the tokens (and at least one) are plain words of 3 letters or more, lower-case after their
/// first letter, that no game's notation knows ("Goals are overrated anyway", "Pass me the
/// details later", "Try again later"). `r f l l u`, `y down, y left`, `1y 3r 2g 1b`, `f2 jump
/// l` are not.
pub(super) fn reads_as_prose(rest: &str, words: &Words) -> bool {
    // (A picture among her words, `🔌`, is neither prose nor an instruction.)
    let all: Vec<&str> = tokens(rest)
        .filter(|t| t.chars().any(char::is_alphanumeric))
        .collect();
    let prose = all
        .iter()
        .map(|t| t.trim_end_matches(['.', '!', '?', ':']))
        .filter(|t| {
            t.chars().count() >= 3
                && t.chars()
                    .all(|c| c.is_alphabetic() || c == '\'' || c == '’')
                && t.chars().skip(1).all(|c| !c.is_uppercase())
                && !words.is_notation(t)
        })
        .count();
    prose >= 1 && prose * 2 >= all.len()
}

/// `text` without what stands between `open` and `close` (nested too): `Re: [robomod g1 k]
/// Round 2` without `[...]`, orders without `(6 moves)`.
pub(super) fn without_groups(text: &str, open: char, close: char) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            c if c == open => depth += 1,
            c if c == close && depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Spaces collapsed: `"1GN   3BU"` -> `"1GN 3BU"`.
pub(super) fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `word` is close to, but not, one of `command_words` (upper-case): a near miss
/// (`PROGAM`, `Stauts`) the reply can correct.
pub(super) fn is_near_miss<'a>(word: &str, command_words: impl Iterator<Item = &'a str>) -> bool {
    near_miss(word, command_words).is_some()
}

/// The command word `word` is a near miss of (see [`is_near_miss`]): `PROGAM` -> `PROGRAM`.
pub(super) fn near_miss<'a>(
    word: &str,
    mut command_words: impl Iterator<Item = &'a str>,
) -> Option<&'a str> {
    // Command words have 4 to 9 letters; a near miss is at most 2 longer or shorter.
    if !(4..=10).contains(&word.len()) || !word.bytes().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let mut upper = [0u8; 10];
    for (u, c) in upper.iter_mut().zip(word.bytes()) {
        *u = c.to_ascii_uppercase();
    }
    let upper = &upper[..word.len()];
    command_words.find(|w| {
        let limit = if w.len() <= 5 { 1 } else { 2 };
        if upper.len().abs_diff(w.len()) > limit {
            return false;
        }
        let d = osa_distance(upper, w.as_bytes());
        d > 0 && d <= limit
    })
}

/// Whether `word` (normalised, 3 to 10 letters) is one edit from a notation word of five
/// letters or more (`foward`, `rigth`, `naprzud`), one of four with two letters swapped
/// (`trun`), or a notation word shortened in a hurry ([`hurried_notation`]): a game may read
/// it as that word, so it may be instructions.
pub(super) fn near_notation(word: &str, words: &Words) -> bool {
    // The reader asks of each word many times: remembered a thread, by the words asked of.
    thread_local! {
        static KNOWN: std::cell::RefCell<rustc_hash::FxHashMap<(usize, String), bool>> =
            Default::default();
    }
    let key = (std::ptr::from_ref(words) as usize, word.to_string());
    if let Some(near) = KNOWN.with_borrow(|known| known.get(&key).copied()) {
        return near;
    }
    let near = near_notation_now(word, words);
    KNOWN.with_borrow_mut(|known| {
        // (A bound, as a mail may hold any number of words.)
        if known.len() >= 4096 {
            known.clear();
        }
        known.insert(key, near);
    });
    near
}

/// [`near_notation`], worked out.
fn near_notation_now(word: &str, words: &Words) -> bool {
    // Four letters: only two of them swapped (`trun`, `lfet`; one of five left out is many
    // a word: `time`).
    (3..=10).contains(&word.len())
        && word.bytes().all(|c| c.is_ascii_lowercase())
        && (hurried_notation(word, words)
            || words.notation.iter().any(|n| {
                n.is_ascii()
                    && match word.len() {
                        3 => false,
                        4 => n.len() == 4 && crate::games::text::swapped(word, n),
                        _ => {
                            // One edit of words of five letters leaves the first or
                            // the last letter as it was: a cheap test before the
                            // distance, as this runs on every word.
                            n.len() >= 5
                                && n.len().abs_diff(word.len()) <= 1
                                && (n.as_bytes()[0] == word.as_bytes()[0]
                                    || n.as_bytes().last() == word.as_bytes().last())
                                && osa_distance(word.as_bytes(), n.as_bytes()) == 1
                        }
                    }
            }))
}

/// Whether `word` (normalised) is a notation word shortened in a hurry: its vowels left out
/// (`lft`, `rgt`, `frwd`), or a word of six letters or more cut by one (`forwar`); a short word
/// cut short is many a word (`the` for `then`, `time` for `times`). Such a word is as sure a
/// sign of instructions as the word itself.
pub(super) fn hurried_notation(word: &str, words: &Words) -> bool {
    words.notation.iter().any(|n| {
        n.is_ascii()
            && (crate::games::text::skeleton(word, n)
                || (n.len() >= 6 && crate::games::text::clipped(word, n)))
    })
}

/// Optimal string alignment distance (Levenshtein plus adjacent transpositions), for words of
/// at most 11 bytes (longer input is cut).
fn osa_distance(a: &[u8], b: &[u8]) -> usize {
    let (a, b) = (&a[..a.len().min(11)], &b[..b.len().min(11)]);
    let (n, m) = (a.len(), b.len());
    let mut d = [[0usize; 12]; 12];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[n][m]
}

#[cfg(test)]
mod tests {
    #[test]
    fn faces_and_pictures_are_spaces_as_long_and_arrows_stay() {
        let line = "naprzód dwa :D ok ;-) <3 🙈 R← ➡ F2:L";
        let plain = super::without_faces(line);
        assert_eq!(plain.len(), line.len());
        assert_eq!(
            plain.split_whitespace().collect::<Vec<_>>(),
            ["naprzód", "dwa", "ok", "R←", "➡", "F2:L"]
        );
        assert!(matches!(
            super::without_faces("F2 L F"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    use super::*;

    #[test]
    fn inline_numbering_counts_in_order() {
        assert_eq!(inline_numbering("PROGRAM 1. 2RN 2. 3GU").len(), 2);
        assert!(inline_numbering("I have 2. Then 3.").is_empty());
        assert_eq!(
            without_numbering("1. F3 2. L 3. F2 4. R 5. F"),
            "F3 L F2 R F"
        );
        assert_eq!(
            without_numbering("1. forward two 2. left 3. u-turn"),
            "forward two left u-turn"
        );
        // Numbering that does not start the line is the game's to read.
        assert_eq!(
            without_numbering("PROGRAM 1. 2RN 2. 3GU"),
            "PROGRAM 1. 2RN 2. 3GU"
        );
    }

    #[test]
    fn instruction_lines_and_prose() {
        let w = crate::games::words();
        for line in [
            "r f l l u",
            "right, f3, left, f3, f",
            "2YS",
            "1GN 3BU 2RE",
            "yN rE",
            "y down, y left",
            "small green north",
            "F3+R FL *F3",
            "u-turn",
        ] {
            assert!(is_instruction_line(line, w), "{line}");
            assert!(has_instruction_sign(line, w), "{line}");
            assert!(!reads_as_prose(line, w), "{line}");
        }
        for line in ["Thanks, good game", "Hi Bob", "see you at 10:30", "Cheers"] {
            assert!(!is_instruction_line(line, w), "{line}");
        }
        for line in ["ok", "Hi", "am in"] {
            assert!(!has_instruction_sign(line, w), "{line}");
        }
        for rest in [
            "are overrated anyway",
            "me the details later",
            "again later",
            "to the people",
            "on target",
        ] {
            assert!(reads_as_prose(rest, w), "{rest}");
        }
        assert!(!reads_as_prose("f2 jump l", w));
        assert!(!reads_as_prose("3 1 4 2", w));
    }

    #[test]
    fn roman_numbering_is_a_marker() {
        assert_eq!(strip_list_marker("(ii) Turn right"), "Turn right");
        assert_eq!(strip_list_marker("iv) F2"), "F2");
        assert_eq!(strip_list_marker("(vi) F2"), "(vi) F2");
        assert_eq!(strip_list_marker("(i)F2"), "(i)F2");
        assert_eq!(strip_list_marker("I) think so"), "think so");
    }

    #[test]
    fn list_markers() {
        assert_eq!(strip_list_marker("1. 2YS"), "2YS");
        assert_eq!(strip_list_marker("12) F"), "F");
        assert_eq!(strip_list_marker("- r"), "r");
        assert_eq!(strip_list_marker("* L"), "L");
        assert_eq!(strip_list_marker("1.F"), "1.F");
        assert_eq!(strip_list_marker("-5"), "-5");
    }
}

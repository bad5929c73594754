//! A text as the phrasings see it: its words normalised (lower case, without diacritics, `’`
//! as `'`), each with its place in the text as written and whether a break stands before it;
//! and a game number as people write it.

/// One word of a normalised text and where it stands in the text as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// Lower case, without diacritics, `’` as `'`.
    pub norm: String,
    /// Byte range in the text as written.
    pub start: usize,
    pub end: usize,
    /// Whether a `:`, `(`, `)` or a sentence mark stands between this word and the one before.
    pub after_break: bool,
    /// Whether a break, a comma or a dash stands between this word and the one before: a gap
    /// of a phrasing (`clear * program`) never spans one.
    pub after_mark: bool,
}

/// `word` as phrasings compare it: lower case, without diacritics (`Wyłączam` is `wylaczam`).
pub fn norm(word: &str) -> String {
    // Letters lose their diacritics; a symbol a game's notation may use (`R←`) stays itself,
    // where deunicode would spell it out in ASCII.
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        if c.is_ascii() || c.is_alphanumeric() {
            out.push_str(&deunicode::deunicode_char(c).unwrap_or("").to_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Characters that part words (besides white space; `=` too: `5th=U`); `'`, `-`, `+` and `.`
/// inside a word stay.
fn parts(c: char) -> bool {
    c.is_whitespace() || ",;:!?()[]{}\"“”„«»…/<>–—=".contains(c)
}

/// Characters after which the next word stands apart from the one before.
fn breaks(c: char) -> bool {
    ":!?();[]".contains(c)
}

/// The words of `text`, normalised (see the module doc); a word's full stop at its end is no
/// part of it, and counts as a break before the next.
pub fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut start = None;
    let mut broken = false;
    let mut marked = false;
    let mut push = |s: usize, e: usize, broken: &mut bool, marked: &mut bool| {
        let word = &text[s..e];
        let bare = word.trim_end_matches('.');
        let bare = bare.trim_matches(['\'', '’', '-', '*']);
        if !bare.is_empty() {
            let off = s + word.find(bare).unwrap_or(0);
            out.push(Token {
                norm: norm(bare).replace('’', "'"),
                start: off,
                end: off + bare.len(),
                after_break: *broken,
                after_mark: *broken || *marked,
            });
            *broken = word.ends_with('.') && word.len() > 1;
            *marked = false;
        } else if word.contains('.') {
            *broken = true;
        }
    };
    for (i, c) in text.char_indices() {
        if parts(c) {
            if let Some(s) = start.take() {
                push(s, i, &mut broken, &mut marked);
            }
            if breaks(c) {
                broken = true;
            }
            marked |= ",–—".contains(c);
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        push(s, text.len(), &mut broken, &mut marked);
    }
    out
}

/// A game number as people write it: `12`, `#12`, `g12`.
pub fn game_number(word: &str) -> Option<i64> {
    let w = word.trim_start_matches('#');
    let w = w.strip_prefix('g').unwrap_or(w);
    (!w.is_empty() && w.len() <= 12 && w.bytes().all(|b| b.is_ascii_digit()))
        .then(|| w.parse().ok())
        .flatten()
}

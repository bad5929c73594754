//! The lexer of a program: what each run of characters in a player's words can mean (a size,
//! a colour, a facing, a verb), with the words and letters it knows and the filler it skips.

use super::{as_colour, as_facing, as_size};
use crate::games::rambots::board::Size;
use std::ops::Range;

/// A lexeme: what one run of characters can mean, before its place decides which.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Tok {
    /// `1`, `2` or `3`.
    Digit(Size),
    /// A letter or a whole word, upper-cased: `"G"`, `"GREEN"`, `"^"`.
    Word(&'static str),
    /// Nothing the notation knows.
    Unknown,
}

#[derive(Clone, Debug)]
pub(super) struct Lexeme {
    pub(super) tok: Tok,
    pub(super) span: Range<usize>,
}

/// Every letter and word the notation knows, longest first so `REVERSE` beats `REV` and `R`:
/// English, and Polish as the Polish rules name sizes, colours and directions (in each gender,
/// with and without diacritics: `żółty`, `zolta`; `pionowo`, `góra`, `wstecz` for upright).
pub(crate) const WORDS: &[&str] = &[
    // The genitive, as a piece is replaced: `zamiast dużej żółtej`, `zamiast dużego
    // żółtego` (before the nominative, whose words they begin).
    "NIEBIESKIEGO",
    "NIEBIESKIEJ",
    "CZERWONEGO",
    "CZERWONEJ",
    "ZIELONEGO",
    "ZIELONEJ",
    "ŚREDNIEGO",
    "SREDNIEGO",
    "ŚREDNIEJ",
    "SREDNIEJ",
    "ŻÓŁTEGO",
    "ZOLTEGO",
    "ŻÓŁTEJ",
    "ZOLTEJ",
    "DUŻEGO",
    "DUZEGO",
    "MAŁEGO",
    "MALEGO",
    "DUŻEJ",
    "DUZEJ",
    "MAŁEJ",
    "MALEJ",
    // The accusative, as a piece is put: `kładę dużą zieloną na wschód`.
    "NIEBIESKĄ",
    "CZERWONĄ",
    "ZIELONĄ",
    "ŚREDNIĄ",
    "ŻÓŁTĄ",
    "MAŁĄ",
    "DUŻĄ",
    // Sizes as Polish numeral nouns (`żółta jedynka`, `czerwona trójka`), in any case.
    "JEDYNKA",
    "JEDYNKĘ",
    "JEDYNKE",
    "JEDYNKI",
    "DWÓJKA",
    "DWÓJKĘ",
    "DWÓJKI",
    "DWOJKA",
    "DWOJKE",
    "DWOJKI",
    "TRÓJKA",
    "TRÓJKĘ",
    "TRÓJKI",
    "TROJKA",
    "TROJKE",
    "TROJKI",
    // How a piece is laid, said in a participle between it and its facing (`skierowana na
    // wschód`, `ustawiona pionowo`, `lying east`): passed over. (Not `turned`: the mail reader
    // takes these as signs of instructions, and a race's prose turns.)
    "SKIEROWANA",
    "SKIEROWANY",
    "SKIEROWANE",
    "SKIEROWANĄ",
    "USTAWIONA",
    "USTAWIONY",
    "USTAWIONE",
    "USTAWIONĄ",
    "POŁOŻONA",
    "POLOZONA",
    "POŁOŻONY",
    "POLOZONY",
    "ZWRÓCONA",
    "ZWROCONA",
    "ZWRÓCONY",
    "ZWROCONY",
    "LEŻĄCA",
    "LEZACA",
    "LEŻĄCY",
    "LEZACY",
    "POINTED",
    "LYING",
    "MIDDLE",
    // Reverse gear in words: `bieg wsteczny`, `na biegu wstecznym`, `reverse gear`, `in
    // reverse`.
    "WSTECZNYM",
    "WSTECZNY",
    "WSTECZNIE",
    "BIEG",
    "GEAR",
    "NIEBIESKIE",
    "NIEBIESKI",
    "NIEBIESKA",
    "CZERWONY",
    "CZERWONA",
    "CZERWONE",
    "POŁUDNIE",
    "POLUDNIE",
    "UPRIGHT",
    "REVERSE",
    "ŚREDNIA",
    "ŚREDNIE",
    "SREDNIA",
    "SREDNIE",
    "ZIELONY",
    "ZIELONA",
    "ZIELONE",
    "PIONOWO",
    "PIONIE",
    "MEDIUM",
    "YELLOW",
    "ŚREDNI",
    "SREDNI",
    "PÓŁNOC",
    "POLNOC",
    "WSCHÓD",
    "WSCHOD",
    "ZACHÓD",
    "ZACHOD",
    "WSTECZ",
    "SMALL",
    "LARGE",
    "GREEN",
    "NORTH",
    "SOUTH",
    "ŻÓŁTY",
    "ŻÓŁTA",
    "ŻÓŁTE",
    "ZOLTY",
    "ZOLTA",
    "ZOLTE",
    "BLUE",
    "EAST",
    "WEST",
    "MAŁY",
    "MAŁA",
    "MAŁE",
    "MALY",
    "MALA",
    "MALE",
    "DUŻY",
    "DUŻA",
    "DUŻE",
    "DUZY",
    "DUZA",
    "DUZE",
    "GÓRA",
    "GORA",
    "GÓRY",
    "GORY",
    // Where a goal stands in the stack and how a piece lies, as people say it: listed so that
    // the mail reader sees them as notation, passed over by the lexer (`meaningless`).
    "BOTTOM",
    "FIRST",
    "GÓRZE",
    "GORZE",
    "GÓRY",
    "GORY",
    "DOŁU",
    "DOLU",
    "DOLE",
    "SPODZIE",
    "SPÓD",
    "SPOD",
    "DNIE",
    "BASE",
    "LAST",
    "NIĄ",
    "NIA",
    "POD",
    "TOP",
    "FACING",
    "POINTING",
    "STANDING",
    // How a piece stands or lies, said in a verb: `średnia zielona stoi pionowo`.
    "POINTS",
    "FACES",
    "HEADING",
    "STOI",
    "LEŻY",
    "LEZY",
    // How a piece lies with its last letter dropped, as it is said (after the words it
    // begins: `pointin east`, `lyin south`, `standin straight up`), and a size said with its
    // noun (`middle sized`, `medium-sized`).
    "POINTIN",
    "LYIN",
    "FACIN",
    "HEADIN",
    "STANDIN",
    "SIZED",
    "STOOD",
    // `top down` after a stack (the usual order), `lyin down`.
    "DOWN",
    // Where a goal stands, in Polish (`na szczycie`, `na wierzchu`).
    "SZCZYCIE",
    "WIERZCHU",
    "STRAIGHT",
    // Sizes as people say them, and `na górę` (upright).
    "LITTLE",
    "TINY",
    // Scots: `wee blue`.
    "WEE",
    "HUGE",
    "MID",
    "GÓRĘ",
    "GORE",
    "SECOND",
    "THIRD",
    "FOURTH",
    "FIFTH",
    "SAMEJ",
    "SAMYM",
    // Upright in Polish as players write it, and directions abbreviated (`pn.`, `zach.`).
    "STOJĄCO",
    "STOJACO",
    "STOJĄCA",
    "STOJACA",
    "STOJĄCY",
    "STOJACY",
    "STOJĄCE",
    "STOJACE",
    "ZACH",
    "WSCH",
    "PŁN",
    "PLN",
    "PŁD",
    "PLD",
    "BIG",
    // Sizes shortened in a hurry: `lrg yellow`, `lil blue` (`lg` is codes: `LGN`).
    "LRG",
    "LIL",
    // Sizes spelled as numbers (`jeden zielony`, `two green north`: `one` is an article).
    "JEDEN",
    "THREE",
    "TWO",
    "DWA",
    "TRZY",
    // Punctuation dictated as words (`two green north comma three yellow up`).
    "PRZECINEK",
    "KROPKA",
    "COMMA",
    // Sizes shortened (`med green north`, `sm blue`; not `LG`, which is `LGN`'s large
    // green), reverse gear as `do tyłu`.
    "MED",
    "TYŁU",
    "TYLU",
    "SM",
    "PN",
    "PD",
    "RED",
    "REV",
    "UP",
    "S",
    "M",
    "L",
    "R",
    "Y",
    "B",
    "G",
    "N",
    "E",
    "W",
    "U",
    "^",
    // The Polish colours by their initials, as in `1Ż 3C 2Z 1N` (Żółta, Czerwona, Zielona;
    // Niebieska's N is north, and blue only in a goal stack: `as_goal_colour`).
    "Ż",
    "C",
    "Z",
];

/// Colours shortened with no full stop (`1 czerw, 3 nieb, 2 ziel, 1 zolt`), read only as a
/// whole word: the game's `shortened` words, which the mail reader takes as notation words
/// and still as abbreviations before a full stop (`2 ziel. pn.`), unlike [`WORDS`]'.
pub(crate) const SHORTENED: &[&str] = &["CZERW", "ŻÓŁT", "ZOLT", "NIEB", "ZIEL"];

/// `text` upper-cased letter by letter (Unicode, `ż` -> `Ż`), each letter keeping its length
/// in bytes (one whose capital is longer stays as written), so that spans found in the result
/// are spans of `text`.
fn upper(text: &str) -> String {
    text.chars()
        .map(|c| {
            let mut u = c.to_uppercase();
            match (u.next(), u.next()) {
                (Some(x), None) if x.len_utf8() == c.len_utf8() => x,
                _ => c,
            }
        })
        .collect()
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || ",;-/_|.:()[]#".contains(c)
}

/// Split `text` into lexemes. A run of digits followed by `.`, `)` or `:` is numbering and is
/// dropped; a run of letters must split entirely into known words and letters, or it is one
/// unknown token.
pub(super) fn lex(text: &str) -> Vec<Lexeme> {
    let upper = upper(text);
    let bytes = upper.as_bytes();
    let counted = upper
        .split(|c: char| !c.is_alphabetic())
        .any(|w| matches!(w, "TWO" | "THREE"));
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = upper[i..].chars().next().unwrap_or(' ');
        if is_separator(c) {
            i += c.len_utf8();
        } else if c.is_ascii_digit() {
            let end = i + upper[i..].bytes().take_while(u8::is_ascii_digit).count();
            let numbering = matches!(bytes.get(end), Some(b'.' | b')' | b':'));
            if !numbering {
                let tok = match &upper[i..end] {
                    d if d.len() == 1 => Size::from_digit(c).map_or(Tok::Unknown, Tok::Digit),
                    _ => Tok::Unknown,
                };
                out.push(Lexeme { tok, span: i..end });
            }
            i = end;
        } else {
            let end = i + upper[i..]
                .char_indices()
                .find(|&(_, c)| is_separator(c) || c.is_ascii_digit())
                .map_or(upper.len() - i, |(k, _)| k);
            if upper[end..].starts_with('.')
                && let Some(w) = abbreviated(&upper[i..end])
            {
                out.push(Lexeme {
                    tok: Tok::Word(w),
                    span: i..end,
                });
            } else if &upper[i..end] == "W" && next_word(&upper[end..]) == "PIONIE" {
                // `w pionie`: upright, no west.
            } else if &upper[i..end] == "ONE" && counted && colour_next(&upper[end..]) {
                // `three green east, one green north`: a size among sizes counted, where `one
                // small red` is an article (and `one red north` alone is quoted, no guess).
                out.push(Lexeme {
                    tok: Tok::Word("JEDEN"),
                    span: i..end,
                });
            } else {
                lex_letters(&upper[i..end], i, &mut out);
            }
            i = end;
        }
    }
    out
}

/// The next word of `rest` (the text upper-cased, after a word).
fn next_word(rest: &str) -> &str {
    rest.trim_start_matches(is_separator)
        .split(|c: char| is_separator(c) || c.is_ascii_digit())
        .next()
        .unwrap_or("")
}

/// Whether the next word of `rest` (the text upper-cased, after a word) is a colour spelled
/// out, no size before it (`ONE GREEN NORTH`).
fn colour_next(rest: &str) -> bool {
    let word = next_word(rest);
    word.chars().count() >= 3
        && WORDS
            .iter()
            .find(|w| **w == word)
            .is_some_and(|w| super::as_colour(Tok::Word(w)).is_some())
}

/// Words people write between instructions that carry none and that the notation does not
/// list (too common to be a sign of instructions): `na północ`, `then`, `and`, `at the
/// bottom`. A listed word with no meaning of a piece (`TOP`, `FIRST`, `FACING`) is passed over
/// the same way ([`meaningless`]).
const IGNORED: &[&str] = &[
    "NA",
    "THEN",
    "FINALLY",
    "LASTLY",
    "AND",
    "POTEM",
    "I",
    "A",
    "NASTĘPNIE",
    "NASTEPNIE",
    "THE",
    // Caribbean English's article: `small blue at di bottom`.
    "DI",
    "OD",
    "AT",
    "ON",
    "TO",
    // Scots `to`: `top tae bottom`; an arrow for it (`top → bottom`); a dash between
    // her words (`from the bottom up — small green on top`).
    "TAE",
    "→",
    "->",
    "—",
    "–",
    // `medium blue in reverse`; an article (`one small red on top`, `a large green`).
    "IN",
    "ONE",
    "BIEG",
    "BIEGU",
    "GEAR",
    "DO",
    "WITH",
    // `from top to bottom` (the usual order: bottom first is [`bottom_up`]'s).
    "FROM",
    // What stands on what, told piece by piece (`na niej`, `on top of that`, `under it`).
    "NIEJ",
    "NIM",
    "NIEGO",
    "NAD",
    "UNDER",
    "BELOW",
    "BENEATH",
    "ABOVE",
    "OVER",
    "OF",
    "IT",
    "THAT",
    // `thats top to bottom`.
    "THATS",
    "VERY",
    "SAMEJ",
    "SAMYM",
    "SAMA",
    "SAM",
    // A reason after an instruction begins with one of [`PURPOSE`].
    "ŻEBY",
    "ZEBY",
    "ABY",
];

/// Words that begin a reason after an instruction (`large red upright to back off`, `duża
/// czerwona pionowo, żeby uciec`): what follows up to the next comma or piece is no
/// instruction when it is words the notation does not know ([`reason_after`]).
const PURPOSE: &[&str] = &["TO", "ŻEBY", "ZEBY", "ABY"];

/// Where the reason after a whole item ends, the item ending at byte `after` and `lx[i]` the
/// lexeme after it: when a [`PURPOSE`] word stands right before it and `lx[i]` is a word the
/// notation does not know (`to back off`, not `to the west`), the index of the first lexeme
/// after the reason: past the next comma, semicolon or line, or at the next lexeme that can
/// begin a piece (a reason never swallows an instruction: `3RU to back off 2GN`).
pub(super) fn reason_after(text: &str, lx: &[Lexeme], after: usize, i: usize) -> Option<usize> {
    let next = lx.get(i)?;
    let gap = upper(&text[after..next.span.start]);
    // The purpose word right before the words (`, żeby uciec`: a comma may come before it).
    let purpose = gap
        .split(is_separator)
        .rfind(|w| !w.is_empty())
        .is_some_and(|w| PURPOSE.contains(&w));
    if !purpose || next.tok != Tok::Unknown {
        return None;
    }
    let stop = text[next.span.end..]
        .find([',', ';', '\n'])
        .map_or(text.len(), |k| next.span.end + k);
    let starts = |l: &Lexeme| matches!(l.tok, Tok::Digit(_)) || as_size(l.tok).is_some();
    Some(
        (i + 1..lx.len())
            .find(|&k| lx[k].span.start > stop || starts(&lx[k]))
            .unwrap_or(lx.len()),
    )
}

/// Whether `run` is one word of the notation's list that names no size, colour or facing:
/// where a goal stands (`TOP`, `LAST`, `GÓRZE`) or how a piece lies (`FACING`).
fn meaningless(run: &str) -> bool {
    WORDS.iter().find(|w| **w == run).is_some_and(|&w| {
        let t = Tok::Word(w);
        as_size(t).is_none() && as_colour(t).is_none() && as_facing(t).is_none()
    })
}

/// Whether a goal stack is written from its bottom up (`bottom to top: 1B 2G 3R 1Y`, `od
/// dołu`): its pieces are then read in reverse, the top goal first.
pub(super) fn bottom_up(text: &str) -> bool {
    let plain = deunicode::deunicode(text).to_uppercase();
    let words: Vec<&str> = plain
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    words.windows(3).any(|w| w == ["BOTTOM", "TO", "TOP"])
        || words
            .windows(2)
            .any(|w| w == ["BOTTOM", "UP"] || w == ["OD", "DOLU"])
        || starts_at_bottom(&words)
}

/// Where the bottom of a stack is named (`at the bottom`, `na spodzie`, `na samym dole`).
const BOTTOM: &[&str] = &[
    "BOTTOM",
    "BASE",
    "SPODZIE",
    "SPOD",
    "DOLE",
    "DNIE",
    "PODSTAWIE",
];

/// Whether the stack is told from its bottom, named before its first piece (`At the bottom
/// small blue, on top of that ...`, `Na spodzie duża zielona, na niej ...`): no word before it
/// is a size, a colour or a figure.
fn starts_at_bottom(words: &[&str]) -> bool {
    let piece = |w: &str| {
        w.starts_with(|c: char| c.is_ascii_digit())
            || WORDS
                .iter()
                .find(|x| deunicode::deunicode(x) == w)
                .is_some_and(|&x| {
                    let t = Tok::Word(x);
                    as_size(t).is_some() || as_colour(t).is_some()
                })
    };
    // The first of the words for an end of the stack says which it starts from: `(top to
    // bottom): a medium red, ...` starts at the top.
    words
        .iter()
        .take_while(|w| !piece(w))
        .find(|w| BOTTOM.contains(w) || TOP.contains(w))
        .is_some_and(|w| BOTTOM.contains(w))
}

/// Words for the top of a stack, before its first piece (`top to bottom`, `od góry`).
const TOP: &[&str] = &["TOP", "GORY", "GORA", "SZCZYTU", "SZCZYT", "WIERZCHU"];

/// The word an abbreviation stands for (`ZIEL.`, `CZERW.`, `POŁ.`: three letters or more,
/// a full stop after it): a listed word of five letters or more it begins, when every such
/// word means the same size, colour or facing.
fn abbreviated(run: &str) -> Option<&'static str> {
    if run.chars().count() < 3 || WORDS.contains(&run) {
        return None;
    }
    let meaning = |w: &str| {
        let t = Tok::Word(WORDS.iter().find(|x| **x == w).copied().unwrap_or(""));
        (as_size(t), as_colour(t), as_facing(t))
    };
    let mut found = WORDS
        .iter()
        .filter(|w| w.chars().count() >= 5 && w.len() > run.len() && w.starts_with(run));
    let first = *found.next()?;
    let m = meaning(first);
    (m != (None, None, None) && found.all(|w| meaning(w) == m)).then_some(first)
}

/// The most letters a run may split into when each is a code alone: a piece's size, colour and
/// facing (`SGN`). A longer run of codes is a word the notation does not know (`czerwny` is
/// not `C Z E R W N Y`), quoted whole.
const MOST_CODES: usize = 3;

/// Lex one run of letters starting at byte `at`: greedy longest words, else one unknown token.
fn lex_letters(run: &str, at: usize, out: &mut Vec<Lexeme>) {
    if IGNORED.contains(&run) || meaningless(run) {
        return;
    }
    if let Some(w) = SHORTENED.iter().find(|w| **w == run) {
        out.push(Lexeme {
            tok: Tok::Word(w),
            span: at..at + run.len(),
        });
        return;
    }
    let mut found = Vec::new();
    let mut k = 0;
    while k < run.len() {
        match WORDS.iter().find(|w| run[k..].starts_with(**w)) {
            Some(w) => {
                found.push(Lexeme {
                    tok: Tok::Word(w),
                    span: at + k..at + k + w.len(),
                });
                k += w.len();
            }
            None => {
                out.push(Lexeme {
                    tok: Tok::Unknown,
                    span: at..at + run.len(),
                });
                return;
            }
        }
    }
    let code = |l: &Lexeme| matches!(l.tok, Tok::Word(w) if w.chars().count() == 1);
    if found.len() > MOST_CODES && found.iter().all(code) {
        out.push(Lexeme {
            tok: Tok::Unknown,
            span: at..at + run.len(),
        });
        return;
    }
    out.extend(found);
}

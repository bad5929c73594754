//! The plain-text notation players type: instructions (`1GN`), programs (`1GN 3BU 2RE` or `PASS`)
//! and goal stacks (`1Y 3R 2G 1B`), parsed tolerantly and printed canonically.
//!
//! An instruction is SIZE COLOUR ORIENTATION: size `1 2 3`, `S M L` or words; colour `R Y B G` or
//! words; orientation `N E S W` or words for a lying piece, `U UP ^ REV REVERSE` for an upright one
//! (reverse gear). Case and separators (spaces, commas, `-`, `/`, newlines, numbering such as `1.`
//! or `2)`) are ignored, so `1gn`, `S-G-N` and `small green north` all read `1GN`. The parser is
//! positional (`S` is Small as a size and South as an orientation) and never panics; it reports
//! every problem it finds, quoting the player's own text.

use super::board::{Colour, Dir, Facing, Piece, Size};
use super::pool::Pool;
use crate::games::text::string_serde;
use crate::games::{OrderProblem, OrdersError};
use crate::lang::Say;
use crate::say;
use std::fmt;
use std::ops::Range;
use std::str::FromStr;

mod cards;
mod lex;
pub use cards::{card_changed, card_named};
use lex::{Lexeme, Tok, bottom_up, lex, reason_after};
pub(crate) use lex::{SHORTENED, WORDS};

/// At most this many instructions in one program (000: "up to five").
pub const MAX_PROGRAM: usize = 5;

/// One program step: a piece from the pool, lying (a direction) or upright (reverse gear).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instruction {
    pub piece: Piece,
    pub facing: Facing,
}

impl fmt::Display for Instruction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = match self.facing {
            Facing::Up => 'U',
            Facing::Lying(d) => d.letter(),
        };
        write!(f, "{}{}", self.piece, o)
    }
}

impl FromStr for Instruction {
    type Err = OrdersError;
    fn from_str(s: &str) -> Result<Self, OrdersError> {
        let say = Say::english();
        match parse_instructions(s, say)?.as_slice() {
            [(one, _)] => Ok(*one),
            _ => Err(OrdersError::one(s, say.t("rambots-need-one-instruction"))),
        }
    }
}
string_serde!(Instruction);

/// A whole program, in running order (left to right); empty is a pass.
pub type Program = Vec<Instruction>;

/// The canonical form of a program: `1GN 3BU 2RE`, or `PASS` when empty.
pub fn program_text(program: &[Instruction]) -> String {
    if program.is_empty() {
        return "PASS".to_string();
    }
    let words: Vec<String> = program.iter().map(|i| i.to_string()).collect();
    words.join(" ")
}

/// A program as its reader writes it: [`program_text`] with the colours' initials in their
/// language (`1ZE 3CU`: zielony, czerwony; directions stay `N E S W U`), a pass in their
/// language's word (`PAS`). Read back as written.
pub fn program_said(program: &[Instruction], say: crate::lang::Say<'_>) -> String {
    if program.is_empty() {
        return say.command_word("PASS");
    }
    let words: Vec<String> = program
        .iter()
        .map(|i| {
            let facing = match i.facing {
                Facing::Up => 'U',
                Facing::Lying(d) => d.letter(),
            };
            let colour = super::words::initial(say, i.piece.colour, false);
            format!("{}{colour}{facing}", i.piece.size.units())
        })
        .collect();
    words.join(" ")
}

/// A goal stack as its reader writes it, top first: [`pieces_text`] with the colours'
/// initials in their language (`1Ż 3C 2Z 1N`), read back as written.
pub fn pieces_said(pieces: &[Piece], say: Say<'_>) -> String {
    let words: Vec<String> = pieces
        .iter()
        .map(|p| {
            let colour = super::words::initial(say, p.colour, true);
            format!("{}{colour}", p.size.units())
        })
        .collect();
    words.join(" ")
}

/// The canonical form of a goal stack, top first: `1Y 3R 2G 1B`.
pub fn pieces_text(pieces: &[Piece]) -> String {
    let words: Vec<String> = pieces.iter().map(|p| p.to_string()).collect();
    words.join(" ")
}

fn as_size(t: Tok) -> Option<Size> {
    match t {
        Tok::Digit(s) => Some(s),
        Tok::Word(
            "S" | "SMALL" | "SM" | "LITTLE" | "LIL" | "TINY" | "WEE" | "MAŁY" | "MAŁA" | "MAŁE"
            | "MAŁĄ" | "MAŁEJ" | "MALEJ" | "MAŁEGO" | "MALEGO" | "MALY" | "MALA" | "MALE"
            | "JEDYNKA" | "JEDYNKĘ" | "JEDYNKE" | "JEDYNKI" | "JEDEN",
        ) => Some(Size::Small),
        Tok::Word(
            "M" | "MEDIUM" | "MED" | "MID" | "MIDDLE" | "ŚREDNI" | "ŚREDNIA" | "ŚREDNIE"
            | "ŚREDNIĄ" | "ŚREDNIEJ" | "SREDNIEJ" | "ŚREDNIEGO" | "SREDNIEGO" | "SREDNI"
            | "SREDNIA" | "SREDNIE" | "DWÓJKA" | "DWÓJKĘ" | "DWÓJKI" | "DWOJKA" | "DWOJKE"
            | "DWOJKI" | "DWA" | "TWO",
        ) => Some(Size::Medium),
        Tok::Word(
            "L" | "LARGE" | "LRG" | "BIG" | "HUGE" | "DUŻY" | "DUŻA" | "DUŻE" | "DUŻĄ" | "DUŻEJ"
            | "DUZEJ" | "DUŻEGO" | "DUZEGO" | "DUZY" | "DUZA" | "DUZE" | "TRÓJKA" | "TRÓJKĘ"
            | "TRÓJKI" | "TROJKA" | "TROJKE" | "TROJKI" | "TRZY" | "THREE",
        ) => Some(Size::Large),
        _ => None,
    }
}

fn as_colour(t: Tok) -> Option<Colour> {
    match t {
        Tok::Word(
            "R" | "RED" | "C" | "CZERWONY" | "CZERWONA" | "CZERWONE" | "CZERWONĄ" | "CZERWONEJ"
            | "CZERWONEGO" | "CZERW",
        ) => Some(Colour::Red),
        Tok::Word(
            "Y" | "YELLOW" | "Ż" | "ŻÓŁTY" | "ŻÓŁTA" | "ŻÓŁTE" | "ŻÓŁTĄ" | "ŻÓŁTEJ" | "ZOLTEJ"
            | "ŻÓŁTEGO" | "ZOLTEGO" | "ZOLTY" | "ZOLTA" | "ZOLTE" | "ŻÓŁT" | "ZOLT",
        ) => Some(Colour::Yellow),
        Tok::Word(
            "B" | "BLUE" | "NIEBIESKI" | "NIEBIESKA" | "NIEBIESKIE" | "NIEBIESKĄ" | "NIEBIESKIEJ"
            | "NIEBIESKIEGO" | "NIEB",
        ) => Some(Colour::Blue),
        Tok::Word(
            "G" | "GREEN" | "Z" | "ZIELONY" | "ZIELONA" | "ZIELONE" | "ZIELONĄ" | "ZIELONEJ"
            | "ZIELONEGO" | "ZIEL",
        ) => Some(Colour::Green),
        _ => None,
    }
}

/// A goal's colour: as an instruction's ([`as_colour`]), and `N`, Niebieska's initial, which
/// in an instruction is north unless a facing follows it (`2NS`; a goal has no facing).
fn as_goal_colour(t: Tok) -> Option<Colour> {
    match t {
        Tok::Word("N") => Some(Colour::Blue),
        _ => as_colour(t),
    }
}

fn as_facing(t: Tok) -> Option<Facing> {
    match t {
        Tok::Word("N" | "NORTH" | "PÓŁNOC" | "POLNOC" | "PŁN" | "PLN" | "PN") => {
            Some(Facing::Lying(Dir::N))
        }
        Tok::Word("E" | "EAST" | "WSCHÓD" | "WSCHOD" | "WSCH") => Some(Facing::Lying(Dir::E)),
        Tok::Word("S" | "SOUTH" | "POŁUDNIE" | "POLUDNIE" | "PŁD" | "PLD" | "PD") => {
            Some(Facing::Lying(Dir::S))
        }
        Tok::Word("W" | "WEST" | "ZACHÓD" | "ZACHOD" | "ZACH") => Some(Facing::Lying(Dir::W)),
        Tok::Word(
            "U" | "UP" | "UPRIGHT" | "^" | "REV" | "REVERSE" | "PIONOWO" | "PIONIE" | "GÓRA"
            | "GORA" | "GÓRY" | "GORY" | "WSTECZ" | "WSTECZNY" | "WSTECZNYM" | "WSTECZNIE"
            | "STOJĄCA" | "STOJACA" | "STOJĄCY" | "STOJACY" | "STOJĄCE" | "STOJACE" | "STOJĄCO"
            | "STOJACO" | "TYŁU" | "TYLU",
        ) => Some(Facing::Up),
        _ => None,
    }
}

/// A problem quoting the whole word it is in, as the player wrote it (`7XK`, not `7`), so that
/// one correction fixes it; words end at spaces, commas and semicolons.
fn problem(text: &str, span: Range<usize>, message: impl Into<String>) -> OrderProblem {
    let stop = |c: char| c.is_whitespace() || c == ',' || c == ';';
    let start = text[..span.start]
        .char_indices()
        .rev()
        .find(|&(_, c)| stop(c))
        .map_or(0, |(k, c)| k + c.len_utf8());
    let end = text[span.end..]
        .find(stop)
        .map_or(text.len(), |k| span.end + k);
    OrderProblem {
        text: text[start..end.max(start)].trim().to_string(),
        message: message.into(),
    }
}

/// One instruction or piece as read: its lexemes, one per slot, and its span in the text.
type Item = (Vec<Tok>, Range<usize>);

/// What the lexemes at `i` are when not a piece in its usual order: numbering (`1. 1GN`
/// without the dot) and where a goal stack is read from (`od góry`, `na górę`) are no piece;
/// an instruction written facing first (`wsteczny bieg duża czerwona`, `reverse gear with
/// the big blue`) and a piece written colour first (`żółta 1`, `czerwona trójka na wschód`)
/// are. The item, if any, and how
/// many lexemes it took; `None` for a piece in its usual order.
fn out_of_order(
    lx: &[Lexeme],
    i: usize,
    slots: usize,
    as_colour: fn(Tok) -> Option<Colour>,
) -> Option<(Option<Item>, usize)> {
    let numbering = matches!(lx[i].tok, Tok::Digit(_))
        && lx
            .get(i + 1)
            .is_some_and(|l| matches!(l.tok, Tok::Digit(_)));
    let place = slots == 2 && matches!(lx[i].tok, Tok::Word("GÓRY" | "GORY" | "GÓRĘ" | "GORE"));
    if numbering || place {
        return Some((None, 1));
    }
    if slots == 3
        && let (Some(f), Some(a), Some(b)) = (lx.get(i), lx.get(i + 1), lx.get(i + 2))
        && as_facing(f.tok).is_some()
        && as_size(f.tok).is_none()
        && as_size(a.tok).is_some()
        && as_colour(b.tok).is_some()
        && lx.get(i + 3).is_none_or(|l| as_facing(l.tok).is_none())
    {
        return Some((
            Some((vec![a.tok, b.tok, f.tok], f.span.start..b.span.end)),
            3,
        ));
    }
    if let (Some(a), Some(b)) = (lx.get(i), lx.get(i + 1))
        && as_colour(a.tok).is_some()
        && as_size(b.tok).is_some()
        && !(as_size(a.tok).is_some() && as_colour(b.tok).is_some())
    {
        if slots == 2 {
            return Some((Some((vec![b.tok, a.tok], a.span.start..b.span.end)), 2));
        }
        // An instruction colour first, its facing after: `czerwona trójka na wschód`.
        if let Some(f) = lx.get(i + 2).filter(|f| as_facing(f.tok).is_some()) {
            let item = (vec![b.tok, a.tok, f.tok], a.span.start..f.span.end);
            return Some((Some(item), 3));
        }
    }
    None
}

/// Read a sequence of items made of `slots` lexemes each (3 for instructions, 2 for pieces:
/// `what`, `instruction` or `piece`), resynchronising on the next digit after a problem; an
/// unknown token is told what the item is (the shape of a goal stack, not of a program, in a
/// goal stack). Returns each item's slots and text span.
fn read_items(
    text: &str,
    slots: usize,
    what: &str,
    say: Say<'_>,
) -> (Vec<Item>, Vec<OrderProblem>) {
    let unknown = match what {
        "instruction" => say.t("rambots-unknown-in-program"),
        _ => say.t("rambots-unknown-in-goals"),
    };
    // A goal (size and colour) reads `N` as blue; an instruction's `N` is its facing.
    let as_colour = if slots == 2 {
        as_goal_colour
    } else {
        as_colour
    };
    let lx = lex(text);
    let (mut items, mut problems) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < lx.len() {
        if let Some((item, used)) = out_of_order(&lx, i, slots, as_colour) {
            items.extend(item);
            i += used;
            continue;
        }
        let mut toks = Vec::with_capacity(slots);
        let mut failed = None;
        for j in i..i + slots {
            let Some(l) = lx.get(j) else {
                failed = Some(j);
                break;
            };
            // `N` where the colour goes, a facing after it, is Niebieska's initial (`2NS`), as
            // in a goal; alone it is north.
            let niebieska = || {
                as_goal_colour(l.tok).is_some()
                    && lx.get(j + 1).is_some_and(|n| as_facing(n.tok).is_some())
            };
            let fits = match toks.len() {
                0 => as_size(l.tok).is_some(),
                1 => as_colour(l.tok).is_some() || (slots == 3 && niebieska()),
                _ => as_facing(l.tok).is_some(),
            };
            if !fits {
                failed = Some(j);
                break;
            }
            toks.push(l.tok);
        }
        match failed {
            None => {
                let end = lx[i + slots - 1].span.end;
                items.push((toks, lx[i].span.start..end));
                i += slots;
                // `large red upright to back off`: the reason after it is no instruction.
                i = reason_after(text, &lx, end, i).unwrap_or(i);
            }
            Some(j) if lx.get(j).is_some_and(|l| l.tok == Tok::Unknown) => {
                problems.push(problem(text, lx[j].span.clone(), unknown.clone()));
                i = j + 1;
                while i < lx.len() && !matches!(lx[i].tok, Tok::Digit(_)) {
                    i += 1;
                }
            }
            Some(j) if j == i => {
                let msg = say!(say, "rambots-starts-with-size", what = what);
                problems.push(problem(text, lx[i].span.clone(), msg));
                i += 1;
            }
            Some(j) => {
                let need = match j - i {
                    1 => "colour",
                    _ => "orientation",
                };
                let msg = say!(say, "rambots-incomplete", what = what, need = need);
                problems.push(problem(text, lx[i].span.start..lx[j - 1].span.end, msg));
                // What did not fit is part of the item just told (`2N`: no colour); it is
                // no second problem unless it can start an item of its own.
                i = j;
                while i < lx.len() && as_size(lx[i].tok).is_none() {
                    i += 1;
                }
            }
        }
    }
    (items, problems)
}

/// Instructions with the text each was read from; no pool checks.
fn parse_instructions(
    text: &str,
    say: Say<'_>,
) -> Result<Vec<(Instruction, Range<usize>)>, OrdersError> {
    let (items, problems) = read_items(text, 3, "instruction", say);
    if !problems.is_empty() {
        return Err(OrdersError { problems });
    }
    Ok(items
        .into_iter()
        .map(|(t, span)| {
            let piece = Piece::new(as_size(t[0]).unwrap(), as_goal_colour(t[1]).unwrap());
            let facing = as_facing(t[2]).unwrap();
            (Instruction { piece, facing }, span)
        })
        .collect())
}

/// Check that `pieces` (with their source text) can all be taken from `pool` at once: one
/// problem for each piece not there, or used more often than the pool holds.
fn check_drawn_from(
    text: &str,
    pieces: &[(Piece, Range<usize>)],
    pool: &Pool,
    say: Say<'_>,
) -> Vec<OrderProblem> {
    let mut left = pool.clone();
    let mut problems = Vec::new();
    for (p, span) in pieces {
        if left.remove(*p) {
            continue;
        }
        let (piece, n) = (super::words::piece(say, *p, false), pool.count(*p));
        let msg = match n {
            0 => say!(
                say,
                "rambots-pool-lacks",
                piece = piece,
                pool = super::words::pool(say, pool)
            ),
            1 => say!(say, "rambots-used-twice", piece = piece),
            n => say!(say, "rambots-used-more", piece = piece, n = n),
        };
        problems.push(problem(text, span.clone(), msg));
    }
    problems
}

/// Parse and validate a program typed by a player whose code pool is `pool`.
///
/// 000: "You may lay out up to five of your code-pool pieces behind your screen... You are not
/// allowed to set up more than five instructions, but you are allowed to set up less than five."
pub fn parse_program(text: &str, pool: &Pool, say: Say<'_>) -> Result<Program, OrdersError> {
    let trimmed = text.trim();
    if trimmed.eq_ignore_ascii_case("PASS") {
        return Ok(Vec::new());
    }
    if trimmed.is_empty() {
        return Err(OrdersError::one("", say.t("rambots-no-instructions")));
    }
    let items = parse_instructions(text, say)?;
    let pieces: Vec<_> = items.iter().map(|(i, s)| (i.piece, s.clone())).collect();
    let mut problems = check_drawn_from(text, &pieces, pool, say);
    if items.len() > MAX_PROGRAM {
        let span = items[MAX_PROGRAM].1.start..items[items.len() - 1].1.end;
        let msg = say!(say, "rambots-too-long", n = items.len());
        problems.push(problem(text, span, msg));
    }
    if !problems.is_empty() {
        return Err(OrdersError { problems });
    }
    Ok(items.into_iter().map(|(i, _)| i).collect())
}

/// Parse and validate a goal stack (top first) built from the maker's `pool`.
///
/// 000: "Select one piece of each color from your code-pool (of whatever sizes you choose) and
/// create a 'goal stack' for the player on your left."
pub fn parse_goal_stack(text: &str, pool: &Pool, say: Say<'_>) -> Result<Vec<Piece>, OrdersError> {
    // `bottom up` says the order, and is no piece (`UP` would read as a facing): blanked out,
    // each byte kept, so that what is wrong is still shown where it was written.
    let mut blank = text.to_string();
    for (k, _) in text.to_ascii_lowercase().match_indices("bottom up") {
        blank.replace_range(k..k + "bottom up".len(), &" ".repeat("bottom up".len()));
    }
    let (mut items, mut problems) = read_items(&blank, 2, "piece", say);
    if bottom_up(text) {
        items.reverse();
    }
    let pieces: Vec<(Piece, Range<usize>)> = items
        .into_iter()
        .map(|(t, s)| {
            (
                Piece::new(as_size(t[0]).unwrap(), as_goal_colour(t[1]).unwrap()),
                s,
            )
        })
        .collect();
    problems.extend(check_drawn_from(text, &pieces, pool, say));
    for c in Colour::ALL {
        let n = pieces.iter().filter(|(p, _)| p.colour == c).count();
        if n > 1 {
            let (_, s) = pieces.iter().filter(|(p, _)| p.colour == c).nth(1).unwrap();
            let colour = super::words::colour(say, c);
            let msg = say!(say, "rambots-colour-twice", colour = colour, n = n);
            problems.push(problem(text, s.clone(), msg));
        }
    }
    let missing: Vec<String> = Colour::ALL
        .iter()
        .filter(|c| !pieces.iter().any(|(p, _)| p.colour == **c))
        .map(|&c| super::words::colour(say, c))
        .collect();
    if problems.is_empty() && !missing.is_empty() {
        let msg = say!(say, "rambots-goals-missing", missing = missing.join(", "));
        problems.push(problem(text, 0..text.len(), msg));
    }
    if !problems.is_empty() {
        return Err(OrdersError { problems });
    }
    Ok(pieces.into_iter().map(|(p, _)| p).collect())
}

#[cfg(test)]
mod tests;

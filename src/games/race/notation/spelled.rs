//! The race's instructions spelled out in words, one at a time (`forward 2 squares`, `turn
//! left`, `u-turn`, `two forward`, Polish `naprzód o 2`, `obrót w lewo`, `zawróć`), and near
//! misses of them (`foward`). [`super::parse_program`] owns the program as a whole (its
//! separators, numbering and glued forms) and hands each word here.

use super::super::cards::{Card, Instr};

/// Words that only count what came before them: `forward 2 squares`, `trzy pola`.
pub(super) const UNITS: &[&str] = &[
    "square", "squares", "sq", "sqs", "space", "spaces", "tile", "tiles", "field", "fields",
    "step", "steps", "pole", "pola", "pol", "kratka", "kratki", "kratek", "krok", "kroki",
    "krokow",
];

/// Punctuation a voice dictation writes as words between instructions: parts nothing.
pub(super) const DICTATED_MARKS: &[&str] = &[
    "kropka",
    "przecinek",
    "srednik",
    "myslnik",
    "comma",
    "period",
    "semicolon",
    "dash",
];

/// Words a phone's autocorrect or dictation puts in place of a spelled-out word, each a real
/// word of its own that is no near miss (`foreword` for `forward`): read as the word.
const AUTOCORRECTED: &[(&str, &str)] = &[
    ("foreword", "forward"),
    ("forewords", "forward"),
    ("rite", "right"),
    ("write", "right"),
];

/// A quarter turn the way a clock's hands go (`turn clockwise`): right; the other way: left.
const CLOCKWISE: &[&str] = &["clockwise", "cw"];
const ANTICLOCKWISE: &[&str] = &[
    "anticlockwise",
    "anti-clockwise",
    "counterclockwise",
    "counter-clockwise",
    "ccw",
    "acw",
];

/// The words of the Polish clock's way round after its first two (`zgodnie z ruchem
/// wskazówek zegara`: right; `przeciwnie do ruchu wskazówek zegara`: left), besides the
/// clock itself in any case (`zegara`, `zegarem`).
const CLOCK_PL: &[&str] = &["ruchem", "ruchu", "wskazowek"];

/// Words of turning that may lead into a quarter turn in degrees (`rotate 90 degrees left`).
const TURNS: &[&str] = &["turn", "rotate", "obrot", "skret", "skrec", "zwrot"];

/// Words that only lead into the move after them: `go straight`, `jadę prosto`.
const LEAD_INS: &[&str] = &[
    "go",
    "move",
    // The robot as subject in English too: `my robot moves forward three`.
    "goes",
    "moves",
    "drives",
    "to",
    "drive",
    "jade",
    "jedz",
    // `jazda do przodu o dwa pola`.
    "jazda",
    "ide",
    "pojade",
    "pojechac",
    "jechac",
    // The robot as subject: `mój robot pojedzie dwa pola`, `przejedzie jedno pole`.
    "pojedzie",
    "przejedzie",
    "jedzie",
    // As a wish for it: `chciałbym, aby mój robot przejechał dwa pola naprzód`.
    "przejechal",
    "przejechala",
    "pojechal",
    "pojechala",
    "jechal",
    "ruszyl",
    "ruszyla",
    // A verb of turning in slang before its turn: `hang a left`, `hook a right`, `chuck a
    // u-ey`.
    "hang",
    "hook",
    "chuck",
    "bang",
    // An article before a card named in a list: `..., right, the u-turn`, `a left`.
    "the",
    "a",
    "an",
    // One more of a card after others: `then another left`.
    "another",
];

/// The spelled-out words a near miss (`foward`, `rigth`, `naprzud`: one letter wrong, missing,
/// extra or two swapped) is read as, when it is near exactly one of them: the program is echoed
/// back as read, so a misreading costs one reply.
const NEAR: &[&str] = &[
    "forward", "backward", "right", "left", "uturn", "around", "naprzod", "prosto", "prawo",
    "lewo", "zawroc", "zawrocic", "cofnij", "turn", "back", "wstecz",
];

/// Whether `a` and `b` differ by one edit (a letter changed, added or removed, two swapped).
pub(super) fn one_edit(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a == b || a.len().abs_diff(b.len()) > 1 {
        return false;
    }
    let head = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    match a.len().cmp(&b.len()) {
        std::cmp::Ordering::Equal => {
            a[head + 1..] == b[head + 1..]
                || (head + 1 < a.len()
                    && a[head] == b[head + 1]
                    && a[head + 1] == b[head]
                    && a[head + 2..] == b[head + 2..])
        }
        std::cmp::Ordering::Greater => a[head + 1..] == b[head..],
        std::cmp::Ordering::Less => a[head..] == b[head + 1..],
    }
}

/// The word a near miss stands for, if exactly one: one edit from a word of five letters or
/// more (`foward`), or, in four letters, two letters swapped (`trun`) or one after the first
/// slipped to the next key (`lewp`: any other edit of four letters could be any short word);
/// a word autocorrect puts in its place ([`AUTOCORRECTED`]).
fn near_word(w: &str) -> Option<&'static str> {
    if let Some((_, meant)) = AUTOCORRECTED.iter().find(|(typed, _)| *typed == w) {
        return Some(meant);
    }
    // A near miss with its hyphen (`u-trun`): as written without it.
    if w.contains('-') {
        return near_word(&w.replace('-', ""));
    }
    let n = w.chars().count();
    if n < 3 || w.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let near_one = |c: &&&str| {
        crate::games::text::shortened(w, c)
            || match n {
                3 => false,
                4 => {
                    crate::games::text::swapped(w, c)
                        || crate::games::text::next_key(w, c)
                        || (c.chars().count() == 5 && one_edit(w, c))
                }
                _ => c.chars().count() >= 5 && one_edit(w, c),
            }
    };
    // `bck` is near `back` and `backward`, one card: the shorter word is read.
    let mut near = NEAR.iter().filter(near_one).filter(|c| {
        !NEAR
            .iter()
            .any(|d| d != *c && c.starts_with(d) && near_one(&d))
    });
    match (near.next(), near.next()) {
        (Some(n), None) => Some(n),
        _ => None,
    }
}

/// The spelled-out word an abbreviation stands for, its full stop after it (`nap.`, `lew.`,
/// `zawr.`: three letters or more), when it begins exactly one of them.
fn abbreviated(w: &str) -> Option<&'static str> {
    let stem = w.strip_suffix('.')?;
    if stem.chars().count() < 3 || !stem.chars().all(char::is_alphabetic) {
        return None;
    }
    let begun = |n: &&&str| n.len() > stem.len() && n.starts_with(stem);
    // (`zawroc` and `zawrocic` are one card: the shorter word is read.)
    let mut found = NEAR.iter().filter(begun).filter(|c| {
        !NEAR
            .iter()
            .any(|d| d != *c && c.starts_with(d) && begun(&d))
    });
    match (found.next(), found.next()) {
        (Some(n), None) => Some(n),
        _ => None,
    }
}

/// How many words after `at` are a unit (`squares`, `pola`): one or none.
pub(super) fn unit_at(words: &[String], at: usize) -> usize {
    words
        .get(at)
        .map(|w| deunicode::deunicode(w).to_lowercase())
        // `back 1 sq.`: a unit shortened with its full stop.
        .is_some_and(|w| UNITS.contains(&w.strip_suffix('.').unwrap_or(&w)))
        .into()
}

/// A number as written (`2`), or as people spell it out (`two`, `dwa`, `Dwa`).
pub(super) fn number(w: &str) -> Option<u8> {
    spelled_number(&plain(w))
}

/// A forward card named by its number as a noun, as gears are (`jedynka`, `dwójkę`).
fn gear(w: &str) -> Option<u8> {
    match w {
        "jedynka" | "jedynke" | "jedynki" => Some(1),
        "dwojka" | "dwojke" | "dwojki" => Some(2),
        "trojka" | "trojke" | "trojki" => Some(3),
        _ => None,
    }
}

/// A number people spell out: `two`, `dwa`; a forward card's noun (`dwójka do przodu`).
fn spelled_number(w: &str) -> Option<u8> {
    if let Some(n) = gear(w) {
        return Some(n);
    }
    match w {
        "one" | "jeden" | "jedno" => Some(1),
        "two" | "dwa" | "dwie" => Some(2),
        "three" | "trzy" => Some(3),
        "four" | "cztery" => Some(4),
        "five" | "piec" => Some(5),
        // A slip in a number of five letters or more, one alone (`jedem`, `thre`: too short).
        _ if w.chars().count() >= 5 => {
            let near: Vec<u8> = [("jeden", 1), ("three", 3), ("cztery", 4)]
                .iter()
                .filter(|(n, _)| one_edit(w, n))
                .map(|&(_, v)| v)
                .collect();
            match near[..] {
                [v] => Some(v),
                _ => w.parse().ok(),
            }
        }
        _ => w.parse().ok(),
    }
}

/// The instruction at the start of `words` and how many words it took, with the unit after
/// its number (`forward 2 squares`, `naprzód 2 pola`).
pub(super) fn read_one(words: &[String]) -> (Option<Instr>, usize) {
    let (found, used) = read_bare(words);
    if found.is_none() {
        return (found, used);
    }
    let used = used.max(1);
    // A quarter turn said in degrees after it: `left 90 degrees`.
    let turn = matches!(found, Some(Instr::Card(Card::L | Card::R)));
    // `o 90 stopni`: Polish says the angle after `o`.
    let o = usize::from(
        turn && words.get(used).is_some_and(|w| plain(w) == "o")
            && words.get(used + 1).is_some_and(|w| is_ninety(w)),
    );
    if turn && words.get(used + o).is_some_and(|w| is_ninety(w)) {
        return (found, used + o + 1 + degrees(words, used + o + 1));
    }
    (found, used + unit_at(words, used))
}

/// Whether `w` says a quarter turn: `90`, `90°`.
fn is_ninety(w: &str) -> bool {
    matches!(plain(w).as_str(), "90" | "90deg")
}

/// A word compared without diacritics and case: `naprzód` and `Naprzod` are one word.
pub(super) fn plain(w: &str) -> String {
    deunicode::deunicode(w).to_lowercase()
}

/// The `n`th forward card (1 to 3).
fn forward_card(n: u8) -> Option<Instr> {
    Some(Instr::Card(
        [Card::F1, Card::F2, Card::F3][usize::from(n) - 1],
    ))
}

/// The instruction at the start of `words` and how many words it took, units aside. Read in
/// order: words that only lead into the instruction after them ([`lead_in`]), a number
/// before its instruction ([`number_first`]), then the instruction's own word
/// ([`instruction_word`]).
fn read_bare(words: &[String]) -> (Option<Instr>, usize) {
    let w = plain(&words[0]);
    // `3 nap.`: the word after may be abbreviated.
    let next = words
        .get(1)
        .map(String::as_str)
        .map(plain)
        .map(|n| abbreviated(&n).map_or(n, str::to_string));
    let next = next.as_deref();
    lead_in(words, &w, next)
        .or_else(|| number_first(words, &w, next))
        .unwrap_or_else(|| instruction_word(words, &w, next))
}

/// Words that only lead into the instruction after them, `w` the first and `next` the
/// second: `step forward`, `w lewo`, `do przodu`, `obrót w lewo`, `u turn`, `turn 180`.
fn lead_in(words: &[String], w: &str, next: Option<&str>) -> Option<(Option<Instr>, usize)> {
    if let Some(read) = turned(words, w, next)
        .or_else(|| driven(words, w, next))
        .or_else(|| squares_driven(words, w, next))
    {
        return Some(read);
    }
    let card = |c| Some(Instr::Card(c));
    let after_first = || {
        let (found, used) = read_one(&words[1..]);
        (found, used + 1)
    };
    let read = match (w, next) {
        // `back up 1`: the number after the words.
        ("back" | "backward", Some("up")) => {
            let one = words
                .get(2)
                .map(String::as_str)
                .map(plain)
                .as_deref()
                .and_then(spelled_number)
                == Some(1);
            (card(Card::B), if one { 3 } else { 2 })
        }
        // `w tył zwrot`: the drill's about-turn.
        ("w", Some("tyl")) if zwrot(words) => (card(Card::U), 3),
        ("step" | "w" | "do", Some(_)) => after_first(),
        // `obróć się w prawo`, `skręcić w lewo`, `cofnij się o 1`: the verb's `się` passed over.
        (
            "obroc" | "obrocic" | "skrec" | "skrecic" | "cofnij" | "cofnac" | "zawroc" | "zawrocic",
            Some("sie"),
        ) => {
            let mut rest = words.to_vec();
            rest.remove(1);
            let (found, used) = read_bare(&rest);
            (found, used + 1)
        }
        (
            "obroc" | "obrocic" | "skrecic" | "skreci" | "obroci" | "skrecil" | "skrecila"
            | "obrocil" | "obrocila",
            Some("w"),
        ) => after_first(),
        // `turn on left`: a turn, the side after `on`.
        ("turn" | "rotate", Some("on")) => side_after(words, 2)?,
        // `turn to port`, `turn to the left`: a turn, the side after `to`.
        ("turn" | "rotate" | "skret" | "skrec", Some("to")) => side_after(words, 1)?,
        // `rotate 90 degrees left`, `turn 90 to the right`: a quarter turn, its side after.
        (_, Some(n)) if TURNS.contains(&w) && is_ninety(n) => {
            side_after(words, 2 + degrees(words, 2))?
        }
        // `straight ahead 3`: one word of going forward before the other.
        ("straight", Some("ahead")) => after_first(),
        // `straight on three squares`: `on` passed over.
        ("straight", Some("on")) => without_second(words),
        ("u", Some("turn")) => (card(Card::U), 2),
        ("about", Some("face" | "turn")) => (card(Card::U), 2),
        // `a left turn`, `right turn`.
        ("left" | "lt", Some("turn")) => (card(Card::L), 2),
        ("right" | "rt", Some("turn")) => (card(Card::R), 2),
        // `go straight`, `jadę prosto 2 pola`, `move forward`, `go one field forward`: the
        // move is the next words' (a number after `go` is its own, `go 2`, unless the words
        // after it read with it).
        (lead, Some(_))
            if LEAD_INS.contains(&lead) && {
                let (found, used) = read_bare(&words[1..]);
                found.is_some() && (spelled_number(next.unwrap_or("")).is_none() || used > 1)
            } =>
        {
            after_first()
        }
        // An about-turn as a turn of 180 degrees: `turn 180`, `spin 180`, `obrót o 180 stopni`.
        (
            "turn" | "rotate" | "spin" | "obrot" | "skret" | "zwrot" | "zawroc",
            Some("180" | "180deg"),
        )
        | ("o", Some("180" | "180deg")) => (card(Card::U), 2 + degrees(words, 2)),
        ("obrot" | "skret" | "zwrot", Some("o"))
            if words
                .get(2)
                .map(String::as_str)
                .map(plain)
                .as_deref()
                .is_some_and(|w| w.starts_with("180")) =>
        {
            (card(Card::U), 3 + degrees(words, 3))
        }
        ("180" | "180deg", _) => (card(Card::U), 1 + degrees(words, 1)),
        (
            "obrot" | "skret" | "skrec" | "skrecam" | "skretu" | "obrotu" | "obrotem" | "skretem"
            | "zwrot",
            Some("w"),
        ) => after_first(),
        // `na przód dwa`: naprzód written apart.
        ("na", Some("przod")) => after_first(),
        // `bieg wsteczny`: reverse gear, one back.
        ("bieg", Some("wsteczny")) => after_first(),
        _ => return None,
    };
    Some(read)
}

/// A verb of driving before the squares it goes (`jadę 2 pola`, `przejechał dwa pola
/// naprzód`, `ruszył o jedno pole naprzód`), or the squares after `o` alone (`o jedno`), `w`
/// the first word and `next` the word after it.
fn squares_driven(words: &[String], w: &str, next: Option<&str>) -> Option<(Option<Instr>, usize)> {
    let read = match (w, next) {
        // `jadę 2 pola`, `jadę 1 pole do przodu`: a move forward by the squares counted;
        // `ruch 3 do przodu`, `move 2 forward`: one card.
        (
            "ruch" | "move" | "moves" | "jade" | "jedz" | "ide" | "pojedzie" | "przejedzie"
            | "jedzie" | "przejechal" | "przejechala" | "pojechal" | "pojechala" | "przesuwam"
            | "przesuwa" | "przesune" | "przesunie" | "przesunal" | "przesunela",
            Some(n),
        ) if spelled_number(n).is_some() => {
            let (found, used) =
                number_first(&words[1..], n, words.get(2).map(|w| plain(w)).as_deref())
                    .unwrap_or((None, 0));
            match (found, spelled_number(n)) {
                (Some(instr), _) => (Some(instr), used + 1),
                (None, Some(k @ 1..=3)) if unit_at(words, 2) == 1 => (forward_card(k), 3),
                _ => return None,
            }
        }
        // `o dwa pola naprzód`, `o jedno`: the squares a move goes, its verb said before (`w
        // drugim przesuwam o dwa pola, w trzecim o jedno`).
        ("o", Some(n)) if matches!(spelled_number(n), Some(1..=3)) => {
            match read_bare(&words[1..]) {
                (Some(found), used) => (Some(found), used + 1),
                _ => (spelled_number(n).and_then(forward_card), 2),
            }
        }
        // `ruszył o jedno pole naprzód`, `przesuwam o dwa pola`, `ruch o dwa pola naprzód`: the
        // squares after `o`.
        (
            "ruszyl" | "ruszyla" | "przejechal" | "przejechala" | "jade" | "jedz" | "jedzie"
            | "pojedzie" | "przejedzie" | "przesuwam" | "przesuwa" | "przesune" | "przesunie"
            | "przesunal" | "przesunela" | "przesun" | "przesunac" | "ruch" | "ruchem" | "jazda",
            Some("o"),
        ) if words.len() > 2 => match read_bare(&words[1..]) {
            (Some(found), used) => (Some(found), used + 1),
            _ => return None,
        },
        _ => return None,
    };
    Some(read)
}

/// `words` read without their second word (`straight on three squares`): what it reads as
/// and how many words it took, the second counted.
fn without_second(words: &[String]) -> (Option<Instr>, usize) {
    let mut rest = words.to_vec();
    rest.remove(1);
    let (found, used) = read_one(&rest);
    (found, used + 1)
}

/// A turn said with a verb of driving and an article (`hang a left`, `chuck a uey`, `take a
/// right`), `w` the verb and `next` the word after it: the turn after it, only a turn.
fn driven(words: &[String], w: &str, next: Option<&str>) -> Option<(Option<Instr>, usize)> {
    if !matches!(w, "hang" | "chuck" | "take" | "make" | "pull") {
        return None;
    }
    let at = 1 + usize::from(matches!(next, Some("a" | "an")));
    match read_bare(words.get(at..).filter(|w| !w.is_empty())?) {
        (Some(Instr::Card(c @ (Card::L | Card::R | Card::U))), used) => {
            Some((Some(Instr::Card(c)), at + used))
        }
        _ => None,
    }
}

/// A turn said by a clock's way round or an angle (`obrót zgodnie z ruchem wskazówek
/// zegara`, `90° w lewo`, `obrót o 90 stopni w prawo`), `w` the first word and `next` the
/// second.
fn turned(words: &[String], w: &str, next: Option<&str>) -> Option<(Option<Instr>, usize)> {
    let read = match (w, next) {
        // `obrót zgodnie z ruchem wskazówek zegara`: a turn, the clock's way after it.
        (
            "obrot" | "obroc" | "skret" | "skrec" | "zwrot" | "turn" | "rotate",
            Some("zgodnie" | "przeciwnie"),
        ) => {
            let (found, used) = clock(&words[1..])?;
            (found, used + 1)
        }
        ("zgodnie" | "przeciwnie", _) => clock(words)?,
        // `90° w lewo`, `90 degrees left`: a quarter turn, its side after.
        (n, Some(_)) if is_ninety(n) => side_after(words, 1 + degrees(words, 1))?,
        // `obrót o 90 stopni w prawo`: a quarter turn, its side after the angle.
        ("obrot" | "skret" | "obroc" | "skrec" | "zwrot", Some("o"))
            if words.get(2).is_some_and(|w| is_ninety(w)) =>
        {
            side_after(words, 3 + degrees(words, 3))?
        }
        _ => return None,
    };
    Some(read)
}

/// A number before its instruction: `2F`, `two forward`, `2 do przodu`, `3 squares forward`,
/// and `do przodu o 2` (the number after `o`).
fn number_first(words: &[String], w: &str, next: Option<&str>) -> Option<(Option<Instr>, usize)> {
    // The number glued before its letter: `2F`, `3f`.
    if let [d @ b'1'..=b'3', b'f'] = w.as_bytes() {
        return Some((forward_card(d - b'0'), 1));
    }
    // One of a card that moves no squares, counted: `1L`, `1R`, `1U`, `1B`.
    if let [b'1', c @ (b'l' | b'r' | b'u' | b'b')] = w.as_bytes() {
        let card = match c {
            b'l' => Card::L,
            b'r' => Card::R,
            b'u' => Card::U,
            _ => Card::B,
        };
        return Some((Some(Instr::Card(card)), 1));
    }
    let third = words.get(2).map(String::as_str).map(plain);
    let third = third.as_deref();
    if let Some(n @ 1..=3) = spelled_number(w)
        && unit_at(words, 1) == 1
        && matches!(
            third,
            Some("forward" | "ahead" | "straight" | "naprzod" | "przod" | "prosto")
        )
    {
        return Some((forward_card(n), 3));
    }
    // `two forward`, `2 naprzód`, `3 fwd`.
    if let (Some(n @ 1..=3), Some("forward" | "fwd" | "naprzod" | "przod" | "przodu" | "prosto")) =
        (spelled_number(w), next)
    {
        return Some((forward_card(n), 2));
    }
    if let (Some(n @ 1..=3), Some("do"), Some("przodu")) = (spelled_number(w), next, third) {
        return Some((forward_card(n), 3));
    }
    // `jeden wstecz`, `one back`.
    if let (Some(1), Some("wstecz" | "back" | "backward" | "backwards" | "tyl" | "tylu")) =
        (spelled_number(w), next)
    {
        return Some((Some(Instr::Card(Card::B)), 2));
    }
    // `jeden do tyłu`.
    if let (Some(1), Some("do" | "w"), Some("tylu" | "tyl")) = (spelled_number(w), next, third) {
        return Some((Some(Instr::Card(Card::B)), 3));
    }
    // With a unit between: `2 pola do przodu`, `one square back`, `jedno pole w tył`.
    let fourth = words.get(3).map(String::as_str).map(plain);
    if let Some(n @ 1..=3) = spelled_number(w)
        && unit_at(words, 1) == 1
    {
        match (third, fourth.as_deref()) {
            (Some("do"), Some("przodu")) => return Some((forward_card(n), 4)),
            (Some("back" | "backward" | "backwards" | "tyl" | "tylu" | "wstecz"), _) if n == 1 => {
                return Some((Some(Instr::Card(Card::B)), 3));
            }
            (Some("w" | "do"), Some("tyl" | "tylu")) if n == 1 => {
                return Some((Some(Instr::Card(Card::B)), 4));
            }
            _ => {}
        }
    }
    if matches!(w, "naprzod" | "przod" | "przodu" | "prosto")
        && next == Some("o")
        && let Some(n @ 1..=3) = third.and_then(spelled_number)
    {
        return Some((forward_card(n), 3));
    }
    None
}

/// The instruction's own word, `w`, with the word after it (`forward two`, `turn left`); a
/// near miss of a spelled-out word (`foward`) is read as that word; anything else as a card
/// (`F2`, `F3+R`) or nothing.
fn instruction_word(words: &[String], w: &str, next: Option<&str>) -> (Option<Instr>, usize) {
    let card = |c| Some(Instr::Card(c));
    if let Some(read) = spoken(words, w, next) {
        return read;
    }
    let number = next.and_then(spelled_number);
    match w {
        "naprzod" | "przod" | "przodu" | "prosto" | "straight" | "ahead" => forward(number),
        // `cofnięcie o jedno pole`: one back.
        "tylu" | "tyl" | "cofnij" | "wstecz" | "cofniecie" | "cofam" | "cofnieciem" | "cofnal"
        | "cofnela" | "cofnie" | "cofnac" | "cofa"
            if next == Some("o") =>
        {
            (card(Card::B), 3)
        }
        // `cofnij 1`, `do tyłu 1`: one back.
        "cofnij" | "wstecz" | "cofam" | "tylu" | "tyl" | "cofanie" if number == Some(1) => {
            (card(Card::B), 2)
        }
        "tylu" | "tyl" | "cofnij" | "wstecz" | "cofniecie" | "cofam" | "cofanie" | "cofnieciem" => {
            (card(Card::B), 1)
        }
        // A card's letter as dictation spells it (`ef trzy`, `el`, `be`): the card. (`er` is
        // no R: people hesitate with it.)
        "ef" | "eff" => forward(number),
        "el" | "ell" => (card(Card::L), 1),
        "be" | "bee" => (card(Card::B), 1),
        // `wlewo`, `wprawo`: the preposition run into the word in a hurry.
        "lewo" | "lt" | "wlewo" => (card(Card::L), 1),
        "wprawo" => (card(Card::R), 1),
        // `P`: prawo, as Polish players shorten right (L is lewo and left alike).
        "prawo" | "rt" | "p" => (card(Card::R), 1),
        "zawroc" | "zawrotka" | "nawrotka" | "nawrot" | "obrot" | "zawracam" | "zawrot"
        | "zawrocenie" | "zawracanie" | "zawrocic" | "zawroceniem" => (card(Card::U), 1),
        // Podhale's first person (`zawracom`, `cofom`).
        "zawracom" => (card(Card::U), 1),
        "cofom" => (card(Card::B), 1),
        // The nouns as a sentence bends them: `zamiast zawrócenia`, `po cofnięciu`.
        "zawrocenia" | "zawroceniu" | "zawrotki" | "zawrotke" | "zawrotu" | "nawrotki"
        | "nawrotu" => (card(Card::U), 1),
        "cofniecia" | "cofnieciu" => (card(Card::B), 1),
        "cofnac" | "cofnie" | "wsteczny" | "wsteczna" | "wstecznym" => (card(Card::B), 1),
        "zawroci" | "zawrocil" | "zawrocila" => (card(Card::U), 1),
        "cofnal" | "cofnela" => (card(Card::B), 1),
        // `go forward for two fields`: `for` before a number leads into it; with no number
        // after it, it is the number a phone's dictation heard (`forward for`: four).
        "forward" | "fwd" | "move" | "go" | "ruch" if next == Some("for") => {
            match words
                .get(2)
                .map(|w| plain(w))
                .as_deref()
                .and_then(spelled_number)
            {
                Some(n) => {
                    let (found, _) = forward(Some(n));
                    (found, 3)
                }
                None => forward(Some(4)),
            }
        }
        "forward" | "fwd" | "move" | "go" | "ruch" | "advance" | "drive" => forward(number),
        // `backup`: `back up` run together.
        "backup" | "back-up" => (card(Card::B), 1 + usize::from(number == Some(1))),
        "back" | "backward" | "backwards" | "reverse" | "bk" => match (next, number) {
            (Some("up"), _) | (_, Some(1)) => (card(Card::B), 2),
            _ => (card(Card::B), 1),
        },
        // `turn rigth`: a near miss after it too.
        "turn" | "rotate" | "spin" | "turns" | "rotates" | "spins" => {
            match next.map(|n| near_word(n).unwrap_or(n)) {
                Some("left" | "l") => (card(Card::L), 2),
                Some("right" | "r") => (card(Card::R), 2),
                Some(n) if CLOCKWISE.contains(&n) => (card(Card::R), 2),
                Some(n) if ANTICLOCKWISE.contains(&n) => (card(Card::L), 2),
                Some("around" | "u" | "back") => (card(Card::U), 2),
                _ => (None, 1),
            }
        }
        // Port and starboard: a ship's left and right; a clock's way round.
        "left" | "port" => (card(Card::L), 1),
        "right" | "starboard" => (card(Card::R), 1),
        w if CLOCKWISE.contains(&w) => (card(Card::R), 1),
        w if ANTICLOCKWISE.contains(&w) => (card(Card::L), 1),
        // Australian slang for a u-turn too (`chuck a uey`).
        "u-turn" | "uturn" | "around" | "about-turn" | "aboutturn" | "uey" | "u-ey" | "youie" => {
            (card(Card::U), 1)
        }
        _ => match (
            w.parse::<Instr>().ok(),
            near_word(w).or_else(|| abbreviated(w)),
        ) {
            (None, Some(near)) => {
                let mut fixed = words.to_vec();
                fixed[0] = near.to_string();
                read_bare(&fixed)
            }
            (found, _) => (found, 1),
        },
    }
}

/// The instruction at `w` (`next` after it) as people say it rather than write it: a
/// dictation's slips (`forward too`, `forward to right`), sides said in more words (`na lewo`,
/// `right hand turn`), workshop slang (`cofka`, and the forward cards by their number as a
/// noun, as gears are named: `jedynka`, `dwójka`, `trójka`).
fn spoken(words: &[String], w: &str, next: Option<&str>) -> Option<(Option<Instr>, usize)> {
    let card = |c| Some(Instr::Card(c));
    if let Some(n) = gear(w) {
        return Some((forward_card(n), 1));
    }
    Some(match w {
        "cofka" | "cofke" | "cofki" => (card(Card::B), 1),
        // `forward too`: dictation's two; `forward to` too, with an instruction or nothing
        // after it (`forward to right`; `forward to the flag` is no count).
        "forward" | "fwd" if next == Some("too") => forward(Some(2)),
        "forward" | "fwd"
            if next == Some("to") && (words.len() == 2 || read_one(&words[2..]).0.is_some()) =>
        {
            forward(Some(2))
        }
        // `na lewo`, `na prawo`: to the side.
        "na" if matches!(next, Some("lewo" | "prawo")) => {
            let side = if next == Some("lewo") {
                Card::L
            } else {
                Card::R
            };
            (card(side), 2)
        }
        // `right hand turn`, `left hand turn`.
        "right" | "left" if next == Some("hand") => {
            let turn = words.get(2).is_some_and(|w| plain(w) == "turn");
            let side = if w == "right" { Card::R } else { Card::L };
            (card(side), 2 + usize::from(turn))
        }
        _ => return None,
    })
}

/// A turn the Polish clock's way (`zgodnie z ruchem wskazówek zegara`, `przeciwnie do
/// ruchu wskazówek zegara`, `zgodnie z zegarem`) and the words it took.
fn clock(words: &[String]) -> Option<(Option<Instr>, usize)> {
    let card = match plain(&words[0]).as_str() {
        "zgodnie" => Card::R,
        "przeciwnie" => Card::L,
        _ => return None,
    };
    let linked = words
        .get(1)
        .is_some_and(|w| matches!(plain(w).as_str(), "z" | "do"));
    if !linked {
        return None;
    }
    let rest = words[2..]
        .iter()
        .take_while(|w| CLOCK_PL.contains(&plain(w).as_str()) || plain(w).starts_with("zegar"))
        .count();
    (rest > 0).then_some((Some(Instr::Card(card)), 2 + rest))
}

/// Whether `w tył` goes on with `zwrot` (`w tył zwrot`: an about-turn).
fn zwrot(words: &[String]) -> bool {
    words.get(2).is_some_and(|w| plain(w) == "zwrot")
}

/// The side of a turn written from word `at` on, `to` and `the` before it passed over
/// (`turn to the left`, `rotate 90 degrees to port`): a left or right turn and the words it
/// took from the start, or nothing.
fn side_after(words: &[String], mut at: usize) -> Option<(Option<Instr>, usize)> {
    for skip in ["to", "the"] {
        if words.get(at).map(|w| plain(w)).as_deref() == Some(skip) {
            at += 1;
        }
    }
    match read_bare(words.get(at..).filter(|w| !w.is_empty())?) {
        (Some(Instr::Card(c @ (Card::L | Card::R))), used) => {
            Some((Some(Instr::Card(c)), at + used))
        }
        _ => None,
    }
}

/// How many words after `at` say degrees (`degrees`, `stopni`, `°`): one or none.
fn degrees(words: &[String], at: usize) -> usize {
    words
        .get(at)
        .map(|w| deunicode::deunicode(w).to_lowercase())
        .is_some_and(|w| matches!(w.as_str(), "degrees" | "deg" | "stopni" | "stopnie"))
        .into()
}

/// `forward N` in any language's words: a card for 1 to 3, an upgrade's form for the
/// numbers one has (`F4`, Fourth Gear; `F0`), so that `naprzód 4` is refused as a card she
/// lacks, not as a word robomod does not know.
fn forward(number: Option<u8>) -> (Option<Instr>, usize) {
    match number {
        Some(1) => (Some(Instr::Card(Card::F1)), 2),
        Some(2) => (Some(Instr::Card(Card::F2)), 2),
        Some(3) => (Some(Instr::Card(Card::F3)), 2),
        Some(n) => (format!("F{n}").parse::<Instr>().ok(), 2),
        None => (Some(Instr::Card(Card::F1)), 1),
    }
}

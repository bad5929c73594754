//! What players write for a program: canonical `F2 L F R U` and the tolerant forms (`F1` = `F`,
//! `forward 2`, `turn left`, `u-turn`, lower case, commas, numbering, one per line), plus the
//! upgrade forms `F0 F4 B2 FL FR F3+R`. Every unknown word is quoted whole.

use super::cards::{Card, Instr};

/// One word that is not an instruction, as the player wrote it, and what to write instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadWord {
    pub text: String,
    pub message: String,
}

const EXPECTED: &str = "write F3 F2 F B L R U (or forward 2, back, turn left, u-turn), or an \
                        upgrade form F0 F4 B2 FL FR F3+R";

/// The words the race's orders accept spelled out (instructions, and `POWER DOWN`, `POWER ON`,
/// an option's `ON` / `OFF`): the mail reader's sign that a line is instructions.
pub const WORDS: &[&str] = &[
    "forward",
    "fwd",
    "move",
    "go",
    "back",
    "backward",
    "backwards",
    "reverse",
    "turn",
    "rotate",
    "left",
    "right",
    "around",
    "u-turn",
    "uturn",
    "up",
    "down",
    "on",
    "off",
    // Numbers and the words around them: `forward two`, `step forward`, `two forward`.
    "one",
    "two",
    "three",
    "step",
    "rt",
    "lt",
    // Polish: naprzód, do przodu, prosto; do tyłu, cofnij; w lewo, w prawo; zawróć.
    "naprzód",
    "naprzod",
    "przód",
    "przod",
    "przodu",
    "prosto",
    "tyłu",
    "tylu",
    "tył",
    "tyl",
    "cofnij",
    "wstecz",
    "lewo",
    "prawo",
    "obrót",
    "obrot",
    "zawróć",
    "zawroc",
    "zawrotka",
    "nawrót",
    "nawrot",
    "jeden",
    "dwa",
    "trzy",
    "skręt",
    "skret",
    "skręć",
    "skrec",
    "zawracam",
    "zawrót",
    "zawrot",
    "cofnięcie",
    "cofniecie",
    "cofam",
    "jedno",
    "dwie",
    // Units after a number (`forward 2 squares`, `prosto trzy pola`), an about-turn as a
    // turn of 180 degrees, `straight` for forward, `jadę` leading into a move.
    "straight",
    "ahead",
    "square",
    "squares",
    "space",
    "spaces",
    "tile",
    "tiles",
    "pole",
    "pola",
    "pól",
    "pol",
    "kratka",
    "kratki",
    "kratek",
    "180",
    "180°",
    "degrees",
    "stopni",
    "jadę",
    "jade",
    "ruch",
    "zawrócenie",
    "zawrocenie",
    "nawrotka",
];

/// Words that only count what came before them: `forward 2 squares`, `trzy pola`.
const UNITS: &[&str] = &[
    "square", "squares", "space", "spaces", "tile", "tiles", "steps", "pole", "pola", "pol",
    "kratka", "kratki", "kratek", "krok", "kroki", "krokow",
];

/// Words that only lead into the move after them: `go straight`, `jadę prosto`.
const LEAD_INS: &[&str] = &["go", "move", "jade", "jedz", "ide"];

/// The spelled-out words a near miss (`foward`, `rigth`, `naprzud`: one letter wrong, missing,
/// extra or two swapped) is read as, when it is near exactly one of them: the program is echoed
/// back as read, so a misreading costs one reply.
const NEAR: &[&str] = &[
    "forward", "backward", "right", "left", "uturn", "around", "naprzod", "prosto", "prawo",
    "lewo", "zawroc", "cofnij",
];

/// Whether `a` and `b` differ by one edit (a letter changed, added or removed, two swapped).
fn one_edit(a: &str, b: &str) -> bool {
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

/// The word a near miss of five letters or more stands for, if exactly one.
fn near_word(w: &str) -> Option<&'static str> {
    if w.chars().count() < 5 || w.chars().any(|c| c.is_ascii_digit()) {
        return None;
    }
    let mut near = NEAR.iter().filter(|n| one_edit(w, n));
    match (near.next(), near.next()) {
        (Some(n), None) => Some(n),
        _ => None,
    }
}

/// How many words after `at` are a unit (`squares`, `pola`): one or none.
fn unit_at(words: &[String], at: usize) -> usize {
    words
        .get(at)
        .map(|w| deunicode::deunicode(w).to_lowercase())
        .is_some_and(|w| UNITS.contains(&w.as_str()))
        .into()
}

/// A number people spell out: `two`, `dwa`.
fn spelled_number(w: &str) -> Option<u8> {
    match w {
        "one" | "jeden" | "jedno" => Some(1),
        "two" | "dwa" | "dwie" => Some(2),
        "three" | "trzy" => Some(3),
        "four" | "cztery" => Some(4),
        _ => w.parse().ok(),
    }
}

/// Read a program: every instruction in order, or every word that is not one.
pub fn parse_program(text: &str) -> Result<Vec<Instr>, Vec<BadWord>> {
    let cleaned: String = text
        .chars()
        .map(|c| {
            if matches!(c, ',' | ';' | '\n' | '\r' | '\t') {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut words: Vec<String> = Vec::new();
    for raw in cleaned.split(' ').filter(|w| !w.is_empty()) {
        let w = strip_numbering(raw);
        // A dash alone between instructions is a separator: `F2 - R - F`.
        if w.is_empty() || matches!(w, "-" | "–" | "—" | "->" | "→" | "/" | "|") {
            continue;
        }
        // Cards joined by hyphens (`F-F-R-F2-L`) are cards; `u-turn` is one.
        let parts: Vec<&str> = w.split('-').collect();
        if parts.len() > 1
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.parse::<Instr>().is_ok())
        {
            words.extend(parts.iter().map(|p| p.to_string()));
            continue;
        }
        // A word and its number written together: `fwd1`, `forward2`.
        let digits = w.len() - w.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        if digits > 0
            && digits < w.len()
            && matches!(
                w[..w.len() - digits].to_ascii_lowercase().as_str(),
                "forward" | "fwd" | "move" | "go"
            )
        {
            words.push(w[..w.len() - digits].to_string());
            words.push(w[w.len() - digits..].to_string());
            continue;
        }
        // Glue `F3 + R`, `F3+ R`, `F3 +R` into one word.
        let glue = w.starts_with('+') || words.last().is_some_and(|l| l.ends_with('+'));
        match words.last_mut() {
            Some(last) if glue => last.push_str(w),
            _ => words.push(w.to_string()),
        }
    }
    let mut out = Vec::new();
    let mut bad = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let (found, used) = read_one(&words[i..]);
        match found {
            Some(instr) => out.push(instr),
            None => bad.push(BadWord {
                text: words[i].clone(),
                // english: read by position files; a player's orders say race-not-an-instruction
                message: format!("{:?} is not an instruction: {EXPECTED}", words[i]),
            }),
        }
        i += used.max(1);
    }
    if bad.is_empty() { Ok(out) } else { Err(bad) }
}

/// `1.` `2)` `(3)` `4:` `#5` `1-F2` `3-` before or as a word: numbering, dropped (a hyphen
/// only before a letter or alone: `3-5` is no numbering).
fn strip_numbering(w: &str) -> &str {
    let t = w.trim_start_matches(['(', '#']);
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits > 0 {
        let rest = &t[digits..];
        if let Some(after) = rest.strip_prefix(['.', ')', ':']) {
            return after;
        }
        if let Some(after) = rest.strip_prefix('-')
            && (after.is_empty() || after.starts_with(|c: char| c.is_alphabetic()))
        {
            return after;
        }
        if rest.is_empty() && w.starts_with('#') {
            return rest;
        }
    }
    w
}

/// The instruction at the start of `words` and how many words it took, with the unit after
/// its number (`forward 2 squares`, `naprzód 2 pola`).
fn read_one(words: &[String]) -> (Option<Instr>, usize) {
    let (found, used) = read_bare(words);
    if found.is_none() {
        return (found, used);
    }
    let used = used.max(1);
    (found, used + unit_at(words, used))
}

/// The instruction at the start of `words` and how many words it took, units aside.
fn read_bare(words: &[String]) -> (Option<Instr>, usize) {
    // Compared without diacritics: `naprzód` and `naprzod` are one word.
    let plain = |w: &String| deunicode::deunicode(w).to_lowercase();
    let w = plain(&words[0]);
    let next = words.get(1).map(plain);
    let number = next.as_deref().and_then(spelled_number);
    let card = |c| Some(Instr::Card(c));
    // Words that only lead into the instruction after them: `step forward`, `w lewo`, `do
    // przodu`, `obrót w lewo`, `u turn`.
    match (w.as_str(), next.as_deref()) {
        // `back up 1`: the number after the words.
        ("back" | "backward", Some("up")) => {
            let one = words.get(2).map(plain).as_deref().and_then(spelled_number) == Some(1);
            return (card(Card::B), if one { 3 } else { 2 });
        }
        ("step" | "w" | "do", Some(_)) => {
            let (found, used) = read_one(&words[1..]);
            return (found, used + 1);
        }
        ("u", Some("turn")) => return (card(Card::U), 2),
        // `a left turn`, `right turn`.
        ("left" | "lt", Some("turn")) => return (card(Card::L), 2),
        ("right" | "rt", Some("turn")) => return (card(Card::R), 2),
        // `go straight`, `jadę prosto 2 pola`, `move forward`: the move is the next words'.
        (lead, Some(_))
            if LEAD_INS.contains(&lead) && {
                let (found, _) = read_bare(&words[1..]);
                found.is_some() && spelled_number(next.as_deref().unwrap_or("")).is_none()
            } =>
        {
            let (found, used) = read_one(&words[1..]);
            return (found, used + 1);
        }
        // An about-turn as a turn of 180 degrees: `turn 180`, `obrót o 180 stopni`.
        ("turn" | "rotate" | "obrot" | "skret" | "zawroc", Some("180" | "180deg"))
        | ("o", Some("180" | "180deg")) => {
            return (card(Card::U), 2 + degrees(words, 2));
        }
        ("obrot" | "skret", Some("o"))
            if words
                .get(2)
                .map(plain)
                .as_deref()
                .is_some_and(|w| w.starts_with("180")) =>
        {
            return (card(Card::U), 3 + degrees(words, 3));
        }
        ("180" | "180deg", _) => return (card(Card::U), 1 + degrees(words, 1)),
        ("obrot" | "skret" | "skrec", Some("w")) => {
            let (found, used) = read_one(&words[1..]);
            return (found, used + 1);
        }
        _ => {}
    }
    // The number glued before its letter: `2F`, `3f`.
    if let [d @ b'1'..=b'3', b'f'] = w.as_bytes() {
        let c = [Card::F1, Card::F2, Card::F3][usize::from(d - b'1')];
        return (card(c), 1);
    }
    // A number before its instruction: `two forward`, `2 do przodu`, `3 squares forward`.
    if let Some(n @ 1..=3) = spelled_number(&w)
        && unit_at(words, 1) == 1
        && let Some(ahead) = words.get(2).map(plain)
        && matches!(
            ahead.as_str(),
            "forward" | "ahead" | "straight" | "naprzod" | "przod" | "prosto"
        )
    {
        let c = [Card::F1, Card::F2, Card::F3][usize::from(n) - 1];
        return (card(c), 3);
    }
    if let (Some(n @ 1..=3), Some("forward" | "naprzod" | "przod" | "przodu" | "prosto")) = (
        spelled_number(&w).filter(|_| !w.chars().any(|c| c.is_ascii_digit())),
        next.as_deref(),
    ) {
        let c = [Card::F1, Card::F2, Card::F3][usize::from(n) - 1];
        return (card(c), 2);
    }
    if let (Some(n @ 1..=3), Some("do"), Some("przodu")) = (
        spelled_number(&w),
        next.as_deref(),
        words.get(2).map(plain).as_deref(),
    ) {
        let c = [Card::F1, Card::F2, Card::F3][usize::from(n) - 1];
        return (card(c), 3);
    }
    // `do przodu o 2`: the number after `o`.
    if matches!(w.as_str(), "naprzod" | "przod" | "przodu" | "prosto")
        && next.as_deref() == Some("o")
        && let Some(n @ 1..=3) = words.get(2).map(plain).as_deref().and_then(spelled_number)
    {
        let c = [Card::F1, Card::F2, Card::F3][usize::from(n) - 1];
        return (card(c), 3);
    }
    match w.as_str() {
        "naprzod" | "przod" | "przodu" | "prosto" | "straight" | "ahead" => forward(number),
        // `cofnięcie o jedno pole`: one back.
        "tylu" | "tyl" | "cofnij" | "wstecz" | "cofniecie" | "cofam"
            if next.as_deref() == Some("o") =>
        {
            (card(Card::B), 3)
        }
        "tylu" | "tyl" | "cofnij" | "wstecz" | "cofniecie" | "cofam" => (card(Card::B), 1),
        "lewo" | "lt" => (card(Card::L), 1),
        // `P`: prawo, as Polish players shorten right (L is lewo and left alike).
        "prawo" | "rt" | "p" => (card(Card::R), 1),
        "zawroc" | "zawrotka" | "nawrotka" | "nawrot" | "obrot" | "zawracam" | "zawrot"
        | "zawrocenie" => (card(Card::U), 1),
        "forward" | "fwd" | "move" | "go" | "ruch" => forward(number),
        "back" | "backward" | "backwards" | "reverse" => match (next.as_deref(), number) {
            (Some("up"), _) | (_, Some(1)) => (card(Card::B), 2),
            _ => (card(Card::B), 1),
        },
        "turn" | "rotate" => match next.as_deref() {
            Some("left" | "l") => (card(Card::L), 2),
            Some("right" | "r") => (card(Card::R), 2),
            Some("around" | "u" | "back") => (card(Card::U), 2),
            _ => (None, 1),
        },
        "left" => (card(Card::L), 1),
        "right" => (card(Card::R), 1),
        "u-turn" | "uturn" | "around" => (card(Card::U), 1),
        _ => match (w.parse::<Instr>().ok(), near_word(&w)) {
            (None, Some(near)) => {
                let mut fixed = words.to_vec();
                fixed[0] = near.to_string();
                read_bare(&fixed)
            }
            (found, _) => (found, 1),
        },
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

/// A program in canonical notation: `F2 L F R U`.
pub fn program_text(program: &[Instr]) -> String {
    program
        .iter()
        .map(Instr::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon(text: &str) -> String {
        program_text(&parse_program(text).unwrap())
    }

    #[test]
    fn canonical_and_tolerant_forms_read_the_same() {
        assert_eq!(canon("F2 L F R U"), "F2 L F R U");
        assert_eq!(canon("f1, f2; b\nl r"), "F F2 B L R");
        assert_eq!(
            canon("forward 2 turn left u-turn back up move"),
            "F2 L U B F"
        );
        assert_eq!(canon("1. F3 2) R (3) L 4: U #5 F"), "F3 R L U F");
        assert_eq!(canon("1.F3 2)R"), "F3 R");
        assert_eq!(canon("1-F2 2-L 3- u-turn"), "F2 L U");
        assert_eq!(canon("F3 P F L F2"), "F3 R F L F2");
        assert!(parse_program("3-5").is_err(), "a range is no numbering");
        assert_eq!(canon("right left turn around"), "R L U");
    }

    #[test]
    fn programs_in_polish_words_and_spelled_numbers() {
        let canon = |t: &str| program_text(&parse_program(t).unwrap());
        assert_eq!(canon("lewo, lewo, naprzód, prawo, naprzód 3"), "L L F R F3");
        assert_eq!(
            canon("w lewo, w prawo, do przodu, do tyłu, zawróć"),
            "L R F B U"
        );
        assert_eq!(
            canon("naprzód 2, obrót w lewo, naprzód 1, obrót w prawo, zawróć"),
            "F2 L F R U"
        );
        assert_eq!(
            canon("cofnij, prawo, naprzód trzy, prosto, lewo"),
            "B R F3 F L"
        );
        assert_eq!(
            canon("forward two, turn left, forward one, u turn, two forward"),
            "F2 L F U F2"
        );
        assert_eq!(canon("step forward, rt, lt"), "F R L");
        // Four forward is Fourth Gear's form (refused later if she lacks it), not a word
        // robomod does not know; five is none.
        assert_eq!(canon("naprzód 4, w lewo"), "F4 L");
        assert_eq!(canon("forward four"), "F4");
        assert!(parse_program("forward 5").is_err());
    }

    #[test]
    fn every_spelled_out_word_is_read() {
        for w in WORDS {
            if ["on", "off", "down"].contains(w) {
                continue; // POWER's and an option's words, read by the orders
            }
            let text = match *w {
                "turn" | "rotate" => format!("{w} left"),
                "up" => "back up".to_string(),
                "forward" | "fwd" | "move" | "go" => format!("{w} 2"),
                // Numbers and the words that lead into an instruction go before one.
                "one" | "two" | "three" | "jeden" | "dwa" | "trzy" => format!("forward {w}"),
                "step" => "step forward".to_string(),
                "obrót" | "obrot" | "skręt" | "skret" | "skręć" | "skrec" => {
                    format!("{w} w lewo")
                }
                "jedno" | "dwie" => format!("naprzód o {w}"),
                "przód" | "przod" | "przodu" => format!("do {w}"),
                // Units and degrees count what comes before them; `jadę` leads into a move.
                "degrees" | "stopni" => format!("turn 180 {w}"),
                "jadę" | "jade" => format!("{w} prosto"),
                "ruch" => format!("{w} 2"),
                w if UNITS.contains(&deunicode::deunicode(w).as_str()) => format!("forward 2 {w}"),
                _ => w.to_string(),
            };
            assert!(parse_program(&text).is_ok(), "{text}");
        }
    }

    #[test]
    fn units_straight_numbers_first_and_an_about_turn_in_degrees() {
        assert_eq!(
            canon("prosto trzy pola, w prawo, jedno do przodu, jedno do przodu, w prawo"),
            "F3 R F F R"
        );
        assert_eq!(
            canon("forward 2 squares, go straight, 2F, 3f"),
            "F2 F F2 F3"
        );
        assert_eq!(canon("turn 180, 180 degrees, obrót o 180 stopni"), "U U U");
        assert_eq!(canon("jadę prosto 2 pola, two squares forward"), "F2 F2");
        assert_eq!(canon("straight 3, ahead"), "F3 F");
        assert_eq!(canon("F3, turn right, F, F2, left turn"), "F3 R F F2 L");
        assert_eq!(canon("F2 - R - F - F - L"), "F2 R F F L");
        assert_eq!(
            canon("Ruch 2, obrót w lewo, ruch 1, zawrócenie, nawrotka"),
            "F2 L F U U"
        );
    }

    #[test]
    fn a_near_miss_of_a_long_word_is_that_word() {
        assert_eq!(canon("foward 2, left, foward, rigth, uturn"), "F2 L F R U");
        assert_eq!(canon("naprzud 2, naprzód 2, naprzod 2"), "F2 F2 F2");
        assert!(parse_program("jump").is_err());
        assert!(one_edit("rigth", "right") && one_edit("foward", "forward"));
        assert!(!one_edit("left", "lift2") && !one_edit("right", "right"));
        // A unit alone is no instruction.
        assert!(parse_program("squares").is_err());
    }

    #[test]
    fn upgrade_forms_read_with_or_without_spaces_around_plus() {
        assert_eq!(canon("F0 F4 B2 FL fr"), "F0 F4 B2 FL FR");
        assert_eq!(canon("F3+R F2 + U b +l"), "F3+R F2+U B+L");
    }

    #[test]
    fn unknown_words_are_quoted_whole() {
        let bad = parse_program("F2 F7 jump L").unwrap_err();
        let texts: Vec<&str> = bad.iter().map(|b| b.text.as_str()).collect();
        assert_eq!(texts, ["F7", "jump"]);
        assert!(bad[0].message.contains("F3 F2 F B L R U"));
        assert!(parse_program("L+R").is_err());
    }
}

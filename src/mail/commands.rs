//! Player commands from the sender's own lines and from the subject.
//!
//! A body line counts as a command when its first word (after an optional list marker such as
//! `1.`, `2)`, `-`, `*`) is a command word, in any case, optionally followed by `:`:
//! - `PROGRAM`, `GOALS`, `SOLUTION` and `PASS` carry orders: the rest of the line, spaces
//!   collapsed. Written in capitals they always count; otherwise only when the rest looks like
//!   notation (every token at most 6 characters of letters, digits and `,;.:/()-`, and one of
//!   them with a digit or a capital: `1GN`, `yN`), or is spelled-out notation (`small green
//!   north`, `3 red rev`), or is empty for `pass`. So "Program 1GN 3BU" counts and "Goals are
//!   overrated anyway" is chatter.
//! - `STATUS` and `HELP` ignore the rest of their line; `ORDERS` (what is on file) too, when
//!   alone on its line or in capitals.
//! - `ABSENT` takes the rest of its line (two dates, one, `CANCEL`, or nothing) when written in
//!   capitals, alone, or followed by a date or `cancel`.
//! - `RESIGN` must stand alone on its line (so that "RESIGN if I lose" cannot end a game);
//!   otherwise it is quoted back as unknown. So must `CLEAR` (withdraw the orders on file).
//!
//! A line whose first word is a near miss of a command word (`PROGAM`, `STAUTS`, `GAOLS`:
//! optimal-string-alignment distance 1 for words of up to 5 letters, 2 for longer ones, at least
//! 4 letters) becomes [`PlayerCommand::Unknown`] so that the reply can say how to fix it, but only
//! when the word is written in capitals, the line carries a token with a digit (`1GN`), or the
//! word stands alone. Everything else is chatter and ignored ("Hi Bob", "Past rounds were fun").
//!
//! The subject (tag removed) may carry one command, more strictly, since subjects are chatter:
//! never when it is a reply or forward (`Re:`, `Fwd:`, `AW:`...: a reply to robomod's "Status"
//! mail must not ask for the status again); the command word must be written in capitals
//! (`PROGRAM 1GN 3BU`), or the subject must be just `status`, `help`, `resign` or `pass`; no
//! near misses.

use crate::inbound::PlayerCommand;

/// Words that carry orders; the keyword is kept upper-case in [`PlayerCommand::Orders`]. The
/// race adds its announcements and options (`POWER DOWN`, `PRESSOR ON`, `RECOMPILE`, `PICK 3 1`).
const ORDER_WORDS: &[&str] = &[
    "PROGRAM",
    "GOALS",
    "SOLUTION",
    "PASS",
    "PICK",
    "RECOMPILE",
    "POWER",
    "STAY",
    "GYRO",
    "PRESSOR",
    "TRACTOR",
    "HOWITZER",
    "SCRAMBLER",
    "RADIO",
    "BREAKER",
    "FLYWHEEL",
];
/// Order words that are complete orders alone on their line.
const ALONE_WORDS: &[&str] = &["PASS", "RECOMPILE"];
/// The command words that are not order words.
const OTHER_WORDS: &[&str] = &[
    "STATUS", "HELP", "RESIGN", "ORDERS", "CLEAR", "TRY", "PRESS", "ABSENT",
];

/// Every command word, for recognising commands and near misses.
fn all_words() -> impl Iterator<Item = &'static &'static str> {
    ORDER_WORDS.iter().chain(OTHER_WORDS)
}

/// The commands in the sender's own lines, in order. An order word alone on its line (`PROGRAM`,
/// `Program:`) takes the lines after it as its text, list markers and numbering dropped, up to
/// a blank line or another command: a program written one instruction a line, as rich-text
/// clients send a list. Lines starting `#` or `//` are comments.
pub fn commands_from_lines<'a>(lines: impl IntoIterator<Item = &'a str>) -> Vec<PlayerCommand> {
    let mut out = Vec::new();
    // The order word whose text the following lines extend, and whether it was shouted.
    let mut block: Option<(String, Vec<String>, bool)> = None;
    let mut press_open = false;
    let close = |out: &mut Vec<PlayerCommand>, block: Option<(String, Vec<String>, bool)>| {
        if let Some((keyword, parts, shouted)) = block
            && (shouted || !parts.is_empty())
        {
            out.push(PlayerCommand::Orders {
                keyword,
                text: parts.join(" "),
            });
        }
    };
    for line in lines {
        let t = line.trim();
        if t.starts_with('#') || t.starts_with("//") {
            continue;
        }
        if let Some(start) = block_start(t) {
            close(&mut out, block.take());
            block = Some(start);
            continue;
        }
        let cmd = command_from_line(line, Source::Body);
        // Press text goes on over the lines after it, up to a blank line or a command.
        if cmd.is_none()
            && block.is_none()
            && !t.is_empty()
            && let Some(PlayerCommand::Press { text, .. }) = out.last_mut()
            && press_open
        {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(t);
            continue;
        }
        press_open = matches!(cmd, Some(PlayerCommand::Press { .. }));
        match cmd {
            Some(cmd) => {
                close(&mut out, block.take());
                out.push(cmd);
            }
            None if t.is_empty() => close(&mut out, block.take()),
            None => {
                let item = strip_list_marker(t);
                match block.as_mut() {
                    Some((_, parts, _)) if continues_orders(item) => {
                        parts.push(item.split_whitespace().collect::<Vec<_>>().join(" "));
                    }
                    _ => close(&mut out, block.take()),
                }
            }
        }
    }
    close(&mut out, block);
    out
}

/// `[ANON] TO Red, Blue: text` after `PRESS`: the recipients, anonymity, and the text (which
/// may go on over the following lines).
fn press(rest: &str) -> Option<PlayerCommand> {
    let (head, text) = rest.split_once(':')?;
    let mut words = head.split_whitespace().peekable();
    let anonymous = words
        .next_if(|w| w.eq_ignore_ascii_case("anon") || w.eq_ignore_ascii_case("anonymous"))
        .is_some();
    if !words.next()?.eq_ignore_ascii_case("to") {
        return None;
    }
    let to: Vec<String> = words
        .flat_map(|w| w.split(','))
        .filter(|w| !w.is_empty() && !w.eq_ignore_ascii_case("and"))
        .map(str::to_string)
        .collect();
    (!to.is_empty()).then(|| PlayerCommand::Press {
        to,
        anonymous,
        text: text.trim().to_string(),
    })
}

/// Whether a line under an order word alone carries more of its orders: every token is
/// spelled-out notation (`forward`, `north`) or a short code (`F2`, `l`, `3bu`, `F3+R`), so that
/// chatter ("Pass the salt") ends the block instead.
fn continues_orders(line: &str) -> bool {
    let mut tokens = line
        .split(|c: char| c.is_whitespace() || ",;".contains(c))
        .filter(|t| !t.is_empty())
        .peekable();
    tokens.peek().is_some()
        && tokens.all(|t| {
            let code = t.len() <= 4
                && t.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "+*-.)".contains(c))
                && (t.len() <= 2
                    || t.chars().any(|c| c.is_ascii_digit())
                    || t.chars().all(|c| !c.is_ascii_lowercase()));
            code || NOTATION_WORDS.iter().any(|n| n.eq_ignore_ascii_case(t))
        })
}

/// An order word (not a complete order alone, as `PASS`) alone on its line, with an optional
/// colon and list marker: the keyword, no text yet, and whether it was written in capitals.
fn block_start(line: &str) -> Option<(String, Vec<String>, bool)> {
    let body = strip_list_marker(line);
    let word = body.trim_end_matches(':').trim_end();
    if word.contains(char::is_whitespace) {
        return None;
    }
    let kw = ORDER_WORDS
        .iter()
        .find(|w| w.eq_ignore_ascii_case(word) && !ALONE_WORDS.contains(w))?;
    let shouted = word.chars().all(|c| !c.is_lowercase());
    Some((kw.to_string(), Vec::new(), shouted))
}

/// The command a subject carries, if any (see the module doc). `subject` should already have the
/// `[robomod ...]` tag removed; reply prefixes are recognised here.
pub fn command_from_subject(subject: &str) -> Option<PlayerCommand> {
    let (rest, was_reply) = strip_reply_prefixes(subject);
    if was_reply {
        return None;
    }
    command_from_line(rest, Source::Subject)
}

/// Where a line comes from: the subject is read more strictly.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    Body,
    Subject,
}

/// Removes `Re:`, `Fwd:` and their cousins from the start; says whether there were any.
pub fn strip_reply_prefixes(subject: &str) -> (&str, bool) {
    const PREFIXES: &[&str] = &[
        "re", "fw", "fwd", "aw", "wg", "sv", "vs", "antw", "tr", "rif", "r", "enc", "odp",
    ];
    let mut s = subject.trim();
    let mut found = false;
    loop {
        let Some((head, tail)) = s.split_once(':') else {
            return (s, found);
        };
        // `Re[2]:` and `Re(2):` count too.
        let word = head
            .trim()
            .trim_end_matches(|c: char| c.is_ascii_digit() || matches!(c, '[' | ']' | '(' | ')'));
        if PREFIXES.iter().any(|p| word.eq_ignore_ascii_case(p)) {
            s = tail.trim_start();
            found = true;
        } else {
            return (s, found);
        }
    }
}

/// An order word followed by a colon anywhere in a body line (`my program: 1GN 2RE`, `Program:
/// small red east, m g n`): the colon says the rest is orders, in any case and any notation.
fn labelled_orders(line: &str) -> Option<PlayerCommand> {
    let lower = line.to_ascii_lowercase();
    for kw in ORDER_WORDS {
        let word = kw.to_ascii_lowercase();
        let mut from = 0;
        while let Some(k) = lower[from..].find(&word).map(|k| k + from) {
            from = k + word.len();
            let before_ok = k == 0 || !lower.as_bytes()[k - 1].is_ascii_alphanumeric();
            let after = lower[from..].trim_start();
            if before_ok && after.starts_with(':') {
                let rest = line[line.len() - after.len() + 1..].trim();
                if rest.is_empty() {
                    return None;
                }
                return Some(PlayerCommand::Orders {
                    keyword: kw.to_string(),
                    text: rest.split_whitespace().collect::<Vec<_>>().join(" "),
                });
            }
        }
    }
    None
}

/// Reads one line (see the module doc for the rules).
fn command_from_line(line: &str, source: Source) -> Option<PlayerCommand> {
    if source == Source::Body
        && let Some(cmd) = labelled_orders(line)
    {
        return Some(cmd);
    }
    let body = strip_list_marker(line.trim());
    let word_end = body
        .find(|c: char| c.is_whitespace() || c == ':')
        .unwrap_or(body.len());
    let word = body[..word_end].trim_end_matches(['.', ',', '!', '?', ';']);
    // Most lines are chatter: leave before allocating anything.
    let known = all_words().find(|w| w.eq_ignore_ascii_case(word));
    if known.is_none() && (source == Source::Subject || !is_near_miss(word)) {
        return None;
    }
    let rest = body[word_end..].trim_start().trim_start_matches(':');
    let rest = rest.split_whitespace().collect::<Vec<_>>().join(" ");
    let upper = known.map_or_else(|| word.to_ascii_uppercase(), |w| w.to_string());
    let shouting =
        word.chars().any(|c| c.is_alphabetic()) && word.chars().all(|c| !c.is_lowercase());
    let unknown = || PlayerCommand::Unknown {
        line: line.trim().to_string(),
    };
    if known.is_some() && source == Source::Subject && !shouting {
        let alone = rest.is_empty() && matches!(&*upper, "STATUS" | "HELP" | "RESIGN" | "PASS");
        if !alone {
            return None;
        }
    }
    if let Some(kw) = ORDER_WORDS.iter().find(|w| **w == upper) {
        let counts = shouting
            || if rest.is_empty() {
                ALONE_WORDS.contains(&upper.as_str())
            } else {
                looks_like_notation(&rest)
            };
        return counts.then(|| PlayerCommand::Orders {
            keyword: kw.to_string(),
            text: rest,
        });
    }
    match &*upper {
        "STATUS" => return Some(PlayerCommand::Status),
        // Alone or in capitals, and never in the subject ("orders" is what players write there
        // when they send them): "Orders are attached" is chatter.
        "ORDERS" | "CLEAR" | "TRY" | "PRESS" | "ABSENT" if source == Source::Subject => {
            return None;
        }
        // `ABSENT` alone, in capitals, or followed by a date or `cancel`: "Absent-minded
        // again" is chatter.
        "ABSENT"
            if shouting
                || rest.is_empty()
                || rest.starts_with(|c: char| c.is_ascii_digit())
                || rest.eq_ignore_ascii_case("cancel") =>
        {
            return Some(PlayerCommand::Absent { text: rest });
        }
        "ABSENT" => return None,
        "PRESS" => return press(&rest).or_else(|| shouting.then(unknown)),
        // `TRY` needs orders after it, in capitals or looking like notation.
        "TRY" if !rest.is_empty() && (shouting || looks_like_notation(&rest)) => {
            return Some(PlayerCommand::Try { text: rest });
        }
        "TRY" => return None,
        "CLEAR" if rest.is_empty() => return Some(PlayerCommand::Clear),
        "CLEAR" => return Some(unknown()),
        "ORDERS" if rest.is_empty() || shouting => return Some(PlayerCommand::ShowOrders),
        "ORDERS" => return None,
        "HELP" => return Some(PlayerCommand::Help),
        "RESIGN" if rest.is_empty() => return Some(PlayerCommand::Resign),
        "RESIGN" => return Some(unknown()),
        _ => {}
    }
    let notation = rest
        .split_whitespace()
        .any(|t| t.chars().any(|c| c.is_ascii_digit()));
    (shouting || notation || rest.is_empty()).then(unknown)
}

/// Words the games' notations accept spelled out (`small green north`, `3 red rev`).
const NOTATION_WORDS: &[&str] = &[
    "small", "medium", "large", "red", "yellow", "blue", "green", "north", "east", "south", "west",
    "up", "rev", "reverse", "forward", "back", "backward", "left", "right", "turn", "around",
    "u-turn", "uturn", "down", "on", "off",
];

/// `1GN 3BU 2RE`, `1Y 3R`, `yN rE`, `small green north`: short tokens, one with a digit or a
/// capital or spelled-out notation.
fn looks_like_notation(rest: &str) -> bool {
    let words = rest
        .split(|c: char| c.is_whitespace() || ",;".contains(c))
        .filter(|w| !w.is_empty());
    if words.clone().all(|w| {
        NOTATION_WORDS.iter().any(|n| n.eq_ignore_ascii_case(w))
            || w.bytes()
                .all(|b| b.is_ascii_digit() || b == b')' || b == b'.')
    }) && rest.chars().any(char::is_alphabetic)
    {
        return true;
    }
    let tokens: Vec<&str> = rest.split_whitespace().collect();
    let short = tokens.iter().all(|t| {
        t.chars().count() <= 6
            && t.chars()
                .all(|c| c.is_ascii_alphanumeric() || ",;.:/()-*+".contains(c))
    });
    short
        && tokens.iter().any(|t| {
            t.chars()
                .any(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
        })
}

/// `1. `, `2) `, `- `, `* `, `• ` at the start of a line.
fn strip_list_marker(line: &str) -> &str {
    if let Some(rest) = line.strip_prefix(['-', '*', '•'])
        && rest.starts_with(char::is_whitespace)
    {
        return rest.trim_start();
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

/// Whether `word` is close to, but not, a command word.
fn is_near_miss(word: &str) -> bool {
    // Command words have 4 to 8 letters; a near miss is at most 2 longer or shorter.
    if !(4..=10).contains(&word.len()) || !word.bytes().all(|c| c.is_ascii_alphabetic()) {
        return false;
    }
    let mut upper = [0u8; 10];
    for (u, c) in upper.iter_mut().zip(word.bytes()) {
        *u = c.to_ascii_uppercase();
    }
    let upper = &upper[..word.len()];
    all_words().any(|w| {
        let limit = if w.len() <= 5 { 1 } else { 2 };
        if upper.len().abs_diff(w.len()) > limit {
            return false;
        }
        let d = osa_distance(upper, w.as_bytes());
        d > 0 && d <= limit
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
    use super::*;

    fn orders(k: &str, t: &str) -> PlayerCommand {
        PlayerCommand::Orders {
            keyword: k.into(),
            text: t.into(),
        }
    }
    fn unknown(l: &str) -> PlayerCommand {
        PlayerCommand::Unknown { line: l.into() }
    }

    #[test]
    fn command_words_in_any_case_with_markers() {
        let lines = [
            "program 1GN   3BU 2RE",
            "1. Goals: 1Y 3R",
            "- pass",
            "Status please",
            "HELP",
            "resign.",
            "Hi Bob, here are my moves",
            "Goals are overrated anyway",
            "program",
            "Pass the salt",
            "solution yN rE",
            "program small green north, 2 blue east",
        ];
        assert_eq!(
            commands_from_lines(lines),
            vec![
                orders("PROGRAM", "1GN 3BU 2RE"),
                orders("GOALS", "1Y 3R"),
                orders("PASS", ""),
                PlayerCommand::Status,
                PlayerCommand::Help,
                PlayerCommand::Resign,
                orders("SOLUTION", "yN rE"),
                orders("PROGRAM", "small green north, 2 blue east"),
            ]
        );
    }

    #[test]
    fn the_races_announcements_and_options_are_orders() {
        let lines = [
            "PROGRAM F2 *F3 F3+R FL U",
            "power down",
            "Stay down",
            "Pressor on",
            "BREAKER 10",
            "flywheel F2",
            "RECOMPILE",
            "recompile",
            "pick 3 1 4 2",
            "Power to the people",
            "Stay on target",
            "program forward 2, turn left, u-turn",
        ];
        assert_eq!(
            commands_from_lines(lines),
            vec![
                orders("PROGRAM", "F2 *F3 F3+R FL U"),
                orders("POWER", "down"),
                orders("STAY", "down"),
                orders("PRESSOR", "on"),
                orders("BREAKER", "10"),
                orders("FLYWHEEL", "F2"),
                orders("RECOMPILE", ""),
                orders("RECOMPILE", ""),
                orders("PICK", "3 1 4 2"),
                orders("PROGRAM", "forward 2, turn left, u-turn"),
            ]
        );
    }

    #[test]
    fn a_labelled_program_counts_in_any_case_anywhere_in_the_line() {
        let lines = [
            "program: small red east, large yellow reverse, m g n",
            "Here is my program: 1GN 3BU",
            "Solution : yN rE",
            "my programming skills are poor",
            "the program:",
        ];
        assert_eq!(
            commands_from_lines(lines),
            vec![
                orders("PROGRAM", "small red east, large yellow reverse, m g n"),
                orders("PROGRAM", "1GN 3BU"),
                orders("SOLUTION", "yN rE"),
            ]
        );
    }

    #[test]
    fn a_program_over_several_lines_numbered_or_bulleted() {
        let lines = [
            "Hi, here goes:",
            "Program:",
            "1. F2",
            "2) L",
            "- forward 1",
            "* R",
            "U",
            "",
            "PROGRAM",
            "1GN",
            "3BU",
            "STATUS",
            "program",
            "# a comment line",
            "// another",
            "2RE",
        ];
        assert_eq!(
            commands_from_lines(lines),
            vec![
                orders("PROGRAM", "F2 L forward 1 R U"),
                orders("PROGRAM", "1GN 3BU"),
                PlayerCommand::Status,
                orders("PROGRAM", "2RE"),
            ]
        );
        // Alone and shouted with nothing after it: still an (empty) order, as before.
        assert_eq!(
            commands_from_lines(["PROGRAM"]),
            vec![orders("PROGRAM", "")]
        );
        assert_eq!(commands_from_lines(["program"]), vec![]);
    }

    #[test]
    fn orders_alone_or_in_capitals_asks_what_is_on_file() {
        assert_eq!(
            commands_from_lines(["orders", "ORDERS please", "Orders are attached below"]),
            vec![PlayerCommand::ShowOrders, PlayerCommand::ShowOrders]
        );
        assert_eq!(
            command_from_subject("orders"),
            None,
            "a subject that names the mail"
        );
        assert_eq!(command_from_subject("ORDERS"), None);
    }

    #[test]
    fn clear_alone_withdraws_and_with_words_is_unknown() {
        assert_eq!(
            commands_from_lines(["clear", "CLEAR the board"]),
            vec![PlayerCommand::Clear, unknown("CLEAR the board")]
        );
        assert_eq!(command_from_subject("CLEAR"), None);
    }

    #[test]
    fn absent_takes_dates_or_cancel_and_chatter_is_left() {
        let absent = |t: &str| PlayerCommand::Absent { text: t.into() };
        assert_eq!(
            commands_from_lines([
                "ABSENT 2026-12-24 2026-12-27",
                "absent 2026-12-24 to 2026-12-27",
                "Absent cancel",
                "absent",
                "Absent-minded as ever",
                "absent from the meeting",
                "ABSENT next week",
            ]),
            vec![
                absent("2026-12-24 2026-12-27"),
                absent("2026-12-24 to 2026-12-27"),
                absent("cancel"),
                absent(""),
                absent("next week"),
            ]
        );
        assert_eq!(command_from_subject("ABSENT 2026-12-24"), None);
    }

    #[test]
    fn try_carries_orders() {
        assert_eq!(
            commands_from_lines(["TRY PROGRAM 1GN 3BU", "try F2 L F", "Try again later"]),
            vec![
                PlayerCommand::Try {
                    text: "PROGRAM 1GN 3BU".into()
                },
                PlayerCommand::Try {
                    text: "F2 L F".into()
                },
            ]
        );
    }

    #[test]
    fn press_names_its_recipients_and_may_go_on_over_lines() {
        let lines = [
            "PRESS TO Red, blue: shall we gang up on Green?",
            "I go north.",
            "",
            "press anon to all: beware",
            "PRESS Red is winning",
            "Press the button",
        ];
        assert_eq!(
            commands_from_lines(lines),
            vec![
                PlayerCommand::Press {
                    to: vec!["Red".into(), "blue".into()],
                    anonymous: false,
                    text: "shall we gang up on Green?\nI go north.".into(),
                },
                PlayerCommand::Press {
                    to: vec!["all".into()],
                    anonymous: true,
                    text: "beware".into(),
                },
                unknown("PRESS Red is winning"),
            ]
        );
    }

    #[test]
    fn resign_with_words_after_it_is_unknown() {
        assert_eq!(
            commands_from_lines(["RESIGN if I lose"]),
            vec![unknown("RESIGN if I lose")]
        );
    }

    #[test]
    fn near_misses_only_when_they_look_meant() {
        let lines = [
            "PROGAM 1GN",
            "Porgram 3BU",
            "STAUTS",
            "Stauts",
            "Past rounds were fun",
            "Hello there",
            "Helo",
            "Programming is fun",
        ];
        assert_eq!(
            commands_from_lines(lines),
            vec![
                unknown("PROGAM 1GN"),
                unknown("Porgram 3BU"),
                unknown("STAUTS"),
                unknown("Stauts"),
                unknown("Helo"),
            ]
        );
    }

    #[test]
    fn subject_commands_only_outside_replies() {
        assert_eq!(command_from_subject("STATUS"), Some(PlayerCommand::Status));
        assert_eq!(
            command_from_subject("PROGRAM 1GN"),
            Some(orders("PROGRAM", "1GN"))
        );
        assert_eq!(command_from_subject("Re: Status of game 12"), None);
        assert_eq!(command_from_subject("AW: Re[2]: HELP"), None);
        assert_eq!(command_from_subject("PROGAM 1GN"), None);
        assert_eq!(command_from_subject("program attached"), None);
        assert_eq!(command_from_subject("solution"), None);
        assert_eq!(command_from_subject("Help needed"), None);
        assert_eq!(command_from_subject("help"), Some(PlayerCommand::Help));
        assert_eq!(strip_reply_prefixes("Fwd: RE: x"), ("x", true));
    }
}

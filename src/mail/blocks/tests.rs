//! The tests of `blocks.rs`.

use super::*;

fn orders(k: &str, t: &str) -> PlayerCommand {
    PlayerCommand::Orders {
        keyword: k.into(),
        text: t.into(),
    }
}
fn unmarked(t: &str) -> PlayerCommand {
    PlayerCommand::Unmarked { text: t.into() }
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
            orders("PROGRAM", "F2, L, forward 1, R, U"),
            orders("PROGRAM", "1GN, 3BU"),
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
fn a_list_written_with_a_comma_at_each_line_end_has_one_comma_between_items() {
    // Seen in play: the quote of a goal stack over four lines showed `żółta,, pod nią`.
    let lines = [
        "Mój stos celów:",
        "na górze mała żółta,",
        "pod nią duża czerwona, ",
        "a na samym dole mała niebieska.",
    ];
    assert_eq!(
        commands_from_lines(["GOALS", "1Y,", "3R, ", "2G"]),
        vec![orders("GOALS", "1Y, 3R, 2G")]
    );
    assert_eq!(
        commands_from_lines(lines),
        vec![unmarked(
            "na górze mała żółta, pod nią duża czerwona, na samym dole mała niebieska"
        )]
    );
}

#[test]
fn the_gmail_list_under_a_bare_program_across_blank_lines() {
    let lines = [
        "PROGRAM",
        "",
        "1. 2YS",
        "2. 1GE",
        "",
        "3. 3RW",
        "",
        "",
        "Thanks, good game",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![orders("PROGRAM", "2YS, 1GE, 3RW")]
    );
    // Blank lines between items are crossed (a list sent one paragraph an item); after a
    // blank line, two-letter words alone end it, and prose always does.
    assert_eq!(
        commands_from_lines(["Program:", "", "", "f2", "", "r", "", "ok", "", "Ann"]),
        vec![orders("PROGRAM", "f2, r")]
    );
    assert_eq!(
        commands_from_lines(["PROGRAM", "f2", "", "ok then", "u"]),
        vec![orders("PROGRAM", "f2"), unmarked("u")]
    );
    assert_eq!(
        commands_from_lines(["solution", "- y down", "- y left", "cheers"]),
        vec![orders("SOLUTION", "y down, y left")]
    );
}

#[test]
fn bare_instructions_are_unmarked_and_prose_is_nothing() {
    assert_eq!(
        commands_from_lines([
            "right, f3, left, f3, f",
            "",
            "Thanks, good game",
            "1. 2YS",
            "2. 1GE",
            "",
            "ok",
            "Hi",
            "Pass me the details later",
            "Bob",
        ]),
        vec![unmarked("right, f3, left, f3, f"), unmarked("2YS, 1GE")]
    );
    // A command ends the bare lines; a list begun on a `PROGRAM` line goes on under it
    // up to a blank line; bare lines after that are still reported.
    assert_eq!(
        commands_from_lines(["f2 l", "STATUS", "PROGRAM 1GN", "3BU", "", "2RW"]),
        vec![
            unmarked("f2 l"),
            PlayerCommand::Status,
            orders("PROGRAM", "1GN, 3BU"),
            unmarked("2RW"),
        ]
    );
    // An order word whose text is no list (`POWER DOWN`) takes nothing under it.
    assert_eq!(
        commands_from_lines(["POWER DOWN", "f2 l"]),
        vec![orders("POWER", "DOWN"), unmarked("f2 l")]
    );
}

#[test]
fn a_word_inside_a_list_that_does_not_read_stays_an_item() {
    // Between items, or numbered: kept, for the game to quote; nothing shifts.
    assert_eq!(
        commands_from_lines(["F3", "L", "flurb", "R", "F"]),
        vec![unmarked("F3, L, flurb, R, F")]
    );
    assert_eq!(
        commands_from_lines(["Program:", "1. F3", "2. L", "3. right (to dodge the pit)"]),
        vec![orders("PROGRAM", "F3, L, right")]
    );
    // Last: kept when in lower case or near a notation word, not when it is a name.
    assert_eq!(
        commands_from_lines(["F3", "L", "R", "F", "flurb"]),
        vec![unmarked("F3, L, R, F, flurb")]
    );
    assert_eq!(
        commands_from_lines(["Forward 3", "Left", "Forwrd"]),
        vec![unmarked("Forward 3, Left, Forwrd")]
    );
    assert_eq!(
        commands_from_lines(["F3", "L", "R", "F", "U", "Ann"]),
        vec![unmarked("F3, L, R, F, U")]
    );
    // Three or four words in lower case right under them too (seen in play: the fifth
    // line dropped and register 5 drawn); with a name among them, a remark.
    assert_eq!(
        commands_from_lines(["Forward two", "Turn clockwise", "hop over the pit"]),
        vec![unmarked("Forward two, Turn clockwise, hop over the pit")]
    );
    for remark in [
        "Bob watch out",
        "that's top first",
        "buziaki dla robocika 😘",
    ] {
        assert_eq!(
            commands_from_lines(["F3", "L", "R", "F", "U", remark]),
            vec![unmarked("F3, L, R, F, U")],
            "{remark:?}"
        );
    }
    // Prose or slang around codes on their line is the reader's, left out (seen in play:
    // `ok so f2 r f l f gg` refused for `ok`, `so` and `gg`).
    for line in ["ok so f2 r f l f gg", "f2 r f l f xd"] {
        let read = commands_from_lines([line]);
        assert!(
            matches!(read.as_slice(), [c] if *c.inner() == unmarked("f2 r f l f")),
            "{line:?}: {read:?}"
        );
    }
    // Prose ends the list as ever.
    assert_eq!(
        commands_from_lines(["F3", "L", "thanks", "R"]),
        vec![unmarked("F3, L"), unmarked("R")]
    );
}

#[test]
fn press_goes_on_over_lines_even_when_they_look_like_instructions() {
    assert_eq!(
        commands_from_lines(["PRESS TO Red: I go", "F2 L", "", "F3"]),
        vec![
            PlayerCommand::Press {
                to: vec!["Red".into()],
                anonymous: false,
                text: "I go\nF2 L".into(),
            },
            unmarked("F3"),
        ]
    );
}

#[test]
fn a_reason_in_brackets_after_an_item_is_no_instruction() {
    // Each item followed by why: the list is read whole, no register lost or shifted.
    let lines = [
        "1. F3 (to get off the start)",
        "2. F3",
        "3. L (toward the flag)",
        "4. F",
        "5. U (just in case)",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![unmarked("F3, F3, L, F, U")]
    );
    let lines = [
        "Here's my program for this round:",
        "",
        "1. Move 3 (to get off the start)",
        "2. Move 3",
        "3. Turn left (toward the flag)",
        "4. Move 1",
        "5. U-turn",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![orders(
            "PROGRAM",
            "Move 3, Move 3, Turn left, Move 1, U-turn"
        )]
    );
    // A remark alone on its line is no item, and a bracket before the item is no remark.
    assert_eq!(without_trailing_remark("(why not)"), "(why not)");
    assert_eq!(without_trailing_remark("(3) F2"), "(3) F2");
    assert_eq!(without_trailing_remark("L (toward (the) flag) "), "L");
}

#[test]
fn an_initial_under_the_list_after_a_blank_line_is_her_signature() {
    // Under a sentence too: the initial is no part of an edit read in words.
    let read = commands_from_lines([
        "zawróć, naprzód 2, w prawo, naprzód 2, naprzód 1",
        "a nie, ostatni niech będzie w lewo",
        "",
        "K.",
    ]);
    assert!(
        !format!("{read:?}").contains("\"K\""),
        "the initial read as part of an order: {read:?}"
    );
    assert_eq!(
        commands_from_lines(["r, f2, f2, f2, l", "", "b"]),
        vec![unmarked("r, f2, f2, f2, l")]
    );
    assert_eq!(
        commands_from_lines(["Program:", "F2", "L", "", "-AM"]),
        vec![orders("PROGRAM", "F2, L")]
    );
    // Kisses signing her mail, with or without a blank line before.
    assert_eq!(
        commands_from_lines(["r, f2, f2, f2, l", "xx"]),
        vec![unmarked("r, f2, f2, f2, l")]
    );
    assert_eq!(
        commands_from_lines(["SOLUTION red west, red north", "x"]),
        vec![orders("SOLUTION", "red west, red north")]
    );
    // Not last, or not after a blank line: an item.
    assert_eq!(
        commands_from_lines(["F2, L", "", "R", "U"]),
        vec![unmarked("F2, L, R, U")]
    );
    assert_eq!(
        commands_from_lines(["1. F2", "2. R", "", "B."]),
        vec![unmarked("F2, R")]
    );
    assert_eq!(
        commands_from_lines(["F2, L", "b"]),
        vec![unmarked("F2, L, b")]
    );
}

#[test]
fn registers_labelled_one_a_line_are_read_in_their_places_only() {
    let lines = [
        "Register 1: F2",
        "Register 2: L",
        "Register 3: F",
        "Register 4: R",
        "Register 5: U",
    ];
    assert_eq!(commands_from_lines(lines), vec![unmarked("F2, L, F, R, U")]);
    assert_eq!(
        commands_from_lines(["First: F2", "Second - L", "third: F"]),
        vec![unmarked("F2, L, F")]
    );
    // Out of their places: no label is taken, nothing is shifted.
    assert_ne!(
        commands_from_lines(["Register 2: L", "Register 1: F2"]),
        vec![unmarked("L F2")]
    );
}

#[test]
fn no_line_of_instructions_is_dropped_beside_lines_that_read() {
    // Two notation words alone under goal lines in words: an item, never dropped.
    assert_eq!(
        commands_from_lines([
            "Stos dla Boba:",
            "na górze duża zielona",
            "potem mała czerwona",
            "potem średnia niebieska",
            "a na dole mała żółta",
        ]),
        vec![unmarked(
            "na górze duża zielona, mała czerwona, średnia niebieska, na dole mała żółta"
        )]
    );
    // Registers labelled `Reg N -`: each in its place.
    assert_eq!(
        commands_from_lines([
            "Reg 1 - move 3",
            "Reg 2 - turn right",
            "Reg 3 - move 1",
            "Reg 4 - turn left",
            "Reg 5 - back up 1",
        ]),
        vec![unmarked("move 3, turn right, move 1, turn left, back up 1")]
    );
}

#[test]
fn a_line_of_notation_words_under_a_sentence_of_instructions_goes_on_with_it() {
    // `then right` reads as nothing alone (one word of notation): under instructions in a
    // sentence it is more of them, never dropped.
    let read = commands_from_lines(["I will go forward two and turn left.", "then right"]);
    let [PlayerCommand::Said { read_as, line, .. }] = read.as_slice() else {
        panic!("{read:?}")
    };
    assert_eq!(
        **read_as,
        unmarked("go forward two turn left right"),
        "{line}"
    );
    assert!(crate::games::race::notation::parse_program("go forward two turn left right").is_ok());
}

/// Seen in play: the first item of a numbered list with a word that does not read was
/// dropped without a word, and the list's registers shifted (`PROGRAM 1GE ?`).
#[test]
fn the_first_item_of_a_numbered_list_with_a_word_that_does_not_read_stays_in_it() {
    assert_eq!(
        commands_from_lines([
            "1. large yellow eats",
            "2. small green east",
            "3. medium red backwards"
        ]),
        vec![unmarked(
            "large yellow eats, small green east, medium red backwards"
        )]
    );
    // Prose numbered first is no item.
    assert_eq!(
        commands_from_lines(["1. I hope this works", "2. F2"]),
        vec![unmarked("F2")]
    );
}

#[test]
fn a_negation_or_a_correction_alone_before_a_list_is_no_item() {
    for lead in ["NIE!", "No!", "no wait"] {
        let read = commands_from_lines([lead, "prawo F3 naprzód lewo naprzód"]);
        let joined = read.iter().any(|c| {
            matches!(c.inner(), PlayerCommand::Unmarked { text }
                if text.to_lowercase().starts_with(&lead.to_lowercase()[..2]))
        });
        assert!(!joined, "{lead}: {read:?}");
    }
}

#[test]
fn a_game_order_in_words_on_its_own_line_ends_a_list() {
    let read = commands_from_lines(["PROGRAM F L F2 R U", "wyłączenie"]);
    assert_eq!(
        read.first(),
        Some(&orders("PROGRAM", "F L F2 R U")),
        "{read:?}"
    );
}

#[test]
fn a_question_broken_over_two_lines_is_one_question() {
    let read = commands_from_lines(["Czy jak się wyłączę", "to taśmociąg dalej mnie przesuwa?"]);
    assert!(
        !read.iter().any(
            |c| matches!(c.inner(), PlayerCommand::Orders { keyword, .. } if keyword == "POWER")
        ),
        "{read:?}"
    );
}

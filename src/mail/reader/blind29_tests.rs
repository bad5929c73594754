//! The reader on the families the twenty-eighth and twenty-ninth blind rounds left (issue
//! 63): `a nie` as an interjection before a correction, a correction in brackets, chatter
//! after an edit, an edit after `hang on`, a withdrawal that takes the pieces before it,
//! `second` in `on second thought`, a list of pieces in words led by articles, an elided
//! second edit by figures.

use super::blind_late_tests::{mail_program, read};

#[test]
fn a_nie_before_a_comma_or_a_correction_is_an_interjection_not_a_negation() {
    // The edit after it was dropped in silence, the program before it filed unchanged.
    assert_eq!(
        mail_program(&["F F R F2 L a nie czekaj, zamiast F2 daj F3"]),
        ["F F R F3 L"]
    );
    assert_eq!(
        mail_program(&["2GN 3GE, a nie, drugi ma byc 3GW"]),
        ["2GN 3GW"]
    );
    assert_eq!(
        mail_program(&["1Y 2B 3R 1G a nie czekaj, zamiast 3R daj 2R"]),
        ["1Y 2B 2R 1G"]
    );
    // `a nie` right before a card still negates it: the card is no correction.
    assert_eq!(read(&["F2 L F R U, a nie F3"]), ["F2 L F R U, F3"]);
}

#[test]
fn power_down_taken_back_after_a_nie_jednak_nie() {
    let read = read(&["zasilanie wylaczam... a nie jednak nie, zostawiam wlaczone"]);
    assert!(read.iter().any(|r| r.starts_with("Retract")), "{read:?}");
    assert_eq!(read.last().map(String::as_str), Some("POWER ON"));
}

#[test]
fn a_correction_in_brackets_after_her_orders_is_made() {
    assert_eq!(
        mail_program(&["r f3 l f2 b (zmienilem zdanie co do ostatniej, ma byc u)"]),
        ["r f3 l f2 u"]
    );
    // An aside in brackets stays an aside.
    assert_eq!(
        mail_program(&["F2 L F R U (the last one is a u-turn)"]),
        ["F2 L F R U"]
    );
}

#[test]
fn an_edit_after_hang_on_with_chatter_after_it_is_made() {
    assert_eq!(
        mail_program(&[
            "Right'o, program is F2 L F R R.",
            "Hang on, make the last one a left instead of the right, sorry about that, big fingers on a small keyboard."
        ]),
        ["F2 L F R left"]
    );
}

#[test]
fn a_withdrawal_takes_the_pieces_before_it_and_second_thought_names_no_register() {
    // `second` in `on second thought` dropped her second register.
    assert_eq!(
        read(&[
            "F F R L F2",
            "No, on second thought cancel all that, I'll send them later."
        ]),
        ["F F R L F2", "Clear"]
    );
    assert_eq!(
        mail_program(&[
            "First thought was L F F R F2 but no, scrap that.",
            "Go with R F2 F L B instead please."
        ]),
        ["R F2 F L B"]
    );
}

#[test]
fn pieces_in_words_led_by_articles_are_all_of_her_list() {
    // Two of four dropped in silence before.
    assert_eq!(
        read(&[
            "Send the big yellow west, then the medium red south, then the big green north and last the medium blue west."
        ]),
        [
            "big yellow west",
            "medium red south",
            "big green north the medium blue west"
        ]
    );
}

#[test]
fn a_second_edit_by_its_figure_with_its_verb_left_out() {
    assert_eq!(
        mail_program(&["F F R F2 L", "sory literowka, 3 ma byc L a 5 R"]),
        ["F F L F2 R"]
    );
}

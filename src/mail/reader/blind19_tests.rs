//! The reader on the families left after the eighteenth blind round and found by the
//! nineteenth (issue 63): cards written together, registers named as a paragraph, a point or
//! an item, `vice` for `instead of`, her robot named `the robot` or in dialect, an edit that
//! cannot be made said so with the orders it was to change.

use super::blind_late_tests::mail_program;
use super::blind_tests::orders_in;
use super::tests::{inner, pieces};
use crate::inbound::{PlayerCommand, Wrong};

/// The race's cards `text` reads as, in canonical codes.
fn race_cards(text: &str) -> Option<String> {
    crate::games::race::notation::cards(text).map(|c| c.join(" "))
}

#[test]
fn cards_written_together_are_one_piece_of_instructions() {
    assert_eq!(pieces("F2LFRU"), ["F2LFRU"]);
    assert!(orders_in(&inner("my program: f3rflr thanks")));
}

#[test]
fn a_register_named_as_a_paragraph_a_point_or_an_item_is_edited() {
    let list = [
        "Para 1. F2",
        "Para 2. L",
        "Para 3. F",
        "Para 4. R",
        "Para 5. U",
        "",
    ];
    for (edit, made) in [
        ("Para 4 to read LEFT vice RIGHT.", "F2 L F LEFT U"),
        ("Para 4 is CANCELLED.", "F2 L F U"),
        ("Paras 3 and 4 to be TRANSPOSED.", "F2 L R F U"),
        ("Item 2 should be F3 rather than L.", "F2 F3 F R U"),
    ] {
        let mut lines = list.to_vec();
        lines.push(edit);
        let read = mail_program(&lines);
        assert_eq!(
            read.last().map(String::as_str),
            Some(made),
            "{edit}: {read:?}"
        );
    }
    let read = mail_program(&[
        "F L R U B",
        "pomyliłem się w pkt 5: zamiast B proszę wpisać F2, bo tak lepiej",
    ]);
    assert_eq!(read.last().map(String::as_str), Some("F L R U F2"));
}

#[test]
fn an_edit_that_cannot_be_made_names_the_orders_it_was_to_change() {
    let mut reading = crate::mail::blocks::read_lines(&[
        "F2 L F R U",
        "",
        "register 4 should be LEFT flurb RIGHT.",
    ]);
    super::amend(&mut reading);
    let edit = reading.commands.last().expect("the edit");
    assert!(
        matches!(edit, PlayerCommand::Unknown { wrong: Some(Wrong::Edit(o)), .. } if o == "F2 L F R U"),
        "{edit:?}"
    );
    // Her program is never applied unchanged.
    assert!(!matches!(
        reading.commands[0].inner(),
        PlayerCommand::Unmarked { .. }
    ));
}

#[test]
fn her_robot_named_the_robot_or_in_dialect_is_hers() {
    for line in [
        "switch off mi robot",
        "power down mi robot",
        "switch off me robot",
        "switch off the robot",
    ] {
        assert!(orders_in(&inner(line)), "{line}: {:?}", inner(line));
    }
}

#[test]
fn a_card_replaced_in_words_of_several_is_found_by_what_it_is() {
    for (lines, made) in [
        (
            [
                "1Y 3R 2G 1B",
                "zamiast dużej czerwonej proszę średnią czerwoną",
            ],
            "1Y 2R 2G 1B",
        ),
        (
            [
                "w prawo, w lewo, naprzód 2, w lewo, zawróć",
                "zamiast w prawo daj naprzód jeden",
            ],
            "naprzód jeden, w lewo, naprzód 2, w lewo, zawróć",
        ),
    ] {
        let read = mail_program(&lines);
        assert_eq!(read.last().map(String::as_str), Some(made), "{lines:?}");
    }
}

#[test]
fn a_stack_told_from_its_bottom_keeps_the_words_that_say_so() {
    // The game reads the stack backwards when its bottom is named first.
    let read = pieces(
        "Na spodzie duża zielona, na niej mała czerwona, potem średnia niebieska, a na samej górze mała żółta.",
    );
    assert!(
        read.len() == 1 && read[0].starts_with("Na spodzie duża zielona"),
        "{read:?}"
    );
}

#[test]
fn what_she_sent_taking_it_back_and_the_last_round_asked_in_words() {
    for line in [
        "Could you remind me what I've sent so far?",
        "Przypomnij mi proszę, co do tej pory wysłałam?",
    ] {
        assert_eq!(inner(line), [PlayerCommand::ShowOrders], "{line}");
    }
    for line in [
        "Take back my last orders please",
        "cofnij moje rozkazy",
        "cofam program",
    ] {
        assert_eq!(inner(line), [PlayerCommand::Clear], "{line}");
    }
    for line in [
        "what happened last round?",
        "co się stało w ostatniej rundzie?",
    ] {
        assert!(
            matches!(inner(line)[..], [PlayerCommand::History { .. }]),
            "{line}: {:?}",
            inner(line)
        );
    }
}

#[test]
fn square_brackets_are_brackets_and_codes_each_in_brackets_are_codes() {
    // A reason in square brackets after a card is no card, and never takes the card with it.
    assert_eq!(pieces("F2 [to the belt], L, F, R, U"), ["F2, L, F, R, U"]);
    assert_eq!(pieces("F2 [belt], L, F, R, U"), ["F2, L, F, R, U"]);
    for line in ["[F2] [L] [F] [R] [U]", "(F2), (L), (F), (R), (U)"] {
        assert_eq!(pieces(line), ["F2 L F R U"], "{line}");
    }
    // Numbering in brackets is still numbering; words in brackets are no code.
    assert!(pieces("(to the belt) (and then left)").is_empty());
    let read = mail_program(&["1. F2 [to the belt]", "2. L", "3. F", "4. R", "5. U"]);
    assert_eq!(read, ["F2, L, F, R, U"]);
}

#[test]
fn a_polish_program_asked_for_counted_before_or_led_by_its_first_move() {
    for line in [
        "prosze o F2 L F R U",
        "pierwszy ruch F2, potem L, następnie F, dalej R i na koniec U",
    ] {
        let read = pieces(line);
        assert_eq!(read.len(), 1, "{line}: {read:?}");
        assert_eq!(
            race_cards(&read[0]).as_deref(),
            Some("F2 L F R U"),
            "{line}"
        );
    }
}

#[test]
fn a_polish_correction_naming_the_card_in_the_instrumental_is_made() {
    let read = mail_program(&[
        "program: naprzód 1, naprzód 1, obrót w prawo, naprzód 2, obrót w lewo.",
        "",
        "Korekta: ostatni ruch ma być jednak zawróceniem, nie obrotem w lewo.",
    ]);
    let last = read.last().expect("the program made");
    assert_eq!(race_cards(last).as_deref(), Some("F F R F2 U"), "{read:?}");
}

#[test]
fn a_program_named_in_its_withdrawal_is_withdrawn_not_sent_again() {
    for line in [
        "please withdraw my program F2 L F R U - I changed my mind",
        "uprzejmie proszę o wycofanie programu F2 R F L U wysłanego rano – zmieniłam zdanie.",
    ] {
        let read = inner(line);
        assert!(read.contains(&PlayerCommand::Clear), "{line}: {read:?}");
        assert!(pieces(line).is_empty(), "{line}: {read:?}");
    }
    // New orders after a comma or a connector are sent.
    for line in [
        "cancel my orders, then F2 L F R U",
        "cancel my orders and F2 L F R U instead",
    ] {
        assert!(inner(line).contains(&PlayerCommand::Clear), "{line}");
        assert!(!pieces(line).is_empty(), "{line}: {:?}", inner(line));
    }
}

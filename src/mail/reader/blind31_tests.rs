//! The reader on the families the thirty-first blind round found (issue 63): a register
//! numbered in words on a line of its own after others (`Lastly, turn right.`), notation
//! words before a dash and a reason, a closing after an order, `No, wait.`, a list's order
//! word as a heading, dictated moves with a word between them that reads as none, an item
//! after a connector of sequence with her reason after it, a register named after a comma
//! and edited, Polish diminutives of the robot, another player's intent in Polish; and from
//! the thirty-second, a card said meant to be another (`That L was meant to be a U`) and a
//! modal texted short (`4th shd be F2`).

use super::blind_late_tests::{mail_program, read};
use super::tests::{inner, pieces};
use crate::inbound::PlayerCommand;

#[test]
fn a_register_numbered_in_words_under_others_is_the_next_register() {
    // `Lastly, turn right.` was passed over: four registers filed, the fifth drawn at random.
    let read = read(&[
        "First, forward two.",
        "Secondly, turn left.",
        "Thirdly, forward one.",
        "Fourthly, back one.",
        "Lastly, turn right.",
    ]);
    assert_eq!(
        read.last().map(String::as_str),
        Some("Next(Nth(5)) turn right")
    );
    assert_eq!(
        mail_program(&[
            "First, forward two.",
            "Secondly, turn left.",
            "Lastly, turn right."
        ]),
        ["forward two, turn left, turn right"]
    );
}

#[test]
fn notation_words_before_a_dash_and_a_reason_are_the_item() {
    let program = mail_program(&[
        "1. Right turn - to face the flag.",
        "2. Forward 2 - up the lane.",
        "3. Left - around the pit.",
        "4. Forward 1 - nearly there.",
    ]);
    assert_eq!(program, ["Right turn, Forward 2, Left, Forward 1"]);
    // A list parted by dashes is still one list.
    assert_eq!(mail_program(&["- forward 2 - left - right"]).len(), 1);
}

#[test]
fn a_closing_after_an_order_is_no_part_of_it() {
    assert!(
        inner("Pass this round over and out")
            .iter()
            .any(|c| matches!(c, PlayerCommand::Orders { keyword, .. } if keyword == "PASS")),
        "{:?}",
        inner("Pass this round over and out")
    );
}

#[test]
fn no_wait_is_an_interjection_never_the_command_wait() {
    let read = read(&[
        "Please power down my robot next round.",
        "No, wait. Please disregard the power down; keep it running.",
    ]);
    assert!(!read.iter().any(|r| r.starts_with("Wait")), "{read:?}");
    assert_eq!(read.last().map(String::as_str), Some("POWER ON"));
}

#[test]
fn a_list_order_word_with_a_full_stop_heads_the_sentences_after_it() {
    // `Program.` broke the run: only `Right, forward three` was filed, R F3 in registers 1-2.
    assert_eq!(
        mail_program(&["Program. F. F. Left. Right, forward three. Over and out."]),
        ["F F Left Right, forward three"]
    );
}

#[test]
fn dictated_moves_with_words_that_read_as_none_between_are_one_piece() {
    // The game quotes `won` back; before, `Forward won forward won` was dropped and U L R
    // filed in registers 1-3.
    assert_eq!(
        pieces("Forward won forward won turn around left right"),
        ["Forward won forward won turn around left right"]
    );
    // `you turn` was dropped and F2 R F L filed.
    let piece =
        pieces("Ok here's my moves forward to write forward one left you turn over and out");
    assert!(piece[0].ends_with("left you turn"), "{piece:?}");
    // `down` is POWER DOWN's word, no move.
    assert_eq!(
        pieces("Put me down for forward 3 forward 2 turn right turn right forward 1"),
        ["forward 3 forward 2 turn right turn right forward 1"]
    );
}

#[test]
fn an_item_after_a_connector_of_sequence_leaves_her_reason_out() {
    let read = pieces(
        "I'd like to go right, then straight on two squares, then left, then straight on one \
         square, and to finish, turn the whole way round so I'm facing back the way I came.",
    );
    assert_eq!(
        read.last().map(String::as_str),
        Some("turn the whole way round")
    );
    assert_eq!(read.len(), 2, "{read:?}");
}

#[test]
fn a_register_named_after_a_comma_with_its_verb_is_an_edit() {
    // Filed as the program `R L` with nothing on file.
    let read = read(&[
        "W tamtym programie co wyslalam, trzecia karta miala byc w prawo a nie w lewo... prosze poprawic...",
    ]);
    assert!(read.iter().any(|r| r == "Put(Nth(3)) w prawo"), "{read:?}");
    assert_eq!(
        mail_program(&["F F L F R", "trzecia karta miala byc w prawo a nie w lewo"]),
        ["F, F, w prawo, F, R"]
    );
}

#[test]
fn polish_diminutives_of_the_robot_and_its_power_taken_back() {
    assert_eq!(
        read(&["I prosze wylaczyc mojego robocika w nastepnej rundzie, bo juz ledwo zipie..."]),
        ["POWER DOWN"]
    );
    let read = read(&[
        "naprzod 2, w lewo, naprzod 1, w prawo, w prawo",
        "Wylaczam sie w nastepnej rundzie",
        "...jednak nie... niech sie nie wylacza, rozmyslilam sie, przepraszam za zamieszanie...",
    ]);
    assert_eq!(
        read.last().map(String::as_str),
        Some("POWER ON"),
        "{read:?}"
    );
}

#[test]
fn another_player_wanting_to_resign_is_no_order_of_hers() {
    let read = inner("Slyszalam ze pan Bob chce zrezygnowac z gry... czy to prawda?");
    assert!(!read.contains(&PlayerCommand::Resign), "{read:?}");
    // Her own, with no diacritics, still asks.
    assert!(inner("chce zrezygnowac z gry").contains(&PlayerCommand::Resign));
}

#[test]
fn a_solution_withdrawn_in_formal_words_is_cleared() {
    // The thirty-second round: the bid was kept after `Proszę jednak wycofać ...`.
    let read =
        inner("Proszę jednak wycofać powyższe rozwiązanie – znalazłem w nim błąd w rachunkach.");
    assert!(read.contains(&PlayerCommand::Clear), "{read:?}");
}

#[test]
fn a_question_under_a_goal_stack_is_no_piece_of_it() {
    // `...dobrze?...` was read as a fifth piece and the whole stack refused.
    assert_eq!(
        mail_program(&[
            "Stos celow dla pana Boba:",
            "na gorze mala czerwona",
            "potem duza zolta",
            "potem srednia zielona",
            "i na dole mala niebieska",
            "...dobrze?...",
        ]),
        ["na gorze mala czerwona, duza zolta, srednia zielona, na dole mala niebieska"]
    );
}

#[test]
fn a_card_meant_to_be_another_or_a_modal_texted_short_is_an_edit() {
    // Round 32: the second line passed over in silence, the first program filed as it was.
    assert_eq!(
        mail_program(&["F3 L F R R", "sorry typo, 4th shd be F2"]),
        ["F3 L F F2 R"]
    );
    assert_eq!(
        mail_program(&["F2 L F R F", "That L was meant to be a U."]),
        ["F2 U F R F"]
    );
    assert_eq!(
        mail_program(&["F2 L F R F", "Ach, ma eyes. That L wis meant tae be a U."]),
        ["F2 U F R F"]
    );
}

#[test]
fn a_numbered_order_in_words_under_a_numbered_program_is_its_own() {
    // Round 32: `2) Wyłączenie robota ...` was glued to the program above it, and the program
    // she wrote refused with it.
    let lines = [
        "Szanowny Panie,",
        "",
        "1) Program: F2, R, F, L, F3.",
        "2) Wyłączenie robota w następnej rundzie.",
        "3) Proszę o przesłanie stanu gry.",
    ];
    let read = read(&lines);
    assert!(
        read.iter().any(|r| r == "PROGRAM F2, R, F, L, F3"),
        "{read:?}"
    );
    assert!(read.iter().any(|r| r.contains("POWER DOWN")), "{read:?}");
}

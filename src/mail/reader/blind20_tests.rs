//! The reader on the families found by the twentieth blind round and left after the
//! nineteenth (issue 63): instructions whose subject is another player, and the words of
//! people writing in dialect and in haste.

use super::blind_late_tests::mail_program;
use crate::inbound::PlayerCommand;

#[test]
fn instructions_whose_subject_is_another_player_are_none_of_hers() {
    for line in [
        "FYI Bob's bot shd just go F3 F3 and drive into the pit haha",
        "dat other fella Bob his robot oughta turn left and go back 1 if he got any sense",
        "I think Bob's robot should go forward three and turn left so that he falls into the pit, haha!",
        "I think Bob should play F3, F3, L",
        "Pan Bob moim zdaniem powinien zagrać F3, F3, L",
    ] {
        assert_eq!(mail_program(&[line]), Vec::<String>::new(), "{line}");
    }
}

#[test]
fn instructions_after_another_player_named_in_another_phrase_are_hers() {
    for (line, want) in [
        ("Today should be F2 L F R U", "F2 L F R U"),
        ("his laser is a pain, F2 L F R U", "F2 L F R U"),
        ("Bob shot me so I should go F2 L F R U", "go F2 L F R U"),
        (
            "my moves for round one are Left, Forward, Forward, Forward 2, Right.",
            "Left, Forward, Forward, Forward 2, Right",
        ),
    ] {
        assert_eq!(mail_program(&[line]), [want], "{line}");
    }
}

#[test]
fn a_register_changed_with_the_verb_last_or_its_old_card_before_the_verb() {
    assert_eq!(
        mail_program(&["F L F R B", "ale jednak ostatni F2 dajcie"]),
        ["F L F R F2"]
    );
    assert_eq!(
        mail_program(&["L L F2 F R", "nie nie ten pierwszy L daj na R"]),
        ["R L F2 F R"]
    );
    // The old card named is not the one the register holds: nothing is guessed.
    assert_eq!(
        mail_program(&["L L F2 F R", "ten pierwszy F3 daj na R"]),
        Vec::<String>::new()
    );
}

#[test]
fn a_register_moved_to_the_front_or_the_end_carries_its_card() {
    for (lines, want) in [
        (
            &[
                "F, L, R, F2, B",
                "Proszę jednak przenieść ostatni rejestr na sam początek, pozostałe przesuwając o jedno miejsce dalej.",
            ][..],
            "B F L R F2",
        ),
        (
            &["F L R F2 B", "actually move the last one to the front"][..],
            "B F L R F2",
        ),
        (
            &["F L R F2 B", "move the first one to the end"][..],
            "L R F2 B F",
        ),
    ] {
        assert_eq!(mail_program(lines), [want], "{lines:?}");
    }
}

#[test]
fn a_salutation_before_her_orders_named_is_a_greeting() {
    let line = "Dear Moderator, I wish to submit my moves as follows, first I shall move forward \
                one, then turn left, then forward two, then forward one again and lastly turn \
                right, the vehicle is waiting for me outside.";
    let read = super::read_line(line);
    assert!(
        !read.iter().any(|c| matches!(
            c.inner(),
            PlayerCommand::ToModerator { .. } | PlayerCommand::Status
        )),
        "{read:?}"
    );
    let program = mail_program(&[line]);
    assert_eq!(
        program,
        ["move forward one, turn left, forward two, forward one again, turn right"]
    );
    // A letter that names no orders still goes to the moderator.
    let letter = "Dear moderator, my robot got stuck at F2 after the conveyor, is that right?";
    assert!(
        super::read_line(letter)
            .iter()
            .any(|c| matches!(c.inner(), PlayerCommand::ToModerator { .. })),
        "{letter}"
    );
}

#[test]
fn numbering_inline_after_words_ending_in_a_colon_is_no_instruction() {
    assert_eq!(
        mail_program(&["Please find below: 1. Forward 2 2. Left 3. Forward 4. Right 5. Forward."]),
        ["Forward 2 Left Forward Right Forward"]
    );
}
#[test]
fn a_reason_said_after_a_card_in_a_list_leaves_the_card_in_its_register() {
    for (line, want) in [
        ("U bo stoje tylem, F2, F, L, R", "U, F2, F, L, R"),
        ("F2 to dodge the pit, L, F, R, U", "F2, L, F, R, U"),
        (
            "dwa naprzod bo tam tasma jest, potem prawo, F, F, lewo zeby na flage patrzec",
            "dwa naprzod, prawo, F, F, lewo",
        ),
    ] {
        assert_eq!(mail_program(&[line]), [want], "{line}");
    }
    // A reason that names a card is quoted back, not cut: nothing is guessed.
    assert_ne!(
        mail_program(&["F2 because F3 is too far, L, F, R, U"]),
        ["F2, L, F, R, U"]
    );
}

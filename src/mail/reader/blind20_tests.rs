//! The reader on the families found by the twentieth blind round and left after the
//! nineteenth (issue 63): instructions whose subject is another player, and the words of
//! people writing in dialect and in haste.

use super::blind_late_tests::mail_program;

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

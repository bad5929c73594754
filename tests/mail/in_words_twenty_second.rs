//! Whole mails through the Maildir for what the twenty-second blind round found (issue 63):
//! the hand she was dealt written before the five she chose, an edit with arrows on the line
//! after her program, two registers exchanged in Polish; each answer snapshotted.

use super::in_words::{ann_writes, on_file, race};

#[test]
fn the_hand_written_before_the_program_chosen_from_it_is_no_program() {
    let mut t = race("en");
    // It read the ten cards and the five as one program of fifteen, refused.
    let answer = ann_writes(
        &mut t,
        "h1",
        "My hand is F3, F2, F2, F, B, L, L, R, U, U. I choose: F - L - F - R - B. Kindly \
         confirm.",
    );
    assert!(on_file(&t.0, t.2).starts_with("F L F R B"), "{answer}");
    insta::assert_snapshot!("in_words_en_hand_then_choice", answer);
}

#[test]
fn an_edit_written_with_arrows_under_her_program_is_made() {
    let mut t = race("en");
    // The program was held as undecided and the edit refused: nothing on file.
    let answer = ann_writes(
        &mut t,
        "e1",
        "prog → F, L, F, R, U\nedit: reg 5 → B not U (U sends me into the pit)",
    );
    assert!(on_file(&t.0, t.2).starts_with("F L F R B"), "{answer}");
    insta::assert_snapshot!("in_words_en_edit_with_arrows", answer);
}

#[test]
fn two_registers_exchanged_with_z_are_exchanged() {
    let mut t = race("pl");
    let answer = ann_writes(&mut t, "z1", "F L R F B\nzamien jeszcze 2 z 3");
    assert!(on_file(&t.0, t.2).starts_with("F R L F B"), "{answer}");
    insta::assert_snapshot!("in_words_pl_zamien_2_z_3", answer);
}

//! Whole mails through the Maildir for what the twenty-third and twenty-fourth blind rounds
//! found (issue 63): a table of registers, a remark about another's robot beside her program,
//! a side that is no hand of cards, a first word of her list that did not read; each answer
//! snapshotted.

use super::in_words::{ann_writes, on_file, race};

#[test]
fn a_table_of_registers_is_her_program() {
    let mut t = race("pl");
    // Forwarded to the moderator whole: no program was read from the rows.
    let answer = ann_writes(
        &mut t,
        "t1",
        "Rejestr | Karta\n1 | F2\n2 | L\n3 | F\n4 | R\n5 | U",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_pl_table", answer);
}

#[test]
fn a_remark_about_another_robot_powers_nobody_down() {
    let mut t = race("en");
    // Her robot was powered down for what Bob said he would do.
    let answer = ann_writes(
        &mut t,
        "b1",
        "F2 L F R U\nbob says hes powering down next round so watch out for him",
    );
    let filed = on_file(&t.0, t.2);
    assert!(filed.starts_with("F2 L F R U"), "{answer}");
    assert!(!filed.contains("POWER"), "{filed}\n{answer}");
    insta::assert_snapshot!("in_words_en_bob_powers_down", answer);
}

#[test]
fn a_right_hand_turn_is_no_hand_of_cards() {
    let mut t = race("en");
    // The cards after `hand` were taken for her hand, and the last register drawn at random.
    let answer = ann_writes(
        &mut t,
        "h1",
        "forward 2 left hand turn forward 1 right hand turn u turn",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_en_right_hand_turn", answer);
}

#[test]
fn a_first_word_of_her_list_that_does_not_read_is_quoted() {
    let mut t = race("pl");
    // `frrr` was dropped and the rest shifted up a register, the fifth drawn at random.
    let answer = ann_writes(
        &mut t,
        "f1",
        "dzis ostroznie: frrr, prawo, naprzod, w lewo, zawroc",
    );
    assert!(answer.contains("frrr"), "{answer}");
    assert!(!on_file(&t.0, t.2).starts_with("R F L U"), "{answer}");
    insta::assert_snapshot!("in_words_pl_first_word_quoted", answer);
}

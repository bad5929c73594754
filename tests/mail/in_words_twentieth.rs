//! Whole mails through the Maildir for the families the twentieth blind round found (issue
//! 63): another player's moves guessed at, registers labelled in words, an edit with its
//! verb last, a register moved, a reason after a card, orders withdrawn later in the mail;
//! each answer snapshotted.

use super::in_words::{ann_writes, on_file, race};

#[test]
fn another_players_moves_guessed_at_are_none_of_hers() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "b1",
        "I think Bob's robot should go forward three and turn left so that he falls into \
         the pit, haha! As for me, I shall send my own moves later today.",
    );
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
    insta::assert_snapshot!("in_words_en_bobs_robot_should_go", answer);
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "b2",
        "Pan Bob moim zdaniem powinien zagrać F3, F3, L",
    );
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
}

#[test]
fn registers_labelled_in_words_and_edits_in_polish_word_order_make_one_program() {
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "p1",
        "Szanowni Państwo,\nw pierwszym rejestrze dwa pola naprzód, w drugim obrót w prawo, \
         w trzecim jedno pole naprzód, w czwartym obrót w lewo, a w piątym cofnięcie.\n\
         Z wyrazami szacunku\nAnna",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 R F L B"), "{answer}");
    insta::assert_snapshot!("in_words_pl_w_pierwszym_rejestrze", answer);
    let answer = ann_writes(&mut t, "p2", "F L F R B\nale jednak ostatni F2 dajcie");
    assert!(on_file(&t.0, t.2).starts_with("F L F R F2"), "{answer}");
    let answer = ann_writes(
        &mut t,
        "p3",
        "Program: F, L, R, F2, B. Proszę jednak przenieść ostatni rejestr na sam początek, \
         pozostałe przesuwając o jedno miejsce dalej.",
    );
    assert!(on_file(&t.0, t.2).starts_with("B F L R F2"), "{answer}");
    insta::assert_snapshot!("in_words_pl_ostatni_na_sam_poczatek", answer);
}

#[test]
fn a_reason_after_a_card_keeps_the_card_and_orders_withdrawn_leave_nothing_to_chance() {
    let mut t = race("pl");
    let answer = ann_writes(&mut t, "r1", "U bo stoje tylem, F2, F, L, R");
    assert!(on_file(&t.0, t.2).starts_with("U F2 F L R"), "{answer}");
    let answer = ann_writes(&mut t, "r2", "F2 L F R F\nkasuj to wszystko");
    assert!(answer.contains("Wycofano"), "{answer}");
    // Withdrawn: no word that the program counts or leaves a register to chance.
    assert!(
        !answer.contains("Liczą się") && !answer.contains("losowi"),
        "{answer}"
    );
    insta::assert_snapshot!("in_words_pl_program_then_kasuj", answer);
}

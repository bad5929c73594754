//! Whole mails through the Maildir for what the twenty-second blind round left and the games
//! played beside the twenty-third found (issue 63): a reason between her instructions, her
//! reason after her cards, her whole program again after `swap:`, an order under a letter to
//! the moderator; each answer snapshotted.

use super::in_words::{ann_writes, on_file, race};

#[test]
fn a_reason_between_her_instructions_drops_none_of_them() {
    let mut t = race("en");
    // `F2` before the reason was dropped and four registers filed, the fifth at random.
    let answer = ann_writes(
        &mut t,
        "r1",
        "Howya, I'll go F2 first cos theres a wall ahead of me after that a left, then F, then \
         another left and back up one at the end\n\nDes",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F L B"), "{answer}");
    insta::assert_snapshot!("in_words_en_reason_between", answer);
}

#[test]
fn cards_she_speaks_of_with_her_reason_are_no_sixth_card() {
    let mut t = race("en");
    // Six instructions, refused: `the u turn first cos ...` was read as one more.
    let answer = ann_writes(
        &mut t,
        "r2",
        "u turn, forward 1, forward 1, left, forward 3 - the u turn first cos I'm facing the \
         wrong way entirely sure",
    );
    assert!(on_file(&t.0, t.2).starts_with("U F F L F3"), "{answer}");
    insta::assert_snapshot!("in_words_en_mention_with_reason", answer);
}

#[test]
fn her_whole_program_again_after_swap_is_her_program() {
    let mut t = race("en");
    // Seen in play: the first held undecided, the second refused as an edit: nothing on file.
    let answer = ann_writes(
        &mut t,
        "s1",
        "program f2, r, f, r, u\nno wait, swap: f2, r, f, u, r",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 R F U R"), "{answer}");
    insta::assert_snapshot!("in_words_en_swap_restated", answer);
}

#[test]
fn a_pass_under_a_letter_to_the_moderator_is_done() {
    let mut t = race("pl");
    // Seen in play: the PASS line went into the letter, and nothing was on file.
    let answer = ann_writes(
        &mut t,
        "m1",
        "MODERATOR: Czy da się przesunąć termin następnej rundy o dwa dni?\nW tej rundzie \
         pasuję.\nZ góry dziękuję,\nAnia",
    );
    assert!(on_file(&t.0, t.2).contains("PAS"), "{answer}");
    insta::assert_snapshot!("in_words_pl_pass_under_letter", answer);
}

//! Whole mails through the Maildir for what the twenty-fifth and twenty-sixth blind rounds
//! found (issue 63): registers counted aloud, an order declined after a contrast, a table
//! written across, a card added at the end in Silesian; each answer snapshotted.

use super::in_words::{ann_writes, on_file, race};

#[test]
fn registers_counted_aloud_are_her_program() {
    let mut t = race("en");
    // `four right five` was dropped and the counts refused as cards.
    let answer = ann_writes(
        &mut t,
        "c1",
        "one left two forward two three forward one four right five u turn",
    );
    assert!(on_file(&t.0, t.2).starts_with("L F2 F R U"), "{answer}");
    insta::assert_snapshot!("in_words_en_counted_aloud", answer);
}

#[test]
fn a_power_down_declined_in_the_same_sentence_is_not_given() {
    let mut t = race("en");
    // Her robot was powered down for the power down she said she would not make.
    let answer = ann_writes(
        &mut t,
        "d1",
        "Dear Sir,\n\nI had thought of powering down my Machine, but on Reflection I shall \
         not.\n\nF2 L F R U\n\nYours faithfully,\nG. Pritchard",
    );
    let filed = on_file(&t.0, t.2);
    assert!(filed.starts_with("F2 L F R U"), "{answer}");
    assert!(!filed.contains("POWER"), "{filed}\n{answer}");
    insta::assert_snapshot!("in_words_en_power_down_declined", answer);
}

#[test]
fn a_table_written_across_is_her_program() {
    let mut t = race("pl");
    // The header's numbers were read as cards and the program refused.
    let answer = ann_writes(
        &mut t,
        "t1",
        "| 1 | 2 | 3 | 4 | 5 |\n|---|---|---|---|---|\n| f2 | l | f | r | u |",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_pl_table_across", answer);
}

#[test]
fn a_card_added_at_the_end_in_her_next_line_completes_her_program() {
    let mut t = race("pl");
    // The line adding the fifth card was passed over and the fifth drawn at random.
    let answer = ann_writes(
        &mut t,
        "a1",
        "F2 L F R\nups zapomnialam piatej, dodaj U na koncu",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_pl_added_at_the_end", answer);
}

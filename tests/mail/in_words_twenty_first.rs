//! Whole mails through the Maildir for what games played by mail and the twenty-first blind
//! round found (issue 63): a register changed in a later mail with a second thought beside
//! it, one more card added at the end, words leading into orders with a colon, a remark
//! after a power down; each answer snapshotted.

use super::in_words::{ann_writes, on_file, race};

#[test]
fn a_register_changed_in_a_later_mail_changes_only_that_register() {
    let mut t = race("pl");
    let answer = ann_writes(&mut t, "c1", "F L F R B");
    assert!(on_file(&t.0, t.2).starts_with("F L F R B"), "{answer}");
    // It filed `L` alone, registers 2 to 5 at random, with no warning.
    let answer = ann_writes(&mut t, "c2", "ok, to ostatni jednak w lewo");
    assert!(on_file(&t.0, t.2).starts_with("F L F R L"), "{answer}");
    insta::assert_snapshot!("in_words_pl_ostatni_jednak_w_lewo", answer);
    let answer = ann_writes(&mut t, "c3", "rejestr 4 jednak w prawo");
    assert!(on_file(&t.0, t.2).starts_with("F L F R L"), "{answer}");
}

#[test]
fn one_more_card_at_the_end_is_added_to_the_orders_on_file() {
    let mut t = race("pl");
    ann_writes(&mut t, "a1", "F2 L F R");
    let answer = ann_writes(&mut t, "a2", "a na końcu jeszcze zawróć");
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_pl_na_koncu_jeszcze", answer);
}

#[test]
fn words_leading_into_orders_and_a_remark_after_power_down_are_read_as_meant() {
    let mut t = race("en");
    let answer = ann_writes(&mut t, "r1", "power down please, i am at 3 damage");
    assert!(on_file(&t.0, t.2).contains("POWER DOWN"), "{answer}");
    let answer = ann_writes(
        &mut t,
        "r2",
        "second thoughts, use this one instead:\nPROGRAM F L F R B",
    );
    assert!(on_file(&t.0, t.2).starts_with("F L F R B"), "{answer}");
    // Nothing in it went unread, so nothing holds the round back.
    assert!(!answer.contains("not read"), "{answer}");
    insta::assert_snapshot!("in_words_en_second_thoughts_use_this_one", answer);
}

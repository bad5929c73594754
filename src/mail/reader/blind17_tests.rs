//! The reader on the families the seventeenth blind round found (issue 63): a count or a
//! remark after a list of moves, words that announce the moves, registers numbered or
//! labelled with no mark after the label, rows of a table, a goal stack parted by `>` or
//! written `(bottom->top)`, Caribbean English's connectors, a full stop slipped for a comma,
//! an order done to someone else's robot, registers told in prose after her list.

use super::blind_late_tests::mail_program;
use super::blind_tests::orders_in;
use super::tests::{inner, pieces};
use crate::inbound::{Bare, PlayerCommand};

#[test]
fn seventeenth_round_a_count_or_a_remark_after_the_moves_is_none_of_them() {
    for (line, moves) in [
        (
            "Right I think I've got it red west, yellow west, green east, red south that's 4 moves",
            "red west, yellow west, green east, red south",
        ),
        (
            "red west, yellow west, green east, red south, 4 moves total",
            "red west, yellow west, green east, red south",
        ),
        (
            "czerwony zachód, żółty zachód, razem 2 ruchy",
            "czerwony zachód, żółty zachód",
        ),
        (
            "proponuję następujące ruchy: czerwony zachód, żółty zachód, i tym sposobem, o ile się nie mylę, robot staje na wieży celu.",
            "czerwony zachód, żółty zachód",
        ),
        (
            "Moves are as follows red west, yellow west, green east diolch",
            "red west, yellow west, green east",
        ),
        (
            "Ruchy są następujące czerwony zachód, żółty zachód",
            "czerwony zachód, żółty zachód",
        ),
    ] {
        assert_eq!(pieces(line), [moves], "{line}");
    }
    // A unit after a card is no count: `forward two steps` is a move of two.
    assert_eq!(
        pieces("forward two steps, left, forward one step"),
        ["forward two steps, left, forward one step"]
    );
    // A count before the moves stays with them, for the game to read or quote.
    assert!(!pieces("I think it is only one move: red west. Easy!").is_empty());
}

#[test]
fn seventeenth_round_registers_numbered_with_no_mark_are_one_list() {
    for (line, list) in [
        ("1 F3, 2 R, 3 F, 4 L, 5 F2", "F3, R, F, L, F2"),
        (
            "Pierwszy rejestr F2 (aby ominąć taśmociąg), drugi R (skręt ku fladze), trzeci F, czwarty F, piąty L (ustawienie).",
            "F2, R, F, F, L",
        ),
        ("1 3R N, 2 2Y E, 3 2B N", "3R N, 2Y E, 2B N"),
    ] {
        assert_eq!(pieces(line), [list], "{line}");
    }
    // One a line, each with its number and no mark; a picture beside one is none of it.
    assert_eq!(
        mail_program(&["1 f2", "2 f", "3 r 👉", "4 f", "5 l"]),
        ["f2, f, r, f, l"]
    );
    // A line that starts with a number alone is no list (`1 forward` under nothing).
    assert_eq!(pieces("2 forward"), ["2 forward"]);
}

#[test]
fn seventeenth_round_rows_of_a_table_are_items() {
    assert_eq!(pieces("1\tF2\tto the belt"), ["F2"]);
    assert_eq!(pieces("2\t2Y\tE"), ["2Y E"]);
    // A column of her reasons, of several words, is none of the item.
    let row = crate::mail::shapes::without_columns;
    assert_eq!(row("2\tL\tface north"), "2. L");
    assert_eq!(row("F2\tL\tR"), "F2 L R");
    assert_eq!(row("no tabs here"), "no tabs here");
    assert!(pieces("reg\tcard\treason").is_empty());
    assert_eq!(
        mail_program(&[
            "registers:",
            "reg\tcard\treason",
            "1\tF2\tto the belt",
            "2\tL\tface north",
            "3\tF",
            "4\tR",
            "5\tF3\trush to flag",
        ])
        .concat()
        .to_uppercase()
        .split([' ', ','])
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>(),
        ["F2", "L", "F", "R", "F3"]
    );
}

#[test]
fn seventeenth_round_goal_stacks_parted_by_arrows_or_written_bottom_up() {
    assert_eq!(
        inner("GOALS 3G > 1R > 2Y > 1B"),
        [PlayerCommand::Orders {
            keyword: "GOALS".into(),
            text: "3G, 1R, 2Y, 1B".into()
        }]
    );
    let read = super::read_line("stack (bottom->top): 1R 2B 3G 1Y");
    assert!(
        read.iter().any(|c| matches!(
            c,
            PlayerCommand::Said {
                bare: Bare::Amend(crate::inbound::Edit::Reverse),
                ..
            }
        )),
        "{read:?}"
    );
}

#[test]
fn seventeenth_round_caribbean_connectors_and_a_slipped_full_stop() {
    assert_eq!(
        pieces("first mi go straight 2, den turn right, straight 1, turn left, den back up 1"),
        ["go straight 2, turn right, straight 1, turn left, back up 1"]
    );
    // What no game reads after `den` is an item quoted back, never dropped.
    assert_eq!(
        pieces("f2 left f1 right an den di turbo ting"),
        ["f2 left f1 right, di turbo ting"]
    );
    assert_eq!(
        inner("Program: F2, L, F. R, F3"),
        [PlayerCommand::Orders {
            keyword: "PROGRAM".into(),
            text: "F2, L, F. R, F3".into()
        }]
    );
    assert_eq!(super::cut::sentences("Program: F2, L, F. R, F3").len(), 1);
    // A full stop between sentences still ends one.
    assert_eq!(super::cut::sentences("F2, L, F. Then R, F3").len(), 2);
    assert_eq!(super::cut::sentences("F2, L, F. R then F3").len(), 2);
}

#[test]
fn seventeenth_round_an_order_for_someone_elses_robot_is_none_of_hers() {
    for line in [
        "bob robot should power down hahaha it slow",
        "wylacz robota boba xd",
    ] {
        assert!(!orders_in(&inner(line)), "{line}: {:?}", inner(line));
    }
    assert!(orders_in(&inner("wyłącz mojego robota")));
    // `switch off` is no exchange of two registers.
    assert!(
        !super::read_line("switch off mi robot next round fi fix it up")
            .iter()
            .any(|c| matches!(
                c,
                PlayerCommand::Said {
                    bare: Bare::Amend(_),
                    ..
                }
            ))
    );
}

#[test]
fn seventeenth_round_registers_told_in_prose_after_her_list_are_quoted() {
    // Never three registers applied and two drawn at random: the game quotes the words.
    for (line, read) in [
        (
            "f2 left f1 then copy what bob does for the last 2",
            "f2 left f1, copy what bob does for the last 2",
        ),
        (
            "f2 left f1 den copy wat bob doing fi di last 2",
            "f2 left f1, copy wat bob doing fi di last 2",
        ),
    ] {
        assert_eq!(pieces(line), [read], "{line}");
    }
    // Prose after a whole program names no register: it stays out.
    assert_eq!(
        pieces("F2 L F R U then I hope for the best"),
        ["F2 L F R U"]
    );
}

#[test]
fn eighteenth_round_paragraphs_letters_and_a_question_after_her_orders() {
    // `Para 1.` and `(a)` number a list's items as `1.` does.
    assert_eq!(
        mail_program(&[
            "Orders for Round 1 follow:",
            "Para 1. F2",
            "Para 2. L",
            "Para 3. F",
            "Para 4. R",
            "Para 5. F3",
        ])
        .concat()
        .split([' ', ','])
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>(),
        ["F2", "L", "F", "R", "F3"]
    );
    assert_eq!(crate::mail::shapes::strip_list_marker("(b) Left"), "Left");
    assert_eq!(crate::mail::shapes::strip_list_marker("pkt 2) L"), "L");
    assert_eq!(
        crate::mail::shapes::strip_list_marker("(f) Left"),
        "(f) Left"
    );
    // A question whether they are right leaves her orders no question.
    for line in [
        "R R F2 F F3 — is this correct po?",
        "F2 L F R U, is this correct?",
        "F2 L F R U, czy dobrze?",
    ] {
        assert_eq!(pieces(line).len(), 1, "{line}: {:?}", inner(line));
    }
    // Tagalog politeness after an order is no word of it.
    assert_eq!(
        inner("pls program f3 r f l l po"),
        [PlayerCommand::Orders {
            keyword: "PROGRAM".into(),
            text: "F3 R F L L".into()
        }]
    );
}

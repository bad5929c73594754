//! The reader on the families the fourteenth and fifteenth blind rounds found (issue 63):
//! sentences in her own voice or after a connector of sequence, an item after a plus, a mark
//! in a register's place, a register named for her words, another's robot in lower case, an
//! order denied after an arrow or a correction.

use super::blind_tests::orders_in;
use super::tests::{inner, pieces};
use crate::inbound::{Bare, PlayerCommand};

/// The program made of `lines` as one mail reads them: each piece's text, edits made.
pub(super) fn mail_program(lines: &[&str]) -> Vec<String> {
    let mut reading = crate::mail::blocks::read_lines(lines);
    super::amend(&mut reading);
    let mut read = reading.commands;
    super::program::one_program(&mut read);
    read.iter()
        .filter_map(|c| match c.inner() {
            PlayerCommand::Unmarked { text } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// What a mail's lines read as, in short: each command's text, an edit's kind before it.
pub(super) fn read(lines: &[&str]) -> Vec<String> {
    crate::mail::blocks::commands_from_lines(lines.iter().copied())
        .iter()
        .map(|c| match (c, c.inner()) {
            (
                PlayerCommand::Said {
                    bare: Bare::Amend(edit),
                    ..
                },
                PlayerCommand::Unmarked { text },
            ) => {
                format!("{edit:?} {text}")
            }
            (_, PlayerCommand::Unmarked { text }) => text.clone(),
            (_, PlayerCommand::Orders { keyword, text }) => format!("{keyword} {text}"),
            (_, other) => format!("{other:?}"),
        })
        .collect()
}

#[test]
fn fourteenth_round_sentences_in_her_own_voice_are_her_program() {
    // `First I wanna turn right.` is one of her instructions beside the others, never dropped.
    let read = pieces(
        "First I wanna turn right. Then go forward three. Then left, then forward one. Last I \
         will turn around.",
    );
    assert_eq!(
        read.first().map(String::as_str),
        Some("turn right"),
        "{read:?}"
    );
    assert!(read.iter().any(|p| p == "turn around"), "{read:?}");
    // Another's intent is none of hers.
    assert!(pieces("he should turn right. F2 L F R U").len() == 1);
}

#[test]
fn fourteenth_round_an_item_she_named_is_quoted_never_dropped() {
    for (line, item) in [
        ("f2 l f r + the upgrade thing", "the upgrade thing"),
        (
            "f2 l f r and then the hockey stop thing",
            "the hockey stop thing",
        ),
        // A mark in a register's place.
        ("f3 f2 l ?? r  (cant decide on 4 lol)", "??"),
    ] {
        let read = pieces(line);
        assert!(read.iter().any(|p| p.contains(item)), "{line}: {read:?}");
    }
    // A plus before an order in words still parts two thoughts.
    assert!(orders_in(&inner("F3 F2 L R U + power down")));
    // Words for a register named that no rule reads hold the program: nothing applied.
    let line = "Kindly register: Forward 2, Turn Left, Forward 1, Turn Right, and for the fifth \
                register kindly move the robot towards the flag by whatever means you consider \
                appropriate.";
    // (Given to the game whole, which quotes what does not read: nothing applied.)
    let read = mail_program(&[line]);
    assert!(
        read.len() == 1
            && read[0].ends_with(
                "move the robot towards the flag by whatever means you consider appropriate"
            ),
        "{read:?}"
    );
    // Her words for the first register start her program (`For the first register, ...`).
    let read = mail_program(&[
        "For the first register, I would like the robot to move forward three squares. \
         Thereafter it should turn left, move forward one square, turn right and finally move \
         forward two squares.",
    ]);
    assert_eq!(
        read,
        [
            "move forward three squares\nturn left, move forward one square, turn right, move forward two squares"
        ]
    );
}

#[test]
fn fourteenth_round_a_register_named_after_a_list_goes_on_with_it() {
    assert_eq!(
        mail_program(&["F2 L F R, and the last one a U-turn"]),
        ["F2 L F R U-turn"]
    );
    assert_eq!(
        mail_program(&["F2 L F R, and in the fifth register U"]),
        ["F2 L F R U"]
    );
    // After five, the last one is changed.
    assert_eq!(
        mail_program(&["F2 L F R U.", "the last one a B"]),
        ["F2 L F R B"]
    );
}

#[test]
fn fourteenth_round_an_instruction_amended_or_replaced_by_words_of_two() {
    assert_eq!(
        mail_program(&[
            "Programme: F2, L, F, R, U.",
            "Correction: kindly replace the U with Backward 1."
        ]),
        ["F2, L, F, R, Backward 1"]
    );
    assert_eq!(
        mail_program(&[
            "Programme: 2R North, 3Y East, 2G West.",
            "Kindly amend the second instruction to 3Y North."
        ]),
        ["2R North, 3Y North, 2G West"]
    );
}

#[test]
fn fourteenth_round_another_players_robot_in_lower_case_is_not_hers() {
    for line in [
        "lol bob should power down before he hurts himself",
        "bob's robot shd power down lah",
    ] {
        let read = inner(line);
        assert!(!orders_in(&read), "{line}: {read:?}");
    }
    assert!(orders_in(&inner("lol power down")));
}

#[test]
fn fifteenth_round_an_item_after_a_connector_of_sequence_is_never_dropped() {
    // `Then left again.` and `And finally turn all the way around (...)` are hers.
    let read = pieces(
        "First I'd like my robot to go forward two squares! Then turn right. Then left \
         again. And finally turn all the way around (like Lily does when she sees broccoli!).",
    );
    let all = read.join("\n");
    assert!(all.ends_with("left\nturn all the way around"), "{read:?}");
    // Wishes after a connector are none.
    assert_eq!(
        pieces("F2 L F R U. And then good luck to all"),
        ["F2 L F R U"]
    );
}

#[test]
fn fifteenth_round_an_order_denied_after_an_arrow_or_a_correction_is_not_done() {
    for line in [
        "wylaczam sie -> nie",
        "power down -> no",
        "jednak nie wylaczam",
        "Bob's robot really ought to power down, it looks like Swiss cheese already!",
    ] {
        let read = inner(line);
        assert!(
            !read.contains(&PlayerCommand::Orders {
                keyword: "POWER".into(),
                text: "DOWN".into()
            }),
            "{line}: {read:?}"
        );
    }
}

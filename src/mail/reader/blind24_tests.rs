//! The reader on the families the twenty-third blind round left and the twenty-fourth
//! found (issue 63): remarks about another's robot, undecided plans, withdrawals that point
//! back, dictation, a side that is no hand of cards.

use super::blind_late_tests::{mail_program, read};
use super::tests::inner;
use crate::inbound::{Doubt, LobbyCommand, PlayerCommand};

#[test]
fn her_own_robot_said_the_way_another_is_hers() {
    // (Another's, by a name before the verb: `family_tests.rs`, who is meant.)
    assert_eq!(
        read(&["mój robot się wyłączy w tej rundzie"]),
        ["POWER DOWN"]
    );
}

#[test]
fn her_power_down_taken_back_or_with_an_aside_is_read_whole() {
    assert_eq!(
        read(&["Cofam power down z poprzedniego maila - robot ma działać normalnie."]),
        ["POWER ON"]
    );
    // Her aside about the robot's nap is no absence of hers; a picture is no instruction.
    assert_eq!(
        read(&["Please power down my robot next round 🔌 (she needs a nap lol)"]),
        ["POWER DOWN"]
    );
    assert!(matches!(
        inner("powering down for a nap")[..],
        [PlayerCommand::Remark { .. }]
    ));
}

#[test]
fn a_plan_she_is_still_weighing_is_no_program() {
    for line in [
        "am thinking f3 then left maybe, will send proper later",
        "still weighing two lines, the first would begin with a Move 3",
        "Thinking F3 F2 R... or maybe L? Ugh, I'll decide after marking",
    ] {
        let read = inner(line);
        let filed = read
            .iter()
            .any(|c| matches!(c, PlayerCommand::Unmarked { .. }));
        assert!(!filed, "{line}: {read:?}");
    }
    assert!(matches!(
        inner("Thinking F3 F2 R...")[..],
        [PlayerCommand::Remark {
            doubt: Doubt::Undecided,
            ..
        }]
    ));
}

#[test]
fn a_withdrawal_that_points_back_takes_back_what_came_before_it() {
    assert_eq!(inner("F3 R F2 L B scrub all that"), [PlayerCommand::Clear]);
    assert_eq!(
        inner("F3 R F2 L B no scrub all that"),
        [PlayerCommand::Clear]
    );
    assert_eq!(
        inner("nie jednak skasujcie te ruchy wszystkie"),
        [PlayerCommand::Clear]
    );
}

#[test]
fn a_side_is_no_hand_of_cards_and_dictation_is_her_program() {
    // `right hand turn`: nothing of her program is taken for a hand she was dealt.
    assert_eq!(
        mail_program(&["forward 3 forward 2 right hand turn left hand turn forward 1"]),
        ["forward 3 forward 2 right hand turn left hand turn forward 1"]
    );
    // British filler before her cards, a radio's `over` after them.
    assert_eq!(
        mail_program(&["right then my moves are forward three left forward two right forward one"]),
        ["forward three left forward two right forward one"]
    );
    assert_eq!(
        mail_program(&["forward one forward one turn left forward two turn right over"]),
        ["forward one forward one turn left forward two turn right"]
    );
}

#[test]
fn requests_in_sentences_of_the_twenty_third_and_twenty_fourth_rounds() {
    let ratings = |line: &str| {
        matches!(
            inner(line)[..],
            [PlayerCommand::Lobby {
                lobby: LobbyCommand::Ratings { .. }
            }]
        )
    };
    assert!(ratings(
        "I should be interested to see the current ratings table, if one is kept."
    ));
    assert!(ratings(
        "how does the scoring work do you have a leaderboard or that"
    ));
    assert!(ratings("whos top of the ratings then"));
    assert_eq!(
        inner("did ma cards go through? what have u got fae me"),
        [PlayerCommand::ShowOrders, PlayerCommand::ShowOrders]
    );
    for line in [
        "think am gonnae have tae quit, shifts are mental this month",
        "I wish to resign from this game of RAMbots.",
    ] {
        assert_eq!(inner(line), [PlayerCommand::Resign], "{line}");
    }
}

#[test]
fn a_change_in_brackets_on_a_line_of_its_own_is_made() {
    // It was an aside, passed over: the first piece kept its old facing.
    let lines = [
        "Round 1 program:",
        "- 3G pointing East",
        "- 2B pointing North",
        "- 3R upright",
        "",
        "(oops, make the first one point South instead!)",
    ];
    assert_eq!(
        read(&lines),
        [
            "PROGRAM 3G pointing East, 2B pointing North, 3R upright",
            "Put(Nth(1)) South"
        ]
    );
    // An aside that changes nothing is still no order.
    assert_eq!(
        read(&[
            "F2 L F R U",
            "(only 4, can't decide the last one, just randomise it)"
        ]),
        ["F2 L F R U"]
    );
}

#[test]
fn what_she_meant_a_register_to_be_is_the_new_card_alone() {
    // `to be` was given to the game with the card: `be` read as B, six cards, refused.
    assert_eq!(
        read(&["I meant the last one to be a left"]),
        ["Put(Last) left"]
    );
    assert_eq!(
        read(&["oops I meant the last one to be 2G"]),
        ["Put(Last) 2G"]
    );
}

#[test]
fn a_pass_said_with_a_borrowed_word_is_a_pass() {
    assert_eq!(read(&["Skip na tę rundę — pass."]), ["PASS "]);
}

//! The reader on the families the twenty-fifth and twenty-sixth blind rounds left (issue 63):
//! words typed without their apostrophes, the run her clause opens with, a range labelling
//! registers, codes after an article, the hand she picks from, a hypothetical program, a
//! seat asked how to take, commands and power down in more words.

use super::blind_late_tests::{mail_program, read};
use super::tests::inner;
use crate::inbound::{LobbyCommand, PlayerCommand};

#[test]
fn phrasings_read_without_their_apostrophes() {
    assert_eq!(inner("wheres everyone at rn"), [PlayerCommand::Status]);
    assert!(inner("undo whatever i sent b4 pls").contains(&PlayerCommand::Clear));
    assert_eq!(
        inner("What Instructions do you hold for me this Round?"),
        [PlayerCommand::ShowOrders]
    );
}

#[test]
fn the_run_her_clause_opens_with_is_one_of_her_list() {
    // Never the first piece dropped in silence while the rest is filed.
    assert_eq!(
        read(&[
            "big red one on top, then the little blue one, then the middle sized yellow, and the big green at the bottom"
        ]),
        [
            "big red one on top",
            "little blue one, the middle sized yellow, the big green the bottom"
        ]
    );
}

#[test]
fn registers_labelled_as_a_range_and_codes_after_an_article_are_read() {
    assert_eq!(
        mail_program(&["Registers 1-5: LEFT / FORWARD 3 / RIGHT / FORWARD 1 / BACK"]),
        ["LEFT, FORWARD 3, RIGHT, FORWARD 1, BACK"]
    );
    // Every card she names after `the`, the last after `finish up with` too: never four of
    // her five.
    assert_eq!(
        mail_program(&[
            "Im gonna play the F3 first, then the L, then the F2, then the R, and finish up with the F."
        ]),
        ["the F3 , the L, the F2, the R\nthe F"]
    );
}

#[test]
fn the_hand_she_picks_from_is_no_program() {
    assert_eq!(
        mail_program(&[
            "Out of F3 F2 F F L R R U B F, I have chosen:",
            "F2 L F3 R U"
        ]),
        ["F2 L F3 R U"]
    );
}

#[test]
fn orders_introduced_by_words_alone_are_none() {
    // `PASS for round 1 - ...`: PASS, her reason after the dash no part of it.
    assert_eq!(
        inner("PASS for round 1 - I would rather watch what Bob does first."),
        [PlayerCommand::Orders {
            keyword: "PASS".into(),
            text: String::new()
        }]
    );
}

#[test]
fn a_program_for_someone_else_on_a_condition_is_undecided() {
    assert!(
        mail_program(&["Gdybym to ja sterowała robotem Boba, wybrałabym F, F, R, F2, L"])
            .is_empty()
    );
    assert!(
        mail_program(&["That Bob feller's robot looks like it's gonna go straight forward three and then hang a right"])
            .is_empty()
    );
}

#[test]
fn a_seat_asked_how_to_take_in_a_game_named_is_taken() {
    let join = |line: &str| {
        inner(line).into_iter().any(|c| {
            matches!(
                c,
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Join { game: 7, .. }
                }
            )
        })
    };
    assert!(join("Please how do I join game 7?"));
    assert!(join("jak mogę dołączyć do gry 7?"));
    assert!(join("zapisol do tej gry numer 7"));
    assert!(join("chca dolonczyc do gry 7, prosza mnie wpisac"));
    assert!(join("I seen there's a game 7 open. I'd like in."));
    // Asked how to join, no game named: the help.
    assert_eq!(inner("how do I join?"), [PlayerCommand::Help]);
}

#[test]
fn power_down_in_more_words() {
    let down = |line: &str| {
        inner(line).into_iter().any(|c| {
            matches!(c, PlayerCommand::Orders { ref keyword, ref text } if keyword == "POWER" && text == "DOWN")
        })
    };
    assert!(down(
        "take my Robot out of Service for the next Round, for Repairs"
    ));
    assert!(down("prosza wylonczyc mojego robota w przyszlej rundzie"));
    assert!(down(
        "powerdown na nastepna kolejke, a karty: naprzod, w lewo, naprzod 2, w prawo, zawroc"
    ));
}

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

#[test]
fn doubt_after_a_contrast_or_a_sentence_of_doubt_holds_her_instructions_back() {
    assert!(
        mail_program(&["reckon next round ill go flat out with f3 f3 f2 but dunno yet. will send proper program tonight"])
            .is_empty()
    );
    assert!(
        mail_program(&["w następnej rundzie zamierzam użyć dużej niebieskiej na północ, żeby zepchnąć robota Boba. Na razie jednak jeszcze się zastanawiam."])
            .is_empty()
    );
    // What she had sent before, mentioned after a withdrawal, is no new program.
    assert!(
        mail_program(&["Kindly clear my earlier program. Actually I had sent F, F, L, R, F2 - please discard it completely, will send fresh one."])
            .is_empty()
    );
}

#[test]
fn edits_taken_back_or_made_on_a_numbered_program() {
    assert_eq!(
        mail_program(&[
            "u-turn, f2, f, l, r",
            "change the last to left... no hang on, that makes two lefts. leave it as right"
        ]),
        ["u-turn, f2, f, l, r"]
    );
    assert_eq!(
        mail_program(&[
            "program: 1. L 2. F 3. F2 4. R 5. U",
            "Jednak zmieniam zdanie co do pierwszej karty: zamiast L daję R."
        ]),
        ["R F F2 R U"]
    );
    // `Kindly update.` asks that the swap be made; it holds nothing back.
    assert_eq!(
        mail_program(&[
            "Hello, my program is F3, L, F2, R, F. Sorry, small correction - please swap 2nd and 3rd cards, so it should be F3, F2, L, R, F. Kindly update."
        ]),
        ["F3 F2 L R F"]
    );
}

#[test]
fn words_beside_her_program_that_are_no_part_of_it() {
    // A power down added after a plus is the reader's, the cards the game's.
    assert_eq!(read(&["f r f2 l f + pd"]), ["f r f2 l f", "POWER DOWN"]);
    // The rest left empty, said on the line under: no item of her list.
    assert_eq!(
        mail_program(&["f3 f2 l", "reszte zostawiam pusta"]),
        ["f3 f2 l"]
    );
    // A word asking if it is all right, after her orders with no comma.
    assert_eq!(
        mail_program(&["prawo lewo f2 f3 f spoko?"]),
        ["prawo lewo f2 f3 f"]
    );
    // Cards after an order word that takes none (WYBIERAM picks squares by numbers).
    assert_eq!(
        mail_program(&["Wybieram: L, F2, F2, R, F3."]),
        ["L, F2, F2, R, F3"]
    );
}

#[test]
fn a_game_number_after_no_and_a_name_given_again() {
    let joined = inner("Hello, I am interested in joining game no. 7.");
    assert!(joined.iter().any(|c| matches!(
        c,
        PlayerCommand::Lobby {
            lobby: LobbyCommand::Join { game: 7, .. }
        }
    )));
    assert!(inner("chuck me in game 7 mate").iter().any(|c| matches!(
        c,
        PlayerCommand::Lobby {
            lobby: LobbyCommand::Join { game: 7, .. }
        }
    )));
}

#[test]
fn more_cards_than_a_program_after_i_have_are_her_hand() {
    assert_eq!(
        mail_program(&["mam f3 f2 f2 f l l r u b f", "to gram f2 l f2 r f"]),
        ["f2 l f2 r f"]
    );
    // Five after them are her program (`mam: rW yW ...` in Ricochet is a solution).
    assert_eq!(mail_program(&["mam f3 f2 l r u"]), ["f3 f2 l r u"]);
}

#[test]
fn an_edit_after_a_hold_is_her_decision_made_on_what_was_held() {
    assert_eq!(
        mail_program(&[
            "F3 R F L L",
            "nie czekaj",
            "zamiast ostatniego L daj R, sorki"
        ]),
        ["F3 R F L R"]
    );
    // A register named by its figure in an edit (`3 ma byc L`).
    assert_eq!(mail_program(&["F F R F2 L", "3 ma byc L"]), ["F F L F2 L"]);
}

#[test]
fn power_down_and_power_on_said_as_a_seaman_says_them() {
    assert_eq!(
        read(&["zasilanie wyłączam na przyszłą rundę ale program jeszcze doślę jak ogarnę obiad"]),
        ["POWER DOWN"]
    );
    assert_eq!(
        read(&["Po namyśle jednak robot zostaje w służbie."]),
        ["POWER ON"]
    );
}

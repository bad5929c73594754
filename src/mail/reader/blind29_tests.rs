//! The reader on the families the twenty-eighth and twenty-ninth blind rounds left (issue
//! 63): `a nie` as an interjection before a correction, a correction in brackets, chatter
//! after an edit, an edit after `hang on`, a withdrawal that takes the pieces before it,
//! `second` in `on second thought`, a list of pieces in words led by articles, an elided
//! second edit by figures.

use super::blind_late_tests::{mail_program, read};
use super::tests::inner;
use crate::inbound::PlayerCommand;

#[test]
fn a_nie_before_a_comma_or_a_correction_is_an_interjection_not_a_negation() {
    // The edit after it was dropped in silence, the program before it filed unchanged.
    assert_eq!(
        mail_program(&["F F R F2 L a nie czekaj, zamiast F2 daj F3"]),
        ["F F R F3 L"]
    );
    assert_eq!(
        mail_program(&["2GN 3GE, a nie, drugi ma byc 3GW"]),
        ["2GN 3GW"]
    );
    assert_eq!(
        mail_program(&["1Y 2B 3R 1G a nie czekaj, zamiast 3R daj 2R"]),
        ["1Y 2B 2R 1G"]
    );
    // `a nie` right before a card still negates it: the card is no correction.
    assert_eq!(read(&["F2 L F R U, a nie F3"]), ["F2 L F R U, F3"]);
}

#[test]
fn power_down_taken_back_after_a_nie_jednak_nie() {
    let read = read(&["zasilanie wylaczam... a nie jednak nie, zostawiam wlaczone"]);
    assert!(read.iter().any(|r| r.starts_with("Retract")), "{read:?}");
    assert_eq!(read.last().map(String::as_str), Some("POWER ON"));
}

#[test]
fn a_correction_in_brackets_after_her_orders_is_made() {
    assert_eq!(
        mail_program(&["r f3 l f2 b (zmienilem zdanie co do ostatniej, ma byc u)"]),
        ["r f3 l f2 u"]
    );
    // An aside in brackets stays an aside.
    assert_eq!(
        mail_program(&["F2 L F R U (the last one is a u-turn)"]),
        ["F2 L F R U"]
    );
}

#[test]
fn an_edit_after_hang_on_with_chatter_after_it_is_made() {
    assert_eq!(
        mail_program(&[
            "Right'o, program is F2 L F R R.",
            "Hang on, make the last one a left instead of the right, sorry about that, big fingers on a small keyboard."
        ]),
        ["F2 L F R left"]
    );
}

#[test]
fn a_withdrawal_takes_the_pieces_before_it_and_second_thought_names_no_register() {
    // `second` in `on second thought` dropped her second register.
    assert_eq!(
        read(&[
            "F F R L F2",
            "No, on second thought cancel all that, I'll send them later."
        ]),
        ["F F R L F2", "Clear"]
    );
    assert_eq!(
        mail_program(&[
            "First thought was L F F R F2 but no, scrap that.",
            "Go with R F2 F L B instead please."
        ]),
        ["R F2 F L B"]
    );
}

#[test]
fn pieces_in_words_led_by_articles_are_all_of_her_list() {
    // Two of four dropped in silence before.
    assert_eq!(
        read(&[
            "Send the big yellow west, then the medium red south, then the big green north and last the medium blue west."
        ]),
        [
            "big yellow west",
            "medium red south",
            "big green north the medium blue west"
        ]
    );
}

#[test]
fn a_second_edit_by_its_figure_with_its_verb_left_out() {
    assert_eq!(
        mail_program(&["F F R F2 L", "sory literowka, 3 ma byc L a 5 R"]),
        ["F F L F2 R"]
    );
}

#[test]
fn a_count_after_move_is_an_instruction_not_an_edit() {
    assert_eq!(
        read(&["Move 3, Rotate Right, Move 1, Rotate Left, Move 2."]),
        ["Move 3, Rotate Right, Move 1, Rotate Left, Move 2"]
    );
}

#[test]
fn her_voice_last_is_no_instruction() {
    assert_eq!(
        read(&["dude ok so like move 2 then right then move 3 lol then left and u-turn i guess"]),
        ["move 2, right, move 3, left u-turn"]
    );
}

#[test]
fn her_program_spelled_out_after_its_codes_is_read_once() {
    assert_eq!(
        mail_program(&["F2 R F L F, that's forward two, right, forward one, left, forward one."]),
        ["F2 R F L F"]
    );
}

#[test]
fn power_down_with_her_robot_resting_is_hers() {
    assert_eq!(
        read(&["dude im powering down lol robot needs a nap"]),
        ["POWER DOWN"]
    );
    // Herself resting stays no order.
    assert!(read(&["I'm powering down for a nap"]).is_empty());
}

#[test]
fn a_plan_given_up_before_a_contrast_is_no_program() {
    assert_eq!(
        read(&["so i was gonna do f3 f3 but bob's in the way so like f2 r f l b"]),
        ["f2 r f l b"]
    );
    assert_eq!(
        read(&["chciałem dać F3 F3 ale Bob stoi na drodze, więc F2 R F L B"]),
        ["F2 R F L B"]
    );
}

#[test]
fn a_prediction_or_a_stack_thought_about_is_no_order() {
    assert!(
        mail_program(&[
            "Przewiduję, że robot pana Boba pojedzie F3, F2, L, F, R i zablokuje mi przejazd. Swój program prześlę wieczorem."
        ])
        .is_empty()
    );
    assert!(
        mail_program(&[
            "hmm mysle nad 1r 1y 1g 1b ale moze cos lepszego wymysle, napisze wieczorem"
        ])
        .is_empty()
    );
}

#[test]
fn a_question_after_her_program_leaves_the_program() {
    assert_eq!(
        read(&["F2 R F L F3 i jeszcze jak moge zobaczyc stan gry?"]),
        ["F2 R F L F3", "Status"]
    );
}

#[test]
fn a_command_after_a_long_dash_that_takes_back() {
    assert_eq!(
        read(&[
            "Zgłaszam wyłączenie zasilania.",
            "Po namyśle jednak odwołuję — robot zostaje w służbie."
        ]),
        ["POWER DOWN", "POWER ON"]
    );
    // A correction a word earlier cuts there, never leaving `a` alone in her program.
    assert_eq!(
        mail_program(&[
            "prawo, prawo, naprzód trzy, lewo, naprzod jeden — a nie czekaj zamieńcie 1 i 3, czyli najpierw naprzód trzy"
        ]),
        ["naprzód trzy, prawo, prawo, lewo, naprzod jeden"]
    );
}

#[test]
fn the_word_saying_what_her_order_is_and_hope_after_it_are_no_moves() {
    assert_eq!(
        read(&["hej moje rozwiązanie to rW yW gE rS rW rS mam nadzieje ze dobrze"]),
        ["rW yW gE rS rW rS"]
    );
    assert_eq!(
        read(&["rozwiazanie to czerwony zachód, żółty zachód, zielony wschód chyba dobrze xd"]),
        ["SOLUTION czerwony zachód, żółty zachód, zielony wschód"]
    );
}

#[test]
fn commands_in_more_words() {
    assert!(
        inner("I'm a bit lost with how to send my instructions. What is it I need to write?")
            .iter()
            .all(|c| *c == PlayerCommand::Help)
    );
    assert_eq!(
        inner(
            "Proszę o przesłanie spisu dostępnych poleceń, gdyż nie wiem, w jaki sposób porozumiewać się z systemem."
        ),
        [PlayerCommand::Help]
    );
    assert_eq!(
        inner("I'll bow out of this puzzle game, it's beyond me I'm afraid."),
        [PlayerCommand::Resign]
    );
    assert_eq!(
        inner("skip this rd lah, nth to send"),
        [PlayerCommand::Orders {
            keyword: "PASS".into(),
            text: String::new()
        }]
    );
    assert!(
        inner("Is it me turn yet? What round are we on at all?")
            .iter()
            .all(|c| *c == PlayerCommand::Status)
    );
}

#[test]
fn resigning_in_doubt_is_asked_back_and_a_plan_given_up_is_not() {
    // RESIGN only asks for its confirmation: nothing is done until she sends it.
    assert_eq!(
        inner("chyba musze zrezygnowac, nie daje rady czasowo, sorry"),
        [PlayerCommand::Resign]
    );
    assert_ne!(
        inner("poddaje sie z tym planem na flage xd, mysle nad innym"),
        [PlayerCommand::Resign]
    );
    assert_eq!(
        inner("no to jo chyba sie wycofom z tej gry bo mi oczy niy pozwalajom, przykro mi"),
        [PlayerCommand::Resign]
    );
    assert_ne!(inner("chyba nie zrezygnuję z gry"), [PlayerCommand::Resign]);
    // Wondering whether to resign is no resignation asked.
    assert!(!inner(
        "Zastanawiam się, czy nie zrezygnować z gry, ponieważ mam ostatnio mało czasu; jeszcze jednak nie podjęłam decyzji."
    )
    .contains(&PlayerCommand::Resign));
}

#[test]
fn cards_after_a_word_and_how_she_lists_them() {
    assert_eq!(
        inner("Wybieram w kolejności: R, F, U, F2, L."),
        [PlayerCommand::Unmarked {
            text: "R, F, U, F2, L".into()
        }]
    );
}

#[test]
fn press_to_a_player_named_as_such() {
    match inner("Wiadomość dla gracza Bob: Szanowny Panie, proponuję zawieszenie broni.").as_slice()
    {
        [PlayerCommand::Press { to, .. }] => assert_eq!(to, &["Bob".to_string()]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_reason_after_her_question_is_no_order() {
    assert!(
        !inner("czy jest jakas gra z wolnym miejscem? bo chce zagrac z ziomkiem")
            .iter()
            .any(|c| matches!(c, PlayerCommand::Lobby { .. }))
    );
}

#[test]
fn no_before_a_negated_order_and_a_word_in_brackets_stay_what_they_were() {
    let read = read(&["And no, I shan't power down this time; I've changed my mind about that."]);
    assert!(!read.iter().any(|r| r == "POWER DOWN"), "{read:?}");
    assert_eq!(mail_program(&["- L (korekta)"]), ["L"]);
}

#[test]
fn an_order_declined_right_after_it_is_not_given() {
    for line in [
        "Power down: negative. Program: L F F3 R F.",
        "power down nie robie, jade dalej! F3 R F L B",
    ] {
        let read = inner(line);
        assert!(
            !read
                .iter()
                .any(|c| matches!(c, PlayerCommand::Orders { keyword, .. } if keyword == "POWER")),
            "{line}: {read:?}"
        );
    }
    assert!(matches!(
        inner("power down").as_slice(),
        [PlayerCommand::Orders { .. }]
    ));
}

#[test]
fn power_down_taken_back_in_words_and_mr_bobs_robot() {
    assert_eq!(
        read(&["Power my robot down next round please... Actually no, on second thought leave it running, me will take my chances with the lasers."])
            .last()
            .map(String::as_str),
        Some("POWER ON")
    );
    assert_eq!(
        read(&[
            "Ponieważ mój robot nie ma uszkodzeń, wyłączenie nie ma sensu – zatem robot pozostaje włączony. Jednocześnie chciałabym zauważyć, że robot pana Boba zapewne powinien się wyłączyć."
        ]),
        ["POWER ON"]
    );
}

#[test]
fn a_resignation_before_a_promise_to_confirm_is_asked_back() {
    // The line was held as a whole by its `will confirm`, the resignation lost.
    assert_eq!(
        inner("Request to resign from the game. Will confirm on your prompt.").first(),
        Some(&PlayerCommand::Resign)
    );
    // A line held as a whole stays held.
    assert!(matches!(
        inner("Oh wait, let me double-check that first.").as_slice(),
        [PlayerCommand::Unmarked { .. }]
    ));
}

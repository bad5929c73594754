//! The reader on the families the twenty-fourth blind round left and the twenty-fifth and
//! twenty-sixth found (issue 63): registers counted aloud or labelled in words, roman
//! numerals, a table written across, words shortened, corrections in Silesian, orders declined
//! after a contrast, her hand said beside her program.

use super::blind_late_tests::{mail_program, read};
use super::tests::inner;
use crate::inbound::PlayerCommand;

#[test]
fn registers_counted_aloud_are_read_whole() {
    // Numbers spelled out between her instructions stay in the run for the game to read.
    assert_eq!(
        read(&["one forward three two left three forward one four right five forward two"]),
        ["one forward three two left three forward one four right five forward two"]
    );
    // `first one` only leads into her list.
    assert_eq!(
        read(&["ok so first one forward two then turn right then back one thats me done"]),
        ["forward two, turn right, back one"]
    );
}

#[test]
fn her_orders_whole_after_a_verb_said_of_all_of_them_are_her_program() {
    assert_eq!(
        read(&["change of plan make it F2 R F3 L U"]),
        ["F2 R F3 L U"]
    );
    assert_eq!(
        read(&["change of plan make it forward to right forward three left u turn"]),
        ["forward to right forward three left u turn"]
    );
    // One card for it is an edit that names no register: nothing guessed, no program of F3.
    assert!(mail_program(&["F2 R F3 L U", "no change it to F3"]).is_empty());
}

#[test]
fn her_last_mail_is_no_last_register() {
    assert_eq!(
        read(&["sorry bout the last one heres proper moves turn right turn right forward three"]),
        ["turn right turn right forward three"]
    );
    // The last register changed in a card or two stays an edit.
    assert_eq!(
        mail_program(&["F2 R F3 L U", "the last one should be a left"]),
        ["F2 R F3 L left"]
    );
}

#[test]
fn a_list_numbered_in_roman_numerals_is_numbered() {
    assert_eq!(
        mail_program(&["I. F    II. F2    III. R    IV. B    V. L"]),
        ["F F2 R B L"]
    );
    assert_eq!(
        mail_program(&["i. Forward Two", "ii. Turn Right", "iii. Forward One"]),
        ["Forward Two, Turn Right, Forward One"]
    );
    // `I.` alone ends a sentence as ever: no numbering without a second.
    assert_eq!(
        crate::mail::shapes::inline_numbering("So did I. Then F2."),
        vec![]
    );
}

#[test]
fn words_shortened_with_a_full_stop_and_numbers_written_on_them() {
    assert_eq!(
        mail_program(&["Fwd. 2 / Rt. / Fwd. 1 / Back 1 / Lt."]),
        ["Fwd. 2, Rt., Fwd. 1, Back 1, Lt."]
    );
    assert_eq!(
        read(&["ok heres my 5 👉 left left forward3 forward forward2"]),
        ["left left forward3 forward forward2"]
    );
    // Cards written together in capitals are a line of instructions.
    assert_eq!(mail_program(&["FFRLU"]), ["FFRLU"]);
}

#[test]
fn her_reason_in_slang_and_a_remark_under_her_line_are_no_cards() {
    assert_eq!(
        read(&["gonna do r f2 f l b bc i wanna dodge that laser ngl"]),
        ["r f2 f l b"]
    );
    assert_eq!(
        mail_program(&[
            "turn around, go 3, go 1, turn right, go 2",
            "trust the process"
        ]),
        ["turn around, go 3, go 1, turn right, go 2"]
    );
    // A list written one a line still takes a line it cannot read, for the game to quote.
    assert_eq!(
        mail_program(&["Forward two", "Turn clockwise", "hop over the pit"]),
        ["Forward two, Turn clockwise, hop over the pit"]
    );
}

#[test]
fn a_question_asked_with_a_tag_and_no_mark_sends_nothing() {
    assert!(matches!(
        inner("is f3 then u legal or nah")[..],
        [PlayerCommand::Question { .. }]
    ));
    assert!(matches!(
        inner("moge dac f3 i potem u czy nie")[..],
        [PlayerCommand::Question { .. }]
    ));
}

#[test]
fn silesian_corrections_ordinals_and_cards_added_at_the_end() {
    assert_eq!(
        mail_program(&[
            "R F F2 L F3",
            "a niy, ta ostatnio zmien na w prawo, bo trzy do przodu to bym wjechol w laser"
        ]),
        ["R, F, F2, L, w prawo"]
    );
    assert_eq!(
        mail_program(&[
            "pierwsza karta: do przodu 1",
            "druga: do przodu 1",
            "trzecio: obrot w prawo",
            "czworto: cofnij sie",
            "piato: do przodu 2",
        ]),
        ["do przodu 1, do przodu 1, obrot w prawo, cofnij sie, do przodu 2"]
    );
    assert_eq!(
        mail_program(&["F3 F2 L R", "ups zapomnialam piatej, dodaj F na koncu"]),
        ["F3 F2 L R F"]
    );
}

#[test]
fn her_cards_said_to_be_her_program_and_the_rest_left_lying() {
    assert_eq!(
        read(&["moje karty to sa F2, R, F, F3, L"]),
        ["F2, R, F, F3, L"]
    );
    assert_eq!(
        read(&[
            "Mom na rynce takie karty: F3, F2, F, F, B, L, R, R, U, L. No to jo wybieram tak: F, F, R, F3 i L, a reszta niech se lezy."
        ]),
        ["F, F, R, F3 L"]
    );
    // Her cards after a colon that ends her reason.
    assert_eq!(
        read(&["dzis tylko 3 karty bo mi sie nie chce xd: u, f2, r"]),
        ["u, f2, r"]
    );
}

#[test]
fn a_table_written_across_is_her_program() {
    assert_eq!(
        mail_program(&[
            "| 1 | 2 | 3 | 4 | 5 |",
            "|---|---|---|---|---|",
            "| f | r | f2 | l | b |"
        ]),
        ["f, r, f2, l, b"]
    );
}

#[test]
fn an_order_declined_after_a_word_of_contrast_is_not_given() {
    for line in [
        "I had thought of powering down my Machine, but on Reflection I shall not.",
        "i wanna quit this game fr but nah im stayin",
        "moj synek godo ze powinienem wylonczyc robota, ale jo mysla ze jeszcze niy",
    ] {
        assert!(
            !inner(line)
                .iter()
                .any(|c| matches!(c, PlayerCommand::Said { .. })),
            "{line}"
        );
    }
    // Said, and not declined: given.
    assert_eq!(
        read(&["I shall power down, but not before the laser fires"]),
        ["POWER DOWN"]
    );
}

#[test]
fn words_of_thanks_after_her_orders_are_no_part_of_them() {
    let phrases = crate::phrases::Phrases::builtin();
    assert_eq!(
        super::runs::orders_text("2RN 3YE 2BS, tak ze to wszystko na ta runda", phrases, true),
        "2RN 3YE 2BS"
    );
}

#[test]
fn twenty_sixth_round_labels_hands_and_connectors_in_words() {
    assert_eq!(
        mail_program(&[
            "Card number one: F3. card number two: R. Card three: F. card four: U. card five: F2."
        ]),
        ["F3, R, F, U, F2"]
    );
    assert_eq!(
        read(&["mam w ręce F F F2 L L R R U B F3, daje F3 R F L F2"]),
        ["F3 R F L F2"]
    );
    // `mam` alone is no hand: `hej, mam: rW yW gE rS rW rS` is her solution.
    assert_eq!(
        read(&["hej, mam: rW yW gE rS rW rS"]),
        ["rW yW gE rS rW rS"]
    );
    let said = read(&["w czwartym – obrót w prawo, w piątym zaś ruch o jedno pole naprzód"]);
    assert!(!said.concat().contains("zaś"), "{said:?}");
}
#[test]
fn a_power_down_asked_for_next_turn_politely_is_given() {
    assert_eq!(
        inner("Power my robot down next turn if ya would."),
        [PlayerCommand::Orders {
            keyword: "POWER".into(),
            text: "MY ROBOT DOWN".into()
        }]
    );
}

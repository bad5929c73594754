//! The reader on the families left by the nineteenth to twenty-first blind rounds, and found
//! by the twenty-second (issue 63).

use super::blind_late_tests::{mail_program, read};

#[test]
fn again_inside_her_run_is_read_by_the_game() {
    // `turn right again` lost its `again` and cut the run, so `one more square forward` was
    // dropped: four registers filed, the fifth at random.
    assert_eq!(
        mail_program(&[
            "I'll go forward one square, then turn right, then two squares forward, then turn \
             right again, and finally one more square forward."
        ]),
        [
            "go forward one square, turn right, two squares forward, turn right again, one more \
          square forward"
        ]
    );
    // Last, it is no part of the run (`the same program again`).
    assert_eq!(mail_program(&["F2 L F R U again"]), ["F2 L F R U"]);
}

#[test]
fn the_hand_she_was_dealt_is_no_program_however_it_is_written() {
    for (lines, want) in [
        (
            &[
                "Good afternoon. I have received the following cards: F, F, F2, L, L, R, R, B, U, \
               F3. From these I have chosen: L, F2, F, R, B.",
            ][..],
            "L, F2, F, R, B",
        ),
        (
            &["got f3 f2 f2 f r l l b u u in me hand so goin f2 l f2 r u"],
            "f2 l f2 r u",
        ),
        (
            &["My hand is F3, F2, F2, F, B, L, L, R, U, U. I choose: F2 - L - F - R - U."],
            "F2, L, F, R, U",
        ),
        (
            &[
                "otrzymałem od Pana karty: F3, F2, F, F, B, L, L, R, U, F2.",
                "Z tego wybieram i uprzejmie proszę zapisać: L, F2, R, F, U.",
            ],
            "L, F2, R, F, U",
        ),
        // Fewer cards than a program after the words are none of her hand past a comma.
        (&["I only have one F2, so F L F R U"], "F L F R U"),
        // Five after a colon are her program, labelled.
        (&["karty: F, F2, U, R, L"], "F, F2, U, R, L"),
    ] {
        assert_eq!(mail_program(lines), [want], "{lines:?}");
    }
}

#[test]
fn a_name_under_her_list_signs_it() {
    // `Ania` was taken for a near miss of `nią` and quoted as an instruction.
    assert_eq!(
        read(&["moj program na 1 runde:", "F", "F2", "R", "B", "L", "Ania"]),
        ["PROGRAM F, F2, R, B, L"]
    );
    assert_eq!(
        read(&["F", "F2", "R", "B", "L", "Ania"]),
        ["F, F2, R, B, L"]
    );
    // A near miss of a longer notation word is still her item, for the game to quote.
    assert_eq!(
        read(&["F", "F2", "R", "B", "Forwrd"]),
        ["F, F2, R, B, Forwrd"]
    );
}
#[test]
fn a_polite_request_for_a_command_is_that_command() {
    for (line, want) in [
        (
            "Kindly show me the orders you have recorded for me this round.",
            "ShowOrders",
        ),
        ("did me program go thru or what", "ShowOrders"),
        ("Kindly send me the list of available commands.", "Help"),
    ] {
        let read = read(&[line]);
        assert!(read.iter().any(|r| r.starts_with(want)), "{line}: {read:?}");
    }
}

#[test]
fn a_salutation_before_her_orders_named_leads_into_the_list_under_it() {
    // Read as a letter to the moderator, the goal stack under it went with it.
    assert_eq!(
        read(&[
            "Dear Moderator, my goal stack (top to bottom) for Bob:",
            "1. Large Green",
            "2. Small Red",
            "3. Medium Blue",
            "4. Small Yellow",
        ]),
        ["Large Green, Small Red, Medium Blue, Small Yellow"]
    );
    // A letter that names no orders still goes to the moderator.
    assert!(
        read(&["Dear Moderator, a question:", "why did my robot stop?"])[0]
            .starts_with("ToModerator")
    );
}

#[test]
fn a_count_of_her_moves_or_a_remark_after_them_is_no_instruction() {
    for (lines, want) in [
        (
            &["Kindly accept: R← Y← G→ R↓ R← R↓ — 6 moves total."][..],
            "R← Y← G→ R↓ R← R↓",
        ),
        (&["R← Y← G→ R↓ R← R↓ w 6 ruchach"], "R← Y← G→ R↓ R← R↓"),
        (
            &["rW yW gE rS rW rS", "That's 6 moves I believe."],
            "rW yW gE rS rW rS",
        ),
        (&["3bw 2rn, tyle"], "3bw 2rn"),
    ] {
        assert_eq!(read(lines), [want], "{lines:?}");
    }
    // Words of her own at the end of her first sentence, another sentence after it.
    assert_eq!(
        read(&["Program F R F2 L F3 already submitted lah. Please record."]),
        [
            "PROGRAM F R F2 L F3",
            "Chatter { line: \"Please record.\" }"
        ]
    );
    // A move counted in her program stays (`forward two steps`).
    assert_eq!(
        read(&["forward two steps, left, F, R, U"]),
        ["forward two steps, left, F, R, U"]
    );
}

#[test]
fn passing_with_a_reason_after_it_is_a_pass() {
    let read = read(&["pass this one nowt worth doin"]);
    assert_eq!(read, ["PASS "], "{read:?}");
}
#[test]
fn a_register_changed_to_another_card_in_polish_prose_is_an_edit() {
    for (lines, want) in [
        (
            &[
                "mój program: F F2 R L B.",
                "Ach, przepraszam, pomyliłem się — trzecią kartę proszę zamienić na obrót w \
                 lewo, a czwartą na obrót w prawo.",
            ][..],
            "F, F2, obrót w lewo, obrót w prawo, B",
        ),
        (&["f r f2 l f3", "nie czekaj ostatnie na f"], "f r f2 l f"),
        (&["F2 L F R U", "the last to F"], "F2 L F R F"),
    ] {
        assert_eq!(mail_program(lines), [want], "{lines:?}");
    }
}

#[test]
fn an_ordinal_before_a_card_names_which_of_the_cards_alike_is_changed() {
    // `drugi obrót w prawo` is the second right turn (register 4), not register 2: changed
    // there, it would have filed a program she did not write.
    assert_eq!(
        mail_program(&[
            "proszę zapisać: cofnij, w prawo, naprzód 2, w prawo, naprzód 1.",
            "",
            "Korekta: drugi obrót w prawo proszę zamienić na obrót w lewo.",
        ]),
        ["cofnij, w prawo, naprzód 2, obrót w lewo, naprzód 1"]
    );
    assert_eq!(
        mail_program(&["PROGRAM F2 F2 L F R", "zmieniam: drugie F2 na F3"]),
        ["F2 F3 L F R"]
    );
    // A card held fewer times than the ordinal says changes nothing: quoted back.
    assert!(mail_program(&["PROGRAM F2 L F R U", "zmieniam: drugie F2 na F3"]).is_empty());
}
#[test]
fn an_edit_with_its_reason_or_the_card_in_brackets_is_made() {
    for (lines, want) in [
        (
            &[
                "Moves: R, F, F2, L, F",
                "actually switch the first two around so it go forward first then right",
            ][..],
            "F R F2 L F",
        ),
        (
            &[
                "program: U, F2, R, F, L.",
                "",
                "Korekta: proszę usunąć ostatni ruch (obrót w lewo) – wystarczą cztery.",
            ],
            "U F2 R F",
        ),
    ] {
        assert_eq!(mail_program(lines), [want], "{lines:?}");
    }
}

#[test]
fn a_register_changed_from_words_it_has_takes_the_new_ones() {
    use crate::inbound::{Edit, Slot};
    let put = Edit::Put(Slot::Nth(2));
    assert_eq!(
        put.made("3GN 2BW 3RS", "zachód|wschód").as_deref(),
        Some("3GN 2BE 3RS")
    );
    // Words it does not have change nothing.
    assert_eq!(put.made("3GN 2BW 3RS", "północ|wschód"), None);
}
#[test]
fn a_reason_after_a_dash_on_each_item_is_no_instruction() {
    let lines = [
        "Kindly note my moves:",
        "1. F3 - to go straight towards the first flag",
        "2. R - to face east",
        "3. F - one step only",
        "4. L - to face north again",
        "5. F2 - and finish near the flag",
        "",
        "Thank you.",
    ];
    assert_eq!(mail_program(&lines), ["F3, R, F, L, F2"]);
    // Dashes between codes part a list; a greeting before a dash is no code.
    assert_eq!(
        mail_program(&["F2 - R - F - L - U"]),
        ["F2 - R - F - L - U"]
    );
    assert_eq!(
        crate::mail::blocks::items::without_dash_reason("Hi - R F F2 L F, thanks"),
        None
    );
    // A second thought after a dash is never a reason left out.
    for line in [
        "F3 R F L F - sorry, I meant F2 for the first one, not F3.",
        "1. F3 - no wait, F2",
    ] {
        assert_eq!(
            crate::mail::blocks::items::without_dash_reason(line),
            None,
            "{line}"
        );
    }
}

#[test]
fn an_edit_after_but_and_her_program_restated_after_it_are_one_program() {
    assert_eq!(
        mail_program(&["Hi - R F F2 L F, but change the 1st to L pls, so L F F2 L F. Tks"]),
        ["L F F2 L F"]
    );
    assert_eq!(
        mail_program(&["F2 L F R U, ale zmień pierwszą na F3, czyli F3 L F R U"]),
        ["F3 L F R U"]
    );
}
#[test]
fn an_edit_on_the_line_after_her_program_is_made_as_she_writes_it() {
    for (lines, want) in [
        // A remark after a comma.
        (
            &[
                "F3 R F2 L L",
                "actually change the last one to a right, two lefts would have me spinning like \
                 a top",
            ][..],
            "F3 R F2 L right",
        ),
        // Arrows for `to`, for her program restated, both ways for an exchange; a label
        // before an arrow.
        (
            &[
                "prog → F, F, L, F3, U",
                "edit: reg 5 → R not U (U sends me into the pit)",
            ],
            "F F L F3 R",
        ),
        (
            &[
                "L R F3 F2 B",
                "",
                "EDIT: reg 2 should be L → so L L F3 F2 B",
            ],
            "L L F3 F2 B",
        ),
        (
            &[
                "1) L",
                "2) F3",
                "3) R",
                "4) F2",
                "5) F",
                "",
                "Correction: swap 1↔3.",
            ],
            "R F3 L F2 F",
        ),
        (
            &["- 3R N", "- 2G E", "- 3Y U", "edit: 2nd → 2G W"],
            "3R N, 2G W, 3Y U",
        ),
        // `z` between two registers exchanged; the card said `zamiast` is the new one.
        (&["F L R F2 B", "zamien jeszcze 2 z 3"], "F R L F2 B"),
        (
            &["F3 F2 L R U", "sorry, U na koncu nie, daj F zamiast"],
            "F3 F2 L R F",
        ),
    ] {
        assert_eq!(mail_program(lines), [want], "{lines:?}");
    }
    // Two cards are never one code written in two parts.
    assert!(!crate::inbound::split_code("F2 L"));
    assert!(crate::inbound::split_code("2B W"));
}

#[test]
fn arrows_between_codes_a_round_label_and_a_name_after_a_dash_are_no_instructions() {
    assert_eq!(mail_program(&["F2→L→F→R→F3"]), ["F2, L, F, R, F3"]);
    // Ricochet's arrows are its moves' directions, never separators.
    assert_eq!(mail_program(&["R→ Y← G→ R↓ R← R↓"]), ["R→ Y← G→ R↓ R← R↓"]);
    assert_eq!(
        mail_program(&["Rd1: fwd 2 → turn L → fwd 1 → turn R → fwd 3. done."]),
        ["fwd 2, turn L, fwd 1, turn R, fwd 3"]
    );
    assert_eq!(
        read(&["F3, R, F, L, F2", "", "— Kate (QA, ever the pedant)"]),
        ["F3, R, F, L, F2"]
    );
}

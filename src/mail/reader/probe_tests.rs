//! The reader on families the third blind probes found (issue 63): what is written about a
//! program after it (a withdrawal, a sentence between its sentences, words replaced by
//! words), a count in brackets, a side picked out with `one`.

use super::tests::{inner, pieces};
use crate::inbound::PlayerCommand;

#[test]
fn a_correction_with_nothing_after_it_or_withdraw_that_takes_back_what_was_written() {
    for line in [
        "scrap that",
        "scratch that.",
        "withdraw that",
        "no hang on, withdraw that",
    ] {
        assert!(
            inner(line).contains(&PlayerCommand::Clear),
            "{line:?}: {:?}",
            inner(line)
        );
    }
    // With a program after it, it is a second thought, no withdrawal.
    assert!(!inner("scrap that, F2 L F R U").contains(&PlayerCommand::Clear));
}

#[test]
fn a_short_sentence_between_sentences_of_instructions_is_one_of_them() {
    let read = super::read_line("Fwd 2. Portside. Fwd 1. Reverse one.");
    assert!(
        matches!(read.as_slice(), [PlayerCommand::Said { read_as, .. }]
            if **read_as == PlayerCommand::Unmarked { text: "Fwd 2 Portside Fwd 1 Reverse one".into() }),
        "{read:?}"
    );
    // Thanks between is no item.
    assert!(!format!("{:?}", super::read_line("F2. Thanks. L F R.")).contains("Thanks F"));
}

#[test]
fn a_count_in_brackets_the_right_one_and_words_replaced_by_words() {
    let read = super::read_line("ok wiec: prosto (1), prawo, prosto (2), lewo, zawrotka.");
    assert!(
        format!("{read:?}").contains("prosto 2, lewo"),
        "a number in brackets after an instruction is its count: {read:?}"
    );
    // `the right one` picks a side out: no instruction.
    assert!(super::read_line("The second thought is the right one.").is_empty());
    // Words replaced by words cannot be placed surely: an edit that is quoted back.
    for line in [
        "Poprawka: zamiast trzech do przodu proszę o dwa do przodu.",
        "instead of forward three, forward two please",
    ] {
        let read = super::read_line(line);
        assert!(
            matches!(
                read.as_slice(),
                [PlayerCommand::Said {
                    bare: crate::inbound::Bare::Amend(_),
                    ..
                }]
            ),
            "{line:?}: {read:?}"
        );
    }
}

#[test]
fn a_correction_alone_after_a_program_holds_it_back() {
    let read = super::read_line("F2 L F R U. No wait.");
    assert!(
        matches!(
            read.last(),
            Some(PlayerCommand::Said {
                bare: crate::inbound::Bare::Amend(crate::inbound::Edit::Hold),
                ..
            })
        ),
        "{read:?}"
    );
    // With instructions after it, it is a second thought.
    let read = super::read_line("F2 L F R U, no wait, F3 L F R U");
    assert!(!format!("{read:?}").contains("Hold"), "{read:?}");
}

/// Families of the fourth blind probes: questions and withdrawals in words, a word in
/// another sense (`resigned to`, `give up trying to understand`), a plus between a program
/// and an order.
#[test]
fn questions_withdrawals_and_words_in_another_sense_of_the_fourth_probes() {
    let has = |line: &str, want: &PlayerCommand| inner(line).contains(want);
    assert!(has("list of commands? on my phone", &PlayerCommand::Help));
    assert!(has("where are all the bots now?", &PlayerCommand::Status));
    assert!(has("a gdzie sa pelne zasady", &PlayerCommand::HelpRules));
    assert!(has(
        "jak sie wlasciwie licza ruchy?",
        &PlayerCommand::HelpRules
    ));
    assert!(has(
        "nvm, take that back, I'll send later",
        &PlayerCommand::Clear
    ));
    assert!(has("zapomnij o tym, cofam", &PlayerCommand::Clear));
    let gave_up = inner("ngl i give up trying to understand conveyors");
    assert!(!format!("{gave_up:?}").contains("Resign"), "{gave_up:?}");
    let plus = format!("{:?}", inner("F3 F2 L R U + wylaczenie po tej rundzie"));
    assert!(
        plus.contains("POWER") && plus.contains("F3 F2 L R U"),
        "{plus}"
    );
}

/// What `line` was read as, as one string (for what it holds or lacks).
fn seen(line: &str) -> String {
    format!("{:?}", super::read_line(line))
}

#[test]
fn an_item_that_reads_as_no_instruction_between_instructions_is_one_of_hers() {
    // The game quotes it back: nothing applied, no registers drawn for what she wrote.
    assert!(
        seen("Forward two, turn left, hop over the pit, turn right, forward one.")
            .contains("turn left, hop over the pit, turn right"),
        "{}",
        seen("Forward two, turn left, hop over the pit, turn right, forward one.")
    );
    assert!(seen("f2, l, skacz nad dziurą, r, u").contains("skacz nad dziurą"));
    // A code with a key slipped beside it is quoted, never passed over.
    assert_eq!(pieces("F@ L F R U"), ["F@ L F R U"]);
    // A remark in her own voice, or a word of prose, is no item.
    assert_eq!(
        pieces("F2 L F, because of the laser, R U"),
        ["F2 L F", "R U"]
    );
}

#[test]
fn an_edit_no_rule_reads_holds_the_program_and_is_no_program_of_its_own() {
    // A card of two words put in (`back one`) is one card of the edit.
    let read = seen(
        "Forward two, turn left, about-turn, forward one, turn right. Come to think of it, \
         replace the about-turn with back one.",
    );
    assert!(read.contains("about-turn|back one"), "{read}");
    assert!(!read.contains("Unmarked { text: \"back one\""), "{read}");
    let read = seen(
        "Forward two, turn left, about-turn, forward one, turn right. Come to think of it, \
         replace the about-turn with a hop.",
    );
    assert!(read.contains("an edit: not read"), "{read}");
    // Notation words in a row are one card (`back up`): the game reads them.
    let read = seen(
        "Forward two, turn left, about-turn, forward one, turn right. Come to think of it, \
         replace the about-turn with back up.",
    );
    assert!(read.contains("about-turn|back up"), "{read}");
    // Leaving in words with `drop` is no edit.
    assert!(
        inner("I have to drop out of this one, too much going on at work.")
            .contains(&PlayerCommand::Resign)
    );
}

#[test]
fn a_request_disregarded_or_a_thing_almost_done_is_not_done() {
    let pd = PlayerCommand::Orders {
        keyword: "POWER".into(),
        text: "DOWN".into(),
    };
    for line in [
        "Please disregard my request to power down; I have thought better of it.",
        "ignore my request to power down",
        "proszę zignorować wyłączenie",
    ] {
        assert!(!inner(line).contains(&pd), "{line:?}: {:?}", inner(line));
    }
    assert!(
        !inner("ngl i almost quit this game lol but ok: f2 r r f l")
            .contains(&PlayerCommand::Resign)
    );
    assert!(
        !inner("prawie zrezygnowałem z gry, ale gram dalej: F2 L F R U")
            .contains(&PlayerCommand::Resign)
    );
}

#[test]
fn slang_around_orders_and_orders_asked_after_in_words() {
    assert_eq!(pieces("go F3 then L, F, R, F gg"), ["go F3, L, F, R, F"]);
    assert_eq!(pieces("elo, f3 l f r f, nara xd"), ["f3 l f r f"]);
    for line in [
        "May I check what orders you currently hold for me?",
        "did u get my moves?",
        "ej co ja mam wyslane w ogole? bo nie pamietam",
    ] {
        assert!(
            inner(line).contains(&PlayerCommand::ShowOrders),
            "{line:?}: {:?}",
            inner(line)
        );
    }
    assert!(
        inner("Please withdraw the instructions above entirely;").contains(&PlayerCommand::Clear)
    );
}

#[test]
fn a_stack_written_from_the_bottom_is_read_backwards() {
    for line in [
        "I write it from the bottom to the top: 3Y, 1G, 2B, 1R.",
        "od spodu: 3Ż, 1Z, 2N, 1C",
    ] {
        let read = seen(line);
        assert!(read.contains("Amend(Reverse)"), "{line:?}: {read}");
        assert!(!pieces(line)[0].contains("bottom"), "{line:?}: {read}");
    }
    // After an order word, the order's text is read backwards, piece by piece.
    let goals = |text: &str| {
        super::tidy(PlayerCommand::Orders {
            keyword: "GOALS".into(),
            text: text.into(),
        })
    };
    assert_eq!(
        goals("from the bottom up: 3Y 1G 2B 1R"),
        goals("1R 2B 1G 3Y"),
    );
    assert_eq!(
        goals("od spodu: duża zielona, mała żółta"),
        goals("mała żółta, duża zielona"),
    );
    // Top first, or said of nothing written, is no reversal.
    assert!(!seen("GOALS 1R 2Y 3G 1B").contains("Reverse"));
    assert!(!seen("I'm at the bottom of the table").contains("Reverse"));
}

#[test]
fn a_last_item_in_one_hyphenated_word_is_never_dropped() {
    // Seen in play: the about-turn last was dropped and register 5 drawn.
    assert_eq!(
        pieces("I meant: forward two, turn clockwise, forward one, turn anticlockwise, about-turn"),
        ["forward two, turn clockwise, forward one, turn anticlockwise, about-turn"]
    );
    // A word no game knows is kept, for the game to quote.
    assert_eq!(
        pieces("forward two, turn left, forward one, turn right, side-step"),
        ["forward two, turn left, forward one, turn right, side-step"]
    );
}

#[test]
fn items_parted_by_semicolons_dashes_or_connectors_are_one_list() {
    // Semicolons part the items as commas do: all five, never the third alone.
    assert_eq!(
        pieces("Round 1 orders: F3; L; F2; R; U."),
        ["F3, L, F2, R, U"]
    );
    assert_eq!(
        pieces("forward 2; turn left; forward one; right; u-turn"),
        ["forward 2, turn left, forward one, right, u-turn"]
    );
    // A semicolon between thoughts stays one.
    assert!(!seen("power down; F2 L F R U").contains("down,"));
    // Dashes too: the item that reads as no card is quoted, never a command of its own
    // (`stay` of STAY DOWN) with the rest dropped.
    assert_eq!(
        pieces("F2 - L - stay put - R - F"),
        ["F2, L, stay put, R, F"]
    );
    assert_eq!(pieces("F2, L, stay put, R, F"), ["F2, L, stay put, R, F"]);
    // An item between connectors, a run of codes after it.
    assert_eq!(
        pieces("F3 then L then F2 then hop over to the flag then R"),
        ["F3, L, F2, hop over to the flag, R"]
    );
    assert_eq!(
        pieces("F3, L, F2, hop over to the flag, R"),
        ["F3, L, F2, hop over to the flag, R"]
    );
    // A reason is no item, in either language.
    assert_eq!(
        pieces("F2 L F, since the pit is deep, R U"),
        ["F2 L F", "R U"]
    );
    assert_eq!(pieces("F2 L F, żeby ominąć dziurę, R U"), ["F2 L F", "R U"]);
    // A command after the list still parts.
    assert!(seen("F2 L F R U, then power down").contains("POWER"));
}

#[test]
fn a_sentence_of_codes_last_after_sentences_of_instructions_is_one_of_them() {
    assert_eq!(pieces("Forward 2. Left. Thanks!"), ["Forward 2 Left"]);
    assert_eq!(pieces("F2 L F. R. U. Cheers"), ["F2 L F R U"]);
    // A name signing the line is none of them.
    assert_eq!(
        pieces("Forward 2 left forward. Ann"),
        ["Forward 2 left forward"]
    );
}

#[test]
fn faces_and_pictures_part_nothing_and_are_quoted_as_written() {
    // `:D` after a count is no colon that labels it away.
    assert_eq!(
        pieces("dziś robi tak: w prawo, naprzód trzy, w lewo, naprzód dwa :D trzymajcie kciuki"),
        ["w prawo, naprzód trzy, w lewo, naprzód dwa"]
    );
    assert_eq!(
        pieces("forward 2, left, forward two :) wish me luck"),
        ["forward 2, left, forward two"]
    );
    // A picture after a second thought keeps it hers (it was passed over as chatter).
    let read = seen(
        "w lewo, naprzód 2, naprzód 1, zawróć. Ojej, nie zawróć, tylko cofnij!! Przepraszam 🙈",
    );
    assert!(read.contains("cofnij\""), "{read}");
    assert!(seen("F2 L F :D R U").contains("F2 L F :D R U"));
}

#[test]
fn a_change_of_mind_after_a_dash_a_lone_no_or_in_words_of_not_counting() {
    // `actually no dont - I'll chance it`: the power down is taken back.
    let read = seen("actually no dont - I'll chance it, leave her running");
    assert!(read.contains("Retract"), "{read}");
    // A lone `no` before a withdrawal leads into it: a withdrawal said not to means nothing.
    assert!(inner("no cancel that altogether").contains(&PlayerCommand::Clear));
    assert!(!inner("no power down this time").contains(&PlayerCommand::Clear));
    for line in [
        "nie, czekaj, to jednak chyba źle, nie bierz tego pod uwagę!",
        "dont take that into account",
        "to nieaktualne",
    ] {
        assert!(
            inner(line).contains(&PlayerCommand::Clear),
            "{line}: {:?}",
            inner(line)
        );
    }
}

#[test]
fn giving_up_in_jest_and_playing_on_is_no_resigning() {
    for line in [
        "poddaję się, ta plansza mnie pokonała 😂 ale gram dalej oczywiście!",
        "I give up lol, just kidding",
    ] {
        let read = seen(line);
        assert!(!read.contains("read_as: Resign"), "{line}: {read}");
    }
    assert!(seen("poddaję się").contains("Resign"));
}

#[test]
fn a_program_restated_after_words_of_correction_replaces_the_one_before() {
    for line in [
        "sorki literowka, mialo byc F F L F2 R",
        "czyli F F L F2 R",
        "sorry typo, should be F F L F2 R",
    ] {
        let read = seen(line);
        assert!(
            read.contains("after a correction") && read.contains("F F L F2 R"),
            "{line}: {read}"
        );
        assert!(!read.contains("text: \"be"), "{line}: {read}");
    }
}

#[test]
fn a_near_miss_of_a_long_word_is_a_sign_beside_a_run_and_a_power_cut_no_order() {
    // No piece dropped before the run that reads: all of it goes to the game.
    assert_eq!(
        pieces("foward 2 lefy foward 1 rihgt u turn"),
        ["foward 2 lefy foward 1 rihgt u turn"]
    );
    // `round` is no sign: `this round` stays out of the program.
    assert_eq!(pieces("F3 L F2 R F for this round."), ["F3 L F2 R F"]);
    for line in [
        "yesterday the power went down in our whole street",
        "wczoraj wyłączyli prąd na całej ulicy",
        "i resign myself to coming last lol",
    ] {
        let read = seen(line);
        assert!(
            read.starts_with("[Remark") || read == "[]",
            "{line}: {read}"
        );
    }
}

#[test]
fn a_polish_ordinal_number_ends_no_sentence() {
    let cut = super::cut::sentences("edit: w 5. rejestrze zamiast B daj U");
    assert_eq!(cut.len(), 1);
    assert_eq!(
        super::cut::sentences("forward 2. left. forward 1.").len(),
        3
    );
}

#[test]
fn found_in_play_mixed_separators_and_a_last_item_after_a_comma_alone() {
    // Semicolons, then dashes, the last item no card: all of it goes to the game, quoted.
    assert_eq!(
        pieces("fwd 2; left; fwd 1 - rt - hop the pit"),
        ["fwd 2, left, fwd 1, rt, hop the pit"]
    );
    assert_eq!(
        pieces("fwd 2, left, fwd 1, rt, hop the pit"),
        ["fwd 2, left, fwd 1, rt, hop the pit"]
    );
    // Her wishes and sign-offs after the list are none of it.
    assert_eq!(pieces("F2, L, F, R, see you soon"), ["F2, L, F, R"]);
    assert_eq!(pieces("F2, L, F, R, U, good luck all"), ["F2, L, F, R, U"]);
}

#[test]
fn ordinal_words_of_several_words_are_connectors_where_orders_are_made() {
    assert_eq!(
        super::runs::orders_text(
            "po pierwsze naprzód 2, po drugie w lewo, po piąte zawróć",
            crate::phrases::Phrases::builtin(),
            false
        ),
        "naprzód 2 w lewo zawróć"
    );
    assert_eq!(
        pieces("firstly forward 2, secondly turn left, fourthly turn right, fifthly turn around"),
        ["forward 2, turn left, turn right, turn around"]
    );
}

#[test]
fn an_australian_u_turn_and_mate_after_it() {
    assert_eq!(
        pieces("fwd 2, left, fwd 1, rt, uey mate"),
        ["fwd 2, left, fwd 1, rt, uey"]
    );
}

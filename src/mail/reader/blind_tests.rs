//! The reader on families the later blind rounds found (issue 63): an order asked as a
//! question or waiting on a condition, a move no game has, a picture among codes, marks of
//! a question run together, her hand named in a sentence, a lower-case `wait` leading into
//! an edit.

use super::tests::{inner, pieces};
use crate::inbound::{Doubt, PlayerCommand};
use crate::mail::blocks::commands_from_lines;

pub(super) fn orders_in(read: &[PlayerCommand]) -> bool {
    read.iter()
        .any(|c| matches!(c, PlayerCommand::Orders { .. }))
}

#[test]
fn an_order_asked_as_a_question_does_nothing() {
    for line in [
        "power down?",
        "POWER DOWN?",
        "power down? nie, jednak nie",
        "power down? nah, forget it",
    ] {
        let read = inner(line);
        assert!(!orders_in(&read), "{line}: {read:?}");
    }
    // Her own question answered is no command robomod does not know.
    assert!(
        !inner("power down? nah, forget it")
            .iter()
            .any(|c| matches!(c, PlayerCommand::Unknown { .. })),
        "{:?}",
        inner("power down? nah, forget it")
    );
    // Asked for what it shows, it is answered.
    assert_eq!(inner("STATUS?"), vec![PlayerCommand::Status]);
}

#[test]
fn an_order_on_a_condition_is_said_back_not_done() {
    for line in [
        "If my robot takes more than 4 damage this round, please power it down for the next round.",
        "Jeżeli dostanę jeszcze 2 obrażenia, to wyłączam się w następnej rundzie.",
    ] {
        let read = inner(line);
        assert!(
            matches!(
                read.as_slice(),
                [PlayerCommand::Remark {
                    doubt: Doubt::Conditional,
                    ..
                }]
            ),
            "{line}: {read:?}"
        );
    }
    // Courtesy is no condition.
    for line in [
        "if possible, please power down my robot next round",
        "jeśli można, proszę wyłączyć mojego robota",
    ] {
        assert!(orders_in(&inner(line)), "{line}: {:?}", inner(line));
    }
}

#[test]
fn a_move_no_game_has_is_quoted_back() {
    for line in [
        "+ shoot bob",
        "shoot the laser at Bob",
        "zepchnij Bartka z planszy",
    ] {
        let read = inner(line);
        assert!(
            matches!(
                read.as_slice(),
                [PlayerCommand::Unknown { meant: None, .. }]
            ),
            "{line}: {read:?}"
        );
    }
    // Numbered in her list, it is one of its items, which the game quotes back.
    let read = commands_from_lines([
        "1. forward 2",
        "2. left",
        "3. forward 1",
        "4. right",
        "5. shoot the laser to Bob",
    ]);
    assert!(
        read.iter()
            .any(|c| matches!(c.inner(), PlayerCommand::Unmarked { text } if text.ends_with("shoot the laser to Bob"))),
        "{read:?}"
    );
}

#[test]
fn a_picture_among_codes_stands_in_its_place() {
    let read = inner("f2 l 🔄 r f");
    assert!(
        read.iter()
            .any(|c| matches!(c, PlayerCommand::Unmarked { text } if text.contains("l 🔄 r"))),
        "{read:?}"
    );
    // A face after a program is no instruction.
    assert_eq!(inner("f2 l f r u 🙂"), inner("f2 l f r u"));
}

#[test]
fn marks_run_together_after_a_word_end_her_sentence() {
    let read = commands_from_lines([
        "f2 f2 r l f",
        "wait i only have one f2 i think?? make the 2nd one a f",
    ]);
    // Her doubt about her hand is no instruction; the edit after it is read.
    assert!(
        matches!(
            read.as_slice(),
            [
                PlayerCommand::Unmarked { .. },
                PlayerCommand::Said {
                    bare: crate::inbound::Bare::Amend(crate::inbound::Edit::Put(
                        crate::inbound::Slot::Nth(2)
                    )),
                    ..
                }
            ]
        ),
        "{read:?}"
    );
}

#[test]
fn her_hand_named_in_a_sentence_is_no_instruction() {
    for line in ["i only have one f2.", "nie mam F3.", "mam tylko jedno F2"] {
        let read = inner(line);
        assert!(
            !read
                .iter()
                .any(|c| matches!(c, PlayerCommand::Unmarked { .. })),
            "{line}: {read:?}"
        );
    }
}

#[test]
fn wait_in_lower_case_before_an_edit_is_a_word_of_correction() {
    let read = commands_from_lines(["2rn 3rn 2bn", "wait make the last one 3b east"]);
    assert!(
        !read
            .iter()
            .any(|c| matches!(c, PlayerCommand::Unknown { .. })),
        "{read:?}"
    );
    // Shouted, with words after it, it is quoted back.
    assert!(matches!(
        commands_from_lines(["WAIT until Friday"]).as_slice(),
        [PlayerCommand::Unknown { .. }]
    ));
}

#[test]
fn a_comment_after_her_orders_is_no_part_of_them() {
    for (line, want) in [
        ("prog: F F2 R F L // lecimy na f1", "F F2 R F L"),
        (
            "F2 L F R U ← to jest moj program, F3 zostawiam na pozniej",
            "F2 L F R U",
        ),
        ("F2 L F R U <- that's my final answer", "F2 L F R U"),
    ] {
        let read = inner(line);
        assert!(
            matches!(read.as_slice(), [PlayerCommand::Unmarked { text }] if text == want),
            "{line}: {read:?}"
        );
    }
    // Arrows between her codes part them as commas do, for every game.
    assert!(format!("{:?}", inner("F2 -> L -> F")).contains("F2, L, F"));
    assert!(format!("{:?}", inner("prog: 2BN -> 3RE -> 2YU")).contains("2BN, 3RE, 2YU"));
    // A heading that only introduces the list under it is no item.
    let read = commands_from_lines(["Program na rundę 1 →", "\tF", "\tF2", "\tL", "\tF", "\tR"]);
    assert!(
        matches!(read.as_slice(), [PlayerCommand::Orders { text, .. }] if text.split_whitespace().filter(|w| w.len() <= 3).count() == 5 && !text.contains("na")),
        "{read:?}"
    );
}

#[test]
fn a_word_of_taking_back_before_an_edit_leads_into_it() {
    for line in ["cofam: zamiast F2 chcę F3", "cofam. zamiast F2 chcę F3"] {
        let read = inner(line);
        assert!(!read.contains(&PlayerCommand::Clear), "{line}: {read:?}");
    }
    // Alone, it withdraws.
    assert!(inner("cofam").contains(&PlayerCommand::Clear));
}

#[test]
fn the_power_of_her_street_and_a_word_of_notation_after_to_are_no_orders() {
    let read =
        inner("My wife tells me the power will be down in the village tomorrow, so I may be late.");
    assert!(!orders_in(&read), "{read:?}");
    // `forward to left`: dictation, no message to a player called Left.
    let read = inner("forward to left forward won right u turn");
    assert!(
        !read
            .iter()
            .any(|c| matches!(c, PlayerCommand::Press { .. })),
        "{read:?}"
    );
}

#[test]
fn a_last_item_that_is_a_move_no_game_has_stays_in_her_list() {
    let read = inner("Forward two, left, forward one, right, and then jump over the pit.");
    assert!(
        read.iter().any(
            |c| matches!(c, PlayerCommand::Unmarked { text } if text.contains("jump over the pit"))
        ),
        "{read:?}"
    );
}

#[test]
fn one_card_corrected_by_another_or_an_edit_not_read_holds_the_program() {
    let mut read = commands_from_lines(["2GN 3BE 2RW", "sorry, the 3BE i mean 3BS"]);
    super::edit::apply(&mut read, crate::phrases::Phrases::builtin());
    assert!(
        read.iter().any(
            |c| matches!(c.inner(), PlayerCommand::Unmarked { text } if text == "2GN 3BS 2RW")
        ),
        "{read:?}"
    );
    let mut read = commands_from_lines([
        "Kindly record F2 L F R F3.",
        "I find that the fifth register ought to be a right turn rather than forward three.",
    ]);
    super::edit::apply(&mut read, crate::phrases::Phrases::builtin());
    // `rather than` names the card replaced, the register holds it: the edit is made; a
    // register that does not hold the card named is no edit made on a guess.
    assert!(
        read.iter().any(|c| matches!(c.inner(), PlayerCommand::Unmarked { text } if text == "F2, L, F, R, right turn")),
        "{read:?}"
    );
    let mut read = commands_from_lines([
        "Kindly record F2 L F R F3.",
        "I find that the fifth register ought to be a right turn rather than forward two.",
    ]);
    super::edit::apply(&mut read, crate::phrases::Phrases::builtin());
    assert!(
        !read
            .iter()
            .any(|c| matches!(c.inner(), PlayerCommand::Unmarked { .. })),
        "the program is held, never applied unchanged: {read:?}"
    );
}

#[test]
fn help_and_the_rules_asked_in_plain_polish() {
    assert_eq!(inner("wyślij zasady"), vec![PlayerCommand::HelpRules]);
    for line in [
        "pomocy jak się tym steruje",
        "Nie bardzo rozumiem, w jaki sposób należy zapisywać ruchy. Czy mogłabym prosić o instrukcję?",
    ] {
        assert!(
            inner(line).contains(&PlayerCommand::Help),
            "{line}: {:?}",
            inner(line)
        );
    }
}

/// The text of the one program `line` was read as, if any.
fn program_of(line: &str) -> Option<String> {
    pieces(line).into_iter().next()
}

#[test]
fn words_after_a_connector_of_sequence_or_a_register_label_stay_in_her_program() {
    // What does not read is hers too, quoted by the game: never dropped, the rest applied.
    for (line, word) in [
        ("f2 l f r and then the jump one", "jump"),
        ("R1 F2 R2 L R3 F R4 R R5 X-RAY", "X-RAY"),
        ("R3 AHEAD FLANK", "FLANK"),
    ] {
        let text = program_of(line).unwrap_or_default();
        assert!(text.contains(word), "{line}: {text:?}");
    }
    // Wishes after it are no item of hers.
    for line in [
        "F2 L F R U and then good luck everyone",
        "f2 l f r u and then we will see",
    ] {
        assert_eq!(
            program_of(line).map(|t| t.to_uppercase()).as_deref(),
            Some("F2 L F R U"),
            "{line}"
        );
    }
}

#[test]
fn an_order_considered_or_a_state_of_the_power_is_no_order() {
    for line in [
        "WILL CONSIDER POWER DOWN NEXT TURN.",
        "rozważam wyłączenie robota w rundzie nr 3",
        "sorry late reply power was down at the shed all arvo",
    ] {
        let read = inner(line);
        assert!(!orders_in(&read), "{line}: {read:?}");
    }
}

#[test]
fn the_order_just_given_taken_back_in_words() {
    let mut read = commands_from_lines(["POWER DOWN.", "BELAY MY LAST."]);
    super::edit::apply(&mut read, crate::phrases::Phrases::builtin());
    assert!(
        matches!(read.last().map(PlayerCommand::inner), Some(PlayerCommand::Orders { text, .. }) if text.contains("ON")),
        "{read:?}"
    );
    let mut read = commands_from_lines(["WYLACZAM SIE", "Prosze to anulowac."]);
    super::edit::apply(&mut read, crate::phrases::Phrases::builtin());
    assert!(
        matches!(read.last().map(PlayerCommand::inner), Some(PlayerCommand::Orders { keyword, .. }) if keyword != "PROGRAM"),
        "{read:?}"
    );
    // Everything she sent is withdrawn by name.
    assert!(
        inner("prosze to wszystko skasowac").contains(&PlayerCommand::Clear),
        "{:?}",
        inner("prosze to wszystko skasowac")
    );
}

#[test]
fn words_that_head_her_orders_before_a_colon_are_no_command() {
    for line in [
        "moje rozkazy: sredni czerwony na polnoc, duzy zolty na wschod",
        "my orders: F2 L F R F",
        "Rozkazy na te: naprzod, naprzod, w lewo, naprzod dwa, w prawo.",
    ] {
        let read = inner(line);
        assert!(
            !read.contains(&PlayerCommand::ShowOrders),
            "{line}: {read:?}"
        );
        let text = program_of(line).unwrap_or_default();
        assert!(
            !text.contains(':') && !text.contains("rozkazy"),
            "{line}: {text:?}"
        );
    }
}

#[test]
fn resigning_from_the_game_by_name_is_no_puzzle_given_up() {
    let read = inner(
        "z przykroscia musze zrezygnowac z dalszej gry, bo oczy juz nie te i nie widze tej planszy.",
    );
    assert_eq!(read, vec![PlayerCommand::Resign]);
    // Giving up on a puzzle still is.
    assert!(!inner("poddaję się, nie widzę rozwiązania").contains(&PlayerCommand::Resign));
}

#[test]
fn an_edit_naming_a_place_and_a_card_as_a_noun() {
    let mut read = commands_from_lines([
        "F2 L F R U",
        "na piątym miejscu zamiast zawrócenia proszę dać w lewo",
    ]);
    super::edit::apply(&mut read, crate::phrases::Phrases::builtin());
    assert!(
        read.iter().any(
            |c| matches!(c.inner(), PlayerCommand::Unmarked { text } if text == "F2 L F R w lewo" || text == "F2 L F R lewo" || text == "F2, L, F, R, w lewo")
        ),
        "{read:?}"
    );
    // `jak wczoraj wysłałem` (as I sent yesterday) asks for no help.
    assert!(!inner("Reszta jak wczoraj wyslalem.").contains(&PlayerCommand::Help));
}

#[test]
fn thirteenth_round_an_order_denied_reported_or_in_another_sense_is_none() {
    for line in [
        "I told him I ain't powerin' down nothin' till I'm good and ready.",
        "My grandson says I oughta power down.",
        "wnuk mówi, że powinnam się wyłączyć",
        "sorki ze tak pozno, wyłączam się z discorda bo toxic ludzie",
    ] {
        let read = inner(line);
        assert!(!orders_in(&read), "{line}: {read:?}");
    }
    for line in [
        "I quit smokin' twenty years ago and I ain't quittin' this game neither",
        "poddaje sie z tym planem na flage xd, mysle nad innym",
    ] {
        let read = inner(line);
        assert!(!read.contains(&PlayerCommand::Resign), "{line}: {read:?}");
    }
    assert!(
        inner("Oh heck, scratch all that").contains(&PlayerCommand::Clear),
        "{:?}",
        inner("Oh heck, scratch all that")
    );
}

#[test]
fn her_same_line_of_a_program_sent_twice_is_one_program() {
    let mut read = commands_from_lines(["PROG: F3 R F2 L B", "", "PROG: F3 R F2 L B"]);
    super::program::one_program(&mut read);
    let programs: Vec<_> = read
        .iter()
        .filter_map(|c| match c.inner() {
            PlayerCommand::Unmarked { text } => Some(text.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(programs, ["F3 R F2 L B"], "{read:?}");
}

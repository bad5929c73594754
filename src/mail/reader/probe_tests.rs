//! The reader on families the third blind probes found (issue 63): what is written about a
//! program after it (a withdrawal, a sentence between its sentences, words replaced by
//! words), a count in brackets, a side picked out with `one`.

use super::tests::inner;
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

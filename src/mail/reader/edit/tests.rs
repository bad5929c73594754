//! The tests of `edit.rs`.

use super::*;
use crate::phrases::tokens;

fn p() -> &'static Phrases {
    Phrases::builtin()
}

/// `program` with `edit` made (its text `text`).
fn edited(program: &str, edit: Edit, text: &str) -> Option<String> {
    edit.made(program, text)
}

fn put_of(clause: &str) -> Option<(Slot, String)> {
    match put(clause, &tokens(clause), p())? {
        (Edit::Put(slot), text) => Some((slot, text)),
        other => panic!("{clause}: {other:?}"),
    }
}

fn swap_of(clause: &str) -> Option<(Edit, String)> {
    swap(clause, &tokens(clause), p())
}

#[test]
fn put_names_a_register_and_its_instruction_in_either_language() {
    let first = Some((Slot::Nth(1), "F2".to_string()));
    assert_eq!(
        put_of("sorry, I meant F2 for the first one, not F3."),
        first
    );
    assert_eq!(put_of("sorki, pierwsza ma być F2, nie F3."), first);
    assert_eq!(
        put_of("Oops, typo: the third one should be F2 too."),
        Some((Slot::Nth(3), "F2".into()))
    );
    assert_eq!(
        put_of("make the middle one a left"),
        Some((Slot::Middle, "left".into()))
    );
    // A register's words that are notation words too (RAMbots' `first`, `middle`).
    assert_eq!(
        put_of("make the first one a left"),
        Some((Slot::Nth(1), "left".into()))
    );
    assert_eq!(
        put_of("zmień ostatnią na 3YW"),
        Some((Slot::Last, "3YW".into()))
    );
    // `niech` puts too, before or after the register.
    assert_eq!(
        put_of("a nie, ostatni niech będzie w lewo"),
        Some((Slot::Last, "w lewo".into()))
    );
    assert_eq!(
        put_of("niech drugi będzie naprzód 2"),
        Some((Slot::Nth(2), "naprzód 2".into()))
    );
}

#[test]
fn put_reads_no_program_and_no_register_left_unnamed() {
    // A program with an ordinal in it is instructions, not an edit.
    assert_eq!(put_of("first F2, then make a left, then F, R and U"), None);
    // No register named, or two: no edit.
    assert_eq!(put_of("it should be F2"), None);
    assert_eq!(put_of("the first should be F2 and the second L"), None);
    // No instruction written.
    assert_eq!(put_of("the first one should be better"), None);
}

#[test]
fn swap_reads_two_registers_the_first_two_numbers_or_two_instructions() {
    assert_eq!(
        swap_of("swap the second and the fourth"),
        Some((Edit::Swap(Slot::Nth(2), Slot::Nth(4)), String::new()))
    );
    assert_eq!(
        swap_of("Actually, swap the first two, I want him chasing yellow first."),
        Some((Edit::Swap(Slot::Nth(1), Slot::Nth(2)), String::new()))
    );
    assert_eq!(
        swap_of("zamień dwie ostatnie"),
        Some((Edit::Swap(Slot::BeforeLast, Slot::Last), String::new()))
    );
    assert_eq!(
        swap_of("swap 2 and 4"),
        Some((Edit::Swap(Slot::Nth(2), Slot::Nth(4)), String::new()))
    );
    assert_eq!(
        swap_of("no wait, swap the L and the R"),
        Some((Edit::SwapCards, "L|R".into()))
    );
    assert_eq!(
        swap_of("zamień L i R"),
        Some((Edit::SwapCards, "L|R".into()))
    );
    assert_eq!(swap_of("switch off my robot"), None);
    assert_eq!(swap_of("swap F2 L and R"), None);
}

#[test]
fn retract_is_a_taking_back_after_a_correction() {
    let r = |s: &str| retract(s, &tokens(s), p());
    assert!(r("Hmm, on second thought, don't."));
    assert!(r("A jednak nie"));
    assert!(r("don't do it"));
    // A negation alone, with no correction, takes nothing back; nor does a correction
    // followed by more.
    assert!(!r("no"));
    assert!(!r("nie"));
    assert!(!r("actually, don't power down"));
    // Her reason after a comma, with no instruction in it.
    assert!(r("no wait, don't, I'll keep going."));
    assert!(!r("no wait, don't, F2 L F R U"));
}

#[test]
fn slots_are_places_in_a_program_or_none() {
    assert_eq!(Slot::Nth(1).index(5), Some(0));
    assert_eq!(Slot::Nth(6).index(5), None);
    assert_eq!(Slot::Last.index(3), Some(2));
    assert_eq!(Slot::BeforeLast.index(1), None);
    assert_eq!(Slot::Middle.index(5), Some(2));
    assert_eq!(Slot::Middle.index(4), None);
}

#[test]
fn an_edit_is_made_on_registers_one_word_each_or_not_at_all() {
    assert_eq!(
        edited("F3 R F L F", Edit::Put(Slot::Nth(1)), "F2").as_deref(),
        Some("F2 R F L F")
    );
    assert_eq!(
        edited("F2, L, F, R, U", Edit::SwapCards, "L|R").as_deref(),
        Some("F2 R F L U")
    );
    assert_eq!(
        edited("1R 2Y 3G 1B", Edit::Swap(Slot::Nth(1), Slot::Nth(2)), "").as_deref(),
        Some("2Y 1R 3G 1B")
    );
    // A program in words parted by commas has a register a piece, a connector before it
    // dropped; a piece with a connector inside, or words without commas, part not surely.
    assert_eq!(
        edited(
            "forward two, right, forward, and then left",
            Edit::Put(Slot::Last),
            "R"
        )
        .as_deref(),
        Some("forward two, right, forward, R")
    );
    // Words without commas the game parts, when it reads the whole program one way (the
    // race: `forward two left` is F2 L); a word it does not read parts nothing.
    assert_eq!(
        edited("forward two and left, right", Edit::Put(Slot::Last), "R"),
        None
    );
    assert_eq!(
        edited("forward two left", Edit::Put(Slot::Last), "R").as_deref(),
        Some("F2 R")
    );
    assert_eq!(
        edited("forward two blorp left", Edit::Put(Slot::Last), "R"),
        None
    );
    assert_eq!(
        edited("do przodu x2 left", Edit::Put(Slot::Last), "R"),
        None
    );
    // An instruction held twice is no place.
    assert_eq!(edited("L L F R", Edit::SwapCards, "L|R"), None);
    assert_eq!(edited("F2 L F", Edit::Put(Slot::Nth(5)), "R"), None);
}

fn said(line: &str, text: &str, bare: Bare) -> PlayerCommand {
    PlayerCommand::Said {
        line: line.into(),
        read_as: Box::new(PlayerCommand::Unmarked { text: text.into() }),
        by: String::new(),
        bare,
    }
}

#[test]
fn apply_makes_each_edit_whole_against_what_came_before() {
    let mut c = vec![
        PlayerCommand::Orders {
            keyword: "PROGRAM".into(),
            text: "F2 L F R U".into(),
        },
        said("swap the L and the R", "L|R", Bare::Amend(Edit::SwapCards)),
        said(
            "the last one should be F3",
            "F3",
            Bare::Amend(Edit::Put(Slot::Last)),
        ),
    ];
    apply(&mut c, p());
    assert_eq!(
        c[2],
        said(
            "the last one should be F3",
            "F2 R F L F3",
            Bare::SecondThought
        )
    );
    // Nothing before: left as it is, for the orders on file (the moderator's).
    let edit = said(
        "swap the first two",
        "",
        Bare::Amend(Edit::Swap(Slot::Nth(1), Slot::Nth(2))),
    );
    let mut c = vec![edit.clone()];
    apply(&mut c, p());
    assert_eq!(c[0], edit);
}

#[test]
fn a_retract_takes_back_the_order_before_it_or_is_quoted_back() {
    let power = PlayerCommand::Orders {
        keyword: "POWER".into(),
        text: "down".into(),
    };
    let mut c = vec![
        power.clone(),
        said("on second thought, don't", "", Bare::Amend(Edit::Retract)),
    ];
    apply(&mut c, p());
    assert_eq!(
        c[1].inner(),
        &PlayerCommand::Orders {
            keyword: "POWER".into(),
            text: "ON".into()
        }
    );
    let mut c = vec![said(
        "on second thought, don't",
        "",
        Bare::Amend(Edit::Retract),
    )];
    apply(&mut c, p());
    assert!(matches!(c[0], PlayerCommand::Unknown { .. }));
}

#[test]
fn a_verb_of_both_exchanges_two_places_or_changes_one() {
    let read_of = |clause: &str| match read(clause, &tokens(clause), p()) {
        Some(PlayerCommand::Said {
            bare: Bare::Amend(edit),
            read_as,
            ..
        }) => Some((edit, *read_as)),
        _ => None,
    };
    // `zamień` is to exchange and to replace: two places named exchange them.
    assert_eq!(
        read_of("zamień dwa pierwsze").map(|(e, _)| e),
        Some(Edit::Swap(Slot::Nth(1), Slot::Nth(2)))
    );
    assert_eq!(
        read_of("zamień pierwszą na F2"),
        Some((
            Edit::Put(Slot::Nth(1)),
            PlayerCommand::Unmarked { text: "F2".into() }
        ))
    );
}

#[test]
fn a_hold_keeps_the_orders_before_it_from_being_applied_or_is_chatter() {
    for line in [
        "A nie, czekaj, jeszcze to sprawdzę.",
        "Oh wait, let me double-check that first.",
    ] {
        let Some(held) = held_line(line, p()) else {
            panic!("{line}: no hold")
        };
        let mut c = vec![
            PlayerCommand::Orders {
                keyword: "SOLUTION".into(),
                text: "yN rE".into(),
            },
            held.clone(),
        ];
        assert_eq!(apply(&mut c, p()), vec![(0, 1)], "{line}");
        assert_eq!(
            c[1],
            PlayerCommand::Remark {
                line: line.into(),
                meant: "SOLUTION yN rE".into(),
                doubt: Doubt::Undecided,
            }
        );
        // Nothing before it to hold: words about something else.
        let mut c = vec![held];
        assert!(apply(&mut c, p()).is_empty());
        assert!(matches!(c[0], PlayerCommand::Chatter { .. }), "{line}");
    }
    // Instructions on the line: read as ever, never held.
    assert!(held_line("let me check: F2 L F R U", p()).is_none());
    assert!(held_line("I think F2 L F R U is right", p()).is_none());
}

#[test]
fn replace_reads_an_instruction_said_not_to_and_the_one_in_its_place() {
    let of = |clause: &str| replace(clause, &tokens(clause), p()).map(|(_, t)| t);
    assert_eq!(of("zamiast F3 daj B"), Some("F3|B".into()));
    assert_eq!(of("B instead of the F3 please"), Some("F3|B".into()));
    assert_eq!(of("a jednak zamiast 3GU daj 3GW"), Some("3GU|3GW".into()));
    // A shout is no instruction; a register named beside them says where the card is; one
    // instruction is no edit.
    assert_eq!(of("NOT powering down"), None);
    assert_eq!(
        of("put a U in register 4 instead of the R"),
        Some("R|U".into())
    );
    assert_eq!(of("instead of F3"), None);
    assert_eq!(
        edited("F2 R F L F3", Edit::ReplaceCard, "F3|B").as_deref(),
        Some("F2 R F L B")
    );
    // The old one not once in the program: nothing guessed.
    assert_eq!(edited("F3 R F L F3", Edit::ReplaceCard, "F3|B"), None);
}

#[test]
fn a_register_after_a_connector_or_named_alone_takes_its_instruction_without_a_verb() {
    let of = |clause: &str| elided(clause, &tokens(clause), p());
    assert_eq!(of("a ostatni F2"), Some((Slot::Last, "F2".into())));
    assert_eq!(of("and the second one L"), Some((Slot::Nth(2), "L".into())));
    // With no connector, a register no list is numbered by, in two words or more.
    assert_eq!(of("Last one a U-turn"), Some((Slot::Last, "U-turn".into())));
    assert_eq!(of("the middle one F3"), Some((Slot::Middle, "F3".into())));
    assert_eq!(of("ostatni F2"), None);
    assert_eq!(of("second one L"), None);
    assert_eq!(of("last one: F2"), None);
    // More than one instruction, or more words between: no edit.
    assert_eq!(of("and the last one F2 L"), None);
    assert_eq!(of("last one was a U-turn"), None);
}

#[test]
fn reverse_is_the_whole_of_what_she_says_and_reads_what_was_written_backwards() {
    let of = |clause: &str| reversed(&tokens(clause), p());
    assert!(of("no wait, reverse it"));
    assert!(of("nie, odwróć kolejność"));
    assert!(of("a nie, odwrotnie kolejnosc"));
    assert!(of("the other way round please"));
    // A word of it among other words is no reversal (`reverse` is a race card too).
    assert!(!of("reverse"));
    assert!(!of("reverse it if Bob is ahead"));
    assert_eq!(
        edited("1b 2y 3r 1g", Edit::Reverse, "").as_deref(),
        Some("1g 3r 2y 1b")
    );
    assert_eq!(edited("F2", Edit::Reverse, ""), None);
}

#[test]
fn drop_takes_out_one_register_named_or_one_instruction_written() {
    let of = |clause: &str| dropped(clause, &tokens(clause), p());
    assert_eq!(of("scrap the U"), Some((Edit::DropCard, "U".into())));
    assert_eq!(
        of("erm scrap the U, just the first four"),
        Some((Edit::DropCard, "U".into()))
    );
    assert_eq!(
        of("Actually drop the last one."),
        Some((Edit::Drop(Slot::Last), String::new()))
    );
    assert_eq!(
        of("usuń trzeci"),
        Some((Edit::Drop(Slot::Nth(3)), String::new()))
    );
    // No register and no code: no edit (`remove the moves`, `drop out`).
    assert_eq!(of("remove the moves from this morning"), None);
    assert_eq!(of("I'll drop out of the game"), None);
    // Two instructions: which one is not sure.
    assert_eq!(of("drop the U and the F3"), None);
    assert_eq!(
        edited("F3 L F2 R U", Edit::DropCard, "U").as_deref(),
        Some("F3 L F2 R")
    );
    assert_eq!(
        edited("2GN 3BU 2RE", Edit::Drop(Slot::Last), "").as_deref(),
        Some("2GN 3BU")
    );
    // Not once in the program: nothing guessed.
    assert_eq!(edited("F L F R F", Edit::DropCard, "F"), None);
}

#[test]
fn both_of_a_program_of_two_swapped_round() {
    let of = |clause: &str| swap(clause, &tokens(clause), p()).map(|(e, _)| e);
    assert_eq!(of("swap the two round please"), Some(Edit::SwapBoth));
    assert_eq!(of("swap them over"), Some(Edit::SwapBoth));
    assert_eq!(
        edited("2GN 3BU", Edit::SwapBoth, "").as_deref(),
        Some("3BU 2GN")
    );
    // More than two: which two is not sure.
    assert_eq!(edited("2GN 3BU 1RE", Edit::SwapBoth, ""), None);
}

fn move_of(clause: &str) -> Option<(Slot, String)> {
    moved(clause, &tokens(clause), p())
}

#[test]
fn move_names_a_card_and_where_it_goes_in_either_language() {
    let top = |w: &str| Some((Slot::Nth(1), w.to_string()));
    assert_eq!(
        move_of("On reflection, put the yellow on top"),
        top("yellow")
    );
    assert_eq!(move_of("put the blue first"), top("blue"));
    assert_eq!(
        move_of("nie, jednak duża czerwona na górę"),
        top("duża czerwona")
    );
    assert_eq!(
        move_of("move the U to the bottom"),
        Some((Slot::Last, "U".into()))
    );
    assert_eq!(
        move_of("and the red second"),
        Some((Slot::Nth(2), "red".into()))
    );
    assert_eq!(move_of("żółta druga"), Some((Slot::Nth(2), "żółta".into())));
    // A card said new is put, not moved; a code first numbers a list; words after it.
    assert_eq!(move_of("put a U in register 4"), None);
    assert_eq!(move_of("F2 first"), None);
    assert_eq!(move_of("yellow first"), None);
    assert_eq!(move_of("put the blue first then swap the others"), None);
    assert_eq!(move_of("duża czerwona na górę, potem mała żółta"), None);
}

#[test]
fn reword_names_a_card_and_its_new_words() {
    let of = |c: &str| reworded(c, &tokens(c), p());
    assert_eq!(
        of("poprawka: czerwona ma być duża").as_deref(),
        Some("czerwona|duża")
    );
    assert_eq!(of("the F3 should be F2").as_deref(), Some("F3|F2"));
    assert_eq!(of("the second one should be F2"), None);
    assert_eq!(of("that should be fine"), None);
}

#[test]
fn a_register_moved_takes_its_card_the_others_moving_over() {
    let e = |program: &str, edit: Edit| edited(program, edit, "");
    let to_front = Edit::MoveSlot(Slot::Last, Slot::Nth(1));
    assert_eq!(e("F L R F2 B", to_front).as_deref(), Some("B F L R F2"));
    assert_eq!(
        e("F L R F2 B", Edit::MoveSlot(Slot::Nth(1), Slot::Last)).as_deref(),
        Some("L R F2 B F")
    );
    // Onto itself, or from a register the program does not have: nothing is guessed.
    assert_eq!(e("F L R", Edit::MoveSlot(Slot::Nth(1), Slot::Nth(1))), None);
    assert_eq!(e("F L R", Edit::MoveSlot(Slot::Nth(5), Slot::Nth(1))), None);
}

#[test]
fn cards_named_by_what_they_are_are_moved_swapped_and_changed() {
    let e = |program: &str, edit: Edit, text: &str| edited(program, edit, text);
    assert_eq!(
        e("1R 1Y 1G 1B", Edit::Move(Slot::Nth(1)), "the yellow").as_deref(),
        Some("1Y 1R 1G 1B")
    );
    assert_eq!(
        e("2R 1G 3Y 1B", Edit::Move(Slot::Last), "red").as_deref(),
        Some("1G 3Y 1B 2R")
    );
    assert_eq!(
        e("1R 1Y 1G 1B", Edit::SwapCards, "yellow|green").as_deref(),
        Some("1R 1G 1Y 1B")
    );
    assert_eq!(
        e("2RN 3GE 2BS", Edit::Put(Slot::Nth(2)), "west").as_deref(),
        Some("2RN 3GW 2BS")
    );
    assert_eq!(
        e("1G 1Y 1R 1B", Edit::ReplaceCard, "czerwona|duża").as_deref(),
        Some("1G 1Y 3R 1B")
    );
    // A card named twice, or not at all: nothing guessed.
    assert_eq!(e("1R 2R 1G 1B", Edit::Move(Slot::Nth(1)), "red"), None);
    assert_eq!(e("F2 L F R U", Edit::Move(Slot::Nth(1)), "yellow"), None);
    // The race's cards are written alike.
    assert_eq!(
        e("F2 L F R U", Edit::Move(Slot::Nth(1)), "U").as_deref(),
        Some("U F2 L F R")
    );
}

#[test]
fn a_card_placed_before_its_register_is_moved_unless_said_new() {
    assert_eq!(put_of("put the U first"), None);
    assert_eq!(
        put_of("put a u-turn in register 4"),
        Some((Slot::Nth(4), "u-turn".into()))
    );
    assert_eq!(
        move_of("put the blue first, then the others in the same order"),
        Some((Slot::Nth(1), "blue".into()))
    );
}

#[test]
fn a_card_said_to_be_in_a_register_is_moved_there() {
    assert_eq!(
        move_of("jednak niebieski ma być trzeci"),
        Some((Slot::Nth(3), "niebieski".into()))
    );
    assert_eq!(
        move_of("a zielony na samym dole"),
        Some((Slot::Last, "zielony".into()))
    );
    assert_eq!(
        move_of("the blue should be first"),
        Some((Slot::Nth(1), "blue".into()))
    );
    assert_eq!(
        put_of("oops, the last one should point west, not south"),
        Some((Slot::Last, "west".into()))
    );
}

#[test]
fn an_edit_after_filler_or_with_a_verb_of_exchange_in_the_infinitive_reads() {
    assert_eq!(
        put_of("w sumie ostatni niech bedzie w lewo"),
        None,
        "the filler's `w` is taken off by read, not by put"
    );
    let said = |line: &str| read(line, &tokens(line), p());
    assert!(matches!(
        said("w sumie ostatni niech bedzie w lewo"),
        Some(PlayerCommand::Said {
            bare: Bare::Amend(Edit::Put(Slot::Last)),
            ..
        })
    ));
    assert_eq!(
        swap_of("Po namyśle proszę zamienić miejscami rejestr czwarty i piąty."),
        Some((Edit::Swap(Slot::Nth(4), Slot::Nth(5)), String::new()))
    );
    assert_eq!(
        swap_of("chwila, zamien drugi i trzeci miejscami"),
        Some((Edit::Swap(Slot::Nth(2), Slot::Nth(3)), String::new()))
    );
}

fn labelled_of(clause: &str) -> Option<(Slot, String)> {
    labelled(clause, &tokens(clause), p())
}

#[test]
fn a_register_numbered_with_its_instruction_alone_is_labelled() {
    let fifth = Some((Slot::Nth(5), "U".to_string()));
    assert_eq!(labelled_of("5th = U"), fifth);
    assert_eq!(labelled_of("fifth: U"), fifth);
    assert_eq!(labelled_of("the 5th one U"), fifth);
    assert_eq!(labelled_of("piąty U"), fifth);
    assert_eq!(labelled_of("first: F2"), Some((Slot::Nth(1), "F2".into())));
    assert_eq!(labelled_of("second L"), Some((Slot::Nth(2), "L".into())));
    assert_eq!(
        labelled_of("3rd - forward two"),
        Some((Slot::Nth(3), "forward two".into()))
    );
    // A connector that numbers too, with no mark: a run of instructions (`first F2, then L`).
    assert_eq!(labelled_of("first F2"), None);
    // Not a register numbered; two instructions; words after it.
    assert_eq!(labelled_of("last one U"), None);
    assert_eq!(
        labelled_of("ostatni rejestr: naprzód"),
        Some((Slot::Last, "naprzód".into()))
    );
    assert_eq!(labelled_of("5th: U L"), None);
    assert_eq!(labelled_of("5th = U because of the pit"), None);
    assert_eq!(labelled_of("and the 5th one U"), None);
}

#[test]
fn a_register_numbered_goes_on_only_where_the_program_ends() {
    let next = |program: &str, k: u8, text: &str| edited(program, Edit::Next(Slot::Nth(k)), text);
    assert_eq!(next("F2 L F R", 5, "U").as_deref(), Some("F2 L F R U"));
    assert_eq!(next("", 1, "F2").as_deref(), Some("F2"));
    assert_eq!(
        next("forward 2, left", 3, "turn right").as_deref(),
        Some("forward 2, left, turn right")
    );
    // Codes joined by spaces, words going on: commas part them.
    assert_eq!(
        next("F2 L", 3, "turn right").as_deref(),
        Some("F2, L, turn right")
    );
    // A register already written, one beyond the next, nothing before a second: no guess.
    assert_eq!(next("F2 L F R U", 5, "L"), None);
    assert_eq!(next("F2 L F", 5, "U"), None);
    assert_eq!(next("", 2, "L"), None);
    // A put one past the last goes on too (`and the 5th one U`); further is no register.
    let put = |program: &str, k: u8| edited(program, Edit::Put(Slot::Nth(k)), "U");
    assert_eq!(put("F2 L F R", 5).as_deref(), Some("F2 L F R U"));
    assert_eq!(put("F2 L F", 5), None);
}

#[test]
fn an_edit_is_made_against_every_piece_before_it_or_not_at_all() {
    // Lines joined by commas, each several codes: the game parts them.
    assert_eq!(
        edited("F2 L, F R F", Edit::Swap(Slot::Nth(1), Slot::Nth(2)), "").as_deref(),
        Some("L F2 F R F")
    );
    // A word and a number, or RAMbots' words, are one register.
    assert_eq!(
        edited("forward 2, left", Edit::Put(Slot::Last), "R").as_deref(),
        Some("forward 2, R")
    );
    let mut c = vec![
        PlayerCommand::Unmarked {
            text: "F2 L".into(),
        },
        PlayerCommand::Unmarked {
            text: "F R F".into(),
        },
        PlayerCommand::Said {
            line: "swap the first two".into(),
            read_as: Box::new(PlayerCommand::Unmarked {
                text: String::new(),
            }),
            by: "an edit".into(),
            bare: Bare::Amend(Edit::Swap(Slot::Nth(1), Slot::Nth(2))),
        },
    ];
    apply(&mut c, p());
    let PlayerCommand::Said { read_as, .. } = &c[2] else {
        panic!("{c:?}")
    };
    assert_eq!(
        **read_as,
        PlayerCommand::Unmarked {
            text: "L F2 F R F".into()
        }
    );
    // One that cannot be made: the pieces before it are said back undecided, never applied.
    let mut c = vec![
        PlayerCommand::Unmarked {
            text: "F2 L F".into(),
        },
        PlayerCommand::Said {
            line: "5th = U".into(),
            read_as: Box::new(PlayerCommand::Unmarked { text: "U".into() }),
            by: "an edit".into(),
            bare: Bare::Amend(Edit::Next(Slot::Nth(5))),
        },
    ];
    apply(&mut c, p());
    assert!(
        matches!(
            &c[0],
            PlayerCommand::Remark {
                doubt: Doubt::Undecided,
                ..
            }
        ),
        "{c:?}"
    );
    assert!(matches!(&c[1], PlayerCommand::Unknown { .. }), "{c:?}");
    // Nothing before it in the mail: left for the orders on file.
    let edit = PlayerCommand::Said {
        line: "swap 2 and 3".into(),
        read_as: Box::new(PlayerCommand::Unmarked {
            text: String::new(),
        }),
        by: "an edit".into(),
        bare: Bare::Amend(Edit::Swap(Slot::Nth(2), Slot::Nth(3))),
    };
    let mut c = vec![edit.clone()];
    apply(&mut c, p());
    assert_eq!(c, vec![edit]);
}

#[test]
fn replace_with_names_the_card_taken_out_first() {
    let r = |s: &str| replace(s, &tokens(s), p()).map(|(_, t)| t);
    assert_eq!(r("replace the L with an R").as_deref(), Some("L|R"));
    assert_eq!(
        r("hmm on second thought replace the L with an R").as_deref(),
        Some("L|R")
    );
    assert_eq!(r("zamień L na R").as_deref(), Some("L|R"));
    assert_eq!(r("change the F3 to a B").as_deref(), Some("F3|B"));
    // Two cards with no word of replacing between, a figure: none.
    assert_eq!(r("replace L R"), None);
    assert_eq!(r("not 100% sure but let's go"), None);
    // A register named beside them.
    assert_eq!(
        r("Poprawka: w piątym rejestrze zamiast U proszę B.").as_deref(),
        Some("U|B")
    );
    assert_eq!(
        r("Po namyśle: pierwszy rejestr zamiast F3 niech będzie F2.").as_deref(),
        Some("F3|F2")
    );
    // There, that register takes it when it holds the old one.
    let e = |s: &str| replace(s, &tokens(s), p()).map(|(e, _)| e);
    assert_eq!(
        e("Korekta: w piątym rejestrze zamiast F proszę U"),
        Some(Edit::Put(Slot::Nth(5)))
    );
    assert_eq!(e("zamiast L daj R"), Some(Edit::ReplaceCard));
    // One struck out and another put in its place.
    assert_eq!(r("scratch the b make it u").as_deref(), Some("b|u"));
    assert_eq!(r("scratch the b"), None);
    let s = |c: &str| read(c, &tokens(c), p());
    assert!(s("hmm on second thought replace the L with an R").is_some());
    assert!(matches!(
        s("zamień L na R"),
        Some(PlayerCommand::Said {
            bare: Bare::Amend(Edit::ReplaceCard),
            ..
        })
    ));
    assert!(matches!(
        s("zamień L i R"),
        Some(PlayerCommand::Said {
            bare: Bare::Amend(Edit::SwapCards),
            ..
        })
    ));
}

#[test]
fn a_card_moved_to_the_front_after_words_of_no_card() {
    let m = |s: &str| moved(s, &tokens(s), p());
    assert_eq!(
        m("Hmm, no: same cards but move the U to the front"),
        Some((Slot::Nth(1), "U".into()))
    );
    assert_eq!(m("move the U to the end"), Some((Slot::Last, "U".into())));
    // A card before the verb: no move of it.
    assert_eq!(m("F2 then move the U to the front"), None);
}

#[test]
fn two_registers_named_before_the_other_way_round_change_places() {
    let s = |c: &str| swap_of(c).map(|(e, _)| e);
    assert_eq!(
        s("ps the last two the other way round"),
        Some(Edit::Swap(Slot::BeforeLast, Slot::Last))
    );
    assert_eq!(
        s("ostatnie dwa odwrotnie"),
        Some(Edit::Swap(Slot::BeforeLast, Slot::Last))
    );
    assert_eq!(
        s("poprawka: 4 i 5 na odwrót"),
        Some(Edit::Swap(Slot::Nth(4), Slot::Nth(5)))
    );
    // A correction before a program is no exchange.
    assert_eq!(s("odwrotnie, F2 L F R U"), None);
}

#[test]
fn the_card_said_not_to_may_be_written_in_two_words() {
    assert_eq!(
        put_of("wait no, make the last one a left not the u turn"),
        Some((Slot::Last, "left".into()))
    );
}

#[test]
fn edits_after_a_label_of_correction_with_the_verb_last_or_a_number_beside() {
    let made = |clause: &str| match read(clause, &tokens(clause), p()) {
        Some(PlayerCommand::Said {
            bare: Bare::Amend(edit),
            read_as,
            ..
        }) => match *read_as {
            PlayerCommand::Unmarked { text } => edit.made("F2 L F R F3", &text),
            _ => None,
        },
        _ => None,
    };
    // A register numbered after `edit:` is changed, not the next one labelled.
    assert_eq!(made("edit: reg 4 -> L").as_deref(), Some("F2 L F L F3"));
    // `step 3`, a register; `as well` after the card.
    assert_eq!(
        made("replace step 3 with F2").as_deref(),
        Some("F2 L F2 R F3")
    );
    // A number beside one register named is the other of an exchange.
    assert_eq!(
        swap_of("Edit: registers 1 and 3 should be swapped"),
        Some((Edit::Swap(Slot::Nth(1), Slot::Nth(3)), String::new()))
    );
    // The verb last, in the infinitive, after a label of correction.
    assert_eq!(
        made("W uzupełnieniu: trzecią instrukcję proszę usunąć.").as_deref(),
        Some("F2 L R F3")
    );
    // Herself taken out of the game is no instruction taken out.
    assert!(made("Proszę mnie usunąć z gry").is_none());
}

#[test]
fn a_register_changed_from_one_card_to_another_holds_the_old_one() {
    let made = |program: &str, line: &str| {
        let mut c = vec![
            PlayerCommand::Unmarked {
                text: program.into(),
            },
            read(line, &tokens(line), p()).expect("an edit"),
        ];
        apply(&mut c, p());
        match &c[1] {
            PlayerCommand::Said { read_as, .. } => match read_as.as_ref() {
                PlayerCommand::Unmarked { text } => Some(text.clone()),
                _ => None,
            },
            _ => None,
        }
    };
    assert_eq!(
        made("F2 L F R U", "change register 5 from U to B").as_deref(),
        Some("F2 L F R B")
    );
    // It does not hold a B: not made, never guessed.
    assert_eq!(made("F2 L F R U", "change register 5 from B to U"), None);
    assert_eq!(
        made("F2 L F R F", "w piątym rejestrze zamiast F proszę U").as_deref(),
        Some("F2 L F R U")
    );
    assert_eq!(
        made(
            "F3 R F L F",
            "Errata: w rejestrze trzecim miało być F2, nie F"
        )
        .as_deref(),
        Some("F3 R F2 L F")
    );
    // Words for the cards, read by the game: `lewo` is the program's L.
    assert_eq!(
        made("r f2 f l u", "zamiast lewo daj prawo").as_deref(),
        Some("r f2 f prawo u")
    );
    assert_eq!(
        made("F2 F2 L F R", "a, i w trzecim ma być prawo, nie lewo").as_deref(),
        Some("F2 F2 prawo F R")
    );
    assert_eq!(
        made("r f3 f l b", "scratch the b make it u").as_deref(),
        Some("r f3 f l u")
    );
}

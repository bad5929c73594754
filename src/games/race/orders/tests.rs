//! The reading of orders: programs against the hand, options, recompiles, picks.

use super::*;
use crate::games::race::board::Dir;
use crate::games::race::testkit::upgraded;
use Card::*;

fn en() -> Say<'static> {
    Say::english()
}

fn seat<'a>(
    robot: &'a Robot,
    dealt: &'a [Card],
    recompiled: &'a dyn Fn(u8) -> Vec<Card>,
) -> Seat<'a> {
    Seat {
        robot,
        dealt,
        wildcards: 1,
        recompiled,
    }
}

const HAND: [Card; 9] = [F1, F1, F2, B, L, L, R, U, F3];

/// `text` read as the orders of a robot without upgrades dealt [`HAND`], in English.
fn plain(text: &str) -> Result<Orders, OrdersError> {
    let r = upgraded("r", "a1", Dir::N, &[]);
    read(text, &seat(&r, &HAND, &|_| Vec::new()), None, en())
}

#[test]
fn the_order_words_are_program_pick_draft_and_the_commands() {
    assert_eq!(&ORDER_WORDS[..3], ["PROGRAM", "PICK", "DRAFT"]);
    assert_eq!(&ORDER_WORDS[3..], COMMANDS);
    assert_eq!(OPTION_WORDS.first(), Some(&"GYRO"));
}

#[test]
fn a_program_is_checked_against_the_hand_as_a_multiset() {
    let o = plain("F F F2 L L").unwrap();
    assert_eq!(canonical(&o, Say::english()), "F F F2 L L");
    let err = plain("F F F U U").unwrap_err();
    let texts: Vec<&str> = err.problems.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["F", "U"]);
    assert!(
        err.problems[0]
            .message
            .contains("still available: F3 F2 B L L R U")
    );
}

/// Seen in a Polish race by mail: `PROGRAM U U U U U` with one U listed the missing U four
/// times. A card missing again is said once.
#[test]
fn a_card_missing_again_is_said_once() {
    let err = plain("U U U U U").unwrap_err();
    let texts: Vec<&str> = err.problems.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["U"], "{:?}", err.problems);
}

#[test]
fn commands_build_on_what_is_on_file() {
    let r = upgraded(
        "r",
        "a1",
        Dir::N,
        &[crate::games::race::upgrades::Upgrade::PressorBeam],
    );
    let none = |_| Vec::new();
    let s = seat(&r, &HAND, &none);
    let o = read("F2 L", &s, None, en()).unwrap();
    let o = read("POWER DOWN", &s, Some(&o), en()).unwrap();
    let o = read("PRESSOR ON", &s, Some(&o), en()).unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "F2 L (registers 3-5 at random); POWER DOWN; PRESSOR ON"
    );
    let o = read("PRESSOR OFF POWER ON", &s, Some(&o), en()).unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "F2 L (registers 3-5 at random); PRESSOR OFF"
    );
    // The notation stays; robomod's words about it are the reader's.
    assert_eq!(
        canonical(&o, Say::builtin("pl")),
        "F2 L (rejestry 3-5 losowo); PRESSOR OFF"
    );
    assert!(read("TRACTOR ON", &s, Some(&o), en()).is_err(), "not held");
}

#[test]
fn recompile_deals_a_new_hand_and_voids_the_program() {
    let mut r = upgraded(
        "r",
        "a1",
        Dir::N,
        &[crate::games::race::upgrades::Upgrade::Recompile],
    );
    r.damage = 16;
    let new = |k: u8| vec![U; k as usize];
    let s = seat(&r, &HAND, &new);
    let o = read("F2 L", &s, None, en()).unwrap();
    let o = read("RECOMPILE", &s, Some(&o), en()).unwrap();
    assert_eq!(o.hand.as_deref(), Some(&[U][..]));
    assert_eq!(o.damage, 18);
    assert_eq!(o.unlocked, 1);
    assert_eq!(o.program, None);
    assert_eq!(
        canonical(&o, Say::english()),
        "RECOMPILED: new hand U; damage now 18; (no program yet: every register at random)"
    );
    let o = read("RECOMPILE", &s, Some(&o), en()).unwrap();
    assert_eq!(o.damage, 20);
    assert!(
        read("RECOMPILE", &s, Some(&o), en()).is_err(),
        "22 would destroy it"
    );
    assert!(
        read("F2", &s, Some(&o), en()).is_err(),
        "the old hand is gone"
    );
}

#[test]
fn wildcards_pay_for_one_basic_instruction_each() {
    let o = plain("*F3 F3 L").unwrap();
    assert_eq!(o.wildcards(), 1);
    assert_eq!(
        canonical(&o, Say::english()),
        "*F3 F3 L (registers 4-5 at random)"
    );
    assert!(plain("*F3 *F3").is_err(), "only one held");
    let p = plan(&o, &HAND);
    assert_eq!(p.spare.len(), HAND.len() - 2);
}

#[test]
fn picks_are_numbers_each_once() {
    assert_eq!(read_picks("3 1 4 2", 4, en()).unwrap(), vec![3, 1, 4, 2]);
    assert_eq!(read_picks("s2, S1", 4, en()).unwrap(), vec![2, 1]);
    assert!(read_picks("3 3", 4, en()).is_err());
    assert!(read_picks("5", 4, en()).is_err());
    assert!(read_picks("", 4, en()).is_err());
}

#[test]
fn problems_are_told_in_the_players_language() {
    let r = upgraded("r", "a1", Dir::N, &[]);
    let none = |_| Vec::new();
    let hand = [F1, F1, L];
    let s = seat(&r, &hand, &none);
    let pl = Say::builtin("pl");
    let err = read("F3 naprzód", &s, None, pl).unwrap_err();
    let text: Vec<String> = err.problems.iter().map(|p| p.message.clone()).collect();
    assert!(
        text.iter().any(|m| m.contains("wymaga karty F3")),
        "{text:?}"
    );
    let err = read("F3", &s, None, en()).unwrap_err();
    assert!(
        err.problems[0].message.contains("needs an F3 card"),
        "{:?}",
        err.problems
    );
    let err = read_picks("9", 4, pl).unwrap_err();
    assert!(err.problems[0].message.contains("to nie pole startowe"));
}

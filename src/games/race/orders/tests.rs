//! The reading of orders: programs against the hand, options, recompiles, picks.

use super::*;
use crate::games::race::board::Dir;
use crate::games::race::execute::Plan;
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

/// `text` read as the orders of a robot without upgrades dealt `hand`, in `say`'s language.
fn dealt(text: &str, hand: &[Card], say: Say<'_>) -> Result<Orders, OrdersError> {
    let r = upgraded("r", "a1", Dir::N, &[]);
    read(text, &seat(&r, hand, &|_| Vec::new()), None, say)
}

/// The registers a plan leaves to the random fill, from 1.
fn random_registers(p: &Plan) -> Vec<usize> {
    (1..=REGISTERS)
        .filter(|&k| p.registers[k - 1].is_none())
        .collect()
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

#[test]
fn a_program_is_checked_against_the_hand_as_a_multiset() {
    let o = plain("F F F2 L L").unwrap();
    assert_eq!(canonical(&o, Say::english()), "F F F2 L L");
    assert!(o.unheld.is_empty());
    // Two F and one U in the hand: the third F and the second U are not held.
    let o = plain("F F F U U").unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "F F F U U (registers 3 and 5 at random: only 2 F, only one U in your hand)"
    );
    let p = plan(&o, &HAND);
    assert_eq!(random_registers(&p), [3, 5]);
    assert_eq!(sorted(p.spare), [F3, F2, B, L, L, R]);
}

/// Issue 63: `R F2 F L F` without an F2 was refused whole and what was on file stayed. The
/// race's rule (ruling 6): the program is hers, the register without its card is filled at
/// random at the deadline, and the echo says so at once, naming the register.
#[test]
fn a_card_not_held_leaves_its_register_to_the_random_fill() {
    let hand = [F1, F1, L, R, R, B, U, F3, L];
    let o = dealt("R F2 F L F", &hand, en()).unwrap();
    assert_eq!(
        o.unheld,
        [Unheld {
            register: 2,
            card: F2,
            held: 0
        }]
    );
    assert_eq!(
        canonical(&o, Say::english()),
        "R F2 F L F (register 2 at random: no F2 in your hand)"
    );
    assert_eq!(
        canonical(&o, Say::builtin("pl")),
        "R F2 F L F (rejestr 2 losowo: w Twojej ręce nie ma karty F2)"
    );
    let p = plan(&o, &hand);
    let parsed = |s: &str| s.parse::<Instr>().unwrap();
    assert_eq!(
        p.registers,
        [
            Some(parsed("R")),
            None,
            Some(parsed("F")),
            Some(parsed("L")),
            Some(parsed("F"))
        ],
        "the registers never shift"
    );
    assert_eq!(sorted(p.spare), [F3, B, L, R, U], "the F2 takes no card");
    // Several, each card said once, in English and Polish.
    let o = dealt("F2 U U F2 L", &hand, en()).unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "F2 U U F2 L (registers 1 and 3-4 at random: no F2, only one U in your hand)"
    );
    assert_eq!(
        canonical(&o, Say::builtin("pl")),
        "F2 U U F2 L (rejestry 1 i 3-4 losowo: w Twojej ręce nie ma karty F2, \
         jest tylko jedna karta U)"
    );
    assert_eq!(random_registers(&plan(&o, &hand)), [1, 3, 4]);
}

/// `F2 F2` with one F2: the first is paid, the second is the one not held; with a short
/// program both notes are said, the card's first.
#[test]
fn the_hand_is_a_multiset_in_register_order() {
    let hand = [F2, L, R, F1, F1, U, B, B, F3];
    let o = dealt("F2 F2 L", &hand, en()).unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "F2 F2 L (register 2 at random: only one F2 in your hand; registers 4-5 at random)"
    );
    assert_eq!(
        canonical(&o, Say::builtin("pl")),
        "F2 F2 L (rejestr 2 losowo: w Twojej ręce jest tylko jedna karta F2; rejestry 4-5 \
         losowo)"
    );
    let p = plan(&o, &hand);
    assert_eq!(p.registers[0], Some(Instr::Card(F2)));
    assert_eq!(random_registers(&p), [2, 4, 5]);
    assert_eq!(sorted(p.spare), [F3, F1, F1, B, B, R, U]);
    // Seen in a Polish race by mail: `PROGRAM U U U U U` with one U. The card is said once,
    // the registers together.
    let o = plain("U U U U U").unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "U U U U U (registers 2-5 at random: only one U in your hand)"
    );
}

/// A form paid with two cards (Crab Legs' `FL`: an F and an L) uses neither when one is
/// missing: the F stays for the random fill.
#[test]
fn a_form_missing_one_of_its_cards_uses_neither() {
    let r = upgraded(
        "r",
        "a1",
        Dir::N,
        &[crate::games::race::upgrades::Upgrade::CrabLegs],
    );
    let hand = [F1, R, R, B, U];
    let o = read("FL R", &seat(&r, &hand, &|_| Vec::new()), None, en()).unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "FL R (register 1 at random: no L in your hand; registers 3-5 at random)"
    );
    let p = plan(&o, &hand);
    assert_eq!(random_registers(&p), [1, 3, 4, 5]);
    assert_eq!(sorted(p.spare), [F1, B, R, U]);
}

/// With locked registers the program covers the unlocked ones, numbered from 1 as before.
#[test]
fn a_card_not_held_with_locked_registers() {
    let mut r = upgraded("r", "a1", Dir::N, &[]);
    r.damage = 14;
    let hand = [F2, L, R, U];
    let o = read("F2 L F2", &seat(&r, &hand, &|_| Vec::new()), None, en()).unwrap();
    assert_eq!(o.unlocked, 3);
    assert_eq!(
        canonical(&o, Say::english()),
        "F2 L F2 (register 3 at random: only one F2 in your hand)"
    );
    assert_eq!(random_registers(&plan(&o, &hand)), [3, 4, 5]);
}

/// What else a program can get wrong is refused as before: upgrade forms the robot lacks, a
/// wildcard's form, too many entries, a Flywheel keeping a card the program uses.
#[test]
fn other_wrong_programs_are_still_refused_whole() {
    let err = plain("F0 L").unwrap_err();
    assert!(err.problems[0].message.contains("needs the upgrade"));
    assert!(plain("*F0").is_err());
    assert!(plain("F L R U B F").is_err(), "six entries");
    let r = upgraded(
        "r",
        "a1",
        Dir::N,
        &[crate::games::race::upgrades::Upgrade::Flywheel],
    );
    let s = seat(&r, &HAND, &|_| Vec::new());
    assert!(read("F2 FLYWHEEL F2", &s, None, en()).is_err());
    // An unheld entry uses no card: the Flywheel may keep one the program does not use.
    let o = read("F2 F2 FLYWHEEL L", &s, None, en()).unwrap();
    assert_eq!(o.unheld.len(), 1);
}

/// Reading again on top of what is on file says the same; a new program replaces what was
/// said of the old one.
#[test]
fn what_is_not_held_is_said_again_on_top_of_what_is_on_file() {
    let r = upgraded("r", "a1", Dir::N, &[]);
    let hand = [F1, L, R];
    let none = |_| Vec::new();
    let s = seat(&r, &hand, &none);
    let o = read("F2 L R F", &s, None, en()).unwrap();
    let o = read("POWER DOWN", &s, Some(&o), en()).unwrap();
    assert_eq!(
        canonical(&o, Say::english()),
        "F2 L R F (register 1 at random: no F2 in your hand; register 5 at random); POWER DOWN"
    );
    let o = read("F L R", &s, Some(&o), en()).unwrap();
    assert!(o.unheld.is_empty());
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
    // The notation stays; robomod's words about it and the option are the reader's.
    assert_eq!(
        canonical(&o, Say::builtin("pl")),
        "F2 L (rejestry 3-5 losowo); ODPYCHANIE WYŁĄCZ"
    );
    assert!(read("TRACTOR ON", &s, Some(&o), en()).is_err(), "not held");
}

#[test]
fn options_and_keywords_read_in_polish_words_and_echo_in_them() {
    use crate::games::race::upgrades::Upgrade::*;
    let r = upgraded(
        "r",
        "a1",
        Dir::N,
        &[PressorBeam, GyroscopicStabilizer, CircuitBreaker, Flywheel],
    );
    let none = |_| Vec::new();
    let s = seat(&r, &HAND, &none);
    let pl = Say::builtin("pl");
    // The whole line as the mail reader hands it on (its first word already in English),
    // and the words a Polish player writes after it, in any case, without diacritics too.
    let o = read(
        "F L ODPYCHANIE WŁĄCZ zyroskop wylacz BEZPIECZNIK 10 KOŁO F2",
        &s,
        None,
        pl,
    )
    .unwrap();
    let english = read(
        "F L PRESSOR ON GYRO OFF BREAKER 10 FLYWHEEL F2",
        &s,
        None,
        en(),
    )
    .unwrap();
    assert_eq!(o, english);
    assert_eq!(
        canonical(&o, pl),
        "F L (rejestry 3-5 losowo); ODPYCHANIE WŁĄCZ; ŻYROSKOP WYŁĄCZ; BEZPIECZNIK 10; KOŁO F2"
    );
    let o = read("BEZPIECZNIK WYŁĄCZ", &s, Some(&o), pl).unwrap();
    assert!(canonical(&o, pl).contains("BEZPIECZNIK WYŁĄCZ"), "{o:?}");
    // An option she has no upgrade for is named in her words.
    let e = read("przyciąganie włącz", &s, Some(&o), pl).unwrap_err();
    assert_eq!(e.problems[0].text, "PRZYCIĄGANIE WŁĄCZ");
    assert!(
        e.problems[0]
            .message
            .starts_with("PRZYCIĄGANIE WŁĄCZ wymaga"),
        "{:?}",
        e.problems
    );
    // A switch's setting that is none is quoted as written, the switch in her words (the
    // mail reader hands the line's first word on in English).
    let e = read("GYRO może", &s, Some(&o), pl).unwrap_err();
    assert_eq!(e.problems[0].text, "ŻYROSKOP może");
    // The announcement echoes in her words, and they read back as it.
    let o = read("POWER DOWN", &s, Some(&o), pl).unwrap();
    assert!(canonical(&o, pl).contains("; WYŁĄCZAM SIĘ"), "{o:?}");
    let again = read("F L; wyłączam się", &s, None, pl).unwrap();
    assert!(again.power_down, "{again:?}");
    let on = read("ANULUJ WYŁĄCZENIE", &s, Some(&again), pl).unwrap();
    assert!(!on.power_down, "{on:?}");
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
    // The old hand is gone: its F2 is not held, the register filled from the new hand.
    let f2 = read("F2", &s, Some(&o), en()).unwrap();
    assert_eq!(
        canonical(&f2, Say::english()),
        "RECOMPILED: new hand U; damage now 18; F2 (register 1 at random: no F2 in your hand)"
    );
    let p = plan(&f2, &HAND);
    assert_eq!(p.registers[0], None);
    assert_eq!(p.spare, [U]);
    let o = read("RECOMPILE", &s, Some(&o), en()).unwrap();
    assert_eq!(o.damage, 20);
    assert!(
        read("RECOMPILE", &s, Some(&o), en()).is_err(),
        "22 would destroy it"
    );
    assert!(
        read("F2", &s, Some(&o), en()).is_err(),
        "every register is locked at 20 damage"
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
    let err = read("F0 naprzód", &s, None, pl).unwrap_err();
    let text: Vec<String> = err.problems.iter().map(|p| p.message.clone()).collect();
    assert!(
        text.iter().any(|m| m.contains("wymaga ulepszenia")),
        "{text:?}"
    );
    let err = read("F0", &s, None, en()).unwrap_err();
    assert!(
        err.problems[0].message.contains("needs the upgrade"),
        "{:?}",
        err.problems
    );
    let err = read_picks("9", 4, pl).unwrap_err();
    assert!(err.problems[0].message.contains("to nie pole startowe"));
}

/// The register whose card she does not hold runs a card drawn from the cards her program
/// left (seeded), counted questionable, and the report says it was filled at random.
#[test]
fn an_unheld_register_runs_a_spare_card_at_the_deadline() {
    use crate::games::race::events::{Event, Source};
    use crate::games::race::report::round_report;
    use crate::games::race::testkit::{open, play, position};
    let ann = upgraded("Ann", "c3", Dir::N, &[]);
    let mut pos = position(open(8, 8), vec![ann.clone()]);
    let before = pos.clone();
    let hand = [L, R, L, R, B, U, F3, F1, F1];
    let o = dealt("R F2 F L F", &hand, en()).unwrap();
    let p = plan(&o, &hand);
    let spare = p.spare.clone();
    let events = play(&mut pos, &[p]);
    let shown = events
        .iter()
        .find_map(|e| match e {
            Event::Program {
                robot: 0,
                registers,
            } => Some(registers.clone()),
            _ => None,
        })
        .expect("Ann's program is revealed");
    let sources: Vec<Source> = shown.iter().map(|r| r.source).collect();
    assert_eq!(
        sources,
        [
            Source::Own,
            Source::Random,
            Source::Own,
            Source::Own,
            Source::Own
        ]
    );
    let Instr::Card(drawn) = shown[1].instr else {
        panic!("a card: {:?}", shown[1]);
    };
    assert!(spare.contains(&drawn), "{drawn:?} from {spare:?}");
    assert_ne!(drawn, F2, "no F2 in her hand");
    assert_eq!(pos.robots[0].stats.questionable, 1);
    let report = round_report(&before, &events, &pos, Say::english());
    assert!(report.contains("filled at random: 2"), "{report}");
}

/// `POWER it down`, `power my robot down`: the robot named between the words is hers.
#[test]
fn power_down_with_the_robot_named_between() {
    let r = upgraded("r", "a1", Dir::N, &[]);
    let none = |_| Vec::new();
    let s = seat(&r, &HAND, &none);
    for text in ["POWER it down", "POWER my robot down", "power me down"] {
        let o = read(text, &s, None, en()).unwrap();
        assert!(o.power_down, "{text}");
    }
    let o = read("POWER it down", &s, None, en()).unwrap();
    assert!(canonical(&o, Say::english()).ends_with("; POWER DOWN"));
    // `it` with no `down` after it is no order.
    assert!(read("POWER it", &s, None, en()).is_err());
}

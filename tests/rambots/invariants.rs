//! proptest invariants over random positions and programs: pieces per (size, colour) conserved
//! across pools, goal stacks and programs; one object per square; nothing off the board; the
//! game ends only when a goal stack is empty.

use proptest::prelude::*;
use robomod::games::rambots::board::{ByColour, Colour, Facing, Piece, Square};
use robomod::games::rambots::events::Event;
use robomod::games::rambots::execute::run_round_with;
use robomod::games::rambots::notation::{Instruction, Program};
use robomod::games::rambots::position::{Position, Thing};
use robomod::games::rambots::position_file::{BeaconSetup, BotSetup, Setup, validate};

/// How many pieces of each kind the players hold, in pools and goal stacks together. Programs
/// are drawn from the pools, so they are counted there.
pub fn totals(pos: &Position) -> [usize; 12] {
    let mut t = [0; 12];
    for &c in pos.seats() {
        for p in pos.pool(c).pieces() {
            t[p.index()] += 1;
        }
        for g in pos.goals(c) {
            t[g.index()] += 1;
        }
    }
    t
}

/// Every invariant a position must hold between instructions.
pub fn check(pos: &Position, expected: &[usize; 12], events: &[Event]) {
    assert_eq!(&totals(pos), expected, "pieces per kind are conserved");
    let objects: Vec<_> = pos.objects().collect();
    assert_eq!(
        objects.len(),
        pos.seats().len() + 4,
        "one object per square, none lost"
    );
    for &c in pos.seats() {
        assert!(pos.find(Thing::Bot(c)).is_some(), "{c} bot on the board");
        assert!(pos.goals(c).len() <= 4);
    }
    for c in Colour::ALL {
        assert!(
            pos.find(Thing::Beacon(c)).is_some(),
            "{c} beacon on the board"
        );
    }
    let won = events.iter().any(|e| matches!(e, Event::Won { .. }));
    assert_eq!(
        won,
        pos.winner().is_some(),
        "the game ends exactly when a goal stack empties"
    );
}

fn piece() -> impl Strategy<Value = Piece> {
    (0..12usize).prop_map(|i| Piece::ALL[i])
}

fn facing() -> impl Strategy<Value = Facing> {
    (0..5usize).prop_map(|i| {
        let all = ["up", "N", "E", "S", "W"];
        all[i].parse().unwrap()
    })
}

/// A random legal setup: 2-4 bots and four beacons on distinct squares, random pools and goal
/// stacks (1-4 goals of distinct colours), programs of 0-5 pieces drawn from each pool.
fn setup() -> impl Strategy<Value = Setup> {
    (2..=4usize)
        .prop_flat_map(|n| {
            (
                Just(n),
                proptest::sample::subsequence((0..64u8).collect::<Vec<_>>(), n + 4).prop_shuffle(),
                proptest::collection::vec(facing(), n + 4),
                proptest::collection::vec(proptest::collection::vec(piece(), 0..14), n),
                proptest::collection::vec((1..=4usize, any::<[u8; 4]>(), any::<u64>()), n),
                proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..=5), n),
                Just(()).prop_perturb(|_, mut rng| {
                    let mut p = Colour::ALL;
                    for i in (1..4).rev() {
                        p.swap(i, rng.random_range(0..=i));
                    }
                    p
                }),
            )
        })
        .prop_map(|(n, squares, facings, pools, goals, picks, precedence)| {
            let sq = |i: usize| -> Square {
                let s = squares[i];
                format!("{}{}", (b'a' + s % 8) as char, s / 8 + 1)
                    .parse()
                    .unwrap()
            };
            let bots = (0..n)
                .map(|i| {
                    let color = Colour::ALL[i];
                    let (len, sizes, order) = goals[i];
                    let mut cols = Colour::ALL.to_vec();
                    cols.rotate_left((order % 4) as usize);
                    let goals: Vec<Piece> = cols[..len]
                        .iter()
                        .enumerate()
                        .map(|(k, &c)| Piece::ALL[c as usize * 3 + (sizes[k] % 3) as usize])
                        .collect();
                    let mut pool_left = pools[i].clone();
                    let mut program: Program = Vec::new();
                    for &pick in &picks[i] {
                        if pool_left.is_empty() {
                            break;
                        }
                        let p = pool_left.remove(pick as usize % pool_left.len());
                        let f = ["N", "E", "S", "W", "up"][(pick / 64) as usize % 5];
                        program.push(Instruction {
                            piece: p,
                            facing: f.parse().unwrap(),
                        });
                    }
                    let text: Vec<String> = program.iter().map(|i| i.to_string()).collect();
                    BotSetup {
                        color,
                        at: sq(i),
                        facing: facings[i],
                        pool: pools[i].clone(),
                        goals,
                        program: Some(if text.is_empty() {
                            "PASS".into()
                        } else {
                            text.join(" ")
                        }),
                    }
                })
                .collect();
            let beacons = (0..4)
                .map(|k| BeaconSetup {
                    color: Colour::ALL[k],
                    at: sq(n + k),
                    facing: facings[n + k],
                })
                .collect();
            Setup {
                game: "rambots".into(),
                red_beam: if squares[0] % 2 == 0 {
                    Default::default()
                } else {
                    "slide".parse_red()
                },
                precedence: precedence.to_vec(),
                bots,
                beacons,
            }
        })
}

trait ParseRed {
    fn parse_red(&self) -> robomod::games::rambots::position::RedBeam;
}
impl ParseRed for str {
    fn parse_red(&self) -> robomod::games::rambots::position::RedBeam {
        serde_json::from_value(serde_json::Value::String(self.to_string())).unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_rounds_keep_every_invariant(s in setup()) {
        let (pos, programs): (Position, ByColour<Program>) = validate(&s).unwrap();
        let expected = totals(&pos);
        let before_win = pos.winner();
        let mut after = pos.clone();
        let mut events = Vec::new();
        let winner = run_round_with(&mut after, &programs, &mut events, &mut |p, ev| {
            check(p, &expected, ev);
        });
        if before_win.is_none() {
            check(&after, &expected, &events);
        }
        prop_assert_eq!(winner.is_some(), events.iter().any(|e| matches!(e, Event::Won { .. })));
        // The position survives the file schema unchanged.
        prop_assert_eq!(Position::try_from(after.to_setup()).unwrap(), after);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// The notation parser never panics, and whatever it accepts prints canonically and reads
    /// back as the same program.
    #[test]
    fn notation_never_panics_and_canonical_form_round_trips(text in "\\PC{0,40}|[0-9SMLRYBGNEWU ,.)^-]{0,30}") {
        use robomod::games::rambots::notation::{parse_program, program_text};
        use robomod::games::rambots::pool::Pool;
        let big: Pool = Piece::ALL.iter().flat_map(|&p| [p; 5]).collect();
        if let Ok(p) = parse_program(&text, &big, robomod::lang::Say::english()) {
            let canon = program_text(&p);
            prop_assert_eq!(parse_program(&canon, &big, robomod::lang::Say::english()).unwrap(), p);
        }
    }
}

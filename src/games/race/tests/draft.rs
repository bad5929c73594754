//! The option draft (house rule `draft`): the pool drawn from the seed, `DRAFT` read by name
//! (any language) or number, the draft resolved in pick order back and forth, conflicts and
//! silent players settled by the computer player's preference, the upgrades held.

use crate::games::race::draft::{self, PREFERENCE};
use crate::games::race::game::{Phase, Race, RaceOrders, Settings, State};
use crate::games::race::upgrades::Upgrade::{self, *};
use crate::games::{ComputerPlayer, Game, GameRng, OrdersText, Players, Seat, TurnOrders};
use crate::lang::Say;
use rand::SeedableRng;

fn new(draft: u8, picks: Vec<u8>, seed: u64) -> State {
    let settings = Settings {
        draft,
        picks,
        ..Settings::default()
    };
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let mut rng = GameRng::seed_from_u64(seed);
    Race::new_game(&settings, Players::named(&names), &mut rng).expect("a race")
}

fn pool(state: &State) -> Vec<Upgrade> {
    match state.phase() {
        Phase::Picking { pool, .. } => pool.clone(),
        Phase::Racing => Vec::new(),
    }
}

fn read(state: &State, seat: u8, text: &str, on_file: Option<&RaceOrders>) -> RaceOrders {
    let written = OrdersText { text, on_file };
    Race::parse_orders(state, Seat(seat), written, Say::english()).expect("read")
}

fn resolve(state: &State, orders: &[RaceOrders], seed: u64) -> State {
    let mut rng = GameRng::seed_from_u64(seed);
    Race::resolve(state, TurnOrders::unranked(orders), &mut rng).state
}

fn held(state: &State, seat: usize) -> Vec<Upgrade> {
    let r = state.position().robot(seat);
    r.upgrades().iter().map(|h| h.kind).collect()
}

#[test]
fn without_a_draft_the_race_is_as_before() {
    let plain = new(0, Vec::new(), 7);
    assert_eq!(plain.phase(), &Phase::Racing);
    let json = serde_json::to_value(Settings::default()).unwrap();
    assert!(json.get("draft").is_none(), "{json}");
    // A picking phase without a draft stores as it did.
    let picking = new(0, vec![2, 0, 1], 7);
    let json = serde_json::to_value(picking.phase()).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"phase": "picking", "order": [2, 0, 1]})
    );
}

#[test]
fn the_pool_is_drawn_from_the_seed_players_times_n_plus_one_all_different() {
    let a = new(2, Vec::new(), 11);
    assert_eq!(
        pool(&a),
        pool(&new(2, Vec::new(), 11)),
        "the same seed, the same pool"
    );
    assert_ne!(pool(&a), pool(&new(2, Vec::new(), 12)));
    assert_eq!(pool(&a).len(), 3 * 2 + 1);
    let mut sorted = pool(&a);
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 7, "no upgrade twice");
    // Stored and read back.
    let back: State = serde_json::from_value(serde_json::to_value(&a).unwrap()).unwrap();
    assert_eq!(back, a);
    // The draft alone asks for DRAFT; with picks, PICK and DRAFT beside it.
    assert_eq!(Race::phase(&a).order_keyword, "DRAFT");
    let both = new(1, vec![0, 1, 2], 11);
    assert_eq!(Race::phase(&both).order_keyword, "PICK");
    assert_eq!(Race::phase(&both).bare_orders, vec!["DRAFT".to_string()]);
}

#[test]
fn draft_reads_names_in_any_language_and_numbers_and_refuses_what_is_not_in_the_pool() {
    let state = new(1, Vec::new(), 3);
    let p = pool(&state);
    let polish = crate::games::race::report::words::upgrade(Say::builtin("pl"), p[1]);
    let text = format!("DRAFT 3, {polish}, {}", p[0].name().to_lowercase());
    let RaceOrders::Draft { wanted, .. } = read(&state, 0, &text, None) else {
        panic!("a draft")
    };
    assert_eq!(wanted, vec![p[2], p[1], p[0]]);
    let outside = Upgrade::ALL.into_iter().find(|u| !p.contains(u)).unwrap();
    for bad in [
        format!("DRAFT {}", outside.name()),
        "DRAFT 9".to_string(),
        "DRAFT 1, 1".to_string(),
        "DRAFT Jetpack".to_string(),
        "DRAFT".to_string(),
    ] {
        let written = OrdersText {
            text: &bad,
            on_file: None,
        };
        assert!(
            Race::parse_orders(&state, Seat(0), written, Say::english()).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn pick_and_draft_build_on_each_other_and_the_draft_is_complete_with_both() {
    use crate::games::OrdersInParts;
    let state = new(1, vec![1, 0, 2], 5);
    let picked = read(&state, 0, "3 1", None);
    assert!(
        !Race::orders_complete(&state, Seat(0), &picked),
        "no draft yet"
    );
    let both = read(&state, 0, "DRAFT 2", Some(&picked));
    let p = pool(&state);
    assert_eq!(
        both,
        RaceOrders::Draft {
            picks: vec![3, 1],
            wanted: vec![p[1]]
        }
    );
    assert!(Race::orders_complete(&state, Seat(0), &both));
    assert_eq!(
        Race::mail_text(&state, &both),
        format!("PICK 3 1\nDRAFT {}", p[1])
    );
}

#[test]
fn the_draft_runs_in_pick_order_back_and_forth_and_conflicts_go_to_the_earlier() {
    let pool = [
        Brakes,
        FourthGear,
        CrabLegs,
        Flywheel,
        Recompile,
        Scrambler,
        RadioControl,
    ];
    // Seats 2, 0, 1; everyone wants Brakes first.
    let wanted = vec![
        vec![Brakes, CrabLegs, Scrambler],
        vec![Brakes, FourthGear, Recompile],
        vec![Brakes, CrabLegs, RadioControl],
    ];
    let takes = draft::resolve(&pool, 2, &[2, 0, 1], &wanted);
    let got: Vec<(usize, Upgrade, bool)> = takes;
    assert_eq!(
        got,
        vec![
            (2, Brakes, true),
            (0, CrabLegs, true),
            (1, FourthGear, true),
            // Back: the last to take takes first.
            (1, Recompile, true),
            (0, Scrambler, true),
            (2, RadioControl, true),
        ]
    );
}

#[test]
fn a_silent_player_or_a_spent_list_gets_the_computer_players_choice() {
    let pool = [RadioControl, Brakes, ExtraMemory, FourthGear];
    let wanted = vec![vec![], vec![ExtraMemory]];
    let takes = draft::resolve(&pool, 1, &[1, 0], &wanted);
    assert_eq!(takes, vec![(1, ExtraMemory, true), (0, FourthGear, false)]);
    // The preference names every upgrade once.
    let mut all = PREFERENCE.to_vec();
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 22);
    // The pool runs out: the last gets nothing more.
    let takes = draft::resolve(&[Brakes, Flywheel], 2, &[0, 1], &[vec![], vec![]]);
    assert_eq!(takes.len(), 2);
}

#[test]
fn the_drafted_upgrades_are_held_and_the_report_says_who_took_what() {
    let state = new(1, vec![0, 1, 2], 9);
    let p = pool(&state);
    let orders = vec![
        read(&state, 0, "PICK 1\nDRAFT 4", None),
        RaceOrders::Pick(Vec::new()),
        read(&state, 2, "DRAFT 4, 2", None),
    ];
    let after = resolve(&state, &orders, 1);
    assert_eq!(after.phase(), &Phase::Racing);
    assert_eq!(held(&after, 0), vec![p[3]]);
    assert_eq!(held(&after, 2), vec![p[1]], "4 was taken: its second");
    let silent = held(&after, 1);
    assert_eq!(
        silent,
        vec![
            draft::preferred(
                &p.iter()
                    .copied()
                    .filter(|u| ![p[3], p[1]].contains(u))
                    .collect::<Vec<_>>()
            )[0]
        ]
    );
    // Held as a gained upgrade, hands dealt for it.
    let hand = after.hand(Seat(1)).len();
    let expected = if silent[0] == ExtraMemory { 11 } else { 10 };
    assert_eq!(hand, expected);
    // The same seed and orders, the same start.
    assert_eq!(resolve(&state, &orders, 1), after);
    for say in [Say::english(), Say::builtin("pl")] {
        let report = Race::render_report(&state, &[], &after, None, say);
        for line in report.lines() {
            assert!(line.chars().count() <= 72, "{line}");
        }
        let name = crate::games::race::report::words::upgrade(say, p[3]);
        assert!(report.contains(&name), "{report}");
        let status = Race::render_status(&state, Some(Seat(0)), say);
        if std::env::var("DRAFT_SHOW").is_ok() {
            println!("{status}\n----\n{report}");
        }
        assert!(status.contains(&format!(" 4 = {name}\n")), "{status}");
        for line in status.lines() {
            assert!(line.chars().count() <= 72, "{line}");
        }
    }
}

#[test]
fn the_computer_player_drafts_by_its_preference() {
    let state = new(2, Vec::new(), 4);
    let mut rng = GameRng::seed_from_u64(1);
    let Some(RaceOrders::Draft { wanted, .. }) = Race::bot_orders(&state, Seat(1), &mut rng) else {
        panic!("a draft")
    };
    assert_eq!(wanted.len(), pool(&state).len());
    let ranks: Vec<usize> = wanted
        .iter()
        .map(|u| PREFERENCE.iter().position(|p| p == u).unwrap())
        .collect();
    assert!(ranks.windows(2).all(|w| w[0] < w[1]), "{ranks:?}");
    // What it mails reads back to the same.
    let text = Race::mail_text(
        &state,
        &RaceOrders::Draft {
            picks: vec![],
            wanted: wanted.clone(),
        },
    );
    let RaceOrders::Draft { wanted: back, .. } = read(&state, 1, &text, None) else {
        panic!("a draft")
    };
    assert_eq!(back, wanted);
}

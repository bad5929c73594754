//! The computer players' strength and speed, the figures of `docs/bots.md`:
//! - the race: four computer players on every shipped board (every race has a finisher within
//!   the round cap; no robot powered down more than 3 rounds in a row or holding a harmful
//!   setting more than one), and the computer player against random legal programs in
//!   two-robot races on `race`;
//! - RAMbots, on both Red beams: the computer player against random legal programs and against
//!   the greedy player it replaced, in two-player games, seats swapped every other game;
//! - the time one decision takes (median and slowest of those timed).
//!
//! Run: `cargo bench --bench bots` (`BOTS_GAMES=20` for a quicker look; default 200 of each).

use robomod::games::race::arena::{self as race_arena, Player as RacePlayer, play_race};
use robomod::games::race::{boards, bot as race_bot, game::deal, setup::new_race};
use robomod::games::rambots::arena::{self as ram_arena, Player as RamPlayer, record};
use robomod::games::rambots::board::Colour;
use robomod::games::rambots::notation::Program;
use robomod::games::rambots::position::Position;
use robomod::games::rambots::position::RedBeam;
use robomod::games::rambots::{Orders, Rambots, Settings, bot as ram_bot, play_round};
use robomod::games::{Game, GameRng, Players, TurnOrders, step_rng};
use std::time::{Duration, Instant};

fn main() {
    // `cargo bench` passes --bench; `cargo test --benches` passes nothing and wants no run.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    let games: u64 = std::env::var("BOTS_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    // BOTS_ONLY=race|rambots|times|search: one part of the figures. `search` weighs the
    // RAMbots searches named in BOTS_SEARCH ("candidates,shortlist,follow_ups;...") against the
    // greedy player.
    let only = std::env::var("BOTS_ONLY").unwrap_or_default();
    let part = |name: &str| only.is_empty() || only == name;
    if part("race") {
        race_figures(games);
    }
    if part("rambots") {
        rambots_figures(games);
    }
    if part("times") {
        decision_times();
    }
    if only == "search" {
        weigh_searches(games);
    }
}

/// The RAMbots searches of BOTS_SEARCH against the greedy player, on both Red beams.
fn weigh_searches(games: u64) {
    let spec = std::env::var("BOTS_SEARCH").unwrap_or_default();
    println!("| search | Red beam | won | lost | one decision (median, slowest) |");
    println!("|---|---|---:|---:|---:|");
    for one in spec.split(';').filter(|s| !s.trim().is_empty()) {
        let n: Vec<usize> = one
            .split(',')
            .map(|x| x.trim().parse().expect("a number"))
            .collect();
        let search = ram_bot::Search {
            candidates: n[0],
            shortlist: n[1],
            follow_ups: n[2],
        };
        let (median, slowest) = spread(rambots_times(RedBeam::Damage, |pos, c, rng| {
            ram_bot::search_program(pos, c, rng, search)
        }));
        for beam in [RedBeam::Damage, RedBeam::Slide] {
            let player = RamPlayer::Searching(search);
            let (won, lost) = record(beam, player, RamPlayer::Greedy, games, ram_arena::ROUND_CAP);
            println!("| {one} | {beam} | {won} | {lost} | {median:.1?}, {slowest:.1?} |");
        }
    }
}

fn race_figures(games: u64) {
    println!("## The race (round cap {})\n", race_arena::ROUND_CAP);
    println!(
        "| board | races | finished | rounds to a finisher (mean, max) | longest down | longest harmful |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for name in boards::NAMES {
        let (mut finished, mut total, mut max, mut down, mut harm) = (0, 0u64, 0, 0, 0);
        for seed in 0..games {
            let board = boards::shipped(name).expect("a shipped board");
            let r = play_race(board, &[RacePlayer::Bot; 4], seed, race_arena::ROUND_CAP);
            if let Some(f) = r.first_finish {
                finished += 1;
                total += u64::from(f);
                max = max.max(f);
            }
            down = down.max(*r.longest_down.iter().max().unwrap_or(&0));
            harm = harm.max(*r.longest_harmful.iter().max().unwrap_or(&0));
        }
        println!(
            "| {name} | {games} | {finished} | {:.1}, {max} | {down} | {harm} |",
            total as f64 / finished.max(1) as f64
        );
    }
    let mut won = 0;
    for seed in 0..games {
        let board = boards::shipped("race").expect("a shipped board");
        let (players, mine) = if seed % 2 == 0 {
            ([RacePlayer::Bot, RacePlayer::Random], 0)
        } else {
            ([RacePlayer::Random, RacePlayer::Bot], 1)
        };
        let r = play_race(board, &players, seed, race_arena::ROUND_CAP);
        won += u64::from(r.winner == Some(mine));
    }
    println!(
        "\nComputer player against random legal programs, two robots on `race`: won {won} of {games} ({:.0}%).\n",
        100.0 * won as f64 / games as f64
    );
}

fn rambots_figures(games: u64) {
    println!(
        "## RAMbots (two players, round cap {})\n",
        ram_arena::ROUND_CAP
    );
    println!("| Red beam | against | won | lost | neither |");
    println!("|---|---|---:|---:|---:|");
    for beam in [RedBeam::Damage, RedBeam::Slide] {
        for (them, name) in [
            (RamPlayer::Random, "random legal"),
            (RamPlayer::Greedy, "the greedy player"),
        ] {
            let (won, lost) = record(beam, RamPlayer::Bot, them, games, ram_arena::ROUND_CAP);
            println!(
                "| {beam} | {name} | {won} | {lost} | {} |",
                games - won - lost
            );
        }
    }
    println!();
}

/// Median and slowest of `samples`.
fn spread(mut samples: Vec<Duration>) -> (Duration, Duration) {
    samples.sort();
    (
        samples[samples.len() / 2],
        *samples.last().expect("samples"),
    )
}

fn decision_times() {
    println!("## One decision\n");
    println!("| game | decisions | median | slowest |");
    println!("|---|---:|---:|---:|");
    let mut times = Vec::new();
    for seed in 0..50u64 {
        let board = boards::shipped("race").expect("a shipped board");
        let names: Vec<String> = (0..4).map(|i| format!("r{i}")).collect();
        let mut rng = step_rng(seed, 0);
        let pos = new_race(board, &names, None, Default::default(), &mut rng).expect("a race");
        let hands = deal(&pos, &mut rng);
        for (i, hand) in hands.iter().enumerate() {
            let t = Instant::now();
            std::hint::black_box(race_bot::choose_for(&pos, i, hand, &mut rng));
            times.push(t.elapsed());
        }
    }
    let n = times.len();
    let (median, max) = spread(times);
    println!("| race (4 robots, `race`) | {n} | {median:.1?} | {max:.1?} |");
    for beam in [RedBeam::Damage, RedBeam::Slide] {
        let times = rambots_times(beam, ram_bot::choose_program);
        let n = times.len();
        let (median, max) = spread(times);
        println!("| RAMbots ({beam}, 4 players) | {n} | {median:.1?} | {max:.1?} |");
    }
}

/// The time each decision of `choose` takes in 50 four-player RAMbots games, a few rounds in.
fn rambots_times(
    beam: RedBeam,
    choose: impl Fn(&Position, Colour, &mut GameRng) -> Program,
) -> Vec<Duration> {
    let mut times = Vec::new();
    for seed in 0..50u64 {
        let mut rng = step_rng(seed, 0);
        let s = Rambots::new_game(&Settings { red_beam: beam }, Players::count(4), &mut rng)
            .expect("a game");
        let goals: Vec<Orders> = s
            .position()
            .seats()
            .iter()
            .map(|&c| Orders::Goals(Some(ram_bot::choose_goals(s.position(), c, &mut rng))))
            .collect();
        let mut pos = Rambots::resolve(&s, TurnOrders::unranked(&goals), &mut rng)
            .state
            .position()
            .clone();
        // A few rounds in, so that the board is not the opening's.
        for _ in 0..3 {
            let mut programs = Default::default();
            for &c in pos.seats() {
                let t = Instant::now();
                let p = choose(&pos, c, &mut rng);
                times.push(t.elapsed());
                *robomod::games::rambots::board::ByColour::get_mut(&mut programs, c) = p;
            }
            pos = play_round(&pos, &programs).0;
        }
    }
    times
}

//! The game kind `ricochet`: Ricochet Pyramids run by email through the [`Game`] trait.
//!
//! Each round is one phase, "bidding": the board and a goal are mailed; until the deadline each
//! player mails `SOLUTION` and moves, checked at once by replaying them; a resend counts only if
//! shorter. At the deadline the shortest valid solution scores a point (equal lengths: the one that
//! arrived first, see [`Ricochet::resolve`]), the robots stay where it left them and the
//! next goal is drawn. First to `target` points wins.

use super::board::Move;
use super::layout;
use super::notation::{parse_solution, write_moves};
use super::position::{PlayError, Position, SolutionError};
use super::report;
use super::solver;
use super::state::{Bid, Event, Refusal, State};
pub use super::state::{MAX_PLAYERS, SOLUTIONS_PER_ROUND, Settings};
use super::words;
use crate::games::{
    Bidding, ComputerPlayer, Game, GameRng, OrdersError, OrdersText, Outcome, PhaseInfo, Pictures,
    Players, Resolution, Seat, SetupError, TurnOrders, TurnRules,
};
use crate::lang::Say;

/// The game kind `ricochet`.
pub struct Ricochet;

impl Ricochet {
    /// "The lowest bidder then presents their solution, earning a point if successful." By email
    /// every bid was checked on arrival, so the shortest valid one wins at once; equal lengths go
    /// to the earliest arrival (`arrival`, lower first), then to the lower seat.
    fn rank_bids<'a>(
        position: &Position,
        orders: &'a [Bid],
        arrival: &[Option<u64>],
    ) -> (Vec<(Seat, &'a [Move])>, Vec<Event>) {
        let mut valid = Vec::new();
        let mut refused = Vec::new();
        for (i, bid) in orders.iter().enumerate() {
            let Bid::Solution(moves) = bid else { continue };
            let seat = Seat(i as u8);
            match position.check_solution(moves) {
                Ok(_) => valid.push((seat, moves.as_slice())),
                Err(e) => refused.push(Event::Refused {
                    seat,
                    solution: moves.clone(),
                    reason: Refusal::Why(e),
                }),
            }
        }
        let rank = |s: Seat| {
            arrival
                .get(s.index())
                .copied()
                .flatten()
                .unwrap_or(u64::MAX)
        };
        valid.sort_by_key(|&(seat, moves)| (moves.len(), rank(seat), seat));
        (valid, refused)
    }
}

impl Game for Ricochet {
    const KIND: &'static str = "ricochet";
    const VOCABULARY: crate::games::Vocabulary = crate::games::Vocabulary {
        order_words: &["SOLUTION"],
        alone: &[],
        lists: &["SOLUTION"],
        notation: super::notation::WORDS,
        shortened: &[],
        glued: crate::games::never_glued,
    };
    type Settings = Settings;
    type State = State;
    type Orders = Bid;
    type Event = Event;

    /// [`layout::trials`].
    fn trials() -> crate::games::Trials {
        layout::trials()
    }

    fn new_game(
        settings: &Settings,
        players: Players<'_>,
        rng: &mut GameRng,
    ) -> Result<State, SetupError> {
        let players = players.seats();
        if !(1..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::said(
                "ricochet-setup-players",
                vec![("players", players.into()), ("most", MAX_PLAYERS.into())],
            ));
        }
        let colours = layout::colours(settings.colours);
        let towers = layout::place_towers(colours, settings.layout, rng);
        let robots = layout::place_robots(colours, &towers, rng);
        let drawn = layout::draw_goal(&towers, &robots, settings.min_moves.into(), rng);
        Ok(State::new(settings.clone(), players, drawn.position))
    }

    fn seat_label(_state: &State, seat: Seat) -> String {
        super::state::seat_label(seat)
    }

    fn seat_name(_state: &State, seat: Seat, say: Say<'_>) -> String {
        super::state::seat_name(seat, say)
    }

    fn phase_in(state: &State, say: Say<'_>) -> PhaseInfo {
        PhaseInfo {
            title: crate::say!(say, "ricochet-turn-round", n = state.round()),
            name: say.t("ricochet-phase-bidding"),
            ..Self::phase(state)
        }
    }

    fn round_number(state: &State) -> Option<u32> {
        Some(state.round())
    }

    fn phase(state: &State) -> PhaseInfo {
        PhaseInfo {
            title: format!("round {}", state.round()),
            name: "bidding".into(),
            order_keyword: "SOLUTION".into(),
            bare_orders: Vec::new(),
        }
    }

    fn parse_orders(
        state: &State,
        _seat: Seat,
        written: OrdersText<'_, Bid>,
        say: Say<'_>,
    ) -> Result<Bid, OrdersError> {
        let text = written.text;
        let quoted = text.trim();
        if let Some(seat) = state.winner() {
            let who = Self::seat_name(state, seat, say);
            return Err(OrdersError::one(
                quoted,
                crate::say!(say, "ricochet-over", who = who),
            ));
        }
        let moves = parse_solution(text)
            .map_err(|e| OrdersError::one(quoted, words::notation_error(say, &e)))?;
        // Why it is not a solution, never where the pieces end: a refusal must not be a way to
        // search for the answer by mail.
        state.position.check_solution(&moves).map_err(|e| {
            let goal = state.position.goal();
            let message = match e {
                SolutionError::Empty
                | SolutionError::Move {
                    error: PlayError::NoSuchRobot(_),
                    ..
                } => words::solution_error(say, &e),
                _ => crate::say!(
                    say,
                    "ricochet-not-a-solution",
                    colour = words::colour(say, goal.robot)
                ),
            };
            OrdersError::one(quoted, message)
        })?;
        Ok(Bid::Solution(moves))
    }

    fn canonical(_state: &State, orders: &Bid, say: Say<'_>) -> String {
        match orders {
            Bid::NoBid => say.t("ricochet-echo-no-bid"),
            Bid::Solution(moves) => {
                format!(
                    "{} ({})",
                    write_moves(moves),
                    words::moves(say, moves.len())
                )
            }
        }
    }

    fn default_orders(_state: &State, _seat: Seat) -> Bid {
        Bid::NoBid
    }

    /// Equal bids go to the earlier (without arrival ranks, to the lower seat).
    fn resolve(
        state: &State,
        turn: TurnOrders<'_, Bid>,
        rng: &mut GameRng,
    ) -> Resolution<State, Event> {
        let mut next = state.clone();
        let (valid, refused) = Self::rank_bids(&state.position, turn.orders, turn.arrival);
        let mut events: Vec<Event> = valid
            .iter()
            .map(|&(seat, moves)| Event::Bid {
                seat,
                solution: moves.to_vec(),
            })
            .collect();
        events.extend(refused);
        match valid.first() {
            Some(&(seat, moves)) => {
                let (after, steps) = state
                    .position
                    .check_solution(moves)
                    .expect("ranked bids are valid");
                // "Robots stay where the winning solution left them (as on the table)."
                next.position = after;
                next.scores[seat.index()] += 1;
                events.push(Event::Scored {
                    seat,
                    steps,
                    points: next.scores[seat.index()],
                });
            }
            None => events.push(Event::NoWinner),
        }
        events.push(Event::Optimal {
            solution: solver::solve(&state.position),
        });
        if let Some(seat) = next.winner() {
            events.push(Event::Won { seat });
            return Resolution {
                state: next,
                events,
            };
        }
        let drawn = layout::draw_goal(
            next.position.towers(),
            next.position.robots(),
            next.settings.min_moves.into(),
            rng,
        );
        next.position = drawn.position;
        next.round += 1;
        events.push(Event::NewGoal {
            round: next.round,
            goal: next.position.goal(),
        });
        Resolution {
            state: next,
            events,
        }
    }

    /// Everything in Ricochet Pyramids is public: one report for all.
    const PRIVATE_REPORTS: bool = false;

    fn render_report(
        before: &State,
        events: &[Event],
        after: &State,
        _viewer: Option<Seat>,
        say: Say<'_>,
    ) -> String {
        report::report(before, events, after, say)
    }

    fn render_status(state: &State, _viewer: Option<Seat>, say: Say<'_>) -> String {
        report::status(state, say)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.winner().map(Outcome::Won)
    }

    fn help(say: Say<'_>) -> String {
        report::help(say)
    }
    fn example_orders() -> &'static str {
        "SOLUTION yN rE"
    }
}

impl TurnRules for Ricochet {
    /// A resigned seat sends no more solutions (the default orders).
    fn resigned_text(_state: &State, _seat: Seat, say: Say<'_>) -> String {
        say.t("ricochet-resigned")
    }

    fn default_text(_state: &State, _seat: Seat, say: Say<'_>) -> String {
        say.t("ricochet-default")
    }
}

impl Bidding for Ricochet {
    /// "A player can only re-bid lower than their own previous bid": a resend replaces the kept
    /// solution only when strictly shorter, so the kept one is also the earliest of its length.
    fn replaces(_state: &State, new: &Bid, old: &Bid) -> bool {
        match (new, old) {
            (Bid::Solution(n), Bid::Solution(o)) => n.len() < o.len(),
            (Bid::Solution(_), Bid::NoBid) => true,
            (Bid::NoBid, _) => false,
        }
    }

    fn tries_per_turn(state: &State) -> Option<u32> {
        Some(u32::from(
            state.settings.solutions.unwrap_or(SOLUTIONS_PER_ROUND),
        ))
    }
}

impl ComputerPlayer for Ricochet {
    /// The computer player has the solver: it sends an optimal solution of the open goal.
    fn bot_orders(state: &State, _seat: Seat, _rng: &mut GameRng) -> Option<Bid> {
        Some(match super::solver::solve(&state.position) {
            Some(moves) => Bid::Solution(moves),
            None => Bid::NoBid,
        })
    }

    fn mail_text(_state: &State, orders: &Bid) -> String {
        match orders {
            Bid::NoBid => String::new(),
            Bid::Solution(moves) => format!("SOLUTION {}", write_moves(moves)),
        }
    }
}

impl Pictures for Ricochet {
    fn render_picture_shapes(
        before: &State,
        events: &[Event],
        after: &State,
        say: Say<'_>,
    ) -> (String, Vec<crate::games::shape::Shape>) {
        super::picture::picture_shapes(before, events, after, say)
    }

    /// The moves of the solution that scored.
    fn render_steps(
        before: &State,
        events: &[Event],
        _after: &State,
        say: Say<'_>,
    ) -> Vec<crate::games::Step> {
        super::steps::move_steps(before, events, say)
    }

    fn steps_words(say: Say<'_>) -> (String, String) {
        (
            say.t("ricochet-steps-heading"),
            say.t("ricochet-steps-legend"),
        )
    }
}

//! The game kind `race` behind the [`Game`] trait. A race on a shipped or inline board; when
//! the settings carry the previous race's pick order it opens with a picking phase (`PICK 3 1 4
//! 2`, ruling 30), else robots start on random squares. Every round each seat is dealt a private
//! hand from the game's seeded RNG (ruling 5); orders are read command by command on top of
//! what is on file (`PROGRAM`, `POWER DOWN`, options, `RECOMPILE`), checked against the hand.
//! The report is public; each player's copy ends with their own next hand.

use super::cards::Card;
use super::events::Event;
use super::execute::{Plan, run_round};
use super::names::{DEFAULT_NAMES, robot_names};
use super::orders::{self, Orders};
use super::position::{Position, Robot};
use super::{boards, draft, report, setup};
use crate::games::{
    Game, GameRng, OrdersError, OrdersText, Outcome, PhaseInfo, Players, Resolution, Seat,
    SetupError, TurnOrders,
};
use crate::lang::Say;
use rand::RngExt;

use std::fmt::Write as _;

mod settings;
mod start;
mod state;
pub use settings::Settings;
pub use state::{Phase, RaceOrders, State, StateFile};

/// The game kind `race`.
pub struct Race;

/// One robot's hand (ruling 5): a card per free slot with the dealing weights, plus the card
/// Flywheel kept (lost when no hand is dealt).
pub fn deal_one(r: &Robot, rng: &mut GameRng) -> Vec<Card> {
    let size = r.hand_size();
    if size == 0 {
        return Vec::new();
    }
    let mut hand: Vec<Card> = (0..size).map(|_| Card::draw(rng)).collect();
    hand.extend(r.saved());
    hand
}

/// Every robot's hand for the next round.
pub fn deal(pos: &Position, rng: &mut GameRng) -> Vec<Vec<Card>> {
    pos.robots().iter().map(|r| deal_one(r, rng)).collect()
}

/// Run one round from a position with plans (`robomod sim`, and [`Game::resolve`]).
pub fn play_round(pos: &Position, plans: &[Plan], rng: &mut GameRng) -> (Position, Vec<Event>) {
    let mut next = pos.clone();
    let mut events = Vec::with_capacity(256);
    run_round(&mut next, plans, rng, &mut events);
    (next, events)
}

/// What [`orders::read`] needs to know about `seat`.
fn reader<'a>(
    state: &'a State,
    seat: Seat,
    recompiled: &'a dyn Fn(u8) -> Vec<Card>,
) -> Option<orders::Seat<'a>> {
    let robot = state.position.robots().get(seat.index())?;
    Some(orders::Seat {
        robot,
        dealt: state.hand(seat),
        wildcards: robot.wildcards(),
        recompiled,
    })
}

impl Race {
    /// Read `text` for `seat` on top of the orders on file (see [`Game::parse_orders`]).
    fn read(
        state: &State,
        seat: Seat,
        text: &str,
        on_file: Option<&RaceOrders>,
        say: Say<'_>,
    ) -> Result<RaceOrders, OrdersError> {
        let Some(robot) = state.position.robots().get(seat.index()) else {
            return Err(OrdersError::one(
                "",
                crate::say!(say, "race-no-seat", seat = seat.to_string()),
            ));
        };
        if let Phase::Picking { order, pool, .. } = &state.phase {
            let starts = state.position.board().starts().len();
            if pool.is_empty() {
                return orders::read_picks(text.trim(), starts, say).map(RaceOrders::Pick);
            }
            return start::read_start(text, order.is_empty(), pool, on_file, starts, say);
        }
        if robot.is_out() {
            return Err(OrdersError::one("", say.t("race-out")));
        }
        let on_file = match on_file {
            Some(RaceOrders::Round(o)) => Some(o),
            _ => None,
        };
        let recompiled = |k| state.recompiled_hand(seat, k);
        let s = reader(state, seat, &recompiled).expect("the seat exists");
        orders::read(text, &s, on_file, say).map(RaceOrders::Round)
    }
}

impl Game for Race {
    const KIND: &'static str = "race";
    const VOCABULARY: crate::games::Vocabulary = crate::games::Vocabulary {
        order_words: orders::ORDER_WORDS,
        alone: &["PASS", "RECOMPILE"],
        lists: &["PROGRAM"],
        notation: super::notation::WORDS,
        shortened: super::notation::SHORTENED,
        glued: super::notation::is_glued,
    };
    type Settings = Settings;
    type State = State;
    type Orders = RaceOrders;
    type Event = Event;

    /// [`boards::trials`].
    fn trials() -> crate::games::Trials {
        boards::trials()
    }

    /// The robots are named after their players (a default name for one not known).
    fn new_game(
        settings: &Settings,
        players: Players<'_>,
        rng: &mut GameRng,
    ) -> Result<State, SetupError> {
        let names: Vec<String> = (0..players.seats())
            .map(|i| match players.name(i) {
                Some(name) => name.to_string(),
                None => DEFAULT_NAMES.get(i).unwrap_or(&"Robot").to_string(),
            })
            .collect();
        let board = settings.board()?;
        let names = robot_names(&names);
        let position = setup::new_race(board, &names, None, settings.house(), rng)?;
        let deal_seed = rng.random();
        let pool = draft::draw_pool(&settings.house(), names.len(), settings.draft, rng);
        let (phase, hands) = if settings.picks.is_empty() && pool.is_empty() {
            (Phase::Racing, deal(&position, rng))
        } else {
            let order = settings
                .picks
                .iter()
                .copied()
                .filter(|&s| (s as usize) < names.len())
                .collect();
            let draft = if pool.is_empty() { 0 } else { settings.draft };
            let phase = Phase::Picking { order, draft, pool };
            (phase, vec![Vec::new(); names.len()])
        };
        Ok(State {
            phase,
            position,
            hands,
            deal_seed,
        })
    }

    fn seat_label(state: &State, seat: Seat) -> String {
        match state.position.robots().get(seat.index()) {
            Some(r) => r.name().to_string(),
            None => format!("seat {seat}"),
        }
    }

    fn phase_in(state: &State, say: Say<'_>) -> PhaseInfo {
        let phase = Self::phase(state);
        let (title, name) = match &state.phase {
            Phase::Picking { order, .. } if order.is_empty() => {
                (say.t("race-turn-drafting"), say.t("race-phase-drafting"))
            }
            Phase::Picking { .. } => (say.t("race-turn-picking"), say.t("race-phase-picking")),
            Phase::Racing => (
                crate::say!(say, "race-turn-round", n = state.position.round()),
                say.t("race-phase-programming"),
            ),
        };
        PhaseInfo {
            title,
            name,
            ..phase
        }
    }

    fn round_number(state: &State) -> Option<u32> {
        match &state.phase {
            Phase::Picking { .. } => Some(0),
            Phase::Racing => Some(state.position.round()),
        }
    }

    fn phase(state: &State) -> PhaseInfo {
        match &state.phase {
            // The option draft alone: DRAFT is the phase's word; with picks, one beside PICK.
            Phase::Picking { order, pool, .. } if order.is_empty() && !pool.is_empty() => {
                PhaseInfo {
                    title: "upgrades".into(),
                    name: "drafting".into(),
                    order_keyword: "DRAFT".into(),
                    bare_orders: vec![],
                }
            }
            Phase::Picking { pool, .. } => PhaseInfo {
                title: "start squares".into(),
                name: "picking".into(),
                order_keyword: "PICK".into(),
                bare_orders: if pool.is_empty() {
                    vec![]
                } else {
                    vec!["DRAFT".into()]
                },
            },
            Phase::Racing => PhaseInfo {
                title: format!("round {}", state.position.round()),
                name: "programming".into(),
                order_keyword: "PROGRAM".into(),
                bare_orders: orders::COMMANDS.iter().map(|c| c.to_string()).collect(),
            },
        }
    }

    /// Commands build on each other: `POWER DOWN` keeps the program sent before, `RECOMPILE`
    /// deals a new hand that later programs are read against.
    fn parse_orders(
        state: &State,
        seat: Seat,
        written: OrdersText<'_, RaceOrders>,
        say: Say<'_>,
    ) -> Result<RaceOrders, OrdersError> {
        Self::read(state, seat, written.text, written.on_file, say)
    }

    fn canonical(state: &State, orders: &RaceOrders, say: Say<'_>) -> String {
        match orders {
            RaceOrders::Pick(p) if p.is_empty() => say.t("race-echo-no-picks"),
            RaceOrders::Pick(p) => {
                let starts = state.position.board().starts();
                let named: Vec<String> = p
                    .iter()
                    .map(|&n| match starts.get(n as usize - 1) {
                        Some(sq) => crate::say!(say, "race-echo-pick", n = n, at = sq.to_string()),
                        None => n.to_string(),
                    })
                    .collect();
                format!("{} {}", say.command_word("PICK"), named.join(" "))
            }
            RaceOrders::Draft { picks, wanted } => {
                let mut lines = Vec::new();
                if !picks.is_empty() {
                    lines.push(Self::canonical(
                        state,
                        &RaceOrders::Pick(picks.clone()),
                        say,
                    ));
                }
                lines.push(draft::canonical(wanted, say));
                lines.join("\n")
            }
            RaceOrders::Round(o) => orders::canonical(o, say),
        }
    }

    fn default_orders(state: &State, seat: Seat) -> RaceOrders {
        match (&state.phase, state.position.robots().get(seat.index())) {
            (Phase::Picking { .. }, _) | (_, None) => RaceOrders::Pick(Vec::new()),
            (Phase::Racing, Some(r)) => RaceOrders::Round(Orders::nothing(r)),
        }
    }

    /// A program with a card the hand does not hold (ruling 6): that register is drawn at the
    /// deadline, so the round waits for her to put it right.
    fn left_to_chance(orders: &RaceOrders) -> bool {
        matches!(orders, RaceOrders::Round(o) if !o.unheld.is_empty())
    }

    fn resolve(
        state: &State,
        turn: TurnOrders<'_, RaceOrders>,
        rng: &mut GameRng,
    ) -> Resolution<State, Event> {
        let orders = turn.orders;
        if let Phase::Picking { order, .. } = &state.phase {
            return Self::start(state, order, orders, rng);
        }
        let mut pos = state.position.clone();
        let plans: Vec<Plan> = (0..pos.robots().len())
            .map(|i| {
                let seat = Seat(i as u8);
                let o = match orders.get(i) {
                    Some(RaceOrders::Round(o)) => o.clone(),
                    _ => Orders::nothing(pos.robot(i)),
                };
                for _ in 0..o.recompiles {
                    pos.recompile(i);
                }
                pos.spend_wildcards(i, o.wildcards());
                orders::plan(&o, state.hand(seat))
            })
            .collect();
        let (position, events) = play_round(&pos, &plans, rng);
        let hands = if position.is_over() {
            vec![Vec::new(); position.robots().len()]
        } else {
            deal(&position, rng)
        };
        Resolution {
            state: state.racing(position, hands),
            events,
        }
    }

    /// The report is public; each player's copy ends with their next hand.
    const PRIVATE_REPORTS: bool = true;

    fn render_report(
        before: &State,
        events: &[Event],
        after: &State,
        viewer: Option<Seat>,
        say: Say<'_>,
    ) -> String {
        let mut out = match &before.phase {
            Phase::Picking { pool, .. } => {
                let mut out = report::start_report(&after.position, events, say);
                if !pool.is_empty() {
                    out.push_str(&draft::drafted_text(&after.position, pool, say));
                }
                out
            }
            Phase::Racing => report::round_report(&before.position, events, &after.position, say),
        };
        if let Some(seat) = viewer {
            if !after.position.is_over() {
                out.push_str(&report::new_upgrades(
                    &after.position,
                    events,
                    seat.index(),
                    say,
                ));
            }
            out.push_str(&after.private_text(seat, say));
        }
        out
    }

    fn render_status(state: &State, viewer: Option<Seat>, say: Say<'_>) -> String {
        let mut out = String::new();
        match &state.phase {
            Phase::Picking { order, draft, pool } => {
                if order.is_empty() {
                    out.push_str(&draft::drafting_status(&state.position, say));
                } else {
                    out.push_str(&report::picking_status(&state.position, order, say));
                }
                if !pool.is_empty() {
                    out.push_str(&draft::pool_text(pool, *draft, say));
                }
            }
            Phase::Racing => {
                let _ = writeln!(out, "{}\n", report::title(say, &state.position));
                out.push_str(&report::status(&state.position, say));
            }
        }
        if let Some(seat) = viewer {
            out.push_str(&state.private_text(seat, say));
        }
        out
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if !state.position.is_over() {
            return None;
        }
        match state.position.finishers().first() {
            Some(&i) => Some(Outcome::Won(Seat(i as u8))),
            None => Some(Outcome::Draw),
        }
    }

    fn help(say: Say<'_>) -> String {
        format!("{}\n", say.t("race-help"))
    }
    fn rules(say: Say<'_>) -> String {
        format!("{}\n", say.t("race-rules"))
    }
    fn rules_in_short(say: Say<'_>) -> String {
        format!("{}\n", say.t("race-rules-short"))
    }
    fn example_orders() -> &'static str {
        "PROGRAM F2 L F R U"
    }
}

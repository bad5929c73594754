//! The rules of pebbles: every seat has a pile; each turn each player throws 1, 2 or 3
//! pebbles onto theirs (`THROW 2`, `THROW two`) or keeps them (`KEEP`). Two who throw the same
//! number clash and neither pile grows. The first to the goal wins (the larger pile when
//! several reach it at once; a tie is a draw); after [`LAST_TURN`] turns the game is drawn.
//! Pure: no I/O, randomness only from the given generator.

use super::words::say;
use rand::RngExt;
use robomod::games::{
    ComputerPlayer, Game, GameRng, OrdersError, OrdersText, Outcome, PhaseInfo, Players,
    Resolution, Seat, SetupError, Trials, TurnOrders, TurnRules, Vocabulary,
};
use robomod::lang::Say;
use serde::{Deserialize, Serialize};
use serde_json::json;

pub struct Pebbles;

/// The turn after which a game not won is drawn.
pub const LAST_TURN: u32 = 30;

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    /// The pile that wins.
    pub goal: u8,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { goal: 12 }
    }
}

#[derive(Clone, Serialize, Deserialize)]
pub struct State {
    pub goal: u8,
    /// The turns played.
    pub turns: u32,
    pub piles: Vec<u8>,
    pub names: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Orders {
    Throw(u8),
    Keep,
}

#[derive(Clone, Serialize, Deserialize)]
pub enum Event {
    Threw { seat: u8, n: u8 },
    Clashed { seat: u8, n: u8 },
    Kept { seat: u8 },
}

/// Numbers spelled out, in every language the game speaks.
const NUMBERS: [(&str, u8); 6] = [
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("jeden", 1),
    ("dwa", 2),
    ("trzy", 3),
];

fn number(word: &str) -> Option<u8> {
    match word.parse::<u8>() {
        Ok(n @ 1..=3) => Some(n),
        Ok(_) => None,
        Err(_) => NUMBERS
            .iter()
            .find(|(w, _)| w.eq_ignore_ascii_case(word))
            .map(|(_, n)| *n),
    }
}

impl Game for Pebbles {
    const KIND: &'static str = "pebbles";
    type Settings = Settings;
    type State = State;
    type Orders = Orders;
    type Event = Event;
    const VOCABULARY: Vocabulary = Vocabulary {
        order_words: &["THROW", "KEEP"],
        alone: &["KEEP"],
        lists: &["THROW"],
        notation: &["one", "two", "three", "jeden", "dwa", "trzy"],
        shortened: &[],
        glued: robomod::games::never_glued,
    };

    fn trials() -> Trials {
        Trials {
            variants: vec![(json!({}), 4), (json!({"goal": 20}), 4)],
            fewest: 2,
            games: 100,
            ..Trials::default()
        }
    }

    fn new_game(s: &Settings, p: Players<'_>, _rng: &mut GameRng) -> Result<State, SetupError> {
        let seats = p.seats();
        if !(2..=4).contains(&seats) || s.goal == 0 {
            return Err(SetupError::plain(format!(
                "2 to 4 players and a goal, not {seats}"
            )));
        }
        let names = (0..seats)
            .map(|i| {
                p.name(i)
                    .map_or_else(|| format!("P{}", i + 1), str::to_string)
            })
            .collect();
        Ok(State {
            goal: s.goal,
            turns: 0,
            piles: vec![0; seats],
            names,
        })
    }

    fn seat_label(state: &State, seat: Seat) -> String {
        state.names[seat.index()].clone()
    }

    fn phase(state: &State) -> PhaseInfo {
        Self::phase_in(state, Say::english())
    }

    fn phase_in(state: &State, s: Say<'_>) -> PhaseInfo {
        PhaseInfo {
            title: say(s, "pebbles-phase", &[("round", &(state.turns + 1))]),
            name: say(s, "pebbles-phase-name", &[]),
            order_keyword: "THROW".into(),
            bare_orders: vec!["KEEP".into()],
        }
    }

    fn parse_orders(
        _: &State,
        _: Seat,
        written: OrdersText<'_, Orders>,
        s: Say<'_>,
    ) -> Result<Orders, OrdersError> {
        let text = written.text.trim();
        let words: Vec<&str> = text.split_whitespace().collect();
        let words = match words.as_slice() {
            [first, rest @ ..] if first.eq_ignore_ascii_case("THROW") => rest,
            all => all,
        };
        match words {
            [keep] if keep.eq_ignore_ascii_case("KEEP") => Ok(Orders::Keep),
            [n] => number(n)
                .map(Orders::Throw)
                .ok_or_else(|| OrdersError::one(text, say(s, "pebbles-bad", &[]))),
            _ => Err(OrdersError::one(text, say(s, "pebbles-bad", &[]))),
        }
    }

    fn canonical(_: &State, orders: &Orders, _: Say<'_>) -> String {
        match orders {
            Orders::Throw(n) => n.to_string(),
            Orders::Keep => "KEEP".into(),
        }
    }

    fn default_orders(_: &State, _: Seat) -> Orders {
        Orders::Keep
    }

    fn resolve(
        state: &State,
        turn: TurnOrders<'_, Orders>,
        _rng: &mut GameRng,
    ) -> Resolution<State, Event> {
        let mut next = state.clone();
        next.turns += 1;
        let thrown = |n: u8| {
            (turn.orders.iter())
                .filter(|o| **o == Orders::Throw(n))
                .count()
        };
        let events = (turn.orders.iter().enumerate())
            .map(|(i, o)| {
                let seat = i as u8;
                match o {
                    Orders::Throw(n) if thrown(*n) > 1 => Event::Clashed { seat, n: *n },
                    Orders::Throw(n) => {
                        next.piles[i] = next.piles[i].saturating_add(*n);
                        Event::Threw { seat, n: *n }
                    }
                    Orders::Keep => Event::Kept { seat },
                }
            })
            .collect();
        Resolution {
            state: next,
            events,
        }
    }

    const PRIVATE_REPORTS: bool = false;

    fn render_report(
        _: &State,
        events: &[Event],
        after: &State,
        _: Option<Seat>,
        s: Say<'_>,
    ) -> String {
        let mut out = String::new();
        for e in events {
            let line = match e {
                Event::Threw { seat, n } => {
                    let (who, pile) = (&after.names[*seat as usize], after.piles[*seat as usize]);
                    say(
                        s,
                        "pebbles-threw",
                        &[("who", who), ("n", n), ("pile", &pile)],
                    )
                }
                Event::Clashed { seat, n } => {
                    let who = &after.names[*seat as usize];
                    say(s, "pebbles-clashed", &[("who", who), ("n", n)])
                }
                Event::Kept { seat } => {
                    let (who, pile) = (&after.names[*seat as usize], after.piles[*seat as usize]);
                    say(s, "pebbles-kept", &[("who", who), ("pile", &pile)])
                }
            };
            out.push_str(&line);
            out.push('\n');
        }
        out.push('\n');
        out.push_str(&Self::render_status(after, None, s));
        out
    }

    fn render_status(state: &State, _: Option<Seat>, s: Say<'_>) -> String {
        let mut out = say(s, "pebbles-piles", &[("goal", &state.goal)]);
        out.push('\n');
        for (name, pile) in state.names.iter().zip(&state.piles) {
            let bar = "o".repeat(usize::from(*pile).min(40));
            let name: String = name.chars().take(16).collect();
            out.push_str(&format!("  {name:<16} {pile:>3} {bar}\n"));
        }
        out
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let best = *state.piles.iter().max()?;
        if best < state.goal {
            return (state.turns >= LAST_TURN).then_some(Outcome::Draw);
        }
        let mut first = state.piles.iter().enumerate().filter(|(_, p)| **p == best);
        match (first.next(), first.next()) {
            (Some((i, _)), None) => Some(Outcome::Won(Seat(i as u8))),
            _ => Some(Outcome::Draw),
        }
    }

    fn help(s: Say<'_>) -> String {
        say(s, "pebbles-help", &[]) + "\n"
    }

    fn rules_in_short(s: Say<'_>) -> String {
        say(s, "pebbles-short", &[])
    }

    fn example_orders() -> &'static str {
        "THROW 2"
    }
}

impl TurnRules for Pebbles {}

/// The computer throws at random, now and then keeping.
impl ComputerPlayer for Pebbles {
    fn bot_orders(state: &State, seat: Seat, rng: &mut GameRng) -> Option<Orders> {
        (seat.index() < state.piles.len()).then(|| match rng.random_range(0..5u8) {
            0 => Orders::Keep,
            n => Orders::Throw(n.min(3)),
        })
    }

    fn mail_text(_: &State, orders: &Orders) -> String {
        match orders {
            Orders::Throw(n) => format!("THROW {n}"),
            Orders::Keep => "KEEP".into(),
        }
    }
}

/// The composer page's description of pebbles' orders: one of the numbers
/// (1, 2 or 3) after `THROW`, or `KEEP`; nothing private to a seat.
impl robomod::games::Compose for Pebbles {
    fn order_forms(s: robomod::lang::Say<'_>) -> Vec<robomod::games::capability::OrderForm> {
        use robomod::games::capability::{OrderForm, Pieces};
        vec![OrderForm {
            kind: Self::KIND.into(),
            keyword: "THROW".into(),
            hint: say(s, "pebbles-compose-hint", &[]),
            min: 1,
            max: 1,
            pieces: Pieces::Fixed((1..=3u8).map(|n| n.to_string()).collect()),
            variants: Vec::new(),
            switches: Vec::new(),
            bare: vec!["KEEP".into()],
            counted: false,
            one_per_group: false,
            said: Default::default(),
        }]
    }

    fn choices(
        state: &State,
        _seat: Seat,
        _say: robomod::lang::Say<'_>,
    ) -> Option<robomod::games::capability::Choices> {
        Self::outcome(state)
            .is_none()
            .then(robomod::games::capability::Choices::default)
    }
}

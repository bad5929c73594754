//! "sprint", a tiny game with the shape of RAMbots for the moderator's tests: a secret setup
//! phase (`GOALS n`, hidden until everyone is in, drawn at random for the silent), then
//! programming rounds (`PROGRAM n` moves your runner n squares, `PASS` stays) until someone
//! reaches the end of the track.

use rand::RngExt;
use robomod::games::shape::Shape;
use robomod::games::{
    DynGame, Erased, Game, GameRng, OrdersError, OrdersText, Outcome, PhaseInfo, Pictures, Players,
    Registry, Resolution, Seat, SetupError, TurnOrders, TurnRules, Vocabulary,
};
use robomod::lang::Say;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

pub struct Sprint;

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Settings {
    pub length: u8,
    /// A bug on purpose: the resolution of this programming round panics.
    pub panics_in: Option<u32>,
    /// A bug on purpose: the game's picture panics ([`DRAWN`]).
    pub picture_panics: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            length: 8,
            panics_in: None,
            picture_panics: false,
        }
    }
}

#[derive(Clone, Serialize, Deserialize)]
pub struct State {
    pub setup: bool,
    /// Moves made so far.
    #[serde(default)]
    pub moves: u32,
    pub length: u8,
    pub pos: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub panics_in: Option<u32>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub picture_panics: bool,
}

#[derive(Clone, Serialize, Deserialize)]
pub enum Orders {
    Start(u8),
    RandomStart,
    Move(u8),
}

#[derive(Clone, Serialize, Deserialize)]
pub enum Event {
    Started { seat: u8, at: u8, drawn: bool },
    Moved { seat: u8, by: u8, to: u8 },
}

const LABELS: [&str; 4] = ["Red", "Green", "Blue", "Yellow"];

fn number(text: &str, max: u8) -> Result<u8, OrdersError> {
    let t = text.trim();
    match t.parse::<u8>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(OrdersError::one(
            t,
            format!("write one number from 0 to {max}, like 2"),
        )),
    }
}

impl Game for Sprint {
    const KIND: &'static str = "sprint";
    type Settings = Settings;
    type State = State;
    type Orders = Orders;
    type Event = Event;
    /// Its own words, declared as any game's (RAMbots happens to use them too).
    const VOCABULARY: Vocabulary = Vocabulary {
        order_words: &["GOALS", "PROGRAM", "PASS"],
        alone: &["PASS"],
        lists: &["GOALS", "PROGRAM"],
        notation: &[],
        shortened: &[],
        glued: robomod::games::never_glued,
    };

    fn new_game(s: &Settings, p: Players<'_>, _rng: &mut GameRng) -> Result<State, SetupError> {
        let players = p.seats();
        if !(2..=4).contains(&players) {
            return Err(SetupError::plain(format!(
                "sprint takes 2 to 4 players, not {players}"
            )));
        }
        Ok(State {
            setup: true,
            moves: 0,
            length: s.length,
            pos: vec![0; players],
            panics_in: s.panics_in,
            picture_panics: s.picture_panics,
        })
    }

    fn seat_label(_: &State, seat: Seat) -> String {
        LABELS[seat.index()].to_string()
    }

    fn round_number(state: &State) -> Option<u32> {
        Some(if state.setup { 0 } else { state.moves + 1 })
    }

    fn phase(state: &State) -> PhaseInfo {
        if state.setup {
            PhaseInfo {
                title: "setup".into(),
                name: "setup".into(),
                order_keyword: "GOALS".into(),
                bare_orders: vec![],
            }
        } else {
            PhaseInfo {
                title: format!("move {}", state.moves + 1),
                name: "programming".into(),
                order_keyword: "PROGRAM".into(),
                bare_orders: vec!["PASS".into()],
            }
        }
    }

    fn parse_orders(
        state: &State,
        _seat: Seat,
        written: OrdersText<'_, Orders>,
        _say: Say<'_>,
    ) -> Result<Orders, OrdersError> {
        let text = written.text;
        if state.setup {
            match number(text, 3)? {
                0 => Err(OrdersError::one(text.trim(), "a start is 1, 2 or 3")),
                n => Ok(Orders::Start(n)),
            }
        } else if text.trim().eq_ignore_ascii_case("PASS") {
            Ok(Orders::Move(0))
        } else {
            Ok(Orders::Move(number(text, 3)?))
        }
    }

    fn canonical(_: &State, orders: &Orders, _: Say<'_>) -> String {
        match orders {
            Orders::Start(n) => format!("GOALS {n}"),
            Orders::RandomStart => "GOALS (drawn at random)".into(),
            Orders::Move(0) => "PASS".into(),
            Orders::Move(n) => format!("PROGRAM {n}"),
        }
    }

    fn default_orders(state: &State, _seat: Seat) -> Orders {
        if state.setup {
            Orders::RandomStart
        } else {
            Orders::Move(0)
        }
    }

    fn resolve(
        state: &State,
        turn: TurnOrders<'_, Orders>,
        rng: &mut GameRng,
    ) -> Resolution<State, Event> {
        let orders = turn.orders;
        if !state.setup && state.panics_in == Some(state.moves + 1) {
            panic!("the test game fails on purpose");
        }
        let mut next = state.clone();
        let mut events = Vec::new();
        for (i, o) in orders.iter().enumerate() {
            let seat = i as u8;
            match (state.setup, o) {
                (true, Orders::Start(n)) => {
                    next.pos[i] = *n;
                    events.push(Event::Started {
                        seat,
                        at: *n,
                        drawn: false,
                    });
                }
                (true, _) => {
                    let n = rng.random_range(1..=3u8);
                    next.pos[i] = n;
                    events.push(Event::Started {
                        seat,
                        at: n,
                        drawn: true,
                    });
                }
                (false, Orders::Move(by)) => {
                    next.pos[i] = (next.pos[i] + by).min(state.length);
                    events.push(Event::Moved {
                        seat,
                        by: *by,
                        to: next.pos[i],
                    });
                }
                (false, _) => {}
            }
        }
        if !state.setup {
            next.moves += 1;
        }
        next.setup = false;
        Resolution {
            state: next,
            events,
        }
    }

    fn render_report(
        _: &State,
        events: &[Event],
        after: &State,
        _viewer: Option<Seat>,
        _say: Say<'_>,
    ) -> String {
        let mut out = String::new();
        for e in events {
            match e {
                Event::Started { seat, at, drawn } => out.push_str(&format!(
                    "{} starts on square {at}{}.\n",
                    LABELS[*seat as usize],
                    if *drawn { " (drawn at random)" } else { "" }
                )),
                Event::Moved { seat, by, to } => out.push_str(&format!(
                    "{} moves {by} to square {to}.\n",
                    LABELS[*seat as usize]
                )),
            }
        }
        out.push_str(&track(after));
        out
    }

    fn render_status(state: &State, viewer: Option<Seat>, _say: Say<'_>) -> String {
        if state.setup {
            let who = viewer.map_or("the public".to_string(), |s| LABELS[s.index()].to_string());
            return format!("Setup: starts are secret until everyone is in ({who}).\n");
        }
        track(state)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let best = *state.pos.iter().max()?;
        let first = state.pos.iter().position(|&p| p == best)?;
        (!state.setup && best >= state.length).then_some(Outcome::Won(Seat(first as u8)))
    }

    fn help(_say: Say<'_>) -> String {
        "Sprint: GOALS n (1-3) picks your secret start in the setup phase.\n\
         Then PROGRAM n (0-3) moves your runner n squares; PASS stays.\n"
            .into()
    }
}

fn track(state: &State) -> String {
    let mut out = String::new();
    for (i, p) in state.pos.iter().enumerate() {
        let mut line = String::new();
        for sq in 0..=state.length {
            line.push(if sq == *p { 'o' } else { '.' });
        }
        out.push_str(&format!("{:<7}{line}\n", LABELS[i]));
    }
    out
}

impl TurnRules for Sprint {}

pub static SPRINT: Erased<Sprint> = Erased::new();

/// Its board as a picture: a strip of squares, one a step of the track (for the tests of the
/// mails' pictures, through [`DRAWN`]).
impl Pictures for Sprint {
    fn render_picture_shapes(
        _before: &State,
        _events: &[Event],
        after: &State,
        _say: Say<'_>,
    ) -> (String, Vec<Shape>) {
        if after.picture_panics {
            panic!("the picture fails on purpose");
        }
        let width = 20 * (u32::from(after.length) + 1);
        let svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"20\">\
             <rect width=\"{width}\" height=\"20\" fill=\"#eee\"/></svg>"
        );
        (svg, Vec::new())
    }
}

/// Sprint with pictures.
pub static DRAWN: Erased<Sprint> = Erased::new().pictures();

/// The built-in games and sprint drawing pictures.
pub fn games_drawn() -> &'static Registry {
    static GAMES: LazyLock<Registry> =
        LazyLock::new(|| Registry::builtin().with([&DRAWN as &dyn DynGame]));
    &GAMES
}

/// The games the moderator tests know: the built-in ones and sprint.
pub fn games() -> &'static Registry {
    static GAMES: LazyLock<Registry> =
        LazyLock::new(|| Registry::builtin().with([&SPRINT as &dyn DynGame]));
    &GAMES
}

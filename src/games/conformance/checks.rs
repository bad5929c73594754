//! The checks of one short game ([`checked_game`]): every seat's orders read back, rounds
//! give the same bytes twice, reports and texts fit 72 columns, and each capability the game
//! declares gives what it promises (pictures inside their frame, standings that place every
//! seat, grants that load back, a next game that starts).

use crate::games::capability::{DynPictures, DynStandings};
use crate::games::{
    DynGame, GameRng, Loaded, OrdersText, Players, Seat, TurnOrders, Viewer, step_rng,
};
use crate::lang::Say;
use serde_json::Value;

/// The widest line a text report may have.
const COLUMNS: usize = 72;

/// The lines of `text` wider than [`COLUMNS`], for the failure message.
fn too_wide(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.chars().count() > COLUMNS)
        .map(str::to_string)
        .collect()
}

fn assert_fits(what: &str, text: &str) {
    let wide = too_wide(text);
    assert!(
        wide.is_empty(),
        "{what}: wider than {COLUMNS}:\n{}",
        wide.join("\n")
    );
}

/// A computer player's mail text read as the moderator reads a mail's commands: each line on
/// top of the orders the lines before it left on file (a line opening with the phase's order
/// keyword is read after it; any other line, a bare order, whole). The orders and their
/// canonical text; `None` for an empty text.
pub(super) fn read_mail(
    state: &dyn Loaded,
    seat: Seat,
    text: &str,
    say: Say<'_>,
) -> Result<Option<(Value, String)>, String> {
    let phase = state.phase();
    let mut read: Option<(Value, String)> = None;
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (first, rest) = line.split_once(' ').unwrap_or((line, ""));
        let text = if first.eq_ignore_ascii_case(&phase.order_keyword) {
            rest
        } else {
            line
        };
        let written = OrdersText {
            text,
            on_file: read.as_ref().map(|(o, _)| o),
        };
        let orders = state
            .parse_orders(seat, written, say)
            .map_err(|e| format!("{line:?}: {e}"))?;
        read = Some(orders);
    }
    Ok(read)
}

/// Whether `orders` are complete orders for `seat` (it would be "in").
pub(super) fn complete(state: &dyn Loaded, seat: Seat, orders: &Value) -> bool {
    state
        .orders_complete(seat, orders)
        .expect("orders complete")
}

/// What one short game checked: how often each optional check found something to check.
#[derive(Default)]
pub(super) struct Seen {
    pub(super) rounds: u32,
    pub(super) bot_orders: u32,
    pub(super) round_trips: u32,
    pub(super) what_ifs: u32,
    pub(super) pictures: u32,
    pub(super) standings: u32,
    pub(super) grants: u32,
    pub(super) next_games: u32,
    pub(super) composed: u32,
}

/// Checks every seat's orders for the open turn: the default orders are accepted (they have
/// a canonical text, and complete or not, the seat's state says so without error); the
/// computer player's orders, written as its mail, read back to the same canonical text, and
/// that text, unless a description in brackets, reads again to the same orders.
fn check_orders(
    engine: &dyn DynGame,
    state: &dyn Loaded,
    seat: Seat,
    rng: &mut GameRng,
    seen: &mut Seen,
    say: Say<'_>,
) -> Value {
    let kind = engine.kind();
    let default = state.default_orders(seat).expect("default orders");
    state
        .canonical(&default, say)
        .expect("default orders have a text");
    complete(state, seat, &default);
    let Some(computer) = engine.capabilities().computer else {
        return default;
    };
    let Some((orders, _)) = computer.bot_orders(state, seat, rng).expect("bot orders") else {
        return default;
    };
    // As robomod echoes them to a reader of `say`'s language.
    let canonical = state.canonical(&orders, say).expect("canonical");
    seen.bot_orders += 1;
    let mail = computer.mail_text(state, &orders).expect("mail text");
    match read_mail(state, seat, &mail, say) {
        // Complete orders read back as they are; incomplete ones (the race: no program yet),
        // or those of a seat with nothing to order, may be written as what they come to
        // (`PASS`: every register at random).
        Ok(Some((_, read)))
            if complete(state, seat, &orders)
                && !state.takes_no_orders(seat).expect("takes no orders") =>
        {
            assert_eq!(read, canonical, "{kind}: {mail:?}")
        }
        Ok(Some(_)) => {}
        Ok(None) => assert_eq!(orders, default, "{kind}: no mail text for {canonical:?}"),
        Err(e) => panic!("{kind}: the computer player's {mail:?} is refused: {e}"),
    }
    if !canonical.contains('(') && !canonical.contains(':') {
        let (again, _) = state
            .parse_orders(seat, OrdersText::new(&canonical), say)
            .unwrap_or_else(|e| panic!("{kind}: canonical {canonical:?} does not read: {e}"));
        assert_eq!(again, orders, "{kind}: {canonical:?}");
        seen.round_trips += 1;
    }
    orders
}

/// Checks what the game declares beyond the core on `state` (a round `before` -> `state`
/// with `events` when given).
fn check_capabilities(
    engine: &dyn DynGame,
    before: Option<&dyn Loaded>,
    events: &Value,
    state: &dyn Loaded,
    orders: &[Value],
    seen: &mut Seen,
    say: Say<'_>,
) {
    let kind = engine.kind();
    let caps = engine.capabilities();
    if let Some(pictures) = caps.pictures {
        check_pictures(pictures, (before, events, state), kind, say);
        seen.pictures += 1;
    }
    if let Some(standings) = caps.standings
        && check_standings(standings, state, orders.len(), kind, say)
    {
        seen.standings += 1;
    }
    let over = state.outcome().is_some();
    // A game over places every seat, someone first, the winner among the first.
    if let Some(standings) = caps.standings
        && let Some(places) = standings.final_places(state).expect("final places")
    {
        assert!(over, "{kind}: final places of a game not over");
        if !orders.is_empty() {
            assert_eq!(
                places.len(),
                orders.len(),
                "{kind}: final places {places:?}"
            );
        }
        assert!(places.contains(&1), "{kind}: final places {places:?}");
        if let Some(crate::games::Outcome::Won(w)) = state.outcome() {
            assert_eq!(places[w.index()], 1, "{kind}: the winner not first");
        }
    }
    if let Some(what_if) = caps.what_if
        && !over
        && let Some(o) = orders.first()
    {
        // Orders of the turn before may not fit this one: a what-if of them refuses or
        // reports, and a report fits.
        if let Ok(Some(text)) = what_if.what_if(state, Seat(0), o, &mut step_rng(5, 5), say) {
            assert_fits(&format!("{kind} what-if"), &text);
            seen.what_ifs += 1;
        }
    }
    if let Some(compose) = caps.compose
        && !over
    {
        let mut rng = step_rng(7, seen.rounds);
        seen.composed +=
            super::compose::check_compose(engine, compose, state, orders.len(), &mut rng, say);
    }
    if let Some(compensation) = caps.compensation
        && !over
    {
        let granted = compensation.grant(state, Seat(0), 2).expect("a grant");
        let text = granted.to_string();
        let again: Value = serde_json::from_str(&text).expect("JSON");
        engine.load(&again).expect("the granted state loads");
        let (subject, text) = compensation.granted_notice(2, 1, say);
        assert!(
            !subject.trim().is_empty() && !text.trim().is_empty(),
            "{kind}"
        );
        seen.grants += 1;
    }
}

/// A game's pictures of a turn (`before`, its events, the state after): every word on the
/// picture, every step's table whole, and the report's steps the pictures' without them.
fn check_pictures(
    pictures: &dyn DynPictures,
    (before, events, state): (Option<&dyn Loaded>, &Value, &dyn Loaded),
    kind: &str,
    say: Say<'_>,
) {
    let svg = pictures
        .render_picture(before, events, state, say)
        .expect("a picture");
    assert!(svg.contains("<svg"), "{kind}: {svg:.80}");
    // Every language's words fit the picture (a Polish legend is longer).
    let code = say.code();
    let off = crate::games::svg::texts_outside(&svg);
    assert!(off.is_empty(), "{kind} in {code}: off the picture: {off:?}");
    let steps = (pictures.render_steps(before, events, state, say)).expect("steps");
    for s in &steps {
        let off = crate::games::svg::texts_outside(s.svg.as_deref().unwrap_or_default());
        assert!(off.is_empty(), "{kind} {} in {code}: {off:?}", s.title);
        assert!(
            s.rows.iter().all(|r| r.len() == s.columns.len()),
            "{kind}: {}",
            s.title
        );
        // The width a report shows a step at is its picture's.
        let drawn = s.svg.as_deref().and_then(crate::games::svg::width_of);
        assert_eq!(drawn.unwrap_or(0), s.width, "{kind}: {}", s.title);
    }
    // A round's report is written from the steps' words alone (the tick draws nothing):
    // the same steps, in the same order, only without their pictures.
    let words = (pictures.render_step_words(before, events, state, say)).expect("words");
    let undrawn: Vec<crate::games::Step> = (steps.into_iter())
        .map(|s| crate::games::Step {
            svg: None,
            shapes: Vec::new(),
            ..s
        })
        .collect();
    assert_eq!(words, undrawn, "{kind} in {code}: the steps' words");
}

/// A game's standings of `state`, when it has some: they fit the page, their tables are
/// whole, every one of the `seats` has facts filled. Whether there were standings.
fn check_standings(
    standings: &dyn DynStandings,
    state: &dyn Loaded,
    seats: usize,
    kind: &str,
    say: Say<'_>,
) -> bool {
    let Some(text) = standings.render_standings(state, say).expect("standings") else {
        return false;
    };
    assert_fits(&format!("{kind} standings"), &text);
    // The same as tables, every row as wide as its columns; a seat's facts are filled.
    for t in standings.standings_tables(state, say).expect("tables") {
        assert!(
            t.rows.iter().all(|r| r.len() == t.columns.len()),
            "{kind}: {}",
            t.title
        );
    }
    for seat in 0..seats {
        for (what, value) in standings
            .seat_facts(state, Seat(seat as u8), say)
            .expect("facts")
        {
            assert!(
                !what.is_empty() && !value.is_empty(),
                "{kind}: {what}: {value}"
            );
        }
    }
    true
}

/// One short game with every check; returns what it saw.
pub(super) fn checked_game(
    engine: &dyn DynGame,
    settings: &Value,
    players: usize,
    seed: u64,
    seen: &mut Seen,
    say: Say<'_>,
) {
    let kind = engine.kind();
    let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
    let settings = engine.check_settings(settings).expect("settings");
    let first = engine
        .new_game(&settings, Players::named(&names), &mut step_rng(seed, 0))
        .expect("a new game");
    let mut state = engine.load(&first).expect("the new game loads");
    let viewers: Vec<Viewer<'_>> = std::iter::once((None, say))
        .chain((0..players).map(|i| (Some(Seat(i as u8)), say)))
        .collect();
    check_capabilities(engine, None, &Value::Null, &*state, &[], seen, say);
    for round in 1..=25 {
        for &(v, _) in &viewers {
            let status = state.render_status(v, say);
            assert_fits(&format!("{kind} status for {v:?}"), &status);
        }
        let mut rng = step_rng(seed ^ 0xc0f, round);
        let orders: Vec<Value> = (0..players)
            .map(|i| check_orders(engine, &*state, Seat(i as u8), &mut rng, seen, say))
            .collect();
        let arrival: Vec<Option<u64>> = (0..players).map(|i| Some(i as u64)).collect();
        let turn = TurnOrders {
            orders: &orders,
            arrival: &arrival,
        };
        let run = || {
            state
                .resolve_round(turn, &mut step_rng(seed, round), &viewers, say)
                .unwrap_or_else(|e| panic!("{kind} seed {seed} round {round}: {e}"))
        };
        let a = run();
        let b = run();
        let next: Value = serde_json::from_str(a.state.text()).expect("stored state is JSON");
        let next = engine.load(&next).expect("the stored state loads");
        // The same seed and orders give the same bytes.
        assert_eq!(a.state.text(), b.state.text(), "{kind}: state");
        assert_eq!(a.events.text(), b.events.text(), "{kind}: events");
        assert_eq!(a.reports, b.reports, "{kind}: reports");
        for ((v, _), report) in viewers.iter().zip(&a.reports) {
            assert_fits(
                &format!("{kind} seed {seed} round {round} for {v:?}"),
                report,
            );
            // One at a time gives what the batch gave.
            let one = state
                .render_report(a.events.value(), &*next, *v, say)
                .expect("a report");
            assert_eq!(&one, report, "{kind}");
        }
        seen.rounds += 1;
        let events = a.events.value();
        check_capabilities(engine, Some(&*state), events, &*next, &orders, seen, say);
        state = next;
        if state.outcome().is_some() {
            if let Some(next_game) = engine.capabilities().next_game {
                let seated: Vec<Seat> = (0..players).rev().map(|i| Seat(i as u8)).collect();
                if let Some(s) = next_game
                    .next_settings(&*state, &settings, &seated)
                    .expect("next settings")
                {
                    let s = engine.check_settings(&s).expect("the next game's settings");
                    engine
                        .new_game(&s, Players::named(&names), &mut step_rng(seed, 0))
                        .expect("the next game starts");
                    seen.next_games += 1;
                }
            }
            break;
        }
    }
}

/// The texts a game writes whatever the position (help, rules) fit in `say`'s language.
pub(super) fn check_words(engine: &dyn DynGame, say: Say<'_>) {
    let kind = engine.kind();
    let lang = say.code();
    assert!(!engine.help(say).trim().is_empty(), "{kind} {lang}: help");
    assert_fits(&format!("{kind} {lang} help"), &engine.help(say));
    assert_fits(&format!("{kind} {lang} rules"), &engine.rules(say));
    let short = engine.rules_in_short(say);
    assert_fits(&format!("{kind} {lang} rules in short"), &short);
}

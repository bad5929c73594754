//! The race's turn rules and the capabilities it offers beyond the core [`crate::games::Game`]:
//! what a silent or resigned robot gets ([`TurnRules`], [`IdleSeats`]), who is "in" (orders
//! in parts, [`OrdersInParts`]), the computer player of
//! [`super::bot`], the what-if (`TRY`), wildcards as compensation, the pick order handed to
//! the next race, pictures and register steps, standings.

use super::events::Event;
use super::execute::Plan;
use super::game::{Phase, Race, RaceOrders, Settings, State, play_round};
use super::orders;
use super::report;
use crate::games::capability::house::HouseRule;
use crate::games::shape::Shape;
use crate::games::{
    Compensation, ComputerPlayer, GameRng, IdleSeats, NextGame, OrdersInParts, Pictures, Seat,
    SetupError, Standings, TurnRules, WhatIf,
};
use crate::lang::Say;

impl TurnRules for Race {
    fn default_text(state: &State, seat: Seat, say: Say<'_>) -> String {
        say.t(
            match (&state.phase, state.position.robots().get(seat.index())) {
                (Phase::Picking { pool, .. }, _) if !pool.is_empty() => "race-default-drafting",
                (Phase::Picking { .. }, _) => "race-default-picking",
                (_, Some(r)) if r.is_out() => "race-default-out",
                (_, Some(r)) if r.powered_down() => "race-default-down",
                _ => "race-default-random",
            },
        )
    }

    fn resigned_text(_state: &State, _seat: Seat, say: Say<'_>) -> String {
        say.t("race-resigned")
    }
    fn kept_text(_state: &State, _seat: Seat, say: Say<'_>) -> String {
        say.t("race-kept")
    }
}

impl IdleSeats for Race {
    /// A robot out of the race, or powered down (it has no hand), has nothing to order.
    fn takes_no_orders(state: &State, seat: Seat) -> bool {
        matches!(state.phase, Phase::Racing)
            && state
                .position
                .robots()
                .get(seat.index())
                .is_some_and(|r| r.is_out() || r.powered_down() || r.at().is_none())
    }

    /// A resigned player's robot is powered down at once and for the rest of the race: never
    /// a random program (a start square still comes to it at random when picking).
    fn resigned_orders(state: &State, seat: Seat) -> RaceOrders {
        match (&state.phase, state.position.robots().get(seat.index())) {
            (Phase::Racing, Some(r)) => RaceOrders::Round(orders::Orders::resigned(r)),
            _ => <Self as crate::games::Game>::default_orders(state, seat),
        }
    }
}

impl OrdersInParts for Race {
    /// A program for every unlocked register, or `PASS`; `POWER DOWN`, an option or a
    /// `RECOMPILE` alone leave the seat out (a short program too: the rest would be random).
    fn orders_complete(state: &State, seat: Seat, orders: &RaceOrders) -> bool {
        match orders {
            RaceOrders::Pick(_) => true,
            // A draft is in once it names upgrades, and start squares when there are any to
            // pick.
            RaceOrders::Draft { picks, wanted } => {
                !wanted.is_empty()
                    && (!picks.is_empty()
                        || !matches!(&state.phase, Phase::Picking { order, .. }
                            if order.contains(&seat.0)))
            }
            RaceOrders::Round(o) => {
                <Self as IdleSeats>::takes_no_orders(state, seat)
                    || match &o.program {
                        Some(p) => p.is_empty() || p.len() >= usize::from(o.unlocked),
                        None => false,
                    }
            }
        }
    }
}

/// The race's cards named in words (`zamiast lewo daj prawo`): see [`notation::card_named`].
/// A card has no parts to change: words put in a register take its place.
impl crate::games::capability::CardWords for Race {
    fn card_named(cards: &[&str], words: &str) -> Option<usize> {
        super::notation::card_named(cards, words)
    }
    fn card_changed(_card: &str, _words: &str) -> Option<String> {
        None
    }
    fn cards(program: &str) -> Option<Vec<String>> {
        super::notation::cards(program)
    }
}

impl ComputerPlayer for Race {
    fn bot_orders(state: &State, seat: Seat, rng: &mut GameRng) -> Option<RaceOrders> {
        match state.phase {
            Phase::Picking { ref pool, .. } if !pool.is_empty() => Some(RaceOrders::Draft {
                picks: super::bot::choose_picks(state.position().board()),
                wanted: super::draft::preferred(pool),
            }),
            Phase::Picking { .. } => Some(RaceOrders::Pick(super::bot::choose_picks(
                state.position().board(),
            ))),
            Phase::Racing => super::bot::choose(state, seat, rng).map(RaceOrders::Round),
        }
    }

    fn mail_text(state: &State, orders: &RaceOrders) -> String {
        match orders {
            // A robot with nothing to order (powered down, no option to change): what a silent
            // player gets anyway.
            RaceOrders::Round(o)
                if o.program.is_none() && !o.power_down && o.options.is_empty() =>
            {
                String::new()
            }
            RaceOrders::Round(o) => orders::mail_text(o),
            RaceOrders::Pick(p) if p.is_empty() => String::new(),
            RaceOrders::Pick(p) => {
                let picks: Vec<String> = p.iter().map(u8::to_string).collect();
                format!("PICK {}", picks.join(" "))
            }
            RaceOrders::Draft { picks, wanted } => {
                let mut lines = Vec::new();
                if let Phase::Picking { order, .. } = &state.phase
                    && !order.is_empty()
                    && !picks.is_empty()
                {
                    lines.push(Self::mail_text(state, &RaceOrders::Pick(picks.clone())));
                }
                if !wanted.is_empty() {
                    lines.push(super::draft::mail_text(wanted));
                }
                lines.join("\n")
            }
        }
    }
}

impl WhatIf for Race {
    /// The round with `orders` for `seat`; every other robot runs what is public of it (locked
    /// registers) and cards drawn from the dealing weights, never its private hand; a resigned
    /// player's robot stays powered down.
    fn what_if(
        state: &State,
        seat: Seat,
        orders: &RaceOrders,
        rng: &mut GameRng,
        say: Say<'_>,
    ) -> Option<String> {
        let (Phase::Racing, RaceOrders::Round(o)) = (&state.phase, orders) else {
            return None;
        };
        let mut pos = state.position.clone();
        let plans: Vec<Plan> = (0..pos.robots().len())
            .map(|i| {
                if i != seat.index() {
                    // A resigned player's robot stays down in the what-if too.
                    return Plan {
                        retire: pos.robot(i).retired(),
                        ..Plan::default()
                    };
                }
                for _ in 0..o.recompiles {
                    pos.recompile(i);
                }
                orders::plan(o, state.hand(seat))
            })
            .collect();
        let (after, events) = play_round(&pos, &plans, rng);
        Some(report::round_report(&pos, &events, &after, say))
    }
}

impl Compensation for Race {
    fn granted_notice(n: u8, game: i64, say: Say<'_>) -> (String, String) {
        let subject = crate::say!(say, "race-granted-subject", game = game);
        let text = crate::say!(say, "race-granted", n = n, game = game);
        (subject, format!("{text} {}", say.t("race-wildcards")))
    }

    fn grant(state: &State, seat: Seat, n: u8) -> Result<State, SetupError> {
        let mut next = state.clone();
        if next.position.grant_wildcards(seat.index(), n) {
            Ok(next)
        } else {
            // english: the CLI's error
            Err(SetupError::plain(format!(
                "there is no seat {seat} in this race"
            )))
        }
    }
}

impl NextGame for Race {
    /// The pick order of the race, in the next race's seat numbers (a seat not seated again
    /// drops out of it).
    fn next_settings(state: &State, settings: &Settings, seated: &[Seat]) -> Option<Settings> {
        if !state.position.is_over() {
            return None;
        }
        Some(Settings {
            picks: state
                .position
                .pick_order()
                .iter()
                .filter_map(|&i| seated.iter().position(|s| s.index() == i))
                .map(|new| new as u8)
                .collect(),
            ..settings.clone()
        })
    }
}

impl Pictures for Race {
    fn render_picture_shapes(
        before: &State,
        events: &[Event],
        after: &State,
        say: Say<'_>,
    ) -> (String, Vec<Shape>) {
        super::picture::picture_shapes(before, events, after, say)
    }

    fn render_steps(
        before: &State,
        events: &[Event],
        _after: &State,
        say: Say<'_>,
    ) -> Vec<crate::games::Step> {
        match before.phase {
            Phase::Picking { .. } => Vec::new(),
            Phase::Racing => super::steps::register_steps(&before.position, events, say),
        }
    }

    fn steps_words(say: Say<'_>) -> (String, String) {
        (say.t("race-steps-heading"), say.t("race-steps-legend"))
    }
}

impl Standings for Race {
    fn render_standings(state: &State, say: Say<'_>) -> Option<String> {
        match state.phase {
            Phase::Picking { .. } => None,
            Phase::Racing if state.position.is_over() => {
                Some(report::final_results(&state.position, say))
            }
            Phase::Racing => Some(report::standings_now(&state.position, say)),
        }
    }

    fn standings_tables(state: &State, say: Say<'_>) -> Vec<crate::games::Table> {
        match state.phase {
            Phase::Picking { .. } => Vec::new(),
            Phase::Racing => report::standings_tables(&state.position, say),
        }
    }

    fn seat_facts(state: &State, seat: Seat, say: Say<'_>) -> Vec<(String, String)> {
        let picking = matches!(state.phase, Phase::Picking { .. });
        report::seat_facts(&state.position, state.hand(seat), picking, seat, say)
    }

    /// The finishers by place, then the others by flags touched (equal flags tied), robots
    /// whose players resigned last.
    fn final_places(state: &State) -> Option<Vec<u32>> {
        state
            .position
            .is_over()
            .then(|| super::standings::final_places(&state.position))
    }

    /// The same order while the race runs: finishers by place, then by flags touched.
    fn places_now(state: &State) -> Option<Vec<u32>> {
        Some(super::standings::final_places(&state.position))
    }
}

/// The race's house rules: the seed's game by default (3 lives, upgrades with Circuit Breaker
/// among them, five rounds after the first finish, no draft).
impl crate::games::capability::HouseRules for Race {
    const HOUSE_RULES: &'static [HouseRule] = &[
        HouseRule::number("lives", 1, 9, 3),
        HouseRule::switch("upgrades", true),
        HouseRule::switch("breaker", true),
        HouseRule::number("extra_rounds", 0, 10, 5),
        HouseRule::number("draft", 0, 3, 0),
    ];
}

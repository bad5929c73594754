//! The composer's check ([`check_compose`]): what the archive's page may write for a seat,
//! drawn at random from the game's description of its orders and the seat's choices, is read
//! by the game as complete orders, through the path a mail's lines are read (with the seat's
//! own switches, the form of the open turn's keyword: the form the page shows for it). So the
//! page allows nothing robomod would refuse. Where the pieces are fixed and what counts depends on
//! the play (a Ricochet solution must reach the goal), the other way round: the computer
//! player's orders are ones the page can write.

use super::checks::{complete, read_mail};
use crate::games::capability::{DynCompose, OrderForm, Pieces};
use crate::games::{DynGame, GameRng, Loaded, Seat};
use crate::lang::Say;
use rand::RngExt;
use rand::seq::SliceRandom;

/// For each of `seats` the page composes for now, a mail the page could write is read as
/// complete orders (and the same instructions with a piece too many are not allowed by the
/// page). How many seats were checked.
pub(super) fn check_compose(
    engine: &dyn DynGame,
    compose: &dyn DynCompose,
    state: &dyn Loaded,
    seats: usize,
    rng: &mut GameRng,
    say: Say<'_>,
) -> u32 {
    let kind = state.kind();
    let mut checked = 0;
    for seat in (0..seats).map(|i| Seat(i as u8)) {
        let Some(choices) = compose.choices(state, seat, say).expect("choices") else {
            continue;
        };
        let form = compose.form_of(&choices, say);
        assert_eq!(form.kind, kind, "{kind}: the form of another kind");
        assert!(
            choices.form.is_empty() || choices.form == form.keyword,
            "{kind}: choices for a form {:?} not described",
            choices.form
        );
        assert_eq!(
            state.phase().order_keyword,
            form.keyword,
            "{kind}: the page composes for another phase"
        );
        if let Pieces::Fixed(_) = &form.pieces {
            checked += u32::from(computer_writable(engine, &form, state, seat, rng));
            continue;
        }
        let n = match choices.count {
            Some(n) => n,
            None => rng.random_range(form.min..=form.max.min(8)),
        };
        // The pieces dealt in a random order, where each group counts once the first of it.
        let mut order: Vec<usize> = (0..choices.pieces.len()).collect();
        order.shuffle(rng);
        let mut seen = Vec::new();
        order.retain(|&k| {
            let group = choices.groups.get(k);
            !form.one_per_group || group.is_none() || {
                let first = !seen.contains(&group);
                seen.push(group);
                first
            }
        });
        let mut pieces: Vec<String> = order.iter().map(|&k| choices.pieces[k].clone()).collect();
        pieces.truncate(n);
        let variants: Vec<&str> = (0..pieces.len())
            .map(|_| match form.variants.len() {
                0 => "",
                v => form.variants[rng.random_range(0..v)].as_str(),
            })
            .collect();
        let instructions: Vec<(&str, &str)> = pieces
            .iter()
            .map(String::as_str)
            .zip(variants.iter().copied())
            .collect();
        if !form.allows(&choices, &instructions) {
            continue;
        }
        let mut text = form.line(&instructions);
        let switches = (form.switches.iter().map(|s| &s.line)).chain(&choices.switches);
        for line in switches.filter(|_| rng.random_bool(0.3)) {
            text.push('\n');
            text.push_str(line);
        }
        let read = read_mail(state, seat, &text, say)
            .unwrap_or_else(|e| panic!("{kind}: the page's {text:?} refused: {e}"))
            .expect("orders read");
        assert!(
            complete(state, seat, &read.0),
            "{kind}: {text:?} not complete"
        );
        for bare in &form.bare {
            read_mail(state, seat, bare, say)
                .unwrap_or_else(|e| panic!("{kind}: the page's {bare:?} refused: {e}"));
        }
        // One more piece than the seat may use is never allowed.
        let mut more = instructions.clone();
        more.extend(instructions.first().copied());
        if choices.count.is_some() || instructions.len() == form.max {
            assert!(!form.allows(&choices, &more), "{kind}: {more:?} allowed");
        }
        checked += 1;
    }
    checked
}

/// Whether the computer player had orders for `seat` (none: nothing checked), after checking
/// the page can write them: each instruction a fixed piece and one of the variants, their
/// count within the form's.
fn computer_writable(
    engine: &dyn DynGame,
    form: &OrderForm,
    state: &dyn Loaded,
    seat: Seat,
    rng: &mut GameRng,
) -> bool {
    let kind = form.kind.as_str();
    let Some(computer) = engine.capabilities().computer else {
        return false;
    };
    let Some((orders, _)) = computer.bot_orders(state, seat, rng).expect("bot orders") else {
        return false;
    };
    let text = computer.mail_text(state, &orders).expect("mail text");
    let Some(rest) = text.trim().strip_prefix(form.keyword.as_str()) else {
        return false;
    };
    let Pieces::Fixed(pieces) = &form.pieces else {
        return false;
    };
    let instructions: Vec<(&str, &str)> = rest
        .split_whitespace()
        .map(|token| {
            let piece = (pieces.iter())
                .find(|p| token.starts_with(p.as_str()))
                .unwrap_or_else(|| panic!("{kind}: {token:?} in {text:?}: no piece of the page"));
            token.split_at(piece.len())
        })
        .collect();
    assert!(
        form.allows(&Default::default(), &instructions),
        "{kind}: the page cannot write {text:?}"
    );
    true
}

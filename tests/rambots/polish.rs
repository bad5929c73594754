//! RAMbots in Polish: round reports of the golden positions, a whole game's texts through the
//! JSON view, HELP and the problems of orders, as a Polish player reads them (insta
//! snapshots); every line within 72 columns, counted in characters.

use crate::support::assert_contains;
use robomod::games::rambots::{play_round, position_file, report};
use robomod::games::{OrdersText, Players, Seat, TurnOrders, by_kind, step_rng};
use robomod::lang::Say;
use std::path::Path;

fn pl() -> Say<'static> {
    Say::builtin("pl")
}

fn en() -> Say<'static> {
    Say::builtin("en")
}

fn fits(text: &str) -> &str {
    for line in text.lines() {
        assert!(line.chars().count() <= 72, "over 72 columns: {line:?}");
    }
    text
}

/// The Polish report of the round the position file `name` programs.
fn report_of(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/rambots/positions")
        .join(name);
    let setup: position_file::Setup =
        toml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let (pos, programs) = position_file::validate(&setup).unwrap();
    let (after, events, _) = play_round(&pos, &programs);
    fits(&report::round_report(&pos, &events, &after, None, pl())).to_string()
}

#[test]
fn polish_reports_of_every_beam_a_tag_a_ram_and_the_ties() {
    insta::assert_snapshot!("pl_beams", report_of("beams.toml"));
    insta::assert_snapshot!("pl_tags", report_of("tags.toml"));
    insta::assert_snapshot!("pl_ram_steal", report_of("ram-steal.toml"));
    insta::assert_snapshot!("pl_precedence_ties", report_of("precedence-ties.toml"));
    insta::assert_snapshot!("pl_win", report_of("win.toml"));
}

#[test]
fn a_polish_game_reads_polish_words_and_writes_polish() {
    let g = by_kind("rambots").unwrap();
    let state = g
        .new_game(
            &serde_json::json!({}),
            Players::count(2),
            &mut step_rng(4, 0),
        )
        .unwrap();
    let state = g.load(&state).unwrap();
    insta::assert_snapshot!(
        "pl_status_setup",
        fits(&state.render_status(Some(Seat(0)), pl()))
    );
    // Seen in play: "Dla kogo właściwie buduję ten stos?" Each seat is told whose stack it
    // builds (two players: each the other's); an observer, nothing of the kind.
    let flat = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let en = Say::builtin("en");
    for (me, other) in [(Seat(0), Seat(1)), (Seat(1), Seat(0))] {
        let to_me = flat(state.render_status(Some(me), en));
        let whose = format!("You build {}'s goal stack", state.seat_name(other, en));
        assert!(to_me.contains(&whose), "{to_me}");
    }
    let to_zero = flat(state.render_status(Some(Seat(0)), pl()));
    assert!(to_zero.contains("Budujesz stos celów "), "{to_zero}");
    assert!(!flat(state.render_status(None, pl())).contains("Budujesz"));
    // Goal stacks in Polish words, any case, with and without diacritics.
    let (red, canon) = state
        .parse_orders(
            Seat(0),
            OrdersText::new("mały żółty, DUŻY czerwony, średnia zielona, mala niebieska"),
            pl(),
        )
        .unwrap();
    // Echoed with the Polish initials, which read back as the same stack.
    assert_eq!(canon, "1Ż 3C 2Z 1N");
    let (_, again) = state
        .parse_orders(Seat(0), OrdersText::new(&canon), pl())
        .unwrap();
    assert_eq!(again, canon);
    let bad = state
        .parse_orders(Seat(1), OrdersText::new("1Y 3Y 2G, 9Q"), pl())
        .unwrap_err();
    insta::assert_snapshot!("pl_goal_stack_problems", bad.to_string());
    let blue = state.default_orders(Seat(1)).unwrap();
    let turn = [red, blue];
    let r = state
        .resolve(TurnOrders::unranked(&turn), &mut step_rng(4, 1))
        .unwrap();
    let after = g.load(&r.state).unwrap();
    let setup = state.render_report(&r.events, &*after, None, pl()).unwrap();
    insta::assert_snapshot!("pl_setup_report", fits(&setup));

    let state = after;
    let (red, canon) = state
        .parse_orders(
            Seat(0),
            OrdersText::new("mały zielony północ, 2 niebieski wschód, duży żółty pionowo"),
            pl(),
        )
        .unwrap();
    // Echoed with the Polish colour initials (blue stays B: N is north in a program).
    assert_eq!(canon, "1ZN 2BE 3ŻU");
    let bad = state
        .parse_orders(Seat(1), OrdersText::new("1GN 3BU 2RX 1G 2RE 1YE 3GS"), pl())
        .unwrap_err();
    insta::assert_snapshot!("pl_program_problems", bad.to_string());
    let (blue, _) = state
        .parse_orders(Seat(1), OrdersText::new("duzy zolty zachod"), pl())
        .unwrap();
    let turn = [red, blue];
    let r = state
        .resolve(TurnOrders::unranked(&turn), &mut step_rng(4, 2))
        .unwrap();
    let after = g.load(&r.state).unwrap();
    let report = state.render_report(&r.events, &*after, None, pl()).unwrap();
    insta::assert_snapshot!("pl_round_report", fits(&report));
    let status = after.render_status(Some(Seat(1)), pl());
    insta::assert_snapshot!("pl_status", fits(&status));
    // English is as it was: the same round in English names the same pieces.
    let en = state
        .render_report(&r.events, &*after, None, Say::english())
        .unwrap();
    assert!(en.contains("RAMbots - round 1") && report.contains("RAMbots - runda 1"));
    assert_eq!(
        state.default_text(Seat(0), pl()),
        "Twój robot pasuje: w tej rundzie bez instrukcji"
    );
}

#[test]
fn polish_help_rules_and_rules_in_short() {
    let g = by_kind("rambots").unwrap();
    insta::assert_snapshot!("pl_help", fits(&g.help(pl())));
    insta::assert_snapshot!("pl_rules_in_short", fits(&g.rules_in_short(pl())));
    fits(&g.rules(pl()));
    assert_contains(&g.rules(pl()), "stosie pierwszeństwa");
    // Seen in play: the rules named the red beam's setting as the config writes it
    // (`red_beam=slide`) and the house rule by the seed files' numbers (`(001/002)`); a
    // player reads the house rule as she would type it, and no file number.
    for text in [g.help(pl()), g.rules(pl()), g.help(en()), g.rules(en())] {
        assert!(!text.contains("red_beam"), "{text}");
    }
    assert_contains(&g.rules(pl()), "CZERWONY\n  PRZESUNIĘCIE");
    assert_contains(&g.help(en()), "REDBEAM SLIDE");
}

//! The clause's rules one by one.

use super::make::history_rounds;
use super::*;
use crate::inbound::Rounds;

fn with<R>(text: &str, ctx: (bool, bool), f: impl FnOnce(&Clause<'_>) -> R) -> R {
    let phrases = Phrases::builtin();
    let all = tokens(text);
    let c = Clause::new(text, &all, (text, ctx.0, ctx.1, false), phrases).expect("words");
    f(&c)
}

fn words(c: &Clause<'_>) -> Vec<String> {
    c.toks[c.a..c.b].iter().map(|t| t.norm.clone()).collect()
}

#[test]
fn a_correction_is_noted_and_filler_taken_off_both_ends() {
    with("no wait, please power down thanks", (false, false), |c| {
        assert!(c.lead > 0);
        assert_eq!(words(c), ["power", "down"]);
    });
    // Only a correction: nothing left to read.
    let all = tokens("no wait");
    assert!(
        Clause::new(
            "no wait",
            &all,
            ("no wait", false, false, false),
            Phrases::builtin()
        )
        .is_none()
    );
}

#[test]
fn a_negation_counts_within_three_words_before() {
    with("I don't want to power down", (false, false), |c| {
        let at = c.toks.iter().position(|t| t.norm == "power").unwrap();
        assert!(c.negated(at));
    });
    with("no idea why, but power down now", (false, false), |c| {
        let at = c.toks.iter().position(|t| t.norm == "power").unwrap();
        assert!(!c.negated(at));
    });
}

#[test]
fn an_intent_s_words_end_at_a_comma_a_break_filler_or_the_end() {
    with("power down, I'm on 6 damage", (false, false), |c| {
        assert!(c.ends_at(2));
    });
    with("pass me the salt", (false, false), |c| {
        assert!(!c.ends_at(1))
    });
}

#[test]
fn one_word_counts_only_as_the_whole_of_what_was_said() {
    let weigh = |text: &str, question: bool| {
        with(text, (false, question), |c| {
            let f = c.find("pass", 0).expect("pass");
            matches!(c.weigh("pass", &f), Step::Push(_))
        })
    };
    assert!(weigh("Pass.", false));
    assert!(weigh("pass please", false));
    assert!(!weigh("Pass me the salt", false));
}

#[test]
fn an_order_negated_that_the_game_takes_back_is_taken_back_else_a_remark() {
    with("actually, don't power down", (false, false), |c| {
        let f = c.find("order", 0).expect("order");
        match c.weigh("order", &f) {
            Step::Push(PlayerCommand::Said { read_as, .. }) => assert!(
                matches!(*read_as, PlayerCommand::Orders { ref keyword, .. } if keyword == "POWER"),
                "{read_as:?}"
            ),
            _ => panic!("taken back"),
        }
    });
    with("I might power down next round", (true, false), |c| {
        let f = c.find("order", 0).expect("order");
        assert!(matches!(c.weigh("order", &f), Step::Remark(ref m) if m == "POWER DOWN"));
    });
}

#[test]
fn a_question_asks_unless_it_is_a_request() {
    with("should I power down?", (false, true), |c| {
        let f = c.find("order", 0).expect("order");
        assert!(matches!(c.weigh("order", &f), Step::Remark(_)));
    });
    with("could you power me down?", (false, true), |c| {
        let f = c.find("order", 0).expect("order");
        assert!(matches!(c.weigh("order", &f), Step::Push(_)));
    });
}

#[test]
fn a_letter_to_the_moderator_and_a_salutation_alone() {
    with("Dear moderator,", (false, false), |c| {
        assert!(matches!(
            c.to_moderator(),
            Some(PlayerCommand::Chatter { .. })
        ));
    });
    with("MODERATOR: I will be away", (false, false), |c| {
        assert!(matches!(
            c.to_moderator(),
            Some(PlayerCommand::ToModerator { ref text }) if text == "I will be away"
        ));
    });
}

#[test]
fn history_asks_for_the_round_named_or_every_one_or_the_last() {
    let t = tokens("resend the report of round 4");
    assert_eq!(
        history_rounds("history", &t),
        Rounds::Span { from: 4, to: 4 }
    );
    let t = tokens("send me everything");
    assert_eq!(history_rounds("history_all", &t), Rounds::All);
    assert_eq!(history_rounds("history", &t), Rounds::Last);
}

#[test]
fn a_near_miss_of_an_order_in_words_is_asked_about() {
    with("powr down pls", (false, false), |c| {
        assert_eq!(c.near_order().as_deref(), Some("POWER DOWN"));
    });
}

#[test]
fn an_order_whose_subject_is_someone_else_is_no_order_of_hers() {
    let other = |text: &str| {
        with(text, (false, false), |c| {
            let f = c.find("order", 0).expect("order");
            c.someone_else(f.m.start)
        })
    };
    assert!(other("Bob should shut down, his robot is a wreck."));
    assert!(other("I think Bob should power down next turn"));
    assert!(other("he should power down"));
    assert!(other("Bartek powinien się wyłączyć"));
    assert!(other("Bob niech sie wylaczy, on ma pelno dmg haha"));
    assert!(other("bob sie wylaczy pewnie w nastepnej rundzie hehe"));
    assert!(other("Bob się wyłączy w następnej rundzie"));
    assert!(!other("mój robot się wyłączy w tej rundzie"));
    assert!(!other("I should power down"));
    assert!(other("bob robot should power down hahaha it slow"));
    assert!(!other("He pushed me into the pit so I will power down"));
    assert!(!other("you should power me down"));
    assert!(!other("Power down please"));
}

#[test]
fn an_order_done_to_someone_elses_robot_is_no_order_of_hers() {
    let theirs = |text: &str| {
        with(text, (false, false), |c| {
            let f = c.find("order", 0).expect("order");
            c.on_someone_else(f.m.end)
        })
    };
    assert!(theirs("wylacz robota boba xd"));
    assert!(theirs("wyłącz robota Boba"));
    assert!(!theirs("wyłącz mojego robota"));
    assert!(!theirs("wyłącz robota"));
    assert!(!theirs("wyłącz robota, proszę"));
    assert!(!theirs("wyłącz robota jutro"));
}

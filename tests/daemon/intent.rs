//! The examples of mails as people write them (issue 47), each through the Maildir and
//! the daemon: what is done, and that the reply quotes her words and says what they were read
//! as, refuses nothing that was no mistake, and never quotes a line she did not write.

use super::talk::Table;
use crate::support::assert_contains;

const DANA: &str = "dana@example.org";
const OPERATOR: &str = "moderator@example.test";

/// The reply to Dana's mail `body` (a reply to her turn mail) in a fresh game.
fn answer(body: &str) -> String {
    let mut t = Table::new();
    t.send(0, "Re: TAG Round 1", body);
    t.reply(DANA)
}

/// Whether the reply refuses anything.
fn refuses(reply: &str) -> bool {
    [
        "Not taken",
        "Not accepted",
        "found no command",
        "does not know",
        "Read as a remark",
    ]
    .iter()
    .any(|r| reply.contains(r))
}

#[test]
fn power_down_with_a_full_stop_or_in_a_sentence_is_done_and_said() {
    for body in [
        "Power down.",
        "POWER DOWN.",
        "power down!",
        "Powering down.",
        "pd next round pls",
        "could you power my robot down for the next turn",
    ] {
        let reply = answer(body);
        assert!(
            reply.contains("; POWER DOWN") || reply.contains("POWER DOWN\n"),
            "{body}: {reply}"
        );
        assert!(!refuses(&reply), "{body}: {reply}");
    }
    let reply = answer("Powering down.");
    assert_contains(&reply, "> Powering down.\n  Read as POWER DOWN:");
}

#[test]
fn programs_in_sentences_and_with_full_stops_are_taken() {
    for body in [
        "Left, left, f, right, f3.",
        "Forward 3, turn left, forward 1, turn right, U-turn.",
        "For round 1 I'll play F3, L, F, R, U.",
    ] {
        let reply = answer(body);
        assert!(reply.contains("Accepted for round 1"), "{body}: {reply}");
        assert!(!refuses(&reply), "{body}: {reply}");
    }
}

#[test]
fn a_second_order_and_a_retraction_in_the_same_mail_apply() {
    let reply = answer("PROGRAM F L F R U\n\nno wait, F3 L F R U");
    assert_contains(&reply, "Accepted for round 1:\n  F3 L F R U");
    let reply = answer("F L F R U\nno wait, forget it, clear my program");
    assert_contains(&reply, "Read as CLEAR");
}

#[test]
fn negations_and_doubts_do_nothing_and_say_so() {
    let reply = answer("Don't power down my robot.\nmight power down next turn, not sure yet");
    assert!(!reply.contains("; POWER DOWN"), "{reply}");
    let reply = answer("no power down this time");
    // Said not to: taken back, so that a power down sent before does not stand.
    assert_contains(&reply, "Read as POWER ON");
    let reply = answer("Don't resign me, and might power down");
    assert!(!reply.contains("RESIGN CONFIRM"), "{reply}");
}

#[test]
fn resigning_in_words_asks_for_the_confirmation() {
    for body in [
        "I resign.",
        "I have to resign from the game.",
        "I quit. Sorry, no time.",
    ] {
        let reply = answer(body);
        assert!(reply.contains("RESIGN CONFIRM"), "{body}: {reply}");
    }
    let reply = answer("Resign confirm. Sorry all, good luck!");
    assert!(!refuses(&reply), "{reply}");
}

#[test]
fn questions_get_their_answers() {
    let reply = answer("sorry I was away, what did I miss?");
    assert_contains(&reply, "Read as STATUS");
    assert_contains(&reply, "Orders due by");
    let reply = answer("what did I send?");
    assert_contains(&reply, "Read as ORDERS");
    let reply = answer("Could you send me the rules?");
    assert_contains(&reply, "Read as HELP RULES");
}

#[test]
fn thanks_are_no_mistake_and_a_question_beside_orders_reaches_the_moderator() {
    for body in ["Thanks!", "ok", "gg"] {
        let reply = answer(body);
        assert!(!refuses(&reply), "{body}: {reply}");
    }
    let mut t = Table::new();
    t.send(
        0,
        "Re: TAG Round 1",
        "PROGRAM F L F R U\nIs it normal that Bob starts ahead of me?",
    );
    let reply = t.reply(DANA);
    assert_contains(&reply, "Forwarded to the moderator");
    let (_, reply_to, text) = t.newest(OPERATOR);
    assert_eq!(reply_to.as_deref(), Some(DANA));
    assert_contains(&text, "Is it normal that Bob starts ahead of me?");
}

#[test]
fn press_in_words_is_relayed() {
    let mut t = Table::new();
    t.send(0, "Re: TAG Round 1", "Can you pass this on to Bob: truce?");
    let (_, _, text) = t.newest("bob@example.org");
    assert_contains(&text, "truce?");
    // A name with a Polish case ending names its player: Bobowi is Bob.
    t.send(
        0,
        "Re: TAG Round 1",
        "przekaż Bobowi, że nie będę go blokować",
    );
    let (_, _, text) = t.newest("bob@example.org");
    assert_contains(&text, "nie będę go blokować");
}

/// The commands under a reply are wrapped and indented on every line, counted in columns:
/// the Polish ones are longer than a line, and their last word stood alone at column 0.
#[test]
fn the_commands_under_a_reply_keep_their_indent_in_polish() {
    let mut t = Table::new();
    t.send(0, "Re: TAG Round 1", "USTAW JĘZYK PL");
    t.send(0, "Re: TAG Round 1", "STAN");
    let reply = t.reply(DANA);
    let tail: Vec<&str> = reply
        .lines()
        .skip_while(|l| !l.contains("Polecenia, jedno w wierszu"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    assert!(tail.len() >= 2, "{reply}");
    for l in tail {
        assert!(l.starts_with("  "), "{l:?} in {reply}");
        assert!(l.chars().count() <= 78, "{l:?}");
    }
}

#[test]
fn a_polish_line_is_quoted_as_she_wrote_it() {
    let reply = answer("Rezygnuję z gry.");
    assert_contains(&reply, "> Rezygnuję z gry.");
    assert!(!reply.contains("Resign z gry"), "{reply}");
    assert_contains(&reply, "RESIGN CONFIRM");
}

#[test]
fn strangers_join_in_words_under_the_name_they_give() {
    let mut t = Table::new();
    t.stranger("hello", "join 1 as Mia please");
    let reply = t.reply("eve@example.net");
    assert!(!reply.contains("Mia please"), "{reply}");
}

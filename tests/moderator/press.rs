//! Press between players through the moderator: relayed signed or anonymously as the game
//! allows, never showing an address; a plain reply goes back to the sender; stored, bounded in
//! size, rate-limited, in the export; refused in a game without press.

use crate::support::assert_contains;
use crate::support::world::*;
use robomod::inbound::PlayerCommand;
use robomod::moderator::NewGame;
use robomod::outgoing::MailKind;

fn press_game(mode: &str) -> NewGame {
    let mut new = sprint(&[ANN, BOB, CID]);
    new.kind = "rambots".into();
    new.press = Some(mode.into());
    new
}

fn press(to: &[&str], anonymous: bool, text: &str) -> PlayerCommand {
    PlayerCommand::Press {
        to: to.iter().map(|s| s.to_string()).collect(),
        anonymous,
        text: text.into(),
    }
}

/// Sends `cmd` as `seat`; every mail it queued, the reply to the sender first.
fn sent(
    w: &World,
    id: i64,
    seat: usize,
    cmd: PlayerCommand,
) -> Vec<robomod::outgoing::OutgoingMail> {
    let before = w.outbox().len();
    w.m.intake()
        .handle_mail(b"raw", &w.mail_from(id, seat, vec![cmd]))
        .unwrap();
    let mut mails = w.outbox_from(before);
    let sender = w.players(id)[seat].address.clone();
    mails.sort_by_key(|m| m.to != sender);
    mails
}

#[test]
fn press_is_relayed_signed_and_a_reply_goes_back_to_the_sender() {
    let (w, id) = world_with_game(&press_game("signed"));
    let mails = sent(
        &w,
        id,
        0,
        press(&["Bob", "cid"], false, "Shall we gang up?\nI go north."),
    );
    let ack = &mails[0];
    assert_eq!(ack.kind, MailKind::Confirmation, "{}", ack.body);
    assert_contains(&ack.body, "Sent signed to");
    let relayed: Vec<_> = mails
        .iter()
        .filter(|m| m.kind == MailKind::Notice)
        .collect();
    assert_eq!(relayed.len(), 2);
    let to_bob = relayed.iter().find(|m| m.to == BOB.1).unwrap();
    assert_contains(&to_bob.subject, "Press #1 from ");
    assert_contains(&to_bob.body, "  Shall we gang up?\n  I go north.");
    assert!(!to_bob.body.contains(ANN.1), "no address is shown");
    insta::assert_snapshot!("press_delivered", to_bob.body);
    // Bob answers with a plain reply: it goes to Ann alone.
    let back = sent(
        &w,
        id,
        1,
        PlayerCommand::PressReply {
            press: 1,
            text: "Deal.".into(),
        },
    );
    let to_ann: Vec<_> = back.iter().filter(|m| m.kind == MailKind::Notice).collect();
    assert_eq!(to_ann.len(), 1);
    assert_eq!(to_ann[0].to, ANN.1);
    assert_contains(&to_ann[0].body, "Deal.");
    // Cid cannot answer press #2, which did not go to him.
    let refused = sent(
        &w,
        id,
        2,
        PlayerCommand::PressReply {
            press: 2,
            text: "me too".into(),
        },
    );
    assert_eq!(refused[0].kind, MailKind::Error);
    // The export holds both.
    let export = w.m.records().export(id).unwrap();
    assert_eq!(export["press"].as_array().unwrap().len(), 2);
    assert_eq!(export["press"][1]["reply_to"], 1);
    assert_eq!(export["press_mode"], "signed");
}

#[test]
fn press_is_refused_in_a_game_without_press() {
    let (w, id) = world_with_game(&press_game("none"));
    let mails = sent(&w, id, 0, press(&["all"], false, "hello"));
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].kind, MailKind::Error);
    assert_contains(&mails[0].body, "this game has no press");
    insta::assert_snapshot!("press_refused", mails[0].body);
}

#[test]
fn anonymity_follows_the_games_setting() {
    let w = world();
    let signed = w.m.admin().create_game(&press_game("signed")).unwrap();
    let m = sent(&w, signed, 0, press(&["all"], true, "boo"));
    assert_contains(&m[0].body, "press in this game is signed");
    let anon = w.m.admin().create_game(&press_game("anonymous")).unwrap();
    let m = sent(&w, anon, 0, press(&["all"], false, "boo"));
    let relayed: Vec<_> = m.iter().filter(|m| m.kind == MailKind::Notice).collect();
    assert_eq!(relayed.len(), 2);
    assert_contains(&relayed[0].subject, "from An anonymous player");
    assert!(!relayed[0].body.contains("Ann"), "{}", relayed[0].body);
    let both = w.m.admin().create_game(&press_game("both")).unwrap();
    let m = sent(&w, both, 0, press(&["Bob"], true, "psst"));
    assert_contains(&m[0].body, "Sent anonymously");
    let m = sent(&w, both, 0, press(&["Bob"], false, "hi"));
    assert_contains(&m[0].body, "Sent signed");
}

#[test]
fn press_is_bounded_and_rate_limited_and_names_an_unknown_recipient() {
    let (w, id) = world_with_game(&press_game("signed"));
    let long = "x".repeat(2001);
    let m = sent(&w, id, 0, press(&["Bob"], false, &long));
    assert_contains(&m[0].body, "press is at most 2000");
    let m = sent(&w, id, 0, press(&["Zed"], false, "hi"));
    assert_eq!(m[0].kind, MailKind::Error);
    assert_contains(&m[0].body, "Zed");
    for n in 0..10 {
        let m = sent(&w, id, 0, press(&["Bob"], false, &format!("note {n}")));
        assert_eq!(m[0].kind, MailKind::Confirmation, "{n}: {}", m[0].body);
    }
    let m = sent(&w, id, 0, press(&["Bob"], false, "one more"));
    assert_contains(&m[0].body, "at most 10 press messages an hour");
    w.advance(chrono::Duration::hours(1));
    let m = sent(&w, id, 0, press(&["Bob"], false, "later"));
    assert_eq!(m[0].kind, MailKind::Confirmation, "{}", m[0].body);
}

/// Issue 27: a reply to anonymous press reaches its author, and the replier learns nothing of
/// who that is: the confirmation names "the author of press #N", never a seat or a name.
#[test]
fn a_reply_to_anonymous_press_does_not_unmask_its_author() {
    let (w, id) = world_with_game(&press_game("both"));
    sent(&w, id, 0, press(&["Bob"], true, "I know your plan."));
    let back = sent(
        &w,
        id,
        1,
        PlayerCommand::PressReply {
            press: 1,
            text: "Who are you?".into(),
        },
    );
    let ack = &back[0];
    assert_eq!(ack.to, BOB.1);
    assert_contains(
        &ack.body,
        "Sent anonymously to the author of press #1 (press #2).",
    );
    let view = w.m.admin().game_view(id).unwrap();
    let ann = &view.seats[0];
    for giveaway in [ann.label.as_str(), ann.name.as_str(), ANN.1] {
        assert!(!ack.body.contains(giveaway), "{giveaway}: {}", ack.body);
        assert!(
            !ack.subject.contains(giveaway),
            "{giveaway}: {}",
            ack.subject
        );
    }
    let relayed: Vec<_> = back.iter().filter(|m| m.kind == MailKind::Notice).collect();
    assert_eq!(relayed.len(), 1);
    assert_eq!(relayed[0].to, ANN.1, "the reply reached its author");
    assert_contains(&relayed[0].body, "Who are you?");
}

/// Issue 27: the archive of a game that is over publishes only press that went to every other
/// player; private press and replies stay private unless the game was made with
/// `--press-archive all`.
#[test]
fn the_archive_publishes_only_press_to_everyone_unless_the_game_says_otherwise() {
    let w = world();
    for all in [false, true] {
        let mut new = press_game("signed");
        new.press_archive = all;
        let id = w.m.admin().create_game(&new).unwrap();
        sent(&w, id, 0, press(&["all"], false, "Good luck, everyone."));
        sent(&w, id, 1, press(&["Ann"], false, "Ann, a secret deal?"));
        sent(
            &w,
            id,
            0,
            PlayerCommand::PressReply {
                // Bob's private press: #2 in the first game, #5 in the second.
                press: if all { 5 } else { 2 },
                text: "Deal, Bob.".into(),
            },
        );
        w.m.admin().abandon(id).unwrap();
        let texts: Vec<String> =
            w.m.records()
                .archived_game(id)
                .unwrap()
                .press
                .into_iter()
                .map(|p| p.text)
                .collect();
        if all {
            assert_eq!(texts.len(), 3, "{texts:?}");
        } else {
            assert_eq!(texts, ["Good luck, everyone."]);
        }
    }
}

/// Played: a player answered the newest mail robomod had sent her, which was press, with her
/// program; it was relayed to the other player. A reply to press that reads whole as her
/// orders is held back: not relayed (it would show her program), not applied (a guess), and
/// she is told how to send it.
#[test]
fn a_program_sent_as_a_reply_to_press_is_neither_relayed_nor_applied() {
    let mut new = new_game("race", &[ANN, BOB, CID], 42);
    new.press = Some("signed".into());
    let (w, id) = world_with_game(&new);
    sent(&w, id, 1, press(&["Cid"], false, "you are going down"));
    let held = sent(
        &w,
        id,
        2,
        PlayerCommand::PressReply {
            press: 1,
            text: "left, forward, right, forward, left".into(),
        },
    );
    assert_eq!(held.len(), 1, "nothing went to Bob: {held:#?}");
    assert_eq!(held[0].kind, MailKind::Error, "{}", held[0].body);
    assert_contains(&held[0].body, "Not sent: this reads as your orders");
    assert_contains(&held[0].body, "PROGRAM L F R F L");
    let export = w.m.records().export(id).unwrap();
    assert_eq!(export["press"].as_array().unwrap().len(), 1);
    // Words that are no orders still go back to the sender.
    let back = sent(
        &w,
        id,
        2,
        PlayerCommand::PressReply {
            press: 1,
            text: "we will see about that".into(),
        },
    );
    assert!(back.iter().any(|m| m.to == BOB.1), "{back:#?}");
}

/// Played: a player answered the newest mail robomod had sent her, which was press, with her
/// program on one line and a question on the next; the whole went to the other player. A
/// line of a reply to press that reads whole as her orders holds the reply back; a word
/// alone on its line ("Right.") does not.
#[test]
fn a_reply_to_press_with_a_line_of_orders_in_it_is_held_back() {
    let mut new = new_game("race", &[ANN, BOB, CID], 42);
    new.press = Some("signed".into());
    let (w, id) = world_with_game(&new);
    sent(&w, id, 1, press(&["Ann"], false, "nice crash"));
    let held = sent(
        &w,
        id,
        0,
        PlayerCommand::PressReply {
            press: 1,
            text: "left, forward, right, forward, left\nbtw does the gear turn me?".into(),
        },
    );
    assert_eq!(held.len(), 1, "nothing went to Bob: {held:#?}");
    assert_eq!(held[0].kind, MailKind::Error, "{}", held[0].body);
    let body = held[0]
        .body
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert_contains(
        &body,
        "Not sent: the line \"left, forward, right, forward, left\"",
    );
    assert_contains(&body, "PROGRAM L F R F L");
    let relayed = sent(
        &w,
        id,
        0,
        PlayerCommand::PressReply {
            press: 1,
            text: "Right.\nSee you at the flag".into(),
        },
    );
    assert!(relayed.iter().any(|m| m.to == BOB.1), "{relayed:#?}");
}

//! Reading each command from its line.

use super::super::blocks::commands_from_lines;
use super::*;

fn orders(k: &str, t: &str) -> PlayerCommand {
    PlayerCommand::Orders {
        keyword: k.into(),
        text: t.into(),
    }
}
fn unknown(l: &str) -> PlayerCommand {
    PlayerCommand::Unknown {
        line: l.into(),
        meant: None,
        wrong: None,
    }
}

#[test]
fn command_words_in_any_case_with_markers() {
    let lines = [
        "program 1GN   3BU 2RE",
        "1. Goals: 1Y 3R",
        "- pass",
        "Status please",
        "HELP",
        "resign.",
        "Hi Bob, here are my moves",
        "Goals are overrated anyway",
        "program",
        "Pass the salt",
        "solution yN rE",
        "program small green north, 2 blue east",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![
            orders("PROGRAM", "1GN 3BU 2RE"),
            orders("GOALS", "1Y 3R"),
            orders("PASS", ""),
            PlayerCommand::Status,
            PlayerCommand::Help,
            PlayerCommand::Resign,
            orders("SOLUTION", "yN rE"),
            orders("PROGRAM", "small green north, 2 blue east"),
        ]
    );
}

#[test]
fn the_races_announcements_and_options_are_orders() {
    let lines = [
        "PROGRAM F2 *F3 F3+R FL U",
        "power down",
        "Stay down",
        "Pressor on",
        "BREAKER 10",
        "flywheel F2",
        "RECOMPILE",
        "recompile",
        "pick 3 1 4 2",
        "Power to the people",
        "Stay on target",
        "program forward 2, turn left, u-turn",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![
            orders("PROGRAM", "F2 *F3 F3+R FL U"),
            orders("POWER", "down"),
            orders("STAY", "down"),
            orders("PRESSOR", "on"),
            orders("BREAKER", "10"),
            orders("FLYWHEEL", "F2"),
            orders("RECOMPILE", ""),
            orders("RECOMPILE", ""),
            orders("PICK", "3 1 4 2"),
            orders("PROGRAM", "forward 2, turn left, u-turn"),
        ]
    );
}

#[test]
fn a_labelled_program_counts_in_any_case_anywhere_in_the_line() {
    let lines = [
        "program: small red east, large yellow reverse, m g n",
        "Here is my program: 1GN 3BU",
        "Solution : yN rE",
        "my programming skills are poor",
        "the program:",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![
            orders("PROGRAM", "small red east, large yellow reverse, m g n"),
            orders("PROGRAM", "1GN 3BU"),
            orders("SOLUTION", "yN rE"),
        ]
    );
}

#[test]
fn orders_alone_or_in_capitals_asks_what_is_on_file() {
    assert_eq!(
        commands_from_lines(["orders", "ORDERS please", "Orders are attached below"]),
        vec![PlayerCommand::ShowOrders, PlayerCommand::ShowOrders]
    );
    assert_eq!(
        command_from_subject("orders"),
        None,
        "a subject that names the mail"
    );
    assert_eq!(command_from_subject("ORDERS"), None);
}

#[test]
fn clear_alone_withdraws_and_with_words_is_unknown() {
    assert_eq!(
        commands_from_lines(["clear", "CLEAR the board"]),
        vec![PlayerCommand::Clear, unknown("CLEAR the board")]
    );
    assert_eq!(command_from_subject("CLEAR"), None);
}

#[test]
fn absent_takes_dates_or_cancel_and_chatter_is_left() {
    let absent = |t: &str| PlayerCommand::Absent { text: t.into() };
    assert_eq!(
        commands_from_lines([
            "ABSENT 2026-12-24 2026-12-27",
            "absent 2026-12-24 to 2026-12-27",
            "Absent cancel",
            "absent",
            "Absent-minded as ever",
            "absent from the meeting",
            "ABSENT next week",
        ]),
        vec![
            absent("2026-12-24 2026-12-27"),
            absent("2026-12-24 to 2026-12-27"),
            absent("cancel"),
            absent(""),
            absent("next week"),
        ]
    );
    assert_eq!(command_from_subject("ABSENT 2026-12-24"), None);
}

#[test]
fn try_carries_orders() {
    assert_eq!(
        commands_from_lines(["TRY PROGRAM 1GN 3BU", "try F2 L F", "Try again later"]),
        vec![
            PlayerCommand::Try {
                text: "PROGRAM 1GN 3BU".into()
            },
            PlayerCommand::Try {
                text: "F2 L F".into()
            },
        ]
    );
}

#[test]
fn press_names_its_recipients_and_may_go_on_over_lines() {
    let lines = [
        "PRESS TO Red, blue: shall we gang up on Green?",
        "I go north.",
        "",
        "press anon to all: beware",
        "PRESS Red is winning",
        "Press the button",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![
            PlayerCommand::Press {
                to: vec!["Red".into(), "blue".into()],
                anonymous: false,
                text: "shall we gang up on Green?\nI go north.".into(),
            },
            PlayerCommand::Press {
                to: vec!["all".into()],
                anonymous: true,
                text: "beware".into(),
            },
            unknown("PRESS Red is winning"),
        ]
    );
    // A name of several words stays whole, quoted or not.
    let to = |line: &str| match commands_from_lines([line]).pop() {
        Some(PlayerCommand::Press { to, .. }) => to,
        other => panic!("{other:?}"),
    };
    assert_eq!(to("PRESS TO Dana Kowal: hi"), ["Dana Kowal"]);
    // A title before a name is no part of it.
    assert_eq!(to("PRESS TO Mr. Bob and Dr Cid: hi"), ["Bob", "Cid"]);
    assert_eq!(
        to("Wiadomość do pana Boba: życzę powodzenia i uczciwej gry!"),
        ["Boba"]
    );
    assert_eq!(
        to("PRESS TO \"Dana Kowalski\" and Bob, Cid: hi"),
        ["Dana Kowalski", "Bob", "Cid"]
    );
    assert_eq!(to("PRESS TO Red Blue: hi"), ["Red Blue"]);
}

#[test]
fn resign_with_words_after_it_is_unknown_and_confirm_confirms() {
    assert_eq!(
        commands_from_lines([
            "RESIGN if I lose",
            "resign",
            "resign confirm",
            "RESIGN: CONFIRM.",
            "Resign confirmed"
        ]),
        vec![
            unknown("RESIGN if I lose"),
            PlayerCommand::Resign,
            PlayerCommand::ResignConfirm,
            PlayerCommand::ResignConfirm,
            unknown("Resign confirmed"),
        ]
    );
    assert_eq!(
        command_from_subject("RESIGN CONFIRM"),
        Some(PlayerCommand::ResignConfirm)
    );
    assert_eq!(command_from_subject("resign confirm"), None);
}

#[test]
fn wait_alone_and_wait_off() {
    let wait = |on| PlayerCommand::Wait { on };
    assert_eq!(
        commands_from_lines([
            "wait",
            "WAIT OFF",
            "Wait off.",
            "- wait on",
            "WAIT 2 days",
            "Wait until you see my move",
            "wait for me",
        ]),
        vec![
            wait(true),
            wait(false),
            wait(false),
            wait(true),
            unknown("WAIT 2 days"),
        ]
    );
    assert_eq!(command_from_subject("WAIT"), Some(wait(true)));
    assert_eq!(command_from_subject("Wait"), None);
}

/// The lower-case forms, each read as its command whatever notation follows; the
/// moderator reads the text with the game and quotes what does not parse.
#[test]
fn lower_case_orders_in_every_games_words() {
    assert_eq!(
        commands_from_lines([
            "program r f l l u",
            "program: r, f, l, l, u",
            "solution y down, y left",
            "goals 1y 3r 2g 1b",
            "pick 3 1 4 2",
            "power down",
            "recompile",
            "gyro on",
            "program f2 jump l",
            "2. Solution yellow up",
        ]),
        vec![
            orders("PROGRAM", "r f l l u"),
            orders("PROGRAM", "r, f, l, l, u"),
            orders("SOLUTION", "y down, y left"),
            orders("GOALS", "1y 3r 2g 1b"),
            orders("PICK", "3 1 4 2"),
            orders("POWER", "down"),
            orders("RECOMPILE", ""),
            orders("GYRO", "on"),
            orders("PROGRAM", "f2 jump l"),
            orders("SOLUTION", "yellow up"),
        ]
    );
    assert_eq!(
        commands_from_lines(["try program f2 r f l f", "try: again later"]),
        vec![
            PlayerCommand::Try {
                text: "program f2 r f l f".into()
            },
            PlayerCommand::Try {
                text: "again later".into()
            },
        ]
    );
}

/// Prose starting with a command word stays chatter unless the word is shouted or labelled:
/// "Pass me the details later" is no PASS (a pass would replace the orders on file).
#[test]
fn prose_after_an_order_word_is_chatter_unless_shouted_or_labelled() {
    assert_eq!(
        commands_from_lines([
            "Pass me the details later",
            "Thanks, good game",
            "Program was fun",
            "Goals are overrated anyway",
            "Stay on target",
            "PASS me the details later",
            "Goals: are overrated",
        ]),
        vec![
            orders("PASS", "me the details later"),
            orders("GOALS", "are overrated"),
        ]
    );
}

fn said_order(line: &str, keyword: &str, text: &str) -> PlayerCommand {
    PlayerCommand::Said {
        line: line.into(),
        read_as: Box::new(orders(keyword, text)),
        by: keyword.into(),
        bare: crate::inbound::Bare::Sentence,
    }
}

#[test]
fn near_misses_only_when_they_look_meant() {
    let lines = [
        "PROGAM 1GN",
        "Porgram 3BU",
        "STAUTS",
        "Stauts",
        "Past rounds were fun",
        "Hello there",
        "Helo",
        "Programming is fun",
    ];
    assert_eq!(
        commands_from_lines(lines),
        vec![
            // A near miss of an order word before codes is that order, said back as read
            // (the game reads the codes whole or not at all).
            said_order("PROGAM 1GN", "PROGRAM", "1GN"),
            said_order("Porgram 3BU", "PROGRAM", "3BU"),
            near("STAUTS", "STATUS"),
            near("Stauts", "STATUS"),
            near("Helo", "HELP"),
        ]
    );
}

#[test]
fn a_near_miss_counts_with_notation_only_in_its_own_sentence() {
    // `resigned` is a near miss of RESIGN, but the codes are in the next sentence.
    let read = commands_from_lines(["resigned to losing this one. F L F2 R U"]);
    assert!(
        !read
            .iter()
            .any(|c| matches!(c, PlayerCommand::Unknown { meant: Some(_), .. })),
        "{read:?}"
    );
    assert_eq!(
        commands_from_lines(["Resing now 2"]),
        vec![near("Resing now 2", "RESIGN")]
    );
}

#[test]
fn a_near_miss_of_an_order_word_labelling_orders_is_that_order_said_back() {
    let read = commands_from_lines(["Porgram: F2 L F R U", "Stauts: please"]);
    assert!(
        matches!(
            &read[0],
            PlayerCommand::Said { read_as, .. }
                if **read_as == orders("PROGRAM", "F2 L F R U")
        ),
        "{read:?}"
    );
    // Another command's near miss is quoted back, with the word it is near.
    assert_eq!(read[1], near("Stauts: please", "STATUS"));
}

/// A near miss of a command word, with the word it is near.
#[test]
fn a_near_miss_that_is_an_intent_in_words_is_the_intent() {
    // `Sign` is near `RESIGN`, but the line is a join in words.
    let read = commands_from_lines(["Sign me up for 12!"]);
    assert!(
        matches!(
            read.as_slice(),
            [PlayerCommand::Said { read_as, .. }]
                if matches!(**read_as, PlayerCommand::Lobby { lobby: crate::inbound::LobbyCommand::Join { game: 12, .. } })
        ),
        "{read:?}"
    );
    // With no intent in it, the did-you-mean stays.
    assert_eq!(
        commands_from_lines(["Stauts"]),
        vec![near("Stauts", "STATUS")]
    );
}

fn near(l: &str, meant: &str) -> PlayerCommand {
    PlayerCommand::Unknown {
        line: l.into(),
        meant: Some(meant.into()),
        wrong: None,
    }
}

#[test]
fn subject_commands_only_outside_replies() {
    assert_eq!(command_from_subject("STATUS"), Some(PlayerCommand::Status));
    assert_eq!(
        command_from_subject("PROGRAM 1GN"),
        Some(orders("PROGRAM", "1GN"))
    );
    assert_eq!(command_from_subject("Re: Status of game 12"), None);
    assert_eq!(command_from_subject("AW: Re[2]: HELP"), None);
    assert_eq!(command_from_subject("PROGAM 1GN"), None);
    assert_eq!(command_from_subject("program attached"), None);
    assert_eq!(command_from_subject("solution"), None);
    assert_eq!(command_from_subject("Help needed"), None);
    assert_eq!(command_from_subject("help"), Some(PlayerCommand::Help));
    assert_eq!(strip_reply_prefixes("Fwd: RE: x"), ("x", true));
}

#[test]
fn history_takes_rounds_and_summary_stands_alone() {
    use crate::inbound::Rounds;
    let read = |l: &str| command_from_line(l, Source::Body);
    let history = |rounds| Some(PlayerCommand::History { rounds });
    assert_eq!(read("HISTORY"), history(Rounds::Last));
    assert_eq!(read("history 3"), history(Rounds::Span { from: 3, to: 3 }));
    assert_eq!(
        read("History: 2-5"),
        history(Rounds::Span { from: 2, to: 5 })
    );
    assert_eq!(
        read("HISTORY 5 to 2"),
        history(Rounds::Span { from: 2, to: 5 })
    );
    assert_eq!(read("history all"), history(Rounds::All));
    // In another language's words (`HISTORIA 2 DO 4`, `historia wszystko`).
    assert_eq!(
        read("HISTORIA 2 DO 4"),
        history(Rounds::Span { from: 2, to: 4 })
    );
    assert_eq!(read("historia wszystko"), history(Rounds::All));
    // Prose, and what does not read in capitals.
    assert_eq!(read("History repeats itself"), None);
    // In capitals with what names no rounds: quoted back with the word (issue 64).
    let no_rounds = |line: &str, word: &str| {
        Some(PlayerCommand::Unknown {
            line: line.into(),
            meant: None,
            wrong: Some(crate::inbound::Wrong::Rounds(word.into())),
        })
    };
    // Issue 64: 0 is the turns before a game's round 1 (RAMbots' setup).
    assert_eq!(read("HISTORY 0"), history(Rounds::Span { from: 0, to: 0 }));
    assert_eq!(read("HISTORY -1"), no_rounds("HISTORY -1", "-1"));
    assert_eq!(
        read("HISTORY of the game"),
        no_rounds("HISTORY of the game", "of the game")
    );
    assert_eq!(
        read("HISTORY forever"),
        no_rounds("HISTORY forever", "forever")
    );
    assert_eq!(read("SUMMARY"), Some(PlayerCommand::Summary));
    assert_eq!(read("summary"), Some(PlayerCommand::Summary));
    assert_eq!(read("PRZEBIEG"), Some(PlayerCommand::Summary));
    assert_eq!(read("Summary of my plan: go left"), None);
    // In the subject: alone, any case.
    assert_eq!(command_from_subject("history"), history(Rounds::Last));
    assert_eq!(
        command_from_subject("SUMMARY"),
        Some(PlayerCommand::Summary)
    );
}

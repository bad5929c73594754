//! Issue 64 part A through the daemon on the Maildir, as an organiser plays it: a master who
//! plays is a player first (PREVIEW refused, STATUS as her seat sees it, REPLACE with a seat's
//! own address refused); every line of a lobby or master mail answered (`FROBNICATE 3`, an
//! unknown game kind, address or duration, `EXTEND 1w`, `EXTEND 3 days`); the texts (PAUSE
//! without a reason, the EJECT notice, a master greeted by name or not at all, the race's
//! replacement welcome); a tournament filled with computer players by mail, no mail queued to
//! them, impossible settings refused with the range. Every new mail is snapshotted as sent.

use super::common::Lobby;
use super::masters::master_key;
use crate::support::assert_contains;
use chrono::Duration;

const CONFIG: &str = "[lobby]\nplayers_may_open = true\n";

/// Gina mails `body` to game `id` with her master's key, an hour after the last.
fn as_gina(l: &mut Lobby, id: i64, mid: &str, body: &str) -> String {
    l.clock.advance(Duration::hours(1));
    let key = master_key(l, id);
    l.site.deliver("Gina", id, &key, mid, body);
    l.d.pass().unwrap();
    l.last_to("Gina")
}

/// `text` on one line, its white space collapsed: what a wrapped mail says.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every line within 72 columns.
fn short(text: &str) -> &str {
    for line in text.lines() {
        assert!(line.chars().count() <= 72, "{line:?}");
    }
    text
}

#[test]
fn a_master_who_plays_is_a_player_first_and_every_line_is_answered() {
    let mut l = Lobby::new(CONFIG);
    l.send("Gina", "g0", "OPEN rambots SEATS 3");
    l.seeded();
    for n in ["Gina", "Ann", "Bob"] {
        l.send(n, &format!("{n}-1"), "JOIN 1");
    }
    let id = 1;
    // Seen in play: the master who plays was welcomed with "The game's master is Gina: write
    // MODERATOR: and your words to reach them", told to write to herself.
    let welcome = |who: &str| {
        (l.bodies_to(who).into_iter())
            .find(|b| b.contains("Welcome to robomod game"))
            .unwrap_or_else(|| panic!("{who} was welcomed"))
    };
    let gina_welcome = flat(&welcome("Gina"));
    assert_contains(&gina_welcome, "You are this game's master too");
    assert!(!gina_welcome.contains("master is Gina"), "{gina_welcome}");
    assert_contains(&flat(&welcome("Ann")), "The game's master is Gina");
    assert!(!flat(&welcome("Ann")).contains("You are this game's master"));
    // Ann and Bob build their goal stacks; Gina has not.
    let ann = l.key(id, "Ann");
    l.site.deliver("Ann", id, &ann, "a-g", "GOALS 1y 3r 2g 1b");
    let bob = l.key(id, "Bob");
    l.site.deliver("Bob", id, &bob, "b-g", "GOALS 2y 1r 1g 3b");
    l.d.pass().unwrap();
    // Seen in play: a question asked in a mail of orders went to the master who plays with
    // the whole mail quoted, the orders of another seat with it. She reads the question.
    let gina_before = l.bodies_to("Gina").len();
    l.site.deliver(
        "Ann",
        id,
        &ann,
        "a-gq",
        "GOALS 1y 3r 2g 1b\nDoes the top of the stack come first?",
    );
    l.d.pass().unwrap();
    assert_eq!(l.bodies_to("Gina").len(), gina_before + 1, "the question");
    let letter = l.last_to("Gina");
    assert_contains(&letter, "> Does the top of the stack come first?");
    assert!(!letter.to_uppercase().contains("1Y 3R"), "{letter}");

    let preview = as_gina(&mut l, id, "m1", "PREVIEW");
    assert_contains(&flat(&preview), "You play in this game");
    assert!(!preview.contains("1Y 3R 2G 1B"), "{preview}");
    insta::assert_snapshot!("fair_master_preview", short(&preview));
    let status = as_gina(&mut l, id, "m2", "STATUS");
    assert!(!status.contains("1Y 3R 2G 1B"), "{status}");
    assert_contains(&flat(&status), "Hello Gina,");

    let lines = as_gina(
        &mut l,
        id,
        "m3",
        "REPLACE Yellow ann@example.org Ann2\nPAUSE\nRESUME\nEXTEND 1w\nEXTEND 3 days storm\n\
         EXTEND forever\nFROBNICATE 3\nKICK Red",
    );
    assert_contains(&flat(&lines), "the address of Yellow's own player");
    assert!(!lines.contains("with your reason.\n"), "{lines}");
    insta::assert_snapshot!("fair_master_lines", short(&lines));
    // Ann kept her seat and heard nothing of it.
    assert!(!l.last_to("Ann").contains("given your seat"));

    // A mail of Ann's in which robomod reads no command goes to the master who does not
    // play (Hal), never to Gina, who plays.
    // Seen in play: the only master, who plays, asked a question in her player's mail and it
    // was forwarded to her. Nothing goes back to her, and she is told why.
    let gina = l.key(id, "Gina");
    let gina_before = l.bodies_to("Gina").len();
    l.site.deliver(
        "Gina",
        id,
        &gina,
        "g-q0",
        "MODERATOR: is the red beam damage here?",
    );
    l.d.pass().unwrap();
    assert_eq!(
        l.bodies_to("Gina").len(),
        gina_before + 1,
        "her answer alone"
    );
    let answer = l.last_to("Gina");
    assert_contains(&flat(&answer), "Not forwarded: you are this game's master");
    assert!(!answer.contains("errors"), "no problem of hers: {answer}");
    // Seen in play: a letter of a player whose game's only master plays was answered "this
    // server names no moderator"; it is told why it went to nobody.
    l.site.deliver(
        "Ann",
        id,
        &ann,
        "a-letter0",
        "Tough round ahead for my poor robot, we will see.",
    );
    l.d.pass().unwrap();
    let answer = flat(&l.last_to("Ann"));
    assert_contains(&answer, "this game's master plays in it too");
    assert!(!answer.contains("names no moderator"), "{answer}");
    as_gina(&mut l, id, "m3b", "PROMOTE hal@example.org");
    let gina_before = l.bodies_to("Gina").len();
    l.site.deliver(
        "Ann",
        id,
        &ann,
        "a-letter",
        "Next round I will push the red robot off the board, I reckon.",
    );
    l.d.pass().unwrap();
    assert_contains(&flat(&l.last_to("Hal")), "push the red robot");
    assert_eq!(
        l.bodies_to("Gina").len(),
        gina_before,
        "Gina reads no letter of Ann's"
    );

    // With another master (Hal), it goes to Hal alone.
    let gina_before = l.bodies_to("Gina").len();
    l.site.deliver(
        "Gina",
        id,
        &gina,
        "g-q",
        "MODERATOR: is the red beam damage here?",
    );
    l.d.pass().unwrap();
    assert_contains(&flat(&l.last_to("Hal")), "is the red beam damage here?");
    let answer = l.last_to("Gina");
    assert_contains(&flat(&answer), "Forwarded to the moderator (hal)");
    assert_eq!(
        l.bodies_to("Gina").len(),
        gina_before + 1,
        "her answer alone"
    );

    let eject = as_gina(&mut l, id, "m4", "EJECT Blue silent all week");
    assert_contains(&flat(&eject), "Blue's player is out");
    let notice = l.last_to("Ann");
    assert_contains(&flat(&notice), "from its player. From now on, the robot");
    insta::assert_snapshot!("fair_master_eject_notice", short(&notice));
}

#[test]
fn a_master_without_a_seat_is_greeted_by_the_name_she_gave_never_a_made_up_one() {
    let mut l = Lobby::new(CONFIG);
    l.send("Gina", "g0", "OPEN race SEATS 2");
    l.seeded();
    for n in ["Ann", "Bob"] {
        l.send(n, &format!("{n}-1"), "JOIN 1");
    }
    let welcome = l.last_to("Gina");
    assert!(!welcome.contains("Hello gina"), "{welcome}");
    // The name she gave when she opened it (her mail's display name), in every mail to her.
    assert_contains(&welcome, "Hello Gina,");
    let hint = as_gina(&mut l, 1, "m1", "PROGRAM F1 F1 F1 F1 F1\nKICK Red");
    assert_contains(&flat(&hint), "you hold no seat in this game");
    assert_contains(&hint, "Hello Gina,");
    insta::assert_snapshot!("fair_master_no_seat", short(&hint));
    // The race's replacement welcome, in the race's words.
    as_gina(&mut l, 1, "m2", "REPLACE Bob eve@example.org Eve");
    let eve = l.last_to("Eve");
    assert_contains(&flat(&eve), "lives");
    assert!(!eve.contains("its pieces and its goals"), "{eve}");
    insta::assert_snapshot!("fair_master_race_replacement", short(&eve));
}

#[test]
fn every_lobby_line_is_answered_in_english_and_polish() {
    let mut l = Lobby::new(CONFIG);
    l.send(
        "Ann",
        "a1",
        "LIST\nFROBNICATE 3\nOPEN chess SEATS 2\nRATINGS chess\n\
         TOURNAMENT OPEN chess HEATS 4\nALSO not-an-address",
    );
    let ann = l.last_to("Ann");
    assert_contains(&flat(&ann), "> FROBNICATE 3");
    assert_contains(&flat(&ann), "chess is no game robomod has");
    assert_contains(&flat(&ann), "not-an-address is not a mail address");
    insta::assert_snapshot!("fair_lobby_lines", short(&ann));
    l.send("Bob", "b1", "FROBNICATE 3");
    let bob = l.last_to("Bob");
    assert_contains(&flat(&bob), "> FROBNICATE 3");
    assert_contains(&flat(&bob), "Not a command");
    l.send(
        "Cid",
        "c1",
        "USTAW JĘZYK PL\nFROBNICATE 3\nOTWÓRZ szachy MIEJSCA 2",
    );
    let cid = l.last_to("Cid");
    assert_contains(&flat(&cid), "szachy to nie gra robomoda");
    // Not `short`: the Polish lobby help's heading passes 72 columns with this address (as before).
    insta::assert_snapshot!("fair_lobby_lines_pl", cid);
}

#[test]
fn a_tournament_by_mail_takes_computer_players_and_refuses_what_cannot_be() {
    let mut l = Lobby::new(CONFIG);
    l.send("Olga", "o1", "TOURNAMENT OPEN race SERIES 0");
    let zero = l.last_to("Olga");
    assert_contains(&flat(&zero), "SERIES 0: write a whole number, 1 or more");
    l.send("Olga", "o2", "TOURNAMENT OPEN race SERIES 1 ENTRANTS 1");
    assert_contains(
        &flat(&l.last_to("Olga")),
        "ENTRANTS 1: write a whole number, 2 or more",
    );
    l.send(
        "Olga",
        "o3",
        "TOURNAMENT OPEN race SERIES 1 ENTRANTS 3 COMPUTERS 3",
    );
    assert_contains(&flat(&l.last_to("Olga")), "leave at least one for a person");
    assert_eq!(l.count("SELECT count(*) FROM tournaments"), 0);
    l.send(
        "Olga",
        "o4",
        "TOURNAMENT OPEN race SERIES 1 ENTRANTS 3 COMPUTERS 2",
    );
    let opened = l.last_to("Olga");
    assert_contains(&flat(&opened), "Bot1");
    insta::assert_snapshot!("fair_tournament_computers", short(&opened));
    // Ann fills it: it starts, the computer players play their seats and get no mail.
    l.send("Ann", "a1", "JOIN TOURNAMENT 1");
    assert_eq!(
        l.count("SELECT count(*) FROM players WHERE address LIKE '%@bots.robomod.invalid'"),
        2
    );
    assert_eq!(
        l.count("SELECT count(*) FROM outbox WHERE recipient LIKE '%@bots.robomod.invalid'"),
        0
    );
    assert!(l.bodies_to("Ann").iter().any(|m| m.contains("Bot2")));
}

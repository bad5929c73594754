//! The unit tests of [`lobby`](super), apart from the code they check.

use super::*;

fn read(line: &str) -> Option<LobbyCommand> {
    match lobby_command(line, false)? {
        PlayerCommand::Lobby { lobby } => Some(lobby),
        other => panic!("{line}: {other:?}"),
    }
}

#[test]
fn tournament_lines_read_as_their_command() {
    let t = |what| Some(LobbyCommand::Tournament { what });
    assert_eq!(read("TOURNAMENT"), t(Tournament::Show { id: None }));
    assert_eq!(read("tournament #3"), t(Tournament::Show { id: Some(3) }));
    assert_eq!(
        read("TOURNAMENT OPEN RAMbots HEATS 4 START 7d"),
        t(Tournament::Open {
            text: "rambots HEATS 4 START 7d".into()
        })
    );
    assert_eq!(read("Tournament start 3."), t(Tournament::Start { id: 3 }));
    assert_eq!(
        read("join tournament 3"),
        t(Tournament::Join { id: 3, name: None })
    );
    assert_eq!(
        read("JOIN TOURNAMENT 3 AS Ann Smith"),
        t(Tournament::Join {
            id: 3,
            name: Some("Ann Smith".into())
        })
    );
    assert_eq!(
        read("TOURNAMENT JOIN 3"),
        t(Tournament::Join { id: 3, name: None })
    );
    assert_eq!(read("leave tournament 3"), t(Tournament::Leave { id: 3 }));
    // A game's JOIN is still a game's.
    assert!(matches!(
        read("JOIN 3"),
        Some(LobbyCommand::Join { game: 3, .. })
    ));
    // Prose, unless shouted (then quoted back as unknown).
    assert_eq!(read("Tournament time, everyone"), None);
    assert_eq!(read("tournament"), None);
    assert!(matches!(
        lobby_command("TOURNAMENT OPEN chess", false),
        Some(PlayerCommand::Unknown { .. })
    ));
    assert!(matches!(
        lobby_command("JOIN TOURNAMENT soon", false),
        Some(PlayerCommand::Unknown { .. })
    ));
}

#[test]
fn also_names_one_address() {
    let also = |o: &str, off| {
        Some(LobbyCommand::Also {
            other: Some(o.into()),
            off,
        })
    };
    assert_eq!(
        read("ALSO Ann@Work.example"),
        also("ann@work.example", false)
    );
    assert_eq!(
        read("also <ann@work.example>."),
        also("ann@work.example", false)
    );
    assert_eq!(
        read("ALSO ann@work.example OFF"),
        also("ann@work.example", true)
    );
    assert_eq!(
        read("ALSO"),
        Some(LobbyCommand::Also {
            other: None,
            off: false
        })
    );
    // Prose, and what does not read in capitals.
    assert_eq!(read("Also, I wanted to say thanks"), None);
    assert_eq!(read("also"), None);
    assert!(matches!(
        lobby_command("ALSO my work address", false),
        Some(PlayerCommand::Unknown { .. })
    ));
}

#[test]
fn ratings_alone_or_with_a_kind() {
    assert_eq!(read("RATINGS"), Some(LobbyCommand::Ratings { kind: None }));
    assert_eq!(
        read("ratings Race"),
        Some(LobbyCommand::Ratings {
            kind: Some("race".into())
        })
    );
    // Prose, and a kind robomod does not know when shouted.
    assert_eq!(read("Ratings are fun"), None);
    assert!(matches!(
        lobby_command("RATINGS chess", false),
        Some(PlayerCommand::Unknown { .. })
    ));
}

#[test]
fn each_command_in_its_shape() {
    assert_eq!(read("LIST"), Some(LobbyCommand::List { game: None }));
    assert_eq!(
        read("list #12"),
        Some(LobbyCommand::List { game: Some(12) })
    );
    assert_eq!(
        read("1. join 12 as Ann Smith"),
        Some(LobbyCommand::Join {
            game: 12,
            standby: false,
            word: None,
            name: Some("Ann Smith".into())
        })
    );
    assert_eq!(
        read("JOIN 7 STANDBY"),
        Some(LobbyCommand::Join {
            game: 7,
            standby: true,
            word: None,
            name: None
        })
    );
    assert_eq!(
        read("join 7 walrus"),
        Some(LobbyCommand::Join {
            game: 7,
            standby: false,
            word: Some("walrus".into()),
            name: None
        })
    );
    assert_eq!(read("leave g3"), Some(LobbyCommand::Leave { game: 3 }));
    assert_eq!(read("take 3"), Some(LobbyCommand::Take { game: 3 }));
    assert_eq!(
        read("observe 3 off"),
        Some(LobbyCommand::Observe { game: 3, on: false })
    );
    assert_eq!(read("set"), Some(LobbyCommand::Set { text: "".into() }));
    assert_eq!(
        read("set reminders   off"),
        Some(LobbyCommand::Set {
            text: "reminders off".into()
        })
    );
    assert_eq!(
        read("OPEN race SEATS 4"),
        Some(LobbyCommand::Open {
            text: "race SEATS 4".into()
        })
    );
}

#[test]
fn prose_stays_chatter_and_shouted_misshapes_are_unknown() {
    for line in [
        "Take care",
        "take 5 minutes",
        "Leave it to me",
        "Set the table",
        "Open the door",
        "join 3 friends for dinner",
        "List of things",
        "observe the rules",
    ] {
        assert_eq!(lobby_command(line, false), None, "{line}");
    }
    assert_eq!(
        read("join game 12"),
        read("JOIN 12"),
        "the word game before the number"
    );
    assert_eq!(read("observe game #3"), read("OBSERVE 3"));
    assert_eq!(
        lobby_command("JOIN the fun", false),
        Some(PlayerCommand::Unknown {
            line: "JOIN the fun".into(),
            meant: None,
            wrong: None,
        })
    );
    assert_eq!(
        lobby_command("list", true),
        None,
        "a subject needs capitals"
    );
    assert_eq!(
        lobby_command("LIST", true),
        Some(PlayerCommand::Lobby {
            lobby: LobbyCommand::List { game: None }
        })
    );
}

#[test]
fn a_known_command_with_an_unknown_kind_or_address_says_which_word() {
    let wrong = |line: &str| match lobby_command(line, false) {
        Some(PlayerCommand::Unknown { wrong, .. }) => wrong,
        other => panic!("{line}: {other:?}"),
    };
    assert_eq!(
        wrong("OPEN chess SEATS 2"),
        Some(Wrong::Kind("chess".into()))
    );
    assert_eq!(wrong("RATINGS chess"), Some(Wrong::Kind("chess".into())));
    assert_eq!(
        wrong("TOURNAMENT OPEN chess HEATS 4"),
        Some(Wrong::Kind("chess".into()))
    );
    assert_eq!(
        wrong("ALSO not-an-address"),
        Some(Wrong::Address("not-an-address".into()))
    );
    // In prose they stay prose.
    assert_eq!(lobby_command("Open chess club tonight", false), None);
    assert_eq!(lobby_command("Also not an address", false), None);
}

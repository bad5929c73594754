//! The reader of intent on the lobby's families: joining a game, entering a tournament,
//! asking which games there are, in English and Polish.

use super::tests::inner;
use crate::inbound::{LobbyCommand, PlayerCommand};

#[test]
fn a_tournament_is_entered_in_words_not_read_as_a_game() {
    let enter = |id| PlayerCommand::Lobby {
        lobby: LobbyCommand::Tournament {
            what: crate::inbound::Tournament::Join { id, name: None },
        },
    };
    for (line, id) in [
        ("I'd like to join tournament 3, please.", 3),
        ("Please sign me up for tournament #12", 12),
        ("count me in for the RAMbots tournament 4!", 4),
        ("Could I enter tournament 2?", 2),
        ("Chciałbym dołączyć do turnieju 5.", 5),
        ("zgłaszam się do turnieju 6", 6),
        ("Wezmę udział w turnieju 7, dzięki", 7),
    ] {
        assert_eq!(inner(line), vec![enter(id)], "{line}");
    }
    // A game's seat is still a game's.
    assert!(matches!(
        inner("I'd like to join game 3").as_slice(),
        [PlayerCommand::Lobby {
            lobby: LobbyCommand::Join { game: 3, .. }
        }]
    ));
}

#[test]
fn strangers_join_in_words_with_the_name_they_give() {
    let join = |game, name: Option<&str>| PlayerCommand::Lobby {
        lobby: LobbyCommand::Join {
            game,
            standby: false,
            word: None,
            name: name.map(str::to_string),
        },
    };
    assert_eq!(
        inner("count me in for game 3, call me Mia"),
        vec![join(3, Some("Mia"))]
    );
    assert_eq!(
        inner("Please sign me up for game 12 as Mia"),
        vec![join(12, Some("Mia"))]
    );
    assert_eq!(
        inner("I'd like to join game 3. My name is Mia."),
        vec![join(3, None)]
    );
    assert_eq!(
        inner("zapisz mnie do gry 4 jako Mia, dzięki"),
        vec![join(4, Some("Mia"))]
    );
    assert_eq!(
        inner("what games are open?"),
        vec![PlayerCommand::Lobby {
            lobby: LobbyCommand::List { game: None }
        }]
    );
}

#[test]
fn the_ratings_and_the_tournaments_asked_in_words_in_both_languages() {
    let ratings = PlayerCommand::Lobby {
        lobby: LobbyCommand::Ratings { kind: None },
    };
    for line in [
        "What's my rating?",
        "Can I see the leaderboard?",
        "gdzie mogę zobaczyć ranking graczy?",
        "Poproszę ranking graczy.",
    ] {
        assert_eq!(inner(line), vec![ratings.clone()], "{line}");
    }
    let tournaments = PlayerCommand::Lobby {
        lobby: LobbyCommand::Tournament {
            what: crate::inbound::Tournament::Show { id: None },
        },
    };
    for line in [
        "Which tournaments are open?",
        "Are there any tournaments?",
        "Jakie turnieje są teraz otwarte?",
        "turniej",
    ] {
        assert_eq!(inner(line), vec![tournaments.clone()], "{line}");
    }
}

#[test]
fn leaving_taking_and_watching_no_more_in_words_in_both_languages() {
    let lobby = |lobby| vec![PlayerCommand::Lobby { lobby }];
    for (line, want) in [
        (
            "Please leave game 12 for me, I can't make it",
            lobby(LobbyCommand::Leave { game: 12 }),
        ),
        (
            "wypisz mnie z gry 12",
            lobby(LobbyCommand::Leave { game: 12 }),
        ),
        (
            "I'd like to withdraw from tournament 3",
            lobby(LobbyCommand::Tournament {
                what: crate::inbound::Tournament::Leave { id: 3 },
            }),
        ),
        (
            "wycofuję się z turnieju 3",
            lobby(LobbyCommand::Tournament {
                what: crate::inbound::Tournament::Leave { id: 3 },
            }),
        ),
        (
            "Yes, I'll take the seat in game 7!",
            lobby(LobbyCommand::Take { game: 7 }),
        ),
        (
            "biorę miejsce w grze 7",
            lobby(LobbyCommand::Take { game: 7 }),
        ),
        (
            "stop watching game 5",
            lobby(LobbyCommand::Observe { game: 5, on: false }),
        ),
        (
            "przestań obserwować grę 5",
            lobby(LobbyCommand::Observe { game: 5, on: false }),
        ),
        (
            "no more reminders please",
            lobby(LobbyCommand::Set {
                text: "REMINDERS OFF".into(),
            }),
        ),
        (
            "włącz przypomnienia",
            lobby(LobbyCommand::Set {
                text: "REMINDERS ON".into(),
            }),
        ),
    ] {
        assert_eq!(inner(line), want, "{line}");
    }
}

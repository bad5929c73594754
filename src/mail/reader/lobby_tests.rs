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
    // A title's full stop parts nothing; a name dictated after `name of`, a surname given.
    assert_eq!(
        inner("I'd love to join game 1! Please call me Ms. Tran")[0],
        join(1, Some("Ms. Tran"))
    );
    assert_eq!(
        inner("put me in game 1 please name of jory"),
        vec![join(1, Some("jory"))]
    );
    assert_eq!(
        inner("do gry 1 prosze mnie wpisac, nazwisko moje Wasilewski"),
        vec![join(1, Some("Wasilewski"))]
    );
    assert_eq!(
        inner("Please sign me up for game 12 as Mia"),
        vec![join(12, Some("Mia"))]
    );
    assert_eq!(
        inner("I'd like to join game 3. My name is Mia."),
        vec![join(3, Some("Mia"))]
    );
    assert_eq!(
        inner("I'd like to join game 1, please. Call me Rusty."),
        vec![join(1, Some("Rusty"))]
    );
    assert_eq!(
        inner("zapisz mnie do gry 4 jako Mia, dzięki"),
        vec![join(4, Some("Mia"))]
    );
    assert_eq!(
        inner("Chętnie dołączę do gry 1, mówcie mi Zocha."),
        vec![join(1, Some("Zocha"))]
    );
    // Asked twice in one line (`love to play`, `put me down as`): the mail answers it once.
    let seats: Vec<_> = inner(
        "Hi! I saw there's a race starting (game 7). I'd love to play - you can put me down \
         as Pixel. Thanks!",
    )
    .into_iter()
    .filter(|c| matches!(c, PlayerCommand::Lobby { .. }))
    .collect();
    assert!(!seats.is_empty() && seats.iter().all(|c| *c == join(7, Some("Pixel"))));
    // No game named, or two: no seat taken.
    assert!(inner("I'd love to play some day").is_empty());
    assert!(
        !inner("I would love to play! Either game 3 or game 4 suits me.")
            .iter()
            .any(|c| matches!(c, PlayerCommand::Lobby { .. }))
    );
    assert_eq!(
        inner("I'd love to join game 2, I go by Rusty"),
        vec![join(2, Some("Rusty"))]
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

#[test]
fn a_game_is_opened_in_words_with_its_kind_and_seats_or_not_at_all() {
    let open = |text: &str| PlayerCommand::Lobby {
        lobby: LobbyCommand::Open { text: text.into() },
    };
    for (line, text) in [
        (
            "I'd like to start a new robot race for three players please.",
            "race SEATS 3",
        ),
        (
            "Could you open a new RAMbots game for 4 players?",
            "rambots SEATS 4",
        ),
        ("Can we set up a Ricochet game?", "ricochet"),
        (
            "chciałabym założyć nową grę w wyścig robotów dla trzech graczy",
            "race SEATS 3",
        ),
        (
            "Proszę otworzyć grę w RAMbots na cztery osoby.",
            "rambots SEATS 4",
        ),
        // The kind named where `game` would stand.
        (
            "chciałabym otworzyć nowy wyścig robotów dla trzech graczy.",
            "race SEATS 3",
        ),
        ("Załóżcie proszę wyścig na 4 osoby", "race SEATS 4"),
        ("could you open a race for two players?", "race SEATS 2"),
        (
            "Let's set up a RAMbots match for 3 players",
            "rambots SEATS 3",
        ),
    ] {
        assert_eq!(inner(line), vec![open(text)], "{line}");
    }
    // No kind named, or players counted in words not read: no game opened.
    for line in [
        "I'd like to start a new game",
        "Please open a new race for a few players",
        "chcę założyć nową grę",
        "nie mogę otworzyć obrazka z planszą",
        "I can't open a picture in this mail",
    ] {
        assert!(
            !inner(line).iter().any(|c| matches!(
                c,
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Open { .. }
                }
            )),
            "{line}: {:?}",
            inner(line)
        );
    }
}

#[test]
fn an_absence_and_another_address_in_words_take_what_is_written_or_nothing() {
    let absent = |text: &str| PlayerCommand::Absent { text: text.into() };
    for (line, text) in [
        (
            "I'll be away from 2026-12-24 to 2026-12-27.",
            "2026-12-24 2026-12-27",
        ),
        (
            "I'm on holiday, 2026-12-24 until 2026-12-31",
            "2026-12-24 2026-12-31",
        ),
        (
            "Wyjeżdżam od 2026-12-24 do 2026-12-27, przepraszam",
            "2026-12-24 2026-12-27",
        ),
        ("Please cancel my absence", "CANCEL"),
        ("odwołuję moją nieobecność", "CANCEL"),
    ] {
        assert_eq!(inner(line), vec![absent(text)], "{line}");
    }
    // No date robomod can read: a word for the moderator, as ever; a plan is no order.
    assert_eq!(
        inner("I'll be away over Christmas"),
        vec![PlayerCommand::ToModerator {
            text: "I'll be away over Christmas".into()
        }]
    );
    assert!(inner("I might be away next week").is_empty());
    let also = |other: &str, off| PlayerCommand::Lobby {
        lobby: LobbyCommand::Also {
            other: Some(other.into()),
            off,
        },
    };
    for (line, other, off) in [
        (
            "My other address is ann@work.example.",
            "ann@work.example",
            false,
        ),
        (
            "I also play from ann.smith@home.example",
            "ann.smith@home.example",
            false,
        ),
        (
            "Mój drugi adres to zosia@praca.example",
            "zosia@praca.example",
            false,
        ),
        ("Please unlink ann@work.example", "ann@work.example", true),
    ] {
        assert_eq!(inner(line), vec![also(other, off)], "{line}");
    }
    // No address written, or two: nothing linked.
    for line in [
        "my other address is the work one",
        "link a@b.example and c@d.example",
    ] {
        assert!(
            !inner(line).iter().any(|c| matches!(
                c,
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Also { .. }
                }
            )),
            "{line}"
        );
    }
}

/// Found by blind probes and in play: one game asked about, the ranking as who plays best, a
/// name written anywhere in a sentence, RAMbots opened by its Polish plural.
#[test]
fn a_game_asked_about_names_given_and_rambots_opened_in_polish() {
    let lobby = |lobby| PlayerCommand::Lobby { lobby };
    for (line, want) in [
        (
            "Tell me more about game 4 please",
            lobby(LobbyCommand::List { game: Some(4) }),
        ),
        (
            "co to za gra nr 4?",
            lobby(LobbyCommand::List { game: Some(4) }),
        ),
        (
            "gdzie mogę zobaczyć, kto najlepiej gra w wyścig?",
            lobby(LobbyCommand::Ratings { kind: None }),
        ),
        (
            "Chciałabym założyć nową grę w RAMboty dla trzech graczy",
            lobby(LobbyCommand::Open {
                text: "rambots SEATS 3".into(),
            }),
        ),
    ] {
        assert_eq!(inner(line), vec![want], "{line}");
    }
    for (line, game, name) in [
        (
            "I want to play in game 4 -- my player name should be Sprocket",
            4,
            "Sprocket",
        ),
        ("dołączam do 4, moje imię w grze: Kaśka", 4, "Kaśka"),
        ("proszę mnie zapisać do gry 4. Jestem Ania.", 4, "Ania"),
    ] {
        let got = super::read_line(line);
        assert!(
            got.iter().any(|c| matches!(
                c.inner(),
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Join { game: g, name: Some(n), .. }
                } if *g == game && n == name
            )),
            "{line}: {got:?}"
        );
    }
}

/// The seat a line asks for, in words or in the grammar: (game, name).
fn seat(line: &str) -> Option<(i64, Option<String>)> {
    inner(line).into_iter().find_map(|c| match c {
        PlayerCommand::Lobby {
            lobby: LobbyCommand::Join { game, name, .. },
        } => Some((game, name)),
        _ => None,
    })
}

#[test]
fn a_seat_asked_for_in_other_words_in_english() {
    for line in [
        "I want to participate in game number 12",
        "Good day. I want to participate in game number 12, thanks",
        "I'd like to take part in game 12",
        "please enrol me in game 12",
        "Can I hop into game 12?",
        "I want to take a seat in number 12 please.",
        "Could you save me a seat in game 12?",
        "Game 12 sounds fun, I'd like to take part.",
    ] {
        assert_eq!(seat(line).map(|s| s.0), Some(12), "{line}");
    }
}

#[test]
fn a_seat_asked_for_in_other_words_in_polish() {
    for line in [
        "wbijam do 12",
        "siema, wbijam do 12",
        "proszę o zapisanie mnie do gry numer 12",
        "uprzejmie proszę o zapisanie mnie do gry nr 12.",
        "chcę wziąć udział w grze 12",
        "wchodzę do gry 12",
        "Gra 12? Wbijam!",
        "proszę mnie dopisać do gry nr 12",
    ] {
        assert_eq!(seat(line).map(|s| s.0), Some(12), "{line}");
    }
}

#[test]
fn a_name_given_in_a_sentence_of_its_own_before_or_after_the_seat_in_english() {
    for (line, name) in [
        (
            "Hello! My name for the game should be Rook. I want to take a seat in number 12 please.",
            "Rook",
        ),
        (
            "I want to participate in game number 12, my nick will be Wilk. Best regards, Tomasz",
            "Wilk",
        ),
        ("join 12. My nickname would be Quill.", "Quill"),
        ("Sign me up for game 12, username Pixel", "Pixel"),
        ("I'd like to take part in game 12. I'll be Quark.", "Quark"),
    ] {
        assert_eq!(seat(line), Some((12, Some(name.into()))), "{line}");
    }
}

#[test]
fn a_name_given_in_a_sentence_of_its_own_before_or_after_the_seat_in_polish() {
    for (line, name) in [
        ("siema, wbijam do 12, ksywka Kuba", "Kuba"),
        (
            "uprzejmie proszę o zapisanie mnie do gry numer 12 pod pseudonimem Żaneta.",
            "Żaneta",
        ),
        ("Mój nick w grze będzie Sowa. Dołączam do gry 12.", "Sowa"),
        ("wchodzę do 12, pod ksywką Kruk", "Kruk"),
        ("biorę udział w grze 12, login Orzeł", "Orzeł"),
    ] {
        assert_eq!(seat(line), Some((12, Some(name.into()))), "{line}");
    }
}

#[test]
fn a_name_given_again_after_a_correction_is_the_seat_s() {
    for (line, name) in [
        (
            "join 12 as Jess - wait no, use JessH, Jess is probably taken",
            "JessH",
        ),
        ("JOIN 12 AS Jess. Actually, make it Jessie.", "Jessie"),
        (
            "dołączam do 12 jako Kasia, jednak nie, użyj KasiaB",
            "KasiaB",
        ),
    ] {
        assert_eq!(seat(line), Some((12, Some(name.into()))), "{line}");
    }
    // Two names and no correction: no name taken on a guess, the seat asked about.
    assert!(matches!(
        inner("join game 12, call me Rook. My nick is Wilk.").as_slice(),
        [PlayerCommand::Lobby {
            lobby: LobbyCommand::NameUnsure { game: 12, names }
        }] if names == &["Rook", "Wilk"]
    ));
    // A name of several words is kept whole.
    assert_eq!(
        seat("join 12, player name Mia the Mechanic"),
        Some((12, Some("Mia the Mechanic".into())))
    );
}

#[test]
fn a_lobby_question_with_two_letters_swapped_is_read_in_both_languages() {
    let list = PlayerCommand::Lobby {
        lobby: LobbyCommand::List { game: None },
    };
    for line in [
        "lsita gier pls",
        "lsita gier",
        "waht games are open?",
        "lsit pls",
    ] {
        let read = inner(line);
        assert!(read.contains(&list), "{line}: {read:?}");
    }
    let ratings = PlayerCommand::Lobby {
        lobby: LobbyCommand::Ratings { kind: None },
    };
    assert_eq!(inner("rnaking graczy"), vec![ratings]);
    // Nothing acts on a typo: `jion game 12` takes no seat.
    assert!(seat("jion the gmae 12").is_none());
}

#[test]
fn a_seat_asked_naming_no_game_is_the_open_one_unless_in_doubt() {
    let open = PlayerCommand::Lobby {
        lobby: LobbyCommand::JoinOpen { name: None },
    };
    assert_eq!(
        inner(
            "Hello, I'd like a seat in the open race please, and put me down as Dotty if you can."
        ),
        vec![PlayerCommand::Lobby {
            lobby: LobbyCommand::JoinOpen {
                name: Some("Dotty".into())
            }
        }],
        "politeness is no doubt"
    );
    for line in [
        "count me in for the race!!",
        "I take the free place in this one!",
        "dolaczam :)",
        "siema, dołączam do tego wyścigu :)",
        "I'd like to join the race, please",
        "Dołącz mnie proszę do tego wyścigu, który jest teraz otwarty.",
    ] {
        assert_eq!(inner(line), vec![open.clone()], "{line}");
    }
    assert_eq!(
        inner("count me in for the race, call me Rook. My nick is Wilk."),
        vec![PlayerCommand::Lobby {
            lobby: LobbyCommand::List { game: None }
        }],
        "two names, no game: no seat on a guess"
    );
    for line in [
        "i'd like to join but not sure i can make the deadlines",
        "na razie nie chcę grać",
    ] {
        assert!(!inner(line).contains(&open), "{line}");
    }
}

#[test]
fn a_name_asked_for_the_seat_in_more_words_in_both_languages() {
    for (line, name) in [
        ("Sign me up for 12 please, name me Big Mick", "Big Mick"),
        (
            "Dzień dobry, chciałabym dołączyć do gry nr 12. Jako nazwę gracza proszę wpisać \
             Zosia.",
            "Zosia",
        ),
    ] {
        assert_eq!(seat(line), Some((12, Some(name.into()))), "{line}");
    }
}

//! The reader of intent on families read as people inflect and order their words: what was
//! sent named in her words, Polish verbs in every form and word order, a question asking leave,
//! a request robomod has no command for, a remark after a comma.

use super::tests::{each, inner};
use crate::inbound::{Doubt, PlayerCommand};

#[test]
fn what_she_sent_withdrawn_in_her_words() {
    each(
        &[
            "Please delete the program I sent",
            "remove the moves from this morning",
            "cancel the orders I sent earlier",
            "proszę anulować mój program",
            "skasujcie moje rozkazy",
        ],
        &[PlayerCommand::Clear],
    );
}

#[test]
fn leaving_in_any_form_and_word_order() {
    each(
        &[
            "Proszę mnie usunąć z gry, nie mam czasu.",
            "Niestety muszę się wycofać z gry.",
            "wypiszcie mnie",
            "Please take my robot out of the race.",
        ],
        &[PlayerCommand::Resign],
    );
}

#[test]
fn powering_down_in_any_form_asked_or_after_a_comma() {
    let pd = vec![PlayerCommand::Orders {
        keyword: "POWER".into(),
        text: "DOWN".into(),
    }];
    for line in [
        "Proszę wyłączyć mojego robota w następnej rundzie.",
        "w następnej rundzie się wyłączam",
        "Can my robot power down next round?",
        "Power down my bot next round, thanks!",
        "Let me power down next turn, I'm on 6 damage.",
    ] {
        assert_eq!(inner(line), pd, "{line:?}");
    }
    // A question that asks what to do still asks.
    assert!(
        !inner("should I power down?").contains(&pd[0]),
        "a question of doubt is no order"
    );
}

#[test]
fn a_request_robomod_has_no_command_for_goes_to_the_moderator() {
    for line in [
        "please make my robot sleep next round",
        "proszę przenieść mnie do innej drużyny",
    ] {
        assert!(
            matches!(inner(line).as_slice(), [PlayerCommand::Question { .. }]),
            "{line:?}: {:?}",
            inner(line)
        );
    }
}

#[test]
fn asking_where_things_stand_in_other_words() {
    each(
        &[
            "Where do things stand?",
            "Whose turn is it?",
            "Możesz mi jeszcze raz przysłać planszę?",
            "Kto jeszcze nie przysłał programu?",
            "When's the deadline for this round?",
            "how are things looking on the board?",
            "Is Bob in yet?",
            "Kiedy mija termin tej rundy?",
            "Gdzie teraz stoi mój robot?",
        ],
        &[PlayerCommand::Status],
    );
    each(
        &[
            "What's the syntax for orders again?",
            "which cards can I play?",
            "Jak się wpisuje program?",
        ],
        &[PlayerCommand::Help],
    );
}

#[test]
fn a_change_of_mind_takes_the_order_back() {
    // What stands last is what holds: `keep me running` takes the power down back.
    let read = inner("I've changed my mind about powering down, keep me running.");
    assert_eq!(
        read.last(),
        Some(&PlayerCommand::Orders {
            keyword: "POWER".into(),
            text: "ON".into()
        }),
        "{read:?}"
    );
}

#[test]
fn who_is_meant_an_order_about_another_seat_is_none_of_hers() {
    for line in [
        "Bob should shut down, his robot is a wreck.",
        "I think Bob should power down next turn",
        "Red must power down, surely",
        "Bartek powinien się wyłączyć, jego robot jest w kiepskim stanie.",
        "on powinien się wyłączyć",
        // A name right before the verb said of someone else, or reported speech.
        "bob sie wylaczy pewnie w nastepnej rundzie hehe",
        "a Bob to niech sie wylaczy bo mu sie nalezy",
        "Bob pisał że robi power down — ja nie.",
        "bob says hes powering down next round so watch out for him",
    ] {
        assert!(
            !inner(line)
                .iter()
                .any(|c| matches!(c, PlayerCommand::Orders { .. })),
            "{line}: {:?}",
            inner(line)
        );
    }
    // Hers again after `I`, or asking robomod.
    let pd = vec![PlayerCommand::Orders {
        keyword: "POWER".into(),
        text: "DOWN".into(),
    }];
    each(
        &[
            "Bob pushed me, so I will power down",
            "you should power me down",
        ],
        &pd,
    );
}

#[test]
fn leaving_the_game_said_in_a_sentence_in_polish() {
    let got =
        inner("Niestety mój robot odpadł, więc rezygnuję z dalszej gry. Dzięki wszystkim za grę!");
    assert!(got.contains(&PlayerCommand::Resign), "{got:?}");
}

#[test]
fn every_command_a_player_asks_for_in_words_in_both_languages() {
    for (line, want) in [
        ("Poproszę o pomoc.", PlayerCommand::Help),
        (
            "poproszę o krótkie podsumowanie dotychczasowego przebiegu gry",
            PlayerCommand::Summary,
        ),
        ("Gdzie jest teraz robot Bartka?", PlayerCommand::Status),
        ("where is Bob's robot now?", PlayerCommand::Status),
        ("Can you take back what I just sent?", PlayerCommand::Clear),
        ("cofnij to co wysłałam", PlayerCommand::Clear),
        (
            "WYŁĄCZ",
            PlayerCommand::Orders {
                keyword: "POWER".into(),
                text: "DOWN".into(),
            },
        ),
    ] {
        assert_eq!(inner(line), vec![want], "{line}");
    }
    for (line, to) in [
        ("please pass a message to Bob: nice move", "Bob"),
        ("przekaż proszę Bartkowi, że dobrze gra", "Bartkowi"),
        // After a conjunction opening the sentence.
        ("I przekaż proszę Ani, że jeszcze ją dogonię!", "Ani"),
        ("A przekaż Bartkowi, że dobrze gra", "Bartkowi"),
    ] {
        assert!(
            matches!(inner(line).as_slice(), [PlayerCommand::Press { to: t, .. }] if t == &[to]),
            "{line}: {:?}",
            inner(line)
        );
    }
}

#[test]
fn waiting_no_more_and_what_if_in_words_in_both_languages() {
    for line in ["Don't wait for me this round", "nie czekajcie na mnie"] {
        assert_eq!(
            inner(line),
            vec![PlayerCommand::Wait { on: false }],
            "{line}"
        );
    }
    for (line, text) in [
        ("What if I play F2 L F R U?", "F2 L F R U"),
        ("co jeśli zagram F2 L F R U?", "F2 L F R U"),
    ] {
        assert_eq!(
            inner(line),
            vec![PlayerCommand::Try { text: text.into() }],
            "{line}"
        );
    }
}

#[test]
fn press_in_words_names_the_seat_and_keeps_her_text() {
    assert_eq!(
        inner("tell Bob good luck!"),
        vec![press("Bob", "good luck!")]
    );
    assert_eq!(
        inner("message for Bob: watch out for the pit ;)"),
        vec![press("Bob", "watch out for the pit ;)")]
    );
    assert_eq!(
        inner("Can you pass this on to Bob: truce?"),
        vec![press("Bob", "truce?")]
    );
    assert_eq!(
        inner("przekaż Bobowi, że nie będę go blokować"),
        vec![press("Bobowi", "nie będę go blokować")]
    );
    // Addressed with a colon and no verb, in both languages; without the colon, no press.
    assert_eq!(
        inner("And to Bob: nice try blocking me"),
        vec![press("Bob", "nice try blocking me")]
    );
    assert!(inner("to be honest I like this board").is_empty());
    assert!(
        !inner("To start: F2, L, F")
            .iter()
            .any(|c| matches!(c, PlayerCommand::Press { .. }))
    );
    assert_eq!(
        inner("Pozdrów ode mnie Boba, dobra gra"),
        vec![press("Boba", "dobra gra")]
    );
    assert!(
        !inner("Pozdrów ode mnie Boba")
            .iter()
            .any(|c| matches!(c, PlayerCommand::Press { .. }))
    );
}

#[test]
fn press_takes_the_rest_of_its_line_while_it_is_nothing_robomod_acts_on() {
    assert_eq!(
        inner("Tell Bob good luck! May the best robot win."),
        vec![press("Bob", "good luck! May the best robot win.")]
    );
    // A word that names nobody is no recipient: `Message for Bob - ...` is not press to "for".
    assert!(
        !inner("Message for Bob - want to team up against the lasers?")
            .iter()
            .any(|c| matches!(c, PlayerCommand::Press { to, .. } if to[0] == "for"))
    );
    // An order after it on the line is hers for robomod, not Bob's message.
    let read = inner("Tell Bob good luck! Please power me down.");
    assert_eq!(read[0], press("Bob", "good luck!"));
    assert!(read.len() == 2 && !matches!(read[1], PlayerCommand::Press { .. }));
}

#[test]
fn good_wishes_to_a_player_greeted_by_name_are_press_to_them() {
    let greeting = |line: &str| -> Option<(String, String)> {
        super::read_line(line).into_iter().find_map(|c| match c {
            PlayerCommand::Said {
                read_as,
                bare: crate::inbound::Bare::Greeting,
                ..
            } => match *read_as {
                PlayerCommand::Press { to, text, .. } => Some((to[0].clone(), text)),
                _ => None,
            },
            _ => None,
        })
    };
    for (line, to, text) in [
        (
            "Hey Bob, good luck! May the best robot win.",
            "Bob",
            "Hey Bob, good luck! May the best robot win.",
        ),
        ("Hi Bob, have fun!", "Bob", "Hi Bob, have fun!"),
        ("Good luck Bob!", "Bob", "Good luck Bob!"),
        ("Powodzenia, Bartku!", "Bartku", "Powodzenia, Bartku!"),
        (
            "Cześć Bartek, miłej gry i powodzenia!",
            "Bartek",
            "Cześć Bartek, miłej gry i powodzenia!",
        ),
    ] {
        assert_eq!(greeting(line), Some((to.into(), text.into())), "{line}");
    }
    // A greeting before a question, a program, or a name written in lower case: no press.
    for line in [
        "Hi Bob, what is the deadline?",
        "Hey Bob, F2 L F R U",
        "hey there, good luck",
        "Hi everyone, good luck!",
        "Hello Bob, I think I will power down.",
    ] {
        assert_eq!(greeting(line), None, "{line}");
    }
}

/// The text of the one bare program read in `line`, if one is.
fn bare(line: &str) -> Option<String> {
    match inner(line).as_slice() {
        [PlayerCommand::Unmarked { text }] => Some(text.clone()),
        _ => None,
    }
}

#[test]
fn no_piece_of_a_program_is_dropped_beside_one_that_reads() {
    // Punctuation said aloud to a phone parts instructions.
    assert_eq!(
        bare(
            "Forward two comma turn left comma forward one comma turn right comma forward one period"
        ),
        Some("Forward two turn left forward one turn right forward one".into())
    );
    assert_eq!(
        bare("dwa do przodu przecinek w lewo przecinek jeden do przodu kropka"),
        Some("dwa do przodu w lewo jeden do przodu".into())
    );
    // A word that is no instruction among them goes to the game, to be quoted.
    assert_eq!(bare("F2 L F R zigzag"), Some("F2 L F R zigzag".into()));
    assert_eq!(
        bare("do przodu, do przodu, w bok, w prawo, zawracam"),
        Some("do przodu, do przodu, w bok, w prawo, zawracam".into())
    );
    // Words of prose between them are left out; thanks, a name or a round's number are no
    // instruction.
    assert_eq!(
        bare("do przodu o dwa, potem w prawo, znowu do przodu o jeden"),
        Some("do przodu o dwa, w prawo, znowu do przodu o jeden".into())
    );
    assert_eq!(bare("F2 L F R U thanks"), Some("F2 L F R U".into()));
    assert_eq!(bare("F2 L F R U Ann"), Some("F2 L F R U".into()));
    assert_eq!(
        bare("For round 1 I'll play F2, L, F, R, U."),
        Some("F2, L, F, R, U".into())
    );
}

#[test]
fn the_last_item_of_a_list_in_words_is_quoted_not_dropped() {
    // After a comma and `and`, the words that end a list are its last item: two or three
    // words of no prose go to the game, to be quoted (registers never shift).
    assert_eq!(
        bare("forward 2, left, forward, right, and the usual at the end"),
        Some("forward 2, left, forward, right, the usual".into())
    );
    assert_eq!(
        bare("F2, L, F, R, then something clever"),
        Some("F2, L, F, R, something clever".into())
    );
    assert_eq!(
        bare("move 2, left, move 1, right, and then whatever feels best"),
        Some("move 2, left, move 1, right, whatever feels best".into())
    );
    // A mark in an instruction's place is one, to be quoted.
    assert_eq!(
        bare("F2, R, F, ??, F3 - nie wiem co na 4"),
        Some("F2, R, F, ??, F3".into())
    );
    // A closing, thanks, a wish or a sentence of hers is no item.
    for (line, read) in [
        ("F2, L, F, R, and done", "F2, L, F, R"),
        ("F2, L, F, R, and that's all", "F2, L, F, R"),
        ("F2, L, F, R, and hope for the best", "F2, L, F, R"),
        ("F2, L, F, R, and good luck all", "F2, L, F, R"),
        ("F2, L, F, R, and then we will see", "F2, L, F, R"),
        ("F2, L, F, R, U, and fingers crossed", "F2, L, F, R, U"),
        (
            "w lewo, F2, F, w prawo, U i to wszystko",
            "w lewo, F2, F, w prawo, U",
        ),
        ("F2 L F R U, to wszystko", "F2 L F R U"),
    ] {
        assert_eq!(bare(line), Some(read.into()), "{line}");
    }
}

#[test]
fn an_order_about_someone_elses_robot_or_given_up_is_none_of_hers() {
    for line in [
        "niech robot Boba się wyłączy, to go wyprzedzę :)",
        "Bob's robot should power down, it's a wreck",
    ] {
        assert!(
            !inner(line)
                .iter()
                .any(|c| matches!(c, PlayerCommand::Orders { keyword, .. } if keyword == "POWER")),
            "{line}: {:?}",
            inner(line)
        );
    }
    // Giving up the power down is no power down.
    let read = inner("rezygnuję z wyłączania robota, jedziemy dalej: F F2 L R U");
    assert!(
        !read.iter().any(|c| *c
            == PlayerCommand::Orders {
                keyword: "POWER".into(),
                text: "DOWN".into()
            }),
        "{read:?}"
    );
    // Taken back, or held to think it over, in Polish.
    assert_eq!(inner("nie, cofam to wszystko"), vec![PlayerCommand::Clear]);
    assert!(matches!(
        super::read_line("jeszcze się zastanowię").as_slice(),
        [PlayerCommand::Said {
            bare: crate::inbound::Bare::Amend(crate::inbound::Edit::Hold),
            ..
        }]
    ));
}

#[test]
fn the_hand_she_was_dealt_is_no_program() {
    assert_eq!(bare("My hand: F3 F2 F2 F B L L R R U"), None);
    assert_eq!(
        bare("dostałam F3 F3 F2 F B L L R R U, z tego wybieram: F3, R, F2, L, F"),
        Some("F3, R, F2, L, F".into())
    );
}

/// Press to `to` with `text`, as read.
fn press(to: &str, text: &str) -> PlayerCommand {
    PlayerCommand::Press {
        to: vec![to.into()],
        anonymous: false,
        text: text.into(),
    }
}

#[test]
fn seen_in_play_a_correction_after_filler_who_has_sent_and_skip_me() {
    // A correction after filler makes what follows a second thought.
    assert!(matches!(
        super::read_line("hmm jednak nie, wysyłam inny: F3 R F L B").as_slice(),
        [PlayerCommand::Said {
            bare: crate::inbound::Bare::SecondThought,
            ..
        }]
    ));
    assert!(inner("kto już wysłał program?").contains(&PlayerCommand::Status));
    assert_eq!(
        inner("skip me this round"),
        vec![PlayerCommand::Orders {
            keyword: "PASS".into(),
            text: String::new()
        }]
    );
}

#[test]
fn abbreviations_with_their_full_stops_are_read_whole() {
    // `ziel.`, `czerw.`, `nap.`: a word that begins a notation word, its full stop after it,
    // parts no sentence and goes to the game with its full stop.
    assert_eq!(
        bare("2 ziel. pn., 3 czerw. zach."),
        Some("2 ziel. pn., 3 czerw. zach".into())
    );
    assert_eq!(
        bare("3 nap., w lew., zawr."),
        Some("3 nap., w lew., zawr.".into())
    );
    // A word of prose is no abbreviation: `nie.` ends its sentence.
    assert_eq!(
        inner("F2 L F R U. nie. dzięki")[0],
        PlayerCommand::Unmarked {
            text: "F2 L F R U".into()
        }
    );
}

#[test]
fn a_second_thought_is_no_more_of_the_program_before_it() {
    for line in [
        "F2 L F R U, no wait, F3 L F R U",
        "F2 L F R U. No wait, F3 L F R U",
        "F2 L F R U, make it F3 L F R U",
    ] {
        let read = crate::mail::reader::read_line(line);
        let texts: Vec<_> = read
            .iter()
            .map(|c| match c.inner() {
                PlayerCommand::Unmarked { text } => text.as_str(),
                _ => "",
            })
            .collect();
        assert_eq!(texts, ["F2 L F R U", "F3 L F R U"], "{line}");
        assert!(
            matches!(
                &read[1],
                PlayerCommand::Said {
                    bare: crate::inbound::Bare::SecondThought,
                    ..
                }
            ),
            "{line}"
        );
    }
}

#[test]
fn a_letter_to_the_moderator_takes_the_rest_of_its_line() {
    match inner("Do moderatora: czy mozna przedluzyc termin? wyjezdzam w weekend").as_slice() {
        [PlayerCommand::ToModerator { text }] => {
            assert_eq!(text, "czy mozna przedluzyc termin? wyjezdzam w weekend");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_word_taking_back_what_was_said_after_a_correction_in_the_clause_before() {
    let read = super::read_line("power down. no wait, don't, I'll keep going.");
    assert!(
        read.iter().any(|c| matches!(
            c,
            PlayerCommand::Said {
                bare: crate::inbound::Bare::Amend(crate::inbound::Edit::Retract),
                ..
            }
        )),
        "{read:?}"
    );
}

#[test]
fn an_aside_in_brackets_on_its_own_line_is_no_order() {
    assert!(super::around::aside(
        "(W drugiej rundzie pewnie pojadę dużą czerwoną na zachód.)"
    ));
    assert!(super::around::aside(
        "(only 4, can't decide the last one, just randomise it)"
    ));
    // Instructions alone in brackets, a question, words around the brackets: not an aside.
    assert!(!super::around::aside("(F2 L F R U)"));
    assert!(!super::around::aside(
        "(can I still power down next round?)"
    ));
    assert!(!super::around::aside("F2 (to the belt) L"));
}

#[test]
fn instructions_after_a_word_of_doubt_are_said_back_undecided_or_taken_once_decided() {
    for line in ["ok so maybe F3 L F R U.", "ok to chyba F3 L F R U."] {
        assert_eq!(
            super::read_line(line),
            vec![PlayerCommand::Remark {
                line: line.into(),
                meant: "F3 L F R U".into(),
                doubt: Doubt::Undecided
            }]
        );
    }
    // Decided in the same line: her program.
    for line in [
        "ok to chyba F3 L F R U. tak, niech będzie, wysyłam",
        "maybe F3 L F R U. yes, final answer",
    ] {
        let read = super::read_line(line);
        assert!(
            read.iter().any(
                |c| matches!(c.inner(), PlayerCommand::Unmarked { text } if text == "F3 L F R U")
            ),
            "{line}: {read:?}"
        );
    }
}

#[test]
fn words_between_commas_in_a_program_are_an_item_quoted_never_dropped() {
    // Three words, one of them a word that may begin an instruction (`w`).
    assert_eq!(
        bare("F2, L, stój w miejscu, R, F"),
        Some("F2, L, stój w miejscu, R, F".into())
    );
    // A mark alone in an instruction's place ends no sentence: the game quotes it.
    assert_eq!(
        inner("PROGRAM F2 L ? R U"),
        vec![PlayerCommand::Orders {
            keyword: "PROGRAM".into(),
            text: "F2 L ? R U".into()
        }]
    );
}

#[test]
fn another_player_named_in_lower_case_is_no_order_of_hers() {
    let read = inner("bob should power down honestly, he's going to get fried.");
    assert!(
        !read.iter().any(|c| matches!(c, PlayerCommand::Orders { keyword, text } if keyword == "POWER" && text == "DOWN")),
        "{read:?}"
    );
    // Her own robot, or her, with a modal: hers.
    for line in ["my robot should power down", "i should power down"] {
        let read = inner(line);
        assert!(
            read.iter()
                .any(|c| matches!(c, PlayerCommand::Orders { keyword, .. } if keyword == "POWER")),
            "{line}: {read:?}"
        );
    }
}

#[test]
fn her_phone_powering_down_is_no_order() {
    for line in [
        "Telefon mi się wyłącza, bateria na 2%.",
        "my phone is powering down, sorry",
    ] {
        let read = inner(line);
        assert!(
            !read.iter().any(|c| matches!(c, PlayerCommand::Orders { keyword, text } if keyword == "POWER" && text == "DOWN")),
            "{line}: {read:?}"
        );
    }
}

#[test]
fn a_bid_or_program_withdrawn_in_more_words() {
    for line in [
        "A jednak proszę to wycofać, znalazłam błąd w rozumowaniu.",
        "hmm wait, not sure about that, ignore it, I'll look again",
    ] {
        let read = inner(line);
        assert!(read.contains(&PlayerCommand::Clear), "{line}: {read:?}");
    }
}

#[test]
fn orders_in_words_added_this_stop_in_both_languages() {
    let order = |line: &str, keyword: &str, text: &str| {
        let read = inner(line);
        assert!(
            read.iter().any(|c| matches!(c, PlayerCommand::Orders { keyword: k, text: t } if k == keyword && t == text)),
            "{line}: {read:?}"
        );
    };
    // `to` leading in Polish is filler.
    order("to pasuję", "PASS", "");
    order("w tej rundzie nic nie robię", "PASS", "");
    order(
        "nie wyłączaj mnie, to miało być na poprzednią rundę!",
        "POWER",
        "ON",
    );
    order("don't power me down", "POWER", "ON");
}

#[test]
fn an_edit_asked_as_a_question_is_not_made() {
    let read = super::read_line("może lepiej zamienić L i R?");
    assert!(
        !read.iter().any(|c| matches!(
            c,
            PlayerCommand::Said {
                bare: crate::inbound::Bare::Amend(_),
                ..
            }
        )),
        "{read:?}"
    );
    // The same words as a statement are an edit.
    let read = super::read_line("lepiej zamienić L i R");
    assert!(
        read.iter().any(|c| matches!(
            c,
            PlayerCommand::Said {
                bare: crate::inbound::Bare::Amend(_),
                ..
            }
        )),
        "{read:?}"
    );
}

#[test]
fn herself_away_or_quitting_something_else_is_no_order() {
    let power_down = PlayerCommand::Orders {
        keyword: "POWER".into(),
        text: "DOWN".into(),
    };
    for line in [
        "I'm powering down for a nap after this shift lol.",
        "hej, w sobote i niedziele jestem offline, wiec sie wylaczam do poniedzialku.",
        "I think about power down next round but I am not sure yet",
    ] {
        assert!(!inner(line).contains(&power_down), "{line}");
    }
    assert!(inner("take my bot offline for repairs next round pls").contains(&power_down));
    for line in [
        "I quit smoking this week, so if I am nervous in my mails, sorry :)",
        "poddaję się szukać krótszego lol",
    ] {
        assert!(!inner(line).contains(&PlayerCommand::Resign), "{line}");
    }
    assert_eq!(
        inner("I quit playing, sorry all"),
        vec![PlayerCommand::Resign]
    );
}

#[test]
fn a_word_alone_gives_way_to_a_phrasing_of_more_words_later() {
    assert_eq!(
        inner("Proszę przesłać ranking najlepszych graczy."),
        vec![PlayerCommand::Lobby {
            lobby: crate::inbound::LobbyCommand::Ratings { kind: None }
        }]
    );
    assert_eq!(
        inner("Uprzejmie proszę o przesłanie pełnych zasad gry."),
        inner("POMOC ZASADY")
    );
}

#[test]
fn commands_in_more_words_people_write() {
    for (line, like) in [
        (
            "Can you show me what is registered for me in this round?",
            "ORDERS",
        ),
        (
            "please take back my moves, I want to send new ones tonight",
            "CLEAR",
        ),
        ("Bob już wysłał ruchy? Bo nie chcę czekać", "STATUS"),
        ("has Bob sent his program yet?", "STATUS"),
        (
            "poczekaj z rozegraniem rundy do terminu, jeszcze kombinuję",
            "WAIT",
        ),
    ] {
        assert_eq!(inner(line), inner(like), "{line}");
    }
}

//! The reader of intent, phrasing family by family, in English and Polish. Each family is
//! written in more than one way on purpose: the reader must read the family, not a sentence.

use super::{bare_text, read_line};
use crate::inbound::{LobbyCommand, PlayerCommand};

/// What each part of `line` was read as; orders' text in capitals (the game reads any case).
pub(super) fn inner(line: &str) -> Vec<PlayerCommand> {
    read_line(line)
        .iter()
        .map(|c| match c.inner().clone() {
            PlayerCommand::Orders { keyword, text } => PlayerCommand::Orders {
                keyword,
                text: text.to_uppercase(),
            },
            other => other,
        })
        .collect()
}

/// The instructions read in `line`, each piece's text.
pub(super) fn pieces(line: &str) -> Vec<String> {
    read_line(line)
        .iter()
        .filter_map(|c| match c.inner() {
            PlayerCommand::Unmarked { text } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

fn orders(keyword: &str, text: &str) -> PlayerCommand {
    PlayerCommand::Orders {
        keyword: keyword.into(),
        text: text.into(),
    }
}

fn unmarked(text: &str) -> PlayerCommand {
    PlayerCommand::Unmarked { text: text.into() }
}

/// Whether every line of `lines` reads as exactly `want` (what each was read as).
pub(super) fn each(lines: &[&str], want: &[PlayerCommand]) {
    for line in lines {
        assert_eq!(inner(line), want, "{line:?}");
    }
}

#[test]
fn staying_down_said_in_words_english_and_polish() {
    each(
        &[
            "I'll stay down another round",
            "Stay powered down please.",
            "zostaję wyłączona jeszcze jedną rundę",
            "nadal wyłączony",
        ],
        &[orders("STAY", "DOWN")],
    );
}

#[test]
fn power_down_said_in_words_english_and_polish() {
    let pd = [orders("POWER", "DOWN")];
    each(
        &[
            "Power down.",
            "POWER DOWN!",
            "power down please",
            "Powering down.",
            "powering down next round",
            "Please power my robot down for the next round",
            "could you power my robot down for the next turn?",
            "shut down next round to repair",
            "announce power down",
            "wyłączam zasilanie w następnej rundzie",
            "wylaczam zasilanie",
            "wyłącz mojego robota na następną rundę",
            "chcę się wyłączyć w następnej turze",
        ],
        &pd,
    );
}

#[test]
fn negation_and_doubt_make_no_order() {
    for line in [
        "Don't power down my robot",
        "no power down this time",
        "NOT powering down.",
        "might power down next turn, not sure yet",
        "should I power down? my robot has 4 damage",
        "If Bob shoots me again I'll power down",
        "thinking about powering down next round",
        "nie wyłączam zasilania",
        "może wyłączę zasilanie, jeszcze nie wiem",
        "I'm thinking about resigning, is that ok?",
    ] {
        // Nothing that acts is done; a power down said not to is taken back (POWER ON).
        let read = inner(line);
        assert!(
            !read.iter().any(|c| matches!(c,
                PlayerCommand::Orders { text, .. } if text == "DOWN")
                || *c == PlayerCommand::Resign),
            "{line:?}: {read:?}"
        );
        assert!(
            !read.iter().any(|c| matches!(c, PlayerCommand::Said { .. })),
            "{line:?}: {read:?}"
        );
    }
}

#[test]
fn programs_in_sentences_are_found_for_the_game_to_read() {
    let cases = [
        ("For round 1 I'll play F2, L, F, R, U.", "F2 L F R U"),
        (
            "my moves: left, left, forward, right, forward 3",
            "left left forward right forward 3",
        ),
        (
            "ok so this turn: left, forward 2, forward. fingers crossed!",
            "left forward 2 forward",
        ),
        ("forward 2 then left then forward", "forward 2 left forward"),
        ("I'll go with F2, L, F, R and U", "F2 L F R U"),
        ("w tej rundzie gram: R R F3 L F", "R R F3 L F"),
        (
            "lewo, lewo, naprzód, prawo, naprzód 3",
            "lewo lewo naprzód prawo naprzód 3",
        ),
    ];
    // The run may take a word of the sentence with it (`my moves`): the game reads the
    // longest part of it that is instructions.
    for (line, want) in cases {
        let read = inner(line);
        assert!(
            read.iter()
                .any(|c| matches!(c, PlayerCommand::Unmarked { text }
                    if text.replace(',', "").ends_with(want))),
            "{line:?}: {read:?}"
        );
    }
    // Prose with a word or two of notation is no program.
    for line in [
        "I'll be right back",
        "good luck Bob",
        "I left early",
        "See you on Friday",
    ] {
        assert!(
            !inner(line)
                .iter()
                .any(|c| matches!(c, PlayerCommand::Unmarked { .. })),
            "{line:?}"
        );
    }
}

#[test]
fn orders_and_an_intent_in_one_line_are_both_read() {
    assert_eq!(
        inner("F2 L F R U, then power down"),
        vec![unmarked("F2 L F R U"), orders("POWER", "DOWN")]
    );
    assert_eq!(
        inner("POWER down, program is l l f r f3"),
        vec![orders("POWER", "DOWN"), orders("PROGRAM", "L L F R F3")]
    );
    assert_eq!(
        inner("program f2 l f r u. NOT powering down."),
        vec![
            orders("PROGRAM", "F2 L F R U"),
            // Said not to: taken back, as the race's POWER ON does.
            orders("POWER", "ON"),
        ]
    );
}

#[test]
fn questions_robomod_answers() {
    each(
        &[
            "what's the status?",
            "what did I miss?",
            "sorry I was away, what did I miss?",
            "can you send me the board again?",
            "who still has to send orders?",
            "jaki jest stan gry?",
            "co mnie ominęło?",
            "pokaż planszę proszę",
        ],
        &[PlayerCommand::Status],
    );
    each(
        &[
            "what did I send?",
            "did you get my program?",
            "Can you confirm what you have on file for me?",
            "co wysłałam?",
            "czy dostaliście mój program?",
        ],
        &[PlayerCommand::ShowOrders],
    );
    each(
        &[
            "what are the rules?",
            "Could you send me the rules?",
            "rules please",
            "jakie są zasady?",
            "przyślij proszę zasady",
        ],
        &[PlayerCommand::HelpRules],
    );
    each(
        &[
            "how do I write my moves again?",
            "what does U mean?",
            "jak mam zapisać ruchy?",
        ],
        &[PlayerCommand::Help],
    );
}

#[test]
fn resigning_withdrawing_and_waiting_in_words() {
    each(
        &[
            "I resign.",
            "I quit. Sorry, no time for this anymore.",
            "please take me out of the game, I can't keep playing",
            "Can I leave the game?",
            "poddaję się",
            "Rezygnuję z gry.",
        ],
        &[PlayerCommand::Resign],
    );
    each(
        &["Resign confirm. Sorry all, good luck!"],
        &[PlayerCommand::ResignConfirm],
    );
    each(
        &[
            "please cancel my orders",
            "withdraw my orders please",
            "anuluj moje rozkazy",
        ],
        &[PlayerCommand::Clear],
    );
    each(
        &[
            "please don't run the round early, I want to talk to Bob first",
            "hold the round until the deadline please",
            "proszę nie rozgrywać rundy wcześniej",
        ],
        &[PlayerCommand::Wait { on: true }],
    );
}

#[test]
fn corrections_read_what_follows_them() {
    assert_eq!(inner("no wait, 2RN 3YW"), vec![unmarked("2RN 3YW")]);
    let read = inner("actually scrap that, cancel my program, I'll send a new one later");
    assert!(
        !read.is_empty() && read.iter().all(|c| *c == PlayerCommand::Clear),
        "{read:?}"
    );
    assert_eq!(
        inner("jednak nie, skasuj to, wyślę później"),
        vec![PlayerCommand::Clear]
    );
}

#[test]
fn letters_to_the_moderator_chatter_and_questions() {
    for line in [
        "Question for the moderator: will the deadline move for Easter?",
        "ps to the mod: my robot's name is wrong",
        "Pytanie do moderatora: czy termin przesunie się na święta?",
    ] {
        assert!(
            matches!(inner(line).as_slice(), [PlayerCommand::ToModerator { text }] if !text.is_empty()),
            "{line:?}"
        );
    }
    for line in [
        "thanks!",
        "gg",
        "ok",
        "lol that was close",
        // (`good luck Bob :)` is press to Bob when Bob is another player's name:
        // family_tests::good_wishes_to_a_player_greeted_by_name_are_press_to_them.)
        "dzięki!",
        "powodzenia wszystkim!",
    ] {
        assert!(
            matches!(inner(line).as_slice(), [PlayerCommand::Chatter { .. }]),
            "{line:?}: {:?}",
            inner(line)
        );
    }
    for line in [
        "Is it normal that Bob's robot starts ahead of mine?",
        "Hi, who runs this game?",
    ] {
        assert!(
            matches!(inner(line).as_slice(), [PlayerCommand::Question { .. }]),
            "{line:?}"
        );
    }
}

#[test]
fn the_answer_quotes_her_words_and_says_what_they_were_read_as() {
    let read = read_line("Powering down.");
    let [PlayerCommand::Said { line, by, .. }] = read.as_slice() else {
        panic!("{read:?}");
    };
    assert_eq!(line, "Powering down.");
    assert!(by.contains("powering down"), "{by}");
    assert_eq!(
        bare_text("Left, left, f, right, f3."),
        "Left, left, f, right, f3"
    );
}

#[test]
fn typos_of_an_order_in_words_are_asked_about() {
    assert_eq!(
        inner("powr down pls"),
        vec![PlayerCommand::Unknown {
            line: "powr down pls".into(),
            meant: Some("POWER DOWN".into()),
            wrong: None,
        }]
    );
}

#[test]
fn instructions_after_a_correction_are_a_second_thought() {
    let read = read_line("sorry, make that 1Y 3R 1G 2B");
    assert!(
        matches!(
            read.as_slice(),
            [PlayerCommand::Said {
                bare: crate::inbound::Bare::SecondThought,
                ..
            }]
        ),
        "{read:?}"
    );
    let read = read_line("I'll go with F2, L, F, R and U");
    assert!(
        matches!(
            read.as_slice(),
            [PlayerCommand::Said {
                bare: crate::inbound::Bare::Sentence,
                ..
            }]
        ),
        "{read:?}"
    );
}

#[test]
fn arrows_and_goal_stacks_in_words_reach_the_game() {
    let read = inner("Y↑ R→ G↓ B←");
    assert_eq!(read, vec![unmarked("Y↑ R→ G↓ B←")]);
    let read = inner(
        "My goal stack for Bob: small yellow on top, then large red, medium green, and small blue at the bottom.",
    );
    assert!(
        read.iter().any(
            |c| matches!(c, PlayerCommand::Unmarked { text } if text.starts_with("small yellow"))
        ),
        "{read:?}"
    );
}

#[test]
fn the_after_to_before_a_notation_word_stays_in_the_instruction() {
    let read = inner(
        "First the medium yellow to the north, then the big green pointing east, and at last \
         the medium red also east.",
    );
    assert!(
        read.iter().any(
            |c| matches!(c, PlayerCommand::Unmarked { text } if text.starts_with("medium yellow to the north"))
        ),
        "{read:?}"
    );
}

#[test]
fn notation_words_alone_beside_instructions_are_one_of_her_pieces() {
    let read = inner(
        "First I rotate to the right. Then I drive three fields forward. After this one field \
         back, rotate left and one forward.",
    );
    assert_eq!(
        read.first(),
        Some(&unmarked("rotate to the right")),
        "the first sentence is not passed over: {read:?}"
    );
    // Alone in the line they are no program (`right back` in prose), nor beside prose.
    assert!(inner("First I rotate to the right.").is_empty());
    let read = inner("I'll be right back from holiday. F2 L F R U");
    assert_eq!(read, vec![unmarked("F2 L F R U")]);
}

#[test]
fn words_shortened_in_a_hurry_are_signs_of_instructions() {
    let line = "u-turn, forward too, rgt, frwd 3, lft";
    assert_eq!(inner(line), vec![unmarked(line)]);
    // A short word cut short is many a word: no sign.
    assert!(inner("the time is short").is_empty());
}

/// What each line of a set of mails as people write them is read as, in English and Polish:
/// a snapshot, so that a change in the reader shows as a change of meaning, line by line.
#[test]
fn readings_snapshot() {
    let lines = [
        "Power down.",
        "could you power my robot down for the next turn",
        "Don't power down my robot",
        "should I power down? my robot has 4 damage",
        "For round 1 I'll play F2, L, F, R, U.",
        "F2 L F R U, then power down",
        "no wait, 2RN 3YW",
        "sorry I was away, what did I miss?",
        "Has Bob sent his orders yet?",
        "what did I send?",
        "Could you send me the rules?",
        "HELP RULES please",
        "wait for the deadline pls",
        "I resign.",
        "Resign confirm. Sorry all, good luck!",
        "Can you pass this on to Bob: truce?",
        "Moderator, heads up: I am moving house next week.",
        "Thanks!",
        "join 1 as Mia please",
        "Great, please sign me up for game 2!",
        "Rezygnuję z gry.",
        "wyłączam zasilanie w następnej rundzie",
        "nie wyłączam zasilania",
        "naprzód 2, w lewo, do przodu, w prawo, zawróć",
        "jaki jest stan gry?",
        "przekaż Bobowi, że nie będę go blokować",
        "dzięki!",
    ];
    let out: String = lines
        .iter()
        .map(|l| format!("{l}\n  => {:?}\n", read_line(l)))
        .collect();
    insta::assert_snapshot!(out);
}

/// A stranger asking to watch a game, as people write it (a greeting before, `please` or a
/// name after, a question), in both languages: OBSERVE, as the lobby's grammar writes it.
#[test]
fn watching_a_game_said_in_words_english_and_polish() {
    let observe = |game| PlayerCommand::Lobby {
        lobby: LobbyCommand::Observe { game, on: true },
    };
    each(
        &[
            "Can I watch game 3 please?",
            "I'd like to observe game 3.",
            "observe 3 please",
            "I'd love to follow game 3 if that's allowed",
            "Dzień dobry, obserwuj 3 proszę. Celina",
            "chciałbym obserwować grę nr 3",
            "Czy mogę śledzić grę 3?",
            "obserwuj 3",
        ],
        &[observe(3)],
    );
    // Joining stays joining: a seat, not the reports alone.
    assert_eq!(
        inner("Cześć, dołącz 1 proszę"),
        vec![PlayerCommand::Lobby {
            lobby: LobbyCommand::Join {
                game: 1,
                standby: false,
                word: None,
                name: None
            }
        }]
    );
}

#[test]
fn numbering_written_inline_is_no_sentence_end() {
    assert_eq!(
        inner("PROGRAM 1. 2RN 2. 3GU 3. 1YE"),
        [orders("PROGRAM", "1. 2RN 2. 3GU 3. 1YE")]
    );
    assert!(!super::several("PROGRAM 1. 2RN 2. 3GU 3. 1YE"));
    // A number before a full stop that counts nothing still ends a sentence.
    assert!(super::several("PROGRAM F2 L F R U. Thanks"));
    assert_eq!(
        crate::mail::shapes::inline_numbering("Forward 2. Left."),
        Vec::<(usize, usize)>::new()
    );
}

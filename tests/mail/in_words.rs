//! Programs in words as people write them, whole mails through the daemon's Maildir (issue
//! 63): one program a mail, read whole or refused whole. A refusal quotes the words that did
//! not read, says what was read around them and gives the line to send; what was on file
//! stays. Each answer is a snapshot; the database says what is on file.

use crate::support::site::*;
use proptest::prelude::*;
use robomod::moderator::{NewGame, NewPlayer};

/// Ann and Bob in a race on the training board in `language`, its daemon running: (the
/// site, the daemon, the game, the keys).
pub(super) fn race(language: &str) -> (Site, robomod::daemon::Daemon, i64, Vec<String>) {
    let mut settings = serde_json::Map::new();
    settings.insert("board".into(), "training".into());
    game("race", language, settings)
}

/// Ann and Bob in a game of `kind` with `settings` in `language`, its daemon running.
fn game(
    kind: &str,
    language: &str,
    mut settings: serde_json::Map<String, serde_json::Value>,
) -> (Site, robomod::daemon::Daemon, i64, Vec<String>) {
    settings.insert("language".into(), language.into());
    let player = |name: &str| NewPlayer {
        name: name.into(),
        address: format!("{}@example.org", name.to_lowercase()),
    };
    let new = NewGame {
        kind: kind.into(),
        players: vec![player("Ann"), player("Bob")],
        settings,
        seed: Some(7),
        ..NewGame::default()
    };
    let (site, _, id, keys, daemon) =
        Site::new().running(|site, clock| site.create_game(clock, 3, &new));
    (site, daemon, id, keys)
}

/// What is on file for Ann this round, as robomod wrote it (none: nothing); a refused
/// mail is kept without one.
pub(super) fn on_file(site: &Site, id: i64) -> String {
    site.db()
        .query_row(
            "SELECT canonical FROM submissions WHERE game_id = ?1 AND seat = 0 \
             AND canonical IS NOT NULL ORDER BY id DESC LIMIT 1",
            [id],
            |r| r.get(0),
        )
        .unwrap_or_else(|_| "none".into())
}

/// Ann's mail `body`, then a pass; her answer's text.
pub(super) fn ann_writes(
    (site, daemon, id, keys): &mut (Site, robomod::daemon::Daemon, i64, Vec<String>),
    mid: &str,
    body: &str,
) -> String {
    site.deliver("Ann", *id, &keys[0], mid, body);
    daemon.pass().unwrap();
    newest_mail(site, "ann@example.org")
}

#[test]
fn a_program_in_words_with_a_word_that_does_not_read_is_refused_whole_in_english() {
    let mut t = race("en");
    let answer = ann_writes(&mut t, "e1", "POWER DOWN");
    assert!(answer.contains("POWER DOWN"), "{answer}");
    let before = on_file(&t.0, t.2);
    let answer = ann_writes(
        &mut t,
        "e2",
        "For round 1: forward three, left, flurb, right, u-turn. Thanks!",
    );
    assert!(
        answer.contains("flurb"),
        "the word that did not read is quoted: {answer}"
    );
    insta::assert_snapshot!("in_words_en_one_word_unread", answer);
    assert_eq!(on_file(&t.0, t.2), before, "what was on file stays");
}

#[test]
fn an_edit_in_words_changes_the_program_just_sent_or_nothing() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "e1",
        "F3 R F L U - sorry, I meant B for the first one, not F3.",
    );
    insta::assert_snapshot!("in_words_en_edit_first_register", answer);
    let before = on_file(&t.0, t.2);
    let answer = ann_writes(&mut t, "e2", "swap the first two");
    assert!(answer.contains("swap the first two"), "{answer}");
    insta::assert_snapshot!("in_words_en_edit_with_nothing_before", answer);
    // Nothing before it in her mail: made against her orders on file.
    let mut cards: Vec<&str> = before.split(' ').collect();
    cards.swap(0, 1);
    assert_eq!(on_file(&t.0, t.2), cards.join(" "), "{answer}");
}

#[test]
fn polish_programs_in_words_as_seen_in_play() {
    let mut t = race("pl");
    let answer = ann_writes(&mut t, "p0", "PROGRAM F3 L R U B");
    let before = on_file(&t.0, t.2);
    assert_eq!(before, "F3 L R U B", "{answer}");
    // On file after each mail: what was before (refused), or her program as read (cards
    // she does not hold follow the race's rule: those registers filled at random at the
    // deadline, said at once and named; nothing shifts).
    for (mid, body, name, then) in [
        (
            "p1",
            "To moj program: prosto trzy pola, w prawo, jedno do przodu, jedno do przodu, w prawo",
            "in_words_pl_prosto_trzy_pola",
            Some("F3 R F F R (rejestr 4 losowo: w Twojej ręce jest tylko jedna karta F)"),
        ),
        (
            "p2",
            "naprzud 2, naprzód 2, naprzod 2, f, prawo",
            "in_words_pl_typo_in_a_program",
            Some("F2 F2 F2 F R (rejestry 1-3 losowo: w Twojej ręce nie ma karty F2)"),
        ),
        (
            "p3",
            "Na tę rundę: w prawo, naprzód 2, naprzód 1, w lewo, naprzód 1",
            "in_words_pl_cards_not_held",
            Some(
                "R F2 F L F (rejestry 2 i 5 losowo: w Twojej ręce nie ma karty F2, jest \
                 tylko jedna karta F)",
            ),
        ),
        (
            "p4",
            "To mój program: w prawo, naprzód 2, blabla, w lewo, naprzód 1",
            "in_words_pl_one_word_unread",
            None,
        ),
    ] {
        let before = on_file(&t.0, t.2);
        let answer = ann_writes(&mut t, mid, body);
        insta::assert_snapshot!(name, answer);
        let want = then.map_or(before, str::to_string);
        assert_eq!(on_file(&t.0, t.2), want, "{body}");
    }
}

/// Ways to write each card of Ann's hand (seed 7: F3 F B L L L R R R U): its code, English
/// and Polish words. (Not yet: the number before the letter in words, `3 forward`.)
const SPELLINGS: &[(&str, &[&str])] = &[
    (
        "F3",
        &["F3", "f3", "forward three", "forward 3", "naprzód 3"],
    ),
    (
        "F",
        &[
            "F",
            "forward",
            "forward one",
            "naprzód 1",
            "jedno do przodu",
        ],
    ),
    ("B", &["B", "back", "backward", "do tyłu", "cofnij"]),
    ("L", &["L", "left", "turn left", "w lewo", "lewo"]),
    ("R", &["R", "right", "turn right", "w prawo", "prawo"]),
    ("U", &["U", "u-turn", "uturn", "zawróć", "U-turn"]),
];

/// Between instructions on one line: commas, connectors, arrows, in either language.
const BETWEEN: &[&str] = &[
    ", ",
    " then ",
    " -> ",
    ", potem ",
    ", a potem ",
    ", and then ",
];

/// Before the program: nothing, a label, a sentence.
const BEFORE: &[&str] = &[
    "",
    "My program: ",
    "For round 1 I'll play ",
    "Mój program: ",
    "Na tę rundę: ",
];

/// The five `words` as a mail's body: on one line joined by `between` after `before`
/// (`lines` 0), one a line under `before` (1), numbered under it (2), or begun on a `PROGRAM`
/// line and going on one a line under it (3).
fn layout(words: &[String], between: &[usize], before: &str, lines: usize) -> String {
    let label = match before.trim() {
        "" => String::new(),
        b => format!("{b}\n"),
    };
    match lines {
        1 => label + &words.join("\n"),
        2 => {
            let numbered: Vec<String> = words
                .iter()
                .enumerate()
                .map(|(k, w)| format!("{}. {w}", k + 1))
                .collect();
            label + &numbered.join("\n")
        }
        3 => format!(
            "PROGRAM {}{}{}\n{}",
            words[0],
            BETWEEN[between[0]],
            words[1],
            words[2..].join("\n")
        ),
        _ => {
            let mut body = before.to_string();
            for (k, w) in words.iter().enumerate() {
                if k > 0 {
                    body.push_str(BETWEEN[between[k - 1]]);
                }
                body.push_str(w);
            }
            body
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Five instructions in any supported spelling with any words between, on one line or
    /// over several: on file exactly those five, or, when a word among them does not read,
    /// nothing new with that word quoted in the answer.
    #[test]
    fn five_instructions_are_on_file_whole_or_not_at_all(
        cards in prop::sample::subsequence(vec![0usize, 3, 4, 5, 1, 2, 3, 4], 5)
            .prop_shuffle(),
        spellings in prop::collection::vec(0usize..6, 5),
        between in prop::collection::vec(0usize..BETWEEN.len(), 4),
        before in 0usize..BEFORE.len(),
        junk in prop::option::of(1usize..5),
        lines in 0usize..4,
    ) {
        let mut words: Vec<String> = cards
            .iter()
            .zip(&spellings)
            .map(|(&c, &s)| SPELLINGS[c].1[s % SPELLINGS[c].1.len()].to_string())
            .collect();
        if let Some(k) = junk {
            words[k] = "flurb".into();
        }
        let body = layout(&words, &between, BEFORE[before], lines);
        let mut t = race("en");
        let answer = ann_writes(&mut t, "p1", &body);
        let got = on_file(&t.0, t.2);
        let want: Vec<&str> = cards.iter().map(|&c| SPELLINGS[c].0).collect();
        match junk {
            None => prop_assert_eq!(got, want.join(" "), "{}\n{}", body, answer),
            Some(_) => {
                prop_assert_eq!(got, "none", "{}\n{}", body, answer);
                prop_assert!(answer.contains("\"flurb\""), "{}\n{}", body, answer);
            }
        }
    }
}

/// A program over several lines is one program: begun on its `PROGRAM` line, or numbered
/// with a line that does not read (quoted, nothing applied); an order about another seat is
/// none of hers.
#[test]
fn a_program_over_several_lines_and_an_order_about_another_seat() {
    let mut t = race("en");
    let answer = ann_writes(&mut t, "l1", "PROGRAM F3 L\nR F U\n\nAnn");
    assert_eq!(on_file(&t.0, t.2), "F3 L R F U", "{answer}");
    insta::assert_snapshot!("in_words_en_program_goes_on_under_its_line", answer);
    let answer = ann_writes(
        &mut t,
        "l2",
        "My program:\n1. forward 3\n2. turn left\n3. flurb\n4. right\n5. u-turn",
    );
    assert_eq!(on_file(&t.0, t.2), "F3 L R F U", "what was on file stays");
    assert!(answer.contains("\"flurb\""), "{answer}");
    insta::assert_snapshot!("in_words_en_numbered_with_a_word_unread", answer);
    let answer = ann_writes(&mut t, "l3", "Bob should shut down, his robot is a wreck.");
    assert!(!answer.contains("POWER DOWN"), "{answer}");
    insta::assert_snapshot!("in_words_en_an_order_about_bob", answer);
}

/// Found playing a Polish race by hand: a numbered list with a word mistyped gets the line to
/// send as read around it (the list's items are its pieces); second thoughts in Polish
/// (`ostatni niech będzie w lewo`) under a program, signed with an initial; the ranking and
/// the open tournaments asked in words in a game's mail, quoted as the commands they are.
#[test]
fn a_polish_list_with_a_typo_second_thoughts_and_lobby_questions_in_a_game_mail() {
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "q1",
        "Cześć,\n\n1. do przodu 3\n2. w lewo\n3. do przdu 1\n4. w prawo\n5. zawróć\n\nAnia",
    );
    assert_eq!(on_file(&t.0, t.2), "none", "nothing applied: {answer}");
    assert!(answer.contains("„do przdu 1”"), "{answer}");
    assert!(answer.contains("PROGRAM F3 L ? R U"), "{answer}");
    insta::assert_snapshot!("in_words_pl_numbered_with_a_typo", answer);
    let answer = ann_writes(
        &mut t,
        "q2",
        "zawróć, naprzód 3, w prawo, w lewo, do tyłu\na nie, ostatni niech będzie w lewo\n\nA.",
    );
    assert_eq!(on_file(&t.0, t.2), "U F3 R L L", "{answer}");
    assert!(
        !answer.contains("/ A"),
        "her initial is no part of the quote: {answer}"
    );
    let answer = ann_writes(
        &mut t,
        "q3",
        "Poproszę ranking graczy. Jakie turnieje są teraz otwarte?",
    );
    assert!(!answer.contains("a game's command"), "{answer}");
    assert!(answer.contains("Odczytano jako RANKING"), "{answer}");
    assert!(answer.contains("Odczytano jako TURNIEJ"), "{answer}");
    insta::assert_snapshot!("in_words_pl_ranking_and_tournaments", answer);
}

/// A program read right with a card she does not hold: that register is drawn at the
/// deadline (ruling 6), so the round does not run early on it though every order is in; her
/// next program, all of her hand, lets it run.
#[test]
fn a_card_not_held_keeps_the_round_from_running_early() {
    let mut t = race("en");
    let round = |t: &(Site, robomod::daemon::Daemon, i64, Vec<String>)| -> i64 {
        t.0.one("SELECT round FROM games WHERE id = ?1", [t.2])
    };
    let (site, daemon, id, keys) = &mut t;
    site.deliver("Bob", *id, &keys[1], "b1", "PASS");
    daemon.pass().unwrap();
    // Seed 7: Ann holds F3 F B L L L R R R U; no F2.
    let answer = ann_writes(&mut t, "c1", "PROGRAM F2 L F R U");
    assert_eq!(on_file(&t.0, t.2).split(' ').next(), Some("F2"), "{answer}");
    assert!(answer.contains("left to chance"), "{answer}");
    assert!(!answer.contains("runs now"), "{answer}");
    assert_eq!(round(&t), 1, "a register left to chance: the round waits");
    insta::assert_snapshot!("in_words_en_a_card_not_held", answer);
    let answer = ann_writes(&mut t, "c2", "PROGRAM F3 L F R U");
    assert!(!answer.contains("left to chance"), "{answer}");
    assert_eq!(round(&t), 2, "her hand's own program: the round ran");
}

/// A program written, then held back on the next line (`wait, let me check it first`): not
/// applied, said back as undecided with the line to send when she is sure; the round waits.
#[test]
fn a_program_held_back_on_the_next_line_is_not_applied() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "h1",
        "PROGRAM F3 L F R U\nOh wait, let me double-check that first.",
    );
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
    assert!(answer.contains("PROGRAM F3 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_en_held_back", answer);
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "h2",
        "naprzód 3, w lewo, naprzód 1, w prawo, zawróć\nA nie, czekaj, jeszcze to sprawdzę.",
    );
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
    insta::assert_snapshot!("in_words_pl_held_back", answer);
}

/// Seen in play: a Polish RAMbots program with an instruction that did not read got the line
/// to send as `PROGRAM 1BE 3RN ?`, in the English initials, where her accepted programs are
/// echoed `3CN`: the line read around it is written as her programs are echoed.
#[test]
fn the_line_read_around_a_polish_rambots_program_is_in_polish_initials() {
    let mut t = game("rambots", "pl", serde_json::Map::new());
    {
        let (site, daemon, id, keys) = &mut t;
        site.deliver("Ann", *id, &keys[0], "s1", "CELE 1Y 2R 3G 1B");
        site.deliver("Bob", *id, &keys[1], "s2", "CELE 1Y 2R 3G 1B");
        daemon.pass().unwrap();
    }
    let answer = ann_writes(
        &mut t,
        "r1",
        "Runda 1:\n1) mała czerwona na wschód\n2) duża czerwona na północ\n3) średnia zielona flurb",
    );
    assert!(answer.contains("PROGRAM 1CE 3CN ?"), "{answer}");
    assert!(!answer.contains("3RN"), "{answer}");
    // A piece read right that her pool lacks (2R went into the stack she built) is no
    // word that "could not be read": the line around it is what was not accepted.
    let answer = ann_writes(
        &mut t,
        "r1b",
        "1. mała czerwona na wschód\n2. średnia czerwona na północ",
    );
    assert!(answer.contains("PROGRAM 1CE ?"), "{answer}");
    assert!(answer.contains("czego nie przyjęto:"), "{answer}");
    assert!(!answer.contains("nie dało się odczytać"), "{answer}");
    let answer = ann_writes(&mut t, "r2", "PROGRAM 1CE 3CN 2ZW");
    assert!(
        answer.contains("1CE 3CN 2ZW"),
        "the line, put right, reads: {answer}"
    );
}

/// Good wishes to a player greeted by name (`Hey Bob, good luck!`) are relayed to that
/// player, the whole line as she wrote it; greeting a name that is no player's is chatter, as
/// before, and nothing is relayed.
#[test]
fn good_wishes_greeting_a_player_by_name_are_relayed_to_them() {
    for (language, line, wish) in [
        (
            "en",
            "Hey Bob, good luck! May the best robot win.",
            "Hey Bob, good luck! May the best robot win.",
        ),
        (
            "pl",
            "Powodzenia, Bobie! Do zobaczenia na mecie.",
            "Powodzenia, Bobie!",
        ),
    ] {
        let mut t = race(language);
        let answer = ann_writes(&mut t, "w1", line);
        let to_bob = newest_mail(&t.0, "bob@example.org");
        assert!(to_bob.contains(wish), "{language}: {to_bob}");
        insta::assert_snapshot!(format!("in_words_{language}_good_wishes_relayed"), answer);
        let answer = ann_writes(&mut t, "w2", "Hi Robo, good luck to all of us!");
        assert_eq!(
            newest_mail(&t.0, "bob@example.org"),
            to_bob,
            "{language}: nothing more to Bob"
        );
        assert!(!answer.contains("Hi Robo"), "{language}: {answer}");
    }
}

/// Wishes to a name that is no player's beside a letter (`Hi Anna, good luck!` / `I'll be
/// away next week...`): the letter still goes to the moderator.
#[test]
fn wishes_to_a_name_no_player_has_do_not_keep_a_letter_from_the_moderator() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "x1",
        "Hi Anna, good luck with the new season!\n\nI will be travelling next week and may \
         answer late.\n\nAnn",
    );
    assert!(!answer.contains("Sent signed"), "{answer}");
    insta::assert_snapshot!("in_words_en_wishes_to_nobody_beside_a_letter", answer);
}

/// Found by a probe corpus written blind: a program dictated to a phone is read whole; a word
/// that is no instruction after codes is quoted and nothing applied (it was dropped and the
/// register drawn at random); a Polish program with numbers before the moves is read; an
/// order about Bob's robot powers nobody down.
#[test]
fn dictated_programs_a_stray_word_and_someone_elses_robot() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "d1",
        "Forward three comma turn left comma forward one comma turn right comma u-turn period",
    );
    assert_eq!(on_file(&t.0, t.2), "F3 L F R U", "{answer}");
    let answer = ann_writes(&mut t, "d2", "F3 L F R zigzag");
    assert_eq!(on_file(&t.0, t.2), "F3 L F R U", "what was on file stays");
    assert!(answer.contains("\"zigzag\""), "{answer}");
    insta::assert_snapshot!("in_words_en_a_stray_word_after_codes", answer);
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "d3",
        "mój program: 3 naprzód, w lewo, 1 naprzód, w prawo, zawracam.\npozdr, Ania",
    );
    assert_eq!(on_file(&t.0, t.2), "F3 L F R U", "{answer}");
    let answer = ann_writes(
        &mut t,
        "d4",
        "niech robot Boba się wyłączy, to go wyprzedzę :)",
    );
    assert!(!answer.contains("WYŁĄCZAM SIĘ"), "{answer}");
}

/// Edits in Polish words found by a probe corpus written blind: the registers named before
/// the verb, the old instruction named after `zamiast`, a verb before the instruction; an
/// edit that does not read is said back, never passed over in silence.
#[test]
fn edits_in_polish_words_and_an_edit_that_does_not_read() {
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "e1",
        "L F3 R F U\ndrugi i trzeci zamień miejscami plz",
    );
    assert_eq!(on_file(&t.0, t.2), "L R F3 F U", "{answer}");
    let answer = ann_writes(
        &mut t,
        "e2",
        "PROGRAM F3 L F R B\nsorry, środkowy ma być F2 zamiast F",
    );
    // Seed 7 deals no F2: that register is left to chance, said at once.
    assert!(on_file(&t.0, t.2).starts_with("F3 L F2 R B"), "{answer}");
    let answer = ann_writes(
        &mut t,
        "e3",
        "PROGRAM F L F3 R B\n\nzmiana planu: zamiast cofania na końcu daj zawracanie",
    );
    assert_eq!(on_file(&t.0, t.2), "F L F3 R U", "{answer}");
    let mut t = race("en");
    let answer = ann_writes(&mut t, "e4", "F3 L F R U\nthe third one should be flurbish");
    assert!(
        answer.contains("the third one should be flurbish"),
        "{answer}"
    );
    // The program it was to change is held, never applied unchanged.
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
    insta::assert_snapshot!("in_words_en_an_edit_that_does_not_read", answer);
}

/// Found by a second probe corpus written blind: a second thought on the program's own line
/// replaces it (it was joined to it as one program of ten, and refused); a correction naming
/// a register edits that register (it replaced the whole program by its one instruction);
/// a list's last item in words is quoted and nothing applied (it was dropped and the register
/// drawn at random).
#[test]
fn second_thoughts_on_the_programs_line_and_a_last_item_in_words() {
    let mut t = race("en");
    let answer = ann_writes(&mut t, "s1", "F3 L F R U, no wait, L F3 R F U");
    assert_eq!(on_file(&t.0, t.2), "L F3 R F U", "{answer}");
    let answer = ann_writes(
        &mut t,
        "s2",
        "forward 3, left, forward 1, right, back... hmm scratch that last one, make it a U turn",
    );
    assert_eq!(on_file(&t.0, t.2), "F3 L F R U", "{answer}");
    let answer = ann_writes(
        &mut t,
        "s3",
        "forward 1, left, forward 3, right, and the usual at the end",
    );
    assert_eq!(on_file(&t.0, t.2), "F3 L F R U", "what was on file stays");
    assert!(
        answer.contains("\"usual\"") && answer.contains("PROGRAM F L F3 R ?"),
        "{answer}"
    );
    insta::assert_snapshot!("in_words_en_a_last_item_in_words", answer);
}

#[test]
fn counted_repeated_numbered_inline_and_the_last_one_named_alone() {
    let mut t = race("pl");
    let answer = ann_writes(&mut t, "c1", "dwa razy w prawo, potem prosto 2, w lewo");
    assert!(on_file(&t.0, t.2).starts_with("R R F2 L"), "{answer}");
    let answer = ann_writes(
        &mut t,
        "c2",
        "jedno pole do przodu i jeszcze jedno, w prawo, w lewo, zawracam",
    );
    assert!(on_file(&t.0, t.2).starts_with("F F R L U"), "{answer}");
    insta::assert_snapshot!("in_words_pl_once_more", answer);
    let mut t = race("en");
    let answer = ann_writes(&mut t, "c3", "1. F3 2. L 3. F2 4. R 5. F");
    assert!(on_file(&t.0, t.2).starts_with("F3 L F2 R F"), "{answer}");
    let answer = ann_writes(&mut t, "c4", "F2 L F R F\nLast one a U-turn");
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_en_last_one_named_alone", answer);
    let answer = ann_writes(&mut t, "c5", "PROGRAM for round 1 is F3 R F L U");
    assert!(on_file(&t.0, t.2).starts_with("F3 R F L U"), "{answer}");
    let answer = ann_writes(&mut t, "c6", "POWER it down please");
    assert!(on_file(&t.0, t.2).ends_with("POWER DOWN"), "{answer}");
}

/// A program told over lines with a reason on each (issue 63: "half a program"): every line
/// of hers that starts with instructions is part of the one program, in order; before, the
/// last piece alone was applied and the rest drawn at random.
#[test]
fn a_program_told_over_lines_with_reasons_is_one_program() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "l1",
        "ok so first F2 to get off the start\nthen turn right\n\
         and then F3 along the row, should reach the gear\nthen L, then F. done",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 R F3 L F"), "{answer}");
    insta::assert_snapshot!("in_words_en_program_over_lines", answer);
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "l2",
        "ok to tak\nnajpierw F2 bo chce na tasme\npotem L\n(nie wiem czy to dobry pomysl xd)\n\
         F\nR\ni na koniec U\nelo",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    // Another's robot is no order of hers.
    let answer = ann_writes(&mut t, "l3", "Bob niech sie wylaczy, on ma pelno dmg haha");
    assert!(!on_file(&t.0, t.2).contains("WYŁĄCZAM"), "{answer}");
    // Her program and her power down beside it, parted by a plus.
    let answer = ann_writes(&mut t, "l4", "F3 F2 L R U + wylaczenie po tej rundzie");
    assert!(on_file(&t.0, t.2).ends_with("WYŁĄCZAM SIĘ"), "{answer}");
}

/// A goal stack edited in words by the pieces' colours (issue 63: "a goal stack restated in
/// words with the order changed"): the game says which piece the words name.
#[test]
fn a_goal_stack_edited_by_its_pieces_colours() {
    let mut t = game("rambots", "en", serde_json::Map::new());
    let answer = ann_writes(
        &mut t,
        "g1",
        "Goals 1R 1Y 1G 1B\nOn reflection, put the yellow on top and the red second.",
    );
    assert_eq!(on_file(&t.0, t.2), "1Y 1R 1G 1B", "{answer}");
    insta::assert_snapshot!("in_words_en_goal_stack_moved_by_colour", answer);
    let answer = ann_writes(
        &mut t,
        "g2",
        "GOALS 1R 1Y 1G 1B\nactually swap the yellow and the green",
    );
    assert_eq!(on_file(&t.0, t.2), "1R 1G 1Y 1B", "{answer}");
    let mut t = game("rambots", "pl", serde_json::Map::new());
    let answer = ann_writes(
        &mut t,
        "g3",
        "CELE 1Y 3R 2G 1B\nnie, jednak duża czerwona na górę, żółta druga",
    );
    assert_eq!(on_file(&t.0, t.2), "3C 1Ż 2Z 1N", "{answer}");
    let answer = ann_writes(
        &mut t,
        "g4",
        "mała zielona, mała żółta, mała czerwona, mała niebieska\npoprawka: czerwona ma być duża",
    );
    assert_eq!(on_file(&t.0, t.2), "1Z 1Ż 3C 1N", "{answer}");
    insta::assert_snapshot!("in_words_pl_goal_stack_reworded", answer);
    // A stack written again after `odwrotnie` is a second thought: it replaces the first.
    let answer = ann_writes(
        &mut t,
        "g5",
        "CELE 1Y 3R 2G 1B\nsorry odwrotnie kolejnosc, od gory: 1B 2G 3R 1Y",
    );
    assert_eq!(on_file(&t.0, t.2), "1N 2Z 3C 1Ż", "{answer}");
}

/// Found by the tenth blind round: an order on a condition (`If my robot takes more than 4
/// damage, please power it down`) or asked (`power down? nie, jednak nie`) powered her down.
/// Neither is done: the condition is said back as no order robomod carries out, with the
/// line to send; the question as undecided.
#[test]
fn an_order_on_a_condition_or_asked_is_not_done() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "c1",
        "F2 L F R U\nIf my robot takes more than 4 damage this round, please power it down for the next round.",
    );
    assert!(answer.contains("no order on a condition"), "{answer}");
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    insta::assert_snapshot!("in_words_en_an_order_on_a_condition", answer);
    let mut t = race("pl");
    let answer = ann_writes(&mut t, "c2", "power down? nie, jednak nie\nF F2 R F L");
    assert!(on_file(&t.0, t.2).starts_with("F F2 R F L"), "{answer}");
    insta::assert_snapshot!("in_words_pl_an_order_asked", answer);
}

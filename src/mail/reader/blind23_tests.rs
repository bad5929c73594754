//! The reader on the families the twenty-second blind round left (issue 63): her reasons
//! after her cards, labels of a reason, a hand with words between, cards added after the
//! last, a program named after it.

use super::blind_late_tests::{mail_program, read};
use crate::inbound::{LobbyCommand, PlayerCommand};

#[test]
fn cards_she_speaks_of_with_her_reason_are_no_more_cards() {
    for (lines, want) in [
        (
            &[
                "u turn, forward 1, forward 1, left, forward 3 - the u turn first cos I'm facing \
               the wrong way entirely sure",
            ][..],
            "u turn, forward 1, forward 1, left, forward 3",
        ),
        (
            &[
                "forward two, forward two, right, forward one, left. the two forward twos cos \
               its a long straight road like the N11",
            ],
            "forward two, forward two, right, forward one, left",
        ),
        (
            &[
                "Hand = F3 F2 F B L R U L F F2",
                "Chosen (in order): U, F2, L, F3, R",
                "Rationale: face N first.",
            ],
            "U, F2, L, F3, R",
        ),
    ] {
        assert_eq!(mail_program(lines), [want], "{lines:?}");
    }
    // A card after `the` in her list is one of them.
    assert_eq!(
        mail_program(&["forward 2, left, forward, right, the u turn because I face south"]),
        ["forward 2, left, forward, right, the u turn"]
    );
}

#[test]
fn a_reason_between_her_instructions_is_left_out_and_nothing_of_them_dropped() {
    // `F2` before the reason was dropped and four registers filed, the fifth at random.
    assert_eq!(
        mail_program(&[
            "Howya, I'll go F2 first cos theres a wall ahead of me after that a left, then F, \
             then another left and back up one at the end"
        ]),
        ["go F2\nleft, F, another left back up one"]
    );
    // Her own voice opening the clause is no edit (`F2 first` moves no card).
    assert_eq!(read(&["I'll go F2 first"]), ["go F2"]);
    // A reason of a weak word parts nothing (`by two`), nor a reason after a comma.
    assert_eq!(
        super::cut::clauses(
            "go forward by two squares",
            crate::phrases::Phrases::builtin()
        ),
        ["go forward by two squares"]
    );
    // Someone else's cards stay his, the plus between them joining them.
    assert!(mail_program(&["fyi Bob → should prob go L + F3 to avoid the pit lol"]).is_empty());
}

#[test]
fn a_closing_phrase_and_her_program_named_after_it_are_no_instructions() {
    assert_eq!(
        mail_program(&[
            "right so here goes forward three then left then forward two then right and a u \
             turn to finish up thats me done for this round cheers"
        ]),
        ["forward three, left, forward two, right u turn"]
    );
    assert_eq!(
        mail_program(&[
            "Dzień dobry, f3, l, f2, r, u — to mój program (małymi literami, mam nadzieję, \
             że to nie problem)."
        ]),
        ["f3, l, f2, r, u"]
    );
}

#[test]
fn the_hand_with_words_between_or_a_note_after_her_cards() {
    assert_eq!(
        mail_program(&[
            "I had a look at me hand there, F3 F2 F L R R U B F2 B, and I'm picking forward \
             two, right, forward three, left, back up"
        ]),
        ["forward two, right, forward three, left, back up"]
    );
    // Five cards after a colon, a note in brackets after them, are her program.
    assert_eq!(
        mail_program(&["cards: F2, U, F3, L, F (in that order, 1→5)"]),
        ["F2, U, F3, L, F"]
    );
}

#[test]
fn cards_added_after_the_last_even_as_an_item() {
    assert_eq!(
        read(&["F L F3", "+ append: R, F2 (regs 4–5)"]),
        ["F L F3", "Add R, F2"]
    );
    assert_eq!(
        mail_program(&["F L F3", "+ append: R, F2 (regs 4–5)"]),
        ["F, L, F3, R, F2"]
    );
    assert_eq!(
        read(&["F2 L F R", "dopisz na końcu U"]),
        ["F2 L F R", "Add U"]
    );
}

#[test]
fn her_first_card_named_then_the_rest_is_her_program_her_reasons_left_out() {
    // The first card named with nothing on file was an edit of nothing: `nie masz zapisanych
    // rozkazów`; the reason between her cards gave `w prawo`.
    assert_eq!(
        mail_program(&[
            "my first card is F3 (to get to the flag fast), then L, because the belt would \
             carry me right, then F and R, and at the very end F2."
        ]),
        ["F3, L\nF R, F2"]
    );
    let pl = mail_program(&[
        "pierwsza karta to F3 (chcę jak najszybciej dojechać do pierwszej flagi), potem L, bo \
         taśmociąg zniósłby mnie w prawo, następnie F i R, a na sam koniec F2.",
    ]);
    assert!(pl.len() == 1 && !pl[0].contains("prawo"), "{pl:?}");
    // Her reason ends at a colon too.
    let stack = mail_program(&[
        "Listing from the bottom up, since that's how I built it on my table: large yellow at \
         the bottom, then small blue",
    ]);
    assert!(
        stack.len() == 1 && stack[0].contains("large yellow") && !stack[0].contains("table"),
        "{stack:?}"
    );
}

#[test]
fn a_note_in_brackets_after_an_order_word_and_a_labelled_question() {
    assert_eq!(read(&["PASS (nothing this rd)"]), ["PASS "]);
    // Codes in brackets stay her orders.
    assert_eq!(read(&["PROGRAM (F2 L F R U)"]), ["PROGRAM (F2 L F R U)"]);
    // A question labelled so asks, its mark or not.
    let asked = read(&["Q: should I power down"]);
    assert!(!asked.iter().any(|c| c.contains("Power")), "{asked:?}");
}

#[test]
fn found_in_the_games_a_swap_restated_whole_a_name_under_a_note_an_order_under_a_letter() {
    // `swap:` before her whole program again: her program, no edit that cannot be made.
    assert_eq!(
        mail_program(&["program f2, r, f, r, u", "no wait, swap: f2, r, f, u, r"]),
        ["f2, r, f, u, r"]
    );
    assert_eq!(
        mail_program(&[
            "cele dla Celiny: mały zielony, średni czerwony, duży żółty, mały niebieski",
            "",
            "a nie, zamiana: średni czerwony, mały zielony, duży żółty, mały niebieski",
        ]),
        ["średni czerwony, mały zielony, duży żółty, mały niebieski"]
    );
    // Registers named after the colon are an exchange still.
    assert_eq!(
        read(&["F2 L F R U", "no wait, swap: 2 and 3"]),
        ["F2 L F R U", "Swap(Nth(2), Nth(3)) "]
    );
    // A name under a note in brackets signs the mail.
    assert_eq!(
        read(&[
            "PROGRAM 3BN",
            "(chcę przepchnąć niebieski cel w stronę Celiny)",
            "Bartek"
        ]),
        ["PROGRAM 3BN"]
    );
    // `rN` is a code, no slang.
    assert_eq!(
        mail_program(&[
            "solution rW rN yW ... no wait that's wrong.",
            "",
            "actually: rN rS rW"
        ]),
        ["rN rS rW"]
    );
    // An order on its own line under a letter to the moderator is done, never passed on.
    let read_letter = read(&[
        "MODERATOR: Czy da się przesunąć termin następnej rundy o dwa dni?",
        "W tej rundzie pasuję.",
        "Z góry dziękuję,",
    ]);
    assert_eq!(read_letter.len(), 2, "{read_letter:?}");
    assert!(read_letter[1].starts_with("PASS"), "{read_letter:?}");
    // Scots denies too (the twenty-third round: it was filed as POWER DOWN).
    let denied = read(&["naw dinnae power me down"]);
    assert!(
        !denied.iter().any(|c| c.contains("POWER DOWN")),
        "{denied:?}"
    );
    let said = read(&["aye power me down"]);
    assert!(said.iter().any(|c| c.contains("POWER DOWN")), "{said:?}");
    // A closing after her program is no instruction.
    assert_eq!(read(&["F2 L F R U", "Z góry dziękuję,"]), ["F2 L F R U"]);
}

#[test]
fn polish_requests_for_the_status_and_the_orders_on_file() {
    assert_eq!(read(&["daj stan"]), ["Status"]);
    assert_eq!(read(&["jak tam stoja roboty?"]), ["Status"]);
    assert_eq!(
        read(&["Proszę o potwierdzenie, jakie karty mam obecnie zgłoszone na rundę 1."]),
        ["ShowOrders"]
    );
}

#[test]
fn polish_lobby_and_letters_of_the_twenty_third_round() {
    let inner = super::tests::inner;
    // The longer phrasing of a later intent reads the words whole: `kto prowadzi` alone is
    // the status, `kto prowadzi w rankingu` the ratings; `dopisz mnie do 3` is a seat, no card
    // added.
    assert!(matches!(
        inner("kto prowadzi w rankingu")[..],
        [PlayerCommand::Lobby {
            lobby: LobbyCommand::Ratings { .. }
        }]
    ));
    assert_eq!(inner("kto prowadzi"), [PlayerCommand::Status]);
    assert!(matches!(
        inner("dopisz mnie do 3")[..],
        [PlayerCommand::Lobby {
            lobby: LobbyCommand::Join { game: 3, .. }
        }]
    ));
    assert_eq!(
        inner("co mam teraz wpisane bo nie pamietam"),
        [PlayerCommand::ShowOrders]
    );
    // The one who runs the game, named otherwise, is the moderator.
    assert!(matches!(
        inner(
            "Pytanie do prowadzącego: czy mogę wyjechać na tydzień urlopu i jak wtedy zostaną potraktowane moje rozkazy?"
        )[..],
        [PlayerCommand::ToModerator { .. }]
    ));
    // A comma parts a new phrase: her robot's state after it is no one else's robot.
    assert_eq!(read(&["wylaczam sie, robot caly pogiety"]), ["POWER DOWN"]);
}

#[test]
fn a_first_word_of_her_list_that_does_not_read_is_quoted_never_dropped() {
    // Read as an item of her list, it is quoted back by the game: registers never shift.
    assert_eq!(
        mail_program(&["dzis ostroznie: cofka, prawo, naprzod, naprzod, lewo"]),
        ["cofka, prawo, naprzod, naprzod, lewo"]
    );
    assert_eq!(
        mail_program(&["blabla, right, forward, forward, left"]),
        ["blabla, right, forward, forward, left"]
    );
    // A word of her phrasebooks is none of it.
    assert_eq!(
        mail_program(&["ok, right, forward, forward, left"]),
        ["right, forward, forward, left"]
    );
}

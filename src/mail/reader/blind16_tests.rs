//! The reader on the families the sixteenth blind round found (issue 63): registers labelled
//! on one line, roman numbering, a reference in brackets, pipes, slashes and arrows between
//! instructions, an edit asked for as a question or with a count after it, a program in words
//! edited in the same mail, a seat asked with instructions after it, an order taken back in
//! words, a rule weighed aloud, a run of her list between two reasons.

use super::blind_late_tests::mail_program;
use super::blind_tests::orders_in;
use super::tests::{inner, pieces};
use crate::inbound::PlayerCommand;

#[test]
fn sixteenth_round_registers_labelled_on_one_line_are_one_list() {
    for (line, list) in [
        (
            "First: forward three. Second: left. Third: forward two. Fourth: right. Fifth: forward one.",
            "forward three, left, forward two, right, forward one",
        ),
        (
            "Round 1 instructions (Ref: G1/R1/ANN): Register 1 - F3; Register 2 - R; Register 3 - F; Register 4 - R; Register 5 - F2.",
            "F3, R, F, R, F2",
        ),
        ("r1=F3 r2=L r3=F r4=R r5=F2", "F3, L, F, R, F2"),
    ] {
        assert_eq!(pieces(line), [list], "{line}");
    }
    // Roman numbering is a list's marker.
    assert_eq!(
        mail_program(&[
            "(i) Move forward two (2) squares",
            "(ii) Turn right",
            "(iii) Turn left"
        ]),
        ["Move forward two (2) squares, Turn right, Turn left"]
    );
}

#[test]
fn sixteenth_round_pipes_slashes_and_arrows_part_instructions() {
    for line in [
        "F3 | R | F | L | F2",
        "regs: F3/R/F/L/F2",
        "f3 ➡️ r ➡️ f ➡️ l ➡️ f2",
    ] {
        let read = pieces(line);
        assert_eq!(read.len(), 1, "{line}: {read:?}");
        assert_eq!(read[0].to_lowercase(), "f3, r, f, l, f2", "{line}");
    }
    // A date is no list.
    assert_eq!(
        super::cut::list_separators("I'm away 10/03/2026"),
        "I'm away 10/03/2026"
    );
}

#[test]
fn sixteenth_round_edits_asked_or_counted_are_made() {
    for (lines, program) in [
        (
            [
                "F3 L F2 R F",
                "Could you swap the last two around, so the right turn goes last?",
            ],
            "F3 L F2 F R",
        ),
        (
            ["F3 L F2 R F", "czy możecie zamienić dwa ostatnie?"],
            "F3 L F2 F R",
        ),
        (["F3 L F2 R F", "scrap the last one, just 4"], "F3 L F2 R"),
        (["F3 L F2 R F", "usuń ostatni, tylko 4"], "F3 L F2 R"),
        (["PROGRAM F2 L F R U", "swap r2 <-> r3"], "F2 F L R U"),
        (["f2 r f l f", "=> r5 na u zamiast f"], "f2 r f l u"),
    ] {
        assert_eq!(mail_program(&lines), [program], "{lines:?}");
    }
    // Asked in doubt, it is no edit.
    assert_ne!(
        mail_program(&["F3 L F2 R F", "może lepiej zamienić L i R?"]),
        ["F3 L F2 R F".replace("L F2 R", "R F2 L")]
    );
}

#[test]
fn sixteenth_round_a_program_in_words_edited_in_the_same_mail_is_parted_by_the_game() {
    for (line, program) in [
        (
            "forward two forward two turn right forward one turn left hmm no make the second one forward three",
            "F2, forward three, R, F, L",
        ),
        (
            "Forward 3 left forward 1 right forward two actually can you swap the first and last ones round",
            "F2 L F R F3",
        ),
        (
            "Turn left forward 2 forward 1 turn right back 1 oh wait change the last one to forward three instead of back",
            "L, F2, F, R, forward three",
        ),
    ] {
        assert_eq!(mail_program(&[line]), [program], "{line}");
    }
}

#[test]
fn sixteenth_round_instructions_after_a_seat_word_ask_no_seat() {
    let read = inner("Put me down for forward 3 forward 2 turn right turn right forward 1");
    assert!(
        !read
            .iter()
            .any(|c| matches!(c, PlayerCommand::Lobby { .. })),
        "{read:?}"
    );
    assert_eq!(
        pieces("Put me down for forward 3 forward 2 turn right turn right forward 1"),
        ["forward 3 forward 2 turn right turn right forward 1"]
    );
    // A preposition after it is no instruction: `miejsce w tej grze` asks a seat.
    let read = inner("Poproszę o miejsce w tej grze.");
    assert!(
        read.iter()
            .any(|c| matches!(c, PlayerCommand::Lobby { .. })),
        "{read:?}"
    );
}

#[test]
fn sixteenth_round_an_order_taken_back_or_weighed_is_not_done() {
    let on = |line: &str| {
        inner(line).iter().any(
            |c| matches!(c, PlayerCommand::Orders { keyword, text } if keyword == "POWER" && text == "ON"),
        )
    };
    for line in [
        "scratch the pd",
        "scratch the power down",
        "nvm, staying up",
        "proszę to wyłączenie anulować",
    ] {
        assert!(on(line), "{line}: {:?}", inner(line));
    }
    let line = "Is it worth powering down if I've got no damage seems a bit daft to me";
    assert!(!orders_in(&inner(line)), "{:?}", inner(line));
    assert!(!orders_in(&inner(
        "czy warto się wyłączyć, jeśli mam 2 uszkodzenia?"
    )));
}

#[test]
fn sixteenth_round_a_run_between_two_reasons_is_kept() {
    let read = pieces(
        "forward two to get off the start then turn right cos the flag is over that way then \
         forward three",
    );
    assert!(read.iter().any(|p| p == "turn right"), "{read:?}");
    // `right now` is no turn either.
    assert_eq!(
        pieces("F2 L F R U and right now I am off to bed"),
        ["F2 L F R U"]
    );
    // `Right` opening what she says is no turn.
    let read = pieces("Right so round 1 left first then forward three");
    assert!(!read.iter().any(|p| p.starts_with("Right")), "{read:?}");
}

#[test]
fn sixteenth_round_a_formal_letter_resigning_or_waiting_a_round_is_read() {
    let read = inner(
        "z wielkim żalem zmuszony jestem zrezygnować z dalszej gry, albowiem obowiązki nie \
         pozwalają mi.",
    );
    assert!(read.contains(&PlayerCommand::Resign), "{read:?}");
    let read = inner("w tej rundzie pragnę przeczekać i nie wykonywać żadnego ruchu");
    assert!(
        read.iter()
            .any(|c| matches!(c, PlayerCommand::Orders { keyword, .. } if keyword == "PASS")),
        "{read:?}"
    );
}

#[test]
fn sixteenth_round_a_piece_replaced_in_the_genitive_is_an_edit() {
    // `zamiast dużej żółtej`: never passed over while the program before it is applied.
    let read = super::read_line(
        "Przepraszam, pomyłka: zamiast dużej żółtej proszę średnią żółtą, również na południe.",
    );
    assert!(
        matches!(
            read.as_slice(),
            [PlayerCommand::Said {
                bare: crate::inbound::Bare::Amend(_),
                ..
            }]
        ),
        "{read:?}"
    );
}

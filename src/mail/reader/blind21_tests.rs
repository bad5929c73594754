//! The reader on the families found by the twenty-first blind round, in games played by
//! mail, and left after the twentieth (issue 63).

use super::blind_late_tests::mail_program;
use crate::inbound::{Bare, PlayerCommand};

#[test]
fn an_aside_between_dashes_is_no_part_of_her_orders() {
    // The aside was a question of its own and the clause around it was lost with its card.
    assert_eq!(
        mail_program(&[
            "Ponieważ mój robot stoi – jak mniemam – tyłem do flagi, zacznę od zawrócenia; dalej \
             dwa pola naprzód, obrót w lewo, jedno pole naprzód i ponownie obrót w lewo."
        ]),
        vec![
            "zawrócenia\ndwa pola naprzód, obrót w lewo, jedno pole naprzód ponownie obrót w lewo"
        ]
    );
    // A second thought between dashes is no aside.
    assert_eq!(
        super::around::without_dashed_asides("2RN 3GE - no wait - 2RS 3GE"),
        "2RN 3GE - no wait - 2RS 3GE"
    );
    // Nor are the items of a list parted by dashes.
    assert_eq!(
        super::around::without_dashed_asides("F2 - stay put - R - F"),
        "F2 - stay put - R - F"
    );
    assert_eq!(
        super::around::without_dashed_asides("in the fourth - to miss the pit - I turn right"),
        "in the fourth I turn right"
    );
}

#[test]
fn instructions_after_a_reason_opening_the_sentence_are_hers() {
    for (line, want) in [
        (
            "Ponieważ mój robot stoi tyłem do flagi, zacznę od zawrócenia. Potem F2, L, F, R.",
            "zawrócenia\nF2, L, F, R",
        ),
        (
            "Since I face the wall, I'll start with a u-turn. Then F2, L, F, R.",
            "u-turn\nF2, L, F, R",
        ),
    ] {
        assert_eq!(mail_program(&[line]), vec![want], "{line}");
    }
}

#[test]
fn an_edit_after_a_long_dash_applies_to_the_program_before_it() {
    assert_eq!(
        mail_program(&[
            "Proszę o F2, R, F, L, F3 — przy czym trzeci i piąty rejestr proszę zamienić miejscami."
        ]),
        vec!["F2 R F3 L F"]
    );
}

#[test]
fn polish_verbs_of_moving_by_squares_are_passed_whole_to_the_game() {
    // (The game reads `przesuwam o dwa pola` and `o jedno`: its notation tests.)
    for (line, want) in [
        (
            "Szanowni Państwo, ponieważ mój robot stoi bokiem do pierwszej flagi, w pierwszym \
             rejestrze obracam go w lewo, w drugim przesuwam o dwa pola, w trzecim o jedno, w \
             czwartym – aby ominąć dziurę – skręcam w prawo, wreszcie w piątym jadę jedno pole \
             naprzód.",
            "go w lewo, przesuwam o dwa pola, o jedno, skręcam w prawo, jadę jedno pole naprzód",
        ),
        (
            "Proszę, aby mój robot najpierw cofnął się o jedno pole, następnie obrócił się w \
             prawo, potem przejechał trzy pola naprzód, po czym skręcił w lewo i na koniec \
             przesunął się o jedno pole naprzód.",
            "cofnął o jedno pole, obrócił w prawo, przejechał trzy pola naprzód, skręcił w lewo, \
             przesunął o jedno pole naprzód",
        ),
    ] {
        assert_eq!(mail_program(&[line]), vec![want], "{line}");
    }
}
/// What a mail's lines read as, in short: each command's bare edit or text.
fn read(lines: &[&str]) -> Vec<String> {
    crate::mail::blocks::commands_from_lines(lines.iter().copied())
        .iter()
        .map(|c| match c {
            PlayerCommand::Said { read_as, bare, .. } => match (&**read_as, bare) {
                (PlayerCommand::Unmarked { text }, Bare::Amend(edit)) => format!("{edit:?} {text}"),
                (PlayerCommand::Unmarked { text }, _) => text.clone(),
                (other, _) => format!("{other:?}"),
            },
            PlayerCommand::Orders { keyword, text } => format!("{keyword} {text}"),
            other => format!("{other:?}"),
        })
        .collect()
}

#[test]
fn a_register_changed_with_a_second_thought_beside_it_is_an_edit_never_a_program() {
    // Seen in a game by mail: `ok, to ostatni jednak w lewo` filed `L` (registers 2-5 at
    // random) over her program.
    assert_eq!(
        read(&["ok, to ostatni jednak w lewo"]),
        ["Put(Last) w lewo"]
    );
    assert_eq!(read(&["rejestr 4 jednak w lewo"]), ["Put(Nth(4)) w lewo"]);
    assert_eq!(
        read(&["the last one a right after all"]),
        ["Put(Last) right"]
    );
}

#[test]
fn one_more_at_the_end_is_added_never_in_place_of_the_last() {
    assert_eq!(
        read(&["a na końcu jeszcze duży niebieski północ"]),
        ["Add duży niebieski północ"]
    );
    assert_eq!(
        mail_program(&[
            "średni żółty wschód, mały zielony północ, duży żółty północ",
            "a na końcu jeszcze duży niebieski północ",
        ]),
        ["średni żółty wschód, mały zielony północ, duży żółty północ, duży niebieski północ"]
    );
}

#[test]
fn words_leading_into_orders_with_a_colon_are_no_edit() {
    assert_eq!(
        read(&[
            "second thoughts, use this one instead:",
            "PROGRAM F3 L R U F"
        ]),
        ["PROGRAM F3 L R U F"]
    );
    assert_eq!(
        read(&["drop the last one then: program 3bs 1ge 3ye"]),
        ["PROGRAM 3bs 1ge 3ye"]
    );
}

#[test]
fn short_orders_keep_no_remark_about_herself_after_a_comma() {
    assert_eq!(
        read(&["power down please, i am at 3 damage"]),
        ["POWER down"]
    );
    assert_eq!(read(&["power down, I'm on 6 damage"]), ["POWER down"]);
}

#[test]
fn a_numbered_goal_stack_opening_with_a_polish_initial_is_one_list() {
    assert_eq!(
        read(&["CELE", "1. 2Ż", "2. 1C", "3. 3N", "4. 1Z"]),
        ["GOALS 2Ż, 1C, 3N, 1Z"]
    );
}

#[test]
fn thanks_after_instructions_on_their_line_are_no_instruction() {
    assert_eq!(
        read(&["F2 R F L F3 dzk"]),
        ["Unmarked { text: \"F2 R F L F3\" }"]
    );
    assert_eq!(
        read(&["f3 r f2 l b ta"]),
        ["Unmarked { text: \"f3 r f2 l b\" }"]
    );
    assert_eq!(read(&["goals 1y 3r 2g 1b ta"]), ["GOALS 1y 3r 2g 1b"]);
    assert_eq!(
        read(&["forward 2 right forward left forward 3 sorted"]),
        ["Unmarked { text: \"forward 2 right forward left forward 3\" }"]
    );
    // A near miss of PROGRAM is said back as read, its orders without the thanks.
    assert_eq!(
        read(&["progam: f3 r f2 l b ta"]),
        ["Orders { keyword: \"PROGRAM\", text: \"f3 r f2 l b\" }"]
    );
    // A word of thanks alone, after prose or inside brackets, is left as it is.
    assert_eq!(
        super::super::blocks::items::without_sign_off("f3 f2 l ?? r  (cant decide on 4 lol)"),
        None
    );
    assert_eq!(
        super::super::blocks::items::without_sign_off("see you soon ta"),
        None
    );
}

#[test]
fn plans_not_decided_and_guesses_about_another_are_no_orders_of_hers() {
    for lines in [
        &["thinkin of going f3 f3 but dunno yet..."][..],
        &["reckon bob'll go f3 r r then smash into the wall lol"],
        &["is bob powering down or what"],
        &["Tentatively 2Y N, 3G E, but I have not decided. Will revert."],
        &[
            "myślę, żeby w przyszłej rundzie położyć dużą niebieską na południe, ale jeszcze nie wiem",
        ],
    ] {
        assert_eq!(read(lines), Vec::<String>::new(), "{lines:?}");
    }
    // Her own, with a contraction of hers: `I'll go F3 R R`.
    assert_eq!(mail_program(&["I'll go F3 R R L F"]), ["go F3 R R L F"]);
}

#[test]
fn a_program_restated_after_sorry_meant_replaces_the_first() {
    assert_eq!(
        mail_program(&["f f2 f3 l r", "sorry meant f f2 f3 r l"]),
        ["f f2 f3 r l"]
    );
}

#[test]
fn cards_labelled_with_a_colon_are_her_program_not_her_hand() {
    // The first card was taken as her hand: four filed, the fifth left to chance.
    assert_eq!(mail_program(&["karty: F, F2, U, R, L"]), ["F, F2, U, R, L"]);
    // A hand of more than five is still her hand.
    assert_eq!(
        mail_program(&["moja ręka: F3 F2 F F L R U B, gram F2 L F R U"]),
        ["F2 L F R U"]
    );
}

#[test]
fn a_program_written_out_again_after_an_edit_or_twice_is_one_program() {
    // The edit read, then its result restated in codes: one program, never ten registers.
    assert_eq!(
        mail_program(&[
            "Please find below my cards: F2 L F R F",
            "",
            "Sorry, kindly change the last one to Turn Right instead. So it is F2 L F R R.",
        ]),
        ["F2, L, F, R, Turn Right"]
    );
    assert_eq!(
        mail_program(&["F2 L F R U", "sorry, sent it twice:", "F2, L, F, R, U"]),
        ["F2 L F R U"]
    );
}

#[test]
fn three_cards_in_words_labelled_with_a_colon_are_her_program() {
    // `naprzód trzy` was taken as her hand: two cards filed, three left to chance.
    assert_eq!(
        mail_program(&[
            "tym razem uprzejmie proszę zapisać tylko trzy karty: naprzód trzy, w prawo, \
             naprzód jeden. Więcej nie trzeba, bo dalej jest dziura."
        ]),
        ["naprzód trzy, w prawo, naprzód jeden"]
    );
}

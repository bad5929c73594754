//! The unit tests of [`notation`](super), apart from the code they check.

use super::*;

fn prog(text: &str) -> Result<String, OrdersError> {
    parse_program(text, &Pool::full(), Say::english()).map(|p| program_text(&p))
}

fn goals(text: &str) -> Result<String, OrdersError> {
    parse_goal_stack(text, &Pool::full(), Say::english()).map(|p| pieces_text(&p))
}

/// Each `(text, program)` of `cases` reads as that program.
fn reads(cases: &[(&str, &str)]) {
    for &(text, want) in cases {
        assert_eq!(prog(text).unwrap(), want, "{text}");
    }
}

#[test]
fn goal_stacks_as_people_write_them() {
    for (text, want) in [
        (
            "small yellow on top then large red medium green and small blue at the bottom",
            "1Y 3R 2G 1B",
        ),
        ("bottom to top: 1B 2G 3R 1Y", "1Y 3R 2G 1B"),
        (
            "small yellow on top, big red, medium green, small blue at di bottom",
            "1Y 3R 2G 1B",
        ),
        (
            "large yellow first, then small red, small green, and medium blue last",
            "3Y 1R 1G 2B",
        ),
        (
            "Na górze mała niebieska, pod nią duża żółta, potem średnia czerwona, a na dole mała zielona",
            "1B 3Y 2R 1G",
        ),
        ("żółta 1, czerwona 3, zielona 2, niebieska 1", "1Y 3R 2G 1B"),
        ("od dołu: 1B 2G 3R 1Y", "1Y 3R 2G 1B"),
        // Polish initials: Żółta, Czerwona, Zielona, Niebieska.
        ("1Ż 3C 2Z 1N", "1Y 3R 2G 1B"),
        ("1ż, 3c, 2z, 1n", "1Y 3R 2G 1B"),
        // Read from the top (`od góry`), sizes as people say them.
        (
            "od góry: duży niebieski, mały czerwony, średni żółty, duży zielony",
            "3B 1R 2Y 3G",
        ),
        (
            "tiny blue, huge yellow, mid red, little green",
            "1B 3Y 2R 1G",
        ),
        // Scots: `wee`.
        ("wee yellow, big red, medium green, wee blue", "1Y 3R 2G 1B"),
        ("1r 2y 3g 1b, thats top tae bottom", "1R 2Y 3G 1B"),
        ("(top → bottom): 3B, 1R, 2Y, 1G", "3B 1R 2Y 1G"),
        (
            "zielona mala na gore, potem czerwona srednia, zolta duza, niebieska mala",
            "1G 2R 3Y 1B",
        ),
        // Told from the bottom, the bottom named first; each piece on the one before.
        (
            "Na spodzie duża zielona, na niej mała czerwona, potem średnia niebieska, a na samej górze mała żółta.",
            "1Y 2B 1R 3G",
        ),
        (
            "At the bottom small blue, on top of that medium green, then large red, and on the very top small yellow.",
            "1Y 3R 2G 1B",
        ),
        (
            "On top the small yellow, under it the large red, then medium green, and at the bottom small blue.",
            "1Y 3R 2G 1B",
        ),
        // Said to go from the top before the bottom is named last.
        (
            "(top to bottom): a medium red, then a small green, then a large blue, and finally a small yellow at the bottom.",
            "2R 1G 3B 1Y",
        ),
    ] {
        assert_eq!(goals(text).unwrap(), want, "{text}");
    }
}

#[test]
fn polish_abbreviations_and_words_between_instructions() {
    reads(&[
        ("duża zielona zach., średnia niebieska pn.", "3GW 2BN"),
        (
            "srednia zielona na polnoc, duza niebieska stojąca",
            "2GN 3BU",
        ),
        ("medium yellow west then large green south", "2YW 3GS"),
        // The Polish HELP's example, as a native writes it.
        ("mała zielona na wschód", "1GE"),
        // A verb of standing, the facing written first, abbreviations with their full stops.
        (
            "średnia zielona stoi pionowo, duża niebieska na południe",
            "2GU 3BS",
        ),
        (
            "wsteczny bieg duża czerwona, srednia niebieska na wschod",
            "3RU 2BE",
        ),
        (
            "reverse gear with the big blue, then medium yellow west",
            "3BU 2YW",
        ),
        ("mid red upright and large yellow east", "2RU 3YE"),
        ("2 ziel. pn., 3 czerw. zach.", "2GN 3RW"),
        ("duża niebieska do góry", "3BU"),
    ]);
}

#[test]
fn spellings_all_mean_the_same_instruction() {
    let spellings = [
        "1gn",
        "S-G-N",
        "small green north",
        "1 G N",
        "s/green/n",
        "1. 1GN",
    ];
    reads(&spellings.map(|t| (t, "1GN")));
}

#[test]
fn polish_words_read_in_any_case_with_or_without_diacritics() {
    let small_green_north = [
        "mały zielony północ",
        "MAŁA ZIELONA PÓŁNOC",
        "male zielone polnoc",
        "Mały-Zielony-Północ",
        "1 zielony N",
        "s zielona polnoc",
    ];
    reads(&small_green_north.map(|t| (t, "1GN")));
    reads(&[
        (
            "średni czerwony wschód, duży żółty zachód, sredni niebieski poludnie",
            "2RE 3YW 2BS",
        ),
        (
            "duża żółta pionowo, 1 zolty gora, 2 niebieski wstecz, 3 zielony GÓRA",
            "3YU 1YU 2BU 3GU",
        ),
        ("ŚREDNIE ŻÓŁTE WSCHÓD", "2YE"),
        (
            "duza zielona na stojaco, średnia niebieska na biegu wstecznym",
            "3GU 2BU",
        ),
        (
            "first large green facing south, second medium red standing up",
            "3GS 2RU",
        ),
        ("med green north, LGN, sm blue up", "2GN 3GN 1BU"),
        ("mały zielony do tyłu", "1GU"),
    ]);
    // A misspelt Polish word is quoted whole, never a fragment.
    let e = prog("mały zielony północ, duży czerwny wschód").unwrap_err();
    assert_eq!(e.problems[0].text, "czerwny");
    // The Polish problems, quoting the text as written.
    let pl = Say::builtin("pl");
    let e = parse_program("1G 2QN", &Pool::full(), pl).unwrap_err();
    assert_eq!(e.problems[0].text, "1G");
    assert!(e.problems[0].message.contains("brakuje kierunku"), "{e}");
    assert_eq!(e.problems[1].text, "2QN");
    assert!(e.problems[1].message.starts_with("nieznane słowo"), "{e}");
    // Seen in play: "incomplete an instruction".
    let e = prog("1G 2").unwrap_err();
    assert_eq!(e.problems[0].text, "1G");
    assert!(
        (e.problems[0].message).starts_with("an incomplete instruction: it needs an orientation"),
        "{e}"
    );
    assert!(
        (e.problems[1].message).starts_with("an incomplete instruction: it needs a colour"),
        "{e}"
    );
}

#[test]
fn polish_colour_initials_read_and_a_run_of_codes_longer_than_a_piece_is_one_unknown_word() {
    // Żółty, Czerwony, Zielony; an instruction's N is north, a goal's blue (Niebieski).
    reads(&[("2ŻN 1cw 3ZE", "2YN 1RW 3GE")]);
    assert_eq!(goals("1Ż 3C 2Z 1N").unwrap(), "1Y 3R 2G 1B");
    // `czerwny`, misspelt, is every letter a code: still one unknown word, quoted whole.
    let e = prog("1 czerwny N").unwrap_err();
    assert_eq!(e.problems[0].text, "czerwny", "{e}");
    // Three codes are a piece: small, green, north.
    assert_eq!(prog("SGN").unwrap(), "1GN");
}

#[test]
fn ruling_an_empty_program_is_a_pass_and_concatenated_programs_parse() {
    reads(&[
        ("1GN3BU2RE", "1GN 3BU 2RE"),
        ("1) 1gn\n2) 3 blue reverse\n3) M R E", "1GN 3BU 2RE"),
        ("4. 1y^, 5. large yellow up", "1YU 3YU"),
        ("1GS 1RW", "1GS 1RW"),
        ("pass", "PASS"),
    ]);
}

#[test]
fn readme_examples_read_as_documented() {
    let text = |t: &str| {
        let items = parse_instructions(t, Say::english()).unwrap();
        program_text(&items.into_iter().map(|(i, _)| i).collect::<Vec<_>>())
    };
    assert_eq!(text("1gn, S-G-N, small green north"), "1GN 1GN 1GN");
    assert_eq!(text("1GN3BU2RE"), "1GN 3BU 2RE");
    assert_eq!(text("1) 2 blue east 2) 3 red rev"), "2BE 3RU");
}

#[test]
fn unknown_tokens_are_quoted_whole() {
    let e = prog("1GN 2RX 1B nroth").unwrap_err();
    let texts: Vec<_> = e.problems.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["2RX", "nroth"]);
    let e = prog("1GN 7XK, 2RE").unwrap_err();
    assert_eq!(
        e.problems[0].text, "7XK",
        "the whole word, never a fragment"
    );
    assert!(e.problems[0].message.contains("unknown word"));
}

#[test]
fn incomplete_instructions_are_quoted() {
    let e = prog("1G 2RE").unwrap_err();
    assert_eq!(e.problems.len(), 1);
    assert_eq!(e.problems[0].text, "1G");
    assert!(e.problems[0].message.contains("orientation"));
    let e = prog("GN").unwrap_err();
    assert_eq!(e.problems[0].text, "GN");
}

/// Seen in play: `PROGRAM 2N 3ZE` (no colour) was told two problems with `2N`, the second that
/// it did not start with a size, which it does; and the colours a Polish player was told to
/// write were the English R, Y, B, G.
#[test]
fn an_instruction_without_its_colour_is_one_problem_in_the_readers_initials() {
    let pl = Say::builtin("pl");
    let e = parse_program("2N 3ZE", &Pool::full(), pl).unwrap_err();
    assert_eq!(e.problems.len(), 1, "{e}");
    assert_eq!(e.problems[0].text, "2N");
    assert!(e.problems[0].message.contains("(C, Ż, B albo Z)"), "{e}");
    let e = prog("2N 3GE 1R").unwrap_err();
    let texts: Vec<_> = e.problems.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["2N", "1R"], "{e}");
    // A size after an incomplete item starts the next one.
    let e = prog("2R 3GE 1GN").unwrap_err();
    assert_eq!(e.problems.len(), 1, "{e}");
    assert!(e.problems[0].message.contains("orientation"), "{e}");
}

#[test]
fn ruling_programs_hold_at_most_five_pieces_from_the_own_pool() {
    let e = prog("1GN 1RN 1BN 1YN 2GN 3GN 2RN").unwrap_err();
    assert_eq!(e.problems.len(), 1);
    assert_eq!(e.problems[0].text, "3GN 2RN");
    let pool: Pool = "1R 2G".parse().unwrap();
    let e = parse_program("1RN 1RE 3BU", &pool, Say::english()).unwrap_err();
    let texts: Vec<_> = e.problems.iter().map(|p| p.text.as_str()).collect();
    assert_eq!(texts, ["1RE", "3BU"]);
    assert!(e.problems[0].message.contains("used twice"));
    assert!(e.problems[1].message.contains("no 3B"));
}

#[test]
fn ruling_goal_stacks_hold_one_piece_of_each_colour_from_the_makers_pool() {
    let full = Pool::full();
    let g = parse_goal_stack("1y 3r 2g 1b", &full, Say::english()).unwrap();
    assert_eq!(pieces_text(&g), "1Y 3R 2G 1B");
    let e = parse_goal_stack("1Y 3Y 2G 1B", &full, Say::english()).unwrap_err();
    assert!(e.problems[0].message.contains("yellow appears 2 times"));
    let e = parse_goal_stack("1Y 3R 2G", &full, Say::english()).unwrap_err();
    assert!(e.problems[0].message.contains("missing: blue"));
    let small: Pool = "1Y 1R 1G".parse().unwrap();
    let e = parse_goal_stack("1Y 1R 1G 1B", &small, Say::english()).unwrap_err();
    assert_eq!(e.problems[0].text, "1B");
}

#[test]
fn a_bad_goal_stack_is_told_what_a_goal_stack_is_not_an_instruction() {
    for bad in ["9Q", "1Y 3R 2G 1X"] {
        let e = parse_goal_stack(bad, &Pool::full(), Say::english()).unwrap_err();
        let m = &e.problems[0].message;
        assert!(
            m.contains("goal stack is four SIZE COLOUR pieces"),
            "{bad}: {m}"
        );
        assert!(m.contains("1Y 3R 2G 1B"), "{bad}: {m}");
        assert!(
            !m.contains("ORIENTATION") && !m.contains("instruction"),
            "{m}"
        );
    }
    let e = prog("1GN 9Q").unwrap_err();
    assert!(e.problems[0].message.contains("SIZE COLOUR ORIENTATION"));
}

#[test]
fn polish_colours_shortened_with_no_full_stop_and_sizes_as_numeral_nouns() {
    for (text, want) in [
        ("1 czerw, 3 nieb, 2 ziel, 1 zolt", "1R 3B 2G 1Y"),
        ("1 czerw. 3 nieb. 2 ziel. 1 żółt.", "1R 3B 2G 1Y"),
        (
            "żółta jedynka, czerwona trójka, zielona dwójka, niebieska jedynka",
            "1Y 3R 2G 1B",
        ),
        (
            "jedynka żółta, trojka czerwona, dwojka zielona, jedynka nieb",
            "1Y 3R 2G 1B",
        ),
    ] {
        assert_eq!(goals(text).unwrap(), want, "{text}");
    }
    reads(&[
        ("2 ziel pn, 3 czerw zach", "2GN 3RW"),
        (
            "dwójka zielona na północ, trójka czerwona pionowo",
            "2GN 3RU",
        ),
        (
            "czerwona trójka na wschód, zielona jedynka pionowo",
            "3RE 1GU",
        ),
        ("Red big west, green small up", "3RW 1GU"),
    ]);
    // Colour first with no facing after it is no instruction guessed.
    assert!(prog("red big, 1GN").is_err());
    // A shortening that is no colour's start is still quoted.
    assert!(goals("1 czer, 3 nieb, 2 ziel, 1 zolt").is_err());
}

#[test]
fn colour_before_size_middle_and_an_article_before_a_piece() {
    for (text, want) in [
        (
            "Red small, Blue big, Green middle, Yellow small",
            "1R 3B 2G 1Y",
        ),
        (
            "one small red on top, then a large green, then a medium blue, and at the bottom a small yellow",
            "1R 3G 2B 1Y",
        ),
    ] {
        assert_eq!(goals(text).unwrap(), want, "{text}");
    }
    reads(&[(
        "big yellow to the west, middle green to the north, big red in reverse gear",
        "3YW 2GN 3RU",
    )]);
    // `one` alone is no size: `one red north` is quoted, never read as a guess.
    assert!(prog("one red north").is_err());
}

#[test]
fn participles_between_a_piece_and_its_facing_are_passed_over() {
    reads(&[
        (
            "średnia żółta skierowana na wschód, następnie duża czerwona ustawiona pionowo",
            "2YE 3RU",
        ),
        (
            "large blue pointing south, medium yellow lying east",
            "3BS 2YE",
        ),
        (
            "mała zielona leżąca na zachód, duży niebieski zwrócony na północ",
            "1GW 3BN",
        ),
    ]);
}

#[test]
fn a_reason_after_an_instruction_is_no_instruction() {
    reads(&[
        (
            "large blue pointing south, then medium yellow east, then large red upright to back off",
            "3BS 2YE 3RU",
        ),
        ("3RU to back off 2GN", "3RU 2GN"),
        (
            "duża czerwona pionowo, żeby uciec, mała zielona na wschód",
            "3RU 1GE",
        ),
        ("big red to the west", "3RW"),
    ]);
    // Before the instruction is whole, words after `to` are quoted.
    assert!(prog("large red to back off").is_err());
    assert!(prog("3RU back off").is_err());
}

#[test]
fn sizes_spelled_as_numbers_and_dictated_commas() {
    assert_eq!(
        goals("jeden zielony, trzy czerwony, dwa zolty, jeden niebieski").unwrap(),
        "1G 3R 2Y 1B"
    );
    assert_eq!(
        prog("two green north comma three yellow up comma two blue south").unwrap(),
        "2GN 3YU 2BS"
    );
    // `one` stays an article.
    assert_eq!(
        goals("one small red, one large green, one medium blue, one small yellow").unwrap(),
        "1R 3G 2B 1Y"
    );
}

#[test]
fn niebieska_written_n_where_the_colour_goes_as_in_a_goal() {
    // As `CELE 1Ż 3C 2Z 1N` writes blue: `N` with a facing after it is the colour.
    reads(&[
        ("3CN 2ŻE 2NS", "3RN 2YE 2BS"),
        ("2N U", "2BU"),
        ("3NN", "3BN"),
    ]);
    // `N` as a facing still is north.
    reads(&[("2CN", "2RN")]);
    assert!(prog("2N").is_err());
}

#[test]
fn one_before_a_colour_is_the_small_size_and_before_a_size_an_article() {
    assert_eq!(
        prog("three green east, one green north, two yellow north").unwrap(),
        "3GE 1GN 2YN"
    );
    assert_eq!(
        prog("one small red north, one large blue up").unwrap(),
        "1RN 3BU"
    );
}

#[test]
fn sizes_shortened_in_a_hurry() {
    let goals = parse_goal_stack(
        "lil yellow, lrg red, med green, sm blue",
        &Pool::full(),
        Say::english(),
    );
    assert_eq!(pieces_text(&goals.unwrap()), "1Y 3R 2G 1B");
}

#[test]
fn how_a_piece_stands_said_as_people_say_it() {
    // Polish `w pionie` is upright, no west; a size with its noun; the last letter dropped.
    assert_eq!(
        prog("duża zielona w pionie, średnia żółta na północ").unwrap(),
        "3GU 2YN"
    );
    assert_eq!(
        prog("big yellow one pointin east, then the middle sized blue one standin straight up")
            .unwrap(),
        "3YE 2BU"
    );
    // Where a goal stands and the order of a stack, said after it: passed over.
    let goals = parse_goal_stack(
        "little green, little red, big blue, middle yellow. top down",
        &Pool::full(),
        Say::english(),
    );
    assert_eq!(pieces_text(&goals.unwrap()), "1G 1R 3B 2Y");
    let goals = parse_goal_stack(
        "na szczycie mała zielona, duża niebieska, średnia żółta, mała czerwona",
        &Pool::full(),
        Say::english(),
    );
    assert_eq!(pieces_text(&goals.unwrap()), "1G 3B 2Y 1R");
}

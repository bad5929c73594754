//! The tests of `notation.rs`: the program as a whole, every spelled-out word, near misses.
use super::spelled::{UNITS, one_edit};
use super::*;

fn canon(text: &str) -> String {
    program_text(&parse_program(text).unwrap())
}

#[test]
fn a_clocks_way_round_is_a_quarter_turn_in_either_language() {
    assert_eq!(
        canon("Forward two squares, Turn clockwise, Forward one square, Turn anticlockwise"),
        "F2 R F L"
    );
    assert_eq!(
        canon("counter-clockwise, cw, turn counterclockwise"),
        "L R L"
    );
    assert_eq!(
        canon(
            "naprzód o jedno pole, obrót zgodnie z ruchem wskazówek zegara, obrót \
             przeciwnie do ruchu wskazówek zegara, zgodnie z zegarem"
        ),
        "F R L R"
    );
    // Alone, `zgodnie` turns nothing.
    assert!(parse_program("zgodnie").is_err());
}

#[test]
fn angles_in_figures_or_words_and_full_stops_after_words() {
    assert_eq!(
        canon("2 pola do przodu, 90° w lewo, 1 pole do przodu, 90 degrees right"),
        "F2 L F R"
    );
    assert_eq!(
        canon("F, obrót o sto osiemdziesiąt stopni., turn a hundred and eighty degrees"),
        "F U U"
    );
    assert_eq!(canon("obrót o dziewięćdziesiąt stopni w prawo"), "R");
    assert_eq!(
        canon("forward three., turn right., W tył zwrot., F2."),
        "F3 R U F2"
    );
    assert_eq!(
        canon("Naprzód: 3 pola; obrót: w prawo; wstecz: 1 pole."),
        "F3 R B"
    );
    assert_eq!(
        canon("pojedzie dwa pola naprzód, skręci w lewo, przejedzie jedno pole, zawróci, cofnie"),
        "F2 L F U B"
    );
    assert_eq!(canon("wsteczny, bieg wsteczny, f2"), "B B F2");
    // The nouns as a sentence bends them (`zamiast zawrócenia`).
    assert_eq!(canon("zawrócenia, cofnięcia, zawrotki"), "U B U");
    // An article before a card named in a list.
    assert_eq!(canon("fwd 2, left, fwd 1, right, the u-turn"), "F2 L F R U");
    assert_eq!(canon("a left, an about-turn"), "L U");
}

#[test]
fn bare_figures_in_order_before_codes_number_them() {
    assert_eq!(canon("1 f2 2 l 3 f 4 r 5 u"), "F2 L F R U");
    // A count is no numbering: `1 pole do przodu, 2 pola do przodu`.
    assert_eq!(canon("1 pole do przodu, 2 pola do przodu"), "F F2");
    assert!(parse_program("1 f2 3 l 2 f").is_err());
}

#[test]
fn a_number_before_its_move_and_a_unit_between_read_as_the_move() {
    assert_eq!(
        canon("2 naprzód, w lewo, 1 naprzód, w prawo, zawracam"),
        "F2 L F R U"
    );
    assert_eq!(
        canon("trzy pola naprzód, jedno pole w tył, dwa pola do przodu"),
        "F3 B F2"
    );
    assert_eq!(
        canon("one step forward, turn around, two steps forward, one square back"),
        "F U F2 B"
    );
    assert_eq!(
        canon("Na przód dwa, skręcam w lewo, skrętu w prawo"),
        "F2 L R"
    );
    assert_eq!(canon("fwd 2 / lt / fwd 1 / rt / bk 1"), "F2 L F R B");
    // Back moves one square: two back is no card.
    assert!(parse_program("dwa pola w tył").is_err());
}

#[test]
fn an_instruction_counted_or_repeated_is_played_that_many_times() {
    assert_eq!(canon("dwa razy w prawo, prosto 2, w lewo"), "R R F2 L");
    assert_eq!(canon("twice right, forward 2"), "R R F2");
    assert_eq!(canon("w prawo dwa razy, F"), "R R F");
    // A count between two instructions, the one before it with its number: the next's.
    assert_eq!(
        canon("dwa do przodu, trzy razy w prawo, naprzód"),
        "F2 R R R F"
    );
    assert_eq!(canon("F2, 3x w prawo, F"), "F2 R R R F");
    assert_eq!(canon("forward 2, three times left"), "F2 L L L");
    assert_eq!(canon("F1 x2, R"), canon("F1 x2 R"));
    assert_eq!(canon("2x F, R x2"), "F F R R");
    assert_eq!(canon("three times left"), "L L L");
    assert_eq!(
        canon("jedno pole do przodu jeszcze jedno, w prawo, w lewo, zawracam"),
        "F F R L U"
    );
    assert_eq!(canon("forward one another one, right, again"), "F F R R");
    // `again` before an instruction leads into it.
    assert_eq!(
        canon("jade prosto, w prawo, znow prosto, w lewo jeszcze raz prosto"),
        "F R F L F"
    );
    // A count with nothing after it to count, or a count of a number, is no instruction.
    assert!(parse_program("F2 L twice").is_ok());
    assert!(parse_program("R twice R").is_ok());
    assert!(parse_program("forward 2 times").is_err());
    assert!(parse_program("twice").is_err());
    assert!(parse_program("jeszcze jedno").is_err());
}

#[test]
fn turns_to_a_side_in_degrees_or_a_ship_s_words() {
    assert_eq!(
        canon("Fwd 2, turn to port, Fwd 1, turn to starboard, about-turn"),
        "F2 L F R U"
    );
    // An Australian's u-turn.
    assert_eq!(canon("fwd 2, left, fwd 1, rt, uey"), "F2 L F R U");
    assert_eq!(
        canon("left 90 degrees, right 90, turn to the left"),
        "L R L"
    );
    assert_eq!(
        canon("Rotate 180 degrees, forward 2, rotate 90 degrees left, F, turn 90 to the right"),
        "U F2 L F R"
    );
    assert_eq!(canon("Port Starboard"), "L R");
    assert!(parse_program("turn to 3").is_err());
    assert!(parse_program("F2 turn to").is_err());
    assert!(parse_program("forward 90").is_err());
}

#[test]
fn slips_of_a_priest_without_his_glasses() {
    assert_eq!(
        canon("naprzod o dwa, w lewi, naprzód o jedem, w prawo, wstecs"),
        "F2 L F R B"
    );
}

#[test]
fn canonical_and_tolerant_forms_read_the_same() {
    assert_eq!(canon("F2 L F R U"), "F2 L F R U");
    assert_eq!(canon("f1, f2; b\nl r"), "F F2 B L R");
    assert_eq!(
        canon("forward 2 turn left u-turn back up move"),
        "F2 L U B F"
    );
    assert_eq!(canon("1. F3 2) R (3) L 4: U #5 F"), "F3 R L U F");
    assert_eq!(canon("1.F3 2)R"), "F3 R");
    assert_eq!(canon("1-F2 2-L 3- u-turn"), "F2 L U");
    assert_eq!(canon("F3 P F L F2"), "F3 R F L F2");
    assert!(parse_program("3-5").is_err(), "a range is no numbering");
    assert_eq!(canon("right left turn around"), "R L U");
}

#[test]
fn programs_in_polish_words_and_spelled_numbers() {
    let canon = |t: &str| program_text(&parse_program(t).unwrap());
    assert_eq!(canon("lewo, lewo, naprzód, prawo, naprzód 3"), "L L F R F3");
    assert_eq!(
        canon("w lewo, w prawo, do przodu, do tyłu, zawróć"),
        "L R F B U"
    );
    assert_eq!(
        canon("naprzód 2, obrót w lewo, naprzód 1, obrót w prawo, zawróć"),
        "F2 L F R U"
    );
    assert_eq!(
        canon("cofnij, prawo, naprzód trzy, prosto, lewo"),
        "B R F3 F L"
    );
    assert_eq!(
        canon("forward two, turn left, forward one, u turn, two forward"),
        "F2 L F U F2"
    );
    assert_eq!(canon("step forward, rt, lt"), "F R L");
    // Four forward is Fourth Gear's form (refused later if she lacks it), not a word
    // robomod does not know; five is none.
    assert_eq!(canon("naprzód 4, w lewo"), "F4 L");
    assert_eq!(canon("forward four"), "F4");
    assert!(parse_program("forward 5").is_err());
}

#[test]
fn every_spelled_out_word_is_read() {
    for w in WORDS {
        if ["on", "off", "down"].contains(w) {
            continue; // POWER's and an option's words, read by the orders
        }
        let text = match *w {
            "turn" | "rotate" | "spin" => format!("{w} left"),
            "up" => "back up".to_string(),
            "forward" | "fwd" | "move" | "go" => format!("{w} 2"),
            // Numbers and the words that lead into an instruction go before one.
            "one" | "two" | "three" | "jeden" | "dwa" | "trzy" => format!("forward {w}"),
            "step" => "step forward".to_string(),
            "obrót" | "obrot" | "skręt" | "skret" | "skręć" | "skrec" | "obrotem" | "skrętem"
            | "skretem" => {
                format!("{w} w lewo")
            }
            "jedno" | "dwie" => format!("naprzód o {w}"),
            "przód" | "przod" | "przodu" => format!("do {w}"),
            // Units and degrees count what comes before them; `jadę` leads into a move.
            "degrees" | "stopni" => format!("turn 180 {w}"),
            "jadę" | "jade" => format!("{w} prosto"),
            // Verbs of moving lead into a move; of turning, into a side.
            "drive" | "pojadę" | "pojade" | "pojechać" | "pojechac" | "jechać" | "jechac"
            | "jedź" | "jedz" => format!("{w} prosto"),
            "skręcić" | "skrecic" | "obróć" | "obroc" | "obrócić" | "obrocic" => {
                format!("{w} w lewo")
            }
            "zwrot" => "w tył zwrot".to_string(),
            "pojedzie" | "przejedzie" | "jedzie" | "przejechal" | "przejechala" | "pojechal"
            | "pojechala" | "jechal" => format!("{w} dwa pola naprzód"),
            "ruszyl" | "ruszyla" => format!("{w} o jedno pole naprzód"),
            "skrecil" | "skrecila" | "obrocil" | "obrocila" => format!("{w} w lewo"),
            "skręci" | "skreci" | "obróci" | "obroci" => format!("{w} w lewo"),
            "bieg" => "bieg wsteczny".to_string(),
            "zgodnie" | "wskazówek" | "wskazowek" | "zegara" => {
                "zgodnie z ruchem wskazówek zegara".to_string()
            }
            "przeciwnie" => "przeciwnie do ruchu wskazówek zegara".to_string(),
            "ninety" | "dziewięćdziesiąt" => format!("turn {w} degrees left"),
            "osiemdziesiąt" => "obrót o sto osiemdziesiąt stopni".to_string(),
            "eighty" => "turn a hundred and eighty".to_string(),
            "ruch" => format!("{w} 2"),
            "jazda" => format!("{w} o dwa pola"),
            "about" => "about face".to_string(),
            "hang" | "hook" | "chuck" => format!("{w} a left"),
            "face" => "about face".to_string(),
            // Counts and repeats go with an instruction.
            "twice" | "thrice" | "dwukrotnie" | "trzykrotnie" => format!("left {w}"),
            "times" | "razy" => format!("left 2 {w}"),
            "90" => format!("left {w}"),
            w if UNITS.contains(&deunicode::deunicode(w).as_str()) => format!("forward 2 {w}"),
            _ => w.to_string(),
        };
        assert!(parse_program(&text).is_ok(), "{text}");
    }
}

#[test]
fn words_shortened_in_a_hurry_and_verbs_people_move_by() {
    assert_eq!(canon("fwd 2, rt, fwd 1, lft, fwd 1"), "F2 R F L F");
    // Slang verbs of turning, a near miss with its hyphen.
    assert_eq!(
        canon("fwd 2, hang a left, hook a right, u-trun"),
        "F2 L R U"
    );
    assert_eq!(canon("foward 2, lef, foward, rigth, uturn"), "F2 L F R U");
    assert_eq!(
        canon("Forward 2, left, forward, Rite, u-turn"),
        "F2 L F R U"
    );
    assert_eq!(canon("frwd 3, bck, rgt"), "F3 B R");
    assert_eq!(canon("Left, Forward too, Right"), "L F2 R");
    assert_eq!(
        canon("forward 2, turn right, forwards x1, turn left once, reverse"),
        "F2 R F L B"
    );
    assert_eq!(
        canon("advance two fields, turn right, advance one, turn on left, drive one"),
        "F2 R F L F"
    );
    assert_eq!(
        canon("skręcić w prawo, pojechać dwa pola do przodu, w prawo, zawrócić"),
        "R F2 R U"
    );
    assert_eq!(
        canon("obróć się w prawo, jedź trzy pola, cofnij się o 1, w tył zwrot"),
        "R F3 B U"
    );
    assert_eq!(
        canon("obrót w lewo o 90 stopni, obrót w prawo o 90°"),
        "L R"
    );
    // Shortened words near two cards, or a word of its own, are not read.
    assert!(parse_program("let").is_err() && parse_program("the").is_err());
}

#[test]
fn units_straight_numbers_first_and_an_about_turn_in_degrees() {
    assert_eq!(
        canon("prosto trzy pola, w prawo, jedno do przodu, jedno do przodu, w prawo"),
        "F3 R F F R"
    );
    assert_eq!(
        canon("forward 2 squares, go straight, 2F, 3f"),
        "F2 F F2 F3"
    );
    assert_eq!(canon("turn 180, 180 degrees, obrót o 180 stopni"), "U U U");
    assert_eq!(canon("jadę prosto 2 pola, two squares forward"), "F2 F2");
    assert_eq!(canon("straight 3, ahead"), "F3 F");
    // `straight on`, and one more of a card after `another`.
    assert_eq!(
        canon("right turn, straight on three squares, straight on, another left"),
        "R F3 F L"
    );
    assert_eq!(canon("forward one another one, left"), "F F L");
    assert_eq!(
        canon("obrót w prawo, jazda do przodu o dwa pola, jazda o trzy pola, backup"),
        "R F2 F3 B"
    );
    // Dictation: `forward to` before an instruction or at the end, `write`, `right hand turn`.
    assert_eq!(
        canon("turn around forward to forward three turn left forward to"),
        "U F2 F3 L F2"
    );
    assert_eq!(
        canon("left write forward 3 right hand turn left hand turn"),
        "L R F3 R L"
    );
    assert_eq!(
        canon("naprzód o dwa, na lewo, naprzód, na prawo"),
        "F2 L F R"
    );
    // Workshop slang: `cofka`, the forward cards by their number as a noun.
    assert_eq!(
        canon("zawrotka, dwójka do przodu, lewo, jedynka, prawo"),
        "U F2 L F R"
    );
    assert_eq!(canon("prawo prawo f3 lewo cofka, trójkę"), "R R F3 L B F3");
    assert_eq!(canon("F3, turn right, F, F2, left turn"), "F3 R F F2 L");
    assert_eq!(canon("F2 - R - F - F - L"), "F2 R F F L");
    assert_eq!(
        canon("Ruch 2, obrót w lewo, ruch 1, zawrócenie, nawrotka"),
        "F2 L F U U"
    );
}

#[test]
fn a_near_miss_of_a_long_word_is_that_word() {
    assert_eq!(canon("foward 2, left, foward, rigth, uturn"), "F2 L F R U");
    assert_eq!(canon("naprzud 2, naprzód 2, naprzod 2"), "F2 F2 F2");
    assert!(parse_program("jump").is_err());
    assert!(one_edit("rigth", "right") && one_edit("foward", "forward"));
    assert!(!one_edit("left", "lift2") && !one_edit("right", "right"));
    assert_eq!(
        canon("jadę 2 pola do przodu, jadę 1 pole, jade 3 pola, jadę prosto 2 pola"),
        "F2 F F3 F2"
    );
    // Counted cards, `fwd` after its number, one back, an about face.
    assert_eq!(canon("2F 1L 1F 1R 1U"), "F2 L F R U");
    assert_eq!(canon("3 fwd, right, 1 fwd, left, about face"), "F3 R F L U");
    assert_eq!(canon("naprzód 1 pole, cofnij 1, jeden do tyłu"), "F B B");
    assert!(parse_program("2L").is_err());
    // An abbreviation, its full stop after it, when it begins one word only.
    assert_eq!(canon("3 nap., w lew., zawr., 1 nap."), "F3 L U F");
    assert!(parse_program("w pr.").is_err() && parse_program("nap").is_err());
    // Four letters: two swapped (a phone's slip) only, not any one edit (`lift`, `tern`).
    assert_eq!(canon("trun left, lfet, trun rigth, bakc"), "L L R B");
    assert!(parse_program("lift").is_err() && parse_program("tern left").is_err());
    // A unit alone is no instruction.
    assert!(parse_program("squares").is_err());
}

#[test]
fn units_after_a_count_in_either_language() {
    assert_eq!(
        canon("fwd 2 squares, turn L, fwd 1 square, back 1 sq, right"),
        "F2 L F B R"
    );
    assert_eq!(canon("forward three fields, 2 sqs forward"), "F3 F2");
    assert_eq!(canon("naprzód 2 pola, 1 kratka do przodu"), "F2 F");
    assert_eq!(canon("back 1 sq., fwd 3 sq."), "B F3");
    // A unit alone, or counting a turn, is no instruction.
    assert!(parse_program("sq").is_err() && parse_program("fields").is_err());
    assert!(parse_program("left 2 fields").is_err());
}

#[test]
fn for_before_a_number_leads_into_it_and_alone_is_four() {
    assert_eq!(
        canon("go forward for two fields, turn to right, go one field forward"),
        "F2 R F"
    );
    assert_eq!(canon("forward for 3, left"), "F3 L");
    // Dictation's `for` with no number after it: Fourth Gear's form (refused later when
    // she lacks it), never a guess of another card.
    assert_eq!(canon("forward for, left"), "F4 L");
    assert!(parse_program("forward for the flag").is_err());
}

#[test]
fn autocorrected_and_next_key_slips_of_a_notation_word() {
    assert_eq!(
        canon("foreword 2, left, foreword 1, right, uturn"),
        "F2 L F R U"
    );
    assert_eq!(
        canon("naprzud 2, w lewp, naprzod 1, w prawi, zawroc"),
        "F2 L F R U"
    );
    assert_eq!(canon("lefy, turn rught"), "L R");
    // The first letter as written, neighbours only: `hack`, `lift` are no cards.
    assert!(parse_program("hack").is_err() && parse_program("lift").is_err());
}

#[test]
fn registers_labelled_in_order_before_counted_cards() {
    assert_eq!(canon("r1 2F r2 L r3 1F r4 R r5 3F"), "F2 L F R F3");
    assert_eq!(canon("R1: F2, R2: L, R3: U"), "F2 L U");
    // A label out of its place, or one alone, is no label: quoted, nothing applied.
    assert!(parse_program("r1 F2 r3 L").is_err());
    assert!(parse_program("r2 F2 r1 L").is_err());
    assert!(parse_program("R1 F2").is_err());
}

#[test]
fn a_move_counted_with_x_is_its_squares_only_when_that_alone_fits() {
    let five = "do przodu x2, lewo, do przodu, prawo, zawr.";
    assert_eq!(program_text(&parse_program(five).unwrap()), "F F L F R U");
    assert_eq!(
        program_text(&parse_program_for(five, 5).unwrap()),
        "F2 L F R U"
    );
    // Both readings fit: the repeat, as written in `repeat`.
    assert_eq!(
        program_text(&parse_program_for("F x2, L, R", 5).unwrap()),
        "F F L R"
    );
    // One square said, twice: a repeat; a turn counted is a repeat.
    let said = "F1 x2, L, F, R, U";
    assert_eq!(program_text(&parse_program_for(said, 5).unwrap()).len(), 11);
    assert_eq!(
        program_text(&parse_program_for("R x2, L, F, F, U", 5).unwrap()),
        "R R L F F U"
    );
    assert_eq!(
        program_text(&parse_program_for("naprzód x3, lewo, F, F, U", 5).unwrap()),
        "F3 L F F U"
    );
    // The count before the move, the same way.
    assert_eq!(
        program_text(&parse_program_for("2x naprzód, w lewo, naprzód, w prawo, U", 5).unwrap()),
        "F2 L F R U"
    );
    assert_eq!(
        program_text(&parse_program_for("2x F, L, R", 5).unwrap()),
        "F F L R"
    );
}

#[test]
fn upgrade_forms_read_with_or_without_spaces_around_plus() {
    assert_eq!(canon("F0 F4 B2 FL fr"), "F0 F4 B2 FL FR");
    assert_eq!(canon("F3+R F2 + U b +l"), "F3+R F2+U B+L");
}

#[test]
fn unknown_words_are_quoted_whole() {
    let bad = parse_program("F2 F7 jump L").unwrap_err();
    let texts: Vec<&str> = bad.iter().map(|b| b.text.as_str()).collect();
    assert_eq!(texts, ["F7", "jump"]);
    // The words an instruction took that does not read, with its number: one quote.
    let bad = parse_program("do przodu 2, w lewo, do przdu 1, w prawo").unwrap_err();
    let texts: Vec<&str> = bad.iter().map(|b| b.text.as_str()).collect();
    assert_eq!(texts, ["do przdu 1"]);
    let bad = parse_program("fowrd 2, left, jump 3").unwrap_err();
    let texts: Vec<&str> = bad.iter().map(|b| b.text.as_str()).collect();
    assert_eq!(texts, ["fowrd 2", "jump 3"]);
    assert!(bad[0].message.contains("F3 F2 F B L R U"));
    assert!(parse_program("L+R").is_err());
}

#[test]
fn turns_said_with_a_verb_of_driving_or_a_spin_and_back_counted_one() {
    assert_eq!(
        canon("straight ahead 3, hang a left, straight 2, hang a right, straight 1"),
        "F3 L F2 R F"
    );
    assert_eq!(
        canon("F2, Spin 180, F, take a right, chuck a uey"),
        "F2 U F R U"
    );
    assert_eq!(canon("spin left"), "L");
    // Only a turn after the verb: `take a forward` is no card.
    assert!(parse_program("take a forward").is_err());
    assert_eq!(
        canon("naprzód 3, w lewo, naprzód 1, w prawo, do tyłu 1"),
        "F3 L F R B"
    );
    // A register labelled `rej1`, `reg1` as `r1`.
    assert_eq!(
        canon("rej1: F2 | rej2: L | rej3: F3 | rej4: R | rej5: B"),
        "F2 L F3 R B"
    );
    assert_eq!(canon("reg1 F2 reg2 L"), "F2 L");
}

#[test]
fn a_card_named_in_words_is_found_once_among_hers() {
    assert_eq!(card_named(&["F2", "L", "F", "R", "U"], "lewo"), Some(1));
    assert_eq!(card_named(&["F2", "w lewo", "F"], "the left"), Some(1));
    // Two alike, or none: no card named.
    assert_eq!(card_named(&["F2", "L", "L"], "left"), None);
    assert_eq!(card_named(&["F2", "R"], "left"), None);
    assert_eq!(card_named(&["F2", "L"], "flurb"), None);
}

#[test]
fn cards_and_marks_spelled_by_dictation() {
    assert_eq!(canon("ef dwa el ef trzy prawo u kropka"), "F2 L F3 R U");
    assert_eq!(
        canon("ef trzy kropka ef dwa kropka w prawo kropka w prawo kropka ef"),
        "F3 F2 R R F"
    );
    assert_eq!(canon("forward three comma left comma be"), "F3 L B");
    // `er` is a hesitation, no R.
    assert!(parse_program("er F2").is_err());
}

#[test]
fn cards_written_together_are_parted() {
    assert_eq!(canon("F2LFRU"), "F2 L F R U");
    assert_eq!(canon("f3rflr"), "F3 R F L R");
    assert_eq!(canon("FLRU B"), "F L R U B");
    assert_eq!(canon("F1F2R"), "F F2 R");
    // A word of those letters in lower case is no run; an upgrade form is one instruction.
    assert!(parse_program("url").is_err());
    assert!(parse_program("buff").is_err());
    assert_eq!(canon("FL F3+R"), "FL F3+R");
    // Three cards in capitals but no figure: `FUR` may be a word.
    assert!(parse_program("FUR").is_err());
}

#[test]
fn the_squares_after_o_are_the_moves_count_in_any_verb() {
    // `ruch o dwa pola`, `przesuwam o dwa pola`, a verb said once for two moves (`o jedno`),
    // `cofnął o jedno pole`.
    assert_eq!(
        canon("ruch o dwa pola naprzód, przesuwam o dwa pola, o jedno, o trzy pola do przodu"),
        "F2 F2 F F3"
    );
    assert_eq!(
        canon("cofnął o jedno pole, przesunął o jedno pole naprzód, jadę o dwa"),
        "B F F2"
    );
    assert_eq!(canon("o jedno pole w tył, obrót o 180 stopni"), "B U");
    // A number after `o` that no card goes is no move read on a guess.
    assert!(parse_program("o pięć pól").is_err());
}

#[test]
fn one_more_after_a_move_of_squares_is_one_more_square() {
    assert_eq!(
        canon("pojedzie dwa pola, jeszcze jedno, obróci w prawo"),
        "F2 F R"
    );
    // After a move of one square or a turn, the same again.
    assert_eq!(canon("jedno pole do przodu, jeszcze jedno"), "F F");
    assert_eq!(canon("w lewo, jeszcze jedno"), "L L");
    // `jeszcze raz` is the move again.
    assert_eq!(canon("dwa pola naprzód, jeszcze raz"), "F2 F2");
}

#[test]
fn back_up_run_together_is_one_back() {
    assert_eq!(canon("left right f3 f2 backup"), "L R F3 F2 B");
    assert_eq!(canon("back-up, left"), "B L");
}

#[test]
fn again_after_an_instruction_played_before_says_it_once() {
    // `turn right again`: as before, one turn; `left, again` with no left before it: twice.
    assert_eq!(
        canon("forward one, turn right, two forward, turn right again, one more forward"),
        "F R F2 R F"
    );
    assert_eq!(canon("left, left again, F2"), "L L F2");
    assert_eq!(canon("w prawo, naprzód, w prawo znowu"), "R F R");
    assert_eq!(canon("left, again"), "L L");
    assert_eq!(canon("right once more"), "R R");
}

#[test]
fn registers_counted_aloud_in_order_are_no_instructions() {
    assert_eq!(
        canon("one forward three two left three forward one four right five forward two"),
        "F3 L F R F2"
    );
    assert_eq!(
        canon("jeden prosto dwa w lewo trzy naprzód dwa cztery w prawo pięć zawróć"),
        "F L F2 R U"
    );
    // Not counted from one, or not in order: the numbers are her moves' own.
    assert_eq!(canon("two forward, three forward, right"), "F2 F3 R");
    assert!(parse_program("one forward three two left four right").is_err());
}

#[test]
fn how_many_she_plays_said_before_them_is_no_instruction() {
    assert_eq!(
        canon("three moves forward two right forward three"),
        "F2 R F3"
    );
    assert_eq!(canon("trzy ruchy: prosto, w prawo, naprzód 3"), "F R F3");
    // A count that is not how many follow is quoted.
    assert!(parse_program("two moves forward two right forward three").is_err());
}

#[test]
fn arrows_as_pictures_and_registers_labelled_by_move() {
    assert_eq!(canon("⬆️⬅️⬆️➡️⬇️"), "F L F R B");
    assert_eq!(canon("⬆ ⬆ 🔄"), "F F U");
    assert_eq!(
        canon("ruch1 f3 ruch2 l ruch3 f ruch4 r ruch5 f"),
        "F3 L F R F"
    );
    assert_eq!(canon("move1 F2 move2 L"), "F2 L");
    // Unlabelled, a move and its number written together is the move.
    assert_eq!(canon("move2, left"), "F2 L");
    assert_eq!(canon("naprzod2, lewo"), "F2 L");
}

#[test]
fn a_turn_given_as_a_seaman_gives_it_and_back_shortened_with_its_number() {
    assert_eq!(
        canon("zwrot o 180 stopni, naprzód dwa pola, zwrot w lewo, zwrot w prawo"),
        "U F2 L R"
    );
    assert_eq!(canon("fwd3 rt fwd2 lt bk1"), "F3 R F2 L B");
}

#[test]
fn a_move_its_squares_and_its_way_are_one_card() {
    assert_eq!(
        canon("ruch 3 do przodu, obrót w prawo, ruch 1 do przodu"),
        "F3 R F"
    );
    assert_eq!(canon("move 2 forward, left"), "F2 L");
    assert_eq!(
        canon("zawrócenie, jedno pole wstecz, dwa pola naprzód"),
        "U B F2"
    );
}
#[test]
fn twice_after_a_move_with_its_number_is_that_move_twice() {
    assert_eq!(canon("Forward 1 twice, F3, L, R"), "F F F3 L R");
    assert_eq!(canon("dwa do przodu, trzy razy w prawo"), "F2 R R R");
}

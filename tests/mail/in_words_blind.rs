//! Whole mails through the Maildir for the families the later blind rounds found (issue 63):
//! words she wrote as an instruction kept, orders taken back in words, headings before a
//! colon, registers labelled, tables of registers, registers told in prose; each answer
//! snapshotted.

use super::in_words::{ann_writes, on_file, race};

#[test]
fn words_she_wrote_as_an_instruction_or_took_back_are_never_dropped() {
    let mut t = race("en");
    let answer = ann_writes(&mut t, "w1", "f2 l f r and then the jump one");
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
    assert!(
        answer.contains("> f2 l f r and then the jump one"),
        "{answer}"
    );
    insta::assert_snapshot!("in_words_en_then_the_jump_one", answer);
    let answer = ann_writes(&mut t, "w2", "F2 L F R U\nPOWER DOWN.\nBELAY MY LAST.");
    let kept = on_file(&t.0, t.2);
    assert!(
        kept.starts_with("F2 L F R U") && !kept.contains("POWER"),
        "{kept}: {answer}"
    );
    insta::assert_snapshot!("in_words_en_belay_my_last", answer);
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "w3",
        "Szanowny Panie Moderatorze,\n\nmoje rozkazy: naprzod, naprzod dwa, w prawo, naprzod, w lewo\n\nŁączę wyrazy szacunku",
    );
    assert!(on_file(&t.0, t.2).starts_with("F F2 R F L"), "{answer}");
    insta::assert_snapshot!("in_words_pl_moje_rozkazy", answer);
}

#[test]
fn registers_labelled_with_a_word_that_does_not_read_are_refused_whole() {
    let mut t = race("en");
    let answer = ann_writes(&mut t, "l1", "R1 F2 R2 L R3 F R4 R R5 X-RAY");
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
    assert!(
        answer.contains("\"X-RAY\" is not an instruction"),
        "{answer}"
    );
    insta::assert_snapshot!("in_words_en_labelled_registers_x_ray", answer);
    let answer = ann_writes(&mut t, "l2", "fwd 2, left, fwd 1, right, the u-turn");
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
}

/// The fourteenth and fifteenth rounds: sentences of her own, a register named for her words,
/// another's robot in lower case; each answer snapshotted.
#[test]
fn sentences_of_her_own_and_a_register_named_for_her_words_make_one_program() {
    let mut t = race("en");
    // A sentence she opened with `And finally` is hers: refused whole, nothing applied.
    let answer = ann_writes(
        &mut t,
        "s1",
        "First I'd like my robot to go forward two squares! Then turn right. Then forward one. \
         Then left again. And finally turn all the way around (like my granddaughter does!).",
    );
    assert_eq!(on_file(&t.0, t.2), "none", "{answer}");
    insta::assert_snapshot!("in_words_en_and_finally_all_the_way_around", answer);
    let answer = ann_writes(
        &mut t,
        "s2",
        "Good day. For the first register, I would like the robot to move forward three \
         squares. Thereafter it should turn left, move forward one square, turn right and \
         finally move forward two squares.\n\nRegards,\nAnn",
    );
    assert!(on_file(&t.0, t.2).starts_with("F3 L F R F2"), "{answer}");
    insta::assert_snapshot!("in_words_en_for_the_first_register", answer);
    let answer = ann_writes(
        &mut t,
        "s3",
        "lol bob should power down before he hurts himself\nF2 L F R U",
    );
    let kept = on_file(&t.0, t.2);
    assert!(
        kept.starts_with("F2 L F R U") && !kept.contains("POWER"),
        "{kept}: {answer}"
    );
    let answer = ann_writes(&mut t, "s4", "f3 f2 l ?? r  (cant decide on 4 lol)");
    assert!(
        on_file(&t.0, t.2).starts_with("F2 L F R U"),
        "what was on file stays: {answer}"
    );
    assert!(answer.contains("\"??\""), "{answer}");
    insta::assert_snapshot!("in_words_en_a_mark_for_a_register", answer);
}

/// The sixteenth round: registers labelled on one line, a program in words edited in the same
/// mail, instructions after a word of seating, an order taken back in a word; each answer
/// snapshotted.
#[test]
fn labelled_lines_and_programs_in_words_edited_in_the_same_mail_are_one_program() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "x1",
        "Round 1 instructions (Ref: G1/R1/ANN): Register 1 - F3; Register 2 - R; Register 3 - \
         F; Register 4 - R; Register 5 - F2.",
    );
    assert!(on_file(&t.0, t.2).starts_with("F3 R F R F2"), "{answer}");
    insta::assert_snapshot!("in_words_en_registers_labelled_on_one_line", answer);
    let answer = ann_writes(
        &mut t,
        "x2",
        "forward two forward two turn right forward one turn left hmm no make the second one \
         forward three",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 F3 R F L"), "{answer}");
    insta::assert_snapshot!("in_words_en_words_edited_in_the_same_mail", answer);
    let answer = ann_writes(
        &mut t,
        "x3",
        "Put me down for forward 3 forward 2 turn right turn right forward 1",
    );
    assert!(on_file(&t.0, t.2).starts_with("F3 F2 R R F"), "{answer}");
    assert!(!answer.contains("JOIN"), "{answer}");
    let answer = ann_writes(
        &mut t,
        "x4",
        "F2 L F R F3\nPOWER DOWN\nnvm, scratch the pd, staying up",
    );
    let kept = on_file(&t.0, t.2);
    assert!(
        kept.starts_with("F2 L F R F3") && !kept.contains("POWER DOWN"),
        "{kept}: {answer}"
    );
    insta::assert_snapshot!("in_words_en_power_down_scratched", answer);
}

/// The seventeenth round: a table of registers written with tabs, registers told in prose
/// after her list, a Polish wish for each register, registers numbered with no mark; each
/// answer snapshotted.
#[test]
fn tables_wishes_and_registers_told_in_prose_are_read_whole() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "y1",
        "registers:\nreg\tcard\treason\n1\tF2\tto the belt\n2\tL\tface north\n3\tF\n4\tR\n5\tF3\trush to flag",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R F3"), "{answer}");
    insta::assert_snapshot!("in_words_en_a_table_of_registers", answer);
    // Three registers and the last two told in prose: nothing applied, her words quoted.
    let answer = ann_writes(
        &mut t,
        "y2",
        "f2 left f1 then copy what bob does for the last 2",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R F3"), "{answer}");
    assert!(answer.contains("\"copy\""), "{answer}");
    insta::assert_snapshot!("in_words_en_registers_told_in_prose", answer);
    let mut t = race("pl");
    let answer = ann_writes(
        &mut t,
        "y3",
        "Szanowny Panie Moderatorze,\n\nw tej rundzie chciałbym, aby mój robot najpierw \
         przejechał dwa pola naprzód, następnie skręcił w prawo, potem ruszył o jedno pole \
         naprzód, po czym skręcił w lewo i na koniec przejechał trzy pola naprzód.\n\nZ \
         wyrazami szacunku\nHenryk",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 R F L F3"), "{answer}");
    insta::assert_snapshot!("in_words_pl_a_wish_for_each_register", answer);
    let answer = ann_writes(
        &mut t,
        "y4",
        "Pierwszy rejestr F3 (na taśmociąg), drugi R, trzeci F, czwarty L (ku fladze), piąty F2.",
    );
    assert!(on_file(&t.0, t.2).starts_with("F3 R F L F2"), "{answer}");
    insta::assert_snapshot!("in_words_pl_registers_labelled_with_no_mark", answer);
}

/// Instructions written bare beside her PROGRAM line in the same mail: the PROGRAM line
/// counts, and they are said back with the line to send, never dropped in silence; her
/// PROGRAM line written again bare is nothing more.
#[test]
fn instructions_beside_her_program_line_are_said_back() {
    let mut t = race("en");
    let answer = ann_writes(
        &mut t,
        "z1",
        "PROGRAM F2 L F R U\nHmm, better the opposite order of register 2 and 4: so F2 R F L U",
    );
    assert!(on_file(&t.0, t.2).starts_with("F2 L F R U"), "{answer}");
    assert!(answer.contains("    PROGRAM F2 R F L U"), "{answer}");
    insta::assert_snapshot!("in_words_en_instructions_beside_her_program_line", answer);
    let answer = ann_writes(&mut t, "z2", "PROGRAM F3 L F R U\n\nF3 L F R U");
    assert!(on_file(&t.0, t.2).starts_with("F3 L F R U"), "{answer}");
    assert!(!answer.contains("Not taken"), "{answer}");
}

//! A whole race in Polish by mail (`language=pl`), read as a Polish player reads it: Ania
//! writes her programs in Polish words and asks for the state of the game, Bartek misses
//! rounds and is played for, Celina makes a mistake, then resigns; a computer player races
//! beside them to the final standings. Every mail robomod sends any of them is checked for
//! English and snapshotted as its reader gets it.

use crate::support::assert_contains;
use crate::support::whole_game::{Table, mails_to, newest_text, read_in_polish};
use robomod::games::race::Race;
use robomod::games::{ComputerPlayer, Seat, step_rng};

const HUMANS: [&str; 3] = ["Ania", "Bartek", "Celina"];

/// The computer's program in the Polish words a player writes: `naprzód 2`, `w lewo`,
/// `zawracam`, `cofnij`; anything else (a wildcard, an upgrade's card) as written.
fn in_polish_words(program: &str) -> String {
    program
        .split_whitespace()
        .map(|card| match card {
            "F1" => "naprzód 1".to_string(),
            "F2" => "naprzód 2".to_string(),
            "F3" => "naprzód 3".to_string(),
            "L" => "w lewo".to_string(),
            "R" => "w prawo".to_string(),
            "U" => "zawracam".to_string(),
            other => other.to_string(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[test]
fn a_whole_polish_race_by_mail_carries_no_english() {
    let mut settings = serde_json::Map::new();
    settings.insert("language".into(), "pl".into());
    // A stand-in plays a seat silent for a round: Bartek's, in round 2.
    settings.insert("stand_in".into(), 1.into());
    let mut t = Table::new("race", settings, &HUMANS, &["Dora"], 7);

    // Celina's first program is a mistake: a card she cannot have.
    t.send("Celina", "program: naprzód 4, w lewo");
    let refusal = newest_text(&t.out, "Celina");
    assert_contains(&refusal, "Nie przyjęto");
    assert!(refusal.contains("F4"), "her card named: {refusal}");
    // Ania's mistakes, each answered in Polish with what is wrong: an option she has no
    // upgrade for, options that are none, an upgrade she lacks; and short programs naming a
    // card she holds once, accepted with the registers filled at random named.
    t.send(
        "Ania",
        "ŻYROSKOP WYŁĄCZ\nŻYROSKOP MOŻE\nBEZPIECZNIK 40\nPROGRAM F F\nPROGRAM U U U U U\nPRZETASUJ\nPROGRAM F4 L L L L",
    );
    let mistakes = newest_text(&t.out, "Ania");
    assert_contains(&mistakes, "to nie opcja");
    // Her options and keywords in her words, named in them.
    assert_contains(&mistakes, "ŻYROSKOP WYŁĄCZ wymaga ulepszenia");
    assert_contains(&mistakes, "PRZETASUJ wymaga ulepszenia");
    assert_contains(&mistakes, "Czwarty bieg");
    assert_contains(
        &mistakes,
        "rejestry 2-5 losowo: w Twojej ręce jest tylko jedna karta",
    );
    // Ania asks how the game stands and for help, in lower case, as she writes a letter: the
    // answer holds no error, and its subject says what it is (not "błędy w Twoim liście").
    t.send("Ania", "Cześć,\n\nstan\npomoc\n\nPozdrawiam\nAnia");
    let (subject, answer) = mails_to(&t.out, "Ania").pop().unwrap();
    assert!(subject.ends_with("Runda 1: stan gry"), "{subject}");
    assert!(!answer.contains("Nie przyjęto"), "{answer}");
    let before = |name: &str| mails_to(&t.out, name).len();
    let sent_before: Vec<usize> = HUMANS.iter().map(|n| before(n)).collect();

    // Ania writes her programs in Polish words; Bartek misses rounds 1 and 2 (a stand-in
    // plays his robot in round 2), then rounds 6 and 9; Celina resigns in round 3 (asked to confirm,
    // she does) and sends nothing after.
    let mut resigned = false;
    t.play::<Race>(&HUMANS, 60, |name, round, computer| {
        let skip =
            (name == "Bartek" && matches!(round, 1 | 2 | 6 | 9)) || (name == "Celina" && resigned);
        if skip {
            return Vec::new();
        }
        // A robot with nothing to program (powered down) passes, in Polish.
        let computer = if computer.is_empty() {
            "PASUJĘ".to_string()
        } else {
            computer
        };
        let mut mails = vec![match computer.strip_prefix("PROGRAM ") {
            Some(program) if name == "Ania" => {
                let mut lines = program.lines();
                let first = lines.next().unwrap_or_default();
                let rest: Vec<&str> = lines.collect();
                format!(
                    "Cześć,\n\nprogram: {}\n{}\n\nPozdrawiam\nAnia",
                    in_polish_words(first),
                    rest.join("\n")
                )
            }
            _ => computer,
        }];
        if name == "Celina" && round == 3 {
            mails.extend(["rezygnuję".to_string(), "Tak, rezygnuję tak".to_string()]);
            resigned = true;
        }
        mails
    });
    for (k, name) in HUMANS.iter().enumerate() {
        let mails = mails_to(&t.out, name);
        // Every mail sent during the race was taken: none came back with problems.
        let refused: Vec<&(String, String)> = mails[sent_before[k]..]
            .iter()
            .filter(|(_, text)| text.contains("Nie przyjęto"))
            .collect();
        assert!(refused.is_empty(), "{name}: {refused:?}");
        insta::assert_snapshot!(
            format!("polish_race_{}", name.to_lowercase()),
            read_in_polish(name, &mails)
        );
    }
    let celina = mails_to(&t.out, "Celina");
    let asked = celina
        .iter()
        .position(|(s, _)| s.contains("potwierdź rezygnację"))
        .expect("Celina is asked to confirm");
    assert!(
        celina[asked + 1].1.contains("Rezygnacja zapisana"),
        "{:?}",
        celina[asked + 1]
    );
    let r = t.daemon.moderator().rounds().replay(t.id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
}

/// One story for a stand-in round, in Polish and in English (issue 66, rules 4 and 6): in a
/// race whose stand-in plays a seat silent for a round, Bartek sends nothing in rounds 1 and
/// 2. Every mail of those rounds to him and to Ania is snapshotted: round 1's tell that his
/// registers were drawn at random (he was late) and that a stand-in plays from round 2;
/// round 2's that the stand-in played, in the same words in each mail.
#[test]
fn a_stand_in_round_tells_one_story_in_both_languages() {
    for code in ["pl", "en"] {
        let mut settings = serde_json::Map::new();
        settings.insert("language".into(), code.into());
        settings.insert("stand_in".into(), 1.into());
        let mut t = Table::new("race", settings, &["Ania", "Bartek"], &["Dora"], 7);
        let welcomed: Vec<usize> = ["Ania", "Bartek"]
            .iter()
            .map(|n| mails_to(&t.out, n).len())
            .collect();
        for round in 1..=2 {
            let (state, open, _) = t.state::<Race>();
            assert_eq!(open, round, "{code}");
            let mut rng = step_rng(11, round * 8);
            let orders = Race::bot_orders(&state, Seat(0), &mut rng).unwrap();
            t.send("Ania", &Race::mail_text(&state, &orders));
            // Bartek is silent: the deadline passes (in round 2 his stand-in's orders are in,
            // and the round runs on Ania's).
            if t.state::<Race>().1 == round {
                t.clock.advance(chrono::Duration::days(2));
                t.daemon.pass().unwrap();
            }
        }
        assert_eq!(t.state::<Race>().1, 3, "{code}: two rounds ran");
        // The story of round 2 in each language: who played Bartek's robot, and no word of
        // registers drawn at random (round 1's story) in any mail of round 2.
        let (round_2, stood, drawn) = match code {
            "pl" => ("Runda 2", "zastępca, gracz komputerowy", "wylosowane"),
            _ => ("Round 2", "the stand-in, a computer player", "at random"),
        };
        // The notice that the stand-in takes over tells him the round may then run before
        // its deadline, as round 2 did (at 09:00, the others in).
        let early = match code {
            "pl" => "runda może się rozegrać przed terminem",
            _ => "a round may run before its deadline",
        };
        let notice = (mails_to(&t.out, "Bartek").into_iter())
            .find(|(s, _)| s.contains("zastępca") || s.contains("stand-in"))
            .expect("the stand-in's notice");
        let said = notice.1.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(said.contains(early), "{code}: {said}");
        let mut read = Vec::new();
        for (k, name) in ["Ania", "Bartek"].iter().enumerate() {
            let mails = mails_to(&t.out, name).split_off(welcomed[k]);
            let of_round_2: Vec<&(String, String)> =
                mails.iter().filter(|(s, _)| s.contains(round_2)).collect();
            assert!(!of_round_2.is_empty(), "{code} {name}");
            for (subject, text) in of_round_2 {
                let said = text.replace("\r\n", " ").replace('\n', " ");
                let said = said.split_whitespace().collect::<Vec<_>>().join(" ");
                if name == &"Bartek" || subject.ends_with("raport") || subject.ends_with("report") {
                    assert!(said.contains(stood), "{code} {name} {subject}: {text}");
                }
                assert!(!said.contains(drawn), "{code} {name} {subject}: {text}");
            }
            let text = if code == "pl" {
                read_in_polish(name, &mails)
            } else {
                (mails.iter())
                    .map(|(s, t)| format!("Subject: {s}\n\n{t}"))
                    .collect::<Vec<_>>()
                    .join("\n\n=====\n\n")
            };
            read.push(format!("##### {name}\n\n{text}"));
        }
        let read = read.join("\n\n");
        insta::assert_snapshot!(format!("stand_in_round_{code}"), read);
    }
}

//! The unit tests of [`lang`](super), apart from the code they check.

use super::*;

#[test]
fn every_language_has_exactly_englishs_messages() {
    let gaps = Phrasebook::builtin().gaps();
    assert!(
        gaps.is_empty(),
        "phrasebooks incomplete:\n{}",
        gaps.join("\n")
    );
    assert!(Phrasebook::builtin().codes().contains(&"pl"));
}

#[test]
fn every_message_of_every_language_formats_without_errors() {
    let book = Phrasebook::builtin();
    for code in book.codes() {
        let s = book.say(code);
        for id in book.ids() {
            let out = s.t(id);
            assert!(!out.starts_with('['), "{code} {id}");
        }
    }
}

#[test]
fn polish_plurals_have_three_forms_and_english_two() {
    let src =
        "n-rounds = { $n ->\n    [one] {$n} runda\n    [few] {$n} rundy\n   *[many] {$n} rund\n}\n";
    let en = "n-rounds = { $n ->\n    [one] {$n} round\n   *[other] {$n} rounds\n}\n";
    let book = Phrasebook::from_sources([("en", "en", en), ("pl", "pl", src)]).unwrap();
    let pl = book.say("PL");
    let got: Vec<String> = [1, 2, 5, 22, 25]
        .iter()
        .map(|&n| say!(pl, "n-rounds", n = n))
        .collect();
    assert_eq!(got, ["1 runda", "2 rundy", "5 rund", "22 rundy", "25 rund"]);
    assert_eq!(say!(book.say("en"), "n-rounds", n = 1), "1 round");
    assert_eq!(say!(book.say("xx"), "n-rounds", n = 2), "2 rounds");
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let book = Phrasebook::from_sources([("en", "en", "a = A\nb = B\n"), ("pl", "pl", "a = Ą\n")])
        .unwrap();
    let pl = book.say("pl");
    assert_eq!(
        (pl.t("a"), pl.t("b"), pl.t("c")),
        ("Ą".into(), "B".into(), "[c]".into())
    );
    assert_eq!(book.gaps(), ["pl: no message b (English has it)"]);
    assert_eq!(book.find("PL"), Some("pl"));
    assert_eq!(book.find("de"), None);
}

#[test]
fn command_words_are_folded_and_stand_for_the_english_word() {
    let book = Phrasebook::from_sources([
        (
            "en",
            "en",
            "command-join = JOIN\nrambots-command-goals = GOALS\n",
        ),
        (
            "pl",
            "pl",
            "command-join = DOŁĄCZ dołącz\nrambots-command-goals = CELE\n",
        ),
    ])
    .unwrap();
    let words = book.command_words();
    assert_eq!(words["DOLACZ"], "JOIN");
    assert_eq!(words["JOIN"], "JOIN");
    assert_eq!(words["CELE"], "GOALS");
    assert_eq!(fold("Żółty"), "ZOLTY");
}

#[test]
fn a_file_that_does_not_read_is_named() {
    let e = Phrasebook::from_sources([("en", "bad.ftl", "a = {\n")])
        .err()
        .unwrap();
    assert!(e[0].starts_with("bad.ftl"), "{e:?}");
}

#[test]
fn polish_phrases_put_names_in_the_case_they_take() {
    let pl = Say::builtin("pl");
    assert_eq!(say!(pl, "hello", name = "Ania"), "Witaj, Aniu!");
    assert_eq!(say!(pl, "hello", name = "Tomek"), "Witaj, Tomku!");
    // A name the rules do not know is not put where the vocative goes.
    assert_eq!(say!(pl, "hello", name = "Alice"), "Witaj!");
    let late = say!(pl, "late-others", late = "Kasia i Bartek");
    assert!(
        late.starts_with("Nie przyszły rozkazy od Kasi i Bartka."),
        "{late}"
    );
    // Seen in play: "Nie przyszły rozkazy od Żółtego i Niebieski" (the first declined alone).
    let late = say!(pl, "late-others", late = "Żółty i Niebieski");
    assert!(
        late.starts_with("Nie przyszły rozkazy od Żółtego i Niebieskiego."),
        "{late}"
    );
    let late = say!(pl, "late-others", late = "Kasia i Alice");
    assert!(late.starts_with("Kasia i Alice: brak rozkazów."), "{late}");
    let sent = say!(
        pl,
        "press-sent",
        how = "z podpisem",
        whom = "Bartek",
        id = 1
    );
    assert_eq!(sent, "Wysłano z podpisem do Bartka (wiadomość nr 1).");
    let subject = say!(pl, "alert-missed-subject", game = 3, label = "Kasia");
    assert_eq!(subject, "robomod: gra 3 potrzebuje zastępstwa za Kasię");
    // Seen in play: a letter of Ania's went to the master with "by mu odpowiedzieć:
    // odpowiedź pójdzie na jego adres" (him, his).
    let letter = |name: &str| {
        let kind = "rambots";
        let (turn, label, address) = ("runda 1", "Niebieski", "a@x.test");
        say!(
            pl,
            "alert-letter",
            game = 1,
            kind = kind,
            turn = turn,
            name = name,
            label = label,
            address = address,
            asked = "true"
        )
    };
    assert!(letter("Ania").ends_with("by jej odpowiedzieć: odpowiedź pójdzie na jej adres."));
    assert!(letter("Bartek").ends_with("by mu odpowiedzieć: odpowiedź pójdzie na jego adres."));
    // English declines nothing and needs nothing declined.
    let en = Say::english();
    assert_eq!(say!(en, "hello", name = "Alice"), "Hello Alice,");
}

#[test]
fn every_message_written_in_lines_fits_72_columns_in_every_language() {
    const WRAPPED: &[&str] = &["lobby-notice-cancelled"];
    // A message of several lines goes into a mail with its line breaks (help, rules, lobby
    // help); one line is wrapped by its template. Each line, its arguments shown as `{$name}`
    // (about as long as what fills them), fits the mail's 72 columns.
    let book = Phrasebook::builtin();
    let mut wide = Vec::new();
    for code in book.codes() {
        let s = book.say(code);
        for id in book.ids() {
            let text = s.t(id);
            // Wrapped by its template (`| wrap`): its lines are paragraphs.
            if !text.contains('\n') || WRAPPED.contains(&id.as_str()) {
                continue;
            }
            for line in text.lines() {
                let n = line.chars().count();
                if n > 72 {
                    wide.push(format!("{code} {id}: {n}: {line}"));
                }
            }
        }
    }
    assert!(
        wide.is_empty(),
        "lines over 72 columns:\n{}",
        wide.join("\n")
    );
}

#[test]
fn a_command_is_quoted_in_the_readers_words_with_its_game_and_settings() {
    let pl = Say::builtin("pl");
    for (english, polish) in [
        ("LIST", "LISTA"),
        ("HELP RULES", "POMOC ZASADY"),
        ("OPEN race SEATS 3", "OTWÓRZ wyścig MIEJSCA 3"),
        ("OPEN rambots SEATS 4", "OTWÓRZ rambots MIEJSCA 4"),
        ("JOIN 12 AS Ann", "DOŁĄCZ 12 JAKO Ann"),
        // A player's own words after the command are hers: never translated.
        ("PRESS TO Ann: race SEATS", "WIADOMOŚĆ DO Ann: race SEATS"),
    ] {
        assert_eq!(pl.command_line(english), polish, "{english}");
    }
    let en = Say::builtin("en");
    assert_eq!(en.command_line("OPEN race SEATS 3"), "OPEN race SEATS 3");
}

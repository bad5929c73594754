//! Polish commands everywhere a Polish player reads one (issue 66, rule 3): every command line
//! robomod shows in its Polish mails, sent back as a player would, is read as a command; and no
//! Polish message shows a command word only English has (`POWER DOWN`, `PRESS ANON TO`, `WIADOMOŚĆ
//! DO ALL`): the lint that no player-facing English stands in Rust, extended to command words in
//! Polish mails.

use robomod::inbound::PlayerCommand;
use robomod::lang::{Phrasebook, fold};
use robomod::mail::blocks::commands_from_lines;
use robomod::mail::lobby::lobby_command;
use robomod::mail::translate::in_english;

/// The command lines the Polish phrasebooks show players (help, hints, answers, notices), with
/// the words that stand for a name, a number or a text filled in as a player fills them.
const SHOWN: &[&str] = &[
    "STAN",
    "POMOC",
    "POMOC ZASADY",
    "HISTORIA",
    "HISTORIA 3",
    "HISTORIA 2-5",
    "HISTORIA WSZYSTKO",
    "PRZEBIEG",
    "ROZKAZY",
    "WYCZYŚĆ",
    "SPRÓBUJ program f2 l f r u",
    "WIADOMOŚĆ DO Ani, Bartka: Uważaj na dziurę",
    "WIADOMOŚĆ DO WSZYSTKICH: Uważaj na dziurę",
    "WIADOMOŚĆ ANONIMOWO DO Bartka: Uważaj na dziurę",
    "NIEOBECNY 2026-12-24 2026-12-27",
    "NIEOBECNY ODWOŁAJ",
    "MODERATOR: pytanie o zasady",
    "CZEKAJ",
    "CZEKAJ WYŁĄCZ",
    "REZYGNUJĘ",
    "REZYGNUJĘ POTWIERDZAM",
    "PROGRAM 1ZE 3CU",
    "PROGRAM 1ZE 3CU 2ŻS",
    "CELE 1Ż 3C 2Z 1N",
    "ROZWIĄZANIE yN rE",
    // The race's phase keywords and its upgrades' options.
    "WYBIERAM 3 1 4 2",
    "ULEPSZENIA 3, Hamulce, 5",
    "PRZETASUJ",
    "ŻYROSKOP WŁĄCZ",
    "ŻYROSKOP WYŁĄCZ",
    "ODPYCHANIE WŁĄCZ",
    "PRZYCIĄGANIE WŁĄCZ",
    "HAUBICA WŁĄCZ",
    "ZAKŁÓCACZ WŁĄCZ",
    "RADIO WŁĄCZ",
    "BEZPIECZNIK 10",
    "BEZPIECZNIK WYŁĄCZ",
    "KOŁO F2",
    "PROGRAM F3+R F2 FL B U ODPYCHANIE WŁĄCZ",
    "PASUJĘ",
    // The race's announcements, as robomod shows them and echoes them (Odczytano jako ...).
    "WYŁĄCZAM SIĘ",
    "DALEJ WYŁĄCZONY",
    "ANULUJ WYŁĄCZENIE",
];

/// The lobby's command lines the Polish phrasebooks show.
const SHOWN_IN_THE_LOBBY: &[&str] = &[
    "LISTA",
    "LISTA 12",
    "DOŁĄCZ 12",
    "DOŁĄCZ 12 JAKO Anna",
    "DOŁĄCZ 12 REZERWA",
    "OPUŚĆ 12",
    "PRZEJMIJ 12",
    "OBSERWUJ 12",
    "OBSERWUJ 12 WYŁĄCZ",
    "USTAW JĘZYK PL",
    "USTAW PRZYPOMNIENIA WYŁĄCZ",
    "USTAW PODSUMOWANIE CODZIENNIE",
    "USTAW IMIĘ Anna",
    "TURNIEJ OTWÓRZ rambots GRUPY 4",
    "TURNIEJ OTWÓRZ wyścig SERIA 3",
    "OTWÓRZ wyścig MIEJSCA 2 ŻYCIA 2 BEZPIECZNIK WYŁĄCZONY",
    "OTWÓRZ wyścig PLANSZA trening",
    "OTWÓRZ wyścig MIEJSCA 4",
    "RANKING wyścig",
];

/// Every Polish message, as a player reads it.
fn polish_messages() -> Vec<(String, String)> {
    let book = Phrasebook::builtin();
    let pl = book.say("pl");
    book.ids()
        .iter()
        .filter(|id| !id.contains("command-") && !id.contains("option-"))
        .map(|id| (id.clone(), pl.t(id)))
        .collect()
}

/// Whether a Polish message shows `line`'s command words (its capitals, up to the first word
/// a player fills in).
fn shown(messages: &[(String, String)], line: &str) -> bool {
    let head: Vec<&str> = line
        .split(' ')
        .take_while(|w| w.chars().all(|c| c.is_uppercase()))
        .collect();
    let head = head.join(" ");
    messages.iter().any(|(_, text)| text.contains(&head))
}

fn read(cmd: &PlayerCommand) -> bool {
    !matches!(
        cmd,
        PlayerCommand::Chatter { .. }
            | PlayerCommand::Remark { .. }
            | PlayerCommand::Question { .. }
            | PlayerCommand::NotRead { .. }
            | PlayerCommand::Unknown { .. }
            | PlayerCommand::Unmarked { .. }
    )
}

#[test]
fn every_command_a_polish_mail_shows_is_read_back() {
    let messages = polish_messages();
    let mut wrong = Vec::new();
    for line in SHOWN {
        if !shown(&messages, line) {
            wrong.push(format!("{line}: no Polish message shows it"));
        }
        let cmds = commands_from_lines([*line]);
        if cmds.is_empty() || !cmds.iter().all(read) {
            wrong.push(format!("{line}: read as {cmds:?}"));
        }
    }
    for line in SHOWN_IN_THE_LOBBY {
        if !shown(&messages, line) {
            wrong.push(format!("{line}: no Polish message shows it"));
        }
        match lobby_command(&in_english(line), false) {
            Some(cmd) if read(&cmd) => {}
            other => wrong.push(format!("{line}: read as {other:?} in the lobby")),
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Messages that name an English word on purpose: the note that English commands work too, the
/// English word beside its Polish one.
const ENGLISH_ON_PURPOSE: &[&str] = &[
    "welcome-reply",
    "help-common",
    "lobby-help-text",
    "lobby-set-bad",
    "resign-line",
    "race-help",
];

#[test]
fn no_polish_message_shows_a_command_word_only_english_has() {
    let book = Phrasebook::builtin();
    let languages = book.command_languages();
    let en = book.say("en");
    let mut english: Vec<String> = languages
        .iter()
        .filter(|(_, langs)| langs.as_slice() == ["en"])
        .map(|(w, _)| w.clone())
        .collect();
    // The games' orders of two words as English writes them (POWER DOWN).
    for id in book.ids().iter().filter(|id| id.contains("-order-")) {
        english.extend(en.t(id).split_whitespace().map(fold));
    }
    english.retain(|w| w.len() > 1);
    let mut found = Vec::new();
    for (id, text) in polish_messages() {
        if ENGLISH_ON_PURPOSE.contains(&id.as_str()) || id.contains("-order-") {
            continue;
        }
        for word in text.split(|c: char| !c.is_alphanumeric()) {
            let caps = word.chars().count() > 1 && word.chars().all(|c| c.is_uppercase());
            if caps && english.contains(&fold(word)) {
                found.push(format!("{id}: {word}"));
            }
        }
    }
    assert!(english.contains(&"POWER".to_string()), "{english:?}");
    assert!(
        found.is_empty(),
        "English command words in Polish messages:\n{}",
        found.join("\n")
    );
}

/// The lint extended to names: no Polish message names a game by an English word Polish has
/// its own for (`race`: `wyścig`) or a shipped board by its English name (`training`:
/// `trening`), and every board's Polish name reads back as the board.
#[test]
fn no_polish_message_names_a_game_or_a_board_in_english() {
    use robomod::games::race::boards;
    let book = Phrasebook::builtin();
    let (en, pl) = (book.say("en"), book.say("pl"));
    let mut english = Vec::new();
    for kind in ["race", "rambots", "ricochet"] {
        let id = format!("{kind}-names");
        if pl.has(&id) && fold(&pl.t(&id)) != fold(&en.t(&id)) {
            english.push(fold(kind));
        }
    }
    for board in boards::NAMES {
        let said = robomod::say!(pl, "race-board-name", board = *board);
        assert_ne!(fold(&said), fold(board), "{board} has a Polish name");
        assert_eq!(boards::named(&said), Some(*board), "{said} reads back");
        assert!(
            boards::shipped(&said).is_some(),
            "{said} is a shipped board"
        );
        // The refusal of a board that is none lists the boards by their Polish names.
        let none = pl.t("race-setup-no-board");
        assert!(none.contains(&format!(" {said},")), "{said} in {none}");
        english.push(fold(board));
    }
    assert!(english.contains(&"RACE".to_string()), "{english:?}");
    let mut found = Vec::new();
    for (id, text) in polish_messages() {
        if ENGLISH_ON_PURPOSE.contains(&id.as_str()) {
            continue;
        }
        for word in text.split(|c: char| !c.is_alphanumeric() && c != '_') {
            if english.contains(&fold(word)) {
                found.push(format!("{id}: {word}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "English names of games or boards in Polish messages:\n{}",
        found.join("\n")
    );
}

/// The race's Polish keywords and options, as its Polish mails show them, are read as the
/// race's orders (the English keyword the game reads), in capitals or not.
#[test]
fn the_races_polish_keywords_are_read_as_its_orders() {
    for (line, keyword) in [
        ("WYBIERAM 3 1 4 2", "PICK"),
        ("ULEPSZENIA 3, Hamulce, 5", "DRAFT"),
        ("PRZETASUJ", "RECOMPILE"),
        ("przetasuj", "RECOMPILE"),
        ("ŻYROSKOP WŁĄCZ", "GYRO"),
        ("bezpiecznik 10", "BREAKER"),
        ("BEZPIECZNIK WYŁĄCZ", "BREAKER"),
        ("KOŁO F2", "FLYWHEEL"),
        ("ODPYCHANIE WŁĄCZ", "PRESSOR"),
    ] {
        let cmds = commands_from_lines([line]);
        assert!(
            matches!(&cmds[..], [PlayerCommand::Orders { keyword: k, .. }] if k == keyword),
            "{line}: {cmds:?}"
        );
    }
}

/// Every letter a Polish RAMbots board and its players' pools show (issue 66, rule 3): a
/// RAMbot's letter on the board (and a beacon's, lower-case) is the colour's initial a Polish
/// program is written with, named in the legend, and read back as that colour; a pool shown,
/// written back as a program, is read as those very pieces. Ricochet's Polish legend names
/// each robot letter its board shows by its Polish colour, and the letter is read.
#[test]
fn every_letter_a_polish_board_shows_is_read_back() {
    use robomod::games::rambots::board::{File, Rank, Square};
    use robomod::games::rambots::notation::{parse_program, program_said};
    use robomod::games::rambots::{pool::Pool, position_file, report};
    use robomod::games::ricochet::notation::parse_solution;
    let pl = Phrasebook::builtin().say("pl");
    let text = include_str!("../../examples/rambots-opening.toml");
    let setup: position_file::Setup = toml::from_str(text).unwrap();
    let (pos, _) = position_file::validate(&setup).unwrap();
    let board = report::board(&pos, pl);
    let legend = board.lines().rev().nth(1).unwrap();
    let full: Pool = "1R 1Y 1B 1G 2R 2Y 2B 2G 3R 3Y 3B 3G".parse().unwrap();
    let mut seen = 0;
    for line in board.lines().skip(1).take(8) {
        let rank = Rank::ALL[line.trim().chars().next().unwrap() as usize - '1' as usize];
        let cells: Vec<char> = line.chars().skip(5).collect();
        for (k, file) in File::ALL.iter().enumerate() {
            let letter = cells[k * 3];
            if letter == '.' {
                continue;
            }
            let thing = pos.at(Square::new(*file, rank)).unwrap().thing;
            assert!(legend.contains(letter), "{letter} named in {legend:?}");
            let read = parse_program(&format!("1{letter}N"), &full, pl).unwrap();
            assert_eq!(read[0].piece.colour, thing.colour(), "{letter} in {line}");
            seen += 1;
        }
    }
    assert_eq!(seen, pos.objects().count(), "{board}");
    let rows: String = board.lines().skip(1).take(8).collect();
    assert!(!rows.contains('R') && !rows.contains('G'), "{board}");
    // Each pool as shown, written back as a program of its first pieces, is those pieces.
    for line in report::players(&pos, true, pl).lines() {
        let Some((_, pool)) = line.split_once("): ") else {
            continue;
        };
        let program: Vec<String> = pool.split(' ').take(5).map(|p| format!("{p}N")).collect();
        let program = program.join(" ");
        let read = parse_program(&program, &full, pl).unwrap();
        assert_eq!(program_said(&read, pl), program, "{line}");
    }
    // Ricochet's robots: the notation's letters, each named in Polish in the legend, read.
    let legend = pl.t("ricochet-legend");
    for (letter, colour) in [
        ('r', "czerwony"),
        ('y', "żółty"),
        ('g', "zielony"),
        ('b', "niebieski"),
    ] {
        assert!(legend.contains(&format!("{letter} {colour}")), "{legend}");
        let read = parse_solution(&format!("{letter}N")).unwrap();
        let said = robomod::say!(pl, "ricochet-colour", c = read[0].robot.name());
        assert_eq!(said, colour, "{letter}");
    }
}

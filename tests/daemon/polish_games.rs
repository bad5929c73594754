//! Whole games in Polish by mail (`language=pl`), RAMbots and Ricochet Pyramids, to their
//! end, read as Polish players read them: Ania writes as she talks (a greeting, the command
//! word in lower case, her name under it) and asks for the state of the game; Bartek misses
//! every third round and is played for; computer players fill the other seats. Every mail
//! robomod sends either of them is checked for English and for lines over 72 columns, and
//! snapshotted in the order sent. (The race's whole Polish game is in tests/race/polish.rs.)

use crate::support::whole_game::{Table, mails_to, read_in_polish};
use robomod::games::ComputerPlayer;
use robomod::games::rambots::Rambots;
use robomod::games::ricochet::Ricochet;

const HUMANS: [&str; 2] = ["Ania", "Bartek"];

fn polish() -> serde_json::Map<String, serde_json::Value> {
    let mut s = serde_json::Map::new();
    s.insert("language".into(), "pl".into());
    s
}

/// What Ania and Bartek send: Ania as she writes, Bartek as the computer would, missing every
/// third round.
fn as_people(name: &str, round: u32, computer: String) -> Vec<String> {
    if computer.is_empty() || (name == "Bartek" && round % 3 == 1) {
        return Vec::new();
    }
    if name != "Ania" {
        return vec![computer];
    }
    let mut lines = computer.lines();
    let first = lines.next().unwrap_or_default();
    let (word, rest) = first.split_once(' ').unwrap_or((first, ""));
    let rest_lines: Vec<&str> = lines.collect();
    vec![format!(
        "Cześć,\n\n{}: {rest}\n{}\n\nPozdrawiam\nAnia",
        word.to_lowercase(),
        rest_lines.join("\n")
    )]
}

/// Plays game `kind` in Polish to its end, checks every mail each person got and snapshots
/// them.
fn whole_polish_game<G: ComputerPlayer>(kind: &str, bots: &[&str], seed: u64, cap: u32) {
    let mut t = Table::new(kind, polish(), &HUMANS, bots, seed);
    t.send("Ania", "stan");
    t.send("Bartek", "pomoc");
    let rounds = t.play::<G>(&HUMANS, cap, as_people);
    assert!(rounds > 1, "{kind}: {rounds} rounds");
    for name in HUMANS {
        let mails = mails_to(&t.out, name);
        if kind == "rambots" {
            no_english_initials(name, &mails);
        }
        assert!(
            mails.iter().any(|(s, _)| s.contains("Koniec gry")),
            "{name} is told the game is over"
        );
        insta::assert_snapshot!(
            format!("polish_{kind}_{}", name.to_lowercase()),
            read_in_polish(name, &mails)
        );
    }
    let r = t.daemon.moderator().rounds().replay(t.id).unwrap();
    assert!(r.mismatch.is_none(), "{:?}", r.mismatch);
}

/// No RAMbots piece in a Polish mail written with an English colour initial (`3G`, `1RN`):
/// every one is in the Polish initials the reader writes back (`3Z`, `1CN`), save what the
/// player wrote, quoted (`> PROGRAM 3RS`).
fn no_english_initials(name: &str, mails: &[(String, String)]) {
    for (subject, text) in mails {
        for line in text.lines().filter(|l| !l.starts_with('>')) {
            for word in line.split(|c: char| !c.is_alphanumeric()) {
                let c: Vec<char> = word.chars().collect();
                let piece = (2..=3).contains(&c.len())
                    && ('1'..='3').contains(&c[0])
                    && "RYG".contains(c[1])
                    && c[2..].iter().all(|d| "NESWU".contains(*d));
                assert!(!piece, "{name}, {subject}: {word} in {line:?}");
            }
        }
    }
}

#[test]
fn a_whole_polish_rambots_game_by_mail_carries_no_english() {
    whole_polish_game::<Rambots>("rambots", &["Dora", "Edek"], 5, 80);
}

#[test]
fn a_whole_polish_ricochet_game_by_mail_carries_no_english() {
    whole_polish_game::<Ricochet>("ricochet", &["Dora"], 5, 80);
}

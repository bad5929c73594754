//! The unit tests of [`phrases`](super), apart from the code they check.

use super::*;

fn toks(s: &str) -> Vec<Token> {
    tokens(s)
}

#[test]
fn tokens_are_normalised_and_know_their_place() {
    let t = toks("Wyłączam: F2, L. U-turn!");
    let norms: Vec<&str> = t.iter().map(|t| t.norm.as_str()).collect();
    assert_eq!(norms, ["wylaczam", "f2", "l", "u-turn"]);
    assert_eq!(
        &"Wyłączam: F2, L. U-turn!"[t[0].start..t[0].end],
        "Wyłączam"
    );
    assert!(!t[0].after_break);
    assert!(t[1].after_break, "after the colon");
    assert!(!t[2].after_break);
    assert!(t[3].after_break, "after the full stop");
    assert_eq!(toks("what’s up")[0].norm, "what's");
}

#[test]
fn phrasings_match_words_gaps_and_slots() {
    let p = Phrasing::parse("power * down").unwrap();
    assert!(p.find(&toks("please power my robot down"), 0).is_some());
    assert!(p.find(&toks("power down"), 0).is_some());
    // A gap spans no comma, dash or break: the words after it are another phrase.
    assert!(p.find(&toks("power to the people, down"), 0).is_none());
    assert!(p.find(&toks("power to the people – down"), 0).is_none());
    let p = Phrasing::parse("wyłącz* * robot*").unwrap();
    assert!(
        p.find(&toks("wyłączam się, robot cały pogięty"), 0)
            .is_none()
    );
    assert!(p.find(&toks("wyłączam mojego robota"), 0).is_some());
    assert!(
        p.find(&toks("power to all the good people down"), 0)
            .is_none()
    );
    let p = Phrasing::parse("join|play game {game}").unwrap();
    let m = p.find(&toks("I'd like to join game #12."), 0).unwrap();
    assert_eq!(m.game, Some(12));
    let p = Phrasing::parse("tell {name} {text}").unwrap();
    let t = toks("tell Bob good luck!");
    let m = p.find(&t, 0).unwrap();
    assert_eq!(t[m.name.unwrap()].norm, "bob");
    assert_eq!(t[m.text.unwrap()].norm, "good");
    // Words of a phrasing of several words are read without their apostrophes too; a word
    // alone keeps its own (`he'll` is no `hell`).
    let p = Phrasing::parse("where's everyone").unwrap();
    assert!(p.find(&toks("wheres everyone at rn"), 0).is_some());
    let p = Phrasing::parse("he'll").unwrap();
    assert!(p.find(&toks("what the hell"), 0).is_none());
    let p = Phrasing::parse("wyłącz*").unwrap();
    assert!(p.find(&toks("Wyłączam zasilanie"), 0).is_some());
    assert!(Phrasing::parse("{text} now").is_err());
}

#[test]
fn the_builtin_phrasebooks_read_and_know_only_known_names() {
    let p = Phrases::builtin();
    for name in ["filler", "negation", "status", "resign"] {
        assert!(!p.list(name).is_empty(), "{name}");
    }
    let bad = Phrases::from_sources([("en", "x.toml", "[intents]\nflying = [\"fly\"]")]);
    assert!(bad.is_err());
}

#[test]
fn names_with_their_case_endings() {
    let p = Phrases::builtin();
    assert!(p.names("Bobowi", "Bob"));
    assert!(p.names("boba", "Bob"));
    assert!(p.names("Bob", "bob"));
    assert!(!p.names("Bobby", "Bob"));
    // Polish names decline from their stems.
    assert!(p.names("Bartka", "Bartek"));
    assert!(p.names("Bartkowi", "Bartek"));
    assert!(p.names("Ani", "Ania"));
    assert!(p.names("Kasię", "Kasia"));
    assert!(p.names("Celiny", "Celina"));
    assert!(!p.names("Bart", "Bartek"));
    assert!(!p.names("Ann", "Bob"));
}

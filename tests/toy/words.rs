//! The toy game's texts, from its own phrasebooks (`lang/<code>.ftl`, simple Fluent messages:
//! `id = text`, indented lines continuing it, `{ $name }` filled in), in the reader's language
//! (English when the game has none of it).

use robomod::lang::Say;
use std::collections::HashMap;
use std::sync::LazyLock;

const SOURCES: [(&str, &str); 2] = [
    ("en", include_str!("lang/en.ftl")),
    ("pl", include_str!("lang/pl.ftl")),
];

/// Each language's messages by id.
static BOOKS: LazyLock<HashMap<&'static str, HashMap<String, String>>> = LazyLock::new(|| {
    SOURCES
        .iter()
        .map(|(code, text)| (*code, messages(text)))
        .collect()
});

/// The messages of one `.ftl` text.
fn messages(text: &str) -> HashMap<String, String> {
    let mut out: HashMap<String, String> = HashMap::new();
    let mut last: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if line.starts_with(' ') {
            let id = last.as_ref().expect("a continued message");
            let message = out.get_mut(id).expect("its start");
            message.push('\n');
            message.push_str(line.trim());
        } else {
            let (id, message) = line.split_once(" = ").expect("id = text");
            out.insert(id.to_string(), message.to_string());
            last = Some(id.to_string());
        }
    }
    out
}

/// The message `id` in `say`'s language with `args` filled in.
pub fn say(say: Say<'_>, id: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let book = BOOKS.get(say.code()).unwrap_or(&BOOKS["en"]);
    let mut text = book.get(id).unwrap_or_else(|| panic!("no {id}")).clone();
    for (name, value) in args {
        text = text.replace(&format!("{{ ${name} }}"), &value.to_string());
    }
    text
}

#[test]
fn every_language_has_every_message_filled() {
    let en = &BOOKS["en"];
    assert!(en.len() >= 10, "{en:?}");
    for (code, book) in BOOKS.iter() {
        let mut ids: Vec<_> = book.keys().collect();
        let mut english: Vec<_> = en.keys().collect();
        ids.sort();
        english.sort();
        assert_eq!(ids, english, "{code}");
        assert!(book.keys().all(|id| id.starts_with("pebbles-")), "{code}");
    }
    let pl = robomod::lang::Phrasebook::builtin().say("pl");
    let text = say(
        pl,
        "pebbles-threw",
        &[("who", &"Ann"), ("n", &2), ("pile", &5)],
    );
    assert_eq!(text, "Ann rzuca 2 na stos: teraz 5.");
}

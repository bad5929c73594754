//! The house rules' generic checks, on the shipped games' declarations.

use super::*;
use crate::games::Registry;
use serde_json::json;

fn house(kind: &str) -> &'static dyn DynHouseRules {
    Registry::builtin()
        .by_kind(kind)
        .and_then(|g| g.capabilities().house)
        .expect("a game with house rules")
}

fn rule(kind: &str, key: &str) -> &'static HouseRule {
    house(kind)
        .rules()
        .iter()
        .find(|r| r.key == key)
        .expect("the rule")
}

#[test]
fn values_are_read_in_any_language_and_checked() {
    let race = house("race");
    let en = Say::english();
    let lives = rule("race", "lives");
    assert_eq!(read_word(race, lives, "5", en), Ok(HouseValue::Number(5)));
    let e = read_word(race, lives, "12", en).unwrap_err();
    assert_eq!(e, "LIVES 12: write a whole number from 1 to 9");
    assert!(read_word(race, lives, "many", en).is_err());
    let upgrades = rule("race", "upgrades");
    for (word, on) in [
        ("OFF", false),
        ("wyłączone", false),
        ("on", true),
        ("true", true),
    ] {
        assert_eq!(
            read_word(race, upgrades, word, en),
            Ok(HouseValue::Switch(on)),
            "{word}"
        );
    }
    let pl = crate::lang::Phrasebook::builtin().say("pl");
    let e = read_word(race, upgrades, "maybe", pl).unwrap_err();
    assert_eq!(
        e,
        "ULEPSZENIA maybe: napisz ULEPSZENIA WŁĄCZONE albo ULEPSZENIA WYŁĄCZONE"
    );
    let rambots = house("rambots");
    let beam = rule("rambots", "red_beam");
    assert_eq!(
        read_word(rambots, beam, "przesunięcie", en),
        Ok(HouseValue::Word("slide"))
    );
    let e = read_word(rambots, beam, "laser", en).unwrap_err();
    assert_eq!(e, "REDBEAM laser: write one of DAMAGE, SLIDE");
}

#[test]
fn options_are_named_in_any_language_and_an_unknown_one_names_the_known() {
    let race = house("race");
    assert_eq!(rule_named(race, "Życia").map(|r| r.key), Some("lives"));
    assert_eq!(
        rule_named(race, "EXTRA").map(|r| r.key),
        Some("extra_rounds")
    );
    assert_eq!(
        rule_named(race, "extra_rounds").map(|r| r.key),
        Some("extra_rounds")
    );
    assert!(rule_named(race, "COLOURS").is_none());
    let e = unknown(race, "colour", Say::english());
    assert!(e.contains("COLOUR"), "{e}");
    assert!(e.contains("LIVES, UPGRADES, BREAKER, EXTRA"), "{e}");
}

#[test]
fn check_writes_each_value_as_the_settings_keep_it_and_refuses_a_bad_one() {
    let race = house("race");
    let en = Say::english();
    let settings = json!({"board": "gauntlet", "lives": "5", "upgrades": "off"});
    let checked = check(race, settings.as_object().unwrap(), en).unwrap();
    assert_eq!(
        Value::Object(checked),
        json!({"board": "gauntlet", "lives": 5, "upgrades": false})
    );
    let bad = json!({"extra_rounds": 11});
    let e = check(race, bad.as_object().unwrap(), en).unwrap_err();
    assert!(e.contains("from 0 to 10"), "{e}");
    // Through the game's own check too, and a game at its defaults is what it always was.
    let g = Registry::builtin().by_kind("race").unwrap();
    assert!(g.check_settings(&json!({"lives": 0})).is_err());
    assert_eq!(
        g.check_settings(&json!({})).unwrap(),
        json!({"board": "training"})
    );
    assert_eq!(
        g.check_settings(&json!({"lives": "3", "breaker": "ON"}))
            .unwrap(),
        json!({"board": "training"})
    );
}

#[test]
fn the_options_in_force_and_those_changed_are_worded() {
    let race = house("race");
    let settings = json!({"lives": 5, "upgrades": false});
    let pl = crate::lang::Phrasebook::builtin().say("pl");
    assert_eq!(
        changed(race, &settings, pl),
        ["ŻYCIA 5", "ULEPSZENIA WYŁĄCZONE"]
    );
    let all = in_force(race, &settings, Say::english());
    let shown: Vec<(String, String, bool)> = all
        .iter()
        .map(|f| (f.name.clone(), f.value.clone(), f.default))
        .collect();
    assert_eq!(
        shown,
        [
            ("LIVES".to_string(), "5".to_string(), false),
            ("UPGRADES".into(), "OFF".into(), false),
            ("BREAKER".into(), "ON".into(), true),
            ("EXTRA".into(), "5".into(), true),
            ("DRAFT".into(), "0".into(), true),
        ]
    );
    assert!(changed(race, &json!({"lives": 3}), pl).is_empty());
}

#[test]
fn every_rule_has_other_values_and_its_words_in_every_language() {
    let book = crate::lang::Phrasebook::builtin();
    for g in Registry::builtin().games() {
        let Some(house) = g.capabilities().house else {
            continue;
        };
        for rule in house.rules() {
            assert!(!rule.others().is_empty(), "{}", rule.key);
            for code in book.codes() {
                let say = book.say(code);
                for id in [
                    format!("{}-house-{}", house.kind(), rule.key),
                    format!("{}-house-{}-about", house.kind(), rule.key),
                ] {
                    assert!(say.has(&id), "{code}: {id}");
                }
            }
        }
    }
}

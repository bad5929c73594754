//! The race's names in the reader's language, from its phrasebooks: the upgrades (a name, what
//! one does, how to use it; a held copy with its charges) and the awards with their statistics.
//! The engine keeps its English identifiers (`Upgrade::name`, `Award::key`) for what is stored
//! and read; only what a report shows comes from here.

use super::super::position::{REGISTERS, Robot};
use super::super::standings::{Award, Stat};
use super::super::upgrades::{Held, Upgrade};
use crate::lang::Say;
use crate::say;

/// An upgrade's name: `Brakes`, `Hamulce`.
pub fn upgrade(say: Say<'_>, u: Upgrade) -> String {
    say.t(&format!("race-upgrade-{}", u.key()))
}

/// What an upgrade does, a sentence for the player who just took it.
pub fn does(say: Say<'_>, u: Upgrade) -> String {
    say.t(&format!("race-upgrade-{}-does", u.key()))
}

/// What to write to use an upgrade, for the player who just took it.
pub fn how_to_use(say: Say<'_>, u: Upgrade) -> String {
    say.t(&format!("race-upgrade-{}-use", u.key()))
}

/// A held copy: `Ablative Coat (4 left)` once used, else its name.
pub fn held(say: Say<'_>, h: Held) -> String {
    if h.used > 0 {
        say!(say, "race-held", name = upgrade(say, h.kind), n = h.left())
    } else {
        upgrade(say, h.kind)
    }
}

/// A robot's upgrades, `Ablative Coat (4 left), Brakes`.
pub fn held_list(say: Say<'_>, list: &[Held]) -> String {
    let names: Vec<String> = list.iter().map(|&h| held(say, h)).collect();
    names.join(", ")
}

/// The settings of `r`'s upgrades that have one, each in words: `gyro on`, `breaker at 3`.
pub fn settings(say: Say<'_>, r: &Robot) -> Vec<String> {
    let s = r.settings();
    let mut on = Vec::new();
    if r.has(Upgrade::GyroscopicStabilizer) {
        on.push(say!(
            say,
            "race-setting-gyro",
            on = if s.gyro { "on" } else { "off" }
        ));
    }
    if let Some(m) = s.beam.filter(|m| r.has(m.upgrade())) {
        on.push(say!(
            say,
            "race-setting-beam",
            mode = m.word().to_lowercase()
        ));
    }
    if r.has(Upgrade::CircuitBreaker) {
        on.push(match s.breaker {
            Some(t) => say!(say, "race-setting-breaker", n = t),
            None => say.t("race-setting-breaker-off"),
        });
    }
    on
}

/// What `r`'s locked registers hold: `4=F2 5=random`.
pub fn locked_registers(say: Say<'_>, r: &Robot) -> String {
    let held: Vec<String> = (REGISTERS - r.locked()..REGISTERS)
        .map(|k| match r.last_program()[k] {
            Some(i) => format!("{}={i}", k + 1),
            None => format!("{}={}", k + 1, say.t("race-random")),
        })
        .collect();
    held.join(" ")
}

/// An award's name: `Pacifist robot`, `Robot pacyfista`.
pub fn award(say: Say<'_>, a: &Award) -> String {
    say.t(&format!("race-award-{}", a.key))
}

/// What an award is for, as the seed says: `dealt the least amount of damage`.
pub fn award_for(say: Say<'_>, a: &Award) -> String {
    say.t(&format!("race-award-{}-for", a.key))
}

/// `value` of a statistic in words, with its plural: `1 kill`, `3 falls`, `5 zniszczeń`.
pub fn stat(say: Say<'_>, value: i64, s: Stat) -> String {
    say!(say, &format!("race-stat-{}", s.key()), n = value)
}

/// The award's winners and the winning value: `Bolt, Cog (3 kills)`.
pub fn winners(say: Say<'_>, a: &Award, names: &[&str]) -> String {
    format!("{} ({})", names.join(", "), stat(say, a.value, a.stat))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Phrasebook;

    #[test]
    fn every_upgrade_has_its_words_in_every_language() {
        let book = Phrasebook::builtin();
        for code in book.codes() {
            let say = book.say(code);
            for u in Upgrade::ALL {
                for text in [upgrade(say, u), does(say, u), how_to_use(say, u)] {
                    assert!(!text.is_empty() && !text.starts_with('['), "{code} {u}");
                }
            }
        }
        let en = Say::english();
        for u in Upgrade::ALL {
            assert_eq!(
                upgrade(en, u),
                u.name(),
                "English names are the identifiers"
            );
        }
    }

    #[test]
    fn a_held_copy_shows_its_charges_in_the_readers_language() {
        let h: Held = "Ablative Coat (4 left)".parse().unwrap();
        assert_eq!(held(Say::english(), h), "Ablative Coat (4 left)");
        assert_eq!(
            held(Say::builtin("pl"), h),
            "Powłoka ablacyjna (zostało: 4)"
        );
        assert_eq!(
            held(Say::builtin("pl"), Held::new(Upgrade::Brakes)),
            "Hamulce"
        );
    }

    #[test]
    fn statistics_have_plurals() {
        let en = Say::english();
        assert_eq!(stat(en, 1, Stat::RoundsDown), "1 round powered down");
        assert_eq!(stat(en, 2, Stat::RoundsDown), "2 rounds powered down");
        assert_eq!(stat(en, 1, Stat::Kills), "1 kill");
        assert_eq!(stat(en, 0, Stat::Falls), "0 falls");
        assert_eq!(stat(en, 1, Stat::Dealt), "1 damage dealt");
        assert_eq!(stat(en, -3, Stat::Record), "-3 damage record");
        let pl = Say::builtin("pl");
        let kills: Vec<String> = [1, 3, 5, 22].map(|n| stat(pl, n, Stat::Kills)).to_vec();
        assert_eq!(
            kills,
            [
                "1 zniszczenie",
                "3 zniszczenia",
                "5 zniszczeń",
                "22 zniszczenia"
            ]
        );
        assert_eq!(stat(pl, -3, Stat::Record), "bilans uszkodzeń: -3");
    }
}

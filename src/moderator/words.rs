//! The moderator's words for what mails say in passing: wrapping to the mail width, clipping
//! quotes, a turn, a schedule, an outcome, a list of names, as phrases for the templates.

use crate::games::{DynGame, Loaded, Outcome, PhaseInfo, Seat, StateSummary};
use crate::lang;
use crate::moderator::error::ModError;
use crate::say;
use crate::schedule::Schedule;
use crate::store::games::GameRow;

/// A seat's name in the language written now (`Czerwony`), as `label` for a phrasebook
/// message, which declines it where a sentence needs (`{ CASE($label, "of") }`: `Czerwonego`).
pub fn seat_words(state: &dyn Loaded, seat: Seat) -> serde_json::Value {
    let label = state.seat_name(seat, lang::now());
    serde_json::json!({ "label": label })
}

/// Reads a duration at the start of `text` as people write it, in any language robomod reads:
/// `2d`, `1w`, `1h30m` (as everywhere in robomod, [`crate::duration::parse_duration`]) or a
/// number and a unit word (`3 days`, `2 tygodnie`); the duration and the rest of `text`, or
/// the word that is none.
pub fn read_duration(text: &str) -> Result<(chrono::Duration, &str), String> {
    let text = text.trim_start();
    let (first, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
    if let Ok(d) = crate::duration::parse_duration(first) {
        return Ok((d, rest.trim_start()));
    }
    let (unit, after) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let units = lang::Phrasebook::builtin().unit_words();
    let folded = lang::fold(unit.trim_end_matches(['.', ',', ';', '!']));
    match (first.parse::<u32>(), units.get(&folded)) {
        (Ok(n), Some(u)) => {
            let written = format!("{n}{}", u.to_ascii_lowercase());
            let d = crate::duration::parse_duration(&written).map_err(|_| first.to_string())?;
            Ok((d, after.trim_start()))
        }
        (Ok(_), None) if !unit.is_empty() => Err(format!("{first} {unit}")),
        _ => Err(first.to_string()),
    }
}

/// The answer to a known command's line that holds what it does not take (`OPEN chess`): the
/// word, and what the command accepts, in the language written now.
pub fn wrong_text(wrong: &crate::inbound::Wrong) -> String {
    use crate::inbound::Wrong;
    let say = lang::now();
    match wrong {
        Wrong::Kind(word) => {
            let kinds: Vec<&str> = crate::games::registry().iter().map(|g| g.kind()).collect();
            say!(
                say,
                "wrong-kind",
                word = word.as_str(),
                kinds = kinds.join(", ")
            )
        }
        Wrong::Address(word) => say!(say, "wrong-address", word = word.as_str()),
        Wrong::Duration(word) => say!(say, "wrong-duration", word = word.as_str()),
        Wrong::Rounds(word) => say!(say, "wrong-rounds", word = word.as_str()),
        Wrong::Edit(orders) => say!(say, "wrong-edit", orders = orders.as_str()),
    }
}

/// A duration as its reader reads it, in the language written now: `1h30m`, `8 godz. 59 min`
/// (minutes are enough past an hour). `crate::duration::format_duration` writes what robomod reads back.
pub fn spoken_duration(d: chrono::Duration) -> String {
    let say = lang::now();
    let mut s = d.num_seconds().max(0);
    if s >= 3600 {
        s -= s % 60;
    }
    let mut parts = Vec::new();
    for (id, len) in [
        ("duration-hours", 3600),
        ("duration-minutes", 60),
        ("duration-seconds", 1),
    ] {
        if s >= len {
            parts.push(say!(say, id, n = s / len));
            s %= len;
        }
    }
    if parts.is_empty() {
        return say!(say, "duration-seconds", n = 0);
    }
    parts.join(&say.t("duration-join"))
}

/// Longest line robomod writes in a mail body: 72 columns, as every report (a reply quoted
/// once still fits 80).
pub const MAIL_WIDTH: usize = 72;

pub use crate::templates::wrap;

/// `text` as a mail says it: each paragraph (a line of the phrasebook) wrapped within
/// [`MAIL_WIDTH`]; a line starting with two spaces (a time, a board, a list) kept as it is
/// when it fits, else wrapped under its indent (an echo of orders with its notes).
pub fn wrap_paragraphs(text: &str) -> String {
    text.split('\n')
        .flat_map(|para| {
            let para = para.trim_end();
            // An indented line (an echo, a quote) keeps its indent; past the width it is
            // wrapped under it.
            let w = if para.starts_with("  ") && para.chars().count() <= MAIL_WIDTH {
                vec![para.to_string()]
            } else if para.starts_with("  ") {
                let body = para.trim_start();
                let indent = &para[..para.len() - body.len()];
                wrap(body, MAIL_WIDTH, indent)
            } else {
                wrap(para, MAIL_WIDTH, "")
            };
            if w.is_empty() { vec![String::new()] } else { w }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `text` cut to `max` characters with `...` when longer (quotes of what a player wrote).
pub fn clip(text: &str, max: usize) -> String {
    let t = text.trim();
    if t.chars().count() <= max {
        t.to_string()
    } else {
        let cut: String = t.chars().take(max.saturating_sub(3)).collect();
        format!("{cut}...")
    }
}

/// How a phase asks for orders: `PROGRAM <your orders>, or PASS`.
pub fn orders_hint(phase: &PhaseInfo) -> String {
    let say = lang::now();
    // The order word in the reader's language (both are read).
    let keyword = say.command_word(&phase.order_keyword);
    let keyword = keyword.as_str();
    // A game with many commands (the race) names the first and leaves the rest to HELP, so
    // that the line stays short.
    if phase.bare_orders.len() > 2 {
        return say!(say, "orders-hint-more", keyword = keyword);
    }
    let mut s = say!(say, "orders-hint", keyword = keyword);
    for bare in &phase.bare_orders {
        s.push_str(&say!(say, "orders-hint-or", bare = say.command_word(bare)));
    }
    s
}

/// The open turn in a sentence, in the game's own words: `round 2, programming phase`, or
/// just `setup` when the turn is named after its phase.
pub fn turn_phrase(phase: &PhaseInfo) -> String {
    phrase_of(&phase.title, &phase.name)
}

/// [`turn_phrase`] from the turn's title and the phase's name.
pub fn phrase_of(title: &str, phase: &str) -> String {
    if title == phase {
        title.to_string()
    } else {
        say!(lang::now(), "turn-phase", title = title, phase = phase)
    }
}

/// `text` for a file or address part: ASCII letters and digits lower-cased, anything else a
/// `-`, none at either end: `Deep Blue!` -> `deep-blue`.
pub fn slug(text: &str) -> String {
    // Letters of any script in ASCII first (`Żółty`: `zolty`), so no word is lost to dashes.
    let ascii = deunicode::deunicode(text.trim());
    let s: String = ascii
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if !(c == '-' && out.ends_with('-')) {
            out.push(c);
        }
    }
    out.trim_matches('-').to_string()
}

/// `text` with its first letter upper-case, for subjects: `Round 2`.
pub fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The schedule for people: `every day at 22:00 (Europe/London)` / `48h after the last round`.
pub fn describe_schedule(g: &GameRow) -> String {
    let say = lang::now();
    let when = match g.schedule {
        Schedule::Daily(t) => say!(
            say,
            "schedule-daily",
            time = t.format("%H:%M").to_string(),
            zone = g.tz.name()
        ),
        Schedule::After(d) => say!(say, "schedule-after", duration = spoken_duration(d)),
    };
    say!(
        say,
        "schedule-notice",
        when = when,
        notice = spoken_duration(g.min_notice)
    )
}

/// `Red`, `Red and Blue`, `Red, Blue and Green`.
pub fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => say!(
            lang::now(),
            "names-and",
            init = init.join(", "),
            last = last.as_str()
        ),
    }
}

/// The result line of a finished game: `Red wins` / `a draw`.
pub fn describe_outcome(
    engine: &dyn DynGame,
    state: &serde_json::Value,
    outcome: Option<Outcome>,
) -> Result<String, ModError> {
    Ok(match outcome {
        Some(Outcome::Won(seat)) => {
            say!(
                lang::now(),
                "outcome-won",
                seat = engine.load(state)?.seat_name(seat, crate::lang::now())
            )
        }
        Some(Outcome::Draw) => lang::now().t("outcome-draw"),
        // Finished before its rules decided (its master terminated it, no person was left).
        None => lang::now().t("outcome-stopped"),
    })
}

/// A game's result for people once it is over (`Red wins`, `a draw`, `abandoned`); `None`
/// while it runs.
pub fn result_line(engine: &dyn DynGame, g: &GameRow) -> Result<Option<String>, ModError> {
    use crate::store::games::GameStatus;
    Ok(match g.status {
        GameStatus::Finished => Some(describe_outcome(engine, &g.state, g.outcome)?),
        GameStatus::Abandoned => Some(lang::now().t("outcome-abandoned")),
        _ => None,
    })
}

/// [`describe_outcome`] from a state's summary.
pub fn describe_summary(s: &StateSummary) -> String {
    match s.outcome {
        Some(Outcome::Won(seat)) => say!(lang::now(), "outcome-won", seat = s.label(seat)),
        Some(Outcome::Draw) => lang::now().t("outcome-draw"),
        None => lang::now().t("outcome-abandoned"),
    }
}

/// One branch of a phrasebook template (`answers.txt`, `notices.txt`): the text of its branch
/// `say`, filled from `ctx` (an object), without the newline that closes the branch.
pub(crate) fn phrase(
    templates: &crate::templates::Templates,
    file: &str,
    say: &str,
    mut ctx: serde_json::Value,
) -> Result<String, ModError> {
    ctx["say"] = say.into();
    let text = templates
        .render_in(crate::lang::speaking(), file, ctx)
        .map_err(ModError::Template)?;
    Ok(text.strip_suffix('\n').unwrap_or(&text).to_string())
}

/// The game's house rules as lines of a mail in the language written now: a head, then each
/// option with its value in force (`LIVES 5 *: Lives each robot starts with ...`, the star on
/// one set to other than the game's own), wrapped to the mail width. Empty for a game with none
/// to show: one without house rules, or (`all` false) one played by its rules as written.
pub fn house_rules(engine: &dyn DynGame, settings: &serde_json::Value, all: bool) -> Vec<String> {
    let Some(house) = engine.capabilities().house else {
        return Vec::new();
    };
    let say = lang::now();
    let rules = crate::games::capability::house::in_force(house, settings, say);
    if !all && rules.iter().all(|r| r.default) {
        return Vec::new();
    }
    let mut lines = vec![say.t("house-rules-head")];
    for r in rules {
        let line = say!(
            say,
            "house-rule-line",
            name = r.name,
            value = r.value,
            star = if r.default { "" } else { " *" },
            about = r.about
        );
        for (k, l) in crate::templates::wrap(&line, 68, "")
            .into_iter()
            .enumerate()
        {
            lines.push(format!("{}{l}", if k == 0 { "  " } else { "    " }));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_indented_line_past_the_width_wraps_under_its_indent_and_sheds_trailing_spaces() {
        // Seen in a Polish echo: 72 columns and a space after them.
        let echo = "  L F2 R F3 L (rejestr 5 losowo: w Twojej ręce jest tylko jedna karta L) \n  \
                    F2 L";
        let text = wrap_paragraphs(echo);
        assert!(
            text.lines()
                .all(|l| l.chars().count() <= MAIL_WIDTH && l == l.trim_end()),
            "{text}"
        );
        assert!(text.lines().all(|l| l.starts_with("  ")), "{text}");
        let long = format!("  {}", "F2 L ".repeat(20));
        let text = wrap_paragraphs(&long);
        assert!(
            text.lines().count() > 1 && text.lines().all(|l| l.chars().count() <= MAIL_WIDTH),
            "{text}"
        );
        assert!(text.lines().all(|l| l.starts_with("  F2")), "{text}");
    }

    #[test]
    fn a_duration_reads_as_everywhere_or_in_words() {
        let d = |t: &str| read_duration(t).map(|(d, rest)| (d.num_minutes(), rest.to_string()));
        assert_eq!(d("2d storm"), Ok((2 * 24 * 60, "storm".into())));
        assert_eq!(d("1w"), Ok((7 * 24 * 60, String::new())));
        assert_eq!(
            d("3 days storm damage"),
            Ok((3 * 24 * 60, "storm damage".into()))
        );
        assert_eq!(d("1 week"), Ok((7 * 24 * 60, String::new())));
        assert_eq!(d("90 minutes"), Ok((90, String::new())));
        assert_eq!(d("2 dni awaria"), Ok((2 * 24 * 60, "awaria".into())));
        assert_eq!(d("forever"), Err("forever".into()));
        assert_eq!(d("3 fortnights"), Err("3 fortnights".into()));
        assert_eq!(d("400 days"), Err("400".into()));
    }

    #[test]
    fn a_slug_keeps_every_word_of_any_script() {
        assert_eq!(slug("Deep Blue!"), "deep-blue");
        assert_eq!(
            slug("runda 1, instrukcja 2: Żółty wykonuje 1YN"),
            "runda-1-instrukcja-2-zolty-wykonuje-1yn"
        );
    }

    #[test]
    fn wrap_keeps_lines_short_and_words_whole() {
        let text = "one two three four five six seven eight nine ten eleven twelve";
        let lines = wrap(text, 20, "  ");
        assert!(lines.iter().all(|l| l.len() <= 20), "{lines:?}");
        assert_eq!(lines.join(" ").split_whitespace().count(), 12);
        assert_eq!(wrap("", 20, "  "), Vec::<String>::new());
        assert_eq!(
            wrap("abcdefghijklmnopqrstuvwxyz", 10, ""),
            ["abcdefghijklmnopqrstuvwxyz"]
        );
    }

    #[test]
    fn a_turn_is_said_in_the_games_words() {
        let phase = |title: &str, name: &str| PhaseInfo {
            title: title.into(),
            name: name.into(),
            order_keyword: "PROGRAM".into(),
            bare_orders: vec![],
        };
        assert_eq!(turn_phrase(&phase("setup", "setup")), "setup");
        assert_eq!(
            turn_phrase(&phase("round 3", "programming")),
            "round 3, programming phase"
        );
        assert_eq!(capitalised("round 3"), "Round 3");
        assert_eq!(capitalised(""), "");
    }

    #[test]
    fn clip_marks_what_it_cut() {
        assert_eq!(clip("  short ", 10), "short");
        assert_eq!(clip("abcdefghijkl", 10), "abcdefg...");
    }
}

//! Robots' names: each after its player, short enough for the reports' tables ([`MAX_NAME`]),
//! distinct, or one of the default names for a seat without one.

/// Robot names when the moderator gives none: one per seat, their initials the board letters.
pub const DEFAULT_NAMES: [&str; 8] = ["Ada", "Bolt", "Cog", "Dyna", "Echo", "Flux", "Gizmo", "Hex"];

/// The longest robot name: the report's tables give a name this many columns.
pub const MAX_NAME: usize = 16;

/// Robots are named after their players, whole when the name fits [`MAX_NAME`] columns
/// (`Dana Kowalski`), else as a short form a person recognises (`Alexandra K.` for Alexandra
/// Kowalska-Nowak), and made distinct (`Ann`, `Ann2`). The welcome tells a player whose
/// robot's name is not their own.
pub fn robot_names(players: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(players.len());
    for (i, p) in players.iter().enumerate() {
        let base = match p.split_whitespace().collect::<Vec<_>>().join(" ") {
            t if t.is_empty() => DEFAULT_NAMES.get(i).unwrap_or(&"Robot").to_string(),
            t => short_name(&t),
        };
        let mut name = base.clone();
        let mut k = 2;
        while out.iter().any(|o| o.eq_ignore_ascii_case(&name)) {
            let stem: String = base.chars().take(MAX_NAME - 2).collect();
            name = format!("{}{k}", stem.trim_end());
            k += 1;
        }
        out.push(name);
    }
    out
}

/// `name` within [`MAX_NAME`] characters: whole when it fits; else its first word and the
/// initial of its last (`Alexandra K.`); else the first word cut.
fn short_name(name: &str) -> String {
    if name.chars().count() <= MAX_NAME {
        return name.to_string();
    }
    let words: Vec<&str> = name.split(' ').collect();
    let first: String = words[0].chars().take(MAX_NAME).collect();
    match words.last().and_then(|w| w.chars().next()) {
        Some(initial) if words.len() > 1 && first.chars().count() + 3 <= MAX_NAME => {
            format!("{first} {initial}.")
        }
        _ => first,
    }
}

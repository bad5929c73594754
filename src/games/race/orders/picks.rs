//! `PICK 3 1 4 2`: the start squares a player prefers, in order, each once.

use crate::games::{OrderProblem, OrdersError};
use crate::lang::Say;
use crate::say;

/// Read `PICK 3 1 4 2`: start square numbers in order of preference, each once, from 1 to
/// `starts`.
pub fn read_picks(text: &str, starts: usize, say: Say<'_>) -> Result<Vec<u8>, OrdersError> {
    let mut picks = Vec::new();
    let mut problems = Vec::new();
    for w in text
        .split([' ', ',', ';', '\n'])
        .filter(|w| !w.is_empty())
        .filter(|w| super::in_english(w) != "PICK")
    {
        let n = w.trim_start_matches(['S', 's']).parse::<u8>();
        match n {
            Ok(n) if (1..=starts as u8).contains(&n) && !picks.contains(&n) => picks.push(n),
            Ok(n) if picks.contains(&n) => problems.push(OrderProblem {
                text: w.into(),
                message: say!(say, "race-pick-twice", n = i64::from(n)),
            }),
            _ => problems.push(OrderProblem {
                text: w.into(),
                message: say!(say, "race-pick-bad", word = w.to_string(), starts = starts),
            }),
        }
    }
    if picks.is_empty() && problems.is_empty() {
        problems.push(OrderProblem {
            text: String::new(),
            message: say!(say, "race-pick-none", starts = starts),
        });
    }
    OrdersError::unless_any(problems, picks)
}

//! Declension as data: how a language changes a name put into a sentence (`runda 3` after
//! `termin` is `rundy 3`; `Czerwony` after `miejsce` is `Czerwonego`), for the phrasebook
//! function `CASE`: `{ CASE($turn, "of") }`.
//!
//! Each language lists its forms in its phrasebooks, one message per case, named `case-<case>`
//! (robomod's words) or `<kind>-case-<case>` (a game's nouns), a line per word:
//!
//! ```text
//! case-of =
//!     runda = rundy
//!     przygotowanie = przygotowania
//! ```
//!
//! `CASE(value, "of")` replaces the longest listed word or words `value` starts with (in any
//! case) by the form as listed, capital or not, and leaves the rest (`Runda 3` -> `rundy 3`,
//! `Czerwony` -> `Czerwonego`); a value none starts with (a robot's proper name, any English)
//! comes back as it is. `nom` lists the nominative as written mid-sentence (`runda`). The cases are the language's
//! own: Polish uses `of` (dopełniacz), `to` (celownik), `acc` (biernik), `by` (narzędnik)
//! and `in` (miejscownik).

use fluent_syntax::ast::{Entry, PatternElement};
use std::collections::HashMap;

/// The case a message of forms lists (`case-of`, `race-case-of`: `of`), if it is one.
fn case_of(id: &str) -> Option<&str> {
    id.strip_prefix("case-")
        .or_else(|| id.rsplit_once("-case-").map(|(_, c)| c))
}

/// Whether message `id` lists forms (`case-of`, `rambots-case-of`) rather than saying something.
pub fn is_forms(id: &str) -> bool {
    case_of(id).is_some()
}

/// One language's forms: per case, (nominative, form), the longest nominatives first.
#[derive(Debug, Default, Clone)]
pub struct Cases {
    forms: HashMap<String, Vec<(String, String)>>,
}

impl Cases {
    /// Takes the forms the messages `case-*` and `*-case-*` of one phrasebook file list.
    pub fn learn<'e, S: AsRef<str> + 'e>(
        &mut self,
        entries: impl IntoIterator<Item = &'e Entry<S>>,
    ) {
        for entry in entries {
            let Entry::Message(m) = entry else { continue };
            let Some(case) = case_of(m.id.name.as_ref()) else {
                continue;
            };
            let Some(value) = &m.value else { continue };
            let text: String = value
                .elements
                .iter()
                .filter_map(|e| match e {
                    PatternElement::TextElement { value } => Some(value.as_ref()),
                    PatternElement::Placeable { .. } => None,
                })
                .collect();
            let list = self.forms.entry(case.to_string()).or_default();
            for line in text.lines() {
                if let Some((from, to)) = line.split_once(" = ") {
                    let (from, to) = (from.trim(), to.trim());
                    if !from.is_empty() && !to.is_empty() {
                        list.push((from.to_lowercase(), to.to_string()));
                    }
                }
            }
            list.sort_by_key(|(from, _)| std::cmp::Reverse(from.chars().count()));
        }
    }

    /// `value` in every case that lists a form for it.
    pub fn forms(&self, value: &str) -> Vec<String> {
        let mut all: Vec<String> = self
            .forms
            .keys()
            .map(|case| self.decline(value, case))
            .filter(|f| f != value)
            .collect();
        all.sort();
        all.dedup();
        all
    }

    /// `value` in `case`: its listed beginning replaced by the form as listed.
    pub fn decline(&self, value: &str, case: &str) -> String {
        self.listed(value, case)
            .unwrap_or_else(|| value.to_string())
    }

    /// Whether some case lists a form for the beginning of `value`.
    pub fn lists(&self, value: &str) -> bool {
        self.forms
            .keys()
            .any(|case| self.listed(value, case).is_some())
    }

    /// `value` in `case` when `case` lists a form for its beginning.
    pub fn listed(&self, value: &str, case: &str) -> Option<String> {
        let list = self.forms.get(case)?;
        let lower = value.to_lowercase();
        for (from, to) in list {
            let Some(rest) = lower.strip_prefix(from.as_str()) else {
                continue;
            };
            if !(rest.is_empty() || rest.starts_with(|c: char| !c.is_alphanumeric())) {
                continue;
            }
            // The same number of characters of `value` (lower-casing keeps Polish lengths).
            let tail: String = value.chars().skip(from.chars().count()).collect();
            // The form as listed: `runda 3` mid-sentence even when given as `Runda 3`.
            let form = to.clone();
            return Some(form + &tail);
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::parser::parse;

    fn cases(ftl: &str) -> Cases {
        let res = parse(ftl.to_string()).unwrap();
        let mut c = Cases::default();
        c.learn(&res.body);
        c
    }

    #[test]
    fn a_listed_beginning_is_declined_and_the_rest_kept() {
        let c = cases(
            "case-of =\n    runda = rundy\n    pola startowe = pól startowych\n    pola = pól\n\
             race-case-in =\n    runda = rundzie\n",
        );
        assert_eq!(c.decline("runda 3", "of"), "rundy 3");
        assert_eq!(c.decline("Runda 3", "of"), "rundy 3");
        assert_eq!(c.decline("pola startowe", "of"), "pól startowych");
        assert_eq!(c.decline("runda 15", "in"), "rundzie 15");
        // Not a listed word, or only its beginning: as it is.
        assert_eq!(c.decline("Twonky", "of"), "Twonky");
        assert_eq!(c.decline("rundabout", "of"), "rundabout");
        assert_eq!(c.decline("runda 3", "by"), "runda 3");
    }
}

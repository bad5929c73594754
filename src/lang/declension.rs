//! How a language declines people's names put into its sentences, by rules kept as data
//! (`templates/lang/<code>/declension.toml`): `Kasia` after `od` is `Kasi`, `Bartek` is
//! `Bartka`, `Tomek Wiśniewski` is `Tomka Wiśniewskiego`, and the greeting's vocative is
//! `Kasiu`.
//!
//! A file lists the cases in the order of its forms (`cases`), how a list of names is joined
//! (`joiners`: each name is declined apart), endings (`[endings]`: the longest that a word
//! ends with wins; `[gender, form per case...]`, each form replacing the ending), whole names
//! the endings get wrong (`[names]`: `[gender]`, forms from the endings, or `[gender, form
//! per case...]`) and names that never change (`[indeclinable]`: name = gender). The first
//! word of a name tells its gender; the words after it (a surname) take only that gender's
//! endings, and a woman's surname the endings do not know stays as it is (`Ania Nowak`: `od
//! Ani Nowak`).
//!
//! A name the rules do not know (a word not capitalised, an ending not listed) is not
//! declined: [`Declension::decline`] says `None`, and the phrasebook puts the name where the
//! nominative is right instead (`DECLINES($name)`). A language without a file declines
//! nothing and needs nothing declined: every name is right as it is.
//!
//! Pure: the text is compiled in.

use serde::Deserialize;
use std::collections::HashMap;

/// A name's gender as its language tells it from the name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gender {
    Feminine,
    Masculine,
}

impl Gender {
    fn read(word: &str) -> Option<Gender> {
        match word {
            "f" => Some(Gender::Feminine),
            "m" => Some(Gender::Masculine),
            _ => None,
        }
    }

    /// As the phrasebooks' selectors name it: `f`, `m`.
    pub fn code(self) -> &'static str {
        match self {
            Gender::Feminine => "f",
            Gender::Masculine => "m",
        }
    }
}

/// One language's declension file as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    cases: Vec<String>,
    #[serde(default)]
    joiners: Vec<String>,
    #[serde(default)]
    endings: HashMap<String, Vec<String>>,
    #[serde(default)]
    names: HashMap<String, Vec<String>>,
    #[serde(default)]
    indeclinable: HashMap<String, String>,
}

/// A rule: the gender it gives, and the form per case (an ending's, or a whole name's).
#[derive(Clone, Debug)]
struct Rule {
    gender: Gender,
    forms: Vec<String>,
}

/// One language's rules for declining names.
#[derive(Clone, Debug, Default)]
pub struct Declension {
    cases: Vec<String>,
    joiners: Vec<String>,
    /// (ending, rule), the longest endings first.
    endings: Vec<(String, Rule)>,
    /// Whole names (as written), each with a rule whose forms may be empty (from the endings).
    names: HashMap<String, Rule>,
}

impl Declension {
    /// The rules of one file; `Err` says what is wrong with it.
    pub fn read(text: &str) -> Result<Declension, String> {
        let file: File = toml::from_str(text).map_err(|e| e.to_string())?;
        let width = file.cases.len();
        let rule = |what: &str, list: &[String], whole: bool| -> Result<Rule, String> {
            let (gender, forms) = list.split_first().ok_or(format!("{what}: no gender"))?;
            let gender = Gender::read(gender).ok_or(format!("{what}: {gender:?} is no gender"))?;
            if forms.len() != width && !(whole && forms.is_empty()) {
                return Err(format!("{what}: {} forms, not {width}", forms.len()));
            }
            Ok(Rule {
                gender,
                forms: forms.to_vec(),
            })
        };
        let mut endings = Vec::new();
        for (end, list) in &file.endings {
            endings.push((end.clone(), rule(end, list, false)?));
        }
        endings.sort_by(|(a, _), (b, _)| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
        let mut names = HashMap::new();
        for (name, list) in &file.names {
            names.insert(name.clone(), rule(name, list, true)?);
        }
        for (name, gender) in &file.indeclinable {
            let gender = Gender::read(gender).ok_or(format!("{name}: {gender:?} is no gender"))?;
            let forms = vec![name.clone(); width];
            names.insert(name.clone(), Rule { gender, forms });
        }
        Ok(Declension {
            cases: file.cases,
            joiners: file.joiners,
            endings,
            names,
        })
    }

    /// Whether `names` is a list of names joined as the file says (`Kasia i Bartek`).
    pub fn is_list(&self, names: &str) -> bool {
        self.joiners.iter().any(|j| names.contains(j.as_str()))
    }

    /// Whether the rules have case `case` (`of`, `voc`).
    pub fn has_case(&self, case: &str) -> bool {
        self.cases.iter().any(|c| c == case)
    }

    /// `name` (one name, or a list joined as the file says) in `case`; `None` when the rules
    /// do not know one of its words or the case.
    pub fn decline(&self, name: &str, case: &str) -> Option<String> {
        let at = self.cases.iter().position(|c| c == case)?;
        self.each(name, &mut |one| self.one(one, at).map(|(s, _)| s))
    }

    /// `name` in every case the rules decline it to (none when they do not know it): for
    /// reading a name as people decline it (`przekaż Bartkowi`).
    pub fn all_forms(&self, name: &str) -> Vec<String> {
        self.cases
            .iter()
            .filter_map(|case| self.decline(name, case))
            .collect()
    }

    /// The gender of `name` (one name); `None` when the rules cannot tell.
    pub fn gender(&self, name: &str) -> Option<Gender> {
        let first = name.split_whitespace().next()?;
        self.word(first, None).map(|(_, r)| r.gender)
    }

    /// The genders of the names a list holds (one for a single name); `None` when one is
    /// not known.
    pub fn genders(&self, names: &str) -> Option<Vec<Gender>> {
        let mut out = Vec::new();
        self.each(names, &mut |one| {
            let g = self.gender(one)?;
            out.push(g);
            Some(one.to_string())
        })?;
        Some(out)
    }

    /// Applies `f` to each name of a list, joined back as it was.
    fn each(&self, names: &str, f: &mut dyn FnMut(&str) -> Option<String>) -> Option<String> {
        let Some((joiner, at)) = (self.joiners.iter())
            .filter_map(|j| names.find(j.as_str()).map(|at| (j, at)))
            .min_by_key(|(_, at)| *at)
        else {
            return f(names);
        };
        let head = f(&names[..at])?;
        let tail = self.each(&names[at + joiner.len()..], f)?;
        Some(format!("{head}{joiner}{tail}"))
    }

    /// One name (its words) in the case at place `at`, and its gender.
    fn one(&self, name: &str, at: usize) -> Option<(String, Gender)> {
        let mut gender = None;
        let mut out = Vec::new();
        for word in name.split(' ') {
            if word.chars().all(|c| c.is_ascii_digit()) && !word.is_empty() {
                out.push(word.to_string());
                continue;
            }
            let declined = match self.word(word, gender) {
                Some((form, rule)) => {
                    gender.get_or_insert(rule.gender);
                    form(at)
                }
                // A woman's surname the endings do not know stays as it is.
                None if gender == Some(Gender::Feminine) && ends_in_consonant(word) => {
                    word.to_string()
                }
                None => return None,
            };
            out.push(declined);
        }
        Some((out.join(" "), gender?))
    }

    /// The rule for `word` (a capitalised word of letters), of `gender` when a word before it
    /// told one, with a function giving its form at a case's place.
    #[allow(clippy::type_complexity)]
    fn word<'a>(
        &'a self,
        word: &'a str,
        gender: Option<Gender>,
    ) -> Option<(Box<dyn Fn(usize) -> String + 'a>, &'a Rule)> {
        // A name is a capitalised word of letters with a vowel (not `Gm`, `P0`).
        if !word.chars().next().is_some_and(char::is_uppercase)
            || !word.chars().all(char::is_alphabetic)
            || !word.chars().any(|c| "aeiouyąęóAEIOUYĄĘÓ".contains(c))
        {
            return None;
        }
        if let Some(rule) = self.names.get(word)
            && gender.is_none_or(|g| g == rule.gender)
        {
            if !rule.forms.is_empty() {
                return Some((Box::new(|at| rule.forms[at].clone()), rule));
            }
            // The endings decline it; the name says its gender (Kuba, a man).
            let (end, by_ending) = self.ending(word, None)?;
            return Some((self.swap(word, end, by_ending), rule));
        }
        let (end, rule) = self.ending(word, gender)?;
        Some((self.swap(word, end, rule), rule))
    }

    /// The longest ending `word` has a rule for, of `gender` if given.
    fn ending<'a>(&'a self, word: &str, gender: Option<Gender>) -> Option<(&'a str, &'a Rule)> {
        let lower = word.to_lowercase();
        self.endings
            .iter()
            .filter(|(_, r)| gender.is_none_or(|g| g == r.gender))
            .find(|(end, _)| lower.ends_with(end.as_str()) && lower.len() > end.len())
            .map(|(end, rule)| (end.as_str(), rule))
    }

    fn swap<'a>(
        &self,
        word: &'a str,
        end: &str,
        rule: &'a Rule,
    ) -> Box<dyn Fn(usize) -> String + 'a> {
        let stem: String = {
            let keep = word.chars().count() - end.chars().count();
            word.chars().take(keep).collect()
        };
        Box::new(move |at| format!("{stem}{}", rule.forms[at]))
    }
}

/// Whether `word` ends in a consonant (a letter not a vowel), in any language's letters.
fn ends_in_consonant(word: &str) -> bool {
    word.chars()
        .last()
        .is_some_and(|c| c.is_alphabetic() && !"aeiouyąęóAEIOUYĄĘÓ".contains(c))
}

#[cfg(test)]
mod tests;

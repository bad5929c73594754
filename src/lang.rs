//! The words robomod writes, per language: Fluent phrasebooks ([`Phrasebook`]), one bundle per
//! language, and [`Say`], the handle the rest of the code writes through in one language.
//!
//! The phrasebooks are files, found by `build.rs`: robomod's own words in
//! `templates/lang/<code>/*.ftl`, each game's in `src/games/<kind>/lang/<code>.ftl` (its message
//! ids start with `<kind>-`). English (`en`) is complete by definition; every other language
//! must have exactly English's messages (a test names each gap), and a message missing at run
//! time falls back to English rather than failing a mail. Plurals, cases and word order are the
//! phrasebook's business (Fluent selectors on plural categories: Polish has one, few and many),
//! never Rust's.
//!
//! Pure: the sources are compiled in; nothing here reads a file or a clock.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue as Arg;

mod cases;
pub mod declension;
mod say;

/// The language every phrasebook is checked against, and the fallback of a missing message.
pub const ENGLISH: &str = "en";

/// Every phrasebook file compiled in: (language code, file, text).
const SOURCES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/phrasebooks.rs"));

/// Every language's rules for declining names: (language code, file, text).
const DECLENSIONS: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/declensions.rs"));

/// One language's messages.
pub struct Book {
    code: String,
    bundle: FluentBundle<FluentResource>,
    ids: Vec<String>,
    cases: std::sync::Arc<cases::Cases>,
    /// How the language declines names; none: every name stands as it is.
    declension: Option<std::sync::Arc<declension::Declension>>,
}

impl Book {
    fn new(code: &str) -> Result<Book, String> {
        let id: LanguageIdentifier = code
            .parse()
            .map_err(|e| format!("{code:?} is not a language code: {e}"))?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Mail is plain text: no Unicode isolation marks around the values put in.
        bundle.set_use_isolating(false);
        Ok(Book {
            code: code.to_string(),
            bundle,
            ids: Vec::new(),
            cases: Default::default(),
            declension: None,
        })
    }

    fn add(&mut self, file: &str, text: &str) -> Result<(), Vec<String>> {
        let res = FluentResource::try_new(text.to_string()).map_err(|(_, errs)| {
            errs.iter()
                .map(|e| format!("{file}: {e:?}"))
                .collect::<Vec<_>>()
        })?;
        for entry in res.entries() {
            // A language's forms (`case-of`) are its own data, not messages every language has.
            if let fluent_syntax::ast::Entry::Message(m) = entry
                && !cases::is_forms(m.id.name)
            {
                self.ids.push(m.id.name.to_string());
            }
        }
        // Learned before the phrasebook is sealed, while nothing else holds the forms.
        if let Some(cases) = std::sync::Arc::get_mut(&mut self.cases) {
            cases.learn(res.entries());
        }
        self.bundle.add_resource(res).map_err(|errs| {
            errs.iter()
                .map(|e| format!("{file}: {e}"))
                .collect::<Vec<_>>()
        })
    }
}

impl Book {
    /// Gives the phrasebook its functions once every file is in: `CASE($name, "of")`, the
    /// name in a case, from the forms the files list (`cases`).
    ///
    /// Names are declined by the language's rules (`declension.toml`) where no form is
    /// listed: `CASE($name, "of")`; `DECLINES($name)` is `yes` when the rules know every
    /// name `$name` holds (always, in a language without rules) and `no` otherwise, so that
    /// a phrase can put an unknown name where the nominative is right; `GENDER($name)` is
    /// `f` or `m` (`m` for a list with a man in it, `f` for one of women only) or `other`.
    fn seal(&mut self) {
        let (cases, names) = (self.cases.clone(), self.declension.clone());
        // Only fails when the function is already there: sealed twice, no harm.
        let _ = self.bundle.add_function("CASE", move |pos, _| match pos {
            // A list of names (`Żółty i Niebieski`) is declined name by name: a listed
            // beginning would decline its first name alone (seen in play).
            [Arg::String(value), Arg::String(case)] => Arg::from(
                (names.as_ref())
                    .filter(|n| n.is_list(value))
                    .and_then(|n| n.decline(value, case))
                    .or_else(|| cases.listed(value, case))
                    .or_else(|| names.as_ref()?.decline(value, case))
                    .unwrap_or_else(|| value.to_string()),
            ),
            [Arg::String(value), ..] => Arg::from(value.to_string()),
            _ => Arg::None,
        });
        let (cases, names) = (self.cases.clone(), self.declension.clone());
        let _ = self.bundle.add_function("DECLINES", move |pos, _| {
            let known = match (pos, &names) {
                (_, None) => true,
                ([Arg::String(value), ..], Some(rules)) => {
                    cases.lists(value) || rules.decline(value, "of").is_some()
                }
                _ => false,
            };
            Arg::from(if known { "yes" } else { "no" })
        });
        let names = self.declension.clone();
        let _ = self.bundle.add_function("GENDER", move |pos, _| {
            let genders = match (pos, &names) {
                ([Arg::String(value), ..], Some(rules)) => rules.genders(value),
                _ => None,
            };
            use declension::Gender;
            Arg::from(match genders {
                Some(g) if g.contains(&Gender::Masculine) => "m",
                Some(g) if !g.is_empty() => "f",
                _ => "other",
            })
        });
    }
}

/// Every language robomod writes: English first.
pub struct Phrasebook {
    books: Vec<Book>,
}

impl Phrasebook {
    /// The phrasebooks compiled in.
    pub fn builtin() -> &'static Phrasebook {
        static BOOK: OnceLock<Phrasebook> = OnceLock::new();
        BOOK.get_or_init(|| {
            Phrasebook::from_sources(SOURCES.iter().copied())
                .unwrap_or_else(|e| panic!("the built-in phrasebooks do not read: {e:?}"))
        })
    }

    /// The phrasebooks of `sources`: (language code, file name for errors, Fluent text).
    /// English must be among them. `Err`: every file that does not read, with why.
    pub fn from_sources<'a>(
        sources: impl IntoIterator<Item = (&'a str, &'a str, &'a str)>,
    ) -> Result<Phrasebook, Vec<String>> {
        let mut books: Vec<Book> = Vec::new();
        let mut errors = Vec::new();
        for (code, file, text) in sources {
            let i = match books.iter().position(|b| b.code == code) {
                Some(i) => i,
                None => match Book::new(code) {
                    Ok(b) => {
                        books.push(b);
                        books.len() - 1
                    }
                    Err(e) => {
                        errors.push(format!("{file}: {e}"));
                        continue;
                    }
                },
            };
            if let Err(e) = books[i].add(file, text) {
                errors.extend(e);
            }
        }
        for (code, file, text) in DECLENSIONS.iter().copied() {
            let Some(b) = books.iter_mut().find(|b| b.code == code) else {
                continue;
            };
            match declension::Declension::read(text) {
                Ok(d) => b.declension = Some(std::sync::Arc::new(d)),
                Err(e) => errors.push(format!("{file}: {e}")),
            }
        }
        for b in &mut books {
            b.seal();
        }
        match books.iter().position(|b| b.code == ENGLISH) {
            Some(i) => books.swap(0, i),
            None => errors.push("no English phrasebook (templates/lang/en/)".into()),
        }
        if errors.is_empty() {
            Ok(Phrasebook { books })
        } else {
            Err(errors)
        }
    }

    /// The language codes there are phrasebooks for, English first.
    pub fn codes(&self) -> Vec<&str> {
        self.books.iter().map(|b| b.code.as_str()).collect()
    }

    /// The code of the language `word` names, any case: its code (`PL`), its own name
    /// (`polski`, message `language-name`), its English name (`Polish`,
    /// `language-in-english`) or a name any language's `language-names` lists for it
    /// (`angielski`, `po polsku`), if there is a phrasebook for it.
    pub fn find(&self, word: &str) -> Option<&str> {
        let word = word.trim();
        let named = |b: &Book, id: &str| {
            let s = Say {
                book: b,
                english: b,
            };
            s.has(id) && s.t(id).eq_ignore_ascii_case(word)
        };
        // `po polsku`, `in English`: the name is the last word.
        let last = fold(word.split_whitespace().last().unwrap_or_default());
        let called = |b: &Book| {
            self.books.iter().any(|other| {
                let s = Say {
                    book: other,
                    english: other,
                };
                s.t("language-names").lines().any(|line| {
                    line.split_once('=').is_some_and(|(code, names)| {
                        code.trim() == b.code && names.split_whitespace().any(|n| fold(n) == last)
                    })
                })
            })
        };
        self.books
            .iter()
            .find(|b| {
                b.code.eq_ignore_ascii_case(word)
                    || named(b, "language-name")
                    || named(b, "language-in-english")
                    || called(b)
            })
            .map(|b| b.code.as_str())
    }

    /// Writing in language `code`; English for a code there is no phrasebook for.
    pub fn say(&self, code: &str) -> Say<'_> {
        let english = &self.books[0];
        let book = self
            .books
            .iter()
            .find(|b| b.code.eq_ignore_ascii_case(code))
            .unwrap_or(english);
        Say { book, english }
    }

    /// What keeps the languages from being complete, one line each: a message English has
    /// that another language lacks, or one it has that English does not.
    pub fn gaps(&self) -> Vec<String> {
        let english = &self.books[0];
        let mut gaps = Vec::new();
        for b in &self.books[1..] {
            for id in &english.ids {
                if !b.ids.contains(id) {
                    gaps.push(format!("{}: no message {id} (English has it)", b.code));
                }
            }
            for id in &b.ids {
                if !english.ids.contains(id) {
                    gaps.push(format!("{}: message {id} is not in English", b.code));
                }
            }
        }
        gaps
    }

    /// Each command word of every language (folded: `LISTA`) and the languages that have
    /// it: `LISTA` -> `["pl"]`, `STATUS` -> `["en"]`.
    pub fn command_languages(&self) -> std::collections::HashMap<String, Vec<&str>> {
        let mut out: std::collections::HashMap<String, Vec<&str>> = Default::default();
        for b in &self.books {
            let s = Say {
                book: b,
                english: b,
            };
            for id in b.ids.iter().filter(|id| id.contains("command-")) {
                for w in s.t(id).split_whitespace() {
                    let langs = out.entry(fold(w)).or_default();
                    if !langs.contains(&b.code.as_str()) {
                        langs.push(&b.code);
                    }
                }
            }
        }
        out
    }

    /// Every message id of English.
    pub fn ids(&self) -> &[String] {
        &self.books[0].ids
    }
}

thread_local! {
    static SPEAKING: std::cell::Cell<&'static str> = const { std::cell::Cell::new(ENGLISH) };
}

/// While alive, this thread writes in one language ([`speak`]); dropping it restores the one
/// before.
#[must_use = "the language holds only while the guard lives"]
pub struct Speaking {
    before: &'static str,
}

impl Drop for Speaking {
    fn drop(&mut self) {
        SPEAKING.with(|s| s.set(self.before));
    }
}

/// Writes in language `code` on this thread until the guard drops: what the code that knows
/// a mail's reader says, so that every word written meanwhile ([`now`], the templates, the
/// dates) is in the reader's language and none leaks into the next mail.
pub fn speak(code: &'static str) -> Speaking {
    let before = SPEAKING.with(|s| s.replace(code));
    Speaking { before }
}

/// The code of the language this thread writes in now (English unless [`speak`] said).
pub fn speaking() -> &'static str {
    SPEAKING.with(|s| s.get())
}

/// The built-in phrasebook of the language this thread writes in now.
pub fn now() -> Say<'static> {
    Phrasebook::builtin().say(speaking())
}

/// `word` as the command tables compare it: upper-case, without diacritics (`dołącz`,
/// `DOLACZ` and `Dołącz` are one word), so that a player without a Polish keyboard is read.
pub fn fold(word: &str) -> String {
    deunicode::deunicode(word).to_uppercase()
}

impl Phrasebook {
    /// The command words of every language, folded ([`fold`]), each with the English command
    /// word it stands for: from the messages `command-<word>` (robomod's) and
    /// `<kind>-command-<word>` (a game's), whose value lists the language's words for it,
    /// separated by spaces (`command-help = POMOC`). English's are its own words.
    pub fn command_words(&self) -> std::collections::HashMap<String, String> {
        self.words_of("command-")
    }

    /// The words of every language for the settings and values commands take (`MIEJSCA`,
    /// `CODZIENNIE`), from the messages `option-<word>`, as [`Phrasebook::command_words`]:
    /// folded word -> the English one. Not command words: a line starting with one is no
    /// command.
    pub fn option_words(&self) -> std::collections::HashMap<String, String> {
        self.words_of("option-")
    }

    /// The words for units of time people write after a number (`3 days`, `2 tygodnie`), in
    /// every language, folded, each to its unit letter as [`crate::duration`] reads it
    /// (`DAYS` -> `D`): the phrasebooks' `unit-*` messages.
    pub fn unit_words(&self) -> std::collections::HashMap<String, String> {
        self.words_of("unit-")
    }

    fn words_of(&self, prefix: &str) -> std::collections::HashMap<String, String> {
        let mut out = std::collections::HashMap::new();
        for b in &self.books {
            let say = Say {
                book: b,
                english: b,
            };
            for id in &b.ids {
                let Some((_, word)) = id.split_once(prefix) else {
                    continue;
                };
                let english = word.to_ascii_uppercase();
                for alias in say.t(id).split_whitespace() {
                    out.entry(fold(alias)).or_insert_with(|| english.clone());
                }
            }
        }
        out
    }
}

/// Writing in one language: a message by id, with its arguments.
#[derive(Clone, Copy)]
pub struct Say<'a> {
    book: &'a Book,
    english: &'a Book,
}

impl std::fmt::Debug for Say<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Say({})", self.book.code)
    }
}

impl Say<'static> {
    /// The built-in English: for tests, tools and anything with no reader to ask.
    pub fn english() -> Say<'static> {
        Phrasebook::builtin().say(ENGLISH)
    }

    /// The built-in phrasebook of language `code` (English if there is none).
    pub fn builtin(code: &str) -> Say<'static> {
        Phrasebook::builtin().say(code)
    }
}

/// `say!(s, "id")` or `say!(s, "id", n = 3, name = who)`: message `id` in `s`'s language.
#[macro_export]
macro_rules! say {
    ($s:expr, $id:expr) => { $s.t($id) };
    ($s:expr, $id:expr, $($k:ident = $v:expr),+ $(,)?) => {
        $s.args($id, &[$((stringify!($k), $crate::lang::Arg::from($v))),+])
    };
}

#[cfg(test)]
mod tests;

//! What a [`Say`] answers: a message in its language, with its arguments, names in their
//! cases, command words and dates as the language writes them.

use super::*;

impl<'a> Say<'a> {
    /// The language's code: `en`, `pl`.
    pub fn code(&self) -> &'a str {
        &self.book.code
    }

    /// Message `id` with no arguments.
    pub fn t(&self, id: &str) -> String {
        self.args(id, &[])
    }

    /// Message `id` with `args`. A message this language lacks is taken from English; one
    /// English lacks too comes out as `[id]`, which the phrasebook tests never let ship.
    pub fn args(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let (book, msg) = match self.book.bundle.get_message(id) {
            Some(m) => (self.book, m),
            None => match self.english.bundle.get_message(id) {
                Some(m) => (self.english, m),
                None => return format!("[{id}]"),
            },
        };
        let Some(pattern) = msg.value() else {
            return format!("[{id}]");
        };
        let mut fargs = FluentArgs::with_capacity(args.len());
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        book.bundle
            .format_pattern(pattern, Some(&fargs), &mut errors)
            .into_owned()
    }

    /// Every form this language's phrasebook lists for `value` in a case (`Czerwony`:
    /// `Czerwonego`, `Czerwonemu`...), for reading a name as people decline it.
    pub fn forms(&self, value: &str) -> Vec<String> {
        let mut forms = self.book.cases.forms(value);
        // A person's name in every case the language's rules decline it to (`Bartkowi`).
        if let Some(d) = &self.book.declension {
            forms.extend(d.all_forms(value));
        }
        forms
    }

    /// The locale dates are written in (weekday and month names): the message `date-locale`
    /// (`pl_PL`), English's if it names none chrono knows.
    pub fn date_locale(&self) -> chrono::Locale {
        chrono::Locale::try_from(self.t("date-locale").as_str()).unwrap_or(chrono::Locale::en_US)
    }

    /// How this language writes the English command word `english` (`HELP`: `POMOC`): the
    /// first word of its message `command-<word>`, or `english` itself.
    pub fn command_word(&self, english: &str) -> String {
        let Some(id) = self.command_id(english) else {
            return english.to_string();
        };
        let words = self.t(&id);
        words
            .split_whitespace()
            .next()
            .map_or_else(|| english.to_string(), str::to_string)
    }

    /// How this language writes the English setting or value `english` (`SEATS`: `MIEJSCA`,
    /// `DAILY`: `CODZIENNIE`): the first word of its message `option-<word>`, or `english`.
    pub fn option_word(&self, english: &str) -> String {
        let id = format!("option-{}", english.to_ascii_lowercase());
        if !self.has(&id) {
            return english.to_string();
        }
        self.t(&id)
            .split_whitespace()
            .next()
            .map_or_else(|| english.to_string(), str::to_string)
    }

    /// The message listing the words for the English command word `english`: robomod's own
    /// (`command-help`), else a game's (`rambots-command-goals`).
    fn command_id(&self, english: &str) -> Option<String> {
        let suffix = format!("command-{}", english.to_ascii_lowercase());
        if self.has(&suffix) {
            return Some(suffix);
        }
        let game = format!("-{suffix}");
        self.english
            .ids
            .iter()
            .find(|id| id.ends_with(&game))
            .cloned()
    }

    /// `line`, a command as robomod quotes it in English (`HELP RULES`, `WAIT OFF`,
    /// `JOIN 12 AS Ann`), with its leading command words in this language's (`POMOC
    /// ZASADY`): the words up to the first that is no command word (numbers pass).
    pub fn command_line(&self, line: &str) -> String {
        if let Some(said) = self.order_line(line) {
            return said;
        }
        let mut out = Vec::new();
        let mut translating = true;
        for word in line.split(' ') {
            let number = !word.is_empty() && word.chars().all(|c| c.is_ascii_digit());
            // A command word in capitals, or after one in any case (`SET pictures`), written
            // in the case it came in.
            let upper = word.to_ascii_uppercase();
            let shouted = word.chars().all(|c| c.is_ascii_uppercase());
            let command = word.len() > 1
                && word.chars().all(|c| c.is_ascii_alphabetic())
                && (shouted || !out.is_empty())
                && self.command_id(&upper).is_some();
            if translating && command {
                let said = self.command_word(&upper);
                out.push(if shouted { said } else { said.to_lowercase() });
            } else if let Some(said) = translating.then(|| self.setting_word(word)).flatten() {
                out.push(said);
            } else {
                translating &= number;
                out.push(word.to_string());
            }
        }
        out.join(" ")
    }

    /// How this language writes `word` when it follows command words: a game's kind as robomod
    /// quotes it (a kind has the message `<kind>-case-name`; `race`: `wyścig`, the first of
    /// its message `<kind>-names` in small letters, else the kind itself) or a setting in
    /// capitals (`SEATS`: `MIEJSCA`, see [`Self::option_word`]).
    fn setting_word(&self, word: &str) -> Option<String> {
        let kind = word.len() > 1 && word.chars().all(|c| c.is_ascii_lowercase());
        if kind && self.has(&format!("{word}-case-name")) {
            let names = format!("{word}-names");
            if !self.has(&names) {
                return Some(word.to_string());
            }
            let said = self.t(&names);
            return said.split_whitespace().next().map(str::to_lowercase);
        }
        let shouted = word.len() > 1 && word.chars().all(|c| c.is_ascii_uppercase());
        let id = format!("option-{}", word.to_ascii_lowercase());
        (shouted && self.has(&id)).then(|| self.option_word(word))
    }

    /// `line` when it starts with a game's order of two words as documented (`POWER DOWN`),
    /// with those words as this language writes the order for its reader to read back
    /// (`WYŁĄCZAM SIĘ`): the game's message `<kind>-order-power-down`.
    fn order_line(&self, line: &str) -> Option<String> {
        let words: Vec<&str> = line.split(' ').collect();
        let (head, rest) = (words.get(..2)?, &words[2..]);
        if !head
            .iter()
            .all(|w| w.chars().all(|c| c.is_ascii_uppercase()))
        {
            return None;
        }
        let suffix = format!("-order-{}", head.join("-").to_ascii_lowercase());
        let id = self.english.ids.iter().find(|id| id.ends_with(&suffix))?;
        let said = self.t(id);
        Some(
            std::iter::once(said.as_str())
                .chain(rest.iter().copied())
                .collect::<Vec<_>>()
                .join(" "),
        )
    }

    /// Whether this language (or English) has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.book.bundle.has_message(id) || self.english.bundle.has_message(id)
    }
}

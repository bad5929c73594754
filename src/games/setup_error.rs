//! A game that could not be set up, in words any reader can be given: a message of the
//! game's phrasebook and its arguments, English for the operator, the reader's language in a
//! mail (OPEN by mail).

/// A game could not be set up (bad settings, wrong number of players). What a person reads
/// is a message of the game's phrasebook with its arguments ([`SetupError::said`]), said in
/// the reader's language ([`SetupError::in_words`]: a player opening a game by mail); shown
/// as it stands, it is English (the operator's CLI, the logs). A text for the operator alone
/// (a position file's) is [`SetupError::plain`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text}")]
pub struct SetupError {
    said: Option<(&'static str, Vec<(&'static str, SetupArg)>)>,
    text: String,
}

/// An argument of a [`SetupError`]'s message: a number (so that its plural form is chosen)
/// or a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupArg {
    Number(i64),
    Text(String),
}

impl From<usize> for SetupArg {
    fn from(n: usize) -> Self {
        SetupArg::Number(n as i64)
    }
}

impl From<String> for SetupArg {
    fn from(t: String) -> Self {
        SetupArg::Text(t)
    }
}

impl SetupError {
    /// Message `id` of the game's phrasebook with `args`.
    pub fn said(id: &'static str, args: Vec<(&'static str, SetupArg)>) -> Self {
        let mut e = SetupError {
            said: Some((id, args)),
            text: String::new(),
        };
        e.text = e.in_words(crate::lang::Say::english());
        e
    }

    /// A text that has no words in the phrasebooks (for the operator alone).
    pub fn plain(text: impl Into<String>) -> Self {
        SetupError {
            said: None,
            text: text.into(),
        }
    }

    /// The error in `say`'s language (English for a plain text).
    pub fn in_words(&self, say: crate::lang::Say<'_>) -> String {
        let Some((id, args)) = &self.said else {
            return self.text.clone();
        };
        let args: Vec<(&str, crate::lang::Arg<'_>)> = args
            .iter()
            .map(|(k, v)| {
                let v = match v {
                    SetupArg::Number(n) => crate::lang::Arg::from(*n),
                    SetupArg::Text(t) => crate::lang::Arg::from(t.as_str()),
                };
                (*k, v)
            })
            .collect();
        say.args(id, &args)
    }
}

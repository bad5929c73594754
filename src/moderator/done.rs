//! What an admin action did, for the CLI to print: one shape for every action.

/// What an admin action did, for the CLI to print.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Done {
    /// One line, past tense: `paused game 3`.
    pub what: String,
    /// Mails queued by the action.
    pub mails: usize,
    pub rounds_run: u32,
}

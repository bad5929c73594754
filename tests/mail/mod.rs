//! The mail layer: reading player mails (a corpus with golden results), sending (transports,
//! composition, the flusher), inbound adapters (Maildir, IMAP against real servers), the config.

mod check;
mod compose;
mod config;
mod corpus;
mod edits_on_file;
mod flush;
mod hostile;
mod in_words;
mod in_words_blind;
mod in_words_twentieth;
mod in_words_twenty_fifth;
mod in_words_twenty_first;
mod in_words_twenty_fourth;
mod in_words_twenty_second;
mod in_words_twenty_third;
mod maildir;
mod outbox;
mod polish_commands;
mod read;
mod servers;
mod sink;
mod transport;
mod vocabulary;

use robomod::identity::MailIdentity;

/// The identity every mail test uses: `robomod@example.test`, `+`, `[robomod ...]`.
pub fn identity() -> MailIdentity {
    MailIdentity::default()
}

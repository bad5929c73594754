//! The mail layer: everything between robomod's moderator core and the outside world of mail.
//!
//! - [`read`]: one pure function, [`read_mail`], turns raw bytes into an
//!   [`InboundMail`](crate::inbound::InboundMail) (sender, tag, commands, loop detection).
//!   Its helpers: [`html`] (block-aware HTML to text), [`text`] (the sender's own lines, without
//!   quotes and signatures), [`blocks`] (lines to commands: lists, press, bare orders),
//!   [`commands`] (the grammar of one line), [`shapes`] (instructions or prose), [`loops`]
//!   (RFC 3834). [`cancel`]: a reading the daemon's budget calls off.
//! - [`compose`]: an [`OutgoingMail`](crate::outgoing::OutgoingMail) to a lettre message.
//! - [`transport`]: the [`Transport`](transport::Transport) trait and its file, sendmail, SMTP
//!   and recording implementations; [`smtp`]: SMTP over parallel `TCP_NODELAY` connections;
//!   [`flush`]: the outbox flusher with backoff.
//! - [`setup`]: the inbox and the transport a config names.
//! - [`inbox`]: the inbound adapter trait; [`maildir`] and [`imap`] implement it. Adapters only
//!   yield bytes and mark mails handled; they never interpret a mail. [`deliver`]: one mail
//!   from the MTA's pipe stored durably into the Maildir (`robomod deliver`). [`watch`]: inotify
//!   on a Maildir's `new/`; [`idle`]: IMAP IDLE on a connection of its own (what
//!   [`Inbox::watch`] starts).

pub mod blocks;
pub mod cancel;
pub mod commands;
pub mod compose;
pub mod course;
pub mod deliver;
mod filler;
pub mod flush;
pub mod html;
pub mod imap;
pub mod inbox;
pub mod lobby;
pub mod loops;
pub mod maildir;
pub mod master;
pub mod read;
mod reader;
pub mod setup;
pub mod shapes;
pub mod smtp;
pub mod text;
pub mod tls;
pub mod translate;
pub mod transport;
pub mod watch;
pub mod written_in;

/// robomod's own address and tag format ([`crate::identity`]), which reading a mail needs.
pub use crate::identity::MailIdentity;
pub use flush::{FlushReport, OutboxQueue, Outcome, QueuedMail, flush};
pub use inbox::{FetchedMail, Inbox, InboxError, MailHandle, Wake, Watch};
pub use read::{read_head, read_mail, read_mail_in};
pub use transport::{SendError, Transport};

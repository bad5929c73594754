//! The inbox and the transport a config names: the builders over their implementations, so
//! that the traits' files ([`super::inbox`], [`super::transport`]) name none of them.

use super::imap::ImapInbox;
use super::inbox::{Inbox, InboxError};
use super::maildir::MaildirInbox;
use super::smtp::SmtpTransport;
use super::transport::{FileTransport, SendmailTransport, SmtpSetupError, Transport};
use crate::clock::Clock;
use crate::config::{Config, ConfigError, InboundKind, OutboundKind};
use std::sync::Arc;

/// The inbox the config asks for: the Maildir under `data_dir` (created when missing), or IMAP
/// with the password from the environment variable the config names. IMAP connects lazily.
pub fn inbox(config: &Config) -> Result<Box<dyn Inbox>, InboxError> {
    Ok(match config.inbound.kind {
        InboundKind::Maildir => Box::new(
            MaildirInbox::open(config.maildir_path())?
                .with_quarantine(&config.inbound.maildir.quarantine)
                .with_max_bytes(config.inbound.max_mail_bytes),
        ),
        InboundKind::Imap => {
            let imap = config.inbound.imap.as_ref().ok_or(ConfigError::Invalid {
                key: "inbound.imap",
                problem: "inbound.kind is \"imap\" but there is no [inbound.imap] table".into(),
                fix: "add one with host, user and password_env (see config.example.toml)".into(),
            })?;
            Box::new(ImapInbox::new(imap)?.with_max_bytes(config.inbound.max_mail_bytes))
        }
    })
}

/// The transport the config asks for: file (under `data_dir`), sendmail or SMTP.
pub fn transport(
    config: &Config,
    clock: Arc<dyn Clock>,
) -> Result<Box<dyn Transport>, SmtpSetupError> {
    Ok(match config.outbound.kind {
        OutboundKind::File => Box::new(FileTransport::new(config.outgoing_path(), clock)),
        OutboundKind::Sendmail => Box::new(SendmailTransport::new(
            config.outbound.sendmail.command.clone(),
            clock,
        )),
        OutboundKind::Smtp => {
            let smtp = config.outbound.smtp.as_ref().ok_or(ConfigError::Invalid {
                key: "outbound.smtp",
                problem: "outbound.kind is \"smtp\" but there is no [outbound.smtp] table".into(),
                fix: "add one with at least host (see config.example.toml)".into(),
            })?;
            Box::new(SmtpTransport::new(smtp, clock)?)
        }
    })
}

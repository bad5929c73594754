//! `robomod deliver [--config FILE]`: one mail on standard input stored durably into the
//! Maildir the daemon reads (for an MTA's pipe: Postfix's `pipe` transport, a `.forward`,
//! procmail). Exit 0 once the mail is on disk; 75 (`EX_TEMPFAIL`) when it cannot be stored,
//! nothing stored, so that the MTA keeps it and tries again; the reason goes to stderr, which
//! the MTA shows in its log. A config robomod cannot use is a reason to try later too: the mail
//! waits in the MTA's queue while the operator mends it. Silent on success.

use super::{CmdResult, Failure};
use crate::config::{Config, InboundKind};
use crate::mail::deliver::{DeliverError, deliver};
use anyhow::anyhow;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct DeliverArgs {
    /// The config file; default: robomod.toml when present, else the built-in defaults
    /// (the Maildir robomod-data/maildir).
    #[arg(long, value_name = "FILE", env = "ROBOMOD_CONFIG")]
    pub config: Option<PathBuf>,
}

pub fn run(args: DeliverArgs) -> CmdResult {
    let config = Config::find(args.config.as_deref())
        .map_err(|e| Failure::TryLater(anyhow!("{e} (the mail stays with the mail server)")))?;
    if config.inbound.kind != InboundKind::Maildir {
        return Err(Failure::TryLater(anyhow!(
            "inbound.kind is not \"maildir\": robomod reads its mail over IMAP, so a mail \
             piped to robomod deliver would never be read; deliver to the IMAP mailbox \
             instead, or set inbound.kind = \"maildir\" (the mail stays with the mail server)"
        )));
    }
    match deliver(&config.maildir_path(), &mut std::io::stdin().lock()) {
        Ok(_) => Ok(()),
        Err(e @ DeliverError::Empty) => Err(Failure::Input(e.into())),
        Err(e) => Err(Failure::TryLater(e.into())),
    }
}

//! `robomod mail check FILE.eml [--game ID] [--config FILE]`: what robomod understands from a
//! mail (sender, tag, commands, whether it would answer), without changing anything. For
//! operators and for players' puzzled questions.
//!
//! `--game` will check the tag's key and the sender against that game's players once the game
//! store is in; for now it is accepted and the check is reported as not done.

use super::{CmdResult, Failure};
use crate::config::Config;
use crate::inbound::{InboundMail, NoReplyReason, PlayerCommand};
use crate::mail::read_mail;
use anyhow::Context as _;
use clap::{Args, Subcommand};
use std::fmt::Write as _;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct MailArgs {
    #[command(subcommand)]
    pub command: MailCommand,
}

#[derive(Subcommand, Debug)]
pub enum MailCommand {
    /// Print what robomod understands from a mail, changing nothing.
    Check {
        /// The mail, as a raw .eml file.
        file: PathBuf,
        /// The game to authenticate against (not yet available).
        #[arg(long)]
        game: Option<i64>,
        /// The config file (robomod's address and tag word); the defaults without it.
        #[arg(long)]
        config: Option<PathBuf>,
    },
}

pub fn run(args: MailArgs) -> CmdResult {
    match args.command {
        MailCommand::Check { file, game, config } => {
            let config = match config {
                Some(path) => Config::load(&path).map_err(Failure::input)?,
                None => Config::default(),
            };
            let raw = std::fs::read(&file)
                .with_context(|| format!("cannot read {}", file.display()))
                .map_err(Failure::Input)?;
            let mail = read_mail(&raw, &config.identity());
            print!("{}", describe(&mail));
            if let Some(g) = game {
                println!(
                    "Game:       {g}, not checked: authenticating against a game needs the \
                     game store, which this build does not have yet"
                );
            }
            Ok(())
        }
    }
}

/// The reading of a mail as text a person can follow.
pub fn describe(mail: &InboundMail) -> String {
    let mut s = String::new();
    let from = match &mail.from_name {
        Some(n) => format!("{n} <{}>", mail.from),
        None if mail.from.is_empty() => "(none)".into(),
        None => mail.from.clone(),
    };
    let _ = writeln!(s, "From:       {from}");
    let _ = writeln!(s, "Subject:    {}", mail.subject);
    let _ = writeln!(
        s,
        "Message-ID: {}",
        mail.message_id
            .as_deref()
            .map_or("(none: known by its content hash)".into(), |m| format!(
                "<{m}>"
            ))
    );
    let _ = writeln!(s, "SHA-256:    {}", mail.content_hash);
    let _ = writeln!(
        s,
        "Tag:        {}",
        mail.tag.as_ref().map_or(
            "none (neither [robomod gN kKEY] in the subject nor a plus-address)".into(),
            |t| format!("game {}, key {}", t.game, t.key)
        )
    );
    let answer = match &mail.no_reply {
        None => "yes".to_string(),
        Some(r) => format!("no, {}", no_reply_text(r)),
    };
    let _ = writeln!(s, "Answered:   {answer}");
    if mail.commands.is_empty() {
        let _ = writeln!(s, "Commands:   none found");
    } else {
        let _ = writeln!(s, "Commands:");
        for c in &mail.commands {
            let _ = writeln!(s, "  {}", command_text(c));
        }
    }
    s
}

fn no_reply_text(r: &NoReplyReason) -> String {
    match r {
        NoReplyReason::AutoSubmitted => "it is automatic (Auto-Submitted)".into(),
        NoReplyReason::Precedence => "it is bulk or list mail (Precedence)".into(),
        NoReplyReason::MailingList => "it comes from a mailing list (List-Id)".into(),
        NoReplyReason::AutoReply => "it is an auto-reply (X-Autoreply)".into(),
        NoReplyReason::Bounce {
            original_to: Some(a),
        } => format!("it is a bounce: mail to {a} could not be delivered"),
        NoReplyReason::Bounce { original_to: None } => {
            "it is a bounce (the failed address is not in it)".into()
        }
        NoReplyReason::SystemSender => "it is from a mail system or from robomod itself".into(),
    }
}

fn command_text(c: &PlayerCommand) -> String {
    match c {
        PlayerCommand::Orders { keyword, text } if text.is_empty() => keyword.clone(),
        PlayerCommand::Orders { keyword, text } => format!("{keyword} {text}"),
        PlayerCommand::Status => "STATUS".into(),
        PlayerCommand::Help => "HELP".into(),
        PlayerCommand::Resign => "RESIGN".into(),
        PlayerCommand::Unknown { line } => format!("not a command: {line:?}"),
    }
}

//! `robomod mail check FILE.eml [--game ID] [--config FILE] [--db PATH]`: what robomod
//! understands from a mail (sender, tag, commands, whether it would answer), without changing
//! anything. For operators and for players' puzzled questions.
//!
//! `robomod mail outbox [--dead | --all] [--game ID]` lists the outbox (by default what is not
//! sent yet: queued and dead mail); `robomod mail retry ID` puts a dead mail back in the queue
//! ([`Moderator::outbox`], [`Outbox::retry_mail`]).
//!
//! With `--game`, or when the mail carries a tag, it also says whether the mail would
//! authenticate and shows the reply robomod would send, command by command: the moderator's own
//! code runs in a database transaction that is rolled back ([`Intake::check_mail`]).

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use crate::inbound::InboundMail;
use crate::mail::read_mail;
use crate::moderator::{MailOutcome, ModError, Moderator};
use crate::store::games::player_by_key;
use crate::store::mail::{OutboxRow, OutboxShow};
use anyhow::Context as _;
use clap::{Args, Subcommand};
use std::fmt::Write as _;
use std::path::PathBuf;

mod describe;
pub use describe::describe;
use describe::{command_text, no_reply_text};

/// What `mail check` found for one game: authentication, what robomod would do, what it
/// would send.
#[derive(serde::Serialize)]
struct DryRun {
    game: i64,
    authentic: bool,
    authentication: String,
    would_do: String,
    replies: Vec<crate::outgoing::OutgoingMail>,
}

/// Whether `mail` would authenticate for game `game`, and what robomod would do and send.
fn dry_run(m: &Moderator, game: i64, raw: &[u8], mail: &InboundMail) -> Result<DryRun, ModError> {
    let (authentic, authentication) = authentication(m, game, mail)?;
    let (outcome, queued) = m.intake().check_mail(raw, mail)?;
    let would_do = match &outcome {
        MailOutcome::Duplicate => {
            "nothing: this mail was handled before (same Message-ID or content)".to_string()
        }
        MailOutcome::Ignored { reason } => format!(
            "record it, neither answer nor act on it: {}",
            no_reply_text(reason)
        ),
        MailOutcome::Replied {
            kind, rounds_run, ..
        } => format!(
            "answer it (a mail of kind {}){}",
            kind.as_str().replace('_', " "),
            rounds(*rounds_run)
        ),
        MailOutcome::RateLimited { rounds_run, .. } => format!(
            "act on it but not answer (the sender's rate limit){}",
            rounds(*rounds_run)
        ),
    };
    Ok(DryRun {
        game,
        authentic,
        authentication,
        would_do,
        replies: queued,
    })
}

impl DryRun {
    fn text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "Game:       {}", self.game);
        let _ = writeln!(s, "Authentic:  {}", self.authentication);
        let _ = writeln!(s, "Would do:   {}", self.would_do);
        let _ = writeln!(s, "(nothing was changed: this was a dry run)");
        for q in &self.replies {
            let _ = writeln!(
                s,
                "\n--- would send: {} to {}\nSubject: {}\n\n{}",
                q.kind.as_str(),
                q.to,
                q.subject,
                q.body.trim_end()
            );
        }
        s
    }
}

fn rounds(n: u32) -> String {
    match n {
        0 => String::new(),
        1 => ", and run the round (the last orders are in)".into(),
        n => format!(", and run {n} rounds"),
    }
}

/// Whether a mail authenticates for `game`, and why: the tag's game and key must name a
/// player, and the mail must come from that player's address.
fn authentication(
    m: &Moderator,
    game: i64,
    mail: &InboundMail,
) -> Result<(bool, String), ModError> {
    let Some(tag) = &mail.tag else {
        return Ok((
            false,
            "no: the mail carries no tag, so robomod would refuse it".into(),
        ));
    };
    if tag.game != game {
        let why = format!("no: the tag names game {}, not game {game}", tag.game);
        return Ok((false, why));
    }
    let player = m.with_connection(|c| player_by_key(c, game, &tag.key))?;
    Ok(match player {
        None => (
            false,
            format!("no: no player of game {game} has the key {}", tag.key),
        ),
        Some(p) if !p.address.eq_ignore_ascii_case(mail.from.trim()) => (
            false,
            format!(
                "no: the key is {}'s, but the mail is from {}, not {}",
                p.name, mail.from, p.address
            ),
        ),
        Some(p) => (
            true,
            format!("yes, from {} <{}> (seat {})", p.name, p.address, p.seat),
        ),
    })
}

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
        /// The game to check the mail against (default: the game in the mail's tag).
        #[arg(long)]
        game: Option<i64>,
        /// One JSON object instead: what was read (sender, tag, commands, whether robomod
        /// answers) and, for a game, the authentication, what robomod would do and every mail
        /// it would send; for operators' scripts.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// List the outbox: the mails not sent yet (queued, or dead: given up).
    Outbox {
        /// Only the dead mails (refused for good, or out of attempts).
        #[arg(long, conflicts_with = "all")]
        dead: bool,
        /// Every mail, sent ones too.
        #[arg(long)]
        all: bool,
        /// Only the mails of this game.
        #[arg(long)]
        game: Option<i64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Put a dead mail back in the queue: the next pass of `robomod serve` sends it.
    Retry {
        /// The mail's id (see `robomod mail outbox --dead`).
        id: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// Send queued mail now instead of after its backoff (held mail too): the running daemon
    /// sends it at once. Without ID, every mail waiting.
    Flush {
        /// The mail's id (see `robomod mail outbox`); default: all.
        id: Option<i64>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Hold queued mail: not sent until `robomod mail flush` (or deleted).
    Hold {
        /// The mail's id (see `robomod mail outbox`).
        #[arg(required_unless_present = "all", conflicts_with = "all")]
        id: Option<i64>,
        /// Every mail queued now.
        #[arg(long)]
        all: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Delete a mail not sent (queued, held or dead): it is never sent; the audit keeps its
    /// recipient, kind and subject.
    Delete {
        /// The mail's id (see `robomod mail outbox`).
        id: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// List mails whose handling failed and that have not been handled since, quarantined
    /// ones included (the daemon quarantines a mail after inbound.max_attempts failures).
    Failures {
        #[command(flatten)]
        db: DbArg,
    },
}

pub fn run(args: MailArgs) -> CmdResult {
    match args.command {
        MailCommand::Failures { db } => {
            let m = db.reader()?;
            let rows = m.intake().failed_mails().map_err(failure)?;
            // Subjects carry players' keys in their tags: never print them.
            print!("{}", m.config().identity.redact_keys(&failures_text(&rows)));
            Ok(())
        }
        MailCommand::Check {
            file,
            game,
            json,
            db,
        } => check(&file, game, json, &db),
        MailCommand::Outbox {
            dead,
            all,
            game,
            db,
        } => {
            let show = match (dead, all) {
                (true, _) => OutboxShow::Dead,
                (false, true) => OutboxShow::All,
                (false, false) => OutboxShow::Unsent,
            };
            let rows = db.reader()?.outbox().list(show, game).map_err(failure)?;
            print!("{}", outbox_table(&rows));
            Ok(())
        }
        MailCommand::Flush { id, db } => flush(id, &db),
        MailCommand::Hold { id, all: _, db } => {
            let n = db.moderator()?.outbox().hold_mail(id).map_err(failure)?;
            println!(
                "{n} mail(s) held: `robomod mail flush` sends them, `mail delete ID` drops one"
            );
            Ok(())
        }
        MailCommand::Delete { id, db } => {
            let row = db.moderator()?.outbox().delete_mail(id).map_err(failure)?;
            println!(
                "mail {id} ({}) to {} deleted: it will not be sent",
                row.mail.kind.as_str(),
                row.mail.to
            );
            Ok(())
        }
        MailCommand::Retry { id, db } => {
            let row = db.moderator()?.outbox().retry_mail(id).map_err(failure)?;
            println!(
                "mail {id} ({}) to {} is queued again: the next pass of `robomod serve` sends it",
                row.mail.kind.as_str(),
                row.mail.to
            );
            Ok(())
        }
    }
}

/// `robomod mail check`: what robomod reads in the mail `file` and, for a game (`game`, else
/// the mail's tag), what it would do with it, as text or as JSON.
fn check(file: &std::path::Path, game: Option<i64>, json: bool, db: &DbArg) -> CmdResult {
    let config = db.load_config()?;
    let raw = std::fs::read(file)
        .with_context(|| format!("cannot read {}", file.display()))
        .map_err(Failure::Input)?;
    let mail = read_mail(&raw, &config.identity());
    let target = game.or(mail.tag.as_ref().map(|t| t.game));
    // The game's part: its dry run, or why it could not be checked.
    let checked: Option<Result<DryRun, String>> = match target {
        None => None,
        Some(g) => {
            let path = db.path()?;
            if !path.exists() {
                Some(Err(format!("there is no database at {}", path.display())))
            } else {
                let m = db.moderator()?;
                match m.admin().game_view(g) {
                    Err(e) => Some(Err(e.to_string())),
                    Ok(_) => Some(Ok(dry_run(&m, g, &raw, &mail).map_err(failure)?)),
                }
            }
        }
    };
    if json {
        let commands: Vec<String> = mail.commands.iter().map(command_text).collect();
        let game_part = match &checked {
            None => serde_json::Value::Null,
            Some(Ok(d)) => serde_json::to_value(d).context("JSON")?,
            Some(Err(e)) => serde_json::json!({ "game": target, "not_checked": e }),
        };
        let out = serde_json::json!({
            "from": mail.from,
            "from_name": mail.from_name,
            "subject": mail.subject,
            "message_id": mail.message_id,
            "sha256": mail.content_hash,
            "tag": mail.tag.as_ref().map(|t| serde_json::json!({"game": t.game, "key": t.key})),
            "answered": mail.no_reply.is_none(),
            "no_reply": mail.no_reply.as_ref().map(no_reply_text),
            "commands": commands,
            "check": game_part,
        });
        println!("{}", serde_json::to_string_pretty(&out).context("JSON")?);
        return Ok(());
    }
    print!("{}", describe(&mail));
    match (checked, target) {
        (Some(Ok(d)), _) => print!("{}", d.text()),
        (Some(Err(e)), Some(g)) => println!("Game:       {g}, not checked: {e}"),
        _ => {}
    }
    Ok(())
}

/// `robomod mail flush`: mails held or waiting (`id`, or all) due now, and who sends them.
fn flush(id: Option<i64>, db: &DbArg) -> CmdResult {
    let n = db.moderator()?.outbox().flush_mail(id).map_err(failure)?;
    // Seen on a walk of the install: the words promised a daemon that was not there.
    match crate::daemon::lock::probe(&db.path()?) {
        Ok(crate::daemon::lock::Holder::Serving(_)) => {
            println!("{n} mail(s) due now: the running `robomod serve` sends them at once")
        }
        _ => println!(
            "{n} mail(s) due now; no `robomod serve` runs on this database: they leave \
             when it starts (or run `robomod serve --once`)"
        ),
    }
    Ok(())
}

/// The outbox rows as a table of at most 72 columns: one line per mail, its last error on the
/// line below, then a count.
pub fn outbox_table(rows: &[OutboxRow]) -> String {
    let mut s = String::new();
    if rows.is_empty() {
        s.push_str("no mail to show\n");
        return s;
    }
    let _ = writeln!(s, "   ID  STATE   ATTEMPTS  GAME  KIND           RECIPIENT");
    for r in rows {
        let game = r.ctx.game.map_or("-".into(), |g| g.to_string());
        let line = format!(
            "{:>5}  {:<6}  {:>8}  {:>4}  {:<13}  {}",
            r.id.0,
            r.state,
            r.attempts,
            game,
            r.mail.kind.as_str(),
            r.mail.to
        );
        let _ = writeln!(s, "{}", clip(&line));
        if let Some(e) = &r.last_error {
            let _ = writeln!(s, "{}", clip(&format!("       {e}")));
        }
    }
    let count = |state: &str| rows.iter().filter(|r| r.state == state).count();
    let _ = writeln!(
        s,
        "{} mail(s): {} queued, {} dead, {} sent",
        rows.len(),
        count("queued"),
        count("dead"),
        count("sent")
    );
    if count("dead") > 0 {
        let _ = writeln!(
            s,
            "`robomod mail retry ID` puts a dead mail back in the queue."
        );
    }
    s
}

/// `line` cut to 72 columns, ending in `...` when cut.
fn clip(line: &str) -> String {
    const WIDTH: usize = 72;
    let line = line.replace(['\n', '\r'], " ");
    if line.chars().count() <= WIDTH {
        return line;
    }
    let mut cut: String = line.chars().take(WIDTH - 3).collect();
    cut.push_str("...");
    cut
}

/// The failed mails as text an operator can act on.
fn failures_text(rows: &[crate::store::failures::FailureRow]) -> String {
    if rows.is_empty() {
        return "No failed mail.\n".into();
    }
    let when = |t: chrono::DateTime<chrono::Utc>| t.format("%Y-%m-%d %H:%M UTC").to_string();
    let mut out = String::new();
    for r in rows {
        let subject: String = r.subject.chars().take(60).collect();
        out.push_str(&format!("{}\n  from {} \"{subject}\"\n", r.dedup, r.from));
        out.push_str(&format!(
            "  {} failed attempt(s), first {}, last {}\n",
            r.attempts,
            when(r.first_at),
            when(r.last_at)
        ));
        match r.quarantined_at {
            Some(t) => out.push_str(&format!(
                "  quarantined {}: move it back into the inbox to try again\n",
                when(t)
            )),
            None => out.push_str("  still in the inbox: tried again on each pass\n"),
        }
        out.push_str(&format!("  last error: {}\n", r.last_error));
    }
    out
}

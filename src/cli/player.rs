//! `robomod player replace ID SEAT ADDRESS`: give a seat to someone else;
//! `robomod player compensate ID SEAT [+N]`: grant what the game gives as compensation;
//! `robomod player absent ID SEAT FIRST LAST` (or `--cancel`): record an absence.

use super::CmdResult;
use super::db::{DbArg, failure};
use clap::{Args, Subcommand};

#[derive(Subcommand, Debug)]
pub enum PlayerCmd {
    /// Give a seat to a new player: same robot, pool and goals; new address and key.
    Replace(ReplaceArgs),
    /// Grant a player what their game gives as compensation for a mistake or an outage (the
    /// race: wildcards, each playing one basic instruction they were not dealt); the player
    /// is told in the game's words.
    #[command(alias = "wildcard")]
    Compensate(CompensateArgs),
    /// Record that a player is away from FIRST to LAST (dates YYYY-MM-DD, both days away): a
    /// deadline inside moves past the absence; everyone is told when the open one moves.
    Absent(AbsentArgs),
}

#[derive(Args, Debug)]
pub struct AbsentArgs {
    pub id: i64,
    /// The seat: its number or its label.
    pub seat: String,
    /// The first day away: 2026-12-24.
    #[arg(required_unless_present = "cancel")]
    pub first: Option<String>,
    /// The last day away (default: the first).
    pub last: Option<String>,
    /// Cancel the player's absences that have not ended instead.
    #[arg(long, conflicts_with_all = ["first", "last"])]
    pub cancel: bool,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct CompensateArgs {
    pub id: i64,
    /// The seat: its number or its label (the robot's name).
    pub seat: String,
    /// How many: +N or N (default 1).
    #[arg(default_value = "+1", allow_hyphen_values = true)]
    pub count: String,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct ReplaceArgs {
    pub id: i64,
    /// The seat: its number or its label (red).
    pub seat: String,
    /// The new player's mail address.
    pub address: String,
    /// The new player's name (default: the address's local part).
    #[arg(long)]
    pub name: Option<String>,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(cmd: PlayerCmd) -> CmdResult {
    match cmd {
        PlayerCmd::Absent(a) => {
            let m = a.db.moderator()?;
            let d = match (&a.first, a.cancel) {
                (Some(first), false) => {
                    let last = a.last.as_deref().unwrap_or(first);
                    m.rounds().absent(a.id, &a.seat, first, last)
                }
                _ => m.rounds().absent_cancel(a.id, &a.seat),
            }
            .map_err(failure)?;
            println!("{}", d.what);
            println!("queued {} mail(s)", d.mails);
            Ok(())
        }
        PlayerCmd::Replace(a) => {
            let m = a.db.moderator()?;
            let d = m
                .admin()
                .replace_player(a.id, &a.seat, &a.address, a.name.as_deref())
                .map_err(failure)?;
            println!("{}", d.what);
            println!("queued {} mail(s)", d.mails);
            Ok(())
        }
        PlayerCmd::Compensate(a) => {
            let n: u8 = a
                .count
                .trim_start_matches('+')
                .parse()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| {
                    super::Failure::input(anyhow::anyhow!(
                        "{:?} is not a count: write +1, +2, ... (at most +255)",
                        a.count
                    ))
                })?;
            let d =
                a.db.moderator()?
                    .admin()
                    .compensate(a.id, &a.seat, n)
                    .map_err(failure)?;
            println!("{}", d.what);
            println!("queued {} mail(s)", d.mails);
            Ok(())
        }
    }
}

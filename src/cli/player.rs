//! `robomod player replace ID SEAT ADDRESS`: give a seat to someone else.

use super::CmdResult;
use super::db::{DbArg, failure};
use clap::{Args, Subcommand};

#[derive(Subcommand, Debug)]
pub enum PlayerCmd {
    /// Give a seat to a new player: same robot, pool and goals; new address and key.
    Replace(ReplaceArgs),
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
        PlayerCmd::Replace(a) => {
            let m = a.db.moderator()?;
            let d = m
                .replace_player(a.id, &a.seat, &a.address, a.name.as_deref())
                .map_err(failure)?;
            println!("{}", d.what);
            println!("queued {} mail(s)", d.mails);
            Ok(())
        }
    }
}

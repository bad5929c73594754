//! `robomod submit ID SEAT ORDERS`: orders a player sent by other means, entered by the
//! moderator (stored as such; the player is told).

use super::CmdResult;
use super::db::{DbArg, failure};
use clap::Args;

#[derive(Args, Debug)]
pub struct SubmitArgs {
    pub id: i64,
    /// The seat: its number or its label (red).
    pub seat: String,
    /// The orders, with or without the phase's keyword: "1GN 3BU", "PROGRAM 1GN", "PASS".
    pub orders: String,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(a: SubmitArgs) -> CmdResult {
    let m = a.db.moderator()?;
    let out = m
        .admin()
        .submit(a.id, &a.seat, &a.orders)
        .map_err(failure)?;
    println!(
        "entered for {} in {} of game {}: {}",
        out.seat_label, out.turn, a.id, out.canonical
    );
    if out.rounds_run > 0 {
        println!("everyone is in: ran {} round(s)", out.rounds_run);
    }
    Ok(())
}

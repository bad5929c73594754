//! `robomod status [--json]`: the install's figures (games, mail waiting, dead mail, the last
//! pass, the lag of the oldest unanswered mail) and what needs the operator, for a person, a
//! cron job or a monitoring check. Exit 0 when all is well, 1 when something needs the
//! operator (each problem is one line of the report, `problems` in the JSON). `--ack`: the
//! mail given up or quarantined so far is seen to, and no longer a problem.

use super::db::{DbArg, failure};
use super::{CmdResult, Failure};
use crate::duration::parse_duration;
use crate::ops::status::{Limits, acknowledge, render, status};
use anyhow::anyhow;
use clap::Args;

#[derive(Args, Debug)]
pub struct StatusArgs {
    /// Print one JSON object instead of lines for a person.
    #[arg(long)]
    pub json: bool,
    /// A mail waiting longer than this (in the inbox or to go out) needs the operator;
    /// default: 15m.
    #[arg(long, value_name = "DURATION")]
    pub max_lag: Option<String>,
    /// No pass for longer than this needs the operator; default: 15m, or the poll interval
    /// and 5m when longer.
    #[arg(long, value_name = "DURATION")]
    pub max_pass_age: Option<String>,
    /// The mail given up or quarantined so far is seen to: it is no longer a problem (the
    /// figures in all stay). Writes one audit row, then reports as usual.
    #[arg(long)]
    pub ack: bool,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(args: StatusArgs) -> CmdResult {
    let config = args.db.load_config()?;
    let db = args.db.path()?;
    let mut limits = Limits::for_config(&config);
    let duration =
        |flag: &str, v: &str| parse_duration(v).map_err(|e| Failure::input(anyhow!("{flag}: {e}")));
    if let Some(v) = &args.max_lag {
        limits.max_lag = duration("--max-lag", v)?;
    }
    if let Some(v) = &args.max_pass_age {
        limits.max_pass_age = duration("--max-pass-age", v)?;
    }
    let now = crate::clock::from_env().now();
    if args.ack {
        acknowledge(&db, now).map_err(failure)?;
    }
    let s = status(&config, &db, now, limits).map_err(failure)?;
    if args.json {
        let text = serde_json::to_string_pretty(&s)
            .map_err(|e| Failure::Check(anyhow!("cannot write the status as JSON: {e}")))?;
        println!("{text}");
    } else {
        print!("{}", render(&s));
    }
    if s.problems.is_empty() {
        Ok(())
    } else {
        Err(Failure::Check(anyhow!(
            "{} problem(s) need the operator",
            s.problems.len()
        )))
    }
}

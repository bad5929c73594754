//! `robomod doctor [--config FILE] [--no-connect]`: what is wrong with an install (the config,
//! the folders and their rights, the database, the mail servers, example settings), one line
//! each with what to do. Exit 1 when anything would stop robomod from working.

use super::{CmdResult, Failure};
use crate::ops::doctor::doctor;
use anyhow::anyhow;
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct DoctorArgs {
    /// The config file; default: robomod.toml when present, else the built-in defaults.
    #[arg(long, value_name = "FILE", env = "ROBOMOD_CONFIG")]
    pub config: Option<PathBuf>,
    /// Do not connect to the IMAP and SMTP servers.
    #[arg(long)]
    pub no_connect: bool,
}

pub fn run(args: DoctorArgs) -> CmdResult {
    let report = doctor(args.config.as_deref(), !args.no_connect);
    for finding in &report.0 {
        println!("{finding}");
    }
    match report.failures() {
        0 => Ok(()),
        n => Err(Failure::Check(anyhow!(
            "{n} problem(s) stop robomod from working"
        ))),
    }
}

//! The `robomod` binary: parse the command line, dispatch to `robomod::cli`, map the result to an
//! exit status. No logic lives here.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "robomod",
    version,
    about = "A play-by-email moderator for robot board games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Mail tools: `mail check FILE.eml` shows what robomod reads from a mail.
    Mail(robomod::cli::mail::MailArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result: robomod::cli::CmdResult = match cli.command {
        Command::Mail(args) => robomod::cli::mail::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("robomod: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

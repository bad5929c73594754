//! The `robomod` binary: parse the command line, dispatch to `robomod::cli`, map the result to an
//! exit status. No logic lives here.

use clap::{CommandFactory, Parser, Subcommand};
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
    /// Create, list, show and steer games.
    #[command(subcommand)]
    Game(robomod::cli::game::GameCmd),
    /// Change who plays a seat.
    #[command(subcommand)]
    Player(robomod::cli::player::PlayerCmd),
    /// Enter orders a player sent by other means.
    Submit(robomod::cli::submit::SubmitArgs),
    /// Recompute games from their seeds and orders; compare with what was stored and mailed.
    Replay(robomod::cli::replay::ReplayArgs),
    /// A game's whole record as JSON.
    Export(robomod::cli::export::ExportArgs),
    /// The players' ratings per game kind, with their dedication; `ratings rebuild` computes
    /// them again from the finished games.
    Ratings(robomod::cli::ratings::RatingsArgs),
    /// The games as a static website: an index, a page per round with the board.
    Archive(robomod::cli::archive::ArchiveArgs),
    /// The database: migrate, check, backup, restore.
    #[command(subcommand)]
    Db(robomod::cli::db::DbCmd),
    /// Run one round from a position file and print the report (a what-if), or print a fresh
    /// position with --new.
    Sim(robomod::cli::sim::Args),
    /// Boards (a game's courses, the race's): `board show FILE|NAME` prints one as players see
    /// it; `board list`.
    Board(robomod::cli::board::BoardArgs),
    /// Tournaments: `tournament new KIND --heats 4 --player NAME=ADDRESS ...` opens one (its
    /// heats at once, the final when they are over); `tournament show ID`.
    #[command(subcommand)]
    Tournament(robomod::cli::tournament::TournamentCmd),
    /// Solve a position file optimally (the fewest moves, or proof there is none) with the
    /// solver of the game it names: `robomod solve FILE [--json]`.
    Solve(robomod::cli::solve::SolveArgs),
    /// `robomod ricochet solve FILE`, the name `solve` had while Ricochet Pyramids was the one
    /// game with a solver: kept, hidden, for the scripts that call it.
    #[command(hide = true)]
    Ricochet {
        #[command(subcommand)]
        command: FormerSolve,
    },
    /// Mail tools: `mail check FILE.eml` shows what robomod reads from a mail.
    Mail(robomod::cli::mail::MailArgs),
    /// The mail daemon: read mail, run due rounds, send mail; `--once` for one pass.
    Serve(robomod::cli::serve::ServeArgs),
    /// A whole RAMbots game between four computer players, by mail, in seconds.
    Demo(robomod::cli::demo::DemoArgs),
    /// Store one mail from standard input into the Maildir (for the MTA's pipe); exit 75 to
    /// make the MTA try again when it cannot.
    Deliver(robomod::cli::deliver::DeliverArgs),
    /// How the install is doing (games, mail waiting, dead mail, the last pass); exit 1 when
    /// something needs the operator. `--json` for monitoring.
    Status(robomod::cli::status::StatusArgs),
    /// Check an install: the config, folders and rights, the database, the mail servers; one
    /// line each with what to do.
    Doctor(robomod::cli::doctor::DoctorArgs),
    /// The manual pages (roff), for packagers: `robomod man DIR` writes robomod.1 and a page
    /// for each subcommand (robomod-game.1, ...) into DIR.
    #[command(hide = true)]
    Man { dir: std::path::PathBuf },
}

/// What `robomod ricochet` still takes.
#[derive(Subcommand, Debug)]
enum FormerSolve {
    Solve(robomod::cli::solve::SolveArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // A command whose reader goes away (`robomod game list | head -1`) ends quietly, as Unix
    // tools do, instead of panicking on the closed pipe. The daemon keeps Rust's default
    // (SIGPIPE ignored): a server connection that drops is an error it handles, not its end.
    if !matches!(cli.command, Command::Serve(_)) {
        // SAFETY: setting a signal's disposition to the default before any thread starts.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    let result: robomod::cli::CmdResult = match cli.command {
        Command::Game(c) => robomod::cli::game::run(c),
        Command::Player(c) => robomod::cli::player::run(c),
        Command::Submit(a) => robomod::cli::submit::run(a),
        Command::Replay(a) => robomod::cli::replay::run(a),
        Command::Export(a) => robomod::cli::export::run(a),
        Command::Archive(a) => robomod::cli::archive::run(a),
        Command::Ratings(a) => robomod::cli::ratings::run(a),
        Command::Db(c) => robomod::cli::db::run(c),
        Command::Sim(args) => robomod::cli::sim::run(args),
        Command::Solve(args)
        | Command::Ricochet {
            command: FormerSolve::Solve(args),
        } => robomod::cli::solve::run(args),
        Command::Board(c) => robomod::cli::board::run(c),
        Command::Tournament(c) => robomod::cli::tournament::run(c),
        Command::Mail(args) => robomod::cli::mail::run(args),
        Command::Serve(args) => robomod::cli::serve::run(args),
        Command::Demo(args) => robomod::cli::demo::run(args),
        Command::Deliver(args) => robomod::cli::deliver::run(args),
        Command::Status(args) => robomod::cli::status::run(args),
        Command::Doctor(args) => robomod::cli::doctor::run(args),
        Command::Man { dir } => man(&dir),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("robomod: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// The manual pages, from the same definitions as `--help` (clap_mangen): the package ships
/// them from `contrib/man/`, which a test keeps equal to what this writes.
fn man(dir: &std::path::Path) -> robomod::cli::CmdResult {
    std::fs::create_dir_all(dir).map_err(anyhow::Error::from)?;
    clap_mangen::generate_to(Cli::command(), dir).map_err(anyhow::Error::from)?;
    Ok(())
}

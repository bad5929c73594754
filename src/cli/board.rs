//! `robomod board show FILE|NAME`, `robomod board list` and `robomod board check OWNER NAME`:
//! the courses of a game played on one (the race's boards), found in the registry
//! ([`crate::games::Courses`]): a course as players see it, with its legend; a course file's
//! every error, with its line and column; the shipped courses and those people sent by mail
//! (`COURSE`, kept in the database: owner, kind, name, when), each of those checked again.
//! Thin over the moderator ([`crate::moderator::Lobby::kept_courses`]).

use super::db::{DbArg, failure};
use super::settings::courses_of;
use super::{CmdResult, Failure};
use crate::games::capability::files::problems_text;
use anyhow::anyhow;
use clap::{Args, Subcommand};

#[derive(Args, Debug)]
pub struct BoardArgs {
    #[command(subcommand)]
    pub command: BoardCmd,
    /// The game whose courses (default: the only game played on one, the race).
    #[arg(long, global = true)]
    pub kind: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum BoardCmd {
    /// Print a board (a shipped name or a board file) with its legend.
    Show(ShowArgs),
    /// The shipped boards, then the courses people sent by mail (when the database exists).
    List {
        #[command(flatten)]
        db: DbArg,
    },
    /// Check a course sent by mail again: its summary and view, or its every error located.
    Check(CheckArgs),
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// A shipped board's name (robomod board list) or a board file.
    pub board: String,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    /// The address that sent the course.
    pub owner: String,
    /// The course's name.
    pub name: String,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(args: BoardArgs) -> CmdResult {
    let (game, courses) = courses_of(args.kind.as_deref(), "--kind")?;
    let say = crate::lang::Say::english();
    match args.command {
        BoardCmd::List { db } => {
            for name in courses.names() {
                let c = courses.shipped(name, say).expect("shipped courses read");
                println!("{name:<10} {}", c.summary);
            }
            // The courses sent by mail, where there is a database to read them from.
            if !db.path()?.exists() {
                return Ok(());
            }
            let kept = db.reader()?.lobby().kept_courses().map_err(failure)?;
            let kept: Vec<_> = kept.iter().filter(|r| r.kind == game.kind()).collect();
            if !kept.is_empty() {
                println!("\nSent by mail (owner, kind, name, last sent):");
            }
            for r in kept {
                let when = r.updated_at.format("%Y-%m-%d %H:%M UTC");
                println!("{}  {}  {}  {when}", r.owner, r.kind, r.name);
            }
            Ok(())
        }
        BoardCmd::Check(a) => {
            let checked = a.db.reader()?;
            let checked = checked
                .lobby()
                .check_kept_course(&a.owner, game.kind(), &a.name)
                .map_err(failure)?
                .ok_or_else(|| {
                    Failure::input(anyhow!(
                        "{} sent no {} course called {:?} (robomod board list)",
                        a.owner,
                        game.kind(),
                        a.name
                    ))
                })?;
            let course = checked.course.map_err(|e| {
                Failure::input(anyhow!("{} of {}:\n{}", a.name, a.owner, problems_text(&e)))
            })?;
            println!("{} of {} ({})\n", a.name, checked.row.owner, course.summary);
            print!("{}", course.view);
            Ok(())
        }
        BoardCmd::Show(a) => {
            let course = match courses.shipped(&a.board, say) {
                Some(c) => c,
                None => {
                    let text = std::fs::read_to_string(&a.board).map_err(|e| {
                        Failure::input(anyhow!(
                            "{:?} is neither a shipped board ({}) nor a readable file: {e}",
                            a.board,
                            courses.names().join(", ")
                        ))
                    })?;
                    let name = std::path::Path::new(&a.board)
                        .file_stem()
                        .map_or("board".into(), |s| s.to_string_lossy().into_owned());
                    courses.file(&name, &text, say).map_err(|e| {
                        Failure::input(anyhow!("{}:\n{}", a.board, problems_text(&e)))
                    })?
                }
            };
            println!("{} ({})\n", course.name, course.summary);
            print!("{}", course.view);
            Ok(())
        }
    }
}

//! `robomod board show FILE|NAME` and `robomod board list`: the courses of a game played on
//! one (the race's boards), found in the registry ([`crate::games::Courses`]): a course as
//! players see it, with its legend; a course file's every error, with its line and column.

use super::settings::courses_of;
use crate::games::capability::files::problems_text;
use super::{CmdResult, Failure};
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
    /// The shipped boards.
    List,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    /// A shipped board's name (robomod board list) or a board file.
    pub board: String,
}

pub fn run(args: BoardArgs) -> CmdResult {
    let (_, courses) = courses_of(args.kind.as_deref(), "--kind")?;
    let say = crate::lang::Say::english();
    match args.command {
        BoardCmd::List => {
            for name in courses.names() {
                let c = courses.shipped(name, say).expect("shipped courses read");
                println!("{name:<10} {}", c.summary);
            }
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
                    courses
                        .file(&name, &text, say)
                        .map_err(|e| Failure::input(anyhow!("{}:\n{}", a.board, problems_text(&e))))?
                }
            };
            println!("{} ({})\n", course.name, course.summary);
            print!("{}", course.view);
            Ok(())
        }
    }
}

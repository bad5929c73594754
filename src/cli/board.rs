//! `robomod board show FILE|NAME` and `robomod board list`: a race board as players see it, with
//! its legend; a board file's every error, with its line and column.

use super::{CmdResult, Failure};
use crate::games::race::{board_file, board_view, boards};
use anyhow::anyhow;
use clap::{Args, Subcommand};

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

pub fn run(cmd: BoardCmd) -> CmdResult {
    match cmd {
        BoardCmd::List => {
            for name in boards::NAMES {
                let b = boards::shipped(name).expect("shipped boards parse");
                println!(
                    "{name:<10} {}x{}, {} flags, {} start squares",
                    b.width(),
                    b.height(),
                    b.flags(),
                    b.starts().len()
                );
            }
            Ok(())
        }
        BoardCmd::Show(a) => {
            let board = match boards::shipped(&a.board) {
                Some(b) => b,
                None => {
                    let text = std::fs::read_to_string(&a.board).map_err(|e| {
                        Failure::input(anyhow!(
                            "{:?} is neither a shipped board ({}) nor a readable file: {e}",
                            a.board,
                            boards::NAMES.join(", ")
                        ))
                    })?;
                    let name = std::path::Path::new(&a.board)
                        .file_stem()
                        .map_or("board".into(), |s| s.to_string_lossy().into_owned());
                    board_file::parse(&name, &text)
                        .map_err(|e| Failure::input(anyhow!("{}:\n{e}", a.board)))?
                }
            };
            println!(
                "{} ({}x{}, {} flags, {} start squares)\n",
                board.name(),
                board.width(),
                board.height(),
                board.flags(),
                board.starts().len()
            );
            print!(
                "{}",
                board_view::render(&board, &[], crate::lang::Say::english())
            );
            Ok(())
        }
    }
}

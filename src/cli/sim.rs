//! `robomod sim`: a what-if. Runs one round from a position file and prints the report (or,
//! with `--json`, the position after and what happened), or prints a fresh starting position
//! with `--new KIND [--players N] [--set KEY=VALUE] --seed S`. The file's `game` field picks
//! the game from the registry; every game with position files
//! ([`crate::games::PositionFiles`]) runs its own, so nothing here knows one game from another.

use super::settings::{board_settings, setting};
use super::{CmdResult, Failure};
use crate::games::Registry;
use crate::games::capability::files::{position_files, position_files_for};
use crate::games::capability::{DynPositionFiles, PositionText};
use crate::lang::Say;
use anyhow::{Context as _, anyhow};
use serde_json::Map;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The position file (TOML) to run one round from.
    #[arg(required_unless_present = "new")]
    pub file: Option<PathBuf>,
    /// Print JSON instead of the report, as the game words it: RAMbots {"position", "events",
    /// "winner"}, the race {"position", "events", "registers", "priority"} (robots by name;
    /// each register's table of damage, move and notes; the position in the file schema, `at`
    /// null for a robot off the board, upgrade counters as `uses_left`), Ricochet {"moves",
    /// "solution"}.
    #[arg(long)]
    pub json: bool,
    /// Print a fresh starting position instead, in the file schema, of the game KIND (with
    /// --players, --set and --seed). A number N is short for the registry's first game with
    /// N players (--new 3: RAMbots).
    #[arg(long, value_name = "KIND|N", conflicts_with = "file")]
    pub new: Option<String>,
    /// A setting of the --new game, KEY=VALUE (repeatable), as for game new: --set
    /// board=gauntlet, --set red_beam=slide.
    #[arg(long = "set", value_name = "KEY=VALUE", requires = "new")]
    pub settings: Vec<String>,
    /// The course of the --new game, a shipped name or a board file (short for the --set
    /// that names it: robomod board list).
    #[arg(long, value_name = "NAME|FILE", requires = "new")]
    pub board: Option<String>,
    /// Players for --new (default: the game's usual table, 4 for RAMbots and the race).
    #[arg(long, requires = "new")]
    pub players: Option<usize>,
    /// The seed: for --new (setup draws), and for a round's random draws (the race's fills,
    /// re-entry squares, lost upgrades, offers).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Also write the board after the round, its moves drawn, as an SVG picture to OUT.
    #[arg(long, value_name = "OUT", conflicts_with = "new")]
    pub svg: Option<PathBuf>,
    /// Also write that picture as a PNG to OUT.
    #[arg(long, value_name = "OUT", conflicts_with = "new")]
    pub png: Option<PathBuf>,
    /// Fill orders the file leaves out at random (from the seed), as the deadline does (the
    /// race's unlocked registers); without it such a file is refused, naming the seats.
    #[arg(long, conflicts_with = "new")]
    pub fill_random: bool,
}

pub fn run(args: Args) -> CmdResult {
    if let Some(new) = &args.new {
        print!("{}", fresh(new, &args)?);
        return Ok(());
    }
    let file = args
        .file
        .as_deref()
        .expect("clap requires FILE without --new");
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("cannot read {}", file.display()))
        .map_err(Failure::Input)?;
    let (_, files) = position_files_for(Registry::builtin(), &text).map_err(|e| input(file, &e))?;
    let run = (args.seed, args.fill_random);
    if args.svg.is_some() || args.png.is_some() {
        let svg = in_round(file, &text, run, |round| {
            files.picture(round, &title(file), Say::english())
        })?;
        write_pictures(&svg, args.svg.as_deref(), args.png.as_deref())?;
    }
    let out = in_round(file, &text, run, |round| match args.json {
        true => files.json(round),
        false => files.report(round, Say::english()),
    })?;
    print!("{out}");
    Ok(())
}

/// `--new KIND` (or `--new N`): the fresh position the game writes, with its settings.
fn fresh(new: &str, args: &Args) -> Result<String, Failure> {
    let with = position_files(Registry::builtin());
    let (game, files, players) = match new.parse::<usize>() {
        Ok(n) if args.players.is_none() => with
            .first()
            .map(|&(g, f)| (g, f, Some(n)))
            .ok_or_else(|| Failure::input(anyhow!("--new: no game writes position files")))?,
        Ok(_) => {
            return Err(Failure::input(anyhow!(
                "--new {new}: give the players once, as --new KIND --players N"
            )));
        }
        Err(_) => with
            .iter()
            .find(|(g, _)| g.kind() == new)
            .map(|&(g, f)| (g, f, args.players))
            .ok_or_else(|| {
                let kinds: Vec<&str> = with.iter().map(|(g, _)| g.kind()).collect();
                Failure::input(anyhow!(
                    "--new {new:?}: write a game ({}) or a number of players",
                    kinds.join(", ")
                ))
            })?,
    };
    let mut settings = Map::new();
    for s in &args.settings {
        let (k, v) = setting(s)?;
        settings.insert(k, v);
    }
    if let Some(b) = &args.board {
        board_settings(b, Some(game.kind()), &mut settings)?;
    }
    files
        .fresh(&settings, players, args.seed)
        .map_err(|e| Failure::input(anyhow!("--new {}: {e}", game.kind())))
}

/// How a file the position names (a race's board file) is read: beside the position file.
fn beside(file: &Path) -> impl Fn(&str) -> Result<String, String> + use<> {
    let base = file.parent().unwrap_or(Path::new(".")).to_path_buf();
    move |name: &str| {
        let path = base.join(name);
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

/// What `make` makes of the round the position file `file` (its text `text`) runs, with the
/// round's seed and whether to fill what it leaves out at random; a file it names is read
/// beside it ([`beside`]), and what is wrong is said as the file's.
fn in_round<T>(
    file: &Path,
    text: &str,
    (seed, fill): (u64, bool),
    make: impl FnOnce(PositionText<'_>) -> Result<T, String>,
) -> Result<T, Failure> {
    let read = beside(file);
    let round = PositionText {
        text,
        seed,
        fill,
        read: &read,
    };
    make(round).map_err(|e| input(file, &e))
}

/// The title of the picture of `file`'s round.
fn title(file: &Path) -> String {
    format!("The round of {}", file.display())
}

/// The position files of the game `kind`.
fn files_of(kind: &str, file: &Path) -> Result<&'static dyn DynPositionFiles, Failure> {
    position_files(Registry::builtin())
        .into_iter()
        .find(|(g, _)| g.kind() == kind)
        .map(|(_, f)| f)
        .ok_or_else(|| input(file, &format!("game: unknown game {kind:?}")))
}

/// The picture of the round the file of the game `kind` runs (its position alone for a game
/// with no moves to draw, Ricochet's until a solution is bid).
pub fn picture(
    kind: &str,
    file: &Path,
    text: &str,
    seed: u64,
    fill_random: bool,
) -> Result<String, Failure> {
    picture_in(kind, file, text, seed, fill_random, Say::english())
}

/// [`picture`] with the picture's words in `say`'s language (its title stays the file's).
pub fn picture_in(
    kind: &str,
    file: &Path,
    text: &str,
    seed: u64,
    fill_random: bool,
    say: Say<'_>,
) -> Result<String, Failure> {
    let files = files_of(kind, file)?;
    in_round(file, text, (seed, fill_random), |round| {
        files.picture(round, &title(file), say)
    })
}

/// The report of the round the file `text` runs, in `say`'s language (`sim` writes English),
/// its game the one the file names.
pub fn report_in(
    file: &Path,
    text: &str,
    seed: u64,
    fill_random: bool,
    say: Say<'_>,
) -> Result<String, Failure> {
    let (_, files) = position_files_for(Registry::builtin(), text).map_err(|e| input(file, &e))?;
    in_round(file, text, (seed, fill_random), |round| {
        files.report(round, say)
    })
}

fn write_pictures(svg: &str, svg_out: Option<&Path>, png_out: Option<&Path>) -> CmdResult {
    let write = |path: &Path, bytes: &[u8]| {
        std::fs::write(path, bytes)
            .with_context(|| format!("cannot write {}", path.display()))
            .map_err(Failure::Input)
    };
    if let Some(path) = svg_out {
        write(path, svg.as_bytes())?;
    }
    if let Some(path) = png_out {
        let png = crate::picture::png(svg).map_err(|e| Failure::Input(anyhow!(e)))?;
        write(path, &png)?;
    }
    Ok(())
}

fn input(file: &Path, msg: &str) -> Failure {
    Failure::input(anyhow!("{}: {msg}", file.display()))
}

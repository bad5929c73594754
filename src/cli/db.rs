//! `robomod db migrate|check`, and the `--db PATH` option every moderator command shares.

use super::{CmdResult, Failure};
use crate::clock::SystemClock;
use crate::moderator::{ModError, Moderator, ModeratorConfig};
use crate::store;
use anyhow::anyhow;
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::sync::Arc;

/// The database a command works on.
#[derive(Args, Clone, Debug)]
pub struct DbArg {
    /// The SQLite database (created, with its folder, when missing).
    #[arg(
        long,
        value_name = "PATH",
        env = "ROBOMOD_DB",
        default_value = "robomod-data/robomod.sqlite"
    )]
    pub db: PathBuf,
}

impl DbArg {
    /// The moderator over this database, on the system clock with the default settings.
    pub fn moderator(&self) -> Result<Moderator, Failure> {
        Moderator::open(&self.db, Arc::new(SystemClock), ModeratorConfig::default())
            .map_err(failure)
    }
}

/// A library error as a CLI failure: the user's to fix (exit 2) or robomod's (exit 1).
pub fn failure(e: ModError) -> Failure {
    if e.is_input() {
        Failure::Input(e.into())
    } else {
        Failure::Check(e.into())
    }
}

#[derive(Subcommand, Debug)]
pub enum DbCmd {
    /// Create the database or bring its schema up to date.
    Migrate(DbArg),
    /// Check the database: integrity, references, schema version, game timers.
    Check(DbArg),
}

pub fn run(cmd: DbCmd) -> CmdResult {
    match cmd {
        DbCmd::Migrate(a) => {
            let before = if a.db.exists() {
                let c = rusqlite::Connection::open(&a.db)
                    .map_err(|e| Failure::input(anyhow!("cannot open {}: {e}", a.db.display())))?;
                store::schema_version(&c).map_err(failure)?
            } else {
                0
            };
            let conn = store::open(&a.db).map_err(failure)?;
            let after = store::schema_version(&conn).map_err(failure)?;
            if before == after {
                println!("{}: schema version {after}, up to date", a.db.display());
            } else {
                println!(
                    "{}: migrated schema version {before} -> {after}",
                    a.db.display()
                );
            }
            Ok(())
        }
        DbCmd::Check(a) => {
            if !a.db.exists() {
                return Err(Failure::input(anyhow!(
                    "no database at {}: create it with `robomod db migrate --db {}`",
                    a.db.display(),
                    a.db.display()
                )));
            }
            let conn = store::open(&a.db).map_err(failure)?;
            let problems = store::check(&conn).map_err(failure)?;
            if problems.is_empty() {
                println!("{}: ok", a.db.display());
                Ok(())
            } else {
                for p in &problems {
                    println!("{p}");
                }
                Err(Failure::Check(anyhow!(
                    "{} problem(s) in {}",
                    problems.len(),
                    a.db.display()
                )))
            }
        }
    }
}

//! `robomod db migrate|check|backup|restore|compact`, and the `--db PATH` option every moderator
//! command shares.

use super::{CmdResult, Failure};
use crate::config::Config;
use crate::daemon::lock::{LockError, PassLock};
use crate::daemon::{DaemonError, open_moderator};
use crate::moderator::{ModError, Moderator};
use crate::store;
use anyhow::anyhow;
use clap::{Args, Subcommand};
use std::path::PathBuf;

/// The database a command works on, and the config file it comes from.
#[derive(Args, Clone, Debug)]
pub struct DbArg {
    /// The SQLite database (created, with its folder, when missing); default: the config's
    /// `data_dir/robomod.sqlite`.
    #[arg(long, value_name = "PATH", env = "ROBOMOD_DB")]
    pub db: Option<PathBuf>,
    /// The config file; default: robomod.toml when present, else the built-in defaults
    /// (everything under robomod-data/).
    #[arg(long, value_name = "FILE", env = "ROBOMOD_CONFIG")]
    pub config: Option<PathBuf>,
}

impl DbArg {
    /// The config file's settings (see [`Config::find`]).
    pub fn load_config(&self) -> Result<Config, Failure> {
        Config::find(self.config.as_deref()).map_err(Failure::input)
    }

    /// `--db`, else the config's database.
    pub fn path(&self) -> Result<PathBuf, Failure> {
        match &self.db {
            Some(p) => Ok(p.clone()),
            None => Ok(self.load_config()?.database_path()),
        }
    }

    /// The moderator over this database, with the config's identity, rate limit, game
    /// defaults and templates, on the clock [`crate::clock::from_env`] gives.
    pub fn moderator(&self) -> Result<Moderator, Failure> {
        let config = self.load_config()?;
        let db = self.db.clone().unwrap_or_else(|| config.database_path());
        open_moderator(&config, &db, crate::clock::from_env()).map_err(|e| match e {
            DaemonError::Moderator(e) => failure(e),
            other => Failure::input(other),
        })
    }
}

impl DbArg {
    /// The moderator over this database opened for reading only ([`store::open_read_only`]):
    /// for the commands that only look, so that they work where robomod may not write.
    pub fn reader(&self) -> Result<Moderator, Failure> {
        let config = self.load_config()?;
        let db = self.db.clone().unwrap_or_else(|| config.database_path());
        let settings = crate::daemon::moderator_config(&config).map_err(Failure::input)?;
        let templates =
            crate::templates::Templates::with_overrides(config.templates_dir.as_deref())
                .map_err(Failure::input)?;
        let conn = store::open_read_only(&db).map_err(failure)?;
        Ok(Moderator::new(conn, crate::clock::from_env(), settings).with_templates(templates))
    }
}

/// The daemon's lock on `db`, taken for `what`: refused while `robomod serve` holds it.
fn not_serving(db: &std::path::Path, what: &str) -> Result<PassLock, Failure> {
    PassLock::take(db).map_err(|e| match e {
        LockError::Held { pid, .. } => Failure::input(anyhow!(
            "robomod{} is serving {}: stop it first (systemctl stop robomod), then \
             {what}, then start it again",
            pid.map(|p| format!(" (PID {p})")).unwrap_or_default(),
            db.display()
        )),
        other => Failure::input(other),
    })
}

/// A library error as a CLI failure: the user's to fix (exit 2) or robomod's (exit 1).
pub fn failure(e: impl Into<ModError>) -> Failure {
    let e: ModError = e.into();
    if let ModError::Db(db) = &e {
        // SQLite's own words once (its code under them adds nothing), and what to do.
        return Failure::Check(anyhow::anyhow!(store::explain(db)));
    }
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
    /// Check the database (or a backup): integrity, references, schema version, game timers.
    /// Only reads: nothing is migrated or created.
    Check(DbArg),
    /// A consistent copy of the database, while robomod runs (SQLite's online backup),
    /// checked as `db check` does.
    Backup(BackupArgs),
    /// Put a backup back as the database, migrated and checked; refused while `robomod serve`
    /// runs on it (stop the daemon first).
    Restore(RestoreArgs),
    /// Drop the text of mails older than the config's `mail_body_months` (or --months), their
    /// headers and hashes kept, then rewrite the database file without the room they took
    /// (SQLite VACUUM: the file shrinks only so). Refused while `robomod serve` runs.
    Compact(CompactArgs),
}

#[derive(Args, Debug)]
pub struct CompactArgs {
    /// Drop the text of mails older than this many months (default: the config's
    /// `mail_body_months`; 0: drop nothing, only rewrite).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=1200))]
    pub months: Option<u32>,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct BackupArgs {
    /// The file to write the copy to.
    pub file: PathBuf,
    /// Replace FILE when it exists.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub db: DbArg,
}

#[derive(Args, Debug)]
pub struct RestoreArgs {
    /// The backup to restore (from `robomod db backup`).
    pub file: PathBuf,
    /// Replace the database when it exists (stop the daemon first).
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub db: DbArg,
}

pub fn run(cmd: DbCmd) -> CmdResult {
    match cmd {
        DbCmd::Migrate(a) => migrate(&a),
        DbCmd::Backup(a) => {
            let db = a.db.path()?;
            let c = store::backup::backup(&db, &a.file, a.force).map_err(failure)?;
            println!(
                "{} -> {}: {} bytes, schema version {}, checked: ok",
                db.display(),
                c.path.display(),
                c.bytes,
                c.schema_version
            );
            Ok(())
        }
        DbCmd::Compact(a) => compact(&a),
        DbCmd::Restore(a) => {
            let db = a.db.path()?;
            // The daemon's own lock, held while the copy goes in: refused while `serve` runs
            // (it would go on from the restored state in the middle of its work), and no
            // daemon starts before the restore is done.
            let _lock = not_serving(&db, "restore")?;
            let c = store::backup::restore(&a.file, &db, a.force).map_err(failure)?;
            println!(
                "{} -> {}: {} bytes, schema version {}, checked: ok",
                a.file.display(),
                c.path.display(),
                c.bytes,
                c.schema_version
            );
            Ok(())
        }
        DbCmd::Check(a) => check(&a),
    }
}

/// `robomod db migrate`: the database created or brought to this robomod's schema, and a
/// copy of it kept before migrating.
fn migrate(a: &DbArg) -> CmdResult {
    let db = a.path()?;
    let before = if db.exists() {
        // Before SQLite creates a -wal beside a file this user may not write.
        store::claim::writable(&db).map_err(failure)?;
        let c = rusqlite::Connection::open(&db)
            .map_err(|e| Failure::input(anyhow!("cannot open {}: {e}", db.display())))?;
        store::schema_version(&c).map_err(failure)?
    } else {
        0
    };
    let conn = store::open(&db).map_err(failure)?;
    let after = store::schema_version(&conn).map_err(failure)?;
    if before == after {
        println!("{}: schema version {after}, up to date", db.display());
    } else {
        println!(
            "{}: migrated schema version {before} -> {after}",
            db.display()
        );
        if let Some(kept) = store::backup::kept_before_migrating(&db, before) {
            println!("the database before the migration: {}", kept.display());
        }
    }
    Ok(())
}

/// `robomod db compact`: the text of old mails dropped, refused while `serve` runs.
fn compact(a: &CompactArgs) -> CmdResult {
    let db = a.db.path()?;
    if !db.exists() {
        return Err(Failure::input(anyhow!(
            "no database at {}: nothing to compact (--db or --config names it)",
            db.display()
        )));
    }
    let _lock = not_serving(&db, "compact")?;
    let (dropped, before, after) =
        a.db.moderator()?
            .records()
            .compact(a.months)
            .map_err(failure)?;
    println!(
        "{}: the text of {} mails sent and {} received dropped; {:.1} MB -> {:.1} MB",
        db.display(),
        dropped.sent,
        dropped.received,
        before as f64 / 1e6,
        after as f64 / 1e6
    );
    Ok(())
}

/// `robomod db check`: the database's problems, each on its line, or that it is well.
fn check(a: &DbArg) -> CmdResult {
    let db = a.path()?;
    if !db.exists() {
        return Err(Failure::input(anyhow!(
            "no database at {}: create it with `robomod db migrate --db {}`",
            db.display(),
            db.display()
        )));
    }
    // Only looks: a backup an older robomod wrote stays usable by that robomod.
    let (conn, version) = store::open_to_look(&db).map_err(failure)?;
    let problems = store::check(&conn).map_err(failure)?;
    let latest = store::latest_version();
    if problems.is_empty() {
        if version < latest {
            println!(
                "{}: ok, schema version {version} (left as it is; this robomod's is \
                 {latest}: `robomod db migrate`, or `db restore` of a backup, brings it \
                 up to date)",
                db.display()
            );
        } else {
            println!("{}: ok", db.display());
        }
        Ok(())
    } else {
        for p in &problems {
            println!("{p}");
        }
        Err(Failure::Check(anyhow!(
            "{} problem(s) in {}",
            problems.len(),
            db.display()
        )))
    }
}

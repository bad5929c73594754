//! What the moderator's tests share: the admin CLI run as the real binary on a temp database
//! ([`Cli`]); sprints played out and the rating rows they leave (for ratings, game ends,
//! tournaments and the archive); the rounds a game stored, and times in UTC.

use crate::support::world::*;
use chrono::{DateTime, Duration, Utc};
use robomod::inbound::{LobbyCommand, PlayerCommand};
use robomod::outgoing::OutgoingMail;
use robomod::store;
use std::path::{Path, PathBuf};
use std::process::Output;

/// The admin CLI as the real binary, on a database in a temp folder of its own.
pub(super) struct Cli {
    pub(super) _dir: tempfile::TempDir,
    pub(super) db: PathBuf,
}

impl Cli {
    pub(super) fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("data").join("robomod.sqlite");
        Cli { _dir: dir, db }
    }

    pub(super) fn run(&self, args: &[&str]) -> Output {
        crate::support::cli::command()
            .args(args)
            .arg("--db")
            .arg(&self.db)
            .env_remove("ROBOMOD_DB")
            .output()
            .unwrap()
    }

    /// Runs a command that must succeed; its standard output.
    pub(super) fn ok(&self, args: &[&str]) -> String {
        let o = self.run(args);
        assert!(o.status.success(), "{args:?} failed: {}", err(&o));
        String::from_utf8(o.stdout).unwrap()
    }

    /// Runs a command that must fail with `code`; its standard error.
    pub(super) fn fails(&self, code: i32, args: &[&str]) -> String {
        let o = self.run(args);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {}", out(&o));
        err(&o)
    }

    pub(super) fn new_game(&self) -> String {
        self.ok(&[
            "game",
            "new",
            "--kind",
            "rambots",
            "--player",
            "Ann=ann@example.org",
            "--player",
            "Bob=Bob@Example.org",
            "--red-beam",
            "slide",
            "--schedule",
            "22:00 Europe/London",
            "--seed",
            "5",
        ])
    }
}

pub(super) fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub(super) fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub(super) fn exists(p: &Path) -> bool {
    p.exists()
}

/// Rebuilding the ratings from the games writes the rows they have now.
#[track_caller]
pub(super) fn assert_rebuild_writes_the_same_rows(w: &World) {
    let before = rows(w);
    w.m.records().rebuild_ratings().unwrap();
    assert_eq!(rows(w), before, "a rebuild writes the same rows");
}

/// Every row of both tables, as text: what "the same rows" means.
pub(super) fn rows(w: &World) -> String {
    w.m.with_connection(|c| {
        let mut out = String::new();
        for sql in [
            "SELECT * FROM ratings ORDER BY kind, player",
            "SELECT * FROM rating_changes ORDER BY game_id, player",
        ] {
            let mut stmt = c.prepare(sql).unwrap();
            let n = stmt.column_count();
            let mut q = stmt.query([]).unwrap();
            while let Some(r) = q.next().unwrap() {
                let cells: Vec<String> = (0..n)
                    .map(|i| match r.get_ref(i).unwrap() {
                        rusqlite::types::ValueRef::Real(f) => format!("{:?}", f.to_bits()),
                        v => format!("{v:?}"),
                    })
                    .collect();
                out.push_str(&cells.join("|"));
                out.push('\n');
            }
        }
        out
    })
}

/// A sprint between `players` that seat 0 wins (the others pass), run to its end.
pub(super) fn won_by_first(w: &World, players: &[(&str, &str)]) -> i64 {
    let id = w.m.admin().create_game(&sprint(players)).unwrap();
    play_out(w, id);
    id
}

/// Sprint `id`, just created, played to its end: seat 0 wins, the other people pass, the
/// computer players' seats play themselves; no time passes unless a computer player is
/// waited for.
pub(super) fn play_out(w: &World, id: i64) {
    let people: Vec<usize> = (w.players(id).iter().enumerate())
        .filter(|(_, p)| !robomod::moderator::seats::is_bot(&p.address))
        .map(|(seat, _)| seat)
        .collect();
    for &seat in &people {
        w.send(id, seat, vec![orders("GOALS", "1")]);
    }
    w.m.rounds().tick().unwrap();
    while w.game(id).status.is_live() {
        let round = w.game(id).round;
        for &seat in &people {
            let text = match seat {
                0 => orders("PROGRAM", "3"),
                _ => orders("PASS", ""),
            };
            w.send(id, seat, vec![text]);
        }
        w.m.rounds().tick().unwrap();
        if w.game(id).round == round && w.game(id).status.is_live() {
            w.advance(Duration::hours(48));
            w.m.rounds().tick().unwrap();
        }
    }
}

pub(super) fn utc(s: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
}

pub(super) fn rounds(w: &World, id: i64) -> Vec<store::rounds::RoundRow> {
    w.m.with_connection(|c| store::rounds::rounds(c, id))
        .unwrap()
}

/// `from` mails lobby command `cmd` to robomod; the reply.
pub(super) fn lobby_mail(w: &World, from: &str, cmd: LobbyCommand) -> OutgoingMail {
    let before = w.outbox().len();
    let mail = inbound(from, None, vec![PlayerCommand::Lobby { lobby: cmd }]);
    w.m.intake().handle_mail(b"raw", &mail).unwrap();
    w.outbox_from(before).into_iter().next().expect("a reply")
}

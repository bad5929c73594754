//! The mail-intake speed target (issues 4 and 15): 20,000 player mails in a Maildir, read,
//! parsed, authenticated, validated and committed durably at >= 2,000 mails/s. mail-parser's
//! own rate on the same files is measured in the same run for reference (issue 15 withdrew the
//! old "0.3 of mail-parser's rate" target).
//! Run with `cargo bench --bench intake` (`-- 5000` for another count).
//!
//! The corpus is made untimed: 250 four-player RAMbots games are created through the
//! moderator, and each mail is written against the game's real state (its GOALS from the
//! sender's pool during setup, then PROGRAMs of up to five pieces from its code pool, now and
//! then a PASS, a STATUS, a second program replacing the first, or a typo), in six client
//! styles (plain, Thunderbird quote, Gmail multipart with quoted-printable HTML, HTML only,
//! Outlook header block, windows-1252 base64 with only the plus-address); the four reply styles
//! quote, as their clients do, the whole last mail robomod sent that player (its round report,
//! or the welcome), so the mails are 4-8 KB like real replies. To know each game's
//! state while writing, a second moderator handles every mail as it is written; the timed run
//! then replays the same games (same seeds, keys and clock) from a fresh database, so every
//! mail meets the state it was written for.
//!
//! Timed: (a) `MessageParser::default().parse` of every file, bytes already in memory, and the
//! same including reading the files; (b) the daemon's own first stage, `Daemon::intake`: fetch
//! from the Maildir in batches of 200, `read_mail`, `Intake::handle_batch` (one transaction
//! per batch, a savepoint per mail, rounds run when a mail brings the last orders in), mark
//! handled.

use chrono::{DateTime, Utc};
use mail_parser::MessageParser;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use robomod::clock::{Clock, TestClock};
use robomod::config::Config;
use robomod::daemon::Daemon;
use robomod::games::GameRng;
use robomod::games::rambots::State;
use robomod::games::rambots::board::{Colour, Dir, Facing, Piece, Size};
use robomod::games::rambots::notation::{Instruction, pieces_text, program_text};
use robomod::mail::maildir::MaildirInbox;
use robomod::mail::read_mail;
use robomod::mail::transport::RecordingTransport;
use robomod::moderator::SeededKeys;
use robomod::moderator::{Moderator, ModeratorConfig, NewGame, NewPlayer};
use robomod::store;
use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

const GAMES: usize = 250;
const START: &str = "2026-03-02T12:00:00Z";

fn moderator(db: &Path) -> Moderator {
    let config = ModeratorConfig {
        identity: robomod::identity::MailIdentity::default(),
        // Players here write far more often than real ones; let every mail be answered.
        max_replies: 1_000_000,
        reminder_lead: None,
        ..ModeratorConfig::default()
    };
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str(START));
    let m = Moderator::open(db, clock, config)
        .expect("database")
        .with_keys(SeededKeys::new(4));
    for g in 0..GAMES {
        let players = (0..4)
            .map(|p| NewPlayer {
                name: format!("Player {p} of {g}"),
                address: format!("p{p}.g{g}@players.example"),
            })
            .collect();
        m.admin()
            .create_game(&NewGame {
                kind: "rambots".into(),
                players,
                seed: Some(1000 + g as u64),
                schedule: Some("48h".into()),
                ..NewGame::default()
            })
            .expect("create a game");
    }
    m
}

/// A game as the writer sees it: its id, round, phase, who sent this round, the seats' pools.
struct Seen {
    id: i64,
    round: u32,
    live: bool,
    state: State,
    keys: Vec<(String, String)>,
}

fn look(m: &Moderator, id: i64) -> Seen {
    m.with_connection(|c| {
        let g = store::games::game(c, id).expect("game");
        let keys = store::games::players(c, id)
            .expect("players")
            .into_iter()
            .map(|p| (p.address, p.key))
            .collect();
        Seen {
            id,
            round: g.round,
            live: g.status.is_live(),
            state: serde_json::from_value(g.state.into_value()).expect("a RAMbots state"),
            keys,
        }
    })
}

fn goals(state: &State, seat: usize, rng: &mut GameRng) -> String {
    let pool = state.position().pool(state.position().seats()[seat]);
    let stack: Vec<Piece> = Colour::ALL
        .iter()
        .filter_map(|&c| {
            let mut sizes: Vec<Size> = Size::ALL
                .into_iter()
                .filter(|&s| pool.count(Piece::new(s, c)) > 0)
                .collect();
            sizes.shuffle(rng);
            sizes.first().map(|&s| Piece::new(s, c))
        })
        .collect();
    format!("GOALS {}", pieces_text(&stack))
}

fn program(state: &State, seat: usize, rng: &mut GameRng) -> String {
    let pool = state.position().pool(state.position().seats()[seat]);
    let mut pieces: Vec<Piece> = pool.pieces().collect();
    pieces.shuffle(rng);
    let len = rng.random_range(1..=5usize).min(pieces.len());
    let p: Vec<Instruction> = pieces[..len]
        .iter()
        .map(|&piece| {
            let k = rng.random_range(0..5usize);
            let facing = if k == 4 {
                Facing::Up
            } else {
                Facing::Lying(Dir::ALL[k])
            };
            Instruction { piece, facing }
        })
        .collect();
    format!("PROGRAM {}", program_text(&p))
}

/// The last mail robomod sent to `address` (a round report, or the welcome before the first):
/// what a player's reply quotes.
fn last_mail_to(m: &Moderator, address: &str) -> String {
    m.with_connection(|c| {
        c.query_row(
            "SELECT mail FROM outbox WHERE recipient = ?1 ORDER BY id DESC LIMIT 1",
            [address],
            |r| r.get::<_, String>(0),
        )
        .ok()
        .and_then(|json| serde_json::from_str::<robomod::outgoing::OutgoingMail>(&json).ok())
        .map_or_else(String::new, |mail| mail.body)
    })
}

/// One mail in one of six client styles; five of them quote `report` (the last mail robomod
/// sent the player) as their client does, so most mails are 4-8 KB as in real play.
fn render(
    n: usize,
    style: usize,
    from: &str,
    game: i64,
    key: &str,
    command: &str,
    report: &str,
) -> Vec<u8> {
    // As the moderator writes them (the key verbatim), so that authentication succeeds.
    let id = robomod::identity::MailIdentity::default();
    let tag = id.subject_tag(game, key);
    let plus = id.plus_address(game, key);
    let date = "Mon, 2 Mar 2026 12:00:00 +0000";
    let head = |subject: &str, to: &str, ct: &str| {
        format!(
            "Return-Path: <{from}>\r\nDelivered-To: robomod@example.test\r\nFrom: Player <{from}>\r\n\
             To: robomod <{to}>\r\nSubject: {subject}\r\nDate: {date}\r\n\
             Message-ID: <bench.{n}@players.example>\r\nMIME-Version: 1.0\r\n{ct}\r\n"
        )
    };
    let quoted: String = report.lines().map(|l| format!("> {l}\r\n")).collect();
    let plain: String = report.lines().map(|l| format!("{l}\r\n")).collect();
    // As HTML in quoted-printable: lines joined with <br>, '=' escaped, soft breaks omitted
    // (mail-parser accepts long lines).
    let html: String = report
        .lines()
        .map(|l| {
            let l = l
                .replace('&', "&amp;")
                .replace('<', "&lt;")
                .replace('>', "&gt;");
            format!("{}<br>\r\n", l.replace('=', "=3D"))
        })
        .collect();
    let mail = match style {
        0 => format!(
            "{}{command}\r\n\r\nThanks,\r\nPlayer\r\n-- \r\nsent from my desk\r\n",
            head(
                &format!("Re: {tag} Round 2: received"),
                "robomod@example.test",
                "Content-Type: text/plain; charset=utf-8\r\n"
            )
        ),
        1 => format!(
            "{}{command}\r\n\r\nOn 02/03/2026 11:00, robomod wrote:\r\n{quoted}",
            head(
                &format!("Re: {tag} Round 2: report"),
                &plus,
                "Content-Type: text/plain; charset=UTF-8; format=flowed\r\n\
                 Content-Transfer-Encoding: 7bit\r\n"
            )
        ),
        2 => format!(
            "{}--b{n}\r\nContent-Type: text/plain; charset=\"UTF-8\"\r\n\r\n{command}\r\n\r\n\
             On Mon, Mar 2, 2026 at 11:00 AM robomod <{plus}>\r\nwrote:\r\n\r\n{quoted}\r\n\
             --b{n}\r\nContent-Type: text/html; charset=\"UTF-8\"\r\n\
             Content-Transfer-Encoding: quoted-printable\r\n\r\n<div dir=3D\"ltr\"><div>{command}\
             </div></div><br><div class=3D\"gmail_quote\"><blockquote class=3D\"gmail_quote\">\
             {html}</blockquote></div>\r\n--b{n}--\r\n",
            head(
                &format!("Re: {tag} Round 2: report"),
                &plus,
                &format!("Content-Type: multipart/alternative; boundary=\"b{n}\"\r\n")
            )
        ),
        3 => format!(
            "{}<html><body><div style=3D\"font-family: Calibri\">{command}</div>\r\n\
             <div><br></div><hr><div id=3D\"divRplyFwdMsg\"><b>From:</b> robomod<br>\r\n\
             <b>Sent:</b> Monday, March 2, 2026 11:00<br><b>Subject:</b> {tag}</div>\r\n\
             <div>{html}</div></body></html>\r\n",
            head(
                &format!("RE: {tag} Round 2: report"),
                &plus,
                "Content-Type: text/html; charset=\"Windows-1252\"\r\n\
                 Content-Transfer-Encoding: quoted-printable\r\n"
            )
        ),
        4 => format!(
            "{}{command}\r\n\r\nRegards\r\n\r\nFrom: robomod <robomod@example.test>\r\n\
             Sent: Monday, March 2, 2026 11:00 AM\r\nTo: Player <{from}>\r\n\
             Subject: {tag} Round 2: report\r\n\r\n{plain}",
            head(
                &format!("RE: {tag} Round 2: report"),
                "robomod@example.test",
                "Content-Type: text/plain; charset=\"us-ascii\"\r\n"
            )
        ),
        _ => {
            // windows-1252 text, base64, tag only in the plus-address.
            let mut body: Vec<u8> = format!("Hallo!\r\n{command}\r\n").into_bytes();
            body.extend(b"Gr\xFC\xDFe\r\nJ\xF6rg\r\n");
            let b64 = base64(&body);
            format!(
                "{}{b64}\r\n",
                head(
                    "my move",
                    &plus,
                    "Content-Type: text/plain; charset=windows-1252\r\n\
                     Content-Transfer-Encoding: base64\r\n"
                )
            )
        }
    };
    mail.into_bytes()
}

fn base64(bytes: &[u8]) -> String {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let v = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(A[(v >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Writes `count` mails into `maildir/new`, oldest name first; returns what each should do.
fn write_corpus(dir: &Path, count: usize) -> BTreeMap<&'static str, usize> {
    let writer = moderator(&dir.join("writer.sqlite"));
    let identity = robomod::identity::MailIdentity::default();
    let new = dir.join("maildir/new");
    std::fs::create_dir_all(&new).expect("maildir");
    std::fs::create_dir_all(dir.join("maildir/cur")).expect("maildir");
    std::fs::create_dir_all(dir.join("maildir/tmp")).expect("maildir");
    let mut rng = GameRng::seed_from_u64(20_000);
    let mut games: Vec<(Seen, HashSet<usize>)> = (1..=GAMES as i64)
        .map(|id| (look(&writer, id), HashSet::new()))
        .collect();
    let mut kinds = BTreeMap::new();
    for n in 0..count {
        let live: Vec<usize> = (0..games.len()).filter(|&i| games[i].0.live).collect();
        let gi = live[n % live.len()];
        let (seen, sent) = &mut games[gi];
        let fresh: Vec<usize> = (0..4).filter(|s| !sent.contains(s)).collect();
        let again = rng.random_range(0..100) < 8 || fresh.is_empty();
        let seat = if again {
            rng.random_range(0..4)
        } else {
            fresh[rng.random_range(0..fresh.len())]
        };
        let setup = seen.state.phase() == robomod::games::rambots::Phase::Setup;
        let roll = rng.random_range(0..100);
        let (command, what) = if setup {
            (goals(&seen.state, seat, &mut rng), "goals")
        } else if roll < 4 {
            ("PASS".to_string(), "pass")
        } else if roll < 7 {
            ("STATUS".to_string(), "status")
        } else if roll < 9 {
            ("PROGRAM 1GN 9XQ".to_string(), "typo")
        } else {
            (program(&seen.state, seat, &mut rng), "program")
        };
        *kinds.entry(what).or_insert(0) += 1;
        let (from, key) = seen.keys[seat].clone();
        let report = last_mail_to(&writer, &from);
        let raw = render(n, n % 6, &from, seen.id, &key, &command, &report);
        let name = format!("1772452800.M{n:06}P1.bench");
        std::fs::write(new.join(&name), &raw).expect("write a mail");
        let read = read_mail(&raw, &identity);
        let before = seen.round;
        writer.intake().handle_mail(&raw, &read).expect("handled");
        if what != "status" && what != "typo" {
            sent.insert(seat);
        }
        *seen = look(&writer, seen.id);
        if seen.round != before || !seen.live {
            sent.clear();
        }
    }
    kinds
}

/// CPU seconds (user + system) this process used so far, from /proc/self/stat.
fn cpu_secs() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(vec![], |(_, r)| r.split_whitespace().collect());
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<f64>().ok());
    // utime and stime are fields 14 and 15 (11 and 12 after the command name); 100 ticks/s.
    ticks(11)
        .zip(ticks(12))
        .map_or(f64::NAN, |(u, s)| (u + s) / 100.0)
}

fn main() {
    let count = std::env::args()
        .skip(1)
        .find_map(|a| a.parse::<usize>().ok())
        .unwrap_or(20_000);
    let dir = tempfile::tempdir().expect("temp dir");
    let t = Instant::now();
    let kinds = write_corpus(dir.path(), count);
    println!(
        "corpus: {count} mails in {:.1} s: {kinds:?}",
        t.elapsed().as_secs_f64()
    );

    // (a) mail-parser alone.
    let maildir = dir.path().join("maildir");
    let mut paths: Vec<_> = std::fs::read_dir(maildir.join("new"))
        .expect("list")
        .map(|e| e.expect("entry").path())
        .collect();
    paths.sort();
    let t = Instant::now();
    let raws: Vec<Vec<u8>> = paths
        .iter()
        .map(|p| std::fs::read(p).expect("read"))
        .collect();
    let read_secs = t.elapsed().as_secs_f64();
    let bytes: usize = raws.iter().map(Vec::len).sum();
    let mut sizes: Vec<usize> = raws.iter().map(Vec::len).collect();
    sizes.sort_unstable();
    println!(
        "mail sizes: mean {} bytes, median {}, 10th percentile {}, 90th {}",
        bytes / count,
        sizes[count / 2],
        sizes[count / 10],
        sizes[count * 9 / 10]
    );
    let t = Instant::now();
    let mut parts = 0usize;
    for raw in &raws {
        parts += MessageParser::default()
            .parse(raw)
            .map_or(0, |m| m.parts.len());
    }
    let parse_secs = t.elapsed().as_secs_f64();
    assert!(parts >= count, "every mail parsed");
    let parse_rate = count as f64 / parse_secs;
    let parse_io_rate = count as f64 / (parse_secs + read_secs);
    drop(raws);

    // (b) full intake into a fresh database holding the same games, through the daemon's own
    // first stage (fetch a batch, read, handle in one transaction, mark handled).
    let m = moderator(&dir.path().join("robomod.sqlite"));
    let config = Config::from_toml("", "bench", dir.path()).expect("the default config");
    let inbox = MaildirInbox::open(&maildir).expect("maildir");
    let clock: Arc<dyn Clock> = Arc::new(TestClock::at_str(START));
    let transport = Box::new(RecordingTransport::new(clock.clone()));
    let mut daemon = Daemon::from_parts(&config, m, Box::new(inbox), transport, clock);
    let cpu = cpu_secs();
    let t = Instant::now();
    let r = daemon.intake().expect("intake");
    let intake_secs = t.elapsed().as_secs_f64();
    let intake_cpu = cpu_secs() - cpu;
    assert_eq!((r.fetched, r.failed, r.duplicates), (count, 0, 0), "{r:?}");
    assert_eq!(r.replied, count, "every mail answered: {r:?}");
    let m = daemon.moderator();
    let intake_rate = count as f64 / intake_secs;
    let finished: i64 = m.with_connection(|c| {
        c.query_row(
            "SELECT COUNT(*) FROM games WHERE status = 'finished'",
            [],
            |r| r.get(0),
        )
        .expect("count")
    });
    let now: DateTime<Utc> = START.parse().expect("time");
    // The round reports' pictures are drawn as their mails leave, not by the intake: time that
    // too, as the flush would do it (every core), to show where that work went.
    let drawing = Instant::now();
    let queued = m
        .outbox()
        .outbox_due(now, usize::MAX)
        .expect("outbox")
        .len();
    let drawing = drawing.elapsed().as_secs_f64();
    let pictures: i64 = m.with_connection(|c| {
        c.query_row("SELECT COUNT(*) FROM pictures", [], |r| r.get(0))
            .expect("count")
    });
    println!(
        "then, as the mails leave: {pictures} pictures drawn in {drawing:.1} s ({:.1} ms each, \
         {} cores)",
        drawing * 1e3 / pictures.max(1) as f64,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    let kinds = m.with_connection(|c| {
        let mut q = c
            .prepare("SELECT kind, COUNT(*) FROM outbox GROUP BY kind")
            .expect("prepare");
        q.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))
            .expect("query")
            .collect::<Result<BTreeMap<_, _>, _>>()
            .expect("rows")
    });
    println!(
        "mails queued: {kinds:?}; rounds run {}, games finished {finished}, queued {queued}",
        r.rounds_by_mail
    );
    // What the intake wrote, by table (the commit's bytes: the WAL frames hold these pages).
    let bytes_of = |sql: &str| -> i64 {
        m.with_connection(|c| c.query_row(sql, [], |r| r.get(0)).expect("sum"))
    };
    let stored = [
        ("inbox", "SELECT COALESCE(SUM(LENGTH(raw) + LENGTH(parsed)), 0) FROM inbox"),
        ("outbox", "SELECT COALESCE(SUM(LENGTH(mail)), 0) FROM outbox"),
        ("pictures", "SELECT COALESCE(SUM(LENGTH(svg)), 0) FROM pictures"),
        (
            "rounds",
            "SELECT COALESCE(SUM(LENGTH(state_before) + LENGTH(events) + LENGTH(state_after) + LENGTH(report)), 0) \
             FROM rounds",
        ),
    ]
    .map(|(what, sql)| format!("{what} {} B", bytes_of(sql) / count as i64));
    println!("stored per mail handled: {}", stored.join(", "));
    println!(
        "mail-parser alone: {parse_rate:>9.0} mails/s ({:.1} MB/s; {parse_io_rate:.0} mails/s \
         including reading the files)",
        bytes as f64 / parse_secs / 1e6
    );
    println!(
        "full intake:       {intake_rate:>9.0} mails/s ({:.1} us/mail)  ratio {:.4} ({:.4} \
         to parsing with file reading, for reference); target >= 2000 mails/s",
        intake_secs * 1e6 / count as f64,
        intake_rate / parse_rate,
        intake_rate / parse_io_rate
    );
    let us = |s: f64| s * 1e6 / count as f64;
    println!(
        "  CPU time {:.1} us/mail ({:.0} mails/s per busy core; the machine is shared, wall time \
         includes waiting for a core)",
        us(intake_cpu),
        count as f64 / intake_cpu
    );
}

//! `robomod demo [--kind KIND] [--set KEY=VALUE] [--dir DIR] [--seed S]`: a whole game in
//! seconds (RAMbots by default; any game of the registry with a computer player), through
//! the real daemon and real mail files.
//!
//! It makes a fresh folder with the default config (Maildir in, `.eml` files out), creates a
//! 4-player game, and lets four computer players (the game's [`crate::games::ComputerPlayer`],
//! reached through the registry) play it by mail: each reads the newest mail robomod wrote to
//! it, answers it as a mail client would (a plain reply, so the subject tag and Reply-To carry its key) and drops the reply into the
//! Maildir. The daemon's passes read those mails, run the rounds and write the reports; the
//! clock is fast-forwarded an hour per round. The same seed gives the same game, byte for byte.

use super::{CmdResult, Failure};
use crate::clock::{Clock, TestClock};
use crate::config::Config;
use crate::daemon::{Daemon, open_moderator};
use crate::games::capability::DynComputer;
use crate::games::{DynGame, Loaded, Seat, by_kind, step_rng};
use crate::mail::maildir::MaildirInbox;
use crate::mail::transport::FileTransport;
use crate::moderator::{NewGame, NewPlayer, SeededKeys};
use crate::store::games::game;
use anyhow::{Context as _, anyhow};
use clap::Args;
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Args, Debug)]
pub struct DemoArgs {
    /// The game: any game robomod has with a computer player (rambots, race, ...); without
    /// it, the first of them the registry lists.
    #[arg(long)]
    pub kind: Option<String>,
    /// A game setting, KEY=VALUE (repeatable), as `game new --set`: `--set board=race`.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// The folder to play in; made fresh (a previous demo's folder is replaced).
    #[arg(long, default_value = "robomod-demo")]
    pub dir: PathBuf,
    /// The seed of the board, the keys and the computer players' choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Marks a folder as a demo's, so that a later demo may replace it.
const MARKER: &str = ".robomod-demo";
const PLAYERS: [&str; 4] = ["Ada", "Brian", "Grace", "Linus"];
/// Rounds after which the demo gives up (the bots nearly always win long before).
const MAX_ROUNDS: u32 = 150;

const CONFIG: &str = "# robomod demo: everything under data/, no mail server.\n\
                      data_dir = \"data\"\n\n[identity]\naddress = \"robomod@demo.test\"\n";

impl DemoArgs {
    /// The game's kind (once [`run`] has chosen it).
    fn kind(&self) -> &str {
        self.kind.as_deref().unwrap_or_default()
    }
}

pub fn run(mut args: DemoArgs) -> CmdResult {
    let engine = engine_for(&mut args)?;
    let new = new_game(&args)?;
    prepare(&args.dir)?;
    let dir = &args.dir;
    std::fs::write(dir.join("robomod.toml"), CONFIG).context("writing robomod.toml")?;
    let config = Config::load(&dir.join("robomod.toml")).map_err(Failure::input)?;
    let clock = TestClock::at_str("2026-03-02T09:00:00Z");
    let shared: Arc<dyn Clock> = Arc::new(clock.clone());
    let moderator = open_moderator(&config, &config.database_path(), shared.clone())
        .map_err(|e| anyhow!("{e}"))?
        .with_keys(SeededKeys::new(args.seed));
    let id = moderator
        .admin()
        .create_game(&new)
        .map_err(|e| anyhow!("{e}"))?;
    let inbox = MaildirInbox::open(config.maildir_path()).map_err(|e| anyhow!("{e}"))?;
    let transport = FileTransport::new(config.outgoing_path(), shared.clone());
    let mut daemon = Daemon::from_parts(
        &config,
        moderator,
        Box::new(inbox),
        Box::new(transport),
        shared,
    );
    let maildir = MaildirInbox::open(config.maildir_path()).map_err(|e| anyhow!("{e}"))?;
    let title = match args.set.is_empty() {
        true => args.kind().to_string(),
        false => format!("{} ({})", args.kind(), args.set.join(", ")),
    };
    println!(
        "robomod demo: game {id}, {title}, 4 computer players, in {}",
        dir.display()
    );
    daemon.pass().map_err(|e| anyhow!("{e}"))?;
    let mut step = 0u32;
    loop {
        let g = daemon
            .moderator()
            .with_connection(|c| game(c, id))
            .map_err(|e| anyhow!("{e}"))?;
        if !g.status.is_live() {
            break;
        }
        let cap = MAX_ROUNDS;
        if g.round > cap {
            return Err(Failure::Check(anyhow!(
                "no winner after {cap} rounds; try another --seed"
            )));
        }
        let computer = engine
            .capabilities()
            .computer
            .context("the demo's game has no computer player")?;
        let state = engine.load(&g.state).context("game state")?;
        let title = state.phase().title;
        let outgoing = config.outgoing_path();
        send_orders(computer, &*state, (args.seed, step), &outgoing, &maildir)?;
        step += 1;
        clock.advance(chrono::Duration::hours(1));
        let r = daemon.pass().map_err(|e| anyhow!("{e}"))?;
        if r.rounds_run() > 0 {
            println!("  {title:<9} played: {} mails sent", r.flush.sent);
        }
    }
    finish(dir, &config, id, &daemon)
}

/// The game the demo plays (`--kind`, else the first with a computer player), written back
/// into `args`.
fn engine_for(args: &mut DemoArgs) -> Result<&'static dyn DynGame, Failure> {
    // Any game of the registry that has a computer player to play it.
    let playable: Vec<&str> = crate::games::Registry::builtin()
        .games()
        .iter()
        .filter(|g| g.capabilities().computer.is_some())
        .map(|g| g.kind())
        .collect();
    let kind = args
        .kind
        .clone()
        .or_else(|| playable.first().map(|k| k.to_string()))
        .unwrap_or_default();
    args.kind = Some(kind.clone());
    let engine = by_kind(&kind).filter(|e| e.capabilities().computer.is_some());
    engine.ok_or_else(|| {
        Failure::input(anyhow!(
            "--kind {kind:?}: the demo plays a game with a computer player: {}",
            playable.join(", ")
        ))
    })
}

/// Every player's orders for `state`, found by the computer player (with the rng of the
/// demo's `seed` and `step`), mailed into the maildir as a reply to their turn mail in
/// `outgoing`.
fn send_orders(
    computer: &dyn DynComputer,
    state: &dyn Loaded,
    (seed, step): (u64, u32),
    outgoing: &Path,
    maildir: &MaildirInbox,
) -> CmdResult {
    for (seat, name) in PLAYERS.iter().enumerate() {
        let mut rng = step_rng(seed ^ 0xb07, step * 8 + seat as u32);
        let found = computer
            .bot_orders(state, Seat(seat as u8), &mut rng)
            .context("the computer player")?;
        let orders = match found {
            Some((orders, _)) => computer
                .mail_text(state, &orders)
                .context("the computer player")?,
            None => String::new(),
        };
        // Nothing to send (a silent player's orders): ask for the status instead.
        let orders = if orders.is_empty() {
            "STATUS".to_string()
        } else {
            orders
        };
        let mail = reply(outgoing, name, &orders)?;
        maildir.deliver(&mail).map_err(|e| anyhow!("{e}"))?;
    }
    Ok(())
}

/// A fresh folder: created, or emptied when a previous demo made it.
fn prepare(dir: &Path) -> Result<(), Failure> {
    if dir.exists() {
        let empty = std::fs::read_dir(dir)
            .map(|mut d| d.next().is_none())
            .unwrap_or(false);
        if !empty && !dir.join(MARKER).exists() {
            return Err(Failure::input(anyhow!(
                "{} exists and is not a robomod demo folder; name a new one with --dir",
                dir.display()
            )));
        }
        std::fs::remove_dir_all(dir).with_context(|| format!("emptying {}", dir.display()))?;
    }
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    std::fs::write(dir.join(MARKER), "").context("marking the demo folder")?;
    Ok(())
}

fn new_game(args: &DemoArgs) -> Result<NewGame, Failure> {
    let mut settings = serde_json::Map::new();
    for s in &args.set {
        let (k, v) = super::settings::setting(s)?;
        settings.insert(k, v);
    }
    Ok(NewGame {
        kind: args.kind().to_string(),
        settings,
        players: PLAYERS
            .iter()
            .map(|n| NewPlayer {
                name: n.to_string(),
                address: format!("{}@players.test", n.to_lowercase()),
            })
            .collect(),
        seed: Some(args.seed),
        ..NewGame::default()
    })
}

/// The newest mail robomod wrote to `address` in the file transport's folder `outgoing` (outbox
/// ids grow, and name the file): its outbox id and bytes. Tests read players' mail with it too.
pub fn newest_to(outgoing: &Path, address: &str) -> anyhow::Result<(u64, Vec<u8>)> {
    let mut best: Option<(u64, Vec<u8>)> = None;
    for entry in std::fs::read_dir(outgoing).context("reading the outgoing folder")? {
        let path = entry?.path();
        let name = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let Some(n) = name
            .strip_prefix("robomod.")
            .and_then(|r| r.split('.').next())
            .and_then(|n| n.parse::<u64>().ok())
        else {
            continue;
        };
        if best.as_ref().is_some_and(|(b, _)| *b >= n) {
            continue;
        }
        let raw = std::fs::read(&path)?;
        let parsed = mail_parser::MessageParser::default().parse(&raw);
        let to = parsed
            .as_ref()
            .and_then(|m| m.to())
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .unwrap_or_default()
            .to_lowercase();
        if to == address {
            best = Some((n, raw));
        }
    }
    best.ok_or_else(|| anyhow!("no mail to {address} yet"))
}

/// A plain reply from `name` (at `name@players.test`) to the newest mail robomod sent them,
/// carrying `orders`, as a mail client writes it. Tests play by mail with it too.
pub fn reply(outgoing: &Path, name: &str, orders: &str) -> anyhow::Result<Vec<u8>> {
    let address = format!("{}@players.test", name.to_lowercase());
    let (n, raw) = newest_to(outgoing, &address)?;
    let m = mail_parser::MessageParser::default()
        .parse(&raw)
        .ok_or_else(|| anyhow!("cannot parse mail {n}"))?;
    let subject = m.subject().unwrap_or_default();
    let reply_to = m
        .reply_to()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .ok_or_else(|| anyhow!("mail {n} has no Reply-To"))?;
    let their_id = m.message_id().unwrap_or_default();
    let subject = if subject.starts_with("Re: ") {
        subject.to_string()
    } else {
        format!("Re: {subject}")
    };
    Ok(format!(
        "From: {name} <{address}>\r\nTo: {reply_to}\r\nSubject: {subject}\r\n\
         Message-ID: <{n}.{}@players.test>\r\nIn-Reply-To: <{their_id}>\r\n\
         References: <{their_id}>\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{orders}\r\n\r\n-- \r\n{name} (a robot)\r\n",
        name.to_lowercase()
    )
    .into_bytes())
}

/// Prints where everything is and who won.
fn finish(dir: &Path, config: &Config, id: i64, daemon: &Daemon) -> CmdResult {
    let g = daemon
        .moderator()
        .with_connection(|c| game(c, id))
        .map_err(|e| anyhow!("{e}"))?;
    let out = config.outgoing_path();
    let mails = std::fs::read_dir(&out).map(|d| d.count()).unwrap_or(0);
    let mut last = None;
    for name in PLAYERS {
        let (_, raw) = newest_to(&out, &format!("{}@players.test", name.to_lowercase()))?;
        let text = String::from_utf8_lossy(&raw).into_owned();
        if text.contains("Subject: [robomod") && text.contains("Game over") {
            last = Some(text);
        }
    }
    let report = dir.join("final-report.eml");
    if let Some(text) = &last {
        std::fs::write(&report, text).context("writing the final report")?;
        let subject = text
            .lines()
            .find_map(|l| l.strip_prefix("Subject: "))
            .unwrap_or_default();
        println!("\n{subject}");
    }
    println!(
        "\nGame {id} is {}.\n\
         Mails robomod sent ({mails} .eml files): {}\n\
         Mails the players sent (Maildir): {}\n\
         The final report:                {}\n\
         The database:                    {}\n\
         Look inside with: robomod game show {id} --config {}",
        g.status,
        out.display(),
        config.maildir_path().join("cur").display(),
        report.display(),
        config.database_path().display(),
        dir.join("robomod.toml").display()
    );
    Ok(())
}

//! The documented install on loopback (issue 31, `docs/operating.md`): a private Postfix
//! configured with the lines of `contrib/postfix/` receives SMTP for robomod's domain and hands
//! each mail over either by its `pipe` transport to `robomod deliver` (run as a system user, as the
//! robomod user would be) or by LMTP to a private Dovecot configured with
//! `contrib/dovecot/robomod.conf`, into the Maildir robomod reads. The real `robomod serve`
//! answers through the same Postfix, which relays the players' domain to an `smtp-sink`. A
//! `db backup` is taken while the daemon runs, mid-game; restored into a fresh folder, `replay
//! --all` accepts it; `status` reports the last pass. The daemon polls only every 300 s: each
//! mail is answered within seconds because the daemon watches the Maildir (issue 30), whether
//! `robomod deliver` or Dovecot's LMTP put it there. Under CI=true these run or fail.

use super::greedy;
use super::install_servers::*;
use crate::support::assert_contains;
use crate::support::mailservers::{free_ports, missing_prerequisite};
use crate::support::sink::{self, Sink};
use robomod::games::rambots::State;
use robomod::store;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The install: robomod's folder (config, data), the binary the system user may run, the servers.
struct Install {
    dir: tempfile::TempDir,
    bin: PathBuf,
    config: PathBuf,
    clock: PathBuf,
    sink: Sink,
    servers: Servers,
    way: Way,
}

impl Install {
    fn robomod(&self) -> Command {
        let mut c = Command::new(&self.bin);
        c.env("ROBOMOD_CONFIG", &self.config)
            .env("ROBOMOD_CLOCK_FILE", &self.clock)
            .env_remove("ROBOMOD_DB")
            .env_remove("RUST_LOG");
        c
    }

    fn run(&self, args: &[&str]) -> String {
        check(self.robomod().args(args).output().unwrap(), &args.join(" "))
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("install/data/robomod.sqlite")
    }

    fn maildir(&self) -> PathBuf {
        self.dir.path().join("install/data/maildir")
    }

    fn state(&self) -> State {
        let c = store::open_read_only(&self.db()).unwrap();
        let g = store::games::game(&c, 1).unwrap();
        serde_json::from_value(g.state.into_value()).unwrap()
    }

    /// A player's mail, sent through Postfix as a mail client would.
    fn send(&self, from: &str, key: &str, subject: &str, body: &str) {
        let to = format!("robomod+g1.{key}@games.test");
        let raw = format!(
            "From: {from}\r\nTo: {to}\r\nSubject: Re: [robomod g1 {key}] {subject}\r\n\
             Message-ID: <{}.{}@players.test>\r\nMIME-Version: 1.0\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            from.split('@').next().unwrap(),
            subject.replace(' ', "-")
        );
        let smtp = lettre::SmtpTransport::builder_dangerous("127.0.0.1")
            .port(self.servers.smtp_port)
            .build();
        let envelope =
            lettre::address::Envelope::new(Some(from.parse().unwrap()), vec![to.parse().unwrap()])
                .unwrap();
        lettre::Transport::send_raw(&smtp, &envelope, raw.as_bytes()).expect("Postfix accepts");
    }

    /// Waits until the sink holds `n` mails; their texts.
    fn received(&self, n: usize, what: &str) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let mails = self.sink.mails();
            if mails.len() >= n {
                return mails;
            }
            if Instant::now() > deadline {
                let log = std::fs::read_to_string(self.servers.dir.join("postfix/maillog"))
                    .unwrap_or_default();
                panic!(
                    "{what}: {} of {n} mails at the sink; postfix log:\n{log}",
                    mails.len()
                );
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

fn open(test: &str, way: Way) -> Option<Install> {
    if let Some(why) = missing_prerequisite() {
        crate::support::skip::skip(test, &why, crate::support::mailservers::INSTALL);
        return None;
    }
    let sink_bin = sink::binary(test)?;
    let dir = tempfile::tempdir().unwrap();
    crate::operating::chmod(dir.path(), 0o755);
    let bin = crate::operating::binary_in(dir.path());
    let [smtp_port, lmtp, sink_port] = free_ports::<3>();
    let home = dir.path().join("install");
    std::fs::create_dir_all(home.join("data/maildir")).unwrap();
    let config = home.join("robomod.toml");
    std::fs::write(
        &config,
        format!(
            "data_dir = \"data\"\npoll_interval_secs = 300\nlog_level = \"warn\"\n\
             [identity]\naddress = \"robomod@games.test\"\n\
             [games]\nschedule = \"48h\"\nmin_notice = \"1h\"\n[reports]\npictures = false\n\
             [outbound]\nkind = \"smtp\"\n[outbound.smtp]\nhost = \"127.0.0.1\"\n\
             port = {smtp_port}\nsecurity = \"none\"\n"
        ),
    )
    .unwrap();
    let clock = dir.path().join("now");
    std::fs::write(&clock, "2026-03-02T12:00:00Z").unwrap();
    let sink = Sink::start(&sink_bin, sink_port, &dir.path().join("sink"), &[]);
    let mut servers = Servers {
        postfix: None,
        dovecot: None,
        smtp_port,
        dir: dir.path().join("servers"),
    };
    std::fs::create_dir_all(&servers.dir).unwrap();
    if way == Way::Lmtp {
        servers.dovecot = Some(start_dovecot(&servers.dir, lmtp, &home.join("data")));
        let deadline = Instant::now() + Duration::from_secs(15);
        while std::net::TcpStream::connect(("127.0.0.1", lmtp)).is_err() {
            assert!(Instant::now() < deadline, "dovecot does not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    start_postfix(&mut servers, way, lmtp, sink_port, &bin, &config);
    Some(Install {
        dir,
        bin,
        config,
        clock,
        sink,
        servers,
        way,
    })
}

fn chown_tree(dir: &Path, uid: u32) {
    std::os::unix::fs::chown(dir, Some(uid), Some(uid)).unwrap();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            chown_tree(&p, uid);
        } else {
            std::os::unix::fs::chown(&p, Some(uid), Some(uid)).unwrap();
        }
    }
}

/// How many of `mails` went to `who` and contain `needle`.
fn to(mails: &[String], who: &str, needle: &str) -> usize {
    mails
        .iter()
        .filter(|m| m.lines().any(|l| l.starts_with("To:") && l.contains(who)))
        .filter(|m| m.contains(needle))
        .count()
}

fn play(test: &str, way: Way) {
    let Some(i) = open(test, way) else { return };
    i.run(&[
        "game",
        "new",
        "--kind",
        "rambots",
        "--seed",
        "2026",
        "--player",
        "Ann=ann@players.test",
        "--player",
        "Bob=bob@players.test",
    ]);
    for sub in ["new", "cur", "tmp"] {
        std::fs::create_dir_all(i.maildir().join(sub)).unwrap();
    }
    chown_tree(&i.maildir(), system_user().0);
    let keys: Vec<String> = {
        let c = store::open_read_only(&i.db()).unwrap();
        store::games::players(&c, 1)
            .unwrap()
            .into_iter()
            .map(|p| p.key)
            .collect()
    };
    let mut daemon = i
        .robomod()
        .arg("serve")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mails = i.received(2, "the welcome mails");
    assert_eq!(to(&mails, "ann@players.test", "Welcome to game"), 1);

    // The setup: both goal stacks, by mail through Postfix, into the Maildir, answered at
    // once (the daemon's next poll is 300 s away).
    let state = i.state();
    let start = Instant::now();
    let seats = state.position().seats().to_vec();
    for (n, (who, key)) in ["ann@players.test", "bob@players.test"]
        .iter()
        .zip(&keys)
        .enumerate()
    {
        i.send(who, key, "Welcome", &greedy::goals_for(&state, seats[n], 1));
    }
    let mails = i.received(6, "the confirmations and the setup report");
    let took = start.elapsed();
    eprintln!("{test}: two mails through Postfix answered in {took:?}");
    assert!(took < Duration::from_secs(10), "answered in {took:?}");
    assert_eq!(to(&mails, "ann@players.test", "Accepted for setup:"), 1);
    assert_eq!(to(&mails, "bob@players.test", "Accepted for setup:"), 1);

    // A backup while the daemon runs, mid-game.
    let backup = i.dir.path().join("backup.sqlite");
    let out = i.run(&["db", "backup", backup.to_str().unwrap()]);
    assert_contains(&out, "checked: ok");

    // A programming round: Ann's greedy program, Bob passes; both get the report.
    let state = i.state();
    let program = greedy::best_program(&state, seats[0], 2);
    i.send("ann@players.test", &keys[0], "report", &program);
    i.send("bob@players.test", &keys[1], "report", "PASS");
    // Two confirmations and two reports. Postfix delivers each mail on its own, so Ann's
    // confirmation may land after the reports: wait for it too.
    let mut mails = i.received(10, "the round's confirmations and reports");
    let until = Instant::now() + Duration::from_secs(30);
    while to(&mails, "ann@players.test", "Accepted for round 1:") == 0 && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(100));
        mails = i.received(10, "the round's confirmations and reports");
    }
    assert_eq!(to(&mails, "ann@players.test", "Accepted for round 1:"), 1);

    // SIGTERM: the pass under way ends, the daemon exits 0.
    check(
        Command::new("kill")
            .args(["-TERM", &daemon.id().to_string()])
            .output()
            .unwrap(),
        "kill",
    );
    let status = daemon.wait().unwrap();
    let mut log = String::new();
    std::io::Read::read_to_string(daemon.stderr.as_mut().unwrap(), &mut log).unwrap();
    assert!(status.success(), "{status}\n{log}");

    // The mail came the documented way.
    let handled: Vec<String> = std::fs::read_dir(i.maildir().join("cur"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    assert_eq!(handled.len(), 4, "four mails handled");
    match i.way {
        Way::Pipe => assert!(
            handled
                .iter()
                .all(|m| m.contains("Delivered-To: robomod+g1.")),
            "the pipe's Delivered-To: {handled:?}"
        ),
        Way::Lmtp => assert!(i.maildir().join("dovecot-uidlist").exists()),
    }

    // The live database and the backup restored into a fresh folder both replay.
    assert!(i.run(&["replay", "--all"]).contains("reproduced"));
    let fresh = i.dir.path().join("fresh/robomod.sqlite");
    let f = fresh.to_str().unwrap();
    i.run(&["db", "restore", backup.to_str().unwrap(), "--db", f]);
    let replayed = i.run(&["replay", "--all", "--db", f]);
    assert_contains(&replayed, "game 1: 1 round(s)");
    assert!(i.run(&["replay", "--all"]).contains("game 1: 2 round(s)"));
    // The first-run check finds the install usable, Postfix answering.
    let doctor = i.run(&["doctor"]);
    let smtp = format!(
        "ok   SMTP 127.0.0.1:{}: the server answers",
        i.servers.smtp_port
    );
    assert!(doctor.lines().any(|l| l.starts_with(&smtp)), "{doctor}");
    // The daemon was stopped above: status says so at once (issue 40), the rest is well.
    let out = i.robomod().args(["status", "--json"]).output().unwrap();
    let status = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{status}");
    assert!(
        status.contains("\"error\": null")
            && status.contains("\"waiting\": 0")
            && status.contains("the daemon is not running"),
        "{status}"
    );
}

#[test]
fn the_documented_install_postfix_pipe_to_deliver() {
    play("install_postfix_pipe", Way::Pipe);
}

#[test]
fn the_documented_install_postfix_lmtp_to_dovecot() {
    play("install_postfix_lmtp", Way::Lmtp);
}

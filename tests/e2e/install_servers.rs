//! The mail servers of the documented install (issue 31, `docs/operating.md`), started on
//! loopback for [`super::install`]: the system user robomod runs as, a private Postfix
//! configured with the lines of `contrib/postfix/` (its `pipe` transport to `robomod deliver`,
//! or LMTP) and, for LMTP, a private Dovecot configured with `contrib/dovecot/robomod.conf`;
//! stopped by PID when dropped.

use crate::support::cli::contrib;
use crate::support::mailservers::{stop_pid, user_ids};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};
/// The user robomod runs as in these installs: a system user, as Debian's `adduser --system`
/// makes one (a uid from 100, below Dovecot's default `first_valid_uid` of 500: seen on a real
/// install, where LMTP refused every mail until the contrib lines set it). Made once, by name.
pub(super) const USER: &str = "robomod-e2e";

/// [`USER`]'s uid and gid, the user made when missing with the first free uid from 150 up.
pub(super) fn system_user() -> (u32, u32) {
    if let Some(ids) = user_ids(USER) {
        return ids;
    }
    let passwd = std::fs::read_to_string("/etc/passwd").unwrap_or_default();
    let taken = |uid: u32| {
        passwd
            .lines()
            .any(|l| l.split(':').nth(2) == Some(&uid.to_string()))
    };
    let uid = (150..500)
        .find(|&u| !taken(u))
        .expect("a free system uid below 500");
    let status = Command::new("useradd")
        .args([
            "--system",
            "--no-create-home",
            "--shell",
            "/usr/sbin/nologin",
            "--uid",
        ])
        .arg(uid.to_string())
        .arg(USER)
        .status()
        .expect("useradd runs");
    // Another test may have made it meanwhile.
    assert!(
        status.success() || user_ids(USER).is_some(),
        "useradd {USER}"
    );
    let ids = user_ids(USER).expect("the system user");
    assert!(
        ids.0 < 500,
        "{USER} has uid {}: not a system uid below 500",
        ids.0
    );
    ids
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Way {
    Pipe,
    Lmtp,
}

/// Postfix and, for LMTP, Dovecot; stopped by PID when dropped.
pub(super) struct Servers {
    pub(super) postfix: Option<u32>,
    pub(super) dovecot: Option<Child>,
    pub(super) smtp_port: u16,
    pub(super) dir: PathBuf,
}

impl Drop for Servers {
    fn drop(&mut self) {
        if let Some(pid) = self.postfix.take() {
            stop_pid(pid);
        }
        if let Some(mut child) = self.dovecot.take() {
            stop_pid(child.id());
            let _ = child.wait();
        }
    }
}

pub(super) fn check(out: Output, what: &str) -> String {
    let (o, e) = (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert!(out.status.success(), "{what}: {}\n{o}\n{e}", out.status);
    o
}

/// The Dovecot of `contrib/dovecot/robomod.conf`: its userdb and LMTP settings, listening on a
/// loopback port instead of Postfix's socket, writing as [`USER`].
pub(super) fn start_dovecot(dir: &Path, lmtp: u16, data: &Path) -> Child {
    let d = dir.display();
    let snippet = contrib("dovecot/robomod.conf");
    let userdb = &snippet[snippet.find("userdb {").unwrap()..];
    let (uid, gid) = system_user();
    let userdb = userdb[..=userdb.find('}').unwrap()]
        .replace("uid=robomod gid=robomod", &format!("uid={uid} gid={gid}"))
        .replace("/var/lib/robomod", &data.display().to_string());
    // The snippet's own settings for a system user, as an operator pastes them.
    let uids: String = snippet
        .lines()
        .filter(|l| l.trim_start().starts_with("first_valid_uid"))
        .map(|l| format!("{l}\n"))
        .collect();
    for sub in ["dovecot/run", "dovecot/state"] {
        std::fs::create_dir_all(dir.join(sub)).unwrap();
    }
    let conf = format!(
        "base_dir = {d}/dovecot/run\nstate_dir = {d}/dovecot/state\n\
         log_path = {d}/dovecot/dovecot.log\nprotocols = lmtp\nlisten = 127.0.0.1\nssl = no\n\
         recipient_delimiter = +\nlmtp_save_to_detail_mailbox = no\n{uids}\
         passdb {{\n  driver = static\n  args = password=unused\n}}\n{userdb}\n\
         service lmtp {{\n  inet_listener lmtp {{\n    address = 127.0.0.1\n    \
         port = {lmtp}\n  }}\n}}\n"
    );
    let path = dir.join("dovecot/dovecot.conf");
    std::fs::write(&path, conf).unwrap();
    Command::new("dovecot")
        .args(["-F", "-c"])
        .arg(&path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("dovecot starts")
}

/// A private Postfix: the harness's basics plus the lines of `contrib/postfix/` (robomod's
/// domain `games.test`, the pipe to `bin deliver`), the players' domain relayed to the sink.
pub(super) fn start_postfix(
    s: &mut Servers,
    way: Way,
    lmtp: u16,
    sink: u16,
    bin: &Path,
    config: &Path,
) {
    let d = s.dir.display().to_string();
    for sub in ["postfix/queue", "postfix/data"] {
        std::fs::create_dir_all(s.dir.join(sub)).unwrap();
    }
    if let Some((uid, _)) = user_ids("postfix") {
        std::os::unix::fs::chown(s.dir.join("postfix/data"), Some(uid), None).unwrap();
    }
    let mut main_cf = format!(
        "compatibility_level = 3.6\nqueue_directory = {d}/postfix/queue\n\
         data_directory = {d}/postfix/data\nmaillog_file = {d}/postfix/maillog\n\
         maillog_file_prefixes = {d}\ninet_interfaces = 127.0.0.1\ninet_protocols = ipv4\n\
         myhostname = localhost\nmydomain = localdomain\nmydestination =\n\
         mynetworks = 127.0.0.0/8\nsmtpd_relay_restrictions = permit_mynetworks, reject\n\
         alias_maps =\nalias_database =\nlocal_recipient_maps =\nbiff = no\n\
         smtputf8_enable = no\n\
         default_transport = error:no outside delivery from the test servers\n\
         relay_transport = error:no outside delivery from the test servers\n\
         transport_maps = inline:{{ players.test=smtp:[127.0.0.1]:{sink} }}\n\
         smtp_tls_security_level = none\n"
    );
    main_cf.push_str(&contrib("postfix/main.cf").replace("games.example.org", "games.test"));
    if way == Way::Lmtp {
        // The documented alternative, on a loopback port instead of Dovecot's socket.
        main_cf.push_str(&format!("virtual_transport = lmtp:inet:127.0.0.1:{lmtp}\n"));
    }
    let pipe = contrib("postfix/master.cf")
        .replace("user=robomod", &format!("user={USER}"))
        .replace("/usr/bin/robomod", &bin.display().to_string())
        .replace("/etc/robomod/robomod.toml", &config.display().to_string());
    let services = [
        "pickup unix n - n 60 1 pickup",
        "cleanup unix n - n - 0 cleanup",
        "qmgr unix n - n 300 1 qmgr",
        "rewrite unix - - n - - trivial-rewrite",
        "bounce unix - - n - 0 bounce",
        "defer unix - - n - 0 bounce",
        "trace unix - - n - 0 bounce",
        "verify unix - - n - 1 verify",
        "flush unix n - n 1000? 0 flush",
        "proxymap unix - - n - - proxymap",
        "smtp unix - - n - - smtp",
        "relay unix - - n - - smtp",
        "showq unix n - n - - showq",
        "error unix - - n - - error",
        "retry unix - - n - - error",
        "discard unix - - n - - discard",
        "lmtp unix - - n - - lmtp",
        "anvil unix - - n - 1 anvil",
        "scache unix - - n - 1 scache",
        "postlog unix-dgram n - n - 1 postlogd",
    ];
    let master_cf = format!(
        "127.0.0.1:{} inet n - n - - smtpd\n{}\n{pipe}",
        s.smtp_port,
        services.join("\n")
    );
    std::fs::write(s.dir.join("postfix/main.cf"), main_cf).unwrap();
    std::fs::write(s.dir.join("postfix/master.cf"), master_cf).unwrap();
    check(
        Command::new("postfix")
            .arg("-c")
            .arg(s.dir.join("postfix"))
            .arg("start")
            .output()
            .unwrap(),
        "postfix start",
    );
    let pid_file = s.dir.join("postfix/queue/pid/master.pid");
    let deadline = Instant::now() + Duration::from_secs(10);
    while s.postfix.is_none() {
        assert!(Instant::now() < deadline, "postfix wrote no pid file");
        s.postfix = std::fs::read_to_string(&pid_file)
            .ok()
            .and_then(|t| t.trim().parse().ok());
        std::thread::sleep(Duration::from_millis(50));
    }
    let deadline = Instant::now() + Duration::from_secs(15);
    while std::net::TcpStream::connect(("127.0.0.1", s.smtp_port)).is_err() {
        assert!(Instant::now() < deadline, "postfix does not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
}

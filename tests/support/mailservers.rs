//! Private Postfix + Dovecot instances on loopback for the mail tests, as
//! /work/shared/reference/mail-test-servers.md describes: Postfix takes SMTP (STARTTLS) and hands
//! mail over LMTP to Dovecot, which stores it in Maildirs under a temp folder and serves it over
//! IMAP (STARTTLS) and IMAPS. Any user logs in with password `secret`; mail to
//! `x@example.test` (or `x+tag@example.test`) lands in user `x`'s INBOX. Nothing leaves the
//! machine: every other destination is an error transport.
//!
//! A throwaway CA is made with openssl for each start; clients trust `ca_file`. Ports are picked
//! free at start. Both servers are stopped by PID (SIGTERM, then waiting until `kill -0` fails)
//! when the value is dropped, even when a test panics.
//!
//! [`MailServers::start_or_skip`]: with `CI=true` a server that cannot start fails the test;
//! without CI, missing binaries skip it, named in the line the run ends with
//! ([`super::skip`]).

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running pair of servers.
pub struct MailServers {
    pub dir: tempfile::TempDir,
    /// The throwaway CA's certificate (PEM), for clients to trust.
    pub ca_file: PathBuf,
    pub smtp_port: u16,
    /// SMTP with TLS from the first byte (smtps, `security = "tls"`).
    pub smtps_port: u16,
    pub imap_port: u16,
    pub imaps_port: u16,
    /// Dovecot's LMTP (what Postfix delivers through).
    pub lmtp_port: u16,
    dovecot: Option<Child>,
    postfix_pid: Option<u32>,
}

/// What installs the servers these tests need (Debian).
pub const INSTALL: &str = "apt-get install postfix dovecot-imapd dovecot-lmtpd openssl, as root";

fn run(cmd: &mut Command) -> Result<(), String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{cmd:?} failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

pub fn free_ports<const N: usize>() -> [u16; N] {
    let listeners: Vec<TcpListener> = (0..N)
        .map(|_| TcpListener::bind("127.0.0.1:0").expect("a free port"))
        .collect();
    std::array::from_fn(|i| listeners[i].local_addr().expect("an address").port())
}

/// The uid and gid of a system user, from /etc/passwd.
pub fn user_ids(name: &str) -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|l| {
        let f: Vec<&str> = l.split(':').collect();
        (f.first() == Some(&name) && f.len() > 3)
            .then(|| Some((f[2].parse().ok()?, f[3].parse().ok()?)))
            .flatten()
    })
}

pub fn missing_prerequisite() -> Option<String> {
    for bin in ["postfix", "dovecot", "openssl"] {
        let found = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).any(|d| d.join(bin).exists()))
            .unwrap_or(false)
            || Path::new("/usr/sbin").join(bin).exists();
        if !found {
            return Some(format!("{bin} is not installed"));
        }
    }
    let root = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("Uid:"))
                .map(|ids| ids.split_whitespace().nth(1) == Some("0"))
        })
        .unwrap_or(false);
    if !root {
        return Some("starting private Postfix and Dovecot instances needs root".into());
    }
    if user_ids("vmail").is_none() {
        return Some("there is no vmail user (useradd --system vmail)".into());
    }
    None
}

impl MailServers {
    /// robomod's IMAP settings for mailbox `user` on these servers, trusting the test CA;
    /// the password is read from the environment variable `password_env`.
    pub fn imap_config(
        &self,
        user: &str,
        security: robomod::config::Security,
        password_env: &str,
    ) -> robomod::config::ImapConfig {
        robomod::config::ImapConfig {
            host: "localhost".into(),
            port: Some(match security {
                robomod::config::Security::Tls => self.imaps_port,
                robomod::config::Security::Starttls | robomod::config::Security::None => {
                    self.imap_port
                }
            }),
            security,
            user: user.into(),
            password_env: password_env.into(),
            folder: "INBOX".into(),
            handled: robomod::config::ImapHandled::Seen,
            move_to: None,
            quarantine_folder: "robomod-quarantine".into(),
            ca_file: Some(self.ca_file.clone()),
            timeout_secs: 10,
            allow_plaintext: false,
            idle_secs: 600,
        }
    }

    /// robomod's SMTP settings for these servers' submission port (STARTTLS), trusting the
    /// test CA.
    pub fn smtp_config(&self) -> robomod::config::SmtpConfig {
        robomod::config::SmtpConfig {
            host: "localhost".into(),
            port: Some(self.smtp_port),
            security: robomod::config::Security::Starttls,
            user: None,
            password_env: None,
            ca_file: Some(self.ca_file.clone()),
            pool_size: 2,
            timeout_secs: 10,
            allow_plaintext: false,
        }
    }

    /// Starts the servers, or returns `None` after printing why the test is skipped. Under
    /// `CI=true` it never skips: a failure to start panics.
    pub fn start_or_skip(test: &str) -> Option<MailServers> {
        if let Some(why) = missing_prerequisite() {
            super::skip::skip(test, &why, INSTALL);
            return None;
        }
        match Self::start() {
            Ok(s) => Some(s),
            Err(e) => panic!("{test}: the mail servers did not start: {e}"),
        }
    }

    /// Starts both servers and waits until they answer.
    pub fn start() -> Result<MailServers, String> {
        let dir = tempfile::Builder::new()
            .prefix("robomod-mailservers-")
            .tempdir()
            .map_err(|e| e.to_string())?;
        let [smtp_port, smtps_port, imap_port, imaps_port, lmtp_port] = free_ports::<5>();
        let mut s = MailServers {
            ca_file: dir.path().join("ca.pem"),
            dir,
            smtp_port,
            smtps_port,
            imap_port,
            imaps_port,
            lmtp_port,
            dovecot: None,
            postfix_pid: None,
        };
        s.make_certificates()?;
        s.start_dovecot()?;
        s.start_postfix()?;
        s.wait_ready()?;
        Ok(s)
    }

    fn path(&self, rel: &str) -> PathBuf {
        self.dir.path().join(rel)
    }

    fn make_certificates(&self) -> Result<(), String> {
        use std::os::unix::fs::PermissionsExt;
        let d = self.dir.path();
        std::fs::set_permissions(d, std::fs::Permissions::from_mode(0o755))
            .map_err(|e| e.to_string())?;
        std::fs::write(
            d.join("ext.cnf"),
            "basicConstraints=CA:FALSE\nsubjectAltName=DNS:localhost,IP:127.0.0.1\n\
             keyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n",
        )
        .map_err(|e| e.to_string())?;
        let ec = [
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
        ];
        run(Command::new("openssl")
            .current_dir(d)
            .args(["req", "-x509"])
            .args(ec)
            .args(["-keyout", "ca.key", "-out", "ca.pem", "-days", "2"])
            .args(["-subj", "/CN=robomod test CA"])
            .args(["-addext", "basicConstraints=critical,CA:TRUE"])
            .args(["-addext", "keyUsage=critical,keyCertSign,cRLSign"]))?;
        run(Command::new("openssl")
            .current_dir(d)
            .arg("req")
            .args(ec)
            .args(["-keyout", "server.key", "-out", "server.csr"])
            .args(["-subj", "/CN=localhost"]))?;
        run(Command::new("openssl")
            .current_dir(d)
            .args([
                "x509",
                "-req",
                "-in",
                "server.csr",
                "-CA",
                "ca.pem",
                "-CAkey",
                "ca.key",
            ])
            .args(["-CAcreateserial", "-out", "server.pem", "-days", "2"])
            .args(["-extfile", "ext.cnf"]))?;
        // Postfix's smtpd reads the key after dropping privileges in some setups.
        std::fs::set_permissions(d.join("server.key"), std::fs::Permissions::from_mode(0o644))
            .map_err(|e| e.to_string())
    }

    fn start_dovecot(&mut self) -> Result<(), String> {
        let d = self.dir.path().display().to_string();
        for sub in ["dovecot/run", "dovecot/state", "mail"] {
            std::fs::create_dir_all(self.path(sub)).map_err(|e| e.to_string())?;
        }
        let (uid, gid) = user_ids("vmail").ok_or("no vmail user")?;
        std::os::unix::fs::chown(self.path("mail"), Some(uid), Some(gid))
            .map_err(|e| format!("chown mail folder to vmail: {e}"))?;
        let conf = format!(
            "base_dir = {d}/dovecot/run\nstate_dir = {d}/dovecot/state\n\
             log_path = {d}/dovecot/dovecot.log\nprotocols = imap lmtp\nlisten = 127.0.0.1\n\
             ssl = yes\nssl_cert = <{d}/server.pem\nssl_key = <{d}/server.key\n\
             disable_plaintext_auth = no\nauth_mechanisms = plain login\nfirst_valid_uid = 100\n\
             auth_username_format = %Ln\nmail_location = maildir:{d}/mail/%n/Maildir\n\
             passdb {{\n  driver = static\n  args = password=secret\n}}\n\
             userdb {{\n  driver = static\n  args = uid=vmail gid=vmail home={d}/mail/%n \
             allow_all_users=yes\n}}\n\
             service imap-login {{\n  inet_listener imap {{\n    address = 127.0.0.1\n    \
             port = {imap}\n  }}\n  inet_listener imaps {{\n    address = 127.0.0.1\n    \
             port = {imaps}\n    ssl = yes\n  }}\n}}\n\
             service lmtp {{\n  inet_listener lmtp {{\n    address = 127.0.0.1\n    \
             port = {lmtp}\n  }}\n}}\n",
            imap = self.imap_port,
            imaps = self.imaps_port,
            lmtp = self.lmtp_port,
        );
        let conf_path = self.path("dovecot/dovecot.conf");
        std::fs::write(&conf_path, conf).map_err(|e| e.to_string())?;
        let log = std::fs::File::create(self.path("dovecot/stdout")).map_err(|e| e.to_string())?;
        let child = Command::new("dovecot")
            .arg("-F")
            .arg("-c")
            .arg(&conf_path)
            .stdin(Stdio::null())
            .stdout(log.try_clone().map_err(|e| e.to_string())?)
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot start dovecot: {e}"))?;
        self.dovecot = Some(child);
        Ok(())
    }

    fn start_postfix(&mut self) -> Result<(), String> {
        let d = self.dir.path().display().to_string();
        for sub in ["postfix/queue", "postfix/data"] {
            std::fs::create_dir_all(self.path(sub)).map_err(|e| e.to_string())?;
        }
        if let Some((uid, _)) = user_ids("postfix") {
            std::os::unix::fs::chown(self.path("postfix/data"), Some(uid), None)
                .map_err(|e| format!("chown postfix data folder: {e}"))?;
        }
        let main_cf = format!(
            "compatibility_level = 3.6\nqueue_directory = {d}/postfix/queue\n\
             data_directory = {d}/postfix/data\nmaillog_file = {d}/postfix/maillog\n\
             maillog_file_prefixes = {d}\ninet_interfaces = 127.0.0.1\ninet_protocols = ipv4\n\
             myhostname = localhost\nmydomain = localdomain\nmydestination =\n\
             mynetworks = 127.0.0.0/8\nvirtual_mailbox_domains = example.test\n\
             virtual_mailbox_maps = static:any\n\
             virtual_transport = lmtp:inet:127.0.0.1:{lmtp}\n\
             default_transport = error:no outside delivery from the test servers\n\
             relay_transport = error:no outside delivery from the test servers\n\
             smtpd_tls_cert_file = {d}/server.pem\nsmtpd_tls_key_file = {d}/server.key\n\
             smtpd_tls_security_level = may\n\
             smtpd_relay_restrictions = permit_mynetworks, reject\nalias_maps =\n\
             alias_database =\nlocal_recipient_maps =\nbiff = no\nsmtputf8_enable = no\n",
            lmtp = self.lmtp_port
        );
        let services = [
            "pickup unix n - n 60 1 pickup",
            "cleanup unix n - n - 0 cleanup",
            "qmgr unix n - n 300 1 qmgr",
            "tlsmgr unix - - n 1000? 1 tlsmgr",
            "rewrite unix - - n - - trivial-rewrite",
            "bounce unix - - n - 0 bounce",
            "defer unix - - n - 0 bounce",
            "trace unix - - n - 0 bounce",
            "verify unix - - n - 1 verify",
            "flush unix n - n 1000? 0 flush",
            "proxymap unix - - n - - proxymap",
            "proxywrite unix - - n - 1 proxymap",
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
            "127.0.0.1:{} inet n - n - - smtpd\n\
             127.0.0.1:{} inet n - n - - smtpd -o smtpd_tls_wrappermode=yes\n{}\n",
            self.smtp_port,
            self.smtps_port,
            services.join("\n")
        );
        std::fs::write(self.path("postfix/main.cf"), main_cf).map_err(|e| e.to_string())?;
        std::fs::write(self.path("postfix/master.cf"), master_cf).map_err(|e| e.to_string())?;
        run(Command::new("postfix")
            .arg("-c")
            .arg(self.path("postfix"))
            .arg("start"))
        .map_err(|e| format!("{e}; see {}", self.path("postfix/maillog").display()))?;
        let pid_file = self.path("postfix/queue/pid/master.pid");
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Some(pid) = std::fs::read_to_string(&pid_file)
                .ok()
                .and_then(|s| s.trim().parse().ok())
            {
                self.postfix_pid = Some(pid);
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        Err(format!("postfix wrote no {}", pid_file.display()))
    }

    /// Waits until SMTP greets and IMAP says it is ready (Dovecot's auth process is up).
    fn wait_ready(&self) -> Result<(), String> {
        let deadline = Instant::now() + Duration::from_secs(40);
        let greets = |port: u16, word: &str| -> bool {
            let Ok(tcp) = TcpStream::connect(("127.0.0.1", port)) else {
                return false;
            };
            let _ = tcp.set_read_timeout(Some(Duration::from_secs(2)));
            let mut r = BufReader::new(&tcp);
            let mut line = String::new();
            for _ in 0..5 {
                line.clear();
                if r.read_line(&mut line).unwrap_or(0) == 0 {
                    return false;
                }
                if line.contains(word) {
                    let _ = (&tcp).write_all(b"a LOGOUT\r\nQUIT\r\n");
                    return true;
                }
            }
            false
        };
        while Instant::now() < deadline {
            if greets(self.smtp_port, "220 ") && greets(self.imap_port, "ready") {
                return Ok(());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        Err(format!(
            "the servers did not answer within 40 s; logs in {}",
            self.dir.path().display()
        ))
    }

    /// The Maildir Dovecot keeps for `user`.
    pub fn maildir(&self, user: &str) -> PathBuf {
        self.path(&format!("mail/{user}/Maildir"))
    }

    /// Waits until `user`'s INBOX holds at least `count` mails (new/ + cur/).
    pub fn wait_for_mail(&self, user: &str, count: usize) -> Result<(), String> {
        let deadline = Instant::now() + Duration::from_secs(15);
        let md = self.maildir(user);
        loop {
            let n: usize = ["new", "cur"]
                .iter()
                .map(|s| std::fs::read_dir(md.join(s)).map_or(0, |d| d.count()))
                .sum();
            if n >= count {
                return Ok(());
            }
            if Instant::now() > deadline {
                let log = std::fs::read_to_string(self.path("postfix/maillog")).unwrap_or_default();
                return Err(format!(
                    "{user} has {n} of {count} mails; postfix log:\n{log}"
                ));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Makes Dovecot drop every IMAP connection of `user` (`doveadm kick`), as a server
    /// restart or an idle timeout would.
    pub fn kick(&self, user: &str) -> Result<(), String> {
        run(Command::new("doveadm")
            .arg("-c")
            .arg(self.path("dovecot/dovecot.conf"))
            .args(["kick", user]))
    }

    /// Stops both servers by PID and waits until they are gone.
    pub fn stop(&mut self) {
        if let Some(pid) = self.postfix_pid.take() {
            stop_pid(pid);
        }
        if let Some(mut child) = self.dovecot.take() {
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
            let deadline = Instant::now() + Duration::from_secs(10);
            while matches!(child.try_wait(), Ok(None)) && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(50));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Whether `pid` still runs (a zombie waiting to be reaped does not count).
fn alive(pid: u32) -> bool {
    let zombie = std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            s.rsplit_once(')')
                .map(|(_, rest)| rest.trim_start().starts_with('Z'))
        })
        .unwrap_or(false);
    !zombie
        && Command::new("kill")
            .args(["-0", &pid.to_string()])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
}

pub fn stop_pid(pid: u32) {
    let _ = Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status();
    let deadline = Instant::now() + Duration::from_secs(10);
    while alive(pid) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    if alive(pid) {
        let _ = Command::new("kill")
            .args(["-KILL", &pid.to_string()])
            .status();
    }
}

impl Drop for MailServers {
    fn drop(&mut self) {
        self.stop();
    }
}

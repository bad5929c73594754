//! `robomod doctor`: a first-run (and any-time) check of an install. It reads the config and
//! looks at what robomod will need, as the user it runs as: the folders and their rights, the
//! database, the inbox and the way out (connecting to the mail servers unless told not to),
//! the templates, and the settings that are still the example's. Each finding is one line:
//! what was checked, what is wrong, and what to do. DNS is never consulted.
//!
//! It changes nothing, with one exception the daemon makes on its first connection too: an
//! IMAP login creates the quarantine folder when it is missing.

use crate::config::{Config, InboundKind, OutboundKind};
use crate::store;
use std::fmt;
use std::path::{Path, PathBuf};

/// How a finding counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    Ok,
    /// Works, but probably not what is meant.
    Warn,
    /// robomod will not work until this is fixed.
    Fail,
}

/// One line of the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub level: Level,
    /// What was checked, and what was found.
    pub what: String,
    /// What to do; empty when all is well.
    pub fix: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tag = match self.level {
            Level::Ok => "ok  ",
            Level::Warn => "WARN",
            Level::Fail => "FAIL",
        };
        if self.fix.is_empty() {
            write!(f, "{tag} {}", self.what)
        } else {
            write!(f, "{tag} {}: {}", self.what, self.fix)
        }
    }
}

/// The findings, in the order they were made.
#[derive(Debug, Default)]
pub struct Report(pub Vec<Finding>);

impl Report {
    fn push(&mut self, level: Level, what: impl Into<String>, fix: impl Into<String>) {
        self.0.push(Finding {
            level,
            what: what.into(),
            fix: fix.into(),
        });
    }
    fn ok(&mut self, what: impl Into<String>) {
        self.push(Level::Ok, what, "");
    }
    pub fn failures(&self) -> usize {
        self.0.iter().filter(|f| f.level == Level::Fail).count()
    }
}

/// The user this process runs as, for the messages: `robomod (uid 998)`.
fn whoami() -> String {
    // SAFETY: geteuid cannot fail; getpwuid's result is read at once, before any other call
    // that could overwrite it.
    unsafe {
        let uid = libc::geteuid();
        let pw = libc::getpwuid(uid);
        if pw.is_null() {
            format!("uid {uid}")
        } else {
            let name = std::ffi::CStr::from_ptr((*pw).pw_name).to_string_lossy();
            format!("{name} (uid {uid})")
        }
    }
}

/// Whether this user may create and remove files in `dir` (`access(2)`, as the kernel judges).
fn writable(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt as _;
    let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `c` is a valid NUL-terminated string that lives across the call.
    unsafe { libc::access(c.as_ptr(), libc::W_OK | libc::X_OK) == 0 }
}

/// The nearest folder of `path` (itself included) that exists; `.` for a relative path's
/// first folder.
fn existing_ancestor(path: &Path) -> Option<&Path> {
    path.ancestors()
        .map(|p| {
            if p.as_os_str().is_empty() {
                Path::new(".")
            } else {
                p
            }
        })
        .find(|p| p.exists())
}

/// A folder robomod writes in: there and writable, or creatable.
fn folder(r: &mut Report, name: &str, dir: &Path) {
    let me = whoami();
    if dir.is_dir() {
        if writable(dir) {
            r.ok(format!("{name} {}: writable by {me}", dir.display()));
        } else {
            r.push(
                Level::Fail,
                format!("{name} {}: not writable by {me}", dir.display()),
                format!(
                    "run robomod as the folder's owner, or chown -R {} {}",
                    me.split(' ').next().unwrap_or("robomod"),
                    dir.display()
                ),
            );
        }
        return;
    }
    if dir.exists() {
        r.push(
            Level::Fail,
            format!("{name} {}: not a folder", dir.display()),
            "point the config at a folder",
        );
        return;
    }
    match existing_ancestor(dir) {
        Some(up) if up.is_dir() && writable(up) => r.ok(format!(
            "{name} {}: missing, robomod creates it on first start",
            dir.display()
        )),
        up => r.push(
            Level::Fail,
            format!(
                "{name} {}: missing, and {me} may not create it",
                dir.display()
            ),
            format!(
                "create it (install -d -o robomod -g robomod -m 750 {}){}",
                dir.display(),
                up.map_or(String::new(), |u| format!(
                    ", or let {me} write {}",
                    u.display()
                ))
            ),
        ),
    }
}

/// The data folder's rights: it holds the players' keys.
fn private(r: &mut Report, dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let Ok(m) = std::fs::metadata(dir) else {
        return;
    };
    if m.permissions().mode() & 0o007 != 0 {
        r.push(
            Level::Warn,
            format!(
                "data_dir {}: other users may read it (mode {:o})",
                dir.display(),
                m.permissions().mode() & 0o777
            ),
            format!(
                "the database holds the players' keys: chmod o-rwx {}",
                dir.display()
            ),
        );
    }
}

fn database(r: &mut Report, db: &Path) {
    if !db.exists() {
        r.push(
            Level::Warn,
            format!("database {}: none yet", db.display()),
            "robomod creates it on first start (or: robomod db migrate)",
        );
        return;
    }
    if !writable(db.parent().unwrap_or(Path::new("."))) || !file_writable(db) {
        r.push(
            Level::Fail,
            format!(
                "database {}: {} may not write it and its folder",
                db.display(),
                whoami()
            ),
            "SQLite writes a -wal file beside it: run robomod as their owner, or chown them",
        );
    }
    match store::open_read_only(db) {
        Err(e) if e.to_string().contains("db migrate") => r.push(
            Level::Warn,
            format!("database {}: {e}", db.display()),
            "the daemon migrates it when it starts, after keeping a copy beside it",
        ),
        Err(e) => r.push(
            Level::Fail,
            format!("database {}: {e}", db.display()),
            "restore it from a backup (robomod db restore)",
        ),
        // Its schema is read, not every page: a check that reads all of it (`db check`, and
        // `serve` at start) grows with the history, and doctor costs the same in its tenth
        // year as on its first day (issue 50).
        Ok(c) => match store::schema_readable(&c) {
            Ok(()) => r.ok(format!(
                "database {}: schema version {}, {} in use (robomod db check reads every page)",
                db.display(),
                store::latest_version(),
                crate::ops::status::bytes(store::used_bytes(&c).unwrap_or(0))
            )),
            Err(e) => r.push(
                Level::Fail,
                format!("database {}: {e}", db.display()),
                "robomod db check, then robomod db restore BACKUP",
            ),
        },
    }
}

fn file_writable(path: &Path) -> bool {
    std::fs::OpenOptions::new().append(true).open(path).is_ok()
}

fn inbound(r: &mut Report, config: &Config, connect: bool) {
    match config.inbound.kind {
        InboundKind::Maildir => {
            let md = config.maildir_path();
            folder(r, "Maildir", &md);
            for sub in ["new", "cur", "tmp"] {
                let d = md.join(sub);
                if d.is_dir() && !writable(&d) {
                    folder(r, "Maildir folder", &d);
                }
            }
        }
        InboundKind::Imap => {
            let Some(imap) = &config.inbound.imap else {
                return r.push(
                    Level::Fail,
                    "inbound.imap: missing",
                    "add an [inbound.imap] table (config.example.toml)",
                );
            };
            let at = format!("IMAP {}@{}:{}", imap.user, imap.host, imap.port());
            if let Err(e) = imap.password() {
                return r.push(Level::Fail, format!("{at}: {e}"), "");
            }
            if !connect {
                return r.ok(format!("{at}: not connected (--no-connect)"));
            }
            let probe = crate::mail::imap::ImapInbox::new(imap).and_then(|mut i| i.probe());
            match probe {
                Ok(()) => r.ok(format!("{at}: logged in, folder {} open", imap.folder)),
                Err(e) => r.push(
                    Level::Fail,
                    format!("{at}: {e}"),
                    "check host, port, security and user in [inbound.imap], and the password \
                     in the environment variable password_env names",
                ),
            }
        }
    }
}

fn outbound(r: &mut Report, config: &Config, connect: bool) {
    match config.outbound.kind {
        OutboundKind::File => {
            folder(r, "outgoing .eml folder", &config.outgoing_path());
            r.push(
                Level::Warn,
                "outbound.kind = \"file\": mail is written to files, not sent",
                "to send it, set outbound.kind = \"smtp\" (the local Postfix: host = \
                 \"127.0.0.1\", security = \"none\") or \"sendmail\"",
            );
        }
        OutboundKind::Sendmail => {
            let cmd = &config.outbound.sendmail.command;
            if is_executable(cmd) {
                r.ok(format!("sendmail command {}", cmd.display()));
            } else {
                r.push(
                    Level::Fail,
                    format!(
                        "sendmail command {}: missing or not executable",
                        cmd.display()
                    ),
                    "install the MTA (apt-get install postfix) or fix outbound.sendmail.command",
                );
            }
        }
        OutboundKind::Smtp => {
            let Some(smtp) = &config.outbound.smtp else {
                return r.push(
                    Level::Fail,
                    "outbound.smtp: missing",
                    "add an [outbound.smtp] table (config.example.toml)",
                );
            };
            let at = format!("SMTP {}:{}", smtp.host, smtp.port());
            if !connect {
                return r.ok(format!("{at}: not connected (--no-connect)"));
            }
            let clock = crate::clock::from_env();
            let probe = crate::mail::smtp::SmtpTransport::new(smtp, clock)
                .map_err(|e| e.to_string())
                .and_then(|mut t| t.probe().map_err(|e| e.to_string()));
            match probe {
                Ok(()) => r.ok(format!("{at}: the server answers and accepts robomod")),
                Err(e) => r.push(
                    Level::Fail,
                    format!("{at}: {e}"),
                    "is the MTA running (systemctl status postfix)? check host, port and \
                     security in [outbound.smtp]",
                ),
            }
        }
    }
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt as _;
    let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: `c` is a valid NUL-terminated string that lives across the call.
    path.is_file() && unsafe { libc::access(c.as_ptr(), libc::X_OK) == 0 }
}

/// Whether `address` is in a domain reserved for examples and tests (RFC 2606, RFC 6761):
/// nobody's real mail.
fn is_example(address: &str) -> bool {
    let domain = address
        .rsplit_once('@')
        .map_or("", |(_, d)| d)
        .trim_end_matches('.')
        .to_ascii_lowercase();
    ["example.org", "example.com", "example.net"]
        .iter()
        .any(|d| domain == *d || domain.ends_with(&format!(".{d}")))
        || ["example", "test", "invalid", "localhost"]
            .iter()
            .any(|tld| domain == *tld || domain.ends_with(&format!(".{tld}")))
}

fn settings(r: &mut Report, config: &Config) {
    let address = &config.identity.address;
    if is_example(address) {
        r.push(
            Level::Warn,
            format!("identity.address {address} is an example address (a reserved domain)"),
            "set it to robomod's real address: players write to it and every mail comes \
             from it",
        );
    } else {
        r.ok(format!("identity.address {address}"));
    }
    match &config.identity.operator {
        None => r.push(
            Level::Warn,
            "identity.operator is not set: robomod alerts nobody",
            "set it to your address to be alerted about players who resign or go silent \
             (to find someone for their seat), and about mail that fails or cannot be \
             delivered",
        ),
        Some(op) if is_example(op) => r.push(
            Level::Warn,
            format!("identity.operator {op} is an example address (a reserved domain)"),
            "set it to your own address: alerts sent there reach nobody",
        ),
        Some(_) => {}
    }
    match config.templates_dir.as_deref() {
        None => {}
        Some(dir) => match crate::templates::Templates::check_overrides(dir) {
            Ok(problems) if problems.is_empty() => {
                r.ok(format!("template overrides in {}", dir.display()))
            }
            Ok(problems) => {
                for p in problems {
                    r.push(
                        Level::Fail,
                        p,
                        "fix the override (the built-in template of that name, in the source's \
                         templates/, shows what it is given), or remove it",
                    );
                }
            }
            Err(e) => r.push(
                Level::Fail,
                format!("templates: {e:#}"),
                "fix or remove the template override",
            ),
        },
    }
    if let Some(dir) = &config.archive.dir {
        folder(r, "archive", dir);
    }
}

/// Checks the install the config at `config_file` (or robomod.toml, or the defaults)
/// describes; `connect`: log in to the mail servers too.
pub fn doctor(config_file: Option<&Path>, connect: bool) -> Report {
    let mut r = Report::default();
    let source: PathBuf = match config_file {
        Some(p) => p.to_path_buf(),
        None => PathBuf::from(crate::config::DEFAULT_FILE),
    };
    let config = match Config::find(config_file) {
        Ok(c) => c,
        Err(e) => {
            r.push(
                Level::Fail,
                format!("config: {e}"),
                "the other checks need a config that loads",
            );
            return r;
        }
    };
    if config_file.is_some() || source.is_file() {
        r.ok(format!("config {}: loads", source.display()));
    } else {
        r.push(
            Level::Warn,
            "no config file: the built-in defaults (everything under ./robomod-data, mail \
             written to files)",
            "write one from config.example.toml and pass --config FILE",
        );
    }
    // SAFETY: geteuid cannot fail.
    if unsafe { libc::geteuid() } == 0 {
        r.push(
            Level::Warn,
            "running as root",
            "run robomod as its own user (useradd --system robomod), so that what it creates \
             is not root's and a bug cannot reach the rest of the system",
        );
    }
    folder(&mut r, "data_dir", &config.data_dir);
    private(&mut r, &config.data_dir);
    database(&mut r, &config.database_path());
    inbound(&mut r, &config, connect);
    outbound(&mut r, &config, connect);
    settings(&mut r, &config);
    r
}

//! The Maildir inbox, robomod's embedded default: a local folder any MTA (or a test, or
//! `robomod demo`) can deliver into.
//!
//! Unhandled mail is everything in `new/` plus anything in `cur/` without the `S` (seen) flag
//! (a mail another reader moved but did not read). Marking handled moves a mail from `new/` to
//! `cur/` with the `S` flag, or adds `S` in `cur/`. Mails come oldest first by unique name
//! (Maildir names start with the delivery time). Quarantine moves a mail into the `new/` of a
//! Maildir++ subfolder (`.Quarantine` unless configured), where a mail client shows it.
//!
//! The folder is listed once and fetches are served from that listing until it is used up:
//! listing 20,000 waiting mails for each batch of 200 cost more than reading them. So a mail
//! fetched and not marked (its handling failed) comes again with the next listing, on the next
//! pass of the daemon, not at the next fetch.
//!
//! [`Inbox::watch`] watches `new/` with inotify ([`super::watch`]): the daemon reads a mail as
//! it lands, not at its next poll.

use super::inbox::{FetchedMail, Inbox, InboxError, MailHandle, Wake, Watch};
use crate::config::DEFAULT_QUARANTINE;
use maildir::Maildir;
use std::collections::{HashSet, VecDeque};
use std::path::{Path, PathBuf};

pub struct MaildirInbox {
    path: PathBuf,
    dir: Maildir,
    quarantine: PathBuf,
    /// The rest of the last listing, oldest first.
    listed: VecDeque<(String, PathBuf)>,
    /// Mails larger than this are not read whole (`inbound.max_mail_bytes`).
    max_bytes: u64,
}

impl MaildirInbox {
    /// Opens the Maildir at `path`, creating `new/`, `cur/` and `tmp/` when missing.
    pub fn open(path: impl Into<PathBuf>) -> Result<Self, InboxError> {
        let path = path.into();
        let dir = Maildir::from(path.clone());
        dir.create_dirs().map_err(|source| InboxError::Io {
            action: "creating the Maildir",
            path: path.clone(),
            source,
        })?;
        let quarantine = path.join(DEFAULT_QUARANTINE);
        Ok(MaildirInbox {
            path,
            dir,
            quarantine,
            listed: VecDeque::new(),
            max_bytes: u64::MAX,
        })
    }

    /// Quarantined mail goes to the Maildir `dir` (relative paths are inside this Maildir),
    /// created when first needed.
    pub fn with_quarantine(mut self, dir: impl AsRef<Path>) -> Self {
        self.quarantine = self.path.join(dir);
        self
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads at most `max` bytes of a mail (its head only when it is larger).
    pub fn with_max_bytes(mut self, max: u64) -> Self {
        self.max_bytes = max;
        self
    }

    /// Delivers `raw` into `new/` (for tests and the demo); returns its unique name.
    pub fn deliver(&self, raw: &[u8]) -> Result<String, InboxError> {
        self.dir.store_new(raw).map_err(|e| InboxError::Io {
            action: "delivering into",
            path: self.path.clone(),
            source: std::io::Error::other(e.to_string()),
        })
    }

    /// Every unhandled mail, oldest name first: `new/`, and `cur/` only when `new/` holds
    /// fewer than `limit` (mail another reader moved there is rare, and a backlog of handled
    /// mail in `cur/` must not be listed every time: with 20,000 handled mails that listing
    /// cost more than reading the mail). Names are read, never stat'ed.
    fn unhandled(&self, limit: usize) -> Result<Vec<(String, PathBuf)>, InboxError> {
        let mut out = self.names("new", |_| true)?;
        if !out.is_empty() {
            self.check_writable()?;
        }
        // A mail in new/ with an info suffix (`id:2,S`: what an operator gets by moving a mail
        // back from a quarantine's cur/) gets its plain name back, so that marking it handled
        // finds it where the handle says.
        for (id, path) in &mut out {
            if path.file_name().is_some_and(|n| n != id.as_str()) {
                let plain = self.path.join("new").join(&*id);
                if std::fs::rename(&*path, &plain).is_ok() {
                    *path = plain;
                }
            }
        }
        if out.len() < limit {
            out.extend(self.names("cur", |name| {
                !name
                    .split_once(":2,")
                    .is_some_and(|(_, flags)| flags.contains('S'))
            })?);
        }
        out.sort_by_cached_key(|(id, _)| arrival(id));
        Ok(out)
    }

    /// `new/` and `cur/` may be written: a mail is marked handled by moving it between them,
    /// and one that cannot be marked would be read (and warned about) on every pass.
    fn check_writable(&self) -> Result<(), InboxError> {
        for sub in ["new", "cur"] {
            let dir = self.path.join(sub);
            if let Err(e) = writable(&dir) {
                return Err(InboxError::NotWritable {
                    path: dir,
                    reason: e.to_string(),
                });
            }
        }
        Ok(())
    }

    /// Where mail `id` is now: `new/id`, or `cur/id:2,<flags>`.
    fn locate(&self, id: &str) -> Option<PathBuf> {
        let new = self.path.join("new").join(id);
        if new.exists() {
            return Some(new);
        }
        self.dir.find(id).map(|entry| entry.path().to_path_buf())
    }

    /// The (id, path) of every file in `sub` whose name passes `keep`; the id is the name
    /// without its `:2,` flags.
    fn names(
        &self,
        sub: &str,
        keep: impl Fn(&str) -> bool,
    ) -> Result<Vec<(String, PathBuf)>, InboxError> {
        let dir = self.path.join(sub);
        let io = |source| InboxError::Io {
            action: "listing",
            path: dir.clone(),
            source,
        };
        let mut out = Vec::new();
        for entry in std::fs::read_dir(&dir).map_err(io)? {
            let entry = entry.map_err(io)?;
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            if name.starts_with('.') || !keep(name) {
                continue;
            }
            let id = name.split_once(":2,").map_or(name, |(id, _)| id);
            out.push((id.to_string(), entry.path()));
        }
        Ok(out)
    }
}

/// The mails waiting in the Maildir at `path` (everything in `new/`, and mail in `cur/`
/// without the `S` flag) and when the oldest of them arrived (its file's modification time),
/// for `robomod status`. Nothing is created; a folder that is not there holds nothing.
pub fn waiting(path: &Path) -> std::io::Result<(usize, Option<std::time::SystemTime>)> {
    let mut count = 0;
    let mut oldest: Option<std::time::SystemTime> = None;
    for sub in ["new", "cur"] {
        let entries = match std::fs::read_dir(path.join(sub)) {
            Ok(d) => d,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        for entry in entries {
            let entry = entry?;
            let name = entry.file_name();
            let name = name.to_string_lossy();
            let seen = name
                .split_once(":2,")
                .is_some_and(|(_, flags)| flags.contains('S'));
            if name.starts_with('.') || (sub == "cur" && seen) {
                continue;
            }
            count += 1;
            if let Ok(t) = entry.metadata().and_then(|m| m.modified()) {
                oldest = Some(oldest.map_or(t, |o| o.min(t)));
            }
        }
    }
    Ok((count, oldest))
}

/// The mail at `path`, or only its head when it is larger than `max` bytes (with its size).
fn read_bounded(path: &Path, max: u64) -> std::io::Result<(Vec<u8>, Option<u64>)> {
    use std::io::Read as _;
    let size = std::fs::metadata(path)?.len();
    if size <= max {
        return Ok((std::fs::read(path)?, None));
    }
    let mut head = Vec::with_capacity(super::inbox::HEAD_BYTES);
    std::fs::File::open(path)?
        .take(super::inbox::HEAD_BYTES as u64)
        .read_to_end(&mut head)?;
    Ok((head, Some(size)))
}

impl Inbox for MaildirInbox {
    fn fetch_except(
        &mut self,
        limit: usize,
        skip: &HashSet<MailHandle>,
    ) -> Result<Vec<FetchedMail>, InboxError> {
        if self.listed.is_empty() {
            self.listed = self.unhandled(limit)?.into();
        }
        let mut out = Vec::new();
        let mut bytes = 0u64;
        while out.len() < limit && bytes < super::inbox::BATCH_BYTES {
            let Some((id, path)) = self.listed.pop_front() else {
                break;
            };
            let handle = MailHandle::Maildir { id };
            if skip.contains(&handle) {
                continue;
            }
            match read_bounded(&path, self.max_bytes) {
                Ok((raw, oversize)) => {
                    bytes += raw.len() as u64;
                    out.push(FetchedMail {
                        raw,
                        handle,
                        oversize,
                    });
                }
                // Moved or deleted by someone else between listing and reading.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
                Err(source) => {
                    return Err(InboxError::Io {
                        action: "reading",
                        path,
                        source,
                    });
                }
            }
        }
        Ok(out)
    }

    fn mark_handled(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        let MailHandle::Maildir { id } = handle else {
            return Err(InboxError::WrongHandle("IMAP"));
        };
        let io = |source| InboxError::Io {
            action: "marking handled in",
            path: self.path.clone(),
            source,
        };
        // The common case first, one system call: new/ to cur/ with the S flag.
        let new = self.path.join("new").join(id);
        match std::fs::rename(&new, self.path.join("cur").join(format!("{id}:2,S"))) {
            Ok(()) => return Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(io(e)),
        }
        match self.dir.find(id) {
            Some(_) => self.dir.add_flags(id, "S").map_err(io),
            None => Err(InboxError::Gone(id.clone())),
        }
    }

    /// fsync on `cur/` and `new/`: the renames of the marks so far reach the disk.
    fn sync(&mut self) -> Result<(), InboxError> {
        for sub in ["cur", "new"] {
            let dir = self.path.join(sub);
            sync_dir(&dir).map_err(|source| InboxError::Io {
                action: "syncing",
                path: dir,
                source,
            })?;
        }
        Ok(())
    }

    fn quarantine(&mut self, handle: &MailHandle) -> Result<(), InboxError> {
        let MailHandle::Maildir { id } = handle else {
            return Err(InboxError::WrongHandle("IMAP"));
        };
        let from = self
            .locate(id)
            .ok_or_else(|| InboxError::Gone(id.clone()))?;
        let io = |action, source| InboxError::Io {
            action,
            path: self.quarantine.clone(),
            source,
        };
        Maildir::from(self.quarantine.clone())
            .create_dirs()
            .map_err(|e| io("creating the quarantine Maildir", e))?;
        std::fs::rename(&from, self.quarantine.join("new").join(id))
            .map_err(|e| io("moving a mail into quarantine", e))?;
        sync_dir(&self.quarantine.join("new")).map_err(|e| io("syncing the quarantine", e))
    }

    fn watch(&mut self, wake: Wake) -> Result<Option<Watch>, InboxError> {
        super::watch::maildir(&self.path, wake).map(Some)
    }
}

/// Whether this process may create and remove entries in `dir` (`access(2)` with W_OK|X_OK:
/// the rights and a read-only mount, as the kernel would judge a rename).
fn writable(dir: &Path) -> std::io::Result<()> {
    use std::os::unix::ffi::OsStrExt as _;
    let path = std::ffi::CString::new(dir.as_os_str().as_bytes())
        .map_err(|_| std::io::Error::other("a NUL byte in the path"))?;
    // SAFETY: `path` is a valid NUL-terminated string that lives across the call.
    match unsafe { libc::access(path.as_ptr(), libc::W_OK | libc::X_OK) } {
        0 => Ok(()),
        _ => Err(std::io::Error::last_os_error()),
    }
}

/// fsync on a folder: makes the renames into and out of it durable.
fn sync_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::File::open(dir)?.sync_all()
}

/// The order mails arrived in, from their unique names: the second, then the count or the
/// microseconds after it (`1764189600.#f...`, `1764189600.M123P...`), as numbers; the name
/// last. As strings, `#10` came before `#f` and `M99` after `M123`: mails of one second were
/// read out of order.
fn arrival(name: &str) -> (u64, u128, String) {
    let (secs, rest) = name.split_once('.').unwrap_or((name, ""));
    let secs = secs.parse().unwrap_or(u64::MAX);
    let digits = |s: &str, radix: u32| {
        let n: String = s.chars().take_while(|c| c.is_digit(radix)).collect();
        u128::from_str_radix(&n, radix).unwrap_or(0)
    };
    let within = match rest.chars().next() {
        Some('#') => digits(&rest[1..], 16),
        Some('M') => digits(&rest[1..], 10),
        _ => 0,
    };
    (secs, within, name.to_string())
}

#[cfg(test)]
mod arrival_tests {
    use super::arrival;

    #[test]
    fn mails_of_one_second_are_read_in_the_order_they_arrived() {
        let mut names = vec![
            "1764189600.#10M5P1.host",
            "1764189600.#fM9P1.host",
            "1764189599.#11M1P1.host",
            "1764189600.M123P7.host",
            "1764189600.M99P7.host",
        ];
        names.sort_by_key(|n| arrival(n));
        assert_eq!(
            names,
            [
                "1764189599.#11M1P1.host",
                "1764189600.#fM9P1.host",
                "1764189600.#10M5P1.host",
                "1764189600.M99P7.host",
                "1764189600.M123P7.host",
            ]
        );
    }
}

//! The Maildir inbox, robomod's embedded default: a local folder any MTA (or a test, or
//! `robomod demo`) can deliver into.
//!
//! Unhandled mail is everything in `new/` plus anything in `cur/` without the `S` (seen) flag
//! (a mail another reader moved but did not read). Marking handled moves a mail from `new/` to
//! `cur/` with the `S` flag, or adds `S` in `cur/`. Mails come oldest first by unique name
//! (Maildir names start with the delivery time).

use super::inbox::{FetchedMail, Inbox, InboxError, MailHandle};
use maildir::Maildir;
use std::path::{Path, PathBuf};

pub struct MaildirInbox {
    path: PathBuf,
    dir: Maildir,
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
        Ok(MaildirInbox { path, dir })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Delivers `raw` into `new/` (for tests and the demo); returns its unique name.
    pub fn deliver(&self, raw: &[u8]) -> Result<String, InboxError> {
        self.dir.store_new(raw).map_err(|e| InboxError::Io {
            action: "delivering into",
            path: self.path.clone(),
            source: std::io::Error::other(e.to_string()),
        })
    }

    fn unhandled(&self) -> Result<Vec<(String, PathBuf)>, InboxError> {
        let io = |source| InboxError::Io {
            action: "listing",
            path: self.path.clone(),
            source,
        };
        let mut out = Vec::new();
        for entry in self.dir.list_new() {
            let e = entry.map_err(io)?;
            out.push((e.id().to_string(), e.path().clone()));
        }
        for entry in self.dir.list_cur() {
            let e = entry.map_err(io)?;
            if !e.is_seen() {
                out.push((e.id().to_string(), e.path().clone()));
            }
        }
        out.sort();
        Ok(out)
    }
}

impl Inbox for MaildirInbox {
    fn fetch(&mut self, limit: usize) -> Result<Vec<FetchedMail>, InboxError> {
        let mut out = Vec::new();
        for (id, path) in self.unhandled()? {
            if out.len() >= limit {
                break;
            }
            match std::fs::read(&path) {
                Ok(raw) => out.push(FetchedMail {
                    raw,
                    handle: MailHandle::Maildir { id },
                }),
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
        if self.path.join("new").join(id).exists() {
            return self.dir.move_new_to_cur_with_flags(id, "S").map_err(io);
        }
        match self.dir.find(id) {
            Some(_) => self.dir.add_flags(id, "S").map_err(io),
            None => Err(InboxError::Gone(id.clone())),
        }
    }
}

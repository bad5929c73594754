//! `robomod deliver`'s work: one mail from a pipe (the MTA's, such as Postfix's `pipe`
//! transport) stored durably into the Maildir the daemon reads. The mail is written into
//! `tmp/`, fsynced, renamed into `new/`, and `new/` is fsynced: once [`deliver`] returns `Ok`
//! the mail survives a power loss, and the MTA may forget it. On any failure nothing is left
//! behind (the file in `tmp/` is removed), so the MTA can simply try again later.
//!
//! The daemon picks the mail up on its next pass, as any mail delivered into the Maildir.

use maildir::Maildir;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Why a mail could not be stored. Every case is worth retrying once the operator has looked
/// (the MTA keeps the mail meanwhile), except [`DeliverError::Empty`].
#[derive(Debug, thiserror::Error)]
pub enum DeliverError {
    /// Nothing came on the pipe: there is no mail to keep.
    #[error("no mail on standard input: nothing stored")]
    Empty,
    /// A step of storing failed: the Maildir is missing and cannot be made, is not writable by
    /// this user, or the disk is full.
    #[error("cannot store the mail ({action} {}): {source}; nothing was stored: give the user \
             robomod runs as write access to the Maildir (robomod doctor checks it), or free \
             some disk space", path.display())]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
}

/// What [`deliver`] stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivered {
    /// The mail's unique name in the Maildir.
    pub id: String,
    pub bytes: u64,
}

/// Reads one mail from `input` and stores it into `new/` of the Maildir at `maildir` (its
/// folders created when missing), durably; see the module doc.
pub fn deliver(maildir: &Path, input: &mut dyn Read) -> Result<Delivered, DeliverError> {
    let io = |action, path: &Path| {
        let path = path.to_path_buf();
        move |source| DeliverError::Io {
            action,
            path,
            source,
        }
    };
    let dir = Maildir::from(maildir.to_path_buf());
    dir.create_dirs()
        .map_err(io("creating the Maildir", maildir))?;
    let tmp = maildir.join("tmp");
    // Removed again when dropped undelivered: a failure below leaves nothing in tmp/.
    let mut file = dir
        .open_file_in_tmp()
        .map_err(|e| io("creating a file in", &tmp)(std::io::Error::other(e.to_string())))?;
    let bytes = std::io::copy(input, &mut file).map_err(io("writing into", &tmp))?;
    if bytes == 0 {
        return Err(DeliverError::Empty);
    }
    let new = maildir.join("new");
    // Syncs the file, then renames it into new/.
    let id = dir
        .move_tmp_to_new(file)
        .map_err(|e| io("moving the mail into", &new)(std::io::Error::other(e.to_string())))?;
    // The rename is durable only once the folder is synced.
    std::fs::File::open(&new)
        .and_then(|d| d.sync_all())
        .map_err(io("syncing", &new))?;
    Ok(Delivered { id, bytes })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(dir: &Path, sub: &str) -> Vec<PathBuf> {
        std::fs::read_dir(dir.join(sub))
            .map(|d| d.map(|e| e.unwrap().path()).collect())
            .unwrap_or_default()
    }

    #[test]
    fn a_mail_lands_in_new_whole_and_tmp_is_left_empty() {
        let dir = tempfile::tempdir().unwrap();
        let md = dir.path().join("maildir");
        let raw = b"From: a@example.org\r\nSubject: hi\r\n\r\nPROGRAM 1GN\r\n";
        let d = deliver(&md, &mut &raw[..]).expect("stored");
        assert_eq!(d.bytes, raw.len() as u64);
        let new = files(&md, "new");
        assert_eq!(new.len(), 1);
        assert!(
            new[0]
                .file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .starts_with(&d.id)
        );
        assert_eq!(std::fs::read(&new[0]).unwrap(), raw);
        assert!(files(&md, "tmp").is_empty());
    }

    #[test]
    fn nothing_on_the_pipe_stores_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let md = dir.path().join("maildir");
        assert!(matches!(
            deliver(&md, &mut &b""[..]),
            Err(DeliverError::Empty)
        ));
        assert!(files(&md, "new").is_empty() && files(&md, "tmp").is_empty());
    }

    /// A pipe that breaks half-way (the MTA killed, a read error) leaves no part of the mail.
    #[test]
    fn a_read_that_fails_half_way_leaves_nothing_behind() {
        struct Broken(usize);
        impl Read for Broken {
            fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
                if self.0 == 0 {
                    return Err(std::io::Error::other("the pipe broke"));
                }
                self.0 -= 1;
                buf[..5].copy_from_slice(b"From:");
                Ok(5)
            }
        }
        let dir = tempfile::tempdir().unwrap();
        let md = dir.path().join("maildir");
        let e = deliver(&md, &mut Broken(3)).expect_err("a broken pipe");
        assert!(e.to_string().contains("the pipe broke"), "{e}");
        assert!(files(&md, "new").is_empty() && files(&md, "tmp").is_empty());
    }
}

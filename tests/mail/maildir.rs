//! The Maildir inbox: unhandled mail is `new/` plus unseen `cur/`; marking handled moves to
//! `cur/` with the S flag; nothing is fetched twice once marked; a crash before marking fetches
//! the mail again (the moderator recognises it).

use crate::support::assert_contains;
use robomod::mail::maildir::MaildirInbox;
use robomod::mail::{Inbox, MailHandle};

fn mail(n: u32) -> Vec<u8> {
    format!(
        "From: p{n}@example.test\nTo: robomod+g1.kA@example.test\nMessage-ID: <{n}@x>\n\nPASS\n"
    )
    .into_bytes()
}

/// A new Maildir in a temp folder (kept while the folder lives): its path, and it opened.
fn maildir() -> (tempfile::TempDir, std::path::PathBuf, MaildirInbox) {
    let dir = tempfile::tempdir().expect("a temp dir");
    let path = dir.path().join("md");
    let inbox = MaildirInbox::open(&path).expect("opened");
    (dir, path, inbox)
}

#[test]
fn fetch_mark_and_fetch_again() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut inbox = MaildirInbox::open(dir.path().join("maildir")).expect("opened");
    for n in 0..5 {
        inbox.deliver(&mail(n)).expect("delivered");
    }
    let first = inbox.fetch(3).expect("fetched");
    assert_eq!(first.len(), 3);
    for m in &first {
        inbox.mark_handled(&m.handle).expect("marked");
    }
    let rest = inbox.fetch(10).expect("fetched");
    assert_eq!(rest.len(), 2);
    // A crash before marking: the same mails come again.
    let again = inbox.fetch(10).expect("fetched");
    assert_eq!(again, rest);
    for m in &rest {
        inbox.mark_handled(&m.handle).expect("marked");
    }
    assert!(inbox.fetch(10).expect("fetched").is_empty());
    let cur: Vec<String> = std::fs::read_dir(dir.path().join("maildir/cur"))
        .expect("cur")
        .map(|e| e.expect("entry").file_name().into_string().expect("utf-8"))
        .collect();
    assert_eq!(cur.len(), 5);
    assert!(cur.iter().all(|n| n.ends_with(":2,S")), "{cur:?}");
}

#[test]
fn unseen_mail_in_cur_is_read_and_seen_mail_is_not() {
    let (_dir, path, mut inbox) = maildir();
    std::fs::write(path.join("cur/100.a.host:2,"), mail(1)).expect("unseen in cur");
    std::fs::write(path.join("cur/101.b.host:2,S"), mail(2)).expect("seen in cur");
    let got = inbox.fetch(10).expect("fetched");
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].raw, mail(1));
    inbox.mark_handled(&got[0].handle).expect("marked");
    assert!(path.join("cur/100.a.host:2,S").exists());
    assert!(inbox.fetch(10).expect("fetched").is_empty());
}

#[test]
fn marking_a_vanished_mail_says_so() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut inbox = MaildirInbox::open(dir.path()).expect("opened");
    let e = inbox
        .mark_handled(&MailHandle::Maildir { id: "nope".into() })
        .expect_err("not there");
    assert_eq!(e.to_string(), "mail nope is not in the mailbox any more");
    let e = inbox
        .mark_handled(&MailHandle::Imap {
            uid: 1,
            uid_validity: 1,
        })
        .expect_err("wrong kind");
    assert_contains(&e.to_string(), "different kind of inbox");
}

#[test]
fn quarantine_moves_a_mail_into_a_maildir_subfolder() {
    let (_dir, path, mut inbox) = maildir();
    inbox.deliver(&mail(1)).expect("delivered");
    std::fs::write(path.join("cur/100.a.host:2,"), mail(2)).expect("unseen in cur");
    let got = inbox.fetch(10).expect("fetched");
    assert_eq!(got.len(), 2);
    for m in &got {
        inbox.quarantine(&m.handle).expect("quarantined");
    }
    assert!(inbox.fetch(10).expect("fetched").is_empty());
    let mut moved: Vec<Vec<u8>> = std::fs::read_dir(path.join(".Quarantine/new"))
        .expect("the quarantine's new/")
        .map(|e| std::fs::read(e.expect("entry").path()).expect("read"))
        .collect();
    moved.sort();
    assert_eq!(moved, vec![mail(1), mail(2)]);
    let e = inbox.quarantine(&got[0].handle).expect_err("moved already");
    assert_contains(&e.to_string(), "not in the mailbox");

    // A configured folder; moved back into new/, a mail is fetched again.
    let mut inbox = MaildirInbox::open(&path)
        .expect("opened")
        .with_quarantine(".Held");
    inbox.deliver(&mail(3)).expect("delivered");
    let got = inbox.fetch(10).expect("fetched");
    inbox.quarantine(&got[0].handle).expect("quarantined");
    let held: Vec<_> = std::fs::read_dir(path.join(".Held/new"))
        .expect("the configured folder")
        .map(|e| e.expect("entry").path())
        .collect();
    assert_eq!(held.len(), 1);
    std::fs::rename(
        &held[0],
        path.join("new").join(held[0].file_name().expect("a name")),
    )
    .expect("moved back");
    assert_eq!(inbox.fetch(10).expect("fetched")[0].raw, mail(3));
}

#[test]
fn fetch_except_leaves_out_the_mails_named() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut inbox = MaildirInbox::open(dir.path()).expect("opened");
    for n in 0..3 {
        inbox.deliver(&mail(n)).expect("delivered");
    }
    let all = inbox.fetch(10).expect("fetched");
    let skip = std::collections::HashSet::from([all[1].handle.clone()]);
    let rest = inbox.fetch_except(10, &skip).expect("fetched");
    assert_eq!(rest, [all[0].clone(), all[2].clone()]);
}

/// Issue 11: a mail moved back into new/ with its flags (`:2,S`) is read once and marked
/// handled, not read again on every pass.
#[test]
fn a_mail_in_new_with_an_info_suffix_is_read_once() {
    let (_dir, path, mut inbox) = maildir();
    std::fs::write(path.join("new/100.a.host:2,S"), mail(1)).expect("moved back by hand");
    let got = inbox.fetch(10).expect("fetched");
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].raw, mail(1));
    inbox.mark_handled(&got[0].handle).expect("marked");
    assert!(path.join("cur/100.a.host:2,S").exists());
    assert!(inbox.fetch(10).expect("fetched").is_empty(), "read once");
}

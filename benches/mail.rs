//! Mail intake speed, the parse part: 20,000 player mails delivered into a Maildir, fetched by
//! the Maildir inbox, then parsed by mail-parser alone and by `read_mail` (mail-parser plus the
//! tag, commands, quote stripping, loop detection and the SHA-256), in one run on the same bytes.
//! The issue asks for read_mail >= 0.3 of mail-parser's rate; the full intake figure (with the
//! moderator's authentication and SQLite commit) comes once the moderator is merged.
//!
//! `cargo bench --bench mail` runs the full 20,000; without `--bench` (as `cargo test
//! --all-targets` runs it) it does 200 to stay quick. The mails are the test corpus's 40 kinds
//! (Gmail, Outlook, Apple Mail, HTML-only, legacy charsets, bounces...), each copy made unique.

use robomod::mail::maildir::MaildirInbox;
use robomod::mail::{Inbox, MailIdentity, read_mail};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let count = if full { 20_000 } else { 200 };
    let corpus_dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/mail/corpus");
    let mut kinds: Vec<Vec<u8>> = std::fs::read_dir(corpus_dir)
        .expect("the corpus")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .map(|p| std::fs::read(p).expect("a corpus mail"))
        .collect();
    kinds.sort();

    let dir = tempfile::tempdir().expect("a temp dir");
    let inbox_path = dir.path().join("maildir");
    let mut inbox = MaildirInbox::open(&inbox_path).expect("a Maildir");
    let t = Instant::now();
    for n in 0..count {
        let mut raw = format!("X-Bench-Copy: {n}\r\n").into_bytes();
        raw.extend_from_slice(&kinds[n % kinds.len()]);
        inbox.deliver(&raw).expect("delivered");
    }
    let deliver = t.elapsed();

    let t = Instant::now();
    let mails = inbox.fetch(count).expect("fetched");
    let fetch = t.elapsed();
    assert_eq!(mails.len(), count);
    let bytes: usize = mails.iter().map(|m| m.raw.len()).sum();

    let parser = mail_parser::MessageParser::default();
    let identity = MailIdentity::default();
    // Warm up both paths once, then measure each three times and keep the best.
    let mut best_parser = f64::MAX;
    let mut best_read = f64::MAX;
    let mut commands = 0;
    for _ in 0..3 {
        let t = Instant::now();
        for m in &mails {
            black_box(parser.parse(black_box(&m.raw)));
        }
        best_parser = best_parser.min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        commands = 0;
        for m in &mails {
            commands += black_box(read_mail(black_box(&m.raw), &identity))
                .commands
                .len();
        }
        best_read = best_read.min(t.elapsed().as_secs_f64());
    }
    let t = Instant::now();
    for m in &mails {
        use sha2::Digest;
        black_box(sha2::Sha256::digest(black_box(&m.raw)));
    }
    let sha = t.elapsed().as_secs_f64();
    let rate = |secs: f64| count as f64 / secs;
    println!(
        "mail intake (parse part), {count} mails, {:.1} MB, {commands} commands",
        bytes as f64 / 1e6
    );
    println!(
        "  deliver into Maildir   {:>10.0} mails/s",
        rate(deliver.as_secs_f64())
    );
    println!(
        "  fetch from Maildir     {:>10.0} mails/s",
        rate(fetch.as_secs_f64())
    );
    println!(
        "  mail-parser alone      {:>10.0} mails/s",
        rate(best_parser)
    );
    println!("  SHA-256 alone          {:>10.0} mails/s", rate(sha));
    println!("  read_mail              {:>10.0} mails/s", rate(best_read));
    println!(
        "  read_mail / mail-parser {:>9.2}  (target >= 0.30)",
        best_parser / best_read
    );
}

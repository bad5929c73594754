//! Reading time against a mail's size (issue 62): `read_mail` on mails of 1 KB to 10 MB, in
//! the shapes a hostile or careless sender makes (one long line of words, of codes, of
//! sentences, of clauses joined by commas and `and`; many short lines of words or codes; a
//! program followed by junk), best of three runs each. The figure that matters is the last
//! column, the time per kilobyte: flat when reading is linear, growing with the size when it
//! is not. Recorded in docs/mail.md ("Reading time").
//!
//! `cargo bench --bench reading` runs every size up to 10 MB; without `--bench` it stops at
//! 100 KB to stay quick.

use robomod::mail::{MailIdentity, read_mail};
use std::hint::black_box;
use std::time::Instant;

/// `unit` repeated (joined by `sep`) until the body is about `size` bytes.
fn repeat(unit: &str, sep: &str, size: usize) -> String {
    let count = size / (unit.len() + sep.len()).max(1) + 1;
    vec![unit; count].join(sep)
}

fn shapes(size: usize) -> Vec<(&'static str, String)> {
    vec![
        (
            "one line of words",
            format!("hello {}", repeat("a", " ", size)),
        ),
        (
            "PROGRAM and junk, one line",
            format!("PROGRAM 3RN {}", repeat("a", " ", size)),
        ),
        ("one line of codes", repeat("F2 L 1GN rE U", " ", size)),
        (
            "one line of sentences",
            repeat("I will go forward 2 then left.", " ", size),
        ),
        ("one line of clauses", repeat("and power down", ", ", size)),
        // (Shapes that read in the square of a line's length within its 8 KB, found
        // 2026-11-29: figures among words, second thoughts, connectors alone.)
        ("one line of figures", repeat("part 5 a a a", " ", size)),
        (
            "one line of second thoughts",
            repeat("I mean F2 no wait", " ", size),
        ),
        ("one line of connectors", repeat("then", " ", size)),
        ("lines of figures", repeat("part 5 a a a", "\n", size)),
        ("lines of words", repeat("a b", "\n", size)),
        ("lines of codes", repeat("F2", "\n", size)),
        (
            "lines of sentences",
            repeat("Please resign me, thanks", "\n", size),
        ),
    ]
}

fn mail(body: &str) -> Vec<u8> {
    format!(
        "From: eve@example.net\r\nTo: robomod@example.test\r\nSubject: hi\r\n\
         Message-ID: <bench@example.net>\r\n\r\n{body}\r\n"
    )
    .into_bytes()
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let sizes: &[usize] = if full {
        &[1_000, 10_000, 100_000, 1_000_000, 10_000_000]
    } else {
        &[1_000, 10_000, 100_000]
    };
    let identity = MailIdentity::default();
    println!(
        "{:<28} {:>10} {:>12} {:>10}",
        "shape", "bytes", "read (ms)", "us per KB"
    );
    for &size in sizes {
        for (name, body) in shapes(size) {
            let raw = mail(&body);
            let runs = if size >= 1_000_000 { 1 } else { 3 };
            let mut best = f64::MAX;
            for _ in 0..runs {
                let t = Instant::now();
                black_box(read_mail(black_box(&raw), &identity));
                best = best.min(t.elapsed().as_secs_f64());
            }
            let per_kb = best * 1e6 / (raw.len() as f64 / 1024.0);
            println!(
                "{name:<28} {:>10} {:>12.2} {per_kb:>10.1}",
                raw.len(),
                best * 1e3
            );
        }
    }
}

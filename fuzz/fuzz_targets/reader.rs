//! Any text as a player's reply: the reader of her own lines (the grammar, the reader of
//! intent, the runs of instructions) never panics and, run with `-timeout=1`, never takes a
//! second on any input (issue 62: reading is linear in a mail's size). The bytes are the body of
//! a keyed reply, so that the fuzzer spends its time in the reader, not in MIME.
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::mail::{MailIdentity, read_mail};

fuzz_target!(|data: &[u8]| {
    let mut raw = b"From: Ann <ann@example.org>\r\nTo: robomod@example.test\r\n\
Subject: Re: [robomod g1 k7Qf3] Round 1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
        .to_vec();
    raw.extend_from_slice(data);
    let m = read_mail(&raw, &MailIdentity::default());
    assert!(m.commands.len() <= robomod::mail::read::MAX_COMMANDS + 2);
});

//! Any bytes as a received mail: `read_mail` never panics, and what it reads is sane (at
//! most MAX_COMMANDS commands, then what was left: too many, too long).
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::mail::{MailIdentity, read_mail};

fuzz_target!(|data: &[u8]| {
    let m = read_mail(data, &MailIdentity::default());
    assert!(m.commands.len() <= robomod::mail::read::MAX_COMMANDS + 2);
    assert_eq!(m.content_hash.len(), 64);
});

//! Any bytes as a received mail: `read_mail` never panics, and what it reads is sane.
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::mail::{MailIdentity, read_mail};

fuzz_target!(|data: &[u8]| {
    let m = read_mail(data, &MailIdentity::default());
    assert!(m.commands.len() <= robomod::mail::read::MAX_COMMANDS + 1);
    assert_eq!(m.content_hash.len(), 64);
});

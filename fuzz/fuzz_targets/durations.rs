//! Any text as a duration, a schedule or an absence: parsing never panics, and a parsed
//! duration is within a year and reads back as written by `format_duration`.
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::moderator::absence::parse_request;
use robomod::duration::{MAX_DURATION_DAYS, format_duration, parse_duration};
use robomod::schedule::{next_deadline, parse_schedule};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(d) = parse_duration(text) {
        assert!(d <= chrono::Duration::days(MAX_DURATION_DAYS));
        assert_eq!(parse_duration(&format_duration(d)), Ok(d));
    }
    if let Ok((schedule, tz)) = parse_schedule(text) {
        let base = chrono::DateTime::from_timestamp(1_772_000_000, 0).expect("a time");
        let _ = next_deadline(
            schedule,
            tz.unwrap_or(chrono_tz::Tz::UTC),
            base,
            chrono::Duration::days(MAX_DURATION_DAYS),
        );
    }
    let _ = parse_request(text);
});

//! Durations as people write them (`48h`, `90m`, `2d`, `1w`, `1h30m`, `0`) and back: the one
//! reader for the config file, the CLI and mail, and the year-long cap that keeps time arithmetic
//! from overflowing. Pure: depends on chrono only.

use chrono::Duration;

/// Reads a duration: `48h`, `90m`, `2d`, `1w`, `1h30m`, `45s`, `0`.
/// The longest duration robomod accepts anywhere (a deadline, a grace, a notice): a year, so
/// that no time arithmetic can overflow.
pub const MAX_DURATION_DAYS: i64 = 366;

pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let bad = || {
        format!(
            "bad duration {s:?}: write it like 48h, 90m, 2d, 1w or 1h30m, at most \
             {MAX_DURATION_DAYS} days"
        )
    };
    let t = s.trim();
    if t == "0" {
        return Ok(Duration::zero());
    }
    if t.is_empty() {
        return Err(bad());
    }
    let mut total = Duration::zero();
    let mut digits = String::new();
    for c in t.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let n: i64 = digits.parse().map_err(|_| bad())?;
        digits.clear();
        let unit = match c {
            'w' => n.checked_mul(7).and_then(Duration::try_days),
            'd' => Duration::try_days(n),
            'h' => Duration::try_hours(n),
            'm' => Duration::try_minutes(n),
            's' => Duration::try_seconds(n),
            _ => None,
        };
        total = total.checked_add(&unit.ok_or_else(bad)?).ok_or_else(bad)?;
    }
    if !digits.is_empty() || total > Duration::days(MAX_DURATION_DAYS) {
        return Err(bad());
    }
    Ok(total)
}

/// A duration the way [`parse_duration`] reads it back: `48h`, `1h30m`, `0`.
pub fn format_duration(d: Duration) -> String {
    let mut s = d.num_seconds();
    if s == 0 {
        return "0".into();
    }
    let mut out = String::new();
    if s < 0 {
        out.push('-');
        s = -s;
    }
    for (unit, len) in [("h", 3600), ("m", 60), ("s", 1)] {
        if s >= len {
            out.push_str(&format!("{}{unit}", s / len));
            s %= len;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_and_print_back() {
        assert_eq!(parse_duration("48h"), Ok(Duration::hours(48)));
        assert_eq!(parse_duration("1h30m"), Ok(Duration::minutes(90)));
        assert_eq!(parse_duration("2d"), Ok(Duration::days(2)));
        assert_eq!(parse_duration("1w"), Ok(Duration::days(7)));
        assert_eq!(parse_duration("1w2d"), Ok(Duration::days(9)));
        assert_eq!(parse_duration("0"), Ok(Duration::zero()));
        assert_eq!(format_duration(Duration::minutes(90)), "1h30m");
        assert_eq!(format_duration(Duration::days(2)), "48h");
        assert_eq!(parse_duration("366d"), Ok(Duration::days(366)));
        for bad in [
            "367d",
            "53w",
            "106751991166d",
            "9999999999999999999h",
            "366d1s",
        ] {
            let e = parse_duration(bad).unwrap_err();
            assert!(e.contains("at most 366 days"), "{bad}: {e}");
        }
        for bad in ["", "h", "12", "3x", "1.5h", "-2h"] {
            let e = parse_duration(bad).unwrap_err();
            assert!(e.contains("write it like 48h"), "{bad}: {e}");
        }
    }
}

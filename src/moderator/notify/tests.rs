//! The unit tests of [`notify`](super), apart from the code they check.

use super::phrase;
use crate::templates::Templates;
use serde_json::json;

/// The answers and notices that no snapshot shows read as the Rust strings they were.
#[test]
fn phrases_no_snapshot_shows_read_as_they_did() {
    let t = Templates::builtin();
    let say = |file, say, ctx| phrase(&t, file, say, ctx).unwrap();
    assert_eq!(
        say(
            "answers.txt",
            "too_large",
            json!({ "kb": 300, "limit_kb": 256 })
        ),
        "Not read: your mail is 300 KB, more than the 256 KB robomod reads from one mail, \
         so nothing in it was read. Send your commands again in a short plain-text mail, \
         without attachments."
    );
    let problems = json!([
        { "text": "F9", "message": "no such card" },
        { "text": "X", "message": "not an instruction" },
    ]);
    assert_eq!(
        say(
            "answers.txt",
            "try_problems",
            json!({ "problems": problems })
        ),
        "Not tried: these orders have problems:\n- \"F9\": no such card\n- \"X\": not an \
         instruction"
    );
    assert_eq!(
        say(
            "notices.txt",
            "released",
            json!({ "turn": "Round 3", "close": "Mon 12:00" })
        ),
        "The moderator has released the game: it goes on. Round 3 closes at\n  Mon 12:00"
    );
    assert!(
        phrase(&t, "answers.txt", "stale", json!({})).is_err(),
        "strict: all filled"
    );
}

//! An edit in words sent in a later mail (`actually swap the 2nd and 3rd`, `ostatni rejestr:
//! naprzód`), whole mails through the daemon's Maildir: made against her orders on file and
//! said back with them, or quoted back with nothing changed (issue 63).

use super::in_words::{ann_writes, on_file, race};
use crate::support::site::*;

#[test]
fn an_edit_in_a_later_mail_changes_the_orders_on_file_or_nothing() {
    for (language, program, edits) in [
        (
            "en",
            "PROGRAM F3 L R U B",
            [
                ("actually swap the 2nd and 3rd", Some("F3 R L U B")),
                ("5th = F", Some("F3 R L U F")),
                ("change register 7 to a u-turn", None),
                ("reverse it", Some("F U L R F3")),
            ],
        ),
        (
            "pl",
            "PROGRAM R F3 F L B",
            [
                ("ostatni rejestr: naprzód", Some("R F3 F L F")),
                ("jednak zamień drugi z trzecim", Some("R F F3 L F")),
                ("w siódmym daj F", None),
                ("zamień 2 i 3", Some("R F3 F L F")),
            ],
        ),
    ] {
        let mut t = race(language);
        let answer = ann_writes(&mut t, "m0", "zamień 2 i 3");
        assert_eq!(
            on_file(&t.0, t.2),
            "none",
            "nothing on file to change: {answer}"
        );
        insta::assert_snapshot!(format!("later_edit_{language}_nothing_on_file"), answer);
        ann_writes(&mut t, "m1", program);
        for (k, (body, then)) in edits.into_iter().enumerate() {
            // The program, without the note on registers left to chance.
            let program = |t: &(Site, _, i64, _)| {
                let s = on_file(&t.0, t.2);
                s.split(" (").next().unwrap_or_default().to_string()
            };
            let before = program(&t);
            let answer = ann_writes(&mut t, &format!("m{}", k + 2), body);
            let now = program(&t);
            match then {
                Some(then) => assert_eq!(now, then, "{body}: {answer}"),
                None => assert_eq!(now, before, "{body}: nothing changes: {answer}"),
            }
            insta::assert_snapshot!(format!("later_edit_{language}_{k}"), answer);
        }
    }
}

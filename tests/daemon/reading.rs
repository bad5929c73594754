//! Orders read and counted as people write them (issue 26), whole mails through the daemon:
//! raw mails into the Maildir, replies out as `.eml` files, each reply a snapshot. Lower case,
//! a list under a bare command word across blank lines (as Gmail sends an HTML list), WAIT, a
//! bare program in a reply, RESIGN that asks first.

use super::mails::snap;
use crate::support::site::*;
use chrono::Duration;

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.org";
const CID: &str = "cid@example.org";

fn round_of(site: &Site, id: i64) -> i64 {
    site.one("SELECT round FROM games WHERE id = ?1", [id])
}

#[test]
fn mails_as_people_write_them_are_read_counted_and_answered() {
    let (site, clock, id, keys, mut d) =
        Site::new().running(|site, clock| site.new_game(clock, &["Ann", "Bob", "Cid"]));

    // Lower case; a list under a bare word, with a blank line inside it; WAIT.
    site.deliver("Ann", id, &keys[0], "a1", "goals 1y 3r 2g 1b\n\nThanks!");
    site.deliver(
        "Bob",
        id,
        &keys[1],
        "b1",
        "GOALS\n\n1. 2Y\n2. 1R\n\n3. 3G\n4. 2B\n\n-- \nBob",
    );
    site.deliver("Cid", id, &keys[2], "c1", "goals: 3y 2r 1g 2b\nwait");
    d.pass().unwrap();
    snap(&site, "reading_lower_case", "confirmation", ANN);
    snap(&site, "reading_gmail_list", "confirmation", BOB);
    snap(&site, "reading_wait", "confirmation", CID);
    assert_eq!(
        round_of(&site, id),
        1,
        "Cid waits: everyone is in, nothing runs"
    );

    // WAIT OFF: the setup runs at once, and the reply says so.
    site.deliver("Cid", id, &keys[2], "c2", "Wait off");
    d.pass().unwrap();
    assert_eq!(round_of(&site, id), 2);
    snap(&site, "reading_wait_off", "confirmation", CID);

    // A bare program in a reply to the report is read as the program; prose is not.
    site.deliver("Ann", id, &keys[0], "a2", "1gn, 3bu\n\nGood luck all");
    d.pass().unwrap();
    snap(&site, "reading_bare_program", "confirmation", ANN);

    // RESIGN asks first.
    site.deliver("Bob", id, &keys[1], "b2", "resign");
    d.pass().unwrap();
    snap(&site, "reading_resign_asks", "help", BOB);
    clock.advance(Duration::hours(1));
    d.pass().unwrap();
    let status: String = site.one("SELECT status FROM players WHERE address = ?1", [BOB]);
    assert_eq!(status, "active");
}

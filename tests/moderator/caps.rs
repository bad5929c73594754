//! Issue 11, backscatter: refusals to strangers are capped in all and per domain, so forged
//! senders cannot turn robomod into a way to mail third parties; operator alerts are capped too.

use crate::support::assert_contains;
use crate::support::world::*;
use robomod::moderator::{MailOutcome, ModeratorConfig};
use robomod::outgoing::MailKind;

fn count(w: &World, kind: MailKind) -> usize {
    w.outbox().iter().filter(|m| m.kind == kind).count()
}

#[test]
fn refusals_to_strangers_are_capped_per_domain_and_in_all() {
    let w = world();
    // One domain, many forged local parts: ten refusals, then silence.
    for n in 0..15 {
        let mail = inbound(
            &format!("spam+{n}@victim.example"),
            None,
            vec![orders("GOALS", "1")],
        );
        let out = w.m.intake().handle_mail(b"x", &mail).unwrap();
        if n >= 10 {
            assert!(
                matches!(out, MailOutcome::RateLimited { .. }),
                "{n}: {out:?}"
            );
        }
    }
    assert_eq!(count(&w, MailKind::Refusal), 10);
    // Many domains: a hundred in the hour, all told.
    for n in 0..120 {
        let mail = inbound(&format!("x@d{n}.example"), None, vec![orders("GOALS", "1")]);
        w.m.intake().handle_mail(b"x", &mail).unwrap();
    }
    assert_eq!(count(&w, MailKind::Refusal), 100);
    // The hour passes: refusals go out again.
    w.advance(chrono::Duration::minutes(61));
    let mail = inbound("late@victim.example", None, vec![orders("GOALS", "1")]);
    w.m.intake().handle_mail(b"x", &mail).unwrap();
    assert_eq!(count(&w, MailKind::Refusal), 101);
}

#[test]
fn operator_alerts_are_capped_each_hour() {
    let w = world_with(ModeratorConfig {
        operator: Some("ops@example.org".into()),
        miss_alert: 1,
        alerts_per_hour: 3,
        ..config()
    });
    // Five games whose second player never sends anything: five alerts due, three mailed.
    for _ in 0..5 {
        let id = w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap();
        w.send(id, 0, vec![orders("GOALS", "1")]);
    }
    w.advance(chrono::Duration::hours(49));
    assert_eq!(w.m.rounds().tick().unwrap().rounds_run, 5);
    assert_eq!(count(&w, MailKind::Alert), 3);
}

/// A player's mail of many orders stores at most 20 of them; of many TRYs, three are run.
#[test]
fn one_mail_is_answered_within_bounds() {
    use robomod::inbound::PlayerCommand;
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let mut commands: Vec<PlayerCommand> = (0..20).map(|_| orders("GOALS", "1")).collect();
    commands.push(PlayerCommand::TooMany { count: 9_980 });
    let reply = w.send(id, 0, commands);
    assert_contains(
        &reply.body,
        "Not read: robomod reads at most 20 commands from one mail",
    );
    let stored = w.m.records().export(id).unwrap()["submissions"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(stored, 20);
    // Setup done, then five TRYs: three reports, two refusals, said once under the two
    // lines they answer (the same answer twice in a row is said once).
    w.send(id, 1, vec![orders("GOALS", "2")]);
    let tries: Vec<PlayerCommand> = (0..5).map(|_| try_orders("PROGRAM 1")).collect();
    let reply = w.send(id, 0, tries);
    assert_contains(
        &reply.body,
        "> TRY PROGRAM 1\n> TRY PROGRAM 1\n  Not tried: at most 3 TRY reports",
    );
    assert_eq!(
        reply.body.matches("> TRY PROGRAM 1").count(),
        5,
        "{}",
        reply.body
    );
    assert_eq!(
        reply
            .body
            .matches("Not tried: at most 3 TRY reports")
            .count(),
        1,
        "{}",
        reply.body
    );
}

/// Strangers' raw mail is dropped after its retention (or at once when large); its size,
/// headers and outcome stay. Players' mail is kept whole.
#[test]
fn raw_mail_from_strangers_is_not_kept_forever() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    let small = inbound("eve@example.net", None, vec![orders("GOALS", "1")]);
    w.m.intake()
        .handle_mail(&vec![b'a'; 1_000], &small)
        .unwrap();
    let large = inbound("mallory@example.net", None, vec![orders("GOALS", "1")]);
    w.m.intake()
        .handle_mail(&vec![b'b'; 1_000_000], &large)
        .unwrap();
    let ann = w.mail_from(id, 0, vec![orders("GOALS", "1")]);
    w.m.intake()
        .handle_mail(&vec![b'c'; 1_000_000], &ann)
        .unwrap();
    let sizes = |w: &World| -> Vec<(String, i64, Option<i64>)> {
        w.m.with_connection(|c| {
            let mut s = c
                // What is kept of each: its size as received, or none (raw is kept
                // compressed: issue 50).
                .prepare(
                    "SELECT from_addr, size * (length(raw) > 0), raw_size FROM inbox ORDER BY id",
                )
                .unwrap();
            s.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
                .unwrap()
                .collect::<Result<_, _>>()
                .unwrap()
        })
    };
    assert_eq!(
        w.m.records().forget_strangers().unwrap(),
        1,
        "the large one at once"
    );
    assert_eq!(
        sizes(&w),
        [
            ("eve@example.net".into(), 1_000, None),
            ("mallory@example.net".into(), 0, Some(1_000_000)),
            (ANN.1.into(), 1_000_000, None),
        ]
    );
    w.advance(chrono::Duration::days(8));
    assert_eq!(w.m.records().forget_strangers().unwrap(), 1);
    assert_eq!(sizes(&w)[0], ("eve@example.net".into(), 0, Some(1_000)));
    assert_eq!(sizes(&w)[2].1, 1_000_000, "a player's mail is kept whole");
    assert_eq!(w.m.records().forget_strangers().unwrap(), 0);
}

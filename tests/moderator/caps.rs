//! Issue 11, backscatter: refusals to strangers are capped in all and per domain, so forged
//! senders cannot turn robomod into a way to mail third parties; operator alerts are capped too.

use super::support::*;
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
        let out = w.m.handle_mail(b"x", &mail).unwrap();
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
        w.m.handle_mail(b"x", &mail).unwrap();
    }
    assert_eq!(count(&w, MailKind::Refusal), 100);
    // The hour passes: refusals go out again.
    w.advance(chrono::Duration::minutes(61));
    let mail = inbound("late@victim.example", None, vec![orders("GOALS", "1")]);
    w.m.handle_mail(b"x", &mail).unwrap();
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
        let id = w.m.create_game(&race(&[ANN, BOB])).unwrap();
        w.send(id, 0, vec![orders("GOALS", "1")]);
    }
    w.advance(chrono::Duration::hours(49));
    assert_eq!(w.m.tick().unwrap().rounds_run, 5);
    assert_eq!(count(&w, MailKind::Alert), 3);
}

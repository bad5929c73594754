//! Every kind of mail robomod sends, as the complete message the file transport writes
//! (headers robomod sets, then the body), for a RAMbots game played through the daemon with a
//! fixed clock, seed and keys. Date comes from the clock; the MIME boundary of a mail with a
//! picture comes from its Message-ID. The picture's base64 lines are shown as their count and
//! its size (its pixels are checked in `tests/daemon/pictures.rs`). CRLF is shown as LF.

use crate::support::column;
use crate::support::site::*;
use chrono::Duration;
use robomod::daemon::Daemon;
use robomod::games::rambots::{State, bot, notation};
use robomod::games::step_rng;
use robomod::mail::transport::FileTransport;

/// The newest mail of `kind` to `to`, as written to disk.
pub(super) fn eml(site: &Site, kind: &str, to: &str) -> String {
    let c = robomod::store::open(&site.config.database_path()).unwrap();
    let mid: String = c
        .query_row(
            "SELECT message_id FROM outbox WHERE kind = ?1 AND recipient = ?2 \
             ORDER BY id DESC LIMIT 1",
            [kind, to],
            |r| r.get(0),
        )
        .unwrap_or_else(|e| panic!("no {kind} mail to {to}: {e}"));
    let path = site
        .config
        .outgoing_path()
        .join(FileTransport::file_name(&mid));
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("\r\n", "\n");
    for line in text.lines() {
        assert!(line.chars().count() <= 78, "{kind}: {line:?}");
    }
    let text = elide_base64(&text);
    let cte = text
        .lines()
        .find_map(|l| l.strip_prefix("Content-Transfer-Encoding: "))
        .unwrap_or_else(|| panic!("{kind}: no Content-Transfer-Encoding"));
    assert!(cte == "7bit" || cte == "8bit", "{kind} sent as {cte}");
    text
}

/// `text` with each run of base64 lines (a part after `Content-Transfer-Encoding: base64`)
/// replaced by one line saying how many bytes it decodes to.
fn elide_base64(text: &str) -> String {
    let mut out = Vec::new();
    let mut in_base64 = false;
    let mut run: Vec<&str> = Vec::new();
    for line in text.lines() {
        if in_base64 && !line.starts_with("--") {
            run.push(line);
            continue;
        }
        if in_base64 {
            let joined: String = run.iter().map(|l| l.trim()).collect();
            let bytes = joined.trim_end_matches('=').len() * 3 / 4;
            let lines = run.iter().filter(|l| !l.trim().is_empty()).count();
            out.push(String::new());
            out.push(format!("<base64: {lines} lines, about {bytes} bytes>"));
            out.push(String::new());
            run.clear();
            in_base64 = false;
        }
        if line == "Content-Transfer-Encoding: base64" {
            in_base64 = true;
        }
        out.push(line.to_string());
    }
    out.join("\n") + "\n"
}

pub(super) fn snap(site: &Site, name: &str, kind: &str, to: &str) {
    let text = eml(site, kind, to);
    assert!(text.contains("Auto-Submitted: auto-"), "{name}");
    assert!(text.contains("X-Auto-Response-Suppress: All"), "{name}");
    insta::assert_snapshot!(name, text);
}

const ANN: &str = "ann@example.org";
const BOB: &str = "bob@example.org";

#[test]
fn every_kind_of_mail_as_sent() {
    let (site, clock, id, keys, mut d) =
        Site::new().running(|site, clock| site.new_game(clock, &["Ann", "Bob", "Cid"]));
    let pass = |d: &mut Daemon| d.pass().unwrap();
    snap(&site, "mail_welcome", "welcome", ANN);

    site.deliver("Ann", id, &keys[0], "a1", "GOALS 1y 3r 2g 1b");
    site.deliver(
        "Bob",
        id,
        &keys[1],
        "b1",
        "GOALS 1Y 1Y\nDANCE\nPROGRAM 1GN\n\n> GOALS quoted lines are ignored",
    );
    // A mail with nothing in it (a thank-you is chatter now, answered without an error).
    site.deliver("Bob", id, &keys[1], "b2", "\n");
    site.deliver("Mallory", id, &keys[1], "m1", "GOALS 1Y 3R 2G 1B");
    pass(&mut d);
    snap(&site, "mail_confirmation", "confirmation", ANN);
    let errors = site.sent().len();
    assert!(errors >= 5);
    let c = robomod::store::open(&site.config.database_path()).unwrap();
    let bob_errors: Vec<String> = column(
        &c,
        "SELECT message_id FROM outbox WHERE kind = 'error' ORDER BY id",
    );
    assert_eq!(bob_errors.len(), 2);
    let read = |mid: &str| {
        std::fs::read_to_string(
            site.config
                .outgoing_path()
                .join(FileTransport::file_name(mid)),
        )
        .unwrap()
        .replace("\r\n", "\n")
    };
    insta::assert_snapshot!("mail_error_orders", read(&bob_errors[0]));
    insta::assert_snapshot!("mail_error_no_command", read(&bob_errors[1]));
    snap(&site, "mail_refusal", "refusal", "mallory@example.org");

    // 12 hours before the 48h deadline, Cid (who sent nothing) and Bob (whose orders were
    // refused: he is not in) are reminded.
    clock.advance(Duration::hours(36));
    pass(&mut d);
    snap(&site, "mail_reminder", "reminder", "cid@example.org");

    site.deliver("Bob", id, &keys[1], "b3", "GOALS 2Y 1R 3G 1B");
    site.deliver("Cid", id, &keys[2], "c1", "GOALS 3Y 2R 1G 2B");
    pass(&mut d);
    snap(&site, "mail_round_report_setup", "round_report", ANN);
    site.deliver("Ann", id, &keys[0], "a2", "HELP");
    site.deliver("Bob", id, &keys[1], "b4", "STATUS");
    pass(&mut d);
    snap(&site, "mail_help", "help", ANN);
    snap(&site, "mail_status", "status", BOB);

    // Both play greedy programs until someone wins.
    for round in 0..200u32 {
        let g = robomod::store::games::game(&site.db(), id).unwrap();
        if !g.status.is_live() {
            break;
        }
        let state: State = serde_json::from_value(g.state.into_value()).unwrap();
        for (seat, name) in ["Ann", "Bob", "Cid"].iter().enumerate() {
            let me = state.position().seats()[seat];
            let mut rng = step_rng(9, round * 3 + seat as u32);
            let p = bot::choose_program(state.position(), me, &mut rng);
            let text = format!("PROGRAM {}", notation::program_text(&p));
            let mid = format!("{name}r{round}");
            site.deliver(name, id, &keys[seat], &mid, &text);
        }
        clock.advance(Duration::hours(1));
        pass(&mut d);
        if round == 0 {
            snap(&site, "mail_round_report", "round_report", BOB);
        }
    }
    snap(&site, "mail_game_over", "game_over", ANN);
    site.deliver("Ann", id, &keys[0], "late", "PROGRAM 1RN\nRESIGN");
    pass(&mut d);
    insta::assert_snapshot!("mail_error_game_over", eml(&site, "error", ANN));
}

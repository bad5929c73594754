//! The composer page (issue 67) in a real browser, for each shipped game and both languages:
//! a game by mail through the daemon with a public archive (`[archive] public_url`, here the
//! archive's own folder as a `file://` address), its round report's link opened in headless
//! Chromium, the player's orders tapped (the computer player's choice for the seat, and the
//! race's `POWER DOWN`), the `mailto:` the page builds read and delivered to the daemon as
//! the player's mail: exactly those orders go on file. Each page is shot at 412 px
//! (`target/compose-shots/`), checked to fit, and the archive's files hold nothing private.

use crate::support::browser::Browser;
use crate::support::people_at;
use crate::support::whole_game::{Table, address, mail_files};
use robomod::games::{OrdersText, Registry, Seat};
use robomod::lang::Say;
use robomod::moderator::NewGame;
use robomod::moderator::notify::compose::decode;
use robomod::say;
use robomod::store::games::{game, players};
use robomod::store::rounds::submissions;
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// A game of `kind` for Ann and Bob in language `code`, with a public archive served from
/// its own folder.
fn table(kind: &str, code: &str, seed: u64) -> Table {
    table_at(kind, code, seed, None)
}

/// [`table`] with the archive served from `url` (`None`: its folder); `Some("")`: no public
/// address.
fn table_at(kind: &str, code: &str, seed: u64, url: Option<&str>) -> Table {
    let mut settings = serde_json::Map::new();
    settings.insert("language".into(), code.into());
    let new = NewGame {
        kind: kind.into(),
        players: people_at(&["Ann", "Bob"], "players.test"),
        settings,
        seed: Some(seed),
        ..NewGame::default()
    };
    Table::with_game_and(&new, seed, |dir| match url {
        Some("") => "[archive]\ndir = \"archive\"\n".to_string(),
        Some(url) => format!("[archive]\ndir = \"archive\"\npublic_url = \"{url}\"\n"),
        None => format!(
            "[archive]\ndir = \"archive\"\npublic_url = \"file://{}/archive/\"\n",
            dir.display()
        ),
    })
}

/// Every mail to Ann, in the order sent: (subject, text, HTML part or nothing).
fn ann_mails(t: &Table) -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    for (_, raw) in mail_files(&t.out) {
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        if m.to().and_then(|a| a.first()).and_then(|a| a.address()) != Some(&address("Ann")) {
            continue;
        }
        found.push((
            m.subject().unwrap_or_default().to_string(),
            m.body_text(0).unwrap_or_default().replace("\r\n", "\n"),
            // An HTML part of its own (mail-parser makes one of a text alone).
            match String::from_utf8_lossy(&raw).contains("text/html") {
                true => m.body_html(0).unwrap_or_default().into_owned(),
                false => String::new(),
            },
        ));
    }
    found
}

/// The composer link of Ann's newest round report, once a round has run (a day passed at a
/// time until one carries it): the link, the mail's subject and its HTML part.
fn link_of(t: &mut Table) -> (String, String, String) {
    for _ in 0..8 {
        let linked = ann_mails(t)
            .into_iter()
            .rev()
            .find_map(|(subject, text, html)| {
                let line = text.lines().find(|l| l.contains("/compose/"))?;
                let link = line.trim().trim_start_matches('<').trim_end_matches('>');
                Some((link.to_string(), subject, html))
            });
        if let Some(found) = linked {
            return found;
        }
        t.clock.advance(chrono::Duration::days(1));
        t.daemon.pass().unwrap();
    }
    panic!("no round report with the composer's link");
}

/// The stored state of the game and what the computer player would send for Ann (seat 0).
fn computer_text(t: &Table, kind: &str) -> (Value, String) {
    let g = t
        .daemon
        .moderator()
        .with_connection(|c| game(c, t.id))
        .unwrap();
    let engine = Registry::builtin().by_kind(kind).unwrap();
    let state = g.state.into_value();
    let loaded = engine.load(&state).unwrap();
    let computer = engine.capabilities().computer.unwrap();
    let mut rng = robomod::games::step_rng(3, 3);
    let (orders, _) = computer
        .bot_orders(&*loaded, Seat(0), &mut rng)
        .unwrap()
        .expect("the computer player has orders for Ann");
    (state, computer.mail_text(&*loaded, &orders).unwrap())
}

/// Taps `tokens` on the page (a piece, then its variant), then the switches `lines`; what the
/// page answered (`ok` or what it could not find).
fn tap(b: &mut Browser, tokens: &[&str], lines: &[&str]) -> String {
    let script = format!(
        "(function (tokens, lines) {{
          var variants = Array.prototype.map.call(
            document.querySelectorAll('#variant-buttons button'), function (v) {{ return v.dataset.variant; }});
          for (var t of tokens) {{
            var b = Array.prototype.find.call(document.querySelectorAll('#pieces button'), function (b) {{
              if (b.disabled || !t.startsWith(b.dataset.piece)) return false;
              var rest = t.slice(b.dataset.piece.length);
              return variants.length ? variants.indexOf(rest) >= 0 : rest === '';
            }});
            if (!b) return 'no piece for ' + t;
            b.click();
            var rest = t.slice(b.dataset.piece.length);
            if (rest) document.querySelector('#variant-buttons button[data-variant=\"' + rest + '\"]').click();
          }}
          for (var l of lines) {{
            var s = document.querySelector('#switches button[data-line=\"' + l + '\"]');
            if (!s) return 'no switch ' + l;
            s.click();
          }}
          return 'ok';
        }})({}, {})",
        json!(tokens),
        json!(lines)
    );
    b.eval(&script)
        .unwrap()
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The `mailto:` link read: (to, subject, body).
fn mailto(href: &str) -> (String, String, String) {
    let rest = href.strip_prefix("mailto:").expect("a mailto: link");
    let (to, query) = rest.split_once('?').unwrap();
    let fields = decode(query).expect("percent-encoded");
    let get = |k: &str| fields.iter().find(|(f, _)| f == k).unwrap().1.clone();
    let to = decode(&format!("to={to}")).unwrap()[0].1.clone();
    (to, get("subject"), get("body"))
}

/// Where the screenshots go: beside the build, for a person to look at.
fn shots() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/compose-shots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// One game and language through the page: see the module doc.
fn composes(b: &mut Browser, kind: &str, code: &str, seed: u64) {
    let mut t = table(kind, code, seed);
    let (link, tagged, html) = link_of(&mut t);
    assert!(
        link.len() > 78,
        "a link longer than a line, kept whole: {link}"
    );
    let fragment = decode(link.split_once('#').unwrap().1).unwrap();
    let open = t
        .daemon
        .moderator()
        .with_connection(|c| game(c, t.id))
        .unwrap()
        .round;
    // The link is for the turn open now.
    assert!(
        fragment.contains(&("r".into(), open.to_string())),
        "{fragment:?}, round {open}"
    );
    let page = format!("/compose/{kind}-{code}.html#");
    assert!(link.contains(&page), "{link}");
    // The HTML part (a round with steps has one) carries the same link, as its button.
    let fragment = link.split_once('#').unwrap().1.replace('&', "&amp;");
    assert!(
        html.is_empty() || html.contains(&fragment),
        "{kind} {code}: {html}"
    );
    let (state, text) = computer_text(&t, kind);
    let mut lines = text.lines();
    let program = lines.next().unwrap();
    let keyword = program.split_whitespace().next().unwrap();
    let tokens: Vec<&str> = program.split_whitespace().skip(1).collect();
    assert!(!tokens.is_empty(), "{kind}: {text:?}");
    let mut switched: Vec<&str> = lines.map(str::trim).filter(|l| !l.is_empty()).collect();
    if kind == "race" && !switched.contains(&"POWER DOWN") {
        switched.push("POWER DOWN");
    }

    b.viewport(412, 900).unwrap();
    b.goto(&link).unwrap();
    assert_eq!(
        b.eval("document.getElementById('composer').hidden")
            .unwrap(),
        json!(false)
    );
    // Nothing ready before anything is tapped (the race's five registers, or a first move).
    assert_eq!(
        b.eval("document.getElementById('send').getAttribute('aria-disabled')")
            .unwrap(),
        json!("true")
    );
    // The board now: the archive's page of the open round, beside the composer's.
    let position = b.eval("document.getElementById('position').href").unwrap();
    let position = position.as_str().unwrap().strip_prefix("file://").unwrap();
    assert!(Path::new(position).exists(), "{kind} {code}: {position}");
    // A piece tapped where the game has directions: they are offered, and can be put off.
    let variants = b.eval("document.querySelectorAll('#variant-buttons button').length");
    if variants.unwrap() != json!(0) {
        b.eval("document.querySelector('#pieces button').click()")
            .unwrap();
        let shown = b
            .eval("!document.getElementById('variants').hidden")
            .unwrap();
        assert_eq!(shown, json!(true), "{kind} {code}: no directions offered");
        b.screenshot(&shots().join(format!("{kind}-{code}-choosing.png")))
            .unwrap();
        b.eval("document.getElementById('cancel').click()").unwrap();
    }
    assert_eq!(tap(b, &tokens, &switched), "ok", "{kind} {code}: {text:?}");
    let fits = b
        .eval("document.documentElement.scrollWidth <= window.innerWidth")
        .unwrap();
    assert_eq!(fits, json!(true), "{kind} {code}: wider than 412 px");
    b.screenshot(&shots().join(format!("{kind}-{code}.png")))
        .unwrap();
    assert!(b.errors().is_empty(), "{:?}", b.errors());
    let href = b
        .eval("document.getElementById('send').getAttribute('href')")
        .unwrap();
    let (to, subject, body) = mailto(href.as_str().expect("a link to send"));

    // The mail the page wrote: to Ann's reply address, under the tagged subject, the lines.
    let (_, raw) = robomod::cli::demo::newest_to(&t.out, &address("Ann")).unwrap();
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let reply_to = m
        .reply_to()
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .unwrap();
    assert_eq!(to, reply_to);
    assert_eq!(subject, format!("Re: {tagged}"));
    let mut expected = vec![format!("{keyword} {}", tokens.join(" "))];
    expected.extend(switched.iter().map(|l| l.to_string()));
    assert_eq!(body, expected.join("\r\n"), "{kind} {code}");

    // Delivered as Ann's mail: exactly those orders on file.
    let round = t
        .daemon
        .moderator()
        .with_connection(|c| game(c, t.id))
        .unwrap()
        .round;
    let mail = format!(
        "From: Ann <{}>\r\nTo: {to}\r\nSubject: {subject}\r\nMessage-ID: <composed.{kind}.{code}@players.test>\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
        address("Ann")
    );
    t.deliver(mail.as_bytes());
    let engine = Registry::builtin().by_kind(kind).unwrap();
    let loaded = engine.load(&state).unwrap();
    let mut read: Option<Value> = None;
    for line in body.split("\r\n") {
        let text = line.strip_prefix(&format!("{keyword} ")).unwrap_or(line);
        let written = OrdersText {
            text,
            on_file: read.as_ref(),
        };
        read = Some(
            loaded
                .parse_orders(Seat(0), written, Say::english())
                .unwrap()
                .0,
        );
    }
    let on_file = t
        .daemon
        .moderator()
        .with_connection(|c| submissions(c, t.id, Some(round)))
        .unwrap()
        .into_iter()
        .rev()
        .filter(|s| s.seat == Seat(0))
        .find_map(|s| s.result.ok())
        .map(|(orders, _)| orders);
    assert_eq!(on_file, read, "{kind} {code}: the orders on file");

    // The archive's composer files hold nothing private: no key, no address of a player.
    let keys: Vec<String> = t
        .daemon
        .moderator()
        .with_connection(|c| players(c, t.id))
        .unwrap()
        .into_iter()
        .flat_map(|p| [p.key, p.address])
        .collect();
    let dir = t.dir().join("archive/compose");
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let bytes = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for k in &keys {
            assert!(!bytes.contains(k.as_str()), "{k} in the archive");
        }
        files += 1;
    }
    assert!(files >= 2, "{files} files in compose/");
    // Opened without a link's fragment, the page says where the link is and shows nothing.
    b.goto(&format!("file://{}/{kind}-{code}.html", dir.display()))
        .unwrap();
    assert_eq!(
        b.eval("document.getElementById('composer').hidden")
            .unwrap(),
        json!(true)
    );
    assert_eq!(
        b.eval("document.getElementById('nolink').hidden").unwrap(),
        json!(false)
    );
}

#[test]
fn the_race_composed_on_the_page_in_both_languages() {
    let Some(mut b) = Browser::start_or_skip("the race's composer page") else {
        return;
    };
    for code in ["en", "pl"] {
        composes(&mut b, "race", code, 5);
    }
}

#[test]
fn rambots_composed_on_the_page_in_both_languages() {
    let Some(mut b) = Browser::start_or_skip("the RAMbots composer page") else {
        return;
    };
    for code in ["en", "pl"] {
        composes(&mut b, "rambots", code, 5);
    }
}

#[test]
fn ricochet_composed_on_the_page_in_both_languages() {
    let Some(mut b) = Browser::start_or_skip("the Ricochet composer page") else {
        return;
    };
    for code in ["en", "pl"] {
        composes(&mut b, "ricochet", code, 5);
    }
}

/// The turn mail with the link (English and Polish) and without it, snapshotted: the link's
/// words from the phrasebooks within 72 columns, the link on a line of its own; without a
/// public address neither part says anything of the page.
#[test]
fn the_turn_mail_links_the_page_only_with_a_public_archive() {
    let served = Some("https://games.example.org/robomod");
    for (code, url, name) in [
        ("en", served, "compose_turn_mail_en"),
        ("pl", served, "compose_turn_mail_pl"),
        ("en", Some(""), "compose_turn_mail_without"),
    ] {
        let mut t = table_at("race", code, 5, url);
        // The start squares, then round 1: the report that opens round 2, with a hand dealt.
        for _ in 0..2 {
            t.clock.advance(chrono::Duration::days(1));
            t.daemon.pass().unwrap();
        }
        let report = say!(Say::builtin(code), "subject-report", turn = "");
        let (_, text, html) = (ann_mails(&t).into_iter().rev())
            .find(|(subject, ..)| subject.ends_with(report.trim()))
            .expect("a round report");
        let linked = url != Some("");
        assert_eq!(text.contains("/compose/race-"), linked, "{name}: {text}");
        assert_eq!(html.contains("#v=1&amp;g="), linked, "{name}");
        for line in text.lines().filter(|l| !l.trim_start().starts_with('<')) {
            assert!(line.chars().count() <= 72, "{name}: {line:?}");
        }
        if linked {
            let words = Say::builtin(code).t("compose-button");
            assert!(html.contains(&words), "{name}: {words}");
        }
        // Replay makes every report again, the link with it, byte for byte.
        let r = t.daemon.moderator().rounds().replay(t.id).unwrap();
        assert!(
            r.mismatch.is_none() && r.mails > 0,
            "{name}: {:?}",
            r.mismatch
        );
        insta::assert_snapshot!(name, text);
    }
}

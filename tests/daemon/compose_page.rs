//! The composer page (issue 67) in a real browser, for each shipped game and both languages:
//! a game by mail through the daemon with a public archive (`[archive] public_url`, here the
//! archive's own folder as a `file://` address), the link of each mail asking for a turn (the
//! welcome, then a round report) opened in headless Chromium, the player's orders tapped (the
//! computer player's choice for the seat, a list of start squares or upgrades, the race's
//! `POWER DOWN` and its options), the `mailto:` the page builds read and delivered to the
//! daemon as the player's mail: exactly those orders go on file. Each page is shot at 412 px
//! and 1280 px (`target/compose-shots/`), its board drawn, checked to fit, and the archive's
//! files hold nothing private.

use super::compose::{ann_mails, delivered, field, game_state, table_with};
use crate::support::browser::Browser;
use crate::support::whole_game::{Table, address};
use robomod::games::{Registry, Seat};
use robomod::moderator::notify::compose::decode;
use robomod::store::games::{game, players};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// The composer link of Ann's newest mail after her first `seen` (a day passed at a time
/// until one carries it: the welcome asks for the first turn, each round report for the
/// next): the link, the mail's subject and its HTML part, and how many mails she has now.
fn link_of(t: &mut Table, seen: usize) -> (String, String, String, usize) {
    for _ in 0..8 {
        let mails = ann_mails(t);
        let count = mails.len();
        let linked = (mails.into_iter().skip(seen))
            .rev()
            .find_map(|(subject, text, html)| {
                let line = text.lines().find(|l| l.contains("/compose/"))?;
                let link = line.trim().trim_start_matches('<').trim_end_matches('>');
                Some((link.to_string(), subject, html, count))
            });
        if let Some(found) = linked {
            return found;
        }
        t.clock.advance(chrono::Duration::days(1));
        t.daemon.pass().unwrap();
    }
    panic!("no mail with the composer's link after the first {seen}");
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

/// One game and language through the page, the first turn (the welcome's link) and the next
/// (a round report's): see the module doc. The forms the page wrote, by keyword.
fn composes(b: &mut Browser, kind: &str, code: &str, seed: u64) -> Vec<String> {
    let turns = composes_with(b, (kind, code, seed), &[], 2);
    turns.into_iter().map(|(form, _)| form).collect()
}

/// [`composes`] with the game's `extra` settings, for `turns` turns in a row: each one's
/// form and the lines switched on.
fn composes_with(
    b: &mut Browser,
    (kind, code, seed): (&str, &str, u64),
    extra: &[(&str, Value)],
    turns: usize,
) -> Vec<(String, Vec<String>)> {
    let mut t = table_with(kind, code, seed, None, extra);
    // The screenshots' names: the game, its settings, the language.
    let mut name = vec![kind];
    name.extend(extra.iter().map(|(k, _)| *k));
    name.push(code);
    let name = name.join("-");
    let mut seen = 0;
    let mut forms = Vec::new();
    for _ in 0..turns {
        let (link, tagged, html, count) = link_of(&mut t, seen);
        seen = count;
        let mail = (link.as_str(), tagged.as_str(), html.as_str());
        forms.push(one_turn(b, &mut t, (kind, code, &name), mail));
    }
    forms
}

/// The words a Polish page writes for the English ones (issue 66, rule 3: the ones the Polish
/// mails show): the forms' keywords and bare orders, `POWER DOWN`, the race's options word by
/// word.
const POLISH: [(&str, &str); 16] = [
    ("PROGRAM", "PROGRAM"),
    ("PICK", "WYBIERAM"),
    ("DRAFT", "ULEPSZENIA"),
    ("GOALS", "CELE"),
    ("SOLUTION", "ROZWIĄZANIE"),
    ("POWER DOWN", "WYŁĄCZAM SIĘ"),
    ("GYRO", "ŻYROSKOP"),
    ("PRESSOR", "ODPYCHANIE"),
    ("TRACTOR", "PRZYCIĄGANIE"),
    ("HOWITZER", "HAUBICA"),
    ("SCRAMBLER", "ZAKŁÓCACZ"),
    ("RADIO", "RADIO"),
    ("BREAKER", "BEZPIECZNIK"),
    ("ON", "WŁĄCZ"),
    ("OFF", "WYŁĄCZ"),
    ("PASS", "PASUJĘ"),
];

/// `line` (a keyword, a switch's line) as the page of language `code` writes it; `back`:
/// the other way, from the page's words to English.
fn in_lang(code: &str, line: &str, back: bool) -> String {
    if code == "en" {
        return line.to_string();
    }
    let find = |word: &str| {
        (POLISH.iter())
            .find(|(en, pl)| word == if back { *pl } else { *en })
            .map(|(en, pl)| if back { *en } else { *pl })
    };
    if let Some(whole) = find(line) {
        return whole.to_string();
    }
    (line.split(' '))
        .map(|w| find(w).unwrap_or(w))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A piece tapped (`2GN`) as the page of language `code` shows and writes it: a RAMbots
/// colour by its Polish initial (`2ZN`; blue `B` in a program, `N` in a goal stack), which
/// the Polish mails show and the reader reads back; other games' pieces as they are.
fn piece_in(code: &str, kind: &str, keyword: &str, piece: &str) -> String {
    if code == "en" || kind != "rambots" {
        return piece.to_string();
    }
    let blue = if keyword == "GOALS" { "N" } else { "B" };
    let mut chars = piece.chars();
    let size = chars.next().unwrap();
    let colour = match chars.next().unwrap() {
        'R' => "C",
        'Y' => "Ż",
        'B' => blue,
        'G' => "Z",
        other => panic!("{piece}: {other}"),
    };
    format!("{size}{colour}{}", chars.as_str())
}

/// The race's upgrades whose options the page offers.
const OPTIONED: [&str; 7] = [
    "Gyroscopic Stabilizer",
    "Pressor Beam",
    "Tractor Beam",
    "Mini Howitzer",
    "Scrambler",
    "Radio Control",
    "Circuit Breaker",
];

/// What to tap for the turn `link` asks for: the instructions and the lines switched on. The
/// computer player's choice for a program, a solution, a goal stack; the start squares or the
/// draft's pool the other way round (a list, most wanted first); the race's `POWER DOWN` and
/// every option of the seat's own.
fn what_to_tap(t: &Table, kind: &str, link: &str) -> (String, Vec<String>, Vec<String>) {
    let form = field(link, "f").unwrap_or_default();
    if form == "PICK" {
        let pieces = field(link, "p").unwrap();
        let tokens: Vec<String> = pieces.split(' ').rev().map(String::from).collect();
        return (form, tokens, Vec::new());
    }
    if form == "DRAFT" {
        // The pool's upgrades with options first, by their numbers.
        let pool = game_state(t)["phase"]["pool"].clone();
        let pool: Vec<&str> = (pool.as_array().unwrap().iter())
            .map(|u| u.as_str().unwrap())
            .collect();
        let mut tokens: Vec<usize> = (1..=pool.len()).collect();
        tokens.sort_by_key(|&k| !OPTIONED.contains(&pool[k - 1]));
        return (
            form,
            tokens.iter().map(|k| k.to_string()).collect(),
            Vec::new(),
        );
    }
    let (_, text) = computer_text(t, kind);
    let mut lines = text.lines();
    let program = lines.next().unwrap();
    let keyword = program.split_whitespace().next().unwrap().to_string();
    assert!(form.is_empty() || form == keyword, "{form}: {text:?}");
    let tokens: Vec<String> = program
        .split_whitespace()
        .skip(1)
        .map(String::from)
        .collect();
    assert!(!tokens.is_empty(), "{kind}: {text:?}");
    let mut switched: Vec<String> = (lines.map(str::trim))
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect();
    if keyword == "PROGRAM" && kind == "race" {
        // Every switch the page shows, in its order (the form's, then the seat's own), and
        // any other line the computer player would send after them.
        let code = if link.contains("-pl.html#") {
            "pl"
        } else {
            "en"
        };
        let own: String = (field(link, "w").unwrap_or_default().lines())
            .map(|l| in_lang(code, l, true))
            .collect::<Vec<_>>()
            .join("\n");
        let mut all: Vec<String> = ["POWER DOWN"]
            .into_iter()
            .chain(own.lines())
            .map(String::from)
            .collect();
        all.extend(
            switched
                .into_iter()
                .filter(|l| !own.lines().any(|o| o == l)),
        );
        all.dedup();
        switched = all;
    }
    (keyword, tokens, switched)
}

/// One turn through the page: its link opened, the controls tapped, the `mailto:` read and
/// delivered, exactly those orders on file; shot at 412 px and 1280 px as `name` (the game,
/// its settings and the language) and the form. The form's keyword and the lines switched on.
fn one_turn(
    b: &mut Browser,
    t: &mut Table,
    (kind, code, name): (&str, &str, &str),
    (link, tagged, html): (&str, &str, &str),
) -> (String, Vec<String>) {
    assert!(link.len() > 78, "a link longer than a line, kept whole");
    let open = (t.daemon.moderator())
        .with_connection(|c| game(c, t.id))
        .unwrap()
        .round;
    // The link is for the turn open now, to the page of the game and the reader's language.
    assert_eq!(field(link, "r"), Some(open.to_string()), "{link}");
    assert!(
        link.contains(&format!("/compose/{kind}-{code}.html#")),
        "{link}"
    );
    // The HTML part (a round with steps has one) carries the same link, as its button.
    let fragment = link.split_once('#').unwrap().1.replace('&', "&amp;");
    assert!(
        html.is_empty() || html.contains(&fragment),
        "{name}: {html}"
    );
    let (keyword, tokens, lines) = what_to_tap(t, kind, link);
    // What the page shows and writes, in the reader's language (Polish keywords, options and
    // RAMbots' initials, as the Polish mails show them).
    let said: Vec<String> = (tokens.iter())
        .map(|p| piece_in(code, kind, &keyword, p))
        .collect();
    let said: Vec<&str> = said.iter().map(String::as_str).collect();
    let switched: Vec<String> = lines.iter().map(|l| in_lang(code, l, false)).collect();
    let switched: Vec<&str> = switched.iter().map(String::as_str).collect();
    let state = game_state(t);
    let shot = format!("{name}-{keyword}");
    let href = on_the_page(b, link, &shot, (&said, &switched));
    if kind == "race" && keyword == "PROGRAM" {
        // A pass offered in the reader's words too (the race's help's).
        let bare = "Array.prototype.map.call(document.querySelectorAll('#bare button'), \
             function (b) { return b.textContent; }).join(',')";
        let pass = in_lang(code, "PASS", false);
        assert_eq!(b.eval(bare).unwrap(), json!(pass), "{name}");
    }
    let (to, subject, body) = mailto(&href);

    // The mail the page wrote: to Ann's reply address, under the tagged subject, the lines.
    let (_, raw) = robomod::cli::demo::newest_to(&t.out, &address("Ann")).unwrap();
    let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
    let reply_to = (m.reply_to().and_then(|a| a.first()))
        .and_then(|a| a.address())
        .unwrap();
    assert_eq!(to, reply_to);
    assert_eq!(subject, format!("Re: {tagged}"));
    let mut expected = vec![format!(
        "{} {}",
        in_lang(code, &keyword, false),
        said.join(" ")
    )];
    expected.extend(switched.iter().map(|l| l.to_string()));
    assert_eq!(body, expected.join("\r\n"), "{name}");
    // The same orders in English, which the game reads: what must be on file.
    let mut english = vec![format!("{keyword} {}", tokens.join(" "))];
    english.extend(lines.iter().cloned());
    let english = english.join("\r\n");
    delivered(
        t,
        (kind, code),
        &state,
        (&to, &subject, &body),
        (&keyword, &english),
    );
    nothing_private(b, t, (kind, code));
    (keyword, lines)
}

/// The page of `link` opened at 412 px: the board drawn within the screen, the directions
/// offered for a piece tapped and put off, `tokens` and the switched `lines` tapped, nothing
/// wider than the screen; then at 1280 px the board beside the controls; shot as `shot`
/// each time. The `mailto:` it wrote.
fn on_the_page(
    b: &mut Browser,
    link: &str,
    shot: &str,
    (tokens, lines): (&[&str], &[&str]),
) -> String {
    let png = |size: &str| shots().join(format!("{shot}{size}.png"));
    b.viewport(412, 900).unwrap();
    // From another page: a link to the page open (another fragment) loads nothing anew.
    b.goto("about:blank").unwrap();
    b.goto(link).unwrap();
    let eval = |b: &mut Browser, js: &str| b.eval(js).unwrap();
    assert_eq!(
        eval(b, "document.getElementById('composer').hidden"),
        json!(false)
    );
    // Nothing ready before anything is tapped (the race's five registers, or a first move).
    let send = "document.getElementById('send').getAttribute('aria-disabled')";
    assert_eq!(eval(b, send), json!("true"));
    // The board now: the archive's page of the open round, beside the composer's, and its
    // picture drawn on the page, within the screen's width.
    let position = eval(b, "document.getElementById('position').href");
    let position = position.as_str().unwrap().strip_prefix("file://").unwrap();
    assert!(Path::new(position).exists(), "{shot}: {position}");
    let drawn = "(function (i) { return !i.hidden && i.naturalWidth > 0 && \
         i.getBoundingClientRect().width <= window.innerWidth; })(document.getElementById('board'))";
    assert_eq!(
        eval(b, drawn),
        json!(true),
        "{shot}: the board is not drawn"
    );
    // A piece tapped where the game has directions: they are offered, and can be put off.
    if eval(
        b,
        "document.querySelectorAll('#variant-buttons button').length",
    ) != json!(0)
    {
        eval(b, "document.querySelector('#pieces button').click()");
        let shown = eval(b, "!document.getElementById('variants').hidden");
        assert_eq!(shown, json!(true), "{shot}: no directions offered");
        b.screenshot(&png("-choosing")).unwrap();
        eval(b, "document.getElementById('cancel').click()");
    }
    assert_eq!(tap(b, tokens, lines), "ok", "{shot}: {tokens:?}");
    let fits = "document.documentElement.scrollWidth <= window.innerWidth";
    assert_eq!(eval(b, fits), json!(true), "{shot}: wider than 412 px");
    b.screenshot(&png("")).unwrap();
    // On a desktop: the board beside the controls, nothing wider than the window.
    b.viewport(1280, 900).unwrap();
    let beside = "(function () { var a = document.getElementById('board').getBoundingClientRect(), \
         c = document.getElementById('controls').getBoundingClientRect(); \
         return a.right <= c.left && document.documentElement.scrollWidth <= window.innerWidth; })()";
    assert_eq!(eval(b, beside), json!(true), "{shot}: the desktop layout");
    b.screenshot(&png("-desktop")).unwrap();
    assert!(b.errors().is_empty(), "{:?}", b.errors());
    let href = eval(b, "document.getElementById('send').getAttribute('href')");
    href.as_str().expect("a link to send").to_string()
}

/// The archive's composer files hold nothing private (no key, no address of a player), and
/// the page opened without a link's fragment says where the link is and shows nothing.
fn nothing_private(b: &mut Browser, t: &Table, (kind, code): (&str, &str)) {
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
    let pictures = std::fs::read_dir(t.dir().join(format!("archive/game-{}", t.id)))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "svg"));
    for path in std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .chain(pictures)
    {
        let bytes = std::fs::read_to_string(&path).unwrap();
        for k in &keys {
            assert!(!bytes.contains(k.as_str()), "{k} in {}", path.display());
        }
        files += 1;
    }
    assert!(
        files >= 3,
        "{files} files in compose/ and the game's pictures"
    );
    b.viewport(412, 900).unwrap();
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
        assert_eq!(composes(&mut b, "race", code, 5), ["PROGRAM", "PROGRAM"]);
    }
}

/// A race after a race (its pick order in the settings): the welcome's link writes `PICK`,
/// the start squares most wanted first, then the first round's program.
#[test]
fn the_race_s_start_squares_picked_on_the_page() {
    let Some(mut b) = Browser::start_or_skip("the race's picks on the page") else {
        return;
    };
    for code in ["en", "pl"] {
        let picks = [("picks", json!([0, 1]))];
        let turns = composes_with(&mut b, ("race", code, 5), &picks, 2);
        let forms: Vec<&str> = turns.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(forms, ["PICK", "PROGRAM"], "{code}");
    }
}

/// A race with the option draft: the welcome's link writes `DRAFT`, the pool's upgrades
/// most wanted first (shown by name, written by number), then a program with the options of
/// the upgrade drafted, where it has any.
#[test]
fn the_race_s_option_draft_on_the_page() {
    let Some(mut b) = Browser::start_or_skip("the race's draft on the page") else {
        return;
    };
    let draft = [("draft", json!(1))];
    // A race whose pool holds two upgrades with options, which Ann drafts first: she takes
    // one of them whatever the other robot takes.
    let seed = (1..80)
        .find(|&seed| {
            let t = table_with("race", "en", seed, Some(""), &draft);
            let pool = game_state(&t)["phase"]["pool"].clone();
            let pool = pool.as_array().unwrap().iter();
            pool.filter(|u| OPTIONED.contains(&u.as_str().unwrap()))
                .count()
                >= 2
        })
        .expect("a pool with two upgrades with options");
    for code in ["en", "pl"] {
        let turns = composes_with(&mut b, ("race", code, seed), &draft, 2);
        let forms: Vec<&str> = turns.iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(forms, ["DRAFT", "PROGRAM"], "{code}");
        // Its option offered beside POWER DOWN, and tapped.
        let switched = &turns[1].1;
        assert!(switched.len() >= 2, "{code}: {switched:?}");
    }
}

#[test]
fn rambots_composed_on_the_page_in_both_languages() {
    let Some(mut b) = Browser::start_or_skip("the RAMbots composer page") else {
        return;
    };
    for code in ["en", "pl"] {
        // The goal stack at the setup (the welcome's link), then a program.
        assert_eq!(composes(&mut b, "rambots", code, 5), ["GOALS", "PROGRAM"]);
    }
}

#[test]
fn ricochet_composed_on_the_page_in_both_languages() {
    let Some(mut b) = Browser::start_or_skip("the Ricochet composer page") else {
        return;
    };
    for code in ["en", "pl"] {
        assert_eq!(
            composes(&mut b, "ricochet", code, 5),
            ["SOLUTION", "SOLUTION"]
        );
    }
}

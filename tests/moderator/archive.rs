//! The archive (issue 12): a static website of the games. Its pages through the library (what
//! they show and hide, escaping, links), `robomod archive` through the binary, and a real
//! browser (headless Chromium) that opens a finished game from disk and follows every link.

use crate::support::assert_contains;
use crate::support::browser::Browser;
use crate::support::world::*;
use robomod::games::rambots::State;
use robomod::games::rambots::bot::random_program;
use robomod::games::rambots::notation::{MAX_PROGRAM, program_text};
use robomod::games::step_rng;
use robomod::inbound::PlayerCommand;
use robomod::moderator::NewGame;
use robomod::store::games::GameStatus;
use std::path::Path;

fn rambots(players: &[(&str, &str)], seed: u64) -> NewGame {
    let mut new = sprint(players);
    new.kind = "rambots".into();
    new.seed = Some(seed);
    new.settings.insert("red_beam".into(), "slide".into());
    new
}

/// Plays game `id` by mail with random legal programs for up to `rounds` rounds.
fn play(w: &World, id: i64, rounds: u32) {
    let mut rng = step_rng(id as u64, 77);
    for _ in 0..rounds {
        if w.game(id).status != GameStatus::Active {
            return;
        }
        let s: State = serde_json::from_value(w.game(id).state.into_value()).unwrap();
        for (i, c) in s.position().seats().iter().enumerate() {
            let program = program_text(&random_program(
                s.position().pool(*c),
                1..=MAX_PROGRAM,
                &mut rng,
            ));
            w.send(id, i, vec![orders("PROGRAM", &program)]);
        }
    }
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn the_archive_shows_what_players_know_and_links_every_round() {
    let w = world();
    let id =
        w.m.admin()
            .create_game(&rambots(&[("Ann <b>", ANN.1), BOB], 5))
            .unwrap();
    // Setup: Ann's goal stack is secret until both are in.
    w.send(id, 0, vec![orders("GOALS", "1y 3r 2g 1b")]);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    robomod::archive::write(&w.m, &[id], &out).unwrap();
    // No round has run: the first round's page is the position now.
    let now = read(&out, "game-1/round-1.html");
    assert!(
        !now.contains("1Y 3R 2G 1B"),
        "a secret goal stack leaked: {now}"
    );
    assert!(
        now.contains("<svg ") && now.contains("(now)"),
        "the board now"
    );
    w.send(id, 1, vec![orders("GOALS", "2y 2r 2g 1b")]);
    w.send(
        id,
        0,
        vec![PlayerCommand::Press {
            to: vec!["Blue".into()],
            anonymous: false,
            text: "Truce on the east side?".into(),
        }],
    );
    play(&w, id, 3);
    let written = robomod::archive::write(&w.m, &[id], &out).unwrap();
    assert_eq!(written.games, 1);
    // What changed: the game's page, 4 rounds' (the first was the position now), the
    // position now; the index and the ratings stand as they were.
    assert_eq!(written.pages, 1 + 4 + 1, "game, 4 rounds, now");

    let index = read(&out, "index.html");
    assert_contains(&index, "<a href=\"game-1/index.html\">Game 1</a>");
    // The public pages name the robots, never the people who played them.
    assert_contains(&index, "Red, Blue");
    assert!(
        !index.contains("Ann"),
        "a person's name on the index: {index}"
    );
    let game = read(&out, "game-1/index.html");
    assert!(
        !game.contains("Ann"),
        "a person's name on the game page: {game}"
    );
    for n in 1..=4 {
        assert!(game.contains(&format!("href=\"round-{n}.html\"")), "{game}");
    }
    assert!(
        !game.contains("Truce"),
        "press stays private while the game runs"
    );
    // Round pages: the picture inline with its title, the public log, links both ways.
    let r2 = read(&out, "game-1/round-2.html");
    assert!(r2.contains("<svg ") && r2.contains("<title>RAMbots: the board after round 1"));
    assert!(r2.contains("PROGRAMS"), "the programs revealed");
    assert_contains(&r2, "href=\"round-1.html\" rel=\"prev\"");
    assert_contains(&r2, "href=\"round-3.html\" rel=\"next\"");
    let r4 = read(&out, "game-1/round-4.html");
    assert_contains(&r4, "href=\"round-5.html\" rel=\"next\"");
    assert!(read(&out, "game-1/round-5.html").contains("(now)"));
    // Every link and picture in every page leads to a file that exists.
    let links = || {
        for entry in walk(&out) {
            let page = std::fs::read_to_string(&entry).unwrap();
            for href in page
                .split("href=\"")
                .skip(1)
                .chain(page.split("src=\"").skip(1))
            {
                let target = href.split('"').next().unwrap();
                let path = entry.parent().unwrap().join(target);
                assert!(path.exists(), "{}: broken link {target}", entry.display());
            }
        }
    };
    links();
    // Over: the press is published, the position now goes, and the game is on the first
    // page of the games over (no longer among those running).
    w.m.admin().abandon(id).unwrap();
    robomod::archive::write(&w.m, &[id], &out).unwrap();
    let game = read(&out, "game-1/index.html");
    assert!(game.contains("From Red to Blue") && game.contains("Truce on the east side?"));
    assert!(!out.join("game-1/round-5.html").exists());
    assert!(!read(&out, "game-1/round-4.html").contains("rel=\"next\""));
    let index = read(&out, "index.html");
    assert!(!index.contains("game-1/index.html"), "{index}");
    assert_contains(&index, "<a href=\"finished-1.html\">Games over, 1 to 1</a>");
    assert!(read(&out, "finished-1.html").contains("<a href=\"game-1/index.html\">Game 1</a>"));
    links();
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else if p.extension().is_some_and(|x| x == "html") {
            out.push(p);
        }
    }
    out
}

/// A real browser opens the archive of a finished game from disk, follows the links through
/// every round, and finds every picture drawn, every image loaded and no console error.
/// Screenshots of each page are kept in the target folder for a person to look at.
#[test]
fn a_browser_reads_the_archive_of_a_finished_game_from_disk() {
    let Some(mut b) = Browser::start_or_skip("archive in a browser") else {
        return;
    };
    // A whole game within the test clock's minute: no reply limit.
    let w = world_with(robomod::moderator::ModeratorConfig {
        max_replies: u32::MAX,
        ..config()
    });
    // Seed 36 with these stacks and programs ends in 37 rounds (found by trying seeds).
    let id =
        w.m.admin()
            .create_game(&rambots(&[ANN, BOB, CID], 36))
            .unwrap();
    w.goals(id, &["1y 3r 2g 1b", "2y 2r 2g 1b", "1y 1r 1g 1b"]);
    play(&w, id, 100);
    assert_eq!(w.game(id).status, GameStatus::Finished, "the game ends");
    let rounds = w.game(id).round - 1;
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    robomod::archive::write(&w.m, &[id], &out).unwrap();
    let shots = Path::new(env!("CARGO_TARGET_TMPDIR")).join("archive-screenshots");
    std::fs::create_dir_all(&shots).unwrap();

    let index = format!("file://{}", out.join("index.html").display());
    b.goto(&index).unwrap();
    b.screenshot(&shots.join("index.png")).unwrap();
    // The game is over: on the first page of the games over.
    let over = b
        .eval("document.querySelector('a[href=\"finished-1.html\"]').href")
        .unwrap();
    b.goto(over.as_str().unwrap()).unwrap();
    let game = b
        .eval("document.querySelector('a[href$=\"game-1/index.html\"]').href")
        .unwrap();
    b.goto(game.as_str().unwrap()).unwrap();
    assert_contains(
        b.eval("document.body.innerText").unwrap().as_str().unwrap(),
        "Result: ",
    );
    let first = b
        .eval("document.querySelector('a[href=\"round-1.html\"]').href")
        .unwrap();
    b.goto(first.as_str().unwrap()).unwrap();
    let mut seen = 0;
    loop {
        seen += 1;
        let h1 = b.eval("document.querySelector('h1').innerText").unwrap();
        assert!(h1.as_str().unwrap().starts_with("Game 1 (rambots)"), "{h1}");
        let drawn = b
            .eval(
                "Array.from(document.querySelectorAll('svg'))\
                 .every(s => s.getBoundingClientRect().width > 100 \
                 && s.getBoundingClientRect().width <= window.innerWidth)",
            )
            .unwrap();
        assert_eq!(
            drawn,
            serde_json::json!(true),
            "page {seen}: a picture not drawn or too wide"
        );
        // The board after the round, and one per instruction that ran (issue 33).
        let svgs = b.eval("document.querySelectorAll('svg').length").unwrap();
        let steps = b
            .eval("document.querySelectorAll('section figure.step svg').length")
            .unwrap();
        assert_eq!(
            svgs.as_u64().unwrap(),
            1 + steps.as_u64().unwrap(),
            "page {seen}"
        );
        let images = b
            .eval("Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)")
            .unwrap();
        assert_eq!(
            images,
            serde_json::json!(true),
            "page {seen}: an image did not load"
        );
        b.screenshot(&shots.join(format!("round-{seen}.png")))
            .unwrap();
        let next = b
            .eval("(document.querySelector('a[rel=next]') || {}).href || ''")
            .unwrap();
        match next.as_str().unwrap() {
            "" => break,
            url => b.goto(url).unwrap(),
        }
        assert!(seen <= rounds, "the next links loop");
    }
    assert_eq!(seen, rounds, "every round was reached by its next link");
    assert_eq!(b.errors(), Vec::<String>::new(), "console errors");
}

/// Every file of the archive folder `dir` (pages and the lists of rounds), by relative path.
fn files(dir: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let name = p.strip_prefix(dir).unwrap().display().to_string();
                out.insert(name, std::fs::read(&p).unwrap());
            }
        }
    }
    out
}

/// The daemon's refresh (issue 33): a pass writes the new round's page, the one before it, the
/// game's page, the position now and the index, however many rounds the archive already holds,
/// and the folder it leaves is the one a whole write gives, byte for byte (after a rollback
/// too, whose undone rounds' pages go).
#[test]
fn a_refresh_writes_the_same_few_pages_a_pass_however_long_the_game() {
    use robomod::clock::Clock as _;
    let w = world_with(robomod::moderator::ModeratorConfig {
        max_replies: u32::MAX,
        ..config()
    });
    let id =
        w.m.admin()
            .create_game(&rambots(&[ANN, BOB, CID], 36))
            .unwrap();
    w.goals(id, &["1y 3r 2g 1b", "2y 2r 2g 1b", "1y 1r 1g 1b"]);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("site");
    let whole = dir.path().join("whole");
    robomod::archive::write(&w.m, &[id], &out).unwrap();
    let mut per_pass = Vec::new();
    for _ in 0..20 {
        w.advance(chrono::Duration::seconds(60));
        let since = w.clock.now();
        play(&w, id, 1);
        let changed = w.m.records().games_changed_since(since).unwrap();
        assert_eq!(changed, vec![id]);
        let written = robomod::archive::refresh(&w.m, &changed, &out, since).unwrap();
        assert!(written.failed.is_empty(), "{:?}", written.failed);
        per_pass.push(written.pages);
    }
    // The game page, the new round, the position now (the round before and the index stand).
    assert!(
        per_pass.iter().all(|&p| p == 3),
        "pages a pass: {per_pass:?}"
    );
    robomod::archive::write(&w.m, &[id], &whole).unwrap();
    assert_eq!(
        files(&out),
        files(&whole),
        "a refresh leaves what a whole write does"
    );
    assert!(out.join("game-1/round-21.html").exists());

    // Rolled back to round 5: read whole, the undone rounds' pages gone; of those that stand
    // only what changed is written (the game's page, round 5's: the position now again).
    w.advance(chrono::Duration::seconds(60));
    let since = w.clock.now();
    w.m.admin().rollback(id, "5", Some("test")).unwrap();
    let changed = w.m.records().games_changed_since(since).unwrap();
    let written = robomod::archive::refresh(&w.m, &changed, &out, since).unwrap();
    assert_eq!(written.pages, 2, "written whole: {}", written.pages);
    assert!(
        !out.join("game-1/round-21.html").exists(),
        "an undone round's page went"
    );
    let whole = dir.path().join("whole-again");
    robomod::archive::write(&w.m, &[id], &whole).unwrap();
    assert_eq!(files(&out), files(&whole));
    // The game goes on from there, a few pages a pass again.
    w.advance(chrono::Duration::seconds(60));
    let since = w.clock.now();
    play(&w, id, 1);
    let written = robomod::archive::refresh(&w.m, &[id], &out, since).unwrap();
    assert_eq!(written.pages, 3);
    // Over: the last round's page loses its link to "now", which goes.
    w.advance(chrono::Duration::seconds(60));
    let since = w.clock.now();
    w.m.admin().abandon(id).unwrap();
    let changed = w.m.records().games_changed_since(since).unwrap();
    robomod::archive::refresh(&w.m, &changed, &out, since).unwrap();
    let whole = dir.path().join("whole-over");
    robomod::archive::write(&w.m, &[id], &whole).unwrap();
    assert_eq!(files(&out), files(&whole));
}

/// Issue 33, item 5: a round page shows the round step by step as one animated PNG beside it
/// (`round-K.png`): it decodes with the png crate as an APNG of one frame per step (acTL), looping,
/// and stays within its budget (8 KB and 4 KB a step); a round without steps (setup) has none.
/// Issue 50: only where the install asks for it (`[archive] animated`).
#[test]
fn a_round_page_shows_the_round_animated_one_frame_per_step() {
    let (w, id) = world_with_game(&rambots(&[ANN, BOB], 9));
    w.goals(id, &["1y 3r 2g 1b", "2y 2r 2g 1b"]);
    play(&w, id, 1);
    let dir = tempfile::tempdir().unwrap();
    let plain = dir.path().join("plain");
    robomod::archive::write(&w.m, &[id], &plain).unwrap();
    assert!(!plain.join("game-1/round-2.png").exists(), "not asked for");
    assert!(!read(&plain, "game-1/round-2.html").contains("<img src=\"round-2.png\""));
    let out = dir.path().join("site");
    let animated = robomod::archive::Options {
        animated: true,
        ..Default::default()
    };
    robomod::archive::write_as(&w.m, &[id], &out, animated).unwrap();
    let setup = read(&out, "game-1/round-1.html");
    assert!(
        !setup.contains("round-1.png"),
        "setup has no steps: {setup}"
    );
    assert!(!out.join("game-1/round-1.png").exists());
    let page = read(&out, "game-1/round-2.html");
    let steps = page.matches("<section").count();
    assert!(steps >= 2, "instructions ran: {steps}");
    assert_contains(
        &page,
        "<img src=\"round-2.png\" alt=\"round 1, animated: the board after each step in turn (Instruction 1: ",
    );
    let bytes = std::fs::read(out.join("game-1/round-2.png")).unwrap();
    let mut reader = png::Decoder::new(std::io::Cursor::new(&bytes))
        .read_info()
        .unwrap();
    let actl = reader.info().animation_control().copied().expect("an APNG");
    assert_eq!((actl.num_frames as usize, actl.num_plays), (steps, 0));
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let mut frames = 0;
    while reader.next_frame(&mut buf).is_ok() {
        frames += 1;
    }
    assert_eq!(frames, steps);
    let budget = robomod::picture::animated::budget(steps);
    assert!(bytes.len() <= budget, "{} bytes", bytes.len());
}

//! Game masters (issue 51) through the library, with the test clock: TERMINATE ends a race
//! with its places as they stood, rated as a finished game (a rebuild agrees); a master's
//! pause past the operator's cap ends by itself at the next tick; the caps a game sets with
//! `--set` and the `[lobby]` defaults of the others.

use super::archive_growth::{game_of, play_round};
use crate::support::assert_contains;
use crate::support::world::*;
use chrono::Duration;
use robomod::inbound::PlayerCommand;
use robomod::moderator::ModeratorConfig;
use robomod::outgoing::{MailKind, OutgoingMail};
use robomod::store::games::GameStatus;

const GM: &str = "gm@example.org";

fn with_caps(delay_days: u32, rollbacks: u32) -> World {
    let mut config: ModeratorConfig = config();
    config.lobby.master_delay_days = delay_days;
    config.lobby.master_rollbacks = rollbacks;
    world_with(config)
}

/// Game `new` with Gm as its master.
fn mastered(w: &World, mut new: robomod::moderator::NewGame) -> i64 {
    new.master = Some(robomod::moderator::NewMaster::new(GM, "admin"));
    w.m.admin().create_game(&new).unwrap()
}

/// `from`'s mail to game `id` with their master's key and `lines`, each `WORD text` (the
/// English word, as robomod reads either language's).
pub(super) fn master_mail(w: &World, from: &str, id: i64, lines: &[&str]) {
    let key =
        w.m.with_connection(|c| robomod::store::masters::of_game(c, id))
            .unwrap()[0]
            .key
            .clone();
    let commands = (lines.iter())
        .map(|l| {
            let (word, text) = l.split_once(' ').unwrap_or((l, ""));
            match word {
                "STATUS" => PlayerCommand::Status,
                "HELP" => PlayerCommand::Help,
                "RESIGN" => PlayerCommand::Resign,
                _ => PlayerCommand::Master {
                    word: word.into(),
                    text: text.into(),
                },
            }
        })
        .collect();
    w.m.intake()
        .handle_mail(b"raw", &inbound(from, Some((id, &key)), commands))
        .unwrap();
}

/// Gm's mail to game `id` with `lines`, each `WORD text`: the reply to Gm.
fn as_master(w: &World, id: i64, lines: &[&str]) -> OutgoingMail {
    master_mail(w, GM, id, lines);
    last_to(w, GM)
}

#[test]
fn terminate_ends_a_race_with_its_places_as_they_stood_and_rates_it() {
    let w = with_caps(14, 2);
    let id = mastered(&w, game_of("race", 3, 11));
    for _ in 0..3 {
        assert!(play_round(&w, id));
    }
    let before = w.outbox().len();
    let reply = as_master(&w, id, &["TERMINATE the club closes for the summer"]);
    assert_contains(&flat(&reply.body), "its places as they stood");
    let g = w.game(id);
    assert_eq!((g.status, g.outcome), (GameStatus::Finished, None));
    // Rated by the race's standings now: the places the ratings read are the game's own.
    let engine = w.m.registry().by_kind("race").unwrap();
    let places = (engine.capabilities().standings.unwrap())
        .places_now(&*engine.load(&g.state).unwrap())
        .unwrap()
        .unwrap();
    let changes =
        w.m.with_connection(|c| robomod::store::ratings::changes_of_game(c, id))
            .unwrap();
    assert_eq!(changes.len(), 3);
    // The places among those rated (issue 64: one more for each seat above, never above
    // their number).
    for ch in &changes {
        let place = places[ch.seat.index()];
        let among = 1 + places.iter().filter(|&&p| p < place).count() as u32;
        assert_eq!(ch.place, among, "{ch:?}");
    }
    assert!(w.m.records().check_ratings().unwrap().is_empty());
    // Its rounds and their mails replay as they were.
    assert_eq!(w.m.rounds().replay(id).unwrap().mismatch, None);
    // Every player has the game-over mail: the reason, the standings, the ratings.
    let mails = w.outbox_from(before);
    let over: Vec<_> = mails
        .iter()
        .filter(|m| m.kind == MailKind::GameOver)
        .collect();
    assert_eq!(over.len(), 3);
    for m in &over {
        let body = flat(&m.body);
        assert_contains(&body, "the club closes for the summer");
        assert_contains(&body, "Ratings in");
    }
    assert_short_lines(&mails);
    insta::assert_snapshot!("master_terminated_race", show_mail(over[0]));
    // Over: nothing more to terminate, nothing to roll back.
    let again = as_master(&w, id, &["TERMINATE again", "ROLLBACK oops"]);
    assert_eq!(
        again.body.matches("nothing was done").count(),
        2,
        "{}",
        again.body
    );
    assert_eq!(w.game(id).status, GameStatus::Finished);
}

#[test]
fn the_operator_terminates_a_game_from_the_cli_as_it_stands() {
    let (w, id) = world_with_game(&sprint(&[ANN, BOB]));
    w.m.admin().run_now(id).unwrap();
    let before = w.outbox().len();
    let reason = Some("the server moves");
    let done = robomod::moderator::master::terminate::by_operator(&w.m, id, reason).unwrap();
    assert_eq!(done.mails, 2, "{done:?}");
    let g = w.game(id);
    assert_eq!((g.status, g.outcome), (GameStatus::Finished, None));
    for m in w.outbox_from(before) {
        assert_eq!(m.kind, MailKind::GameOver);
        let body = flat(&m.body);
        assert_contains(&body, "The moderator's reason: the server moves");
        assert_contains(&body, "every player is placed equal");
        // Issue 64: placing nobody above another, it is not rated, and says so.
        assert_contains(&body, "The ratings do not count this game");
    }
    let changes =
        w.m.with_connection(|c| robomod::store::ratings::changes_of_game(c, id))
            .unwrap();
    assert!(changes.is_empty(), "{changes:?}");
    assert!(w.m.records().check_ratings().unwrap().is_empty());
    assert!(robomod::moderator::master::terminate::by_operator(&w.m, id, None).is_err());
}

#[test]
fn a_masters_pause_past_the_cap_ends_by_itself_at_the_next_tick() {
    let w = with_caps(2, 1);
    let id = mastered(&w, sprint(&[ANN, BOB]));
    let deadline = w.game(id).deadline.unwrap();
    let reply = as_master(&w, id, &["PAUSE a storm"]);
    assert_contains(&flat(&reply.body), "goes on by itself");
    // Within the cap: still paused.
    w.advance(Duration::days(1));
    w.m.rounds().tick().unwrap();
    assert_eq!(w.game(id).status, GameStatus::Paused);
    // Past it: the game went on when the cap was spent, two days after the pause.
    w.advance(Duration::hours(36));
    let before = w.outbox().len();
    w.m.rounds().tick().unwrap();
    let g = w.game(id);
    assert_eq!(g.status, GameStatus::Active);
    assert_eq!(g.pause_ends_at, None);
    assert_eq!(g.deadline, Some(deadline + Duration::days(2)));
    let notices: Vec<_> = w.outbox_from(before);
    assert_eq!(kinds(&notices).len(), 3, "{:?}", kinds(&notices));
    // The master is told too, and when the open turn closes now.
    let told = notices.iter().find(|m| m.to == GM).unwrap();
    assert_eq!(told.kind, MailKind::Alert);
    assert_contains(&flat(&told.body), "it goes on by itself");
    insta::assert_snapshot!("master_pause_spent_alert", show_mail(told));
    let ann = notices.iter().find(|m| m.to == ANN.1).unwrap();
    assert_contains(&flat(&ann.body), "it goes on by itself");
    insta::assert_snapshot!("master_pause_spent", show_mail(ann));
    // The cap is spent: another PAUSE is refused, an EXTEND too.
    let reply = as_master(&w, id, &["PAUSE again", "EXTEND 1h again"]);
    assert_eq!(
        reply.body.matches("Not extended").count(),
        1,
        "{}",
        reply.body
    );
    assert_contains(&flat(&reply.body), "it was not paused");
    assert_eq!(w.game(id).status, GameStatus::Active);
}

#[test]
fn an_extension_while_paused_shortens_what_the_pause_may_last() {
    let w = with_caps(3, 1);
    let id = mastered(&w, sprint(&[ANN, BOB]));
    as_master(&w, id, &["PAUSE a storm", "EXTEND 2d the storm"]);
    let g = w.game(id);
    assert_eq!(g.status, GameStatus::Paused);
    // Three days in all, two of them the extension: the pause ends a day after it began.
    assert_eq!(
        g.pause_ends_at,
        Some(g.paused_at.unwrap() + Duration::days(1))
    );
    assert_eq!(g.next_due_at, g.pause_ends_at);
    // A RESUME before then ends it, and nothing is due of it any more.
    as_master(&w, id, &["RESUME"]);
    assert_eq!(w.game(id).pause_ends_at, None);
}

#[test]
fn a_games_own_caps_set_with_set_outrank_the_lobbys() {
    let w = with_caps(5, 3);
    let mut own = sprint(&[ANN, BOB]);
    own.settings.insert("master_delay_days".into(), "1".into());
    own.settings.insert("master_rollbacks".into(), "0".into());
    let capped = mastered(&w, own);
    let lobby = mastered(&w, sprint(&[ANN, BOB]));
    // The game's own: one day, no rollback.
    let reply = as_master(&w, capped, &["EXTEND 2d x", "EXTEND 1d x"]);
    assert_eq!(
        reply.body.matches("Not extended").count(),
        1,
        "{}",
        reply.body
    );
    assert_contains(&flat(&reply.body), "by one day in all");
    w.m.admin().run_now(capped).unwrap();
    let reply = as_master(&w, capped, &["ROLLBACK x"]);
    assert_contains(&flat(&reply.body), "roll back no rounds");
    let status = as_master(&w, capped, &["STATUS"]);
    assert_contains(&flat(&status.body), "1 of 1 days");
    // The other game: the lobby's five days and three rollbacks.
    let reply = as_master(&w, lobby, &["EXTEND 4d x"]);
    assert_contains(&reply.body, "The deadline moved");
    w.m.admin().run_now(lobby).unwrap();
    let reply = as_master(&w, lobby, &["ROLLBACK x"]);
    assert_contains(&reply.body, "The last round is undone");
    let status = as_master(&w, lobby, &["STATUS"]);
    assert_contains(&flat(&status.body), "4 of 5 days");
    assert_contains(&flat(&status.body), "1 of 3");
    // A cap that is no number is refused when the game is made.
    let mut bad = sprint(&[ANN, BOB]);
    bad.settings
        .insert("master_rollbacks".into(), "many".into());
    assert!(w.m.admin().create_game(&bad).is_err());
}

#[test]
fn a_games_alerts_go_to_its_masters_with_a_masters_words_not_to_the_operator() {
    let mut config: ModeratorConfig = config();
    config.operator = Some("op@example.org".into());
    let w = world_with(config);
    let id = mastered(&w, sprint(&[ANN, BOB, CID]));
    let bare = w.m.admin().create_game(&sprint(&[ANN, BOB])).unwrap();
    // Ann resigns: the master is told, and how to give the seat to someone else.
    w.send(id, 0, vec![PlayerCommand::Resign]);
    w.send(id, 0, vec![PlayerCommand::ResignConfirm]);
    let resigned = last_to(&w, GM);
    assert_eq!(resigned.kind, MailKind::Alert);
    assert_contains(&flat(&resigned.body), "has resigned");
    insta::assert_snapshot!("master_alert_resigned", show_mail(&resigned));
    // Bob and Cid are silent two rounds in a row: the master is told of each.
    for _ in 0..2 {
        w.advance(Duration::days(3));
        w.m.rounds().tick().unwrap();
    }
    let alerts: Vec<_> = (w.outbox().into_iter())
        .filter(|m| m.to == GM && m.kind == MailKind::Alert)
        .collect();
    // Game 2 has no master: its silent seats' alerts go to the operator, as before.
    assert!(
        w.outbox()
            .iter()
            .any(|m| m.to == "op@example.org" && m.subject.contains(&format!("game {bare}")))
    );
    let missed = alerts.last().unwrap();
    assert_eq!(alerts.len(), 3, "{:?}", kinds(&alerts));
    assert_contains(&flat(&missed.body), "REPLACE");
    assert!(
        !missed.body.contains("robomod player replace"),
        "{}",
        missed.body
    );
    assert!(
        !missed.body.contains("identity.operator"),
        "{}",
        missed.body
    );
    // Tagged with the master's key: the master answers with a master's command.
    assert_contains(missed.reply_to.as_deref().unwrap(), "+g1.");
    insta::assert_snapshot!("master_alert_missed", show_mail(missed));
    // A letter: to the master, no alert footer; Reply-To the player.
    w.send(
        id,
        1,
        vec![PlayerCommand::ToModerator {
            text: "Is Ann back?".into(),
        }],
    );
    let letter = last_to(&w, GM);
    assert_contains(&letter.body, "> Is Ann back?");
    assert!(!letter.body.contains("robomod sends"), "{}", letter.body);
    assert_eq!(letter.reply_to.as_deref(), Some(BOB.1));
    // Nothing of game 1 reached the operator.
    assert!(
        !w.outbox()
            .iter()
            .any(|m| m.to == "op@example.org" && m.subject.contains("game 1"))
    );
    let to_gm: Vec<_> = w.outbox().into_iter().filter(|m| m.to == GM).collect();
    assert_short_lines(&to_gm);
}

/// Seen in play: a player's question to the moderator beside his program and a message to
/// another player reached the game's master, who plays, with the whole mail quoted: his
/// program before the deadline and his press. A master who plays reads the question alone;
/// one who does not still reads the whole mail around it.
#[test]
fn a_question_beside_orders_reaches_a_master_who_plays_without_the_orders() {
    let w = world();
    let mut new = sprint(&[ANN, BOB, CID]);
    new.master = Some(robomod::moderator::NewMaster::new(ANN.1, "Ann"));
    let id = w.m.admin().create_game(&new).unwrap();
    master_mail(&w, ANN.1, id, &["PROMOTE gm@example.org"]);
    let question = "And to the moderator: does a robot pushed into a pit lose a life?";
    let text = format!("PROGRAM F L F R U\nTell Cid I will catch him.\n{question}");
    w.send(
        id,
        1,
        vec![PlayerCommand::Question {
            line: question.into(),
            text: text.clone(),
        }],
    );
    let to_ann = last_to(&w, ANN.1);
    assert_eq!(to_ann.kind, MailKind::Alert, "{}", to_ann.body);
    assert_contains(
        &flat(&to_ann.body),
        "does a robot pushed into a pit lose a life?",
    );
    assert!(!to_ann.body.contains("F L F R U"), "{}", to_ann.body);
    assert!(!to_ann.body.contains("catch him"), "{}", to_ann.body);
    let to_gm = last_to(&w, GM);
    assert_contains(&to_gm.body, "> PROGRAM F L F R U");
    assert_contains(&flat(&to_gm.body), "lose a life?");
}

//! Mails as people write them, through the Maildir and the daemon, on a race with a moderator
//! address: plain-word orders (`power down please`), a press reply that also holds a command,
//! a question for the moderator, a line that mentions a command without being one, a near
//! miss, and a stranger's prose. Each reply is read as the player reads it (the text part)
//! and snapshotted.

use crate::support::assert_contains;
use crate::support::one;
use crate::support::site::*;
use robomod::daemon::Daemon;
use robomod::moderator::{NewGame, NewPlayer};

const OPERATOR: &str = "moderator@example.test";

/// A race on `training` between Dana Kowalski, Bob and a computer player, with a moderator
/// address in the config.
pub(super) struct Table {
    pub(super) site: Site,
    daemon: Daemon,
    game: i64,
    keys: Vec<String>,
    mails: u32,
}

impl Table {
    pub(super) fn new() -> Table {
        Table::with("")
    }

    /// [`Table::new`] with `extra` in the config.
    fn with(extra: &str) -> Table {
        let site = Site::with(&format!("[identity]\noperator = \"{OPERATOR}\"\n{extra}"));
        let mut settings = serde_json::Map::new();
        settings.insert("board".into(), "training".into());
        let player = |name: &str, address: &str| NewPlayer {
            name: name.into(),
            address: address.into(),
        };
        let new = NewGame {
            kind: "race".into(),
            players: vec![
                player("Dana Kowalski", "dana@example.org"),
                player("Bob", "bob@example.org"),
                player("Robo", &robomod::moderator::seats::bot_address("Robo")),
            ],
            settings,
            seed: Some(7),
            ..NewGame::default()
        };
        let (site, _, game, keys, daemon) =
            site.running(|site, clock| site.create_game(clock, 3, &new));
        Table {
            site,
            daemon,
            game,
            keys,
            mails: 0,
        }
    }

    /// A mail from seat `seat` (0 Dana, 1 Bob) with `subject` (`TAG` stands for the game's
    /// tag) and `body`, then a pass of the daemon.
    pub(super) fn send(&mut self, seat: usize, subject: &str, body: &str) {
        let (name, addr) = [("Dana Kowalski", "dana"), ("Bob", "bob")][seat];
        self.mails += 1;
        let tag = format!("[robomod g{} {}]", self.game, self.keys[seat]);
        let raw = format!(
            "From: {name} <{addr}@example.org>\r\nTo: robomod+g{}.{}@example.test\r\n\
             Subject: {}\r\nMessage-ID: <talk{}@example.org>\r\n\
             Date: Mon, 2 Mar 2026 12:00:00 +0000\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.game,
            self.keys[seat],
            subject.replace("TAG", &tag),
            self.mails,
        );
        self.site.maildir().deliver(raw.as_bytes()).unwrap();
        self.daemon.pass().unwrap();
    }

    /// A mail from a stranger to robomod's plain address, then a pass.
    pub(super) fn stranger(&mut self, subject: &str, body: &str) {
        self.mails += 1;
        let raw = format!(
            "From: Eve <eve@example.net>\r\nTo: robomod@example.test\r\n\
             Subject: {subject}\r\nMessage-ID: <talk{}@example.net>\r\n\
             Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
            self.mails,
        );
        self.site.maildir().deliver(raw.as_bytes()).unwrap();
        self.daemon.pass().unwrap();
    }

    /// The newest mail to `to`: its subject, Reply-To and text part.
    pub(super) fn newest(&self, to: &str) -> (String, Option<String>, String) {
        let raw = self.site.newest_raw(to);
        let m = mail_parser::MessageParser::default().parse(&raw).unwrap();
        let reply_to = m
            .reply_to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(str::to_string);
        let text = m.body_text(0).unwrap_or_default().replace("\r\n", "\n");
        let subject = m.subject().unwrap_or_default().to_string();
        (subject, reply_to, text)
    }

    /// The newest reply to `to`, as it reads: subject and text.
    pub(super) fn reply(&self, to: &str) -> String {
        let (subject, _, text) = self.newest(to);
        format!("Subject: {subject}\n\n{text}")
    }
}

/// Seen in play: four ways of writing POWER DOWN were "found no command", and one was refused
/// on "please".
#[test]
fn power_down_written_as_people_talk_is_read() {
    let mut t = Table::new();
    for body in [
        "power down please",
        "please power down",
        "Power down next round",
        "I want to power down",
        "POWER DOWN please",
    ] {
        t.send(0, "Re: TAG Welcome to game 1 (race)", body);
        let reply = t.reply("dana@example.org");
        assert!(reply.contains("Round 1: received"), "{body}: {reply}");
        assert!(reply.contains("; POWER DOWN"), "{body}: {reply}");
        assert!(
            !reply.contains("Welcome to game 1"),
            "the subject quoted: {reply}"
        );
    }
    insta::assert_snapshot!("talk_power_down_please", t.reply("dana@example.org"));
    // An order after a slip of the pen, and one forgotten in the same mail as another.
    t.send(1, "Re: TAG Round 1", "forgot: power down please\nBREAKER 8");
    let reply = t.reply("bob@example.org");
    assert_contains(&reply, "; POWER DOWN");
    assert_contains(&reply, "> BREAKER 8");
}

/// A line that mentions a command but reads as none is quoted back with why; a near miss
/// says which command it is near.
#[test]
fn lines_that_are_not_read_are_said_so() {
    let mut t = Table::new();
    t.send(
        0,
        "Re: TAG Round 1",
        "don't power down yet\nSTAUTS\nThanks for the help!",
    );
    let reply = t.reply("dana@example.org");
    assert_contains(&reply, "did you mean STATUS?");
    assert_contains(&reply, "> don't power down yet");
    insta::assert_snapshot!("talk_not_read", reply);
}

/// Seen in play: a reply to press with an apology and a SET lost the apology.
#[test]
fn a_press_reply_with_a_command_relays_the_text_and_does_the_command() {
    let mut t = Table::new();
    t.send(0, "Re: TAG Round 1", "PRESS TO Bob: why did you push me?");
    let (subject, _, _) = t.newest("bob@example.org");
    assert_contains(&subject, "Press #1");
    t.send(
        1,
        &format!("Re: {subject}"),
        "Sorry Dana, that was the belt, not me.\nSET PICTURES ROUND",
    );
    let bob = t.reply("bob@example.org");
    assert_contains(&bob, "> SET PICTURES ROUND");
    assert_contains(&bob, "(a reply to press #1)");
    let (subject, _, dana) = t.newest("dana@example.org");
    assert_contains(&subject, "Press #2");
    assert_contains(&dana, "that was the belt, not me");
    assert!(!dana.contains("SET PICTURES"), "{dana}");
    insta::assert_snapshot!("talk_press_and_set", bob);
}

/// A player's question robomod cannot read reaches the moderator, who can answer them
/// directly; so does `MODERATOR: text`.
#[test]
fn a_question_reaches_the_moderator() {
    let mut t = Table::new();
    t.send(
        0,
        "Re: TAG Round 1 report",
        "What happened to my robot??\n\nDana",
    );
    let reply = t.reply("dana@example.org");
    assert_contains(&reply, "Round 1: received");
    assert_contains(&reply, OPERATOR);
    let (subject, reply_to, text) = t.newest(OPERATOR);
    assert_eq!(reply_to.as_deref(), Some("dana@example.org"));
    assert_contains(&text, "> What happened to my robot??");
    insta::assert_snapshot!(
        "talk_letter_to_the_moderator",
        format!("Subject: {subject}\n\n{text}")
    );
    t.send(
        1,
        "Re: TAG Round 1",
        "MODERATOR: I will be away a week.\nSTATUS",
    );
    let reply = t.reply("bob@example.org");
    assert_contains(&reply, "Forwarded to the moderator");
    let (subject, _, text) = t.newest(OPERATOR);
    assert_contains(&subject, "Bob writes to the moderator");
    assert_contains(&text, "> I will be away a week.");
    // A letter written to the moderator is said to be one (a yes/no reached the phrasebook
    // as the number 1, so every alert said robomod had read no command).
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("writes to the moderator. Reply"), "{text}");
}

/// Seen in play: "How do I sign up?" got "your mail was not accepted".
#[test]
fn a_strangers_question_is_answered_with_how_to_start() {
    let mut t = Table::new();
    t.stranger("question", "How do I sign up? Is there a list of games?");
    let reply = t.reply("eve@example.net");
    assert_contains(&reply, "send LIST to");
    assert_contains(&reply, "GAMES TO WATCH");
    assert_contains(&reply, OPERATOR);
    insta::assert_snapshot!("talk_stranger", reply);
}

/// Seen in play: "Dana Kowalski" became the robot "Dana Kowal" and `PRESS TO Dana Kowal:`
/// failed on "no seat Dana". The robot keeps the name; every form reaches her.
#[test]
fn press_reaches_a_player_of_two_words_however_written() {
    let mut t = Table::new();
    let (_, _, welcome) = t.newest("dana@example.org");
    assert_contains(&welcome, "You play Dana Kowalski.");
    for (k, to) in [
        "Dana Kowalski",
        "\"dana kowalski\"",
        "Dana Kowalski and Robo",
    ]
    .iter()
    .enumerate()
    {
        t.send(1, "Re: TAG Round 1", &format!("PRESS TO {to}: hello {k}"));
        let reply = t.reply("bob@example.org");
        assert!(
            reply.contains("Sent signed to Dana Kowalski"),
            "{to}: {reply}"
        );
        let (subject, _, text) = t.newest("dana@example.org");
        assert_contains(&subject, "from Bob");
        assert!(text.contains(&format!("hello {k}")), "{text}");
    }
    t.send(1, "Re: TAG Round 1", "PRESS TO Dana K: hello");
    let reply = t.reply("bob@example.org");
    assert!(
        reply.contains("no player here is called \"Dana K\"") && reply.contains("Kowalski"),
        "{reply}"
    );
}

/// The welcome and HELP teach the race (its goal, lasers, damage, lives, power down) with its
/// own examples; HELP RULES mails the rules; HELP in the subject and the body is one answer.
#[test]
fn welcome_and_help_teach_the_game() {
    let mut t = Table::new();
    let (_, _, welcome) = t.newest("dana@example.org");
    for words in [
        "THE RACE IN SHORT",
        "flags in order",
        "lasers",
        "POWER DOWN",
        "HELP RULES",
    ] {
        assert!(welcome.contains(words), "{words}: {welcome}");
    }
    t.send(0, "HELP", "HELP");
    let help = t.reply("dana@example.org");
    assert_eq!(help.matches("The help follows below.").count(), 1, "{help}");
    assert_contains(&help, "THE RACE IN SHORT");
    assert_contains(&help, "Example: TRY PROGRAM F2 L F R U");
    assert!(
        !help.contains("1GN"),
        "a RAMbots example in the race's help: {help}"
    );
    t.send(0, "Re: TAG Round 1", "help rules");
    let rules = t.reply("dana@example.org");
    for words in [
        "THE GOAL",
        "LASERS AND DAMAGE",
        "LIVES",
        "POWER DOWN",
        "UPGRADES",
    ] {
        assert!(rules.contains(words), "{words}: {rules}");
    }
    // The rules text itself fits 72 columns (the reply's last line lists the commands).
    for line in rules.lines().filter(|l| !l.contains("<your orders>")) {
        assert!(line.chars().count() <= 72, "{line:?}");
    }
}

/// The smaller things of play: a second PROGRAM says it replaces the first; a card not in the
/// hand names its register, filled at random; TRY and ORDERS replies titled as what they are.
#[test]
fn replies_say_what_they_are() {
    let mut t = Table::new();
    t.send(0, "Re: TAG Round 1", "PROGRAM F3 F B L R");
    assert!(!t.reply("dana@example.org").contains("replaces"));
    t.send(0, "Re: TAG Round 1", "PROGRAM L L R R U");
    let reply = t.reply("dana@example.org");
    assert_contains(&reply, "This PROGRAM replaces the one you sent");
    t.send(0, "Re: TAG Round 1", "PROGRAM F2 L L R R");
    let reply = t.reply("dana@example.org");
    assert_contains(
        &reply,
        "F2 L L R R (register 1 at random: no F2 in your hand)",
    );
    t.send(0, "Re: TAG Round 1", "TRY PROGRAM F3 F B L R");
    let reply = t.reply("dana@example.org");
    assert_contains(&reply, "Round 1: what-if report");
    t.send(0, "Re: TAG Round 1", "ORDERS");
    let reply = t.reply("dana@example.org");
    assert_contains(&reply, "Round 1: your orders on file");
}

/// After the hourly reply limit mails are applied but not answered: the last reply before it
/// says so, once.
#[test]
fn the_last_reply_before_the_limit_says_so() {
    let mut t = Table::with("[rate_limit]\nmax_replies = 3\n");
    for k in 0..4 {
        t.send(0, "Re: TAG Round 1", "STATUS");
        // The fourth mail gets no reply: the newest is still the third.
        let reply = t.reply("dana@example.org");
        assert_eq!(
            reply.contains("This is the last reply robomod sends you for now"),
            k >= 2,
            "reply {k}: {reply}"
        );
    }
    let c = t.site.db();
    let replies: i64 = one(
        &c,
        "SELECT COUNT(*) FROM outbox WHERE recipient = 'dana@example.org' AND kind = 'status'",
        [],
    );
    assert_eq!(replies, 3);
}

/// Seen in play: with "Dana Kowalski" (13 characters) the robots' table ran one column off.
#[test]
fn the_robots_table_lines_up_with_a_long_name() {
    let t = Table::new();
    let (_, _, welcome) = t.newest("dana@example.org");
    let header = welcome
        .lines()
        .find(|l| l.trim_start().starts_with("Robot") && l.contains("Dmg"))
        .unwrap_or_else(|| panic!("{welcome}"));
    let column = header.find("Dmg").unwrap() + 2;
    for row in welcome.lines().filter(|l| l.contains("0/")) {
        assert_eq!(row.chars().nth(column), Some('0'), "{header}\n{row}");
    }
}

/// Letters share the operator's hourly alert cap: past it, the player is told it did not go,
/// and to whom to write instead.
#[test]
fn a_letter_past_the_alert_cap_is_said_not_to_have_gone() {
    let mut t = Table::with("[rate_limit]\nalerts_per_hour = 1\n");
    t.send(0, "Re: TAG Round 1", "MODERATOR: first question");
    assert_contains(&t.reply("dana@example.org"), "Forwarded to the moderator");
    t.send(0, "Re: TAG Round 1", "MODERATOR: second question");
    let reply = t.reply("dana@example.org");
    assert_contains(&reply, "Not forwarded now");
    assert_contains(&reply, OPERATOR);
    let letters: i64 = t.site.one(
        "SELECT COUNT(*) FROM outbox WHERE recipient = ?1",
        [OPERATOR],
    );
    assert_eq!(letters, 1);
}

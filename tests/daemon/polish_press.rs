//! Press between Polish players as they write it: to a name or a colour declined after `do`
//! (`do Bartka`, `do Żółtego`), to `wszystkich`; relayed with the sender's seat in each
//! reader's words; and a reply to relayed press goes back to its sender by its thread
//! (In-Reply-To), whatever language the subject is in.

use crate::support::assert_contains;
use crate::support::site::*;

const NAMES: [&str; 3] = ["Ania", "Bartek", "Celina"];

/// Ania, Bartek and Celina in a RAMbots game in Polish, game 1.
fn polish_table() -> Table {
    let mut settings = serde_json::Map::new();
    settings.insert("language".into(), "pl".into());
    let t = Table::rambots(&NAMES, settings, "pp");
    assert_eq!(t.id, 1);
    t
}

/// A reply to the newest mail `seat` got, as a mail client writes it: `Re:` its subject,
/// In-Reply-To and References its Message-ID.
fn reply_to_newest(t: &mut Table, seat: usize, body: &str) {
    let addr = t.address(seat);
    let mid = t.site.newest_id(&addr);
    let newest = newest_mail(&t.site, &addr);
    let subject = newest
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("Subject: ");
    assert!(!subject.contains("Press #"), "a Polish subject: {subject}");
    let raw = format!(
        "From: {} <{addr}>\r\nTo: robomod@example.test\r\nSubject: Re: {subject}\r\n\
         Message-ID: <reply-{}@example.org>\r\nIn-Reply-To: {mid}\r\nReferences: {mid}\r\n\
         Date: Mon, 2 Mar 2026 12:00:00 +0000\r\nMIME-Version: 1.0\r\n\
         Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n",
        NAMES[seat], t.mails
    );
    t.mails += 1;
    t.site.maildir().deliver(raw.as_bytes()).unwrap();
    t.daemon.pass().unwrap();
}

#[test]
fn press_reaches_declined_names_and_colours_and_replies_go_back_by_thread() {
    let mut t = polish_table();
    // To a name declined after "do": Bartek gets it, signed with Ania's seat in Polish.
    t.send(0, "wiadomość do Bartka: Uważaj na dziurę na c5!");
    let to_bartek = t.newest(1);
    assert_contains(&to_bartek, "Uważaj na dziurę na c5!");
    assert_contains(&to_bartek, "Wiadomość od Czerwonego, gra nr 1");
    assert_contains(&to_bartek, "Witaj, Bartku!");
    assert!(!to_bartek.contains("Red"), "{to_bartek}");
    let ania = t.newest(0);
    assert_contains(&ania, "Wysłano");
    assert!(!ania.contains("Yellow"), "{ania}");

    // Bartek answers by replying: the Polish subject is no matter, the thread is.
    reply_to_newest(
        &mut t,
        1,
        "Dzięki! A Ty uważaj na laser.\n\n> Uważaj na dziurę na c5!",
    );
    let to_ania = t.newest(0);
    assert_contains(&to_ania, "Dzięki! A Ty uważaj na laser.");
    let bartek = t.newest(1);
    assert_contains(&bartek, "Wysłano");
    assert!(!bartek.contains("moderator"), "not a letter: {bartek}");

    // To a colour declined, and to everyone.
    t.send(2, "WIADOMOŚĆ DO Czerwonego: sojusz?");
    assert_contains(&t.newest(0), "sojusz?");
    t.send(2, "Wiadomość do wszystkich: powodzenia");
    for seat in [0, 1] {
        assert_contains(&t.newest(seat), "powodzenia");
    }
    // SET LANGUAGE holds from its line on in a game's reply too: the answer to ROZKAZY
    // after it is English, the one to STAN before it Polish.
    t.send(1, "stan\nset language en\nrozkazy");
    let bartek = t.newest(1);
    let (before, after) = bartek.split_once("> SET").expect("the SET is answered");
    assert!(before.contains("Stan gry znajdziesz"), "{bartek}");
    assert!(after.contains("Nothing on file for"), "{bartek}");

    // A name no one has: refused with the names people may use, in Polish.
    t.send(0, "wiadomość do Zenka: hej");
    let refused = t.newest(0);
    insta::assert_snapshot!("polish_press_no_such", refused);
}

/// A stranger who writes Polish is answered in Polish: in words (`Dzień dobry, jak dołączyć?`)
/// or in Polish command words (`lista`); `USTAW JĘZYK` in a mail holds for the lines after it,
/// and the language may be named as Poles name it (`angielski`).
#[test]
fn strangers_are_answered_in_the_language_they_write() {
    use super::talk::Table as Lobby;
    let mut t = Lobby::new();
    t.stranger(
        "Pytanie",
        "Dzień dobry, chciałabym zagrać w wyścig robotów. Jak mogę dołączyć do gry?",
    );
    let reply = t.reply("eve@example.net");
    insta::assert_snapshot!("polish_stranger", reply);
    crate::support::english::assert_no_english([("stranger", reply.as_str())]);

    t.stranger("lista", "lista");
    let reply = t.reply("eve@example.net");
    assert_contains(&reply, "GRY");
    crate::support::english::assert_no_english([("lista", reply.as_str())]);

    // Her choice, named in Polish, holds from its line on: the list after it is English.
    t.stranger("", "ustaw język angielski\nlista");
    let reply = t.reply("eve@example.net");
    assert_contains(&reply, "OPEN GAMES");
    t.stranger("", "USTAW JĘZYK po polsku\nlista");
    let reply = t.reply("eve@example.net");
    assert!(!reply.contains("OPEN GAMES"), "{reply}");
    crate::support::english::assert_no_english([("set language", reply.as_str())]);

    // Settings in Polish words, shown back in them.
    t.stranger(
        "",
        "ustaw obrazki rejestry\nustaw podsumowanie codziennie\nustaw",
    );
    let reply = t.reply("eve@example.net");
    insta::assert_snapshot!("polish_settings", reply);
    // REJESTRY, the race's Polish word for its steps, is KROKI, shown back as such.
    assert_contains(&reply, "OBRAZKI KROKI");
    assert!(!reply.contains("STEPS"), "{reply}");
}

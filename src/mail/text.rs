//! The sender's own lines of a mail body: what is left once quoted replies, forwarded or
//! quoted header blocks, the signature and everything after an `END` line are taken away.
//!
//! The rules, in the order they are tried on each line:
//! 1. A signature separator (`-- `, or `--` after trailing spaces were stripped) ends the text;
//!    so does a signature on its line, the last one (`-- a.`, `— Tom`).
//! 2. A line that is exactly `END` (any case, trailing punctuation allowed) ends the text.
//! 3. A quoted line (first non-blank character `>`) is skipped.
//! 4. A quote separator ends the text: Outlook's `-----Original Message-----` (and its German,
//!    French, Polish and Spanish forms: `-----Wiadomość oryginalna-----`), a rule of 10 or more `_`, Apple Mail's `Begin forwarded message:`,
//!    Gmail's `---------- Forwarded message ---------`.
//! 5. A header block ends the text: a `From:` line (or `Von:`, `De:`) followed within four lines
//!    by `Sent:`, `Date:`, `To:` or `Subject:` (or their German, French, Polish and Spanish
//!    forms: `Od:` and `Wysłano:`), as Outlook writes it above the unquoted original.
//! 6. An attribution (`On Mon, 2 Mar 2026, robomod wrote:`, possibly broken over two lines as
//!    Gmail does; `Am ... schrieb ...:`, `Le ... a écrit :`, Polish `napisał(a):`, and a verb
//!    of writing with words after it in a line with a date or an address) is skipped; if the next non-blank
//!    line is not quoted with `>`, the original follows unquoted and the text ends.

/// The lines the sender wrote themself, in order, trimmed at the end, without trailing blank
/// lines.
pub fn own_lines(body: &str) -> Vec<&str> {
    let lines: Vec<&str> = body.lines().map(|l| l.trim_end()).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim();
        if trimmed == "--" || is_end(trimmed) || signed(trimmed, &lines[i + 1..]) {
            break;
        }
        if trimmed.starts_with('>') {
            i += 1;
            continue;
        }
        if is_quote_separator(trimmed) || starts_header_block(&lines[i..]) {
            break;
        }
        if let Some(len) = attribution_len(&lines[i..]) {
            i += len;
            let next = lines[i..].iter().map(|l| l.trim()).find(|l| !l.is_empty());
            if next.is_some_and(|l| !l.starts_with('>')) {
                break;
            }
            continue;
        }
        out.push(line);
        i += 1;
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) {
        out.pop();
    }
    out
}

/// Whether `trimmed`, her last line (the quoted mail she answers aside), is a signature on
/// the separator's line (`-- a.`, `-- Ann`, `— Tom Baker`): a dash or two and one to three
/// words of letters after it.
fn signed(trimmed: &str, after: &[&str]) -> bool {
    let Some(name) = trimmed
        .strip_prefix("--")
        .or_else(|| trimmed.strip_prefix('\u{2014}'))
    else {
        return false;
    };
    let words: Vec<&str> = name.split_whitespace().collect();
    name.starts_with(char::is_whitespace)
        && (1..=3).contains(&words.len())
        && words
            .iter()
            .all(|w| w.trim_end_matches('.').chars().all(char::is_alphabetic))
        && only_quoted(after)
}

/// Whether `lines` hold nothing of hers: blank lines, quoted lines and the attribution above
/// the quote (`On Mon, 2 Mar 2026, robomod wrote:`).
fn only_quoted(lines: &[&str]) -> bool {
    let mut i = 0;
    while i < lines.len() {
        let l = lines[i].trim();
        if l.is_empty() || l.starts_with('>') {
            i += 1;
        } else if let Some(len) = attribution_len(&lines[i..]) {
            i += len;
        } else {
            return false;
        }
    }
    true
}

/// `END`, `end`, `END.`: the end of the commands.
fn is_end(trimmed: &str) -> bool {
    trimmed
        .trim_end_matches(['.', '!'])
        .eq_ignore_ascii_case("end")
}

fn is_quote_separator(trimmed: &str) -> bool {
    if !trimmed.starts_with(['-', '_', 'B', 'b', 'A', 'a']) {
        return false;
    }
    let lower = trimmed.to_lowercase();
    let inner = lower.trim_matches(|c: char| c == '-' || c == ' ');
    (lower.starts_with("---")
        && matches!(
            inner,
            "original message"
                | "ursprüngliche nachricht"
                | "message d'origine"
                | "forwarded message"
                | "weitergeleitete nachricht"
                | "wiadomość oryginalna"
                | "oryginalna wiadomość"
                | "wiadomość przekazana"
                | "przekazana wiadomość"
                | "mensaje original"
                | "mensaje reenviado"
        ))
        || (trimmed.len() >= 10 && trimmed.bytes().all(|b| b == b'_'))
        || lower.starts_with("begin forwarded message")
        || lower.starts_with("anfang der weitergeleiteten nachricht")
}

/// The header field name a line starts with, lower-cased, if it looks like `Name: value`.
fn field_name(line: &str) -> Option<String> {
    let t = line.trim().trim_start_matches('*');
    let colon = t.bytes().take(16).position(|b| b == b':')?;
    let name = &t[..colon];
    let name = name.trim_end_matches('*').trim();
    (!name.is_empty() && name.len() <= 12 && name.chars().all(char::is_alphabetic))
        .then(|| name.to_lowercase())
}

fn starts_header_block(lines: &[&str]) -> bool {
    let is_from = field_name(lines[0]).is_some_and(|n| matches!(&*n, "from" | "von" | "de" | "od"));
    is_from
        && lines[1..].iter().take(4).any(|l| {
            field_name(l).is_some_and(|n| {
                matches!(
                    &*n,
                    "sent"
                        | "date"
                        | "to"
                        | "subject"
                        | "gesendet"
                        | "datum"
                        | "an"
                        | "betreff"
                        | "envoyé"
                        | "à"
                        | "objet"
                        | "wysłano"
                        | "data"
                        | "do"
                        | "temat"
                        | "enviado"
                        | "fecha"
                        | "para"
                        | "asunto"
                )
            })
        })
}

/// How many lines an attribution spans at the start of `lines` (1 or 2), if it is one.
fn attribution_len(lines: &[&str]) -> Option<usize> {
    let ends = |s: &str| {
        let s = s.trim();
        if !s.ends_with(':') {
            return false;
        }
        let l = s.to_lowercase();
        // A verb of writing with a date or an address in the line, as mail programs put
        // words after the verb (`Am 01.03.26 um 18:12 schrieb robomod:`, Apple Mail's
        // `Wiadomość napisana przez robomod <...> w dniu 02.03.2026, o godz. 10:00:`).
        let dated = l.contains(|c: char| c.is_ascii_digit() || c == '@')
            && [
                " wrote ",
                " schrieb ",
                " escribió ",
                " a écrit ",
                " napisał",
                " napisal",
                "napisana przez ",
            ]
            .iter()
            .any(|w| l.contains(w));
        dated
            || [
                "wrote:",
                "schrieb:",
                "a écrit :",
                "a écrit:",
                "escribió:",
                "scrisse:",
                "skrev:",
                // Polish: Gmail's `napisał(a):`, Thunderbird's `W dniu ... pisze:`.
                "napisał(a):",
                "napisal(a):",
                "napisał:",
                "napisała:",
                "pisze:",
            ]
            .iter()
            .any(|w| l.ends_with(w))
    };
    let starts = |s: &str| {
        let l = s.trim_start();
        [
            "On ", "Am ", "Le ", "El ", "Il ", "Den ", "Op ", "W dniu ", "Dnia ", "pon., ",
            "wt., ", "śr., ", "czw., ", "pt., ", "sob., ", "niedz., ",
        ]
        .iter()
        .any(|p| l.starts_with(p))
    };
    // `Here is what I wrote:` with her lines after it is hers: an attribution has a date or
    // an address, a client's opening words, or a quote under it.
    let quote_after = |from: usize| {
        lines[from..]
            .iter()
            .map(|l| l.trim())
            .find(|l| !l.is_empty())
            .is_some_and(|l| l.starts_with('>'))
    };
    let marked = |s: &str| s.contains(|c: char| c.is_ascii_digit() || c == '@') || starts(s);
    if ends(lines[0]) && (marked(lines[0]) || quote_after(1)) {
        return Some(1);
    }
    (starts(lines[0]) && lines.len() > 1 && ends(lines[1])).then_some(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gmail_two_line_attribution_and_quote() {
        let body = "PROGRAM 1GN\n\nOn Mon, Mar 2, 2026 at 10:00 AM robomod <\n\
                    robomod@example.test> wrote:\n\n> PROGRAM 9XX\n> HELP\n";
        assert_eq!(own_lines(body), vec!["PROGRAM 1GN"]);
    }

    #[test]
    fn polish_attributions_of_gmail_and_thunderbird() {
        let body = "F2 L F R U\n\nwt., 1 gru 2026 o 10:00 robomod <robomod@example.test> \
                    napisał(a):\n\n> Runda 1\n";
        assert_eq!(own_lines(body), vec!["F2 L F R U"]);
        let body = "F2 L F R U\n\nwt., 1 gru 2026 o 10:00 robomod <\nrobomod@example.test> \
                    napisał(a):\n> Runda 1\n";
        assert_eq!(own_lines(body), vec!["F2 L F R U"]);
        let body = "PASUJĘ\nW dniu 1.12.2026 o 10:00, robomod pisze:\n> Runda 1\n";
        assert_eq!(own_lines(body), vec!["PASUJĘ"]);
    }

    #[test]
    fn polish_and_spanish_separators_and_header_blocks() {
        let body = "L F2 F R F3\n\n-----Wiadomość oryginalna-----\nOd: robomod \
                    <robomod@example.test>\nWysłano: poniedziałek\n\nWYŁĄCZAM SIĘ\n";
        assert_eq!(own_lines(body), vec!["L F2 F R F3"]);
        let body = "U F3 L F R\n\n-------- Oryginalna wiadomość --------\nDEAL\n";
        assert_eq!(own_lines(body), vec!["U F3 L F R"]);
        let body = "L F2\nOd: robomod <robomod@example.test>\nData: 02.03.2026\nPASS\n";
        assert_eq!(own_lines(body), vec!["L F2"]);
        let body = "L F2\nDe: robomod\nEnviado: lunes\nPASS\n";
        assert_eq!(own_lines(body), vec!["L F2"]);
    }

    #[test]
    fn attributions_with_words_after_the_verb() {
        let body = "JOIN\n\nAm 01.03.26 um 18:12 schrieb robomod:\n> LIST 12\n";
        assert_eq!(own_lines(body), vec!["JOIN"]);
        let body = "R F2 L F U\n\nWiadomość napisana przez robomod <robomod@example.test> w \
                    dniu 02.03.2026, o godz. 10:00:\n\n> Witaj\n";
        assert_eq!(own_lines(body), vec!["R F2 L F U"]);
        let body = "Here is what I wrote:\nF2 L F R U\n";
        assert_eq!(
            own_lines(body).len(),
            2,
            "no date, no address: her own words"
        );
    }

    #[test]
    fn interleaved_reply_below_the_quote_is_kept() {
        let body = "On 3/2/26 10:00, robomod wrote:\n> Your move?\nPASS\n> more\nSTATUS\n";
        assert_eq!(own_lines(body), vec!["PASS", "STATUS"]);
    }

    #[test]
    fn unquoted_original_after_attribution_is_dropped() {
        let body = "HELP\nOn Monday robomod wrote:\nPROGRAM 1GN\n";
        assert_eq!(own_lines(body), vec!["HELP"]);
    }

    #[test]
    fn outlook_blocks_signature_and_end() {
        let body = "PASS\r\n\r\nFrom: robomod <r@x>\r\nSent: Monday\r\nPROGRAM 1\r\n";
        assert_eq!(own_lines(body), vec!["PASS"]);
        let body = "PASS\n-----Original Message-----\nPROGRAM 1\n";
        assert_eq!(own_lines(body), vec!["PASS"]);
        assert_eq!(own_lines("PASS\n-- \nAnn\nHELP"), vec!["PASS"]);
        assert_eq!(own_lines("PASS\nend.\nHELP"), vec!["PASS"]);
        // A signature on the separator's line, the last one.
        assert_eq!(own_lines("F2 L F R U\n-- a.\n\n"), vec!["F2 L F R U"]);
        assert_eq!(own_lines("F2 L F R U\n-- Tom Baker"), vec!["F2 L F R U"]);
        assert_eq!(
            own_lines("F2 L F R U\n-- b.\n\n> Round 1"),
            vec!["F2 L F R U"]
        );
        assert_eq!(
            own_lines("F2\n-- no wait\nF3"),
            vec!["F2", "-- no wait", "F3"]
        );
        assert_eq!(own_lines("F2\n-- F3 L"), vec!["F2", "-- F3 L"]);
        // Above the attribution of the mail she answers, too.
        assert_eq!(
            own_lines(
                "rW yW gE\n-- sent from phone\n\nOn Mon, Mar 2, 2026 at 9:00 AM robomod <r@x> wrote:\n> Hello"
            ),
            vec!["rW yW gE"]
        );
        // A lone From: line is chatter, not a header block.
        assert_eq!(own_lines("From: me\nPASS"), vec!["From: me", "PASS"]);
    }
}

//! The reader of intent: what a line people write means, when the documented grammar
//! ([`super::commands`]) does not read it as it stands. One reader for every game and every
//! language: the phrasings are data ([`crate::phrases`]), the steps are here.
//!
//! A line is cut into **sentences** (at `.`, `!`, `?`, `;`) and a sentence into **clauses** (at
//! a comma, `and` or `then` followed by a command word: `F2 L F R U, then power down`). Each
//! clause, in order:
//! 1. the documented grammar, on the clause as written (`PROGRAM F2 L`, `Resign confirm`);
//! 2. its words normalised ([`crate::phrases::tokens`]), a correction at its start noted (`no
//!    wait, ...`: what it holds replaces what came before), filler taken off both ends;
//! 3. the intents' phrasings, in a fixed order (a letter to the moderator, press, resigning,
//!    withdrawing orders, a game's orders in words such as `power down`, waiting, more time,
//!    the orders on file, the status, the rules, help; for strangers the list and joining).
//!    An intent that acts is not done when a negation stands just before it ("don't power
//!    down") or the sentence holds a hedge ("might", "if", "thinking about"): the clause is a
//!    [`PlayerCommand::Remark`], said back as not done;
//! 4. instructions written in the sentence (`For round 1 I'll play F2, L, F, R, U`): the runs
//!    of words that may be instructions, outside what an intent took, as
//!    [`PlayerCommand::Unmarked`] for the moderator to read with the game (runs of several
//!    sentences made only of instructions are one: `Forward 2. Left. Forward.`);
//! 5. else chatter (thanks, luck, greetings: [`PlayerCommand::Chatter`]) or a question robomod
//!    cannot answer ([`PlayerCommand::Question`], for the moderator).
//!
//! What an intent read from words becomes is wrapped in [`PlayerCommand::Said`] with the
//! clause as written, so that the answer quotes her words and says what they were read as.

use super::commands::{Source, command_from_line, is_command_word};
use super::shapes::strip_list_marker;
use crate::games::words;
use crate::inbound::{Bare, LobbyCommand, PlayerCommand};
use crate::phrases::{Phrases, Token, tokens};

/// The intents that act: not done when negated or hedged.
const ACTING: &[&str] = &["resign_confirm", "resign", "pass", "clear", "wait", "order"];

/// The byte ranges of `line`'s sentences: cut after `.`, `!`, `?` or `;` followed by white space
/// (or at the end), unless the word before the full stop is an abbreviation people write in
/// instructions (one to four letters, as `pn.` or `zach.`, followed by a comma).
fn sentences(line: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = line.as_bytes();
    for (i, c) in line.char_indices() {
        if !matches!(c, '.' | '!' | '?' | ';') {
            continue;
        }
        let next = bytes.get(i + 1).copied();
        if next.is_some_and(|b| !b.is_ascii_whitespace()) {
            continue;
        }
        out.push((start, i + 1));
        start = i + 1;
    }
    if start < line.len() {
        out.push((start, line.len()));
    }
    out.retain(|&(s, e)| {
        !line[s..e]
            .trim()
            .trim_matches(['.', '!', '?', ';'])
            .is_empty()
    });
    out
}

/// Where a clause may start: after `,`, ` and `, ` then ` when the words after it (filler
/// aside) start with a command word or a game's order in words.
fn clauses<'a>(sentence: &'a str, phrases: &Phrases) -> Vec<&'a str> {
    let toks = tokens(sentence);
    let mut cuts = vec![0usize];
    for k in 1..toks.len() {
        let gap = &sentence[toks[k - 1].end..toks[k].start];
        // A dash between spaces parts two thoughts: `2RN 3GE 2BS - no wait, ...`.
        if gap.contains(" - ") || gap.contains(" – ") {
            cuts.push(toks[k].start);
            continue;
        }
        let joined = gap.contains(',')
            || (phrases.is_word("connector", &toks[k].norm) && !toks[k - 1].after_break);
        if !joined {
            continue;
        }
        let rest = &toks[k..];
        let skip = phrases.leading("filler", rest).min(rest.len());
        let head = &rest[skip..];
        // The part up to the next comma names orders with a colon: `and here's my program: ...`.
        let segment_end = (1..rest.len())
            .find(|&j| sentence[rest[j - 1].end..rest[j].start].contains(','))
            .unwrap_or(rest.len());
        let labelled = (0..segment_end).any(|j| {
            words().order_word(&rest[j].norm).is_some()
                && rest
                    .get(j + 1)
                    .is_some_and(|n| sentence[rest[j].end..n.start].contains(':'))
        });
        let starts_command = labelled
            || head.first().is_some_and(|t| is_command_word(&t.norm))
            || phrases
                .find_order(head)
                .is_some_and(|(_, m, _)| m.start == 0)
            || ["resign", "clear", "status", "press"]
                .iter()
                .any(|n| phrases.find(n, head).is_some_and(|(m, _)| m.start == 0));
        if starts_command && skip < rest.len() {
            cuts.push(toks[k].start);
        }
    }
    cuts.push(sentence.len());
    cuts.windows(2)
        .map(|w| {
            sentence[w[0]..w[1]]
                .trim()
                .trim_start_matches(',')
                .trim_end_matches(',')
                .trim()
        })
        .filter(|s| !s.is_empty())
        .collect()
}

/// Whether `t` may be a word of instructions of some game: a notation word, a connector, a
/// number, or a short code (`f3`, `2YS`, `yN`, `u`, `R←`).
fn maybe_instruction(t: &Token, phrases: &Phrases) -> bool {
    let w = t.norm.as_str();
    let w_notation = words().is_notation(w) || phrases.is_word("connector", w);
    let arrows = w.chars().any(|c| "↑→↓←".contains(c));
    let n = w.chars().count();
    let code = n <= 4
        && w.chars().any(|c| c.is_ascii_alphanumeric())
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-".contains(c))
        && (n <= 2 || w.chars().any(|c| c.is_ascii_digit()))
        && w != "i";
    // Letters joined by hyphens: `M-Y-W`.
    let spelled = n >= 3
        && w.contains('-')
        && w.split('-').all(|p| {
            (1..=2).contains(&p.chars().count()) && p.chars().all(|c| c.is_ascii_alphanumeric())
        });
    w_notation || arrows || code || spelled
}

/// Whether `t` (written `as_written`) is a sign of instructions in prose: a digit, an arrow, a
/// single letter, a notation word of four letters or more (`forward`, `north`, `zielona`), or a
/// code with a capital after its first letter (`rW`, `M-Y-W`).
fn strong(t: &Token, as_written: &str) -> bool {
    let w = t.norm.as_str();
    w.chars().any(|c| c.is_ascii_digit() || "↑→↓←".contains(c))
        || (w.chars().count() == 1 && w != "a" && w != "i")
        || (w.chars().count() >= 4 && words().is_notation(w))
        || (as_written.chars().count() <= 5
            && as_written.chars().skip(1).any(char::is_uppercase)
            && as_written.chars().all(|c| c.is_alphanumeric() || c == '-'))
}

/// What one line means (see the module doc); empty when nothing in it is read.
pub(super) fn read_line(line: &str) -> Vec<PlayerCommand> {
    let phrases = Phrases::builtin();
    let body = strip_list_marker(line.trim());
    let mut out: Vec<PlayerCommand> = Vec::new();
    // A run of instructions that filled its sentence: the next such sentence joins it.
    let mut whole_run: Option<usize> = None;
    let mut second = false;
    for (s, e) in sentences(body) {
        let sentence = body[s..e].trim();
        let question = sentence.ends_with('?');
        let parts = clauses(sentence, phrases);
        let last = parts.len().saturating_sub(1);
        for (k, clause) in parts.into_iter().enumerate() {
            // The question mark is the last clause's: `sorry I was away, what did I miss?`.
            let question = question && k == last;
            let before = out.len();
            let hedged = phrases.find("hedge", &tokens(clause)).is_some();
            let whole = read_clause(clause, (line, hedged, question, second), phrases, &mut out);
            // After a correction or a withdrawal in words (`scratch that.`, `jednak nie`), the
            // instructions that follow are a second thought.
            second = second
                || phrases.leading("correction", &tokens(clause)) > 0
                || out[before..].iter().any(|c| {
                    matches!(c, PlayerCommand::Said { read_as, .. } if **read_as == PlayerCommand::Clear)
                });
            match (whole, whole_run) {
                (true, Some(k)) if out.len() == before + 1 => {
                    if let (Some(more), Some(PlayerCommand::Said { line, read_as, .. })) =
                        (out.pop(), out.get_mut(k))
                        && let (
                            PlayerCommand::Said {
                                line: l2,
                                read_as: more,
                                ..
                            },
                            PlayerCommand::Unmarked { text },
                        ) = (more, read_as.as_mut())
                        && let PlayerCommand::Unmarked { text: more } = *more
                    {
                        line.push(' ');
                        line.push_str(&l2);
                        text.push(' ');
                        text.push_str(&more);
                    }
                }
                (true, None) => whole_run = Some(out.len() - 1),
                _ => whole_run = None,
            }
        }
    }
    out
}

/// Instructions written bare, ready for the game: a sentence's full stop or `!` after a word
/// left out (`Left, left, f, right, f3.`, `Forward 2. Left.`).
pub(super) fn bare_text(text: &str) -> String {
    text.split_whitespace()
        .map(|w| w.trim_end_matches(['.', '!', '?']))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The amendments in `commands` (`the last one should be F3`) made whole: the program before
/// each in the same mail with its last instruction changed, as a second thought; one with no
/// program before it is quoted back as not read.
pub(super) fn amend(commands: &mut [PlayerCommand]) {
    let mut last: Option<String> = None;
    for c in commands.iter_mut() {
        match c {
            PlayerCommand::Said {
                line,
                read_as,
                bare: bare @ Bare::Amend,
                ..
            } => {
                let PlayerCommand::Unmarked { text } = read_as.as_mut() else {
                    continue;
                };
                match &last {
                    Some(program) => {
                        let mut cards: Vec<&str> = program
                            .split(|ch: char| ch.is_whitespace() || ch == ',')
                            .filter(|w| !w.is_empty())
                            .collect();
                        cards.pop();
                        let whole = format!("{} {text}", cards.join(" "));
                        *text = whole.trim().to_string();
                        *bare = Bare::SecondThought;
                        last = Some(text.clone());
                    }
                    None => {
                        *c = PlayerCommand::Unknown {
                            line: line.clone(),
                            meant: None,
                        }
                    }
                }
            }
            PlayerCommand::Orders { keyword, text }
                if !text.is_empty() && !words().is_alone(keyword) =>
            {
                last = Some(text.clone());
            }
            PlayerCommand::Unmarked { text } => last = Some(text.clone()),
            PlayerCommand::Said { read_as, .. } => {
                if let PlayerCommand::Unmarked { text } = read_as.as_ref() {
                    last = Some(text.clone());
                }
            }
            _ => {}
        }
    }
}

/// Whether `line` holds more than one sentence or clause: then each is read on its own.
pub(super) fn several(line: &str) -> bool {
    let phrases = Phrases::builtin();
    let body = strip_list_marker(line.trim());
    let s = sentences(body);
    s.len() > 1
        || s.first()
            .is_some_and(|&(a, b)| clauses(&body[a..b], phrases).len() > 1)
}

/// A command the grammar read, tidied as the reader tidies what it reads: an order's text
/// without a sentence's full stop or filler after it, a name given with `JOIN` without the
/// politeness after it (`JOIN 12 AS Mia please`).
pub(super) fn tidy(cmd: PlayerCommand) -> PlayerCommand {
    let phrases = Phrases::builtin();
    match cmd {
        PlayerCommand::Orders { keyword, text } => PlayerCommand::Orders {
            keyword,
            text: orders_text(&text, phrases, false),
        },
        PlayerCommand::Lobby {
            lobby:
                LobbyCommand::Join {
                    game,
                    standby,
                    word,
                    name: Some(name),
                },
        } => {
            let toks = tokens(&name);
            let tail = phrases.trailing("filler", &toks);
            let name = if tail > 0 && tail < toks.len() {
                name[..toks[toks.len() - tail - 1].end].to_string()
            } else {
                name.trim_end_matches(['.', '!']).to_string()
            };
            PlayerCommand::Lobby {
                lobby: LobbyCommand::Join {
                    game,
                    standby,
                    word,
                    name: Some(name),
                },
            }
        }
        other => other,
    }
}

/// `text`'s words from token `from` on, as written.
fn rest_of(text: &str, toks: &[Token], from: usize) -> String {
    toks.get(from)
        .map(|t| text[t.start..].trim().to_string())
        .unwrap_or_default()
}

/// One clause read into `out`; `true` when it was one run of instructions and nothing else.
fn read_clause(
    clause: &str,
    (line, hedged, question, second): (&str, bool, bool, bool),
    phrases: &Phrases,
    out: &mut Vec<PlayerCommand>,
) -> bool {
    let said = |cmd: PlayerCommand, by: &str| PlayerCommand::Said {
        line: clause.to_string(),
        read_as: Box::new(cmd),
        by: by.to_string(),
        bare: Bare::Sentence,
    };
    if let Some(cmd) = command_from_line(clause, Source::Body)
        && !matches!(
            cmd,
            PlayerCommand::Unknown { .. }
                | PlayerCommand::Lobby {
                    lobby: LobbyCommand::Unreadable { .. }
                }
        )
    {
        // STATUS, HELP, ORDERS take nothing after them: what follows is read as well (`STAN
        // poproszę, a ruchy: R F2 F L F3`).
        let rest = matches!(
            cmd,
            PlayerCommand::Status
                | PlayerCommand::Help
                | PlayerCommand::HelpRules
                | PlayerCommand::ShowOrders
        )
        .then(|| {
            let t = tokens(clause);
            let skip = 1 + usize::from(matches!(cmd, PlayerCommand::HelpRules));
            let skip = skip + phrases.leading("filler", &t[skip.min(t.len())..]);
            rest_of(clause, &t, skip)
        })
        .filter(|r| !r.is_empty());
        out.push(match cmd {
            PlayerCommand::Orders { keyword, text } => PlayerCommand::Orders {
                keyword,
                text: orders_text(&text, phrases, true),
            },
            other => tidy(other),
        });
        if let Some(rest) = rest {
            read_clause(
                rest.trim_start_matches([',', ':', ';']).trim(),
                (line, hedged, question, second),
                phrases,
                out,
            );
        }
        return false;
    }
    let all = tokens(clause);
    let lead = phrases.leading("correction", &all);
    let toks: &[Token] = &all[lead..];
    if toks.is_empty() {
        return false;
    }
    // The words that matter, without the filler at both ends: [a, b).
    let mut a = 0;
    loop {
        let n = phrases.leading("filler", &toks[a..]);
        if n == 0 || a + n >= toks.len() {
            break;
        }
        a += n;
    }
    let b = toks.len()
        - phrases
            .trailing("filler", &toks[a..])
            .min(toks.len() - a - 1);
    if toks.is_empty() {
        return false;
    }
    // A salutation alone (`Dear moderator,`) is a greeting: what follows is read as ever, and
    // a mail with nothing robomod can do goes to the moderator whole.
    if let Some((m, _)) = phrases.find("to_moderator", toks)
        && m.start <= a
        && m.end == toks.len()
    {
        out.push(PlayerCommand::Chatter {
            line: clause.to_string(),
        });
        return false;
    }
    // A letter to the moderator: its words first, the rest of the line is the letter.
    if let Some((m, _)) = phrases.find("to_moderator", toks)
        && m.start <= a
        && phrases.leading("filler", &toks[..m.start]) == m.start
        && (m.end == toks.len() || toks[m.end].after_break || {
            let gap = &clause[toks[m.end - 1].end..toks[m.end].start];
            gap.contains(',')
        })
    {
        // `MODERATOR: text` gives the letter after the colon; a salutation (`Drogi
        // moderatorze, czy ...`) is part of the letter.
        let colon =
            m.end < toks.len() && clause[toks[m.end - 1].end..toks[m.end].start].contains(':');
        out.push(PlayerCommand::ToModerator {
            text: if colon || m.end == toks.len() {
                rest_of(clause, toks, m.end)
            } else {
                clause.trim().to_string()
            },
        });
        return false;
    }
    let negated = |start: usize| {
        toks[start.saturating_sub(3)..start]
            .iter()
            .any(|t| phrases.is_word("negation", &t.norm))
    };
    let mut claimed = vec![false; toks.len()];
    let mut read_any = false;
    let mut remark: Option<String> = None;
    let intents: &[&str] = &[
        "amend_last",
        "press",
        "resign_confirm",
        "clear",
        "resign",
        "order",
        "pass",
        "wait",
        "more_time",
        "orders_on_file",
        // Before the status: `what happens if ...` is the rules', `what happens` the status'.
        "rules",
        "status",
        "help",
        "list",
        "join",
    ];
    for &intent in intents {
        let found = if intent == "order" {
            phrases
                .find_order(toks)
                .map(|(o, m, p)| (m, Some(o.to_string()), p))
        } else {
            phrases.find(intent, toks).map(|(m, p)| (m, None, p))
        };
        let Some((m, order, phrasing)) = found else {
            continue;
        };
        let acting = ACTING.contains(&intent);
        // What follows the words ends them: the end, a break, a comma, or filler (`for the
        // next round`, `z gry`).
        let ends = m.end >= b
            || toks[m.end].after_break
            || clause[toks[m.end - 1].end..toks[m.end].start].contains(',')
            || phrases.leading("filler", &toks[m.end..]) > 0;
        // One word counts only as what was said, filler aside (`Pass.`, `rules please`,
        // `Niestety muszę zrezygnować z gry`): `Pass me the salt`, `CLEAR the board`, `Thanks
        // for the help!` are not it. In a question, a word that asks for something counts
        // anywhere (`Możesz mi przypomnieć zasady?`).
        if phrasing.words() == 1
            && !(m.start == a && ends)
            && (acting || !question)
            && !(acting && negated(m.start))
        {
            continue;
        }
        // A question asks, unless it is a request (`could you power me down?`) or asks leave to
        // do what only asks again (`can I leave the game?`: RESIGN asks for its confirmation).
        let asks = question
            && !matches!(intent, "wait" | "resign")
            && phrases.leading("request", toks) == 0;
        let doubted = hedged
            && phrases
                .find("hedge", toks)
                .is_some_and(|(h, _)| h.start < m.start);
        let not_done = acting && (negated(m.start) || doubted || asks);
        // Nor does an order followed by words that make it another verb (`I'll pass on the
        // alliance idea`, `pass me the salt`).
        if acting
            && !not_done
            && m.end < b
            && !ends
            && phrases.is_word("continuation", &toks[m.end].norm)
        {
            continue;
        }
        let by = format!("{intent}: {}", phrasing.source);
        if claimed[m.start..m.end].iter().any(|c| *c) {
            continue;
        }
        // An order said not to, that the game can take back (`don't power down` after a
        // `power down`: `POWER ON`), is taken back.
        if not_done
            && negated(m.start)
            && let Some(undo) = order.as_deref().and_then(|o| phrases.undo(o))
        {
            let (keyword, text) = undo.split_once(' ').unwrap_or((undo, ""));
            claimed[m.start..m.end].iter_mut().for_each(|c| *c = true);
            out.push(said(
                PlayerCommand::Orders {
                    keyword: keyword.to_string(),
                    text: text.to_string(),
                },
                &by,
            ));
            read_any = true;
            continue;
        }
        if not_done {
            remark = Some(match (&order, intent) {
                (Some(o), _) => o.clone(),
                (None, "resign" | "resign_confirm") => "RESIGN".into(),
                (None, "clear") => "CLEAR".into(),
                (None, "wait") => "WAIT".into(),
                _ => "PASS".into(),
            });
            claimed[m.start..m.end].iter_mut().for_each(|c| *c = true);
            continue;
        }
        // Press and joining are said first (`tell Bob ...`), not inside another sentence
        // (`my message to the following addresses`).
        if matches!(intent, "press") && m.start > a {
            continue;
        }
        let cmd = match intent {
            // `the last one should be F3`, `make the last one a left`: resolved against the
            // program before it by the mail reader.
            "amend_last" => {
                let Some(t) = m.text else { continue };
                let text = rest_of(clause, toks, t);
                // `the last one should be the large blue: 2RN 3GE 3BS`: the whole program.
                if let Some((_, program)) = text.split_once(':')
                    && !program.trim().is_empty()
                {
                    out.push(PlayerCommand::Said {
                        line: clause.to_string(),
                        read_as: Box::new(PlayerCommand::Unmarked {
                            text: bare_text(program.trim()),
                        }),
                        by: by.clone(),
                        bare: Bare::SecondThought,
                    });
                    return false;
                }
                let text = text
                    .trim_start_matches("a ")
                    .trim_start_matches("an ")
                    .trim_end_matches(['.', '!'])
                    .to_string();
                out.push(PlayerCommand::Said {
                    line: clause.to_string(),
                    read_as: Box::new(PlayerCommand::Unmarked { text }),
                    by: by.clone(),
                    bare: Bare::Amend,
                });
                return false;
            }
            "press" => {
                let (Some(n), Some(t)) = (m.name, m.text) else {
                    continue;
                };
                if phrases.is_word("not_name", &toks[n].norm) {
                    continue;
                }
                let name = clause[toks[n].start..toks[n].end].to_string();
                let text = rest_of(clause, toks, t);
                let text = text.trim_start_matches([':', ',', '-']).trim().to_string();
                // The whole clause is the message: nothing else in it is read.
                out.push(said(
                    PlayerCommand::Press {
                        to: vec![name],
                        anonymous: false,
                        text,
                    },
                    &by,
                ));
                return false;
            }
            "resign_confirm" => PlayerCommand::ResignConfirm,
            "resign" => PlayerCommand::Resign,
            "clear" => PlayerCommand::Clear,
            "order" => {
                let o = order.unwrap_or_default();
                let (keyword, text) = o.split_once(' ').unwrap_or((&o, ""));
                PlayerCommand::Orders {
                    keyword: keyword.to_string(),
                    text: text.to_string(),
                }
            }
            "pass" => PlayerCommand::Orders {
                keyword: "PASS".into(),
                text: String::new(),
            },
            "wait" => PlayerCommand::Wait { on: true },
            // Time is the moderator's to give: the line goes to them.
            "more_time" => PlayerCommand::ToModerator {
                text: line.trim().to_string(),
            },
            "orders_on_file" => PlayerCommand::ShowOrders,
            "status" => PlayerCommand::Status,
            "rules" => PlayerCommand::HelpRules,
            "help" => PlayerCommand::Help,
            "list" => PlayerCommand::Lobby {
                lobby: LobbyCommand::List { game: None },
            },
            "join" => {
                let Some(game) = m.game else { continue };
                // The name may come in another sentence of the line: `..., please. You can
                // call me Mia Wong.`
                let clause = line;
                let all_line = tokens(clause);
                // The name, with the capitalised words after it (`call me Mia Wong`).
                let name = phrases.find("name", &all_line).and_then(|(nm, _)| {
                    let k = nm.name?;
                    // A name is written with a capital (`I'm in!` names nobody).
                    if !clause[all_line[k].start..]
                        .chars()
                        .next()
                        .is_some_and(char::is_uppercase)
                    {
                        return None;
                    }
                    let mut end = k + 1;
                    while end < all_line.len()
                        && end < k + 3
                        && !all_line[end].after_break
                        && clause[all_line[end].start..]
                            .chars()
                            .next()
                            .is_some_and(char::is_uppercase)
                    {
                        end += 1;
                    }
                    let n = clause[all_line[k].start..all_line[end - 1].end].to_string();
                    (!phrases.is_word("filler", &crate::phrases::norm(&n))).then_some(n)
                });
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Join {
                        game,
                        standby: false,
                        word: None,
                        name,
                    },
                }
            }
            _ => continue,
        };
        claimed[m.start..m.end].iter_mut().for_each(|c| *c = true);
        out.push(said(cmd, &by));
        read_any = true;
    }
    // Instructions in the words no intent took (a hedge does not stop them: orders written
    // out are orders).
    let mut whole = false;
    {
        let runs = runs(clause, toks, &claimed, phrases);
        let significant = b - a;
        // Instructions in a question, or after a word of doubt, are not sent: `is it normal to
        // get no Forward 3?`, `whether 3R north is safe`.
        let doubt = phrases
            .find("hedge", toks)
            .map_or(usize::MAX, |(m, _)| m.start);
        for (ra, rb) in runs {
            if question || doubt < ra {
                continue;
            }
            let run = &toks[ra..rb];
            let strong_count = run
                .iter()
                .filter(|t| {
                    strong(t, &clause[t.start..t.end]) || phrases.is_word("number", &t.norm)
                })
                .count();
            let digits = run
                .iter()
                .any(|t| t.norm.chars().any(|c| c.is_ascii_digit()));
            let covers = (rb - ra) * 5 >= significant * 3;
            // Words alone (`right back`) make a program only when there are three of them.
            let words_only = run
                .iter()
                .filter(|t| t.norm.chars().count() >= 4 && words().is_notation(&t.norm))
                .count();
            let signs = strong_count - words_only.min(strong_count);
            // Words alone after a colon are what it announces (`Register two: turn right`).
            let announced =
                ra > 0 && clause[toks[ra - 1].end..run[0].start].contains(':') && words_only >= 2;
            let enough = if signs == 0 {
                words_only >= 3 || announced
            } else {
                (run.len() >= 2 || digits) && (strong_count >= 2 || covers)
            };
            if !enough {
                continue;
            }
            // As written, numbering and separators kept (`1) Forward 3 2) Left`), connectors
            // left out.
            let mut text = String::new();
            let mut from = run[0].start;
            for t in run {
                if phrases.is_word("connector", &t.norm) {
                    text.push_str(&clause[from..t.start]);
                    from = t.end;
                }
            }
            text.push_str(&clause[from..run[run.len() - 1].end]);
            let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
            whole = ra <= a && rb >= b && !read_any;
            let mut cmd = said(
                PlayerCommand::Unmarked { text },
                "instructions in a sentence",
            );
            if (lead > 0 || second)
                && let PlayerCommand::Said { bare, by, .. } = &mut cmd
            {
                *bare = Bare::SecondThought;
                *by = "instructions after a correction".into();
            }
            out.push(cmd);
            read_any = true;
        }
    }
    if read_any {
        return whole;
    }
    if let Some(command) = remark {
        out.push(PlayerCommand::Remark {
            line: clause.to_string(),
            meant: command,
            undecided: hedged || question,
        });
        return false;
    }
    let core = &toks[a..b];
    // A typo in a game's order in words: `powr down pls` is asked about, in any case.
    if let [first, second, ..] = core
        && let Some(order) = phrases.order_lines().find(|o| {
            let mut w = o.split_whitespace();
            let (Some(head), Some(tail)) = (w.next(), w.next()) else {
                return false;
            };
            second.norm == tail.to_lowercase()
                && super::shapes::near_miss(&first.norm, std::iter::once(head)).is_some()
        })
    {
        out.push(PlayerCommand::Unknown {
            line: clause.to_string(),
            meant: Some(order.to_string()),
        });
        return false;
    }
    // A question after a greeting is a question: `Hi, who runs this game?`.
    if question {
        out.push(PlayerCommand::Question {
            line: clause.to_string(),
            text: line.trim().to_string(),
        });
        return false;
    }
    if phrases.leading("chatter", toks) > 0
        || phrases.leading("greeting", toks) > 0
        || phrases.leading("chatter", core) > 0
    {
        out.push(PlayerCommand::Chatter {
            line: clause.to_string(),
        });
        return false;
    }
    if phrases.leading("question", core) > 0 {
        out.push(PlayerCommand::Question {
            line: clause.to_string(),
            text: line.trim().to_string(),
        });
    }
    false
}

/// The runs of words that may be instructions, outside what an intent took, not across a
/// bracket or a sentence's end: `[start, end)` in `toks`, without connectors at their ends.
fn runs(clause: &str, toks: &[Token], claimed: &[bool], phrases: &Phrases) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (k, t) in toks.iter().enumerate() {
        let ok = !claimed[k] && maybe_instruction(t, phrases);
        // A colon after words of instructions joins them (`bottom to top: 1B 2G`); a bracket
        // or a sentence's end parts them.
        // A colon joins words of instructions to what follows (`bottom to top: 1B 2G`), not a
        // number that labels it (`Register one: forward two`, `round 1: F3 L`).
        let label = toks[k.saturating_sub(1)]
            .norm
            .chars()
            .all(|c| c.is_ascii_digit())
            || phrases.is_word("number", &toks[k.saturating_sub(1)].norm);
        let gap = if k > 0 {
            clause[toks[k - 1].end..t.start].trim()
        } else {
            ""
        };
        let parted = t.after_break
            && k > 0
            && ((label && gap.contains(':'))
                || !clause[toks[k - 1].end..t.start]
                    .trim()
                    .chars()
                    .all(|c| c == ':' || c == ')'));
        if let Some(s) = start
            && (!ok || parted)
        {
            out.push((s, k));
            start = None;
        }
        if ok && start.is_none() {
            start = Some(k);
        }
    }
    if let Some(s) = start {
        out.push((s, toks.len()));
    }
    out.into_iter()
        .filter_map(|(mut a, mut b)| {
            while a < b && phrases.is_word("connector", &toks[a].norm) {
                a += 1;
            }
            while b > a && phrases.is_word("connector", &toks[b - 1].norm) {
                b -= 1;
            }
            (a < b).then_some((a, b))
        })
        .collect()
}

/// The orders written after an order word, ready for the game: what is in brackets (`(6
/// moves)`), the words that introduce them (`is`), connectors between them (`then`) and
/// filler after them (`please`) left out; a sentence's full stop too.
pub(super) fn orders_text(text: &str, phrases: &Phrases, intro: bool) -> String {
    // Words before a colon that are no instructions introduce them: `GOALS for Bob, top
    // down: ...`.
    let text = match text.split_once(':') {
        Some((head, tail))
            if !tail.trim().is_empty()
                && tokens(head).iter().any(|t| !maybe_instruction(t, phrases)) =>
        {
            tail
        }
        _ => text,
    };
    let mut plain = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let toks = tokens(&plain);
    let lead = if intro {
        phrases.leading("intro", &toks)
    } else {
        0
    };
    let mut kept: &[Token] = &toks[lead.min(toks.len())..];
    let tail = phrases.trailing("filler", kept);
    if tail < kept.len() {
        kept = &kept[..kept.len() - tail];
    }
    if kept.is_empty() {
        return text.trim().trim_end_matches(['.', '!']).to_string();
    }
    let from = kept[0].start;
    let to = kept[kept.len() - 1].end;
    // Keep the player's own separators (commas, `+`), drop connectors and sentence marks.
    let inner = &plain[from..to];
    let inner_toks = tokens(inner);
    if inner_toks
        .iter()
        .any(|t| phrases.is_word("connector", &t.norm))
    {
        inner_toks
            .iter()
            .filter(|t| !phrases.is_word("connector", &t.norm))
            .map(|t| &inner[t.start..t.end])
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        inner.trim_end_matches(['.', '!', '?']).to_string()
    }
}

#[cfg(test)]
mod tests;

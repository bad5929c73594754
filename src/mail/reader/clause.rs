//! One clause read (step 3 onwards of the module doc of [`super`]): the documented grammar
//! first, then the intents' phrasings with negation, hedges, questions and corrections, then
//! the instructions in its words, then chatter or a question.

use super::runs::{bare_text, instructions, orders_text};
use super::tidy;
use crate::inbound::{Bare, Edit, LobbyCommand, PlayerCommand, Slot};
use crate::mail::commands::{Source, command_from_line};
use crate::phrases::{Phrases, Token, tokens};

/// The intents that act: not done when negated or hedged.
const ACTING: &[&str] = &["resign_confirm", "resign", "pass", "clear", "wait", "order"];

/// Which rounds a `HISTORY` said in words asks for: a number in the sentence names one
/// (`resend the report of round 4`), else every one (`history_all`) or the last.
fn history_rounds(intent: &str, toks: &[Token]) -> crate::inbound::Rounds {
    let number = toks
        .iter()
        .find_map(|t| t.norm.parse::<u32>().ok().filter(|n| *n > 0));
    match (number, intent) {
        (Some(n), _) => crate::inbound::Rounds::Span { from: n, to: n },
        (None, "history_all") => crate::inbound::Rounds::All,
        (None, _) => crate::inbound::Rounds::Last,
    }
}

/// `text`'s words from token `from` on, as written.
fn rest_of(text: &str, toks: &[Token], from: usize) -> String {
    toks.get(from)
        .map(|t| text[t.start..].trim().to_string())
        .unwrap_or_default()
}

/// One clause read into `out`; `true` when it was one run of instructions and nothing else.
pub(super) fn read_clause(
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
    // An edit of what was sent before (`the first one should be F2`, `swap the L and the R`).
    if let Some(edit) = super::edit::read(clause, &all, phrases) {
        out.push(edit);
        return false;
    }
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
        // Before the status: `send me the report again`, `the game so far`.
        "history_all",
        "history",
        "summary",
        // Before the status: `what happens if ...` is the rules', `what happens` the status'.
        "rules",
        "status",
        "help",
        "list",
        // Before a game's: `join tournament 3` is no seat in game 3.
        "join_tournament",
        "join",
        "observe",
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
                    bare: Bare::Amend(Edit::Put(Slot::Last)),
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
            "history" | "history_all" => PlayerCommand::History {
                rounds: history_rounds(intent, toks),
            },
            "summary" => PlayerCommand::Summary,
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
            "join_tournament" => {
                let Some(id) = m.game else { continue };
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Tournament {
                        what: crate::inbound::Tournament::Join { id, name: None },
                    },
                }
            }
            "observe" => {
                let Some(game) = m.game else { continue };
                PlayerCommand::Lobby {
                    lobby: LobbyCommand::Observe { game, on: true },
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
    for (text, spans) in instructions(clause, toks, &claimed, (a, b), question, phrases) {
        whole = spans && !read_any;
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
                && crate::mail::shapes::near_miss(&first.norm, std::iter::once(head)).is_some()
        })
    {
        out.push(PlayerCommand::Unknown {
            line: clause.to_string(),
            meant: Some(order.to_string()),
            wrong: None,
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
    // A question, or a request robomod has no command for (`please make my robot sleep next
    // round`, `proszę przenieść mnie do innej gry`): the moderator reads it.
    if phrases.leading("question", core) > 0 || phrases.leading("request", toks) > 0 {
        out.push(PlayerCommand::Question {
            line: clause.to_string(),
            text: line.trim().to_string(),
        });
    }
    false
}

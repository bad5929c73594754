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
//!
//! The order of the steps is [`read_line`]'s: reasons in brackets taken out, a held line,
//! then sentence by sentence and clause by clause (`cut.rs` finds where, by a list of small
//! rules), each clause read (`clause.rs`), press going on, second thoughts marked and runs of
//! instructions over several sentences joined; then a name given anywhere. `runs.rs` finds
//! instructions in words; `around.rs` what stands around her words (reasons in
//! brackets, asides, faces); `edit.rs` reads and applies edits; `program.rs` makes one program
//! of a mail's pieces.

use super::shapes::{strip_list_marker, without_labels, without_numbering};
use crate::games::words;
use crate::inbound::{Doubt, LobbyCommand, PlayerCommand};
use crate::phrases::{Phrases, tokens};
pub(super) use around::aside;
use cut::{clauses, sentences};

/// What one line means (see the module doc); empty when nothing in it is read.
pub(super) fn read_line(line: &str) -> Vec<PlayerCommand> {
    // An edit in brackets after her orders (`r f3 l f2 b (zmieniłem zdanie co do ostatniej,
    // ma być u)`) is her next words, never an aside passed over.
    if let Some((before, aside)) = corrected_aside(line) {
        let mut out = read_line(before);
        out.extend(read_line(aside));
        return out;
    }
    read_one_line(line)
}

/// [`read_line`] on a line with no edit in brackets.
fn read_one_line(line: &str) -> Vec<PlayerCommand> {
    let phrases = Phrases::builtin();
    let written = line;
    let line = &*super::shapes::without_faces(line);
    let line = &*super::shapes::without_columns(line);
    let line = around::without_comment(line);
    let line = &*around::without_dashed_asides(line);
    let reasoned = around::without_reasons(strip_list_marker(&without_numbering(line.trim())));
    let reasoned = around::without_said_reasons(&reasoned);
    let labelled = without_labels(&reasoned);
    let labelled = cut::edit_arrows(&labelled);
    let body: &str = &cut::list_separators(&labelled);
    if let Some(held) = edit::held_line(body, phrases) {
        return vec![held];
    }
    let mut out: Vec<PlayerCommand> = Vec::new();
    // A run of instructions that filled its sentence: the next such sentence joins it.
    let mut whole_run: Option<usize> = None;
    let mut held: Vec<&str> = Vec::new();
    let mut second = false;
    // Press read in the line (its place in `out`, where its text ends in `body`).
    let mut press: Option<(usize, usize)> = None;
    // Clauses of notation words alone that read as nothing (`First I rotate to the right.`),
    // with their place in `out`.
    let mut alone: Vec<(usize, PlayerCommand)> = Vec::new();
    let mut asked = false;
    for (s, e) in sentences(body) {
        if crate::mail::cancel::called_off() {
            break;
        }
        let sentence = body[s..e].trim();
        let Some((question, parts)) = parts_of(sentence, asked, phrases) else {
            asked = sentence.ends_with('?');
            continue;
        };
        asked = sentence.ends_with('?');
        let last = parts.len().saturating_sub(1);
        let sentence_start = out.len();
        for (k, clause) in parts.into_iter().enumerate() {
            // The question mark is the last clause's: `sorry I was away, what did I miss?`.
            let question = question && k == last;
            let before = out.len();
            let hedged = phrases.find("hedge", &tokens(clause)).is_some();
            if let Some(edit) = out
                .last()
                .and_then(|b| edit::elided_again(b, clause, phrases))
            {
                out.push(edit);
                continue;
            }
            let whole =
                clause::read_clause(clause, (line, hedged, question, second), phrases, &mut out);
            let end = clause.as_ptr() as usize - body.as_ptr() as usize + clause.len();
            if press_goes_on(&mut out, before, &mut press, &body[..end]) {
                continue;
            }
            withdrawn_after(&mut out, (sentence_start, before), clause, phrases);
            // Words that settle instructions written in doubt before them (`chyba F3 L F R U.
            // tak, niech będzie`): those are her program.
            if out.len() == before && decides(clause, phrases) {
                settle(&mut out);
            }
            if out.len() == before
                && let Some(text) = runs::words_alone(clause, phrases)
                    .or_else(|| runs::sequenced_item(clause, phrases))
            {
                alone.push((out.len(), piece(clause, text)));
            }
            // A short sentence that read as nothing after a sentence of instructions (`Fwd 2.
            // Port. Fwd 1.`) is held: when another such sentence follows, it is one of the
            // run's items, which the game reads or quotes back; never passed over.
            if whole_run.is_some() && out.len() == before && unread_item(clause, phrases) {
                held.push(clause);
                continue;
            }
            // After a correction or a withdrawal in words (`scratch that.`, `jednak nie`), the
            // instructions that follow are a second thought.
            let corrects = corrects(clause, phrases);
            second = second
                || corrects
                || out[before..].iter().any(|c| {
                    matches!(c, PlayerCommand::Said { read_as, .. } if **read_as == PlayerCommand::Clear)
                });
            let run = whole_run;
            whole_run = joined_run(&mut out, before, (whole, corrects), whole_run, &held);
            if whole_run != run {
                held_items(&mut out, run, &held, phrases);
            }
            held.clear();
        }
    }
    held_items(&mut out, whole_run, &held, phrases);
    finished(&mut out, alone, (written, line, body), phrases);
    out
}

/// A sentence's clauses and whether it asks; `None` for her reason for the question before it
/// (`czy jest jakaś gra z wolnym miejscem? bo chcę zagrać z ziomkiem`): no order of its own.
fn parts_of<'s>(
    sentence: &'s str,
    asked: bool,
    phrases: &'s Phrases,
) -> Option<(bool, Vec<&'s str>)> {
    if asked && phrases.leading("reason", &tokens(sentence)) > 0 {
        return None;
    }
    let question = sentence.ends_with('?')
        || question_labelled(sentence, phrases)
        || phrases.trailing("question_tag", &tokens(sentence)) > 0;
    let parts = if conditional(sentence, phrases) {
        vec![sentence]
    } else {
        correction_kept_whole(sentence, clauses(sentence, phrases), phrases)
    };
    Some((question, parts))
}

/// `parts` of `sentence` kept in one clause when the sentence is a correction of two words
/// with a comma between them (`No, wait.`: an interjection, never `no` and the command WAIT).
fn correction_kept_whole<'s>(
    sentence: &'s str,
    parts: Vec<&'s str>,
    phrases: &Phrases,
) -> Vec<&'s str> {
    if parts.len() == 2
        && sentence.split_whitespace().count() == 2
        && two_word_correction(&tokens(sentence), phrases)
    {
        vec![sentence]
    } else {
        parts
    }
}

/// Whether `toks` are a correction's two words and nothing else, a comma between them or not
/// (`No, wait`); `nie, jednak nie` after a question stays her answer.
fn two_word_correction(toks: &[crate::phrases::Token], phrases: &Phrases) -> bool {
    // (Checked on every clause: the words copied only when there are two.)
    if toks.len() != 2 {
        return false;
    }
    let unmarked: Vec<crate::phrases::Token> = (toks.iter().cloned())
        .map(|mut t| {
            t.after_mark = t.after_break;
            t
        })
        .collect();
    phrases.leading("correction", &unmarked) == 2
}

/// The line's reading made whole: edits joined to what they edit, the clauses read `alone`
/// placed, her words quoted as she wrote them (`written`, `line` without faces, `body` as
/// read).
fn finished(
    out: &mut Vec<PlayerCommand>,
    alone: Vec<(usize, PlayerCommand)>,
    (written, line, body): (&str, &str, &str),
    phrases: &Phrases,
) {
    led_into_edit(out);
    edit_before_its_result(out, line);
    placed(out, alone);
    named_anywhere(out, line, phrases);
    quoted_whole(out, body, line);
    edit_quotes_its_program(out, line);
    if line != written {
        around::with_faces(out, line, written);
    }
}

/// Whether `clause` opens with a word of correction, filler before it or not (`scratch that`,
/// `oh wait, no`).
fn corrects(clause: &str, phrases: &Phrases) -> bool {
    let words = tokens(clause);
    let filler = phrases.leading("filler", &words).min(words.len());
    correction_lead(&words, phrases) > 0 || correction_lead(&words[filler..], phrases) > 0
}

/// How many of `toks`' first words say she corrects what went before: a phrasing of
/// `correction` (`no wait`, `a jednak`), or a negation alone that a comma ends, a connector
/// before it at most (`a nie, drugi ma być ...`, `no, make it ...`): the interjection, never
/// the negation of the words after it (`a nie F3`), and only before an instruction or a
/// register named (`no wait, don't, I'll keep going` takes back).
pub(super) fn correction_lead(toks: &[crate::phrases::Token], phrases: &Phrases) -> usize {
    let n = phrases.leading("correction", toks);
    if n > 0 {
        return n;
    }
    if two_word_correction(toks, phrases) {
        return 2;
    }
    let c = usize::from(
        toks.first()
            .is_some_and(|t| phrases.is_word("connector", &t.norm)),
    );
    let negation = toks
        .get(c)
        .is_some_and(|t| (c == 0 || !t.after_mark) && phrases.is_word("negation", &t.norm));
    let comma = toks
        .get(c + 1)
        .is_some_and(|t| t.after_mark && !t.after_break);
    let rest = toks.get(c + 1..).unwrap_or_default();
    // (A code, not a notation word: `And no, I shan't power down` negates.)
    let code = |t: &crate::phrases::Token| {
        t.norm.chars().any(|c| c.is_ascii_digit())
            || (t.norm.chars().count() == 1 && t.norm != "a" && t.norm != "i")
    };
    // (Looked at last: it reads every word after it.)
    if negation && comma && (rest.iter().any(code) || edit::names_any(rest, phrases)) {
        c + 1
    } else {
        0
    }
}

/// Whether `clause` ends declining what came before it: a word of `contrast`, a phrasing of
/// `declined` last, four words at most between (`..., but on
/// Reflection I shall not`, `..., ale jo mysla ze jeszcze niy`).
fn declined(clause: &str, phrases: &Phrases) -> bool {
    ends_after_contrast(clause, "declined", phrases)
}

/// Whether `clause` ends in a phrasing of list `name` after a word of `contrast`, four words
/// at most between them.
fn ends_after_contrast(clause: &str, name: &str, phrases: &Phrases) -> bool {
    let toks = tokens(clause);
    let tail = phrases.trailing(name, &toks);
    let Some(end) = toks.len().checked_sub(tail).filter(|_| tail > 0) else {
        return false;
    };
    (end.saturating_sub(5)..end).any(|k| {
        let lead = phrases.leading("contrast", &toks[k..end]);
        lead > 0 && end - k - lead <= 4
    })
}

/// The orders that act at once (`POWER DOWN`, `RESIGN`) read in `out` from `from` on, taken
/// back when `clause` declines them ([`declined`]): what she says of them is chatter.
fn declined_withdrawn(out: &mut [PlayerCommand], from: usize, clause: &str, phrases: &Phrases) {
    if !declined(clause, phrases) {
        return;
    }
    for c in out.iter_mut().skip(from) {
        if let PlayerCommand::Said { line, read_as, .. } = c
            && clause::acts(read_as)
        {
            *c = PlayerCommand::Chatter { line: line.clone() };
        }
    }
}

/// What `clause`, read into `out[before..]`, takes back of the sentence begun at
/// `sentence_start`: an order declined after a contrast (`..., but I shall not`) is not
/// given; instructions in doubt after one are held back, and a sentence of doubt alone
/// holds back the line before it (`..., na północ. Na razie jednak jeszcze się
/// zastanawiam.`).
fn withdrawn_after(
    out: &mut [PlayerCommand],
    (sentence_start, before): (usize, usize),
    clause: &str,
    phrases: &Phrases,
) {
    declined_withdrawn(out, sentence_start, clause, phrases);
    let from = if out.len() == before {
        0
    } else {
        sentence_start
    };
    doubted_after(out, from, clause, phrases);
}

/// Her instructions read in `out` from `from` on, held back when `clause` ends in doubt
/// after a contrast (`... go flat out with f3 f3 f2 but dunno yet`, `F2 L F3, ale jeszcze
/// nie wiem`): said back undecided, never filed.
fn doubted_after(out: &mut [PlayerCommand], from: usize, clause: &str, phrases: &Phrases) {
    if !ends_after_contrast(clause, "hold", phrases) {
        return;
    }
    for c in out.iter_mut().skip(from) {
        if let PlayerCommand::Unmarked { text } = c.inner() {
            *c = PlayerCommand::Remark {
                line: clause.to_string(),
                meant: text.clone(),
                doubt: crate::inbound::Doubt::Undecided,
            };
        }
    }
}

/// Her line quoted as she wrote it, when it was rewritten to be read (labels taken out,
/// pipes or slashes as commas: `Register 1 - F3; Register 2 - R; ...`) and read whole as one
/// command: the answer quotes her words, never robomod's.
fn quoted_whole(out: &mut [PlayerCommand], body: &str, line: &str) {
    if let [PlayerCommand::Said { line: quoted, .. }] = out
        && body.trim() != line.trim()
        && quoted.trim() == body.trim()
    {
        *quoted = line.trim().to_string();
    }
}

/// An edit of the program written before it on the same line (`forward two forward two turn
/// right ... hmm no make the second one forward three`) quotes the whole line: the answer
/// shows what it changed, not the edit's clause alone.
fn edit_quotes_its_program(out: &mut [PlayerCommand], line: &str) {
    let edit = out.iter().position(|c| {
        matches!(c, PlayerCommand::Said { bare: crate::inbound::Bare::Amend(e), .. }
            if *e != crate::inbound::Edit::Hold)
    });
    let Some(k) = edit else {
        return;
    };
    let piece = out[..k]
        .iter()
        .any(|c| matches!(c.inner(), PlayerCommand::Unmarked { .. }));
    if let (true, PlayerCommand::Said { line: quoted, .. }) = (piece, &mut out[k]) {
        *quoted = line.trim().to_string();
    }
}

/// Whether `sentence` opens with a condition that is no courtesy (`If my robot takes more than
/// 4 damage this round, please power it down`): it is read as one clause, so that what it asks
/// after the comma waits on the condition, a hedge, and is not done.
fn conditional(sentence: &str, phrases: &Phrases) -> bool {
    let words = tokens(sentence);
    let from = phrases.leading("filler", &words).min(words.len());
    phrases.leading("condition", &words[from..]) > 0
        && phrases.leading("polite", &words[from..]) == 0
}

/// A word of taking back right before an edit on its line (`cofam: zamiast F2 chcę F3`) leads
/// into the edit: no withdrawal of what she sent.
fn led_into_edit(out: &mut Vec<PlayerCommand>) {
    let clear = |c: &PlayerCommand| matches!(c, PlayerCommand::Said { read_as, .. } if **read_as == PlayerCommand::Clear);
    let edit = |c: &PlayerCommand| {
        matches!(
            c,
            PlayerCommand::Said {
                bare: crate::inbound::Bare::Amend(_),
                ..
            }
        )
    };
    if let Some(k) = (1..out.len()).find(|&k| clear(&out[k - 1]) && edit(&out[k])) {
        out.remove(k - 1);
    }
}

/// An edit said before a colon and the orders after it (`drop the last one then: program 3bs
/// 1ge 3ye`) names how she made them: the orders are hers, the edit is made by them.
fn edit_before_its_result(out: &mut Vec<PlayerCommand>, line: &str) {
    let orders = |c: &PlayerCommand| match c {
        PlayerCommand::Orders { .. } => true,
        PlayerCommand::Said { read_as, .. } => {
            matches!(
                **read_as,
                PlayerCommand::Unmarked { .. } | PlayerCommand::Orders { .. }
            )
        }
        _ => false,
    };
    let before_colon = |c: &PlayerCommand| match c {
        PlayerCommand::Said {
            line: said,
            bare: crate::inbound::Bare::Amend(_),
            ..
        } if !said.is_empty() => line.find(said.as_str()).is_some_and(|at| {
            let after = &line[at + said.len()..];
            after
                .split_once(':')
                .is_some_and(|(gap, _)| gap.split_whitespace().count() <= 1)
        }),
        _ => false,
    };
    if let Some(k) = (1..out.len()).find(|&k| before_colon(&out[k - 1]) && orders(&out[k])) {
        out.remove(k - 1);
    }
}

/// What is read in a line, made whole: beside instructions that read in it, words of
/// notation alone (`alone`, each with its place) are one of her pieces, in their place: never
/// passed over (`First I rotate to the right. Then I drive three fields forward.`); a
/// correction alone holds back what came before it only when nothing follows it on its line
/// (`F2 L F R U. No wait.`); else it leads into what follows (`jednak nie, skasuj to`).
fn placed(out: &mut Vec<PlayerCommand>, alone: Vec<(usize, PlayerCommand)>) {
    let pieces = out.iter().any(|c| {
        matches!(c, PlayerCommand::Said { read_as, .. } if matches!(**read_as, PlayerCommand::Unmarked { .. }))
    });
    if pieces {
        for (at, cmd) in alone.into_iter().rev() {
            out.insert(at, cmd);
        }
    }
    let last = out.len().saturating_sub(1);
    let mut k = 0;
    out.retain(|c| {
        k += 1;
        k - 1 == last
            || !matches!(
                c,
                PlayerCommand::Said {
                    bare: crate::inbound::Bare::Amend(crate::inbound::Edit::Hold),
                    ..
                }
            )
    });
}

/// Instructions `text` read from `clause`, as a sentence's.
fn piece(clause: &str, text: String) -> PlayerCommand {
    PlayerCommand::Said {
        line: clause.to_string(),
        read_as: Box::new(PlayerCommand::Unmarked { text }),
        by: "instructions in a sentence".into(),
        bare: crate::inbound::Bare::Sentence,
    }
}

/// Whether `clause` is only words that settle (`[words] decided`, filler aside).
fn decides(clause: &str, phrases: &Phrases) -> bool {
    let toks = tokens(clause);
    let mut k = 0;
    let mut any = false;
    while k < toks.len() {
        let d = phrases.leading("decided", &toks[k..]);
        let n = d.max(phrases.leading("filler", &toks[k..]));
        if n == 0 {
            return false;
        }
        any |= d > 0;
        k += n;
    }
    any
}

/// The instructions last said back undecided in `out` for a word of doubt, made hers.
fn settle(out: &mut [PlayerCommand]) {
    let Some(c) = out.iter_mut().rev().find(|c| {
        matches!(c, PlayerCommand::Remark { meant, doubt: Doubt::Undecided, .. }
            if crate::inbound::sure_instructions(meant))
    }) else {
        return;
    };
    if let PlayerCommand::Remark { line, meant, .. } = c.clone() {
        *c = PlayerCommand::Said {
            line,
            read_as: Box::new(PlayerCommand::Unmarked { text: meant }),
            by: "instructions settled after a word of doubt".into(),
            bare: crate::inbound::Bare::Sentence,
        };
    }
}

/// Whether `clause` may be an item of a run of instructions that did not read (`Port.`):
/// three words at most, none of them prose (thanks, greetings, filler).
fn unread_item(clause: &str, phrases: &Phrases) -> bool {
    let toks = tokens(clause);
    (1..=3).contains(&toks.len()) && !toks.iter().any(|t| runs::prose_word(t, phrases))
}

/// A run of instructions that filled its clause (`whole`, just read into `out[before..]`)
/// joins the one at `run` that filled the sentence before it (`Forward 2. Left. Forward.`),
/// with the sentences `held` between them;
/// a second thought (`corrects`) is no more of the run before it (`F2 L F R U, no wait, F3
/// ...`) but may start one. Where the run now is.
fn joined_run(
    out: &mut Vec<PlayerCommand>,
    before: usize,
    (whole, corrects): (bool, bool),
    run: Option<usize>,
    held: &[&str],
) -> Option<usize> {
    match run {
        _ if !whole => None,
        None => Some(out.len() - 1),
        Some(k) if out.len() == before + 1 && !corrects => {
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
                push_items(line, text, held);
                line.push(' ');
                line.push_str(&l2);
                text.push(' ');
                text.push_str(&more);
            }
            Some(k)
        }
        Some(_) => None,
    }
}

/// The sentences `held` after the run at `run` that no run followed (`Forward 2. Left.
/// Thanks!`, `F3; L; F2; R. U.`): when every word of them may be an instruction, they are
/// items of the run, which the game reads or quotes back; never dropped.
fn held_items(out: &mut [PlayerCommand], run: Option<usize>, held: &[&str], phrases: &Phrases) {
    let codes = held.iter().all(|h| {
        tokens(h)
            .iter()
            .all(|t| runs::maybe_instruction(t, phrases))
    });
    if let Some(k) = run
        && codes
        && let Some(PlayerCommand::Said { line, read_as, .. }) = out.get_mut(k)
        && let PlayerCommand::Unmarked { text } = read_as.as_mut()
    {
        push_items(line, text, held);
    }
}

/// The sentences `items` put after a run's words (`line`) and its instructions (`text`).
fn push_items(line: &mut String, text: &mut String, items: &[&str]) {
    for item in items {
        line.push(' ');
        line.push_str(item);
        text.push(' ');
        text.push_str(&bare_text(item));
    }
}

/// The words after press (or a letter to the moderator) on its line are its message while
/// they are nothing robomod acts on (`Tell Bob good luck! May the best robot win.`, `Do
/// moderatora: czy można przedłużyć termin? wyjeżdżam w weekend`): the clause just read
/// (`out[before..]`, ending where `upto` ends) joins the press at `press`. A press just read
/// opens it.
fn press_goes_on(
    out: &mut Vec<PlayerCommand>,
    before: usize,
    press: &mut Option<(usize, usize)>,
    upto: &str,
) -> bool {
    // A letter to the moderator takes her questions too; press only what is no question.
    let letter = press.is_some_and(|(k, _)| {
        matches!(
            out.get(k).map(PlayerCommand::inner),
            Some(PlayerCommand::ToModerator { .. })
        )
    });
    let nothing = out[before..].iter().all(|c| {
        matches!(c, PlayerCommand::Chatter { .. })
            || (letter && matches!(c, PlayerCommand::Question { .. }))
    });
    if let Some((k, from)) = *press
        && nothing
        && let Some(said) = out.get_mut(k)
    {
        let more = &upto[from..];
        let (line, read_as) = match said {
            PlayerCommand::Said { line, read_as, .. } => (Some(line), read_as.as_mut()),
            other => (None, other),
        };
        if let PlayerCommand::Press { text, .. } | PlayerCommand::ToModerator { text } = read_as {
            text.push_str(more);
            if let Some(line) = line {
                line.push_str(more);
            }
            *press = Some((k, upto.len()));
            out.truncate(before);
            return true;
        }
    }
    *press = match out[before..].last().map(PlayerCommand::inner) {
        Some(PlayerCommand::Press { .. } | PlayerCommand::ToModerator { .. }) => {
            Some((out.len() - 1, upto.len()))
        }
        _ => None,
    };
    false
}

/// A seat asked for with no name, in words or in the grammar (`I'd like to join game 3,
/// please.`), takes the name she gives anywhere in the line (`Call me Rusty.`); a name given
/// again after a correction replaces the one written with it (`join 12 as Jess - wait no, use
/// JessH`). [`name_seats`] does the same over a whole mail.
fn named_anywhere(out: &mut [PlayerCommand], line: &str, phrases: &Phrases) {
    name_seats(out, &[line], phrases);
}

/// The seats asked for in `commands` take the name `lines` (her own lines, the subject's
/// too) choose (`naming.rs`): a seat asked for with no name takes the one name given; a name
/// given again after a correction replaces any. Names that differ, with no correction
/// between them: a seat asked for in words or with no name is asked about
/// ([`LobbyCommand::NameUnsure`]), one written with its name (`JOIN 12 AS Mia`) keeps it.
pub(super) fn name_seats(commands: &mut [PlayerCommand], lines: &[&str], phrases: &Phrases) {
    let given: Vec<naming::Given> = lines
        .iter()
        .flat_map(|l| naming::names_given(l, phrases))
        .collect();
    let again = given.iter().any(|g| g.again);
    let chosen = naming::chosen(&given);
    for c in commands.iter_mut() {
        // A seat read in words was named by these same phrasings: the whole mail decides.
        let (lobby, in_words) = match c {
            PlayerCommand::Lobby { lobby } => (lobby, false),
            PlayerCommand::Said { read_as, .. } => match read_as.as_mut() {
                PlayerCommand::Lobby { lobby } => (lobby, true),
                _ => continue,
            },
            _ => continue,
        };
        if let LobbyCommand::JoinOpen { name } = lobby {
            match &chosen {
                naming::Chosen::One(one) => *name = Some(one.clone()),
                // Two names and no game: no seat taken on a guess; the games listed.
                naming::Chosen::Unsure(_) => *lobby = LobbyCommand::List { game: None },
                _ => {}
            }
            continue;
        }
        let LobbyCommand::Join { game, name, .. } = lobby else {
            continue;
        };
        let open = name.is_none() || in_words;
        match &chosen {
            naming::Chosen::One(one) if open || again => *name = Some(one.clone()),
            naming::Chosen::Unsure(names) if open => {
                *lobby = LobbyCommand::NameUnsure {
                    game: *game,
                    names: names.clone(),
                };
            }
            _ => {}
        }
    }
}

/// The seat a fresh mail's subject asks for, in words or in lower case (`join 12`, `Joining
/// game 12`): nothing else is read from a subject in words. `None` for a reply's subject.
pub(super) fn seat_in_subject(subject: &str) -> Option<PlayerCommand> {
    let (subject, reply) = crate::inbound::strip_reply_prefixes(subject.trim());
    if reply || subject.is_empty() {
        return None;
    }
    read_line(subject).into_iter().find(|c| {
        matches!(
            c.inner(),
            PlayerCommand::Lobby {
                lobby: LobbyCommand::Join { .. }
            }
        )
    })
}

/// The edits in words in `commands` (`the last one should be F3`, `swap the L and the R`,
/// `on second thought, don't`) made whole against what was sent before them in the same mail
/// (see `edit.rs`); one with nothing to edit is quoted back as not read.
/// Orders a hold keeps back (`wait, let me check it first`) are taken out; their lines
/// belong to the hold, which says them back as undecided.
pub(super) fn amend(reading: &mut super::blocks::Reading) {
    let held = edit::apply(&mut reading.commands, Phrases::builtin());
    for (k, hold) in held.into_iter().rev() {
        reading.commands.remove(k);
        for owner in reading.owner.iter_mut().flatten() {
            if *owner == k {
                *owner = hold;
            }
            if *owner > k {
                *owner -= 1;
            }
        }
    }
}

/// Whether a sentence or clause of `line` is an edit in words (`F2 L F R F. Last one a
/// U-turn`): such a line is read by the reader, never taken whole as instructions.
pub(super) fn edits(line: &str) -> bool {
    edits_where(line, |_| true)
}

/// Whether a clause of `line` is an edit in words that changes what she wrote (no hold).
fn changes(line: &str) -> bool {
    edits_where(line, |c| {
        !matches!(
            c,
            PlayerCommand::Said {
                bare: crate::inbound::Bare::Amend(crate::inbound::Edit::Hold),
                ..
            }
        )
    })
}

/// Whether a clause of `line` is an edit in words that `keep` takes.
fn edits_where(line: &str, keep: impl Fn(&PlayerCommand) -> bool) -> bool {
    let phrases = Phrases::builtin();
    let body = strip_list_marker(line.trim());
    sentences(body).into_iter().any(|(a, b)| {
        clauses(&body[a..b], phrases)
            .into_iter()
            .any(|c| edit::read(c, &tokens(c), phrases).is_some_and(|e| keep(&e)))
    })
}

/// `line` parted before the brackets it ends with, when what they hold edits what comes
/// before them (`(zmieniłem zdanie co do ostatniej, ma być u)`; not `(korekta)`, `(i.e. 2R
/// is first goal)`): the words before, and the words inside.
pub(in crate::mail) fn corrected_aside(line: &str) -> Option<(&str, &str)> {
    let body = line.trim_end().strip_suffix(')')?;
    let open = body.rfind('(')?;
    let (before, aside) = (&body[..open], &body[open + 1..]);
    (!before.trim().is_empty() && !aside.contains(['(', ')']) && changes(aside))
        .then_some((before, aside))
}

/// Whether `sentence` opens with a label of a question and its colon (`Q: can I power
/// down`): a question, its mark or not.
fn question_labelled(sentence: &str, phrases: &Phrases) -> bool {
    let toks = tokens(sentence);
    let n = phrases.leading("question_label", &toks);
    n > 0 && n < toks.len() && sentence[toks[n - 1].end..toks[n].start].contains(':')
}

/// Whether `line` opens by adding cards after the last (`+ append: R, F2`, `dopisz na końcu
/// U`): an edit even when it is marked as an item.
pub(super) fn adds(line: &str) -> bool {
    let phrases = Phrases::builtin();
    let body = strip_list_marker(line.trim());
    let toks = tokens(body);
    phrases.find("amend_last", &toks).is_some_and(|(m, _)| {
        m.start == 0
            && phrases
                .find("added", &toks[..m.text.unwrap_or(m.end)])
                .is_some()
    })
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
        // Words that introduce the orders (`PROGRAM for round 1 is F2 L F R U`) are left out
        // when instructions follow them, never before prose (`GOALS are overrated`).
        PlayerCommand::Orders { keyword, text } => PlayerCommand::Orders {
            keyword,
            text: Some(runs::orders_text(&text, phrases, true))
                .filter(|t| super::shapes::has_instruction_sign(t, words()))
                .unwrap_or_else(|| runs::orders_text(&text, phrases, false)),
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

mod around;
mod clause;
mod cut;
mod edit;
mod naming;
mod program;
mod runs;
mod who;

pub(super) use clause::cards_after_word;
pub(super) use program::one_program;

pub(super) use around::without_comment;
pub(super) use runs::{bare_text, orders_text, prose_word, said_only, symbol};

#[cfg(test)]
mod blind16_tests;
#[cfg(test)]
mod blind17_tests;
#[cfg(test)]
mod blind19_tests;
#[cfg(test)]
mod blind20_tests;
#[cfg(test)]
mod blind21_tests;
#[cfg(test)]
mod blind22_tests;
#[cfg(test)]
mod blind23_tests;
#[cfg(test)]
mod blind24_tests;
#[cfg(test)]
mod blind25_tests;
#[cfg(test)]
mod blind27_tests;
#[cfg(test)]
mod blind29_tests;
#[cfg(test)]
mod blind31_tests;
#[cfg(test)]
mod blind_late_tests;
#[cfg(test)]
mod blind_tests;
#[cfg(test)]
mod family_tests;
#[cfg(test)]
mod lobby_tests;
#[cfg(test)]
mod probe_tests;
#[cfg(test)]
mod tests;

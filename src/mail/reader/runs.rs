//! Instructions in people's words: which words may be instructions ([`maybe_instruction`]),
//! the runs of them in a clause ([`runs`]) and which runs are read ([`instructions`]), and the
//! text a game is given (`orders_text`, `bare_text`): connectors, brackets, sentence marks and
//! filler left out. The game itself reads the text; nothing here names a game.

use crate::games::words;
use crate::phrases::{Phrases, Token, tokens};

mod joined;
mod orders;
use joined::{listed, near_runs_joined};
pub(in crate::mail) use orders::{orders_text, said_only};

/// A symbol a game's notation may use inside a word (`R←`): one of Unicode's arrows. Which
/// arrow means what is the game's to read; other symbols (`€`, `–`) are prose.
pub(in crate::mail) fn symbol(c: char) -> bool {
    // (And the arrows a phone offers as pictures: `⬆️`, `⬅️`, `➡️`, `⬇️`.)
    ('\u{2190}'..='\u{21FF}').contains(&c) || matches!(c, '\u{2B05}'..='\u{2B07}' | '\u{27A1}')
}

/// Whether `t` may be a word of instructions of some game: a notation word, a connector, a
/// number, or a short code (`f3`, `2YS`, `yN`, `u`, `R←`).
pub(super) fn maybe_instruction(t: &Token, phrases: &Phrases) -> bool {
    let w = t.norm.as_str();
    let w_notation = words().is_notation(w) || phrases.is_word("connector", w);
    // Short words of prose (`my`, `it`, `in`) are no codes; nor is slang around orders
    // (`gg`, `xd`, `lol`).
    if !w_notation && (phrases.is_word("prose", w) || phrases.is_word("slang", w)) {
        return false;
    }
    let symbols = w.chars().any(symbol);
    let n = w.chars().count();
    let code = n <= 4
        && w.chars().any(|c| c.is_ascii_alphanumeric())
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || "+-".contains(c))
        && (n <= 2 || w.chars().any(|c| c.is_ascii_digit()))
        && w != "i";
    // A code with a key slipped beside it (`F@`, `L#`): the game quotes it back, never
    // passed over.
    let slipped = n == 2
        && w.starts_with(|c: char| c.is_ascii_alphabetic())
        && w.ends_with(|c: char| "@#$%^&*=~`".contains(c));
    // Letters joined by hyphens: `M-Y-W`.
    let spelled = n >= 3
        && w.contains('-')
        && w.split('-').all(|p| {
            (1..=2).contains(&p.chars().count()) && p.chars().all(|c| c.is_ascii_alphanumeric())
        });
    w_notation
        || symbols
        || code
        // A notation word and its number written together: `forward3`, `naprzod2`.
        || words().is_numbered(w)
        || words().is_glued(w)
        || slipped
        || spelled
        // A near miss of a notation word that is a word of her phrasebooks is that word
        // (`shall`, not `small`).
        || (crate::mail::shapes::near_notation(w, words()) && !phrases.knows(w))
}

/// Whether `t` (written `as_written`) is a code written as one: a sign of instructions
/// ([`strong`]) with a capital or a figure in it (`F2`, `U`, `3GN`; not `o`, `jedno`). Words
/// about her orders that hold none (`the others moving down one`) name no card.
pub(super) fn written_code(t: &Token, as_written: &str) -> bool {
    strong(t, as_written)
        && as_written
            .chars()
            .any(|c| c.is_uppercase() || c.is_ascii_digit())
}

/// Whether `t` (written `as_written`) is a sign of instructions in prose: a digit, a symbol (an arrow), a
/// single letter, a notation word of four letters or more (`forward`, `north`, `zielona`), or a
/// code with a capital after its first letter (`rW`, `M-Y-W`, `LYW`; a word in capitals of
/// four letters or more, `DOWN`, is none).
pub(super) fn strong(t: &Token, as_written: &str) -> bool {
    let w = t.norm.as_str();
    w.chars().any(|c| c.is_ascii_digit() || symbol(c))
        || (w.chars().count() == 1 && w != "a" && w != "i")
        || (w.chars().count() >= 4 && words().is_notation(w))
        || (as_written.chars().count() <= 5
            && as_written.chars().skip(1).any(char::is_uppercase)
            && as_written.chars().all(|c| c.is_alphanumeric() || c == '-')
            // A word written in capitals (`POWER`, `DOWN`) is no code of four letters or more.
            && (as_written.chars().count() <= 3
                || as_written.contains('-')
                || as_written.chars().any(char::is_lowercase)))
}

/// Which of `toks` are connectors between instructions, phrasings of several words included
/// (`na koniec`, `and after that`). Each phrasing is tried where a word starts: bounded work a
/// word.
fn connectors(toks: &[Token], phrases: &Phrases) -> Vec<bool> {
    let mut out = vec![false; toks.len()];
    let mut k = 0;
    while k < toks.len() {
        let n = phrases.leading("connector", &toks[k..]);
        for c in out.iter_mut().skip(k).take(n) {
            *c = true;
        }
        k += n.max(1);
    }
    out
}

/// `claimed` with the words of chatter among instructions taken too (`F2 L F R U, to
/// wszystko`, `..., and that's all`): no code (`to`) of them is an instruction. A word alone
/// is never chatter here (`whatever feels best`); a count after her moves is (`..., that's
/// 6 moves`, `..., 6 moves total`; not `forward two steps`); so is filler last.
fn with_chatter(clause: &str, toks: &[Token], claimed: &[bool], phrases: &Phrases) -> Vec<bool> {
    let mut out = claimed.to_vec();
    let sign = |t: &Token| words().is_notation(&t.norm) || t.norm.chars().any(symbol);
    // Where the first and the last sign of instructions are (one pass, not one per pair).
    let first_sign = toks.iter().position(sign).unwrap_or(usize::MAX);
    let last_sign = toks.iter().rposition(sign);
    for (k, pair) in toks.windows(2).enumerate() {
        // (`w 6 ruchach`, `in 6 moves`: a count, though `w` is a notation word.)
        let measured = k > 0
            && words().is_notation(&toks[k - 1].norm)
            && !phrases.is_word("counted_in", &toks[k - 1].norm)
            && clause[toks[k - 1].end..pair[0].start].trim().is_empty();
        // (A count before her moves stays with them: `only one move: red west`.) A count
        // alone among words of prose is chatter too (`That's 6 moves I believe.`).
        let after_moves = first_sign < k;
        let alone = last_sign.is_none_or(|last| last < k + 2);
        if counted(pair, phrases) && !measured && (after_moves || alone) {
            // With the word before it (`w 6 ruchach`) and what sums it up after it (`6 moves
            // total`, `6 ruchów łącznie`).
            let lead = k > 0 && phrases.is_word("counted_in", &toks[k - 1].norm);
            let k = k - usize::from(lead);
            let mut end = k + 2 + usize::from(lead);
            while let n @ 1.. = phrases.leading("only", &toks[end..]) {
                end += n;
            }
            out[k..end].fill(true);
        }
    }
    let mut k = 0;
    while k < toks.len() {
        let n = phrases.leading("chatter", &toks[k..]);
        if n > 1 {
            for c in out.iter_mut().skip(k).take(n) {
                *c = true;
            }
        }
        k += n.max(1);
    }
    // Her voice last, two words or more (`... and u-turn i guess`).
    let tail = phrases.trailing("filler", toks);
    if tail >= 2 && tail < toks.len() {
        out[toks.len() - tail..].fill(true);
    }
    out
}

/// The instructions written in a clause's words that no intent took: each run that looks
/// like instructions enough (see the module doc of [`super`]), as written with connectors left
/// out, and whether it spans the clause's words `[a, b)`.
pub(super) fn instructions(
    clause: &str,
    toks: &[Token],
    claimed: &[bool],
    span: (usize, usize),
    question: bool,
    phrases: &Phrases,
) -> Vec<(String, bool)> {
    instructions_in(clause, toks, claimed, span, (question, true), phrases)
}

/// The instructions written after a word of doubt (`ok so maybe F3 L F R U`), asked for
/// when [`instructions`] found none sure: not sent, but said back as undecided, never passed
/// over in silence.
pub(super) fn doubted(
    clause: &str,
    toks: &[Token],
    claimed: &[bool],
    span: (usize, usize),
    phrases: &Phrases,
) -> Vec<String> {
    // Two words at least that only instructions write: codes (`F3`, `L`, `2RN`) or a game's
    // words (`forward`), never `co na 4`.
    let code = |w: &str| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric());
        (w.chars().count() <= 3
            && w.chars().any(char::is_uppercase)
            && w.chars().all(char::is_alphanumeric))
            || (w.chars().count() >= 4 && words().is_notation(&w.to_lowercase()))
    };
    instructions_in(clause, toks, claimed, span, (false, false), phrases)
        .into_iter()
        .map(|(text, _)| text)
        .filter(|t| t.split_whitespace().filter(|w| code(w)).count() >= 2)
        .collect()
}

/// [`instructions`], a word of doubt counted or not (`doubt`).
fn instructions_in(
    clause: &str,
    toks: &[Token],
    claimed: &[bool],
    (a, b): (usize, usize),
    (question, doubt): (bool, bool),
    phrases: &Phrases,
) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    let mut joins = connectors(toks, phrases);
    let claimed = &with_chatter(clause, toks, claimed, phrases);
    let claimed = &with_reasons(clause, toks, claimed, phrases);
    let runs = runs(clause, toks, claimed, &joins, phrases);
    let runs = sure_runs(clause, toks, runs, (question, doubt), phrases);
    // Instructions whose subject is someone else (`Bob's bot shd just go F3 F3`) are none of
    // hers.
    let runs: Vec<_> = (runs.into_iter())
        .filter(|&(ra, _)| !super::who::instructions_of_someone_else(clause, toks, ra, phrases))
        .filter(|&run| !reasoned(clause, toks, run, phrases))
        .collect();
    let runs = listed(clause, toks, claimed, &mut joins, runs, phrases);
    let voiced = voiced(toks, phrases);
    let enough: Vec<bool> = runs
        .iter()
        .map(|&(ra, rb)| enough(clause, toks, (ra, rb), (a, b), &voiced, phrases))
        .collect();
    let (runs, enough) = near_runs_joined(clause, toks, &mut joins, runs, enough, phrases);
    let chained = chained(clause, toks, &runs, enough, phrases);
    let (runs, chained) = joined::between(clause, toks, (claimed, &joins), runs, chained, phrases);
    let last = chained.iter().rposition(|&e| e);
    for (k, (&(ra, rb), &enough)) in runs.iter().zip(&chained).enumerate() {
        if !enough {
            continue;
        }
        let mut text = written(clause, toks, (ra, rb), &joins, phrases);
        let told = (Some(k) == last)
            .then(|| registers_told(clause, toks, rb, b, phrases))
            .flatten();
        if let Some(told) = told {
            text = format!("{text}, {told}");
        }
        out.push((text, ra <= a && rb >= b));
    }
    out
}

/// `claimed` with the items her reason opens in a word taken too, up to the next comma (`...,
/// potem L, bo taśmociąg zniósłby mnie w prawo, następnie F i R`): no word of them is an
/// instruction. (Not a word of `reason_weak`: `dlatego F2`, `go forward by two`.)
fn with_reasons(clause: &str, toks: &[Token], claimed: &[bool], phrases: &Phrases) -> Vec<bool> {
    let mut out = claimed.to_vec();
    // (Her reason ends at a colon too: `since that's how I built it: large yellow ...`.)
    let comma = |k: usize| k > 0 && clause[toks[k - 1].end..toks[k].start].contains([',', ':']);
    let mut k = 0;
    while k < toks.len() {
        let opens = (k == 0 || comma(k))
            && phrases.leading("reason", &toks[k..]) == 1
            && !phrases.is_word("reason_weak", &toks[k].norm);
        if !opens {
            k += 1;
            continue;
        }
        let end = (k + 1..toks.len())
            .find(|&j| comma(j))
            .unwrap_or(toks.len());
        out[k..end].fill(true);
        k = end;
    }
    out
}

/// Whether run `[ra, rb)` speaks of cards with her reason for them rather than playing
/// them: right after a word of `mention` opening the clause, with a reason after it (`the u
/// turn first cos I'm facing the wrong way`, `the two forward twos cos it's a long road`), or
/// after a label of her reason and its colon (`Rationale: face N first.`).
fn reasoned(clause: &str, toks: &[Token], (ra, rb): (usize, usize), phrases: &Phrases) -> bool {
    let mention = ra == 1
        && phrases.is_word("mention", &toks[0].norm)
        && phrases.find("reason", &toks[rb..]).is_some();
    let labelled = toks.len() > 1
        && phrases.is_word("reason_label", &toks[0].norm)
        && clause[toks[0].end..toks[1].start].contains(':');
    mention || labelled
}

/// The words after her last run, up to the clause's end `b`, when they say in prose what
/// her registers do (`f2 left f1 then copy what Bob does for the last 2`): led by a
/// connector of sequence and naming a register. They are an instruction that did not read,
/// for the game to quote: never dropped while the rest is applied, its registers drawn at
/// random.
fn registers_told(
    clause: &str,
    toks: &[Token],
    rb: usize,
    b: usize,
    phrases: &Phrases,
) -> Option<String> {
    let tail = toks.get(rb..b).filter(|t| !t.is_empty())?;
    let lead = phrases.leading("sequence", tail);
    (lead > 0 && lead < tail.len() && super::edit::names_any(&tail[lead..], phrases))
        .then(|| clause[tail[lead].start..tail[tail.len() - 1].end].to_string())
}

/// The runs not in doubt: instructions in a question, or after a word of doubt, are not sent
/// (`is it normal to get no Forward 3?`, `whether 3R north is safe`), unless a colon announces
/// them after the doubt (`chyba mam: rW yW ...`); nor are instructions she says were a mistake
/// (`F2 L F R U was a mistake`).
fn sure_runs(
    clause: &str,
    toks: &[Token],
    runs: Vec<(usize, usize)>,
    (question, doubt): (bool, bool),
    phrases: &Phrases,
) -> Vec<(usize, usize)> {
    let doubt = (phrases.find("hedge", toks))
        .filter(|_| doubt)
        .map_or(usize::MAX, |(m, _)| m.start);
    let sure = toks
        .get(doubt..)
        .and_then(|after| {
            after
                .windows(2)
                .position(|w| clause[w[0].end..w[1].start].contains(':'))
        })
        .map_or(usize::MAX, |p| doubt + p + 1);
    let (dropped_from, dropped_to) = abandoned(toks, phrases);
    runs.into_iter()
        .filter(|&(ra, _)| !(dropped_from..dropped_to).contains(&ra))
        .filter(|&(ra, _)| !question && (doubt >= ra || ra >= sure))
        .filter(|&(_, rb)| phrases.leading("disowned", &toks[rb..]) == 0)
        .collect()
}

/// The words of a plan she gave up, up to the word of contrast after it (`so i was gonna do
/// f3 f3 but bob's in the way so like f2 r f l b`): `[from, to)`, empty when there is none.
fn abandoned(toks: &[Token], phrases: &Phrases) -> (usize, usize) {
    let Some((m, _)) = phrases.find("abandoned", toks) else {
        return (0, 0);
    };
    (m.end..toks.len())
        .find(|&k| phrases.leading("contrast", &toks[k..]) > 0)
        .map_or((0, 0), |c| (m.end, c))
}

/// Runs parted only by numbers that label them (`1: F2 2: L 3: F`) are judged together: one
/// that reads as `enough` carries the others; so does any, for a run of notation words after
/// a connector.
fn chained(
    clause: &str,
    toks: &[Token],
    runs: &[(usize, usize)],
    enough: Vec<bool>,
    phrases: &Phrases,
) -> Vec<bool> {
    let mut chained = enough;
    let signed = |(ra, rb): (usize, usize)| {
        toks[ra..rb]
            .iter()
            .any(|t| strong(t, &clause[t.start..t.end]))
    };
    for i in 1..runs.len() {
        let gap = &toks[runs[i - 1].1..runs[i].0];
        let linked = gap.len() == 1
            && (gap[0].norm.chars().all(|c| c.is_ascii_digit())
                || phrases.is_word("number", &gap[0].norm))
            && clause[gap[0].end..toks[runs[i].0].start].contains(':');
        if linked && chained[i - 1] && signed(runs[i]) {
            chained[i] = true;
        }
        if linked && chained[i] && signed(runs[i - 1]) {
            chained[i - 1] = true;
        }
    }
    // A run of notation words led by a connector of sequence (`... to get off the start then
    // turn right cos ...`) is one of her list when another run of the clause is: never
    // dropped between them.
    if chained.contains(&true) {
        for (i, &(ra, rb)) in runs.iter().enumerate() {
            // (An article between: `then the medium red south`.)
            let before = &toks[..ra - phrases.trailing("article", &toks[..ra]).min(1)];
            let sequenced = phrases.trailing("sequence", before) > 0;
            let led = sequenced || phrases.trailing("connector", before) > 0;
            // (Codes after a connector of sequence too: `and finish up with the F`.)
            let notation = toks[ra..rb].iter().any(|t| {
                words().is_notation(&t.norm)
                    || (sequenced
                        && written_code(t, &clause[t.start..t.end])
                        && t.norm.chars().any(char::is_alphabetic))
            });
            chained[i] |= led && notation;
        }
        // So is the run of notation words her clause opens with, a connector or a comma
        // leading from it into one of her list (`big red one on top, then the little blue
        // one, ...`).
        let first = runs.first().copied();
        if let (Some((ra, rb)), Some(&(next, _))) = (first, runs.get(1)) {
            // (Her verb of playing and an article before it: `Send the big yellow west, ...`.)
            let opens = toks[..ra].iter().all(|t| {
                prose_word(t, phrases)
                    || phrases.is_word("article", &t.norm)
                    || phrases.is_word("play", &t.norm)
            });
            let mut gap = &toks[rb..next];
            let leads = !gap.is_empty() && {
                while let Some(t) = gap.first() {
                    let n = ["sequence", "connector", "article"]
                        .iter()
                        .map(|l| phrases.leading(l, gap))
                        .max()
                        .unwrap_or(0);
                    if n == 0 || t.after_break {
                        break;
                    }
                    gap = &gap[n..];
                }
                gap.is_empty()
            };
            let notation = toks[ra..rb].iter().any(|t| words().is_notation(&t.norm));
            chained[0] |= opens && leads && notation && chained[1];
        }
    }
    chained
}

/// The run `[ra, rb)` as written, numbering and separators kept (`1) Forward 3 2) Left`),
/// connectors left out; an abbreviation keeps its full stop (`zawr.`): the game reads it by it.
fn written(
    clause: &str,
    toks: &[Token],
    (ra, rb): (usize, usize),
    joins: &[bool],
    phrases: &Phrases,
) -> String {
    let run = &toks[ra..rb];
    let mut text = String::new();
    let mut from = run[0].start;
    for (k, t) in run.iter().enumerate().filter(|&(k, _)| joins[ra + k]) {
        text.push_str(&clause[from..t.start]);
        // A connector of sequence parts items as a comma does (`f2 l f r and then the jump
        // one`: the item is one instruction that did not read).
        if k > 0
            && phrases.leading("sequence", &toks[ra + k..rb]) > 0
            && !text.trim_end().ends_with(',')
        {
            text = format!("{},", text.trim_end());
        }
        from = t.end;
    }
    let last = &run[run.len() - 1];
    text.push_str(&clause[from..last.end]);
    if clause[last.end..].starts_with('.') && abbreviation(last, phrases) {
        text.push('.');
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `run` counts moves (`6 moves`, `That is 6 moves in total`, `razem 6 ruchów`): no
/// instruction, nor a piece of the program beside it.
pub(super) fn counted(run: &[Token], phrases: &Phrases) -> bool {
    matches!(run, [n, w] if (n.norm.chars().all(|c| c.is_ascii_digit())
        || phrases.is_word("number", &n.norm))
        && phrases.is_word("counted", &w.norm))
}

/// How many words of her own voice or connectors ([`prose_word`]) `toks` holds before each
/// place: one pass, so that what surrounds each run is counted in constant time.
fn voiced(toks: &[Token], phrases: &Phrases) -> Vec<usize> {
    let mut out = Vec::with_capacity(toks.len() + 1);
    out.push(0);
    for t in toks {
        let voice = prose_word(t, phrases) || phrases.is_word("connector", &t.norm);
        out.push(out[out.len() - 1] + usize::from(voice));
    }
    out
}

/// Whether the run `[ra, rb)` of a clause's words `[a, b)` looks like instructions enough (see
/// the module doc of [`super`]).
fn enough(
    clause: &str,
    toks: &[Token],
    (ra, rb): (usize, usize),
    (a, b): (usize, usize),
    voiced: &[usize],
    phrases: &Phrases,
) -> bool {
    let run = &toks[ra..rb];
    // `the right one`, `that left one`: a side picked out, no turn counted.
    let picked = ra > 0
        && phrases.is_word("article", &toks[ra - 1].norm)
        && matches!(run, [w, one] if words().is_notation(&w.norm) && phrases.is_word("one", &one.norm));
    let count = counted(run, phrases);
    // A figure alone, her clause's words aside (`scrap the last one, just 4`): how many
    // registers she means, no instruction.
    let figure =
        ra <= a && rb >= b && matches!(run, [n] if n.norm.chars().all(|c| c.is_ascii_digit()));
    if picked || count || figure {
        return false;
    }
    // Codes joined by hyphens count one each (`f2-l-f-r-u`).
    let strong_count: usize = run
        .iter()
        .map(|t| {
            let parts = t.norm.split('-').count();
            if parts >= 3
                && maybe_instruction(t, phrases)
                && t.norm.chars().any(|c| c.is_ascii_alphabetic())
            {
                parts
            } else {
                usize::from(
                    strong(t, &clause[t.start..t.end])
                        || phrases.is_word("number", &t.norm)
                        || crate::mail::shapes::hurried_notation(&t.norm, words()),
                )
            }
        })
        .sum();
    let digits = run
        .iter()
        .any(|t| t.norm.chars().any(|c| c.is_ascii_digit()));
    // (Her own voice and connectors around it aside: `Howya, I'll go F2 first`.)
    let voiced_in = |from: usize, to: usize| {
        let (from, to) = (from.min(toks.len()), to.min(toks.len()));
        voiced[to.max(from)] - voiced[from]
    };
    let voice = voiced_in(a, b) - voiced_in(a.max(ra), b.min(rb));
    let covers = (rb - ra) * 5 >= (b - a).saturating_sub(voice) * 3;
    // Words alone (`right back`) make a program only when there are three of them.
    let words_only = run
        .iter()
        .filter(|t| t.norm.chars().count() >= 4 && words().is_notation(&t.norm))
        .count();
    let signs = strong_count - words_only.min(strong_count);
    // Words alone after a colon are what it announces (`Register two: turn right`); so are
    // instructions after a label's colon up to the clause's end (`Register 1: F2`).
    let after_colon = ra > 0 && clause[toks[ra - 1].end..run[0].start].contains(':');
    let announced = after_colon && (words_only >= 2 || (rb >= b && strong_count > 0));
    if signs == 0 {
        words_only >= 3 || announced
    } else {
        (run.len() >= 2 || digits) && (strong_count >= 2 || covers)
    }
}

/// The instructions of a clause that read as nothing only because they are words of notation
/// alone, too few to be a program by themselves (`First I rotate to the right.`: two, where
/// `right back` in prose must not read): every word a notation word, a connector, an
/// article, `I` or a short word of prose, none a hedge or a negation, two notation words of four letters or
/// more. Beside instructions that read in the same line they are one of her pieces.
pub(super) fn words_alone(clause: &str, phrases: &Phrases) -> Option<String> {
    let toks = tokens(clause);
    let doubt = unsure(&toks, phrases);
    let notation = |t: &Token| t.norm.chars().count() >= 4 && words().is_notation(&t.norm);
    let voiced = covered(&toks, phrases, "filler", 1);
    let plain = toks.iter().zip(&voiced).all(|(t, &voice)| {
        voice
            || maybe_instruction(t, phrases)
            || phrases.is_word("connector", &t.norm)
            || ["prose", "article", "hers", "modal"]
                .iter()
                .any(|l| phrases.is_word(l, &t.norm))
            || t.norm == "i"
    });
    let first = toks
        .iter()
        .position(|t| maybe_instruction(t, phrases) && !phrases.is_word("connector", &t.norm))?;
    (!doubt && plain && toks.iter().filter(|t| notation(t)).count() >= 2)
        .then(|| orders_text(&clause[toks[first].start..], phrases, false))
}

/// The item a sentence opened by a connector of sequence holds, when it read as nothing
/// (`Then left again.`, `And finally turn all the way around.`): her words after the
/// connector, a notation word of three letters or more among them, no doubt and no one
/// else's; the game reads them or quotes them, never dropped beside her other pieces.
pub(super) fn sequenced_item(clause: &str, phrases: &Phrases) -> Option<String> {
    // (An aside in brackets is no part of it.)
    let plain = crate::mail::shapes::without_groups(clause, '(', ')');
    let clause = plain.as_ref();
    let toks = tokens(clause);
    // (`then` is filler too: the connector first, else after filler, `ok and then`.)
    let lead = match phrases.leading("sequence", &toks) {
        0 => phrases.leading("filler", &toks).min(toks.len()),
        _ => 0,
    };
    let n = phrases.leading("sequence", &toks[lead..]);
    let rest = &toks[(lead + n).min(toks.len())..];
    // Her reason after it is none of it (`and to finish, turn the whole way round so I'm
    // facing back`), looked for within the nine words an item may have.
    let why = (1..rest.len().min(9))
        .find(|&k| phrases.leading("reason", &rest[k..]) > 0 && rest[k].norm != "as")
        .unwrap_or(rest.len());
    let doubt = unsure(&toks[..lead + n + why], phrases);
    let rest = &rest[..why];
    let notation = rest
        .iter()
        .any(|t| t.norm.chars().count() >= 3 && words().is_notation(&t.norm));
    (n > 0 && !rest.is_empty() && rest.len() <= 8 && notation && !doubt).then(|| {
        let end = rest.last().map_or(clause.len(), |t| t.end);
        orders_text(&clause[rest[0].start..end], phrases, false)
    })
}

/// Whether `toks` hold doubt (a hedge, a negation) or another's intent (`he should turn
/// right`): no order of hers.
fn unsure(toks: &[Token], phrases: &Phrases) -> bool {
    ["hedge", "negation"]
        .iter()
        .any(|l| phrases.find(l, toks).is_some())
        || toks.iter().any(|t| phrases.is_word("others", &t.norm))
}

/// Which of `toks` a phrasing of list `name` of `least` words or more takes, one look a
/// match: her own voice around instructions (`filler`, any length: `I wanna`, `let me`), or
/// a closing (`greeting`, two words or more: `z góry dzięki`, `z poważaniem`, never
/// instructions: `z` is no move).
fn covered(toks: &[Token], phrases: &Phrases, name: &str, least: usize) -> Vec<bool> {
    let mut out = vec![false; toks.len()];
    let mut k = 0;
    while let Some((m, _)) = phrases.find_from(name, toks, k) {
        if m.end >= m.start + least {
            out[m.start..m.end.min(toks.len())].fill(true);
        }
        k = m.end.max(m.start + 1);
    }
    out
}

/// Whether token `k` is `the` between `to` and a notation word (`rotate to the right`, `turn
/// to the left`): part of the instruction, which the game reads whole.
/// So is an article right before a code that begins an item (`then the L, then the F2`, `I'll
/// play the F3`): the game reads it.
fn article(clause: &str, toks: &[Token], k: usize, phrases: &Phrases) -> bool {
    let next = toks.get(k + 1);
    (toks[k].norm == "the"
        && k.checked_sub(1).is_some_and(|b| toks[b].norm == "to")
        && next.is_some_and(|n| words().is_notation(&n.norm)))
        || (phrases.is_word("article", &toks[k].norm)
            && next.is_some_and(|n| !n.after_mark && written_code(n, &clause[n.start..n.end]))
            && (toks[k].after_mark
                || phrases.trailing("sequence", &toks[..k]) > 0
                || phrases.trailing("connector", &toks[..k]) > 0
                || k.checked_sub(1)
                    .is_some_and(|b| phrases.is_word("play", &toks[b].norm))))
}

/// The runs of words that may be instructions, outside what an intent took, not across a
/// bracket or a sentence's end: `[start, end)` in `toks`, without connectors at their ends.
fn runs(
    clause: &str,
    toks: &[Token],
    claimed: &[bool],
    joins: &[bool],
    phrases: &Phrases,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let closing = covered(toks, phrases, "greeting", 2);
    // `turn right again, and finally one more square forward`: inside a run, the game's.
    let again = covered(toks, phrases, "again", 1);
    for (k, t) in toks.iter().enumerate() {
        // A number right before a colon labels what follows (`in 6: rW ...`, `Register 1:
        // F2`), and so do numbers from one to another (`Registers 1-5:`): no instruction.
        let labels = toks.get(k + 1).is_some_and(|n| {
            clause[t.end..n.start].contains(':')
                && (t.norm.chars().all(|c| c.is_ascii_digit())
                    || t.norm
                        .split_once('-')
                        .is_some_and(|(a, b)| number_range(a, b))
                    || phrases.is_word("number", &t.norm))
        });
        // An abbreviation of a notation word, its full stop after it (`ziel.`).
        let abbreviated = clause[t.end..].starts_with('.') && abbreviation(t, phrases);
        // A number spelled out between instructions (`forward one four right five forward
        // two`: registers counted aloud) goes with them; the game reads it.
        let counted_aloud = k > 0
            && phrases.is_word("number", &t.norm)
            && maybe_instruction(&toks[k - 1], phrases)
            && toks
                .get(k + 1)
                .is_some_and(|n| maybe_instruction(n, phrases));
        let ok = !claimed[k]
            && !closing[k]
            && !labels
            && (joins[k]
                || maybe_instruction(t, phrases)
                || counted_aloud
                || abbreviated
                || article(clause, toks, k, phrases)
                || (again[k] && start.is_some()));
        let (parted, labelled) = edge(clause, toks, k, start, phrases);
        if let Some(s) = start
            && (!ok || parted || labelled)
        {
            if !labelled {
                out.push((s, k));
            }
            start = None;
        }
        if ok && start.is_none() {
            start = Some(k);
        }
    }
    if let Some(s) = start {
        out.push((s, toks.len()));
    }
    // (Nor the word that says what her order is: `moje rozwiązanie to rW yW ...`.)
    let says = |a: usize| {
        a > 0
            && phrases.is_word("intro", &toks[a].norm)
            && (words()
                .order_word(&clause[toks[a - 1].start..toks[a - 1].end])
                .is_some()
                || phrases.leading("orders_named", &toks[a - 1..a]) > 0)
    };
    out.into_iter()
        .filter_map(|(mut a, mut b)| {
            while a < b && (joins[a] || says(a)) {
                a += 1;
            }
            while b > a && (joins[b - 1] || again[b - 1]) {
                b -= 1;
            }
            (a < b).then_some((a, b))
        })
        .collect()
}

/// Whether `a` and `b` are figures from one register to a later one (`1-5`).
fn number_range(a: &str, b: &str) -> bool {
    match (a.parse::<u8>(), b.parse::<u8>()) {
        (Ok(a), Ok(b)) => a < b,
        _ => false,
    }
}

/// The reading lists whose words are prose, never an instruction that did not read.
pub(in crate::mail) const PROSE_LISTS: &[&str] = &[
    "filler", "chatter", "greeting", "prose", "negation", "hedge",
];

/// Whether `t`, with a full stop after it, may be an abbreviation of a notation word
/// (`ziel.`, `nap.`): it begins one, and it is no word of prose (`nie.`).
pub(in crate::mail) fn abbreviation(t: &Token, phrases: &Phrases) -> bool {
    words().abbreviates(&t.norm) && !prose_word(t, phrases)
}

/// Whether `t` is a word of prose ([`PROSE_LISTS`]).
pub(in crate::mail) fn prose_word(t: &Token, phrases: &Phrases) -> bool {
    PROSE_LISTS
        .iter()
        .any(|l| phrases.leading(l, std::slice::from_ref(t)) > 0)
}

/// Instructions written bare, ready for the game: a sentence's full stop or `!` after a word
/// left out (`Left, left, f, right, f3.`, `Forward 2. Left.`).
pub(in crate::mail) fn bare_text(text: &str) -> String {
    text.split_whitespace()
        .map(|w| w.trim_end_matches(['.', '!', '?']))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where a run ends before word `k > 0` (the run so far starting at `start`): whether a
/// bracket or a sentence's end parts it from the words before, and whether the one word
/// before a colon labels what follows.
fn edge(
    clause: &str,
    toks: &[Token],
    k: usize,
    start: Option<usize>,
    phrases: &Phrases,
) -> (bool, bool) {
    if k == 0 {
        return (false, false);
    }
    let t = &toks[k];
    // A colon joins words of instructions to what follows (`bottom to top: 1B 2G`), not a
    // number that labels it (`Register one: forward two`, `round 1: F3 L`); a bracket or a
    // sentence's end parts them.
    let label = toks[k - 1].norm.chars().all(|c| c.is_ascii_digit())
        || phrases.is_word("number", &toks[k - 1].norm);
    let gap = clause[toks[k - 1].end..t.start].trim();
    // The full stop of an abbreviation parts nothing (`ziel. pn.`).
    let after_abbreviation = gap.trim_end_matches(',') == "."
        && (abbreviation(&toks[k - 1], phrases) || words().is_notation(&toks[k - 1].norm));
    // A mark alone in an instruction's place (`f3 f2 l ?? r`) parts nothing: the game quotes
    // it back.
    let raw = &clause[toks[k - 1].end..t.start];
    let mark = !gap.is_empty()
        && gap.chars().all(|c| c == '?')
        && raw.starts_with(char::is_whitespace)
        && raw.ends_with(char::is_whitespace);
    let parted = t.after_break
        && !after_abbreviation
        && !mark
        && ((label && gap.contains(':')) || !gap.chars().all(|c| c == ':' || c == ')'));
    // One word before a colon at a run's start labels what follows (`this turn: left,
    // ...`, `moves: ...`), unless it is a code (`1B: ...`).
    // So does a short word of prose written after another (`proszę o: w prawo, ...`).
    let short = k >= 2
        && toks[k - 1].norm.chars().count() <= 2
        && clause[toks[k - 1].start..toks[k - 1].end]
            .chars()
            .all(char::is_lowercase)
        && !maybe_instruction(&toks[k - 2], phrases);
    // A notation word before a count is the instruction counted (`Naprzód: 3 pola`), no
    // label.
    let counted = words().is_notation(&toks[k - 1].norm)
        && (t.norm.chars().all(|c| c.is_ascii_digit()) || phrases.is_word("number", &t.norm));
    let labelled = start == Some(k - 1)
        && gap.contains(':')
        && !counted
        && (toks[k - 1].norm.chars().count() >= 3 || short)
        && toks[k - 1].norm.chars().all(char::is_alphabetic);
    // Short words in lower case before a colon, after a word that is no instruction, label
    // what follows too (`Rozkazy na te: naprzod, ...`).
    let short_words = start.is_some_and(|s| {
        s + 3 >= k
            && gap.contains(':')
            && (s == 0 || !maybe_instruction(&toks[s - 1], phrases))
            && toks[s..k].iter().all(|w| {
                (2..=3).contains(&w.norm.chars().count())
                    && clause[w.start..w.end].chars().all(char::is_lowercase)
            })
    });
    (parted, labelled || short_words)
}

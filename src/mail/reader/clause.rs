//! One clause read (step 3 onwards of the module doc of [`super`]), as a small grammar over
//! its tokens. The steps, in the order [`read_clause`] takes them:
//!
//! 1. the documented grammar on the clause as written ([`documented`]);
//! 2. an edit of what was sent before (`edit.rs`);
//! 3. its words ([`Clause::new`]): a correction at its start noted, filler off both ends;
//! 4. a salutation or a letter to the moderator ([`Clause::to_moderator`]);
//! 5. the intents' phrasings in the fixed order [`INTENTS`]: each found is weighed
//!    (`intent.rs`: a word alone, a question, a hedge, a negation) and made a command
//!    (`make.rs`);
//! 6. instructions in the words no intent took (`runs.rs`);
//! 7. else a remark, a near miss of an order, a question, chatter (`rest.rs`).
//!
//! The words each step knows are data (`reading.toml`, each game's notation words); the
//! rules here are small enough to test one by one (`clause/tests.rs`).

use super::runs::{instructions, orders_text};
use super::tidy;
use crate::inbound::{Bare, Doubt, LobbyCommand, PlayerCommand};
use crate::mail::commands::{Source, command_from_line};
use crate::phrases::{Match, Phrases, Phrasing, Token, tokens};

mod hand;
mod intent;
mod make;
mod rest;
#[cfg(test)]
mod tests;

/// The intents, in the order they are tried: each takes its words, which no later one can.
const INTENTS: &[&str] = &[
    "amend_last",
    "press",
    // Before resigning: `leave game 12` gives up a seat before the start, `leave tournament
    // 3` an entry.
    "leave_tournament",
    "leave",
    "resign_confirm",
    "clear",
    "resign",
    "order",
    "pass",
    // Before waiting: `don't wait for me` is WAIT OFF, no WAIT said not to.
    "wait_off",
    "wait",
    // Before more time: away on dates written is an absence robomod records itself;
    // `cancel my absence` before an absence.
    "absent_cancel",
    "absent",
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
    "ratings",
    // Before the list: `tell me more about game 12` is that game's (LIST 12).
    "list_game",
    "list",
    // Before a game's: `join tournament 3` is no seat in game 3.
    "join_tournament",
    "tournaments",
    "take",
    "open",
    // Before linking: `unlink my other address`.
    "also_off",
    "also",
    "join",
    // A seat asked for with the game named elsewhere in the line: `(game 12) ... count me in`.
    "join_here",
    // Before watching: `stop watching game 12`.
    "observe_off",
    "observe",
    "try",
    "reminders_off",
    "reminders_on",
];

/// How a clause stands in its line: the line, whether its sentence holds a hedge, whether
/// it ends in a question mark, whether a correction came before it in the line.
pub(super) type Context<'a> = (&'a str, bool, bool, bool);

/// One clause read into `out` (the steps: see the module doc); `true` when it was one run of
/// instructions and nothing else.
pub(super) fn read_clause(
    clause: &str,
    ctx: Context<'_>,
    phrases: &Phrases,
    out: &mut Vec<PlayerCommand>,
) -> bool {
    let all = tokens(clause);
    // The hand she was dealt (`My hand: F3 F2 ...`) is no program the grammar reads.
    let dealt = phrases.find("hand", &all).is_some();
    // A correction alone (`No, wait.`) is no command of the grammar (WAIT).
    let correction = all.len() >= 2 && super::correction_lead(&all, phrases) == all.len();
    if !dealt && !correction && documented(clause, ctx, phrases, out) {
        return false;
    }
    let (_, _, question, second) = ctx;
    // An edit asked about (`może lepiej zamienić L i R?`) is not made: read as a question.
    // Asked for (`Could you swap the last two around?`), it is made.
    let asked = || {
        let from = phrases.leading("filler", &all).min(all.len());
        (phrases.leading("request", &all) > 0 || phrases.leading("request", &all[from..]) > 0)
            && phrases.find("hedge", &all).is_none()
    };
    if let Some(edit) = super::edit::read(clause, &all, phrases).filter(|_| !question || asked()) {
        out.push(edit);
        return false;
    }
    if let Some(edit) = second
        .then(|| super::edit::retracted(clause, &all, phrases))
        .flatten()
    {
        out.push(edit);
        return false;
    }
    // Her own question answered (`power down? nah, forget it`): nothing more to do.
    if matches!(
        out.last(),
        Some(PlayerCommand::Remark {
            doubt: Doubt::Undecided,
            ..
        })
    ) && super::edit::retracted(clause, &all, phrases).is_some()
    {
        out.push(PlayerCommand::Chatter {
            line: clause.to_string(),
        });
        return false;
    }
    let Some(c) = Clause::new(clause, &all, ctx, phrases) else {
        // A correction with nothing after it that takes back what was written (`F2 L F R U.
        // Scratch that.`) withdraws it.
        if let Some(cmd) = taken_back(clause, &all, phrases) {
            out.push(cmd);
        }
        return false;
    };
    if let Some(cmd) = c.to_moderator() {
        out.push(cmd);
        return false;
    }
    let mut read = Read::new(c.toks.len());
    for &intent in INTENTS {
        let Some((found, step)) = c.weighed(intent, &read) else {
            continue;
        };
        match step {
            Step::Skip => {}
            Step::Finish(cmd) => {
                out.push(cmd);
                return false;
            }
            Step::Remark(meant) => {
                read.claim(&found.m);
                read.remark = Some(meant);
            }
            Step::Push(cmd) => {
                read.claim(&found.m);
                if matches!(cmd.inner(), PlayerCommand::Clear) {
                    withdrawn_named(&c, found.m.end, &mut read);
                    withdrawn_before(&c, &found.m, &mut read);
                }
                out.push(cmd);
                read.any = true;
            }
        }
    }
    c.hand(&mut read);
    // `from the bottom up` is no instruction (see [`bottom_first`]).
    if let Some((m, _)) = phrases.find("bottom_first", c.toks) {
        read.claim(&m);
    }
    let before = out.len();
    c.instructions(&mut read, out);
    bottom_first(clause, &all, before, phrases, out);
    if !read.any {
        c.rest(read.remark, out);
    }
    read.whole
}

/// Instructions in words written from the last to the first (`from the bottom up: 3Y, 1G,
/// 2B, 1R`, `od spodu: ...`), read into `out[before..]`: read backwards, as an edit after
/// them says (a stack is written top first). Orders after an order word are read backwards
/// with their text ([`orders_text`]).
fn bottom_first(
    clause: &str,
    all: &[Token],
    before: usize,
    phrases: &Phrases,
    out: &mut Vec<PlayerCommand>,
) {
    let written = out[before..]
        .iter()
        .any(|c| matches!(c.inner(), PlayerCommand::Unmarked { text } if !text.is_empty()));
    if written && phrases.find("bottom_first", all).is_some() {
        out.push(super::edit::reversed_by(clause));
    }
}

/// A clause that is only a correction, filler aside: one that is also a withdrawal
/// (`scratch that`, `scrap that`) is CLEAR; another (`F2 L F R U. No wait.`) holds back what
/// came before it as undecided, never applied on a guess. Said back with her words.
fn taken_back(clause: &str, all: &[Token], phrases: &Phrases) -> Option<PlayerCommand> {
    // (Asking that it be made is none: `Kindly update.`)
    if !all.is_empty() && phrases.leading("chatter", all) == all.len() {
        return None;
    }
    let filler = phrases.leading("filler", all).min(all.len());
    let words = &all[filler..];
    let n = phrases.leading("clear", words);
    let rest = &words[n.min(words.len())..];
    if n > 0 && phrases.leading("filler", rest) == rest.len() {
        return Some(PlayerCommand::Said {
            line: clause.to_string(),
            read_as: Box::new(PlayerCommand::Clear),
            by: "clear: a correction with nothing after it".to_string(),
            bare: Bare::Sentence,
        });
    }
    let n = phrases.leading("correction", words);
    let rest = &words[n.min(words.len())..];
    (n > 0 && phrases.leading("filler", rest) == rest.len()).then(|| super::edit::held(clause))
}

/// Step 1: the documented grammar on the clause as written (`PROGRAM F2 L`, `RESIGN
/// CONFIRM`); what follows a command that takes nothing after it is read as well (`STAN
/// poproszę, a ruchy: R F2 F L F3`). `true` when the grammar read it.
fn documented(
    clause: &str,
    ctx: Context<'_>,
    phrases: &Phrases,
    out: &mut Vec<PlayerCommand>,
) -> bool {
    let Some(cmd) = command_from_line(clause, Source::Body) else {
        return false;
    };
    if matches!(
        cmd,
        PlayerCommand::Unknown { .. }
            | PlayerCommand::Lobby {
                lobby: LobbyCommand::Unreadable { .. }
            }
    ) {
        return false;
    }
    // An order that acts asked as a question (`power down? nie, jednak nie`) is weighed as
    // words, where a question that is no request does nothing.
    if ctx.2 && clause.trim_end().ends_with('?') && acts(&cmd) {
        return false;
    }
    let takes_nothing = matches!(
        cmd,
        PlayerCommand::Status
            | PlayerCommand::Help
            | PlayerCommand::HelpRules
            | PlayerCommand::ShowOrders
    );
    let rest = takes_nothing
        .then(|| {
            let t = tokens(clause);
            let skip = 1 + usize::from(matches!(cmd, PlayerCommand::HelpRules));
            let skip = skip + phrases.leading("filler", &t[skip.min(t.len())..]);
            rest_of(clause, &t, skip)
        })
        .filter(|r| !r.is_empty());
    out.push(match cmd {
        // Her cards after an order's word that takes none: her program.
        PlayerCommand::Orders { keyword, text } if cards_after_word(&keyword, &text) => {
            PlayerCommand::Unmarked {
                text: super::bare_text(text.split_once(':').map_or(&*text, |(_, after)| after)),
            }
        }
        PlayerCommand::Orders { keyword, text } => PlayerCommand::Orders {
            keyword,
            text: orders_text(&text, phrases, true),
        },
        other => tidy(other),
    });
    if let Some(rest) = rest {
        let rest = rest.trim_start_matches([',', ':', ';']).trim();
        read_clause(rest, ctx, phrases, out);
    }
    true
}

/// Whether `text`, written after the word of an order that takes no list of instructions
/// (`keyword`), is three instructions or more, each a code with a letter in it (`Wybieram:
/// L, F2, F2, R, F3`: WYBIERAM picks starting squares by their numbers), nothing else: her
/// program, not that order.
pub(in crate::mail) fn cards_after_word(keyword: &str, text: &str) -> bool {
    // (Words before a colon say how she lists them: `Wybieram w kolejności: R, F, ...`.)
    let text = text.split_once(':').map_or(text, |(_, after)| after);
    let toks = tokens(text);
    !crate::games::words().takes_list(keyword)
        && toks.len() >= 3
        && toks.iter().all(|t| {
            super::runs::written_code(t, &text[t.start..t.end])
                && t.norm.chars().any(char::is_alphabetic)
        })
}

/// The orders a withdrawal names right after its words (`withdraw my program F2 L F R U`,
/// `proszę o wycofanie programu F2 R F L U wysłanego rano`): what is withdrawn, no orders
/// sent again. Only when the withdrawal names her program or orders, and up to a comma or a
/// connector (`cancel my orders, then F2 L F R U` sends new ones).
fn withdrawn_named(c: &Clause<'_>, from: usize, read: &mut Read) {
    let named = |t: &Token| c.phrases.leading("orders_named", std::slice::from_ref(t)) > 0;
    if from == 0 || !c.toks[..from.min(c.toks.len())].iter().any(named) {
        return;
    }
    for k in from..c.toks.len() {
        let gap = &c.text[c.toks[k - 1].end..c.toks[k].start];
        if gap.contains([',', ';']) || c.phrases.is_word("connector", &c.toks[k].norm) {
            break;
        }
        read.claimed[k] = true;
    }
}

/// The words before a withdrawal that points back at them (`F3 R F2 L B scrub all that`,
/// `... back one no scrub all that`): what she takes back, never filed. Its last word points
/// back (`taken_back`), or a short negation leads into it.
fn withdrawn_before(c: &Clause<'_>, m: &crate::phrases::Match, read: &mut Read) {
    if m.start <= c.a || m.end == 0 {
        return;
    }
    let back = c.phrases.is_word("taken_back", &c.toks[m.end - 1].norm);
    let led = c.toks[m.start - 1].norm.chars().count() <= 3
        && c.phrases.is_word("negation", &c.toks[m.start - 1].norm);
    if back || led {
        read.claimed[c.a..m.start].fill(true);
    }
}

/// Whether the grammar's `cmd` acts on her seat at once (a game's order that is no list of
/// instructions, resigning, withdrawing, waiting), not only asks or shows.
pub(super) fn acts(cmd: &PlayerCommand) -> bool {
    match cmd {
        PlayerCommand::Orders { keyword, .. } => !crate::games::words().takes_list(keyword),
        PlayerCommand::Resign
        | PlayerCommand::ResignConfirm
        | PlayerCommand::Clear
        | PlayerCommand::Wait { .. } => true,
        _ => false,
    }
}

/// `text`'s words from token `from` on, as written.
fn rest_of(text: &str, toks: &[Token], from: usize) -> String {
    toks.get(from)
        .map(|t| text[t.start..].trim().to_string())
        .unwrap_or_default()
}

/// A clause's words as steps 3 to 7 read them: after a correction at its start (`lead`
/// words), `toks`; the words that matter, without the filler at both ends, are `[a, b)`.
struct Clause<'a> {
    text: &'a str,
    line: &'a str,
    hedged: bool,
    question: bool,
    second: bool,
    lead: usize,
    toks: &'a [Token],
    a: usize,
    b: usize,
    phrases: &'a Phrases,
}

/// What the intents have read so far: the words taken, whether anything was, an order not
/// done (the command it would take), and whether the clause was one run of instructions.
struct Read {
    claimed: Vec<bool>,
    any: bool,
    remark: Option<String>,
    whole: bool,
}

impl Read {
    fn new(n: usize) -> Self {
        Read {
            claimed: vec![false; n],
            any: false,
            remark: None,
            whole: false,
        }
    }

    fn claim(&mut self, m: &Match) {
        self.claimed[m.start..m.end]
            .iter_mut()
            .for_each(|c| *c = true);
    }
}

/// An intent's phrasing found in a clause: where, the game's order it names (for `order`),
/// and the phrasing.
struct Found<'p> {
    m: Match,
    order: Option<String>,
    phrasing: &'p Phrasing,
}

/// What an intent found makes of the clause.
enum Step {
    /// Nothing: the words are no such intent here.
    Skip,
    /// A command read; the words are taken.
    Push(PlayerCommand),
    /// An order not done (negated, hedged, asked about): the command that would do it.
    Remark(String),
    /// The whole clause is this command: nothing else in it is read.
    Finish(PlayerCommand),
}

impl<'a> Clause<'a> {
    /// Step 3: `None` when only a correction is left.
    fn new(
        text: &'a str,
        all: &'a [Token],
        ctx: Context<'a>,
        phrases: &'a Phrases,
    ) -> Option<Self> {
        let (line, hedged, question, second) = ctx;
        // A correction, after filler at most (`hmm jednak nie, ...`).
        let filler = phrases.leading("filler", all).min(all.len());
        let lead = match super::correction_lead(all, phrases) {
            0 => match super::correction_lead(&all[filler..], phrases) {
                0 => 0,
                n => filler + n,
            },
            n => n,
        };
        // A correction ending in a negation written right before what follows negates it
        // (`jednak nie wyłączam`: not powering down).
        let lead = if lead > 0
            && lead < all.len()
            && phrases.is_word("negation", &all[lead - 1].norm)
            && text[all[lead - 1].end..all[lead].start].trim().is_empty()
        {
            lead - 1
        } else {
            lead
        };
        let toks: &[Token] = &all[lead..];
        if toks.is_empty() {
            return None;
        }
        let mut a = 0;
        loop {
            let n = phrases.leading("filler", &toks[a..]);
            if n == 0 || a + n >= toks.len() {
                break;
            }
            a += n;
        }
        // (And a closing of several words last: `Pass this round over and out`.)
        let mut b = toks.len();
        loop {
            let closing = phrases.trailing("greeting", &toks[a..b]);
            let n = phrases
                .trailing("filler", &toks[a..b])
                .max(if closing >= 2 { closing } else { 0 });
            if n == 0 || a + n >= b {
                break;
            }
            b -= n;
        }
        Some(Clause {
            text,
            line,
            hedged,
            question,
            second,
            lead,
            toks,
            a,
            b,
            phrases,
        })
    }

    /// The clause's words from token `from` on, as written.
    fn rest_of(&self, from: usize) -> String {
        rest_of(self.text, self.toks, from)
    }

    /// Whether the text between tokens `k - 1` and `k` holds `mark`.
    fn gap_holds(&self, k: usize, mark: char) -> bool {
        self.text[self.toks[k - 1].end..self.toks[k].start].contains(mark)
    }

    /// `cmd` read from the clause's words, by phrasing `by`.
    fn said(&self, cmd: PlayerCommand, by: &str) -> PlayerCommand {
        PlayerCommand::Said {
            line: self.text.to_string(),
            read_as: Box::new(cmd),
            by: by.to_string(),
            bare: Bare::Sentence,
        }
    }

    /// Step 4: a salutation alone (`Dear moderator,`) is a greeting: what follows is read as
    /// ever, and a mail with nothing robomod can do goes to the moderator whole. A letter to
    /// the moderator: its words first, the rest of the line is the letter (`MODERATOR: text`
    /// gives the letter after the colon; a salutation, `Drogi moderatorze, czy ...`, is part
    /// of it).
    fn to_moderator(&self) -> Option<PlayerCommand> {
        let (m, _) = self.phrases.find("to_moderator", self.toks)?;
        let n = self.toks.len();
        if m.start > self.a {
            return None;
        }
        if m.end == n {
            return Some(PlayerCommand::Chatter {
                line: self.text.to_string(),
            });
        }
        let alone = self.phrases.leading("filler", &self.toks[..m.start]) == m.start;
        if !alone || !(self.toks[m.end].after_break || self.gap_holds(m.end, ',')) {
            return None;
        }
        // A salutation before her orders named and written (`Dear Moderator, I wish to
        // submit my moves as follows, first ...`): a greeting; the rest is read as ever.
        // So is one before her orders named, leading into the lines under it (`Dear
        // Moderator, my goal stack (top to bottom) for Bob:`).
        let rest = &self.toks[m.end..];
        let colon = self.gap_holds(m.end, ':');
        if !colon
            && self.phrases.find("orders_named", rest).is_some()
            && (self.text.trim_end().ends_with(':')
                || crate::mail::shapes::has_instruction_sign(
                    &self.text[rest[0].start..],
                    crate::games::words(),
                ))
        {
            return None;
        }
        Some(PlayerCommand::ToModerator {
            text: if colon {
                self.rest_of(m.end)
            } else {
                self.text.trim().to_string()
            },
        })
    }

    /// Intent `intent` found in the clause and weighed, where no earlier intent took its
    /// words. A word alone that is not what she said (`ranking` in `ranking najlepszych
    /// graczy`) gives way to a later phrasing of the intent (`najlepszych graczy`).
    fn weighed(&self, intent: &str, read: &Read) -> Option<(Found<'a>, Step)> {
        let mut from = 0;
        loop {
            let found = self.find(intent, from)?;
            if read.claimed[found.m.start..found.m.end].iter().any(|c| *c) {
                return None;
            }
            // A later intent's phrasing around these words reads them whole (`kto prowadzi
            // w rankingu`: the ratings, no status).
            if self.read_longer_later(intent, &found.m) {
                return None;
            }
            let step = self.weigh(intent, &found);
            if matches!(step, Step::Skip) && found.phrasing.words() == 1 {
                from = found.m.start + 1;
                continue;
            }
            return Some((found, step));
        }
    }

    /// Whether an intent tried after `intent` has a phrasing that holds the words of `m` and
    /// more, word for word: no gap, no text of hers in it.
    fn read_longer_later(&self, intent: &str, m: &crate::phrases::Match) -> bool {
        let later = INTENTS.iter().skip_while(|&&i| i != intent).skip(1);
        later.filter(|&&i| i != "order").any(|&i| {
            let mut from = m.start.saturating_sub(4);
            while let Some(f) = self.find(i, from).filter(|f| f.m.start <= m.start) {
                // (A phrasing that takes the rest as its text holds anything.)
                // (Her text after words as many is read more closely by words alone:
                // `dopisz mnie do 3` is a seat, no card added.)
                let wider = f.m.end - f.m.start > m.end - m.start || m.text.is_some();
                // (A gap may hold the words: `send me all the reports again` is all the
                // reports, though `send * reports again` is longer.)
                if f.m.text.is_none() && !f.phrasing.gapped() && f.m.end >= m.end && wider {
                    return true;
                }
                from = f.m.start + 1;
            }
            false
        })
    }

    /// Intent `intent`'s first phrasing in the clause from token `from` on.
    fn find(&self, intent: &str, from: usize) -> Option<Found<'a>> {
        if intent == "order" {
            let (o, m, phrasing) = self.phrases.find_order_from(self.toks, from)?;
            return Some(Found {
                m,
                order: Some(o.to_string()),
                phrasing,
            });
        }
        let (m, phrasing) = self.phrases.find_from(intent, self.toks, from)?;
        Some(Found {
            m,
            order: None,
            phrasing,
        })
    }

    /// Step 6: instructions in the words no intent took (a hedge does not stop them: orders
    /// written out are orders); after a correction, a second thought.
    fn instructions(&self, read: &mut Read, out: &mut Vec<PlayerCommand>) {
        let span = (self.a, self.b);
        // Her filler first is no instruction (`Right so, ...`, `Right I think ...`).
        // So are words that announce them (`Moves are as follows ...`).
        let mut claimed = read.claimed.clone();
        let announced = self
            .toks
            .get(self.a..self.b)
            .map_or(0, |t| self.phrases.leading("announce", t));
        let lead = (self.a + announced).min(claimed.len());
        claimed[..lead].fill(true);
        for (text, spans) in instructions(
            self.text,
            self.toks,
            &claimed,
            span,
            self.question,
            self.phrases,
        ) {
            read.whole = spans && !read.any;
            let mut cmd = self.said(
                PlayerCommand::Unmarked { text },
                "instructions in a sentence",
            );
            if (self.lead > 0 || self.second)
                && let PlayerCommand::Said { bare, by, .. } = &mut cmd
            {
                *bare = Bare::SecondThought;
                *by = "instructions after a correction".into();
            }
            out.push(cmd);
            read.any = true;
        }
        // Instructions after a word of doubt, none sure: said back undecided.
        if !read.any && !self.question {
            for text in
                super::runs::doubted(self.text, self.toks, &read.claimed, span, self.phrases)
            {
                out.push(PlayerCommand::Remark {
                    line: self.text.to_string(),
                    meant: text,
                    doubt: Doubt::Undecided,
                });
                read.any = true;
            }
        }
    }
}

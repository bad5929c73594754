//! Where a line parts: its **sentences** (at `.`, `!`, `?`, `;`, but not after an
//! abbreviation or inline numbering) and a sentence's **clauses**, found by a small list of
//! rules, each testable alone. Two kinds of rule:
//! - [`Cutter::PARTS`]: what parts two thoughts with no comma (a dash between spaces, a correction of
//!   two words or more after an instruction);
//! - [`Cutter::STARTS`]: after a comma or a connector (`and`, `then`), what makes the words that
//!   follow a clause of their own (a command word, a game's order in words, an intent, a
//!   correction, an edit naming a register, ...).
//!
//! Every rule looks at the words where a cut would start (a phrasing's length at most) and at
//! what one backward pass knows: linear in the sentence.

use super::{edit, runs};
use crate::games::words;
use crate::mail::commands::is_command_word;
use crate::mail::shapes::inline_numbering;
use crate::phrases::{Phrases, Token, tokens};

/// The byte ranges of `line`'s sentences: cut after `.`, `!`, `?` or `;` followed by white space
/// (or at the end), unless the word before the full stop is an abbreviation people write in
/// instructions (one to four letters, as `pn.` or `zach.`, followed by a comma).
pub(super) fn sentences(line: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = line.as_bytes();
    let numbering = inline_numbering(line);
    // A mark inside brackets that close on the line ends no sentence: `(like Lily does when
    // she sees broccoli!)` is an aside of the sentence around it.
    let mut depth = 0usize;
    let last_close = line.rfind(')');
    let closes = |i: usize| last_close.is_some_and(|k| k > i);
    for (i, c) in line.char_indices() {
        match c {
            '(' if closes(i) => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        if !matches!(c, '.' | '!' | '?' | ';')
            || numbering.iter().any(|&(_, d)| d == i)
            || depth > 0
        {
            continue;
        }
        let next = bytes.get(i + 1).copied();
        if next.is_some_and(|b| !b.is_ascii_whitespace())
            || abbreviation(line, i)
            || ordinal(line, i)
            || titled(line, i)
            || numbered(line, i)
            || slipped_stop(line, i)
        {
            continue;
        }
        // A mark standing alone in an instruction's place, more after it (`PROGRAM F2 L ? R
        // U`): no end of a sentence, so that the game quotes it.
        // (`think?? make the 2nd one a f`: marks after a word end her sentence.)
        let run = line[..i].trim_end_matches(['?', '!']);
        let alone = i > 0 && (run.is_empty() || run.ends_with([' ', ',']));
        if matches!(c, '?' | '!') && alone && !line[i + 1..].trim().is_empty() {
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

/// Whether the full stop at `dot` was meant as a comma amid a list of codes (`Program: F2, L,
/// F. R, F3`): a code after a comma before it, a code and a comma after it.
fn slipped_stop(line: &str, dot: usize) -> bool {
    let code = |w: &str| {
        (1..=3).contains(&w.chars().count())
            && w.chars().all(|c| c.is_ascii_alphanumeric())
            && w.chars()
                .any(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
    };
    let before = line[..dot].trim_end();
    let word = before.rsplit([' ', ',']).next().unwrap_or("");
    let ahead = before[..before.len() - word.len()].trim_end();
    let after = line[dot + 1..].trim_start();
    let next = after.split([',', ' ']).next().unwrap_or("");
    line.as_bytes().get(dot) == Some(&b'.')
        && code(word)
        && ahead.ends_with(',')
        && code(next)
        && after[next.len()..].starts_with(',')
}

/// `line` with the semicolons or dashes that part the items of a list of instructions written
/// as commas (`Round 1 orders: F3; L; F2; R; U.`, `F2 - L - stay put - R - F`): three parts
/// or more, most of them one to three words that may each be an instruction (the text up to
/// a colon before, or after a sentence's end, aside). Then an item that reads as none is
/// quoted as any item of a list is, never a sentence of its own dropped. A semicolon or a dash
/// between thoughts (`power down; F2 L F R U`, `2RN 3GE - no wait, ...`) stays. Linear.
pub(super) fn list_separators(line: &str) -> std::borrow::Cow<'_, str> {
    let mut out = std::borrow::Cow::Borrowed(line);
    // Arrows between codes with no space (`F2→L→F→R→F3`): each part a code.
    for sep in ["\u{2192}", "->", "=>"] {
        let parts: Vec<&str> = out.split(sep).map(str::trim).collect();
        if parts.len() >= 3 && parts.iter().all(|p| crate::inbound::code(p)) {
            out = parts.join(", ").into();
        }
    }
    // (Arrows between instructions too: `2BN -> 3RE -> 2YU`.)
    // (Pipes and slashes too: `F3 | R | F`, `F2/L/F/R/F3`; a date has no letter.)
    let arrows = [" \u{2192} ", " \u{27a1}\u{fe0f} ", " \u{27a1} "];
    for sep in [";", " - ", " – ", " -- ", " -> ", " => ", " > ", "|", "/"]
        .into_iter()
        .chain(arrows)
    {
        let parts: Vec<&str> = out.split(sep).collect();
        let lettered = sep != "/"
            || parts
                .iter()
                .filter(|p| list_item(p) && p.contains(char::is_alphabetic))
                .count()
                >= 2;
        if parts.len() >= 3
            && lettered
            && parts.iter().filter(|p| list_item(p)).count() * 2 >= parts.len()
        {
            let parts: Vec<&str> = parts.iter().map(|p| p.trim()).collect();
            out = parts.join(", ").into();
        }
    }
    out
}

/// `line` with the arrows of an edit written as words (`edit: reg 5 → R not U`, `2nd -> 2G
/// W`, `swap 1↔3`, `reg 2 should be L → so L L F3 F2 B`): in a line that names a register
/// or says a word of editing, an arrow between spaces is `to`, or, before three
/// instructions or more to the line's end, `so` (her program restated); a two-way arrow is
/// `and`. Any other line is itself (arrows between instructions part a list: see
/// [`list_separators`]).
pub(super) fn edit_arrows(line: &str) -> std::borrow::Cow<'_, str> {
    const TO: [&str; 3] = [" \u{2192} ", " -> ", " => "];
    const BOTH: [&str; 3] = ["\u{2194}", "<->", "<=>"];
    if !TO.iter().chain(&BOTH).any(|a| line.contains(a)) {
        return line.into();
    }
    let phrases = Phrases::builtin();
    let toks = tokens(line);
    let edits = edit::names_any(&toks, phrases)
        || ["edit", "swap", "drop", "replace", "correction"]
            .iter()
            .any(|l| phrases.find(l, &toks).is_some());
    if !edits {
        // A word labelling what follows the arrow (`prog → F, F, L, F3, U`).
        return match TO.iter().filter_map(|a| line.find(a).map(|k| (k, a))).min() {
            Some((k, a)) if tokens(&line[..k]).len() == 1 && !has_sign(&line[..k]) => {
                format!("{}:{}", &line[..k], &line[k + a.len() - 1..]).into()
            }
            _ => line.into(),
        };
    }
    let mut out = line.to_string();
    for both in BOTH {
        out = out.replace(both, " and ");
    }
    for to in TO {
        // Whether every word from each token on to the end is an instruction: one pass.
        let toks = tokens(&out);
        let mut strong_to_end = vec![true; toks.len() + 1];
        for (k, t) in toks.iter().enumerate().rev() {
            strong_to_end[k] = strong_to_end[k + 1] && runs::strong(t, &out[t.start..t.end]);
        }
        let mut written = String::with_capacity(out.len());
        let mut from = 0;
        for (k, _) in out.match_indices(to) {
            let next = toks.partition_point(|t| t.start < k + to.len());
            let restated = toks.len() - next >= 3 && strong_to_end[next];
            written.push_str(&out[from..k]);
            written.push_str(if restated { ", so " } else { " to " });
            from = k + to.len();
        }
        written.push_str(&out[from..]);
        out = written;
    }
    out.into()
}

/// Whether `text` holds a sign of instructions (a code, an arrow, a notation word).
fn has_sign(text: &str) -> bool {
    tokens(text)
        .iter()
        .any(|t| runs::strong(t, &text[t.start..t.end]))
}

/// Whether `part` of a line, parted by semicolons or dashes, is an item of a list of
/// instructions: one to three words that may each be an instruction, after the colon, comma
/// or sentence's end before them, or before the one after them (`fwd 2, left, fwd 1 - rt`).
fn list_item(part: &str) -> bool {
    let item = |p: &str| {
        let toks = tokens(p);
        (1..=3).contains(&toks.len())
            && toks
                .iter()
                .all(|t| runs::maybe_instruction(t, Phrases::builtin()))
    };
    let some = |p: &&str| !p.trim().is_empty();
    part.rsplit(['.', '!', '?', ':', ','])
        .find(some)
        .is_some_and(item)
        || part
            .split(['.', '!', '?', ':', ','])
            .find(some)
            .is_some_and(item)
}

/// The letters right before byte `at` of `line` (the word a full stop ends).
fn word_before(line: &str, at: usize) -> &str {
    line[..at]
        .rsplit(|c: char| !c.is_alphabetic())
        .next()
        .unwrap_or("")
}

/// Whether the full stop at `dot` ends a title before a name (`Mr. Bob`, `Dr. Ann`).
fn titled(line: &str, dot: usize) -> bool {
    let word = word_before(line, dot);
    line.as_bytes().get(dot) == Some(&b'.')
        && !word.is_empty()
        && Phrases::builtin().is_word("title", &crate::phrases::norm(word))
        && line[dot + 1..].trim_start().starts_with(char::is_uppercase)
}

/// Whether the full stop at `dot` ends `no.` or `nr.` before a number (`game no. 12`, `gra
/// nr. 12`): the word for a number shortened, no sentence's end.
fn numbered(line: &str, dot: usize) -> bool {
    let word = word_before(line, dot);
    line.as_bytes().get(dot) == Some(&b'.')
        && ["no", "nr", "num"].contains(&word.to_lowercase().as_str())
        && line[dot + 1..]
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit() || c == '#')
}

/// Whether the full stop at `dot` makes a number an ordinal, as Polish writes it (`w 5.
/// rejestrze`, `na 3. miejscu`): a short word before the number, a word in lower case after
/// it that is no instruction.
fn ordinal(line: &str, dot: usize) -> bool {
    // Two words either side at most: bounded work a full stop.
    let from = line[..dot]
        .char_indices()
        .rev()
        .filter(|(_, c)| c.is_whitespace())
        .nth(1)
        .map_or(0, |(k, _)| k);
    let to = line[dot + 1..]
        .char_indices()
        .filter(|(_, c)| c.is_whitespace())
        .nth(1)
        .map_or(line.len(), |(k, _)| dot + 1 + k);
    let before = tokens(&line[from..dot]);
    let after = tokens(&line[dot + 1..to]);
    let phrases = Phrases::builtin();
    matches!(&before[..], [.., w, n]
        if w.norm.chars().count() <= 2
            && w.norm.chars().all(char::is_alphabetic)
            && n.norm.chars().all(|c| c.is_ascii_digit())
            && from + n.end == dot)
        && after.first().is_some_and(|t| {
            line[dot + 1 + t.start..].starts_with(char::is_lowercase)
                && t.norm.chars().all(char::is_alphabetic)
                && !runs::maybe_instruction(t, phrases)
        })
}

/// Whether the full stop at `dot` ends an abbreviation of a notation word in a list of
/// instructions (`2 ziel. pn., 3 czerw. zach.`): the word before it begins a notation word
/// (`Words::abbreviates`) and the text after it goes on in lower case.
fn abbreviation(line: &str, dot: usize) -> bool {
    let word_start = line[..dot]
        .char_indices()
        .rfind(|&(_, c)| !c.is_alphabetic())
        .map_or(0, |(k, c)| k + c.len_utf8());
    let after = line[dot + 1..].trim_start();
    let word = tokens(&line[word_start..dot]);
    line.as_bytes().get(dot) == Some(&b'.')
        && matches!(&word[..], [t] if runs::abbreviation(t, Phrases::builtin()))
        && after
            .chars()
            .next()
            .is_some_and(|c| c.is_lowercase() || c.is_ascii_digit())
}

/// A sentence in words, and what the cutter knows of it while it goes.
pub(super) struct Cutter<'s> {
    sentence: &'s str,
    toks: Vec<Token>,
    phrases: &'s Phrases,
    /// `labelled[k]`: the part from word k up to the next comma names orders with a colon
    /// (`and here's my program: ...`).
    labelled: Vec<bool>,
    /// Where the clause being cut starts.
    from: usize,
    /// Whether that clause is press (`Message for Bob - want to team up?`: the dash is the
    /// press's, its text goes on).
    press: bool,
}

/// The most words a rule reads on either side of a cut: more than any clause of orders holds,
/// and a bound on the work a word, so that a line of thousands of words without a comma is
/// cut in linear time.
const REACH: usize = 64;

/// A rule of where a clause starts at word `k` (see the module doc).
type Rule<'s> = for<'c> fn(&'c Cutter<'s>, usize) -> bool;

impl<'s> Cutter<'s> {
    /// What parts two thoughts at word `k` with no comma before it.
    const PARTS: [Rule<'s>; 6] = [
        Self::dashed,
        Self::asks_last,
        Self::corrected,
        Self::gives_reason,
        Self::reason_ends,
        Self::reason_announces,
    ];

    /// What starts a clause at word `k` after a comma or a connector (filler after it aside).
    const STARTS: [Rule<'s>; 15] = [
        Self::chats,
        Self::asks_after,
        Self::spells_out,
        Self::labels_orders,
        Self::follows_reason,
        Self::restates,
        Self::confirms,
        Self::corrects_after_comma,
        Self::commands,
        Self::intends,
        Self::edits,
        Self::register_edited,
        Self::places,
        Self::edits_again,
        Self::moves_again,
    ];

    pub(super) fn new(sentence: &'s str, phrases: &'s Phrases) -> Self {
        let toks = tokens(sentence);
        let n = toks.len();
        let mut cutter = Cutter {
            sentence,
            labelled: vec![false; n + 1],
            press: phrases.leading("press", &toks) > 0,
            toks,
            phrases,
            from: 0,
        };
        for k in (0..n).rev() {
            let here = words().order_word(&cutter.toks[k].norm).is_some()
                && k + 1 < n
                && cutter.gap(k + 1).contains(':');
            cutter.labelled[k] =
                here || (k + 1 < n && !cutter.gap(k + 1).contains(',') && cutter.labelled[k + 1]);
        }
        cutter
    }

    /// The words of the clause being cut before word `k`, at most [`REACH`] of them.
    fn before(&self, k: usize) -> &[Token] {
        &self.toks[self.from.max(k.saturating_sub(REACH))..k]
    }

    /// Where the words a rule reads after word `k` end: at most [`REACH`] of them.
    fn reach_end(&self, k: usize) -> usize {
        self.toks.len().min(k + REACH)
    }

    /// The words from `k` on, at most [`REACH`] of them.
    fn after(&self, k: usize) -> &[Token] {
        &self.toks[k..self.reach_end(k)]
    }

    /// The words of the clause being cut around word `k`: [`Self::before`] and
    /// [`Self::after`].
    fn around(&self, k: usize) -> &[Token] {
        &self.toks[self.from.max(k.saturating_sub(REACH))..self.reach_end(k)]
    }

    /// What is written between word `k - 1` and word `k`.
    fn gap(&self, k: usize) -> &'s str {
        &self.sentence[self.toks[k - 1].end..self.toks[k].start]
    }

    /// The words from `k` on with filler left out (`oh and ...`, `please ...`).
    fn head(&self, k: usize) -> &[Token] {
        let rest = self.after(k);
        &rest[self.phrases.leading("filler", rest).min(rest.len())..]
    }

    /// A dash or a plus between spaces parts two thoughts (`2RN 3GE 2BS - no wait, ...`, `F3 F2
    /// L R U + wyłączenie po tej rundzie`), but not in
    /// the first words of press, whose text goes on after it.
    fn dashed(&self, k: usize) -> bool {
        // (A long dash, only before a question whether her orders are right: `R R F2 F F3 —
        // is this correct?`.)
        let dash = [" - ", " – ", " -- "]
            .iter()
            .any(|d| self.gap(k).contains(d))
            || (self.gap(k).contains(" — ")
                && (self.confirms(k)
                    || self.edit_after(k)
                    || self.spells_out(k)
                    || self.commands_after_taking_back(k)));
        // A plus alone is a word of its own: the cut is after it.
        // (An item named after it, `f2 l f r + the upgrade thing`, is one more of her list.)
        // (Between two cards it joins them: `go L + F3`.)
        let plus = k >= 2
            && self.toks[k - 1].norm == "+"
            && self.gap(k - 1).ends_with(' ')
            && !self.item_named(k)
            && !(self.strong(&self.toks[k - 2]) && self.strong(&self.toks[k]));
        (dash || plus) && !(self.press && k - self.from <= 5) && !(dash && self.faced(k))
    }

    /// Whether a dash at word `k` stands between a piece in words and where it faces, notation
    /// words on both sides (`duża czerwona – wschód`): one instruction, no two thoughts. One
    /// or two words after it, up to the sentence's end or a comma; no code on either side.
    fn faced(&self, k: usize) -> bool {
        let plain = |t: &Token| {
            words().is_notation(&t.norm) && !runs::written_code(t, &self.sentence[t.start..t.end])
        };
        let end = (k..self.reach_end(k))
            .find(|&j| j > k && self.gap(j).contains([',', ';']))
            .unwrap_or(self.reach_end(k));
        k >= 2
            && (1..=2).contains(&(end - k))
            && plain(&self.toks[k - 1])
            && plain(&self.toks[k - 2])
            && self.toks[k..end].iter().all(plain)
    }

    /// Whether the words from `k` on edit the orders before them (`F2, R, F, L, F3 — przy czym
    /// trzeci i piąty rejestr proszę zamienić miejscami`): a verb of editing and a register.
    fn edit_after(&self, k: usize) -> bool {
        let rest = self.after(k);
        self.edit_verb_in(rest) && edit::names_any(rest, self.phrases)
    }

    /// Whether `toks` hold a verb of editing (`[words] edit`, `swap`, `drop`, `replace`).
    fn edit_verb_in(&self, toks: &[Token]) -> bool {
        ["swap", "edit", "drop", "replace"]
            .iter()
            .any(|l| self.phrases.find(l, toks).is_some())
    }

    /// Whether the words from `k` to the sentence's end name one item (`the upgrade thing`):
    /// an article, a few words, no order in words.
    fn item_named(&self, k: usize) -> bool {
        let rest = self.after(k);
        (2..=4).contains(&rest.len())
            && self.phrases.is_word("article", &rest[0].norm)
            && self.phrases.find_order(rest).is_none()
    }

    /// A correction of two words or more after an instruction parts them without a comma:
    /// `F3 L F R B  no wait  F3 L F2 R B`; so does one before an edit.
    fn corrected(&self, k: usize) -> bool {
        let t = &self.toks[k - 1];
        let rest = self.after(k);
        // `4 i 5 na odwrót`: an exchange's words are the edit's verb, not a correction; so are
        // a change's (`F3 miało być F2`).
        let n = super::correction_lead(rest, self.phrases);
        // (A negation a comma ends, `F2 L F R U nie, ...`, parts as two words would.)
        let whole = n >= 2 || (n == 1 && self.phrases.leading("correction", rest) == 0);
        // One card corrected by another (`the 3BE i mean 3BS`): an edit, one clause.
        let strong = |t: &Token| runs::strong(t, &self.sentence[t.start..t.end]);
        let one_for_one = self.before(k).iter().filter(|t| strong(t)).count() == 1
            && rest[n.min(rest.len())..]
                .iter()
                .filter(|t| strong(t))
                .count()
                == 1;
        // One word of correction before an edit asked (`... forward two actually can you swap
        // the first and last`).
        let after = &rest[n.min(rest.len())..];
        let after = &after[self.phrases.leading("request", after).min(after.len())..];
        let edits = ["swap", "edit", "drop", "replace"]
            .iter()
            .any(|l| self.phrases.leading(l, after) > 0);
        let before = strong(t) || (edits && runs::maybe_instruction(t, self.phrases));
        // (A correction that starts a word earlier cuts there: `... — a nie czekaj ...`.)
        let earlier = super::correction_lead(self.after(k - 1), self.phrases) > n;
        (whole || (n == 1 && edits))
            && !earlier
            && !one_for_one
            && self.phrases.leading("swap", rest) == 0
            && self.phrases.leading("edit", rest) == 0
            && before
    }

    /// A reason after an instruction parts them (`I'll go F2 first cos theres a wall ahead of
    /// me`): a word of `reason` (not of `reason_weak`: `go forward by two`) with a word of no
    /// instruction within three words after it, a sign of instructions before it in the
    /// clause.
    fn gives_reason(&self, k: usize) -> bool {
        let rest = self.after(k);
        let n = self.phrases.leading("reason", rest);
        // (After a comma, a list's reason is an item left out; an edit ends before its
        // reason itself.)
        let before = self.before(k);
        n > 0
            && !self.gap(k).contains(',')
            && !self.edit_verb_in(before)
            && self.phrases.find("place", before).is_none()
            && !self.phrases.is_word("reason_weak", &rest[0].norm)
            // (Cards she speaks of keep their reason: `the u turn first cos ...`.)
            && !self.phrases.is_word("mention", &self.toks[self.from].norm)
            && self.before(k).iter().any(|t| self.strong(t))
            && (rest[n..].iter().take(3)).any(|t| {
                !runs::maybe_instruction(t, self.phrases)
                    || runs::prose_word(t, self.phrases)
                    || self.phrases.is_word("hers", &t.norm)
            })
    }

    /// Instructions said in sequence end a reason (`cos theres a wall ahead of me after that
    /// a left`): a connector of `sequence` in a clause a reason opens, a sign of instructions
    /// within two words after it.
    fn reason_ends(&self, k: usize) -> bool {
        let rest = self.after(k);
        let n = self.phrases.leading("sequence", rest);
        n > 0
            && self.phrases.leading("reason", self.before(k)) > 0
            && (rest[n..].iter().take(2)).any(|t| self.strong(t) || words().is_notation(&t.norm))
    }

    /// Whether `t` is a sign of instructions ([`runs::strong`]).
    fn strong(&self, t: &Token) -> bool {
        runs::strong(t, &self.sentence[t.start..t.end])
    }

    /// The part after the comma names orders with a colon (`, here's my program: ...`).
    fn labels_orders(&self, k: usize) -> bool {
        self.labelled[k]
    }

    /// Her program in codes, then the same said in words (`F2 R F L F — that's forward two,
    /// right, one, left, one`): a word of `restated`, three words of instructions or more
    /// after it, three codes or more before it. A piece of its own, which the program reads
    /// once when it is the same.
    fn spells_out(&self, k: usize) -> bool {
        let n = self.phrases.leading("restated", self.after(k));
        let rest = self.after((k + n).min(self.toks.len()));
        let strong = |t: &Token| runs::strong(t, &self.sentence[t.start..t.end]);
        n > 0
            && rest
                .iter()
                .filter(|t| runs::maybe_instruction(t, self.phrases))
                .count()
                >= 3
            && self.before(k).iter().filter(|t| strong(t)).count() >= 3
    }

    /// A question of hers after her program (`F2 R F L F3 i jeszcze jak moge zobaczyc stan
    /// gry?`): the sentence ends in `?`, the words from `k` ask what a command shows and hold
    /// no instruction, three codes or more before them. The program is no question.
    fn asks_after(&self, k: usize) -> bool {
        let rest = self.head(k);
        let rest = &rest[self.phrases.leading("connector", rest).min(rest.len())..];
        let rest = &rest[self.phrases.leading("filler", rest).min(rest.len())..];
        let strong = |t: &Token| runs::strong(t, &self.sentence[t.start..t.end]);
        self.sentence.trim_end().ends_with('?')
            && ["status", "help", "orders_on_file", "rules"]
                .iter()
                .any(|l| self.phrases.find(l, rest).is_some())
            && !rest
                .iter()
                .any(|t| runs::maybe_instruction(t, self.phrases))
            && self.before(k).iter().filter(|t| strong(t)).count() >= 3
    }

    /// Chatter after a comma, up to the next comma or the end (`make the last one a left
    /// instead of the right, sorry about that, ...`): no word of the edit before it.
    fn chats(&self, k: usize) -> bool {
        let reach = self.reach_end(k);
        let end = (k + 1..reach)
            .find(|&j| self.gap(j).contains([',', ';']))
            .map_or(
                if reach == self.toks.len() {
                    self.sentence.len()
                } else {
                    self.toks[reach - 1].end
                },
                |j| self.toks[j - 1].end,
            );
        self.gap(k).contains(',')
            && !self.press
            && self.edit_verb_in(self.before(k))
            && end > self.toks[k].start
            && runs::said_only(&self.sentence[self.toks[k].start..end], self.phrases)
    }

    /// Instructions after a comma that ends a reason opening the clause (`Ponieważ stoi
    /// tyłem do flagi, zacznę od zawrócenia`, `since I face the wall, u-turn first`): a clause
    /// of their own, never dropped with the reason.
    fn follows_reason(&self, k: usize) -> bool {
        let head = self.head(k);
        let lead = ["connector", "sequence"]
            .iter()
            .map(|l| self.phrases.leading(l, head))
            .max()
            .unwrap_or(0);
        let head = &head[lead.min(head.len())..];
        // (Its first word or the one after it: `a u-turn`. A colon ends the reason too:
        // `bo mi sie nie chce xd: u, f2, r`.)
        self.gap(k).contains([',', ':'])
            && self.phrases.leading("reason", self.before(k)) > 0
            && head.iter().take(2).any(|t| {
                runs::strong(t, &self.sentence[t.start..t.end]) || words().is_notation(&t.norm)
            })
    }

    /// Instructions after a colon that ends her reason (`dzis tylko 3 karty bo mi sie nie
    /// chce xd: u, f2, r`): what [`Self::follows_reason`] reads after a comma.
    fn reason_announces(&self, k: usize) -> bool {
        self.gap(k).contains(':') && self.follows_reason(k)
    }

    /// Her program written out whole after an edit (`change the 1st to L pls, so L F F2 L
    /// F`, `zmieniam drugie na F3, czyli F2 F3 L F R`): a word of `restated` after a comma,
    /// three instructions or more to the end, a verb of editing before it.
    fn restates(&self, k: usize) -> bool {
        let n = self.phrases.leading("restated", self.after(k));
        let rest = self.after((k + n).min(self.toks.len()));
        let before = self.before(k);
        self.gap(k).contains(',')
            && n > 0
            && rest.len() >= 3
            && rest
                .iter()
                .all(|t| runs::strong(t, &self.sentence[t.start..t.end]))
            && self.edit_verb_in(before)
    }

    /// A correction after a comma starts a second thought (`F2 L F R U, no wait, ...`), unless
    /// the clause before names a register (`the last one, no wait, the middle one`).
    fn corrects_after_comma(&self, k: usize) -> bool {
        self.gap(k).contains(',')
            && super::correction_lead(self.after(k), self.phrases) > 0
            && !edit::names_register(self.sentence, self.before(k), self.phrases)
    }

    /// A command word of the grammar or a game's order in words (`, then power down`), but
    /// not an item of a list of instructions ([`Self::item`]).
    fn commands(&self, k: usize) -> bool {
        let head = self.head(k);
        (head.first().is_some_and(|t| is_command_word(&t.norm)) || self.phrases.order_starts(head))
            && !self.item(k)
    }

    /// Whether the words from `k` to the next comma, one to three in lower case, stand between
    /// instructions parted by commas (`F2, L, stay put, R, F`): an item of her list, which
    /// the game reads or quotes, not a command of its own.
    fn item(&self, k: usize) -> bool {
        let n = self.toks.len();
        // Three words at most: bounded work a word.
        let Some(next) = (k + 1..n.min(k + 4)).find(|&j| self.gap(j).contains(',')) else {
            return false;
        };
        let code = |t: &Token| runs::maybe_instruction(t, self.phrases);
        self.gap(k).contains(',')
            && self.sentence[self.toks[k].start..].starts_with(char::is_lowercase)
            && code(&self.toks[k - 1])
            && code(&self.toks[next])
    }

    /// A question whether her orders are right (`..., is this correct?`, `[words] confirm`):
    /// a clause of its own, so that the orders before it are no question.
    fn confirms(&self, k: usize) -> bool {
        self.phrases.leading("confirm", self.head(k)) > 0
    }

    /// A question whether her orders are right, with no comma, last in a question (`prawo
    /// lewo f2 f3 f spoko?`, `F2 L F R U ok?`): the orders before it are no question.
    fn asks_last(&self, k: usize) -> bool {
        let rest = self.after(k);
        k > 0
            && self.sentence.trim_end().ends_with('?')
            && runs::maybe_instruction(&self.toks[k - 1], self.phrases)
            && (1..=3).contains(&rest.len())
            && ["confirm", "chatter"]
                .iter()
                .any(|l| self.phrases.leading(l, rest) == rest.len())
    }

    /// An intent that is a clause of its own (`, and I resign`, `, status please`).
    fn intends(&self, k: usize) -> bool {
        let head = self.head(k);
        ["resign", "clear", "status", "press"]
            .iter()
            .any(|l| self.phrases.leading(l, head) > 0)
    }

    /// An edit after a program (`F2 L F R F, oh and put a u-turn in register 4`).
    fn edits(&self, k: usize) -> bool {
        let head = self.head(k);
        // (After a word of contrast: `R F F2 L F, but change the 1st to L`.)
        let head = &head[self.phrases.leading("contrast", head).min(head.len())..];
        self.phrases.leading("edit", head) > 0 && edit::names_any(head, self.phrases)
    }

    /// A register named, its edit's verb after it (`W tamtym programie co wysłałam, trzecia
    /// karta miała być w prawo ...`, `..., the last one should be a U-turn`).
    fn register_edited(&self, k: usize) -> bool {
        let head = self.head(k);
        self.gap(k).contains(',')
            && edit::register_of_words(head, self.phrases)
            && (2..=4).any(|j| j < head.len() && self.phrases.leading("edit", &head[j..]) > 0)
    }

    /// A register named for what follows (`..., and for the fifth register kindly move ...`,
    /// `..., and the last one a U-turn`).
    fn places(&self, k: usize) -> bool {
        let head = self.head(k);
        let n = self.phrases.leading("connector", head).min(head.len());
        // (In two words after an article: a register that numbers a list, `first F2, second
        // L`, `move 1, right`, is none.)
        let article = head
            .get(n)
            .is_some_and(|t| self.phrases.is_word("article", &t.norm));
        edit::placed_in(&head[n..], self.phrases)
            || (article && edit::register_of_words(&head[n..], self.phrases))
    }

    /// A second register after an edit, its verb left out (`drugi ma być F3 a ostatni F2`).
    fn edits_again(&self, k: usize) -> bool {
        let before = self.before(k);
        let head = self.head(k);
        let head = &head[self.phrases.leading("connector", head).min(head.len())..];
        // An exchange later in the sentence takes both registers (`meant the 3rd and 4th
        // the other way round`).
        // (`zamienić na`, a verb of exchange before what replaces, exchanges nothing.)
        let rest = self.around(k);
        let swap = self.phrases.find("swap", rest).is_some_and(|(m, _)| {
            !(rest.get(m.end)).is_some_and(|t| self.phrases.is_word("replace_by", &t.norm))
        });
        // (Registers by their figures, the second with its card alone: `3 ma być L a 5 R`.)
        let figure = |t: &Token| edit::register_figure(&t.norm);
        let figured = matches!(head, [n, card] if figure(n)
            && runs::maybe_instruction(card, self.phrases))
            && before.iter().any(figure);
        self.phrases.find("edit", before).is_some()
            && !swap
            && ((edit::names_any(before, self.phrases)
                && edit::starts_with_register(head, self.phrases))
                || figured)
    }

    /// A second card moved after a move (`put the yellow on top and the red second`,
    /// `duża czerwona na górę, żółta druga`).
    fn moves_again(&self, k: usize) -> bool {
        let before = self.before(k);
        let lead = before.len() - self.phrases.trailing("connector", before).min(before.len());
        edit::moves(self.sentence, &before[..lead], self.phrases)
            && edit::moves(self.sentence, self.after(k), self.phrases)
    }

    /// A command after words that take something back (`Po namyśle jednak odwołuję — robot
    /// zostaje w służbie`): what she does instead, a clause of its own.
    fn commands_after_taking_back(&self, k: usize) -> bool {
        let before = self.before(k);
        self.commands(k)
            && before.iter().any(|t| {
                ["negation", "correction", "retract"]
                    .iter()
                    .any(|l| self.phrases.is_word(l, &t.norm))
            })
    }

    /// Whether a comma or a connector stands before word `k` (a connector at a line's start
    /// joins nothing).
    fn joined(&self, k: usize) -> bool {
        self.gap(k).contains(',')
            || (self.phrases.is_word("connector", &self.toks[k].norm)
                && !self.toks[k - 1].after_break)
    }

    /// Whether a clause starts at word `k`: a part, or a start after a comma or connector
    /// with words after its filler.
    fn cuts_at(&self, k: usize) -> bool {
        Self::PARTS.iter().any(|rule| rule(self, k))
            || (self.joined(k)
                && !self.head(k).is_empty()
                && Self::STARTS.iter().any(|r| r(self, k)))
    }

    /// The clauses, in order, trimmed of the commas that parted them.
    pub(super) fn clauses(mut self) -> Vec<&'s str> {
        let mut cuts = vec![0usize];
        for k in 1..self.toks.len() {
            if self.cuts_at(k) {
                cuts.push(self.toks[k].start);
                self.from = k;
                self.press = self.phrases.leading("press", self.head(k)) > 0;
            }
        }
        cuts.push(self.sentence.len());
        cuts.windows(2)
            .map(|w| {
                self.sentence[w[0]..w[1]]
                    .trim()
                    .trim_start_matches(',')
                    .trim_end_matches([',', '+'])
                    .trim()
                    // The dash that parted it from the next (`PASS — je réfléchis encore`).
                    .trim_end_matches(['—', '–'])
                    .trim_end()
            })
            .filter(|s| !s.is_empty())
            .collect()
    }
}

/// Where a clause may start: see [`Cutter`].
pub(super) fn clauses<'a>(sentence: &'a str, phrases: &'a Phrases) -> Vec<&'a str> {
    Cutter::new(sentence, phrases).clauses()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(s: &str) -> Vec<&str> {
        clauses(s, Phrases::builtin())
    }

    fn rule<'s>(s: &'s str, at: &str, rule: Rule<'s>) -> bool {
        let c = Cutter::new(s, Phrases::builtin());
        let k = c
            .toks
            .iter()
            .position(|t| &s[t.start..t.end] == at)
            .expect("word");
        rule(&c, k)
    }

    #[test]
    fn each_rule_alone() {
        // A dash between a piece in words and where it faces parts nothing.
        assert!(!rule("duża czerwona – wschód", "wschód", Cutter::dashed));
        assert!(rule("F3 F2 L R U - power down", "power", Cutter::dashed));
        // A word asking if it is right, last in a question, after her orders.
        assert!(rule(
            "prawo lewo f2 f3 f spoko?",
            "spoko",
            Cutter::asks_last
        ));
        assert!(!rule(
            "prawo lewo f2 f3 f spoko.",
            "spoko",
            Cutter::asks_last
        ));
        assert!(rule("2RN 3GE - no wait", "no", Cutter::dashed));
        assert!(!rule("2RN 3GE, no wait", "no", Cutter::dashed));
        assert!(rule(
            "F3 F2 L R U + wylaczenie",
            "wylaczenie",
            Cutter::dashed
        ));
        assert!(!rule("F3+R wylaczenie", "wylaczenie", Cutter::dashed));
        assert!(!rule("f2 l f r + the upgrade thing", "the", Cutter::dashed));
        assert!(rule("f2 l f r + the power down", "the", Cutter::dashed));
        assert!(rule("F3 L F R B  no wait  F3", "no", Cutter::corrected));
        assert!(!rule("it was fine no wait", "no", Cutter::corrected));
        assert!(rule(
            "F2 L F R U, no wait, F3",
            "no",
            Cutter::corrects_after_comma
        ));
        assert!(rule("F2 L, then power down", "then", Cutter::commands));
        assert!(rule("F2 L F, and I resign", "and", Cutter::intends));
        assert!(rule(
            "F2 L F R F, put a u-turn in register 4",
            "put",
            Cutter::edits
        ));
        assert!(rule(
            "drugi ma być F3 a ostatni F2",
            "a",
            Cutter::edits_again
        ));
        assert!(rule("hi, my program: F2 L", "my", Cutter::labels_orders));
        assert!(rule(
            "I'll go F2 first cos theres a wall ahead of me",
            "cos",
            Cutter::gives_reason
        ));
    }

    #[test]
    fn a_dash_in_press_goes_on() {
        assert_eq!(cut("Message for Bob - want to team up?").len(), 1);
        assert_eq!(cut("2RN 3GE 2BS - no wait, 2RN 3GE 2BN").len(), 2);
    }

    #[test]
    fn a_comma_alone_cuts_nothing() {
        assert_eq!(cut("F2, L, F, R, U"), vec!["F2, L, F, R, U"]);
        assert_eq!(
            cut("F2 L F R U, then power down"),
            vec!["F2 L F R U", "then power down"]
        );
    }
}

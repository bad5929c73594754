//! Step 5's weighing: whether an intent's words, found in a clause, are that intent here. An
//! intent that **acts** ([`ACTING`]) is not done when negated, doubted or asked about; a word
//! alone counts only as the whole of what was said; a verb followed by words that make it
//! another verb is no order.

use super::{Clause, Found, Step};
use crate::inbound::PlayerCommand;
use crate::phrases::Token;

/// The intents that act: not done when negated or hedged.
pub(super) const ACTING: &[&str] = &[
    "resign_confirm",
    "resign",
    "pass",
    "clear",
    "wait",
    "order",
    "join_here",
];

impl Clause<'_> {
    /// What intent `intent`, found as `f`, makes of the clause: the gates, then the command
    /// (`make.rs`) or the order not done.
    pub(super) fn weigh(&self, intent: &str, f: &Found<'_>) -> Step {
        let acting = ACTING.contains(&intent);
        let ends = self.ends_at(f.m.end);
        // Words that name a command before a colon and instructions head her orders (`moje
        // rozkazy: średni czerwony na północ, ...`): no command of their own.
        if !acting
            && f.m.end < self.b
            && f.m.end > 0
            && self.gap_holds(f.m.end, ':')
            && crate::mail::shapes::has_instruction_sign(
                &self.text[self.toks[f.m.end].start..],
                crate::games::words(),
            )
        {
            return Step::Skip;
        }
        if self.not_whole(acting, f, ends)
            || (acting && (self.someone_else(f.m.start) || self.on_someone_else(f.m.end)))
        {
            return Step::Skip;
        }
        let not_done = acting
            && ((self.negated(f.m.start) && !self.no_then_withdrawn(intent, f.m.start))
                || self.denied_after(f.m.end)
                || self.doubted(intent, f)
                || self.asks(intent)
                || self.another_sense(intent, (f.m.start, f.m.end)));
        // Nor does an order followed by words that make it another verb (`I'll pass on the
        // alliance idea`, `pass me the salt`), or by what she quits or gives up doing (`I
        // quit smoking`, `poddaję się szukać krótszego`).
        if acting
            && !not_done
            && f.m.end < self.b
            && !ends
            && (self
                .phrases
                .is_word("continuation", &self.toks[f.m.end].norm)
                || (intent == "resign" && self.doing(&self.toks[f.m.end])))
        {
            return Step::Skip;
        }
        let by = format!("{intent}: {}", f.phrasing.source);
        // A seat wished for in doubt (`I'd like to join but not sure I can make the
        // deadlines`) takes none: the rest of what she wrote is read (the games listed).
        if not_done && intent == "join_here" {
            return Step::Skip;
        }
        if not_done {
            return self.not_done(intent, f, &by);
        }
        self.make(intent, f, &by)
    }

    /// Whether what follows token `end` ends the intent's words: the end, a break, a comma,
    /// or filler (`for the next round`, `z gry`).
    pub(super) fn ends_at(&self, end: usize) -> bool {
        end >= self.b
            || self.toks[end].after_break
            || self.gap_holds(end, ',')
            || self.phrases.leading("filler", &self.toks[end..]) > 0
    }

    /// One word counts only as what was said, filler aside (`Pass.`, `rules please`,
    /// `Niestety muszę zrezygnować z gry`): `Pass me the salt`, `CLEAR the board`, `Thanks for
    /// the help!` are not it. In a question, a word that asks for something counts anywhere
    /// (`Możesz mi przypomnieć zasady?`).
    fn not_whole(&self, acting: bool, f: &Found<'_>, ends: bool) -> bool {
        f.phrasing.words() == 1
            && !(f.m.start == self.a && ends)
            && (acting || !self.question)
            && !(acting && self.negated(f.m.start))
    }

    /// A lone `no` first in the clause right before a withdrawal (`no cancel that
    /// altogether`): a correction that leads into it, since a withdrawal said not to would
    /// mean nothing.
    fn no_then_withdrawn(&self, intent: &str, start: usize) -> bool {
        // (Or a short one right before it after her program: `... back one no scrub all
        // that`.)
        let short = start > self.a
            && self.toks[start - 1].norm.chars().count() <= 3
            && (start - 1 == self.a
                || !self.phrases.is_word("negation", &self.toks[start - 2].norm));
        intent == "clear"
            && (start == self.a + 1 || short)
            && self
                .phrases
                .leading("negation", &self.toks[start - 1..start])
                == 1
    }

    /// Whether a negation stands within three words before token `start` (`don't power
    /// down`), or a longer one ends right before it (`disregard my request to power down`).
    pub(super) fn negated(&self, start: usize) -> bool {
        (start.saturating_sub(6)..start).any(|k| {
            let n = self.phrases.leading("negation", &self.toks[k..start]);
            n > 0 && (k + 3 >= start || k + n == start)
        })
    }

    /// Whether a lone negation ends the clause after an arrow, a dash or a colon right after
    /// the intent's words (`wyłączam się -> nie`, `power down - no`): said, then denied.
    /// So does a phrasing of `declined` right after them, to the clause's end or a comma
    /// (`Power down: negative.`, `power down nie robie, jade dalej!`).
    fn denied_after(&self, end: usize) -> bool {
        let lone = end + 1 == self.toks.len()
            && self.phrases.is_word("negation", &self.toks[end].norm)
            && {
                let gap = &self.text[self.toks[end - 1].end..self.toks[end].start];
                gap.contains(['>', '-', '\u{2192}', '=', ':'])
                    && gap
                        .chars()
                        .all(|c| c.is_whitespace() || "->=:\u{2192}".contains(c))
            };
        let n = self
            .phrases
            .leading("declined", &self.toks[end.min(self.toks.len())..]);
        let declined = n > 0
            && (end + n == self.toks.len() || self.toks[end + n].after_mark)
            && !self.text[self.toks[end - 1].end..self.toks[end].start].contains(',');
        lone || declined
    }

    /// Whether the subject of the words at token `start` is someone else (`who.rs`).
    pub(super) fn someone_else(&self, start: usize) -> bool {
        super::super::who::someone_else(self.text, self.toks, start, self.phrases)
    }

    /// Whether the order at tokens `[.., end)` is done to someone else's robot, named after
    /// it (`wyłącz robota Boba`, `wylacz robota boba xd`): a robot's word, then a name (with
    /// its capital, or a word no phrasing and no game knows).
    pub(super) fn on_someone_else(&self, end: usize) -> bool {
        // (The robot's word may end the order's phrasing: `wyłącz robota`.)
        let at = if end > 0 && self.phrases.is_word("owned", &self.toks[end - 1].norm) {
            end - 1
        } else {
            end
        };
        let (Some(robot), Some(name)) = (self.toks.get(at), self.toks.get(at + 1)) else {
            return false;
        };
        let named = self.text[name.start..].starts_with(char::is_uppercase)
            || (name.norm.chars().all(char::is_alphabetic)
                && !self.phrases.knows(&name.norm)
                && !crate::games::words().is_notation(&name.norm));
        // (A comma parts a new phrase: `wyłączam się, robot cały pogięty`.)
        self.phrases.is_word("owned", &robot.norm)
            && (at != end || !robot.after_mark)
            && !name.after_mark
            && named
            && !self.phrases.is_word("hers", &name.norm)
            && !self.phrases.is_word("when", &name.norm)
    }

    /// Whether a hedge stands before the intent's words (`might`, `if`, `może`); before a
    /// seat wished for, anywhere in the clause (`I'd love to play some day`).
    fn doubted(&self, intent: &str, f: &Found<'_>) -> bool {
        if !self.hedged {
            return false;
        }
        // `if you can`, `jeśli można`: politeness, no doubt.
        let mut from = 0;
        while let Some((h, _)) = self.phrases.find_from("hedge", self.toks, from) {
            let polite = self.phrases.leading("polite", &self.toks[h.start..]) > 0;
            if !polite && (h.start < f.m.start || intent == "join_here") {
                return true;
            }
            from = h.start + 1;
        }
        false
    }

    /// An intent's words in another sense. Giving up on understanding a rule or on a round's
    /// puzzle (`poddaję się, nie rozumiem tej zasady`, `I give up, I can't see a solution`),
    /// said with a word of `[words] puzzled` in the clause, or in jest, playing on (`poddaję
    /// się, ta plansza mnie pokonała, ale gram dalej`, `[words] joking`): no resigning.
    /// Herself away or resting, a word of `[words] away`: no order of the game's.
    /// Resigning from the game by name (`muszę zrezygnować z dalszej gry, bo nie widzę tej
    /// planszy`: a `game_word` in its words or within four words after) is no puzzle given
    /// up.
    fn another_sense(&self, intent: &str, (start, end): (usize, usize)) -> bool {
        match intent {
            "resign" => {
                let of_game = self.toks[start..(end + 4).min(self.b).max(start)]
                    .iter()
                    .any(|t| {
                        self.phrases.is_word("game_word", &t.norm)
                            && !self.phrases.is_word("negation", &t.norm)
                    });
                (self.phrases.find("puzzled", self.toks).is_some() && !of_game)
                    || (self.phrases.find("joking", self.toks))
                        .is_some_and(|(m, _)| !self.negated(m.start))
            }
            // `powering down for a nap`, `wyłączam się do poniedziałku`: only named.
            // (Not in her aside about the robot: `power down (she needs a nap lol)`.)
            // (Nor when her robot is the one resting: `robot needs a nap`.)
            "order" => self.phrases.find("away", self.toks).is_some_and(|(m, _)| {
                let before = &self.text[..self.toks[m.start].start];
                let robot = self.phrases.trailing("rests", &self.toks[..m.start]) > 0;
                before.matches('(').count() <= before.matches(')').count() && !robot
            }),
            _ => false,
        }
    }

    /// A question asks, unless it is a request (`could you power me down?`) or asks leave to
    /// do what only asks again (`can I leave the game?`: RESIGN asks for its confirmation).
    fn asks(&self, intent: &str) -> bool {
        self.question
            && !matches!(intent, "wait" | "resign")
            && self.phrases.leading("request", self.toks) == 0
    }

    /// An order not done: said not to, that the game can take back (`don't power down` after
    /// a `power down`: `POWER ON`), it is taken back; else the clause is a remark naming the
    /// command that would do it.
    fn not_done(&self, intent: &str, f: &Found<'_>, by: &str) -> Step {
        if self.negated(f.m.start)
            && let Some(undo) = f.order.as_deref().and_then(|o| self.phrases.undo(o))
        {
            let (keyword, text) = undo.split_once(' ').unwrap_or((undo, ""));
            let cmd = PlayerCommand::Orders {
                keyword: keyword.to_string(),
                text: text.to_string(),
            };
            return Step::Push(self.said(cmd, by));
        }
        Step::Remark(match (&f.order, intent) {
            (Some(o), _) => o.clone(),
            (None, "resign" | "resign_confirm") => "RESIGN".into(),
            (None, "clear") => "CLEAR".into(),
            (None, "wait") => "WAIT".into(),
            _ => "PASS".into(),
        })
    }

    /// Whether a word says a doing (`smoking`, `szukać`: an English gerund, a Polish
    /// infinitive), what one quits or gives up, other than playing (`[words] playing`: `I
    /// quit playing` is resigning).
    fn doing(&self, t: &Token) -> bool {
        let n = t.norm.as_str();
        // (`smokin'`, as people write it.)
        let gerund = n.len() > 5 && (n.ends_with("ing") || n.ends_with("in'") || n.ends_with("in"));
        let infinitive =
            n.len() >= 5 && ["ac", "ec", "ic", "yc"].iter().any(|e| n.ends_with(e)) && n != "pomoc";
        (gerund || infinitive) && !self.phrases.is_word("playing", n)
    }
}

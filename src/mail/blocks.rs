//! The sender's own lines to commands: each line through the line grammar
//! ([`super::commands`]), plus what spans lines.
//!
//! - **A list under an order word.** An order word alone on its line (`PROGRAM`, `Program:`,
//!   `2. goals`), unless it is complete alone (`PASS`), takes the list below it as its text:
//!   list markers and numbering (`1.`, `2)`, `-`, `*`) dropped, items joined by commas (her
//!   pieces: a refusal reads around the one that does not read), blank
//!   lines before the first item skipped (Gmail writes an HTML list under `PROGRAM` as
//!   `PROGRAM`, a blank line, `1. 2YS`, `2. 1GE`) and between items. The list ends at a
//!   command or at a line that is not instructions (see [`super::shapes`]: prose ends it); after
//!   a blank line, also at a line of two-letter words alone (`ok`, `Hi`: a line needs a marker
//!   or a token only instructions write, see [`has_instruction_sign`]). Nothing taken: the order word
//!   counts only when written in capitals (then with empty text, which the moderator refuses
//!   saying what it expected).
//! - **Press** text goes on over the lines after `PRESS ... :`, up to a blank line or a command.
//! - **Orders written bare.** Lines with no command word made only of instructions (`right,
//!   f3, left, f3, f`, or a list `1. 2YS` / `2. 1GE`) become one
//!   [`PlayerCommand::Unmarked`]: markers dropped, lines joined by commas, blank lines crossed
//!   as in a list. A line or list needs one token only instructions write (a digit, a
//!   notation word, a single letter, `yN`): "ok" and "Hi" are not orders. The moderator decides
//!   whether to use it (a reply to a turn mail with no orders command, and only if it parses).
//! - **One program a mail.** Lines that read as nothing alone but start with instructions
//!   (`then turn right`, `i na koniec U`) beside a program read in words join it, in the
//!   order written ([`whole`]).
//! - Lines starting `#` or `//` are comments, skipped without ending anything.
//! - A line longer than [`MAX_LINE_BYTES`] is no order anyone writes: it is not read at all
//!   (prose: part of the letter, which the moderator reads), so that reading stays cheap
//!   however a mail is made (docs/mail.md, "Reading time").

use super::commands::order_word_alone;
use super::shapes::{
    collapse, has_instruction_sign, is_instruction_line, register_label, strip_list_marker,
    without_labels, without_trailing_remark,
};
use crate::games::words;
use crate::inbound::PlayerCommand;

pub use crate::inbound::MAX_LINE_BYTES;

pub(super) mod items;
mod line;
mod table;
mod whole;
use items::*;

/// What the lines being read extend.
enum Open {
    Nothing,
    /// An order word alone: its line, its keyword, the items taken, whether it was written in
    /// capitals, and whether a blank line came after the last item. Also an order word of a
    /// list with its text on its line (`PROGRAM F3 L` / `R F U`): then the list goes on over
    /// the lines under it up to the first blank line (`went_on`).
    List {
        line: usize,
        keyword: String,
        items: Vec<String>,
        shouted: bool,
        blank: bool,
        went_on: bool,
    },
    /// Lines of bare instructions, and whether a blank line came after the last.
    Bare {
        items: Vec<String>,
        blank: bool,
    },
    /// The text of the last [`PlayerCommand::Press`] or [`PlayerCommand::ToModerator`]; the
    /// moderator's goes on across blank lines (a letter has paragraphs), and whether one came.
    Press {
        across: bool,
        blank: bool,
    },
}

/// The commands of the sender's lines, and which command each line went into.
pub struct Reading {
    /// In the order of their first lines.
    pub commands: Vec<PlayerCommand>,
    /// For each line, the index in `commands` of the command it is part of; `None` for a line
    /// that is part of none (prose, blank lines, comments).
    pub owner: Vec<Option<usize>>,
}

/// The reading under way: the commands so far, each line's owner, the lines of what is open.
struct Reader {
    out: Vec<PlayerCommand>,
    owner: Vec<Option<usize>>,
    pending: Vec<usize>,
    /// Whether a line that holds a command word but reads as none becomes
    /// [`PlayerCommand::NotRead`].
    flag: bool,
    /// What the lines being read extend.
    open: Open,
}

impl Reader {
    /// A command of line `i` (and of the lines pending).
    fn push(&mut self, cmd: PlayerCommand, i: Option<usize>) {
        let at = self.out.len();
        for k in self.pending.drain(..).chain(i) {
            self.owner[k] = Some(at);
        }
        self.out.push(cmd);
    }

    /// The command what was open makes, if any; nothing is open after.
    fn close(&mut self, lines: &[&str]) {
        match std::mem::replace(&mut self.open, Open::Nothing) {
            Open::List {
                keyword,
                items,
                shouted,
                ..
            } if shouted || !items.is_empty() => self.push(
                PlayerCommand::Orders {
                    keyword,
                    text: join_items(&items),
                },
                None,
            ),
            // `program` alone with nothing under it: not read, and said so.
            Open::List { line, .. } => {
                self.pending.clear();
                self.not_read(line, lines);
            }
            Open::Bare { items, .. } => {
                let text = join_items(&items);
                if has_instruction_sign(&text, words()) {
                    let text = super::reader::bare_text(&text);
                    self.push(PlayerCommand::Unmarked { text }, None);
                }
                self.pending.clear();
            }
            Open::Press { .. } | Open::Nothing => self.pending.clear(),
        }
    }

    /// Line `i` reads as no command: when it holds a command word, it is quoted back.
    fn not_read(&mut self, i: usize, lines: &[&str]) {
        let line = lines[i].trim();
        if self.flag
            && let Some(word) = line::command_word_in(line)
        {
            self.push(
                PlayerCommand::NotRead {
                    line: line.to_string(),
                    word,
                },
                Some(i),
            );
        }
    }

    /// Line `i` of `lines` (`line`), read with what is open: it opens, ends or goes on with a
    /// list, bare instructions or press, or is read as commands of its own.
    fn line(&mut self, i: usize, line: &str, lines: &[&str]) {
        let line = super::shapes::without_heading(line);
        let t = line.trim();
        if t.len() > MAX_LINE_BYTES {
            self.close(lines);
            return;
        }
        if t.starts_with('#') || t.starts_with("//") {
            return;
        }
        if let Some((keyword, shouted)) = order_word_alone(t) {
            self.close(lines);
            self.open = Open::List {
                line: i,
                keyword,
                items: Vec::new(),
                shouted,
                blank: false,
                went_on: false,
            };
            self.pending.push(i);
            return;
        }
        // An initial signing the mail after a blank line (`K.`), or kisses, are no order of
        // hers.
        let blank = i > 0 && lines[i - 1].trim().is_empty();
        if signature(t, &lines[i + 1..], blank) {
            self.close(lines);
            return;
        }
        let read = line::by_the_grammar(line, t);
        if !read.is_empty() {
            self.close(lines);
            self.commands_of_line(i, read);
            return;
        }
        if t.is_empty() {
            self.blank_line();
            return;
        }
        if self.press_goes_on(i, t) || self.item(i, t, lines) {
            return;
        }
        self.words(i, line, lines);
    }

    /// The commands the grammar read in line `i`; press or a word to the moderator opens text
    /// that goes on over the lines after.
    fn commands_of_line(&mut self, i: usize, read: Vec<PlayerCommand>) {
        // A list of instructions begun on the order word's line goes on under it.
        if let [PlayerCommand::Orders { keyword, text }] = read.as_slice()
            && !text.is_empty()
            && words().takes_list(keyword)
        {
            // A heading that only introduces the list (`Program na rundę 1 →`) is no item.
            let phrases = crate::phrases::Phrases::builtin();
            let head =
                super::reader::orders_text(super::reader::without_comment(text), phrases, true);
            self.open = Open::List {
                line: i,
                keyword: keyword.clone(),
                // (Numbered inline, `PROGRAM 1. L 2. F 3. F2`, its numbers are no cards: an
                // edit after it names registers by them.)
                items: if head.trim().is_empty() {
                    Vec::new()
                } else {
                    vec![super::shapes::without_numbering(text).into_owned()]
                },
                shouted: true,
                blank: false,
                went_on: true,
            };
            self.pending.push(i);
            return;
        }
        for cmd in read {
            match cmd.inner() {
                // Wishes to a player greeted by name end with their line.
                PlayerCommand::Press { .. } if cmd.greets() => self.open = Open::Nothing,
                PlayerCommand::Press { .. } => {
                    self.open = Open::Press {
                        across: false,
                        blank: false,
                    }
                }
                PlayerCommand::ToModerator { .. } => {
                    self.open = Open::Press {
                        across: true,
                        blank: false,
                    }
                }
                _ => self.open = Open::Nothing,
            }
            self.push(cmd, Some(i));
        }
    }

    /// A blank line: a list or bare lines may go on after it, the moderator's text goes on,
    /// press ends.
    fn blank_line(&mut self) {
        match &mut self.open {
            Open::List { items, blank, .. } | Open::Bare { items, blank } => {
                *blank = !items.is_empty();
            }
            Open::Press {
                across: true,
                blank,
            } => *blank = true,
            Open::Press { .. } | Open::Nothing => self.open = Open::Nothing,
        }
    }

    /// Line `i` (`t` trimmed) added to the open press's text, if press is open.
    fn press_goes_on(&mut self, i: usize, t: &str) -> bool {
        // An order of hers on a line of its own ends a letter to the moderator (`W tej rundzie
        // pasuję.` under her question): robomod does it, never passes it on unread.
        if let Open::Press { across: true, .. } = self.open
            && orders_alone(t)
        {
            self.open = Open::Nothing;
            return false;
        }
        if let Open::Press { blank, .. } = &mut self.open
            && let Some(PlayerCommand::Press { text, .. } | PlayerCommand::ToModerator { text }) =
                self.out.last_mut()
        {
            if !text.is_empty() {
                text.push_str(if *blank { "\n\n" } else { "\n" });
            }
            *blank = false;
            text.push_str(t);
            self.owner[i] = Some(self.out.len() - 1);
            return true;
        }
        false
    }

    /// Line `i` (`t` trimmed) as an item of the open list or bare lines, or as the first of
    /// bare lines; whatever was open ends when it is not.
    fn item(&mut self, i: usize, t: &str, lines: &[&str]) -> bool {
        let words = words();
        // `3 r 👉`: a picture beside an item is none of it (a picture alone is an item that
        // does not read, quoted back).
        let plain = super::shapes::without_faces(t);
        let mut codes = plain.split_whitespace().peekable();
        let t = if *plain != *t && codes.peek().is_some() && codes.all(super::shapes::code_like) {
            plain.trim()
        } else {
            t
        };
        // `1<TAB>F2<TAB>to the belt`: a row of a table is an item.
        let t = &super::shapes::without_columns(t);
        // `1. F3 2. L 3. F2`: numbering inline is no instruction.
        let t = &super::shapes::without_numbering(t);
        // `Register 1 - F3; Register 2 - R; ...`: labelled items on one line are one list.
        let t = &without_labels(t);
        let mut marked = strip_list_marker(t).len() != t.len();
        let mut item = without_trailing_remark(strip_list_marker(t));
        // `Register 2: L`: the label is the register's number, taken only in its place.
        if let Some((k, rest)) = register_label(item)
            && k == self.items_taken() + 1
        {
            (item, marked) = (rest, true);
        }
        // `1 F3` / `2 R`: the item's number in its place, with no mark after it.
        if let Some((n, rest)) = item.split_once(char::is_whitespace)
            && n.parse::<usize>() == Ok(self.items_taken() + 1)
            && !rest.trim().is_empty()
            && (n != "1" || numbered_next(&lines[i + 1..]))
        {
            (item, marked) = (rest.trim(), true);
        }
        let instructions = (bare_line(item)
            || ((!self.open_is_empty() || first_of_list(marked, &lines[i + 1..]))
                && stray_item(item, marked, &lines[i + 1..])
                && (marked || !self.remark_under_a_line(item))
                && (!self.open_is_empty() || mostly_instructions(item))))
            // An edit on a line of its own (`Last one a U-turn`) is the reader's; a numbered
            // or bulleted item is an item, but for cards added after the last (`+ append:
            // R, F2`). Words of chatter alone are none (`reszte zostawiam pusta`).
            && !((super::reader::edits(item) && !marked) || super::reader::adds(item))
            // (Nor one whose brackets edit it: `r f3 l f2 b (zmieniłem zdanie, ma być u)`.)
            && super::reader::corrected_aside(t).is_none()
            // (Nor a game's order in words under her program: `2) Wyłączenie robota w
            // następnej rundzie.` after `1) Program: F2 ...` is an order of its own.)
            && !(self.items_taken() > 0 && order_in_words(item))
            // (`...dobrze?...` under her stack: her question, no piece of it.)
            && !super::reader::said_only(
                item.trim_matches(['.', '\u{2026}', ' ']),
                crate::phrases::Phrases::builtin(),
            );
        let after_blank = matches!(
            &self.open,
            Open::List { blank: true, .. } | Open::Bare { blank: true, .. }
        );
        if signature(item, &lines[i + 1..], after_blank) {
            self.close(lines);
            return true;
        }
        match &mut self.open {
            Open::List {
                went_on: true,
                blank: true,
                ..
            } => self.close(lines),
            Open::List { items, blank, .. } | Open::Bare { items, blank }
                if instructions && (!*blank || marked || has_instruction_sign(item, words)) =>
            {
                items.push(collapse(whole::without_connectors(item)));
                *blank = false;
                self.pending.push(i);
                return true;
            }
            _ => self.close(lines),
        }
        if instructions {
            self.open = Open::Bare {
                items: vec![collapse(whole::without_connectors(item))],
                blank: false,
            };
            self.pending.push(i);
            return true;
        }
        false
    }

    /// How many items the open list or bare lines have taken.
    fn items_taken(&self) -> usize {
        match &self.open {
            Open::List { items, .. } | Open::Bare { items, .. } => items.len(),
            _ => 0,
        }
    }

    /// Whether `item`, words of no instruction (`trust the process`), is a remark under her
    /// orders written whole on one line (`turn around, go 3, go 1, turn right, go 2`): no
    /// item of a list written one a line, but words of her own after it.
    fn remark_under_a_line(&self, item: &str) -> bool {
        let whole = match &self.open {
            Open::List { items, .. } | Open::Bare { items, .. } => {
                items.len() == 1 && items[0].matches(',').count() >= 2
            }
            _ => false,
        };
        whole && item.split_whitespace().count() >= 3 && !notation_alone(item)
    }

    /// Whether a list or bare lines are open with an item taken.
    fn open_is_empty(&self) -> bool {
        !matches!(&self.open, Open::List { items, .. } | Open::Bare { items, .. } if !items.is_empty())
    }

    /// Line `i` (`line`), no command by the grammar nor instructions: what its words say, or
    /// not read.
    fn words(&mut self, i: usize, line: &str, lines: &[&str]) {
        let mut words = super::reader::read_line(line);
        if !self.flag {
            // The grammar alone: no remarks, chatter or questions.
            words.retain(|c| {
                !matches!(
                    c,
                    PlayerCommand::Chatter { .. }
                        | PlayerCommand::Question { .. }
                        | PlayerCommand::Remark { .. }
                )
            });
        }
        if words.is_empty() && notation_alone(line) {
            // Too few words to read alone (`potem mała czerwona`), under instructions in
            // words on the line before: they go on, never dropped.
            // Its connectors at the start left out, as in a run (`then right`).
            let toks = crate::phrases::tokens(line);
            let lead = crate::phrases::Phrases::builtin().leading("connector", &toks);
            let more = PlayerCommand::Said {
                line: line.trim().to_string(),
                read_as: Box::new(PlayerCommand::Unmarked {
                    text: super::reader::bare_text(
                        &line[toks.get(lead).map_or(line.len(), |t| t.start)..],
                    ),
                }),
                by: String::new(),
                bare: crate::inbound::Bare::Sentence,
            };
            if self.sentence_goes_on(i, std::slice::from_ref(&more))
                || self.next_register_goes_on(i, &more)
            {
                return;
            }
        }
        if words.is_empty() {
            self.not_read(i, lines);
            return;
        }
        if self.sentence_goes_on(i, &words) {
            return;
        }
        for cmd in words {
            let to_moderator = matches!(cmd.inner(), PlayerCommand::ToModerator { .. });
            self.push(cmd, Some(i));
            if to_moderator {
                self.open = Open::Press {
                    across: true,
                    blank: false,
                };
            }
        }
    }

    /// Notation words alone under a register numbered in words on the line before
    /// (`Fourthly, back one.` / `Lastly, turn right.`): the next register, never dropped.
    fn next_register_goes_on(&mut self, i: usize, more: &PlayerCommand) -> bool {
        use crate::inbound::{Bare, Edit, Slot};
        if i == 0 || self.owner[i - 1].is_none_or(|k| k + 1 != self.out.len()) {
            return false;
        }
        let (
            Some(PlayerCommand::Said {
                bare: Bare::Amend(Edit::Next(Slot::Nth(k))),
                by,
                ..
            }),
            PlayerCommand::Said { line, read_as, .. },
        ) = (self.out.last(), more)
        else {
            return false;
        };
        let next = PlayerCommand::Said {
            line: line.clone(),
            read_as: read_as.clone(),
            by: by.clone(),
            bare: Bare::Amend(Edit::Next(Slot::Nth(k.saturating_add(1)))),
        };
        self.push(next, Some(i));
        true
    }

    /// Instructions in sentences on consecutive lines (`Register one: forward two.` /
    /// `Register two: turn right.`) are one program, as a list is: line `i`'s sentence
    /// (`words`) added to the one of the line before.
    fn sentence_goes_on(&mut self, i: usize, words: &[PlayerCommand]) -> bool {
        if let [
            PlayerCommand::Said {
                read_as: next,
                bare: crate::inbound::Bare::Sentence,
                ..
            },
        ] = words
            && let PlayerCommand::Unmarked { text: more } = next.as_ref()
            && i > 0
            && self.owner[i - 1].is_some_and(|k| k + 1 == self.out.len())
            && let Some(PlayerCommand::Said {
                line: before,
                read_as,
                bare: crate::inbound::Bare::Sentence,
                ..
            }) = self.out.last_mut()
            && let PlayerCommand::Unmarked { text } = read_as.as_mut()
        {
            text.push(' ');
            text.push_str(whole::without_connectors(more));
            // Quoted by its first line, with a mark that more lines follow.
            if !before.ends_with(" ...") {
                before.push_str(" ...");
            }
            self.owner[i] = Some(self.out.len() - 1);
            return true;
        }
        false
    }
}

/// The commands in the sender's own lines, in order (see the module doc): the grammar alone,
/// without [`PlayerCommand::NotRead`].
pub fn commands_from_lines<'a>(lines: impl IntoIterator<Item = &'a str>) -> Vec<PlayerCommand> {
    let lines: Vec<&str> = lines.into_iter().collect();
    read(&lines, false).commands
}

/// The commands in the sender's own lines, in order, each line that holds a command word but
/// reads as no command among them as [`PlayerCommand::NotRead`], and which lines went into
/// which command.
pub fn read_lines(lines: &[&str]) -> Reading {
    let mut reading = read(lines, true);
    // (Pieces are joined as they were read: reasons and thanks left out.)
    let joined = unwrapped(lines);
    let lines: Vec<&str> = joined.iter().map(String::as_str).collect();
    whole::whole_programs(&mut reading, &lines);
    reading
}

/// `lines` without words of thanks after instructions ([`items::without_sign_off`]) or a
/// reason after a dash ([`items::without_dash_reason`]), tables made lists
/// ([`table::tables_as_lists`]), and
/// with a question broken over two lines made one (`Czy jak się wyłączę` / `to
/// taśmociąg dalej mnie przesuwa?`): a line that starts with a question word and ends with no
/// mark, under it one in lower case that ends with `?`; the second left empty, so that every
/// line keeps its place.
fn unwrapped(lines: &[&str]) -> Vec<String> {
    let phrases = crate::phrases::Phrases::builtin();
    let mut out: Vec<String> = lines
        .iter()
        .map(|l| {
            let l = items::without_dash_reason(l).unwrap_or_else(|| l.to_string());
            items::without_sign_off(&l).unwrap_or(l)
        })
        .collect();
    table::tables_as_lists(&mut out);
    for i in 0..lines.len().saturating_sub(1) {
        let (a, b) = (lines[i].trim(), lines[i + 1].trim());
        let asks = phrases.leading("question", &crate::phrases::tokens(a)) > 0;
        if asks
            && !a.ends_with(['.', '?', '!', ':', ','])
            && b.ends_with('?')
            && b.starts_with(char::is_lowercase)
            && !out[i].is_empty()
        {
            out[i] = format!("{a} {b}");
            out[i + 1] = String::new();
        }
    }
    out
}

fn read(lines: &[&str], flag: bool) -> Reading {
    let joined = unwrapped(lines);
    let lines: Vec<&str> = joined.iter().map(String::as_str).collect();
    let lines = lines.as_slice();
    let mut r = Reader {
        out: Vec::new(),
        owner: vec![None; lines.len()],
        pending: Vec::new(),
        flag,
        open: Open::Nothing,
    };
    for (i, &line) in lines.iter().enumerate() {
        // Past the daemon's budget for this mail: nobody waits for the rest.
        if super::cancel::called_off() {
            break;
        }
        // An aside in brackets is no order (`(only 4, can't decide the last one)`).
        if super::reader::aside(line) {
            continue;
        }
        r.line(i, line, lines);
    }
    r.close(lines);
    Reading {
        commands: r.out,
        owner: r.owner,
    }
}

/// Whether the line after (blank lines aside) is numbered `2` with no mark (`2 R`): the
/// first of a list numbered so.
fn numbered_next(after: &[&str]) -> bool {
    after
        .iter()
        .map(|l| l.trim())
        .find(|l| !l.is_empty())
        .and_then(|l| l.split_once(char::is_whitespace))
        .is_some_and(|(n, rest)| n == "2" && !rest.trim().is_empty())
}

/// Whether line `t` reads as orders that act and nothing but them, chatter aside (`W tej
/// rundzie pasuję.`, `PROGRAM F2 L F R U`).
fn orders_alone(t: &str) -> bool {
    let read = super::reader::read_line(t);
    let acts = |c: &PlayerCommand| {
        matches!(
            c.inner(),
            PlayerCommand::Orders { .. } | PlayerCommand::Unmarked { .. }
        )
    };
    read.iter().any(acts)
        && read
            .iter()
            .all(|c| acts(c) || matches!(c, PlayerCommand::Chatter { .. }))
}

#[cfg(test)]
mod tests;

/// Whether `item` opens with a game's order in words and holds no code (`Wyłączenie robota w
/// następnej rundzie`): an order of its own, never an item of the program above it.
fn order_in_words(item: &str) -> bool {
    let code = |w: &str| {
        w.chars().any(|c| c.is_ascii_digit())
            || (w.chars().count() <= 3 && w.chars().all(|c| c.is_ascii_uppercase()))
    };
    crate::phrases::Phrases::builtin().order_starts(&crate::phrases::tokens(item))
        && !item.split_whitespace().any(code)
}

//! Instructions written bare, without an order word (a [`super::PlayerCommand::Unmarked`]
//! line): how they are taken ([`Bare`]: in a sentence, as a second thought, as an edit in words
//! of the program before them) and the registers an edit names ([`Slot`]).

use serde::{Deserialize, Serialize};

/// How instructions read from her words are taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bare {
    /// Inside a sentence: read with the game, whole; nothing said if it holds no sign of
    /// instructions.
    #[default]
    Sentence,
    /// After a correction (`no wait, 2RN 3YW`, `sorry, make that ...`): as in a sentence, and
    /// it replaces orders sent in the same mail.
    SecondThought,
    /// An edit in words of the program before it in the same mail (`the last one should be
    /// F3`, `swap the L and the R`) or of the order just given (`on second thought, don't`):
    /// the mail reader makes it that whole program, as a second thought, or quotes it back as
    /// not read (src/mail/reader/edit.rs).
    Amend(Edit),
    /// Good wishes to a player greeted by name (`Hey Bob, good luck!`), read as press to
    /// that name: relayed when the name is another player's in her game, else chatter.
    Greeting,
}

/// What an edit in words does to what was sent before it in the same mail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edit {
    /// The register named takes the instruction written (the
    /// [`super::PlayerCommand::Unmarked`]'s text); written `old|new` (`w piątym zamiast F
    /// proszę U`, `from U to B`), only when it holds the old one.
    Put(Slot),
    /// The `n`-th register holding the old card takes the new one (the text `old|new`): an
    /// ordinal before a card names the card, no register (`drugi obrót w prawo proszę
    /// zamienić na obrót w lewo`, `the second F2 to F3`).
    PutNth(u8),
    /// A register numbered with its instruction and nothing else (`5th = U`, `piąty: U`):
    /// the next register of the program before it (the first when there is none), or quoted
    /// back when it names one already written or one beyond the next (a numbering that does
    /// not hold is no edit to guess at).
    Next(Slot),
    /// The two registers named change places.
    Swap(Slot, Slot),
    /// The two instructions written (each once in the program) change places.
    SwapCards,
    /// The first instruction written (once in the program) is replaced by the second:
    /// `zamiast F3 daj B`, `B instead of the F3`.
    ReplaceCard,
    /// The card written or named by what it is (the text, once in the program) goes to the
    /// register named, those between moving over: `put the yellow on top`.
    Move(Slot),
    /// The card in the first register named goes to the second, those between moving over:
    /// `move the last one to the front`, `przenieść ostatni rejestr na sam początek`.
    MoveSlot(Slot, Slot),
    /// One more instruction after the last (the text): `a na końcu jeszcze duży niebieski
    /// północ`, `and at the end one more F`. Never a register replaced.
    Add,
    /// The register named is taken out, those after it moving up: `drop the last one`.
    Drop(Slot),
    /// The instruction written (once in the program) is taken out: `scrap the U`.
    DropCard,
    /// The two instructions of a program of two change places: `swap the two round`.
    SwapBoth,
    /// The program (or goal stack) just written is read backwards: `reverse it`, `odwróć
    /// kolejność`.
    Reverse,
    /// The order given just before is taken back (the game's `[undo]`).
    Retract,
    /// She is not done with the orders just written (`wait, let me check it first`): they
    /// are not applied, and her answer says they are noted as undecided.
    Hold,
}

/// A register named in words: the n-th (from 1), the last, the one before it, the middle one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    Nth(u8),
    Last,
    BeforeLast,
    Middle,
}

impl Slot {
    /// Its place (from 0) in a program of `n` registers, if there is one.
    pub fn index(self, n: usize) -> Option<usize> {
        let i = match self {
            Slot::Nth(k) => usize::from(k).checked_sub(1)?,
            Slot::Last => n.checked_sub(1)?,
            Slot::BeforeLast => n.checked_sub(2)?,
            // The middle of an odd number of registers; an even one has none.
            Slot::Middle if n % 2 == 1 => n / 2,
            Slot::Middle => return None,
        };
        (i < n).then_some(i)
    }
}

/// Whether instructions written bare (a [`super::PlayerCommand::Unmarked`] line) carry a sign
/// only instructions have, a digit or a letter alone (`1GN 3BU`, `F2 L F P U`): then what is
/// wrong in them is said back, where other words that do not read are left as prose.
pub fn sure_instructions(text: &str) -> bool {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .any(|w| w.chars().any(|c| c.is_ascii_digit()) || w.chars().count() == 1)
}

impl Bare {
    pub(super) fn is_sentence(&self) -> bool {
        *self == Bare::Sentence
    }
}

//! What a line inside a list is (`super`'s items): a signature, notation words alone, a stray
//! item the game should quote, the first of a numbered list, and how items are joined (a
//! line labelled with its register: `mail/shapes/labels.rs`).

use super::*;

/// The items of a list as one text, a comma between two: an item's own comma at its end
/// (`na górze mała żółta,` a line) is not doubled.
pub(super) fn join_items(items: &[String]) -> String {
    (items.iter())
        .map(|i| i.trim_end().trim_end_matches(',').trim_end())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether `item`, the last of her lines, signs her mail: kisses (`x`, `xx`, `xxx`) with or
/// without a blank line before (no order of any game), or, after a blank line under a list
/// (`blank`), her initial (`b`, `AM`: one word of one or two letters; `R` alone there is a
/// signature too: a program goes on across a blank line only with more than that) or a name
/// after a dash.
pub(super) fn signature(item: &str, after: &[&str], blank: bool) -> bool {
    let word = item.trim();
    let last = after.iter().all(|l| l.trim().is_empty());
    let kisses = (1..=4).contains(&word.len()) && word.chars().all(|c| c == 'x');
    let initial = word
        .trim_start_matches(['-', '~'])
        .trim_end_matches('.')
        .trim();
    let initial =
        (1..=2).contains(&initial.chars().count()) && initial.chars().all(char::is_alphabetic);
    last && (kisses || (blank && (initial || dashed_name(item))))
}

/// Whether `item` is a name after a long or double dash, as people sign (`— Kate (QA, ever
/// the pedant)`, `-- Mick`): a capital first, three letters or more, no code.
fn dashed_name(item: &str) -> bool {
    let Some(rest) = ["\u{2014}", "--", "\u{2013}"]
        .iter()
        .find_map(|d| item.trim().strip_prefix(d))
    else {
        return false;
    };
    let name = rest.split_whitespace().next().unwrap_or("");
    name.chars().count() >= 3
        && name.starts_with(char::is_uppercase)
        && name.chars().all(char::is_alphabetic)
        && !words().is_notation(&name.to_lowercase())
}

/// Whether `item` is a line of instructions alone ([`is_instruction_line`]) with no word of
/// prose or slang among them (`ok so f2 r f l f gg` is the reader's, which leaves those
/// words out; never handed to the game whole).
pub(super) fn bare_line(item: &str) -> bool {
    let phrases = crate::phrases::Phrases::builtin();
    let toks = crate::phrases::tokens(item);
    // (A game's order added after a plus or a connector is the reader's: `f r f2 l f +
    // pd`.)
    let ordered = (1..toks.len()).any(|k| {
        (["+", "&"].contains(&toks[k - 1].norm.as_str())
            || phrases.is_word("connector", &toks[k - 1].norm))
            && phrases.order_starts(&toks[k..])
    });
    is_instruction_line(item, words())
        && !ordered
        && !toks.iter().any(|t| {
            t.norm.chars().count() >= 2
                && !words().is_notation(&t.norm)
                && (crate::mail::reader::prose_word(t, phrases)
                    || phrases.is_word("slang", &t.norm))
        })
}

/// Whether `line` is notation words alone, connectors aside (`potem mała czerwona`).
pub(super) fn notation_alone(line: &str) -> bool {
    let phrases = crate::phrases::Phrases::builtin();
    let toks = crate::phrases::tokens(line);
    let notation = |t: &crate::phrases::Token| words().is_notation(&t.norm);
    toks.iter().any(notation)
        && toks
            .iter()
            .all(|t| notation(t) || phrases.is_word("connector", &t.norm))
}

/// Whether `item`, a line inside a list of instructions that does not read as instructions,
/// is one of its items all the same, so that the game quotes it and nothing of the list is
/// applied (registers never shift): a line of the list's numbering (`4. right (to dodge the
/// pit)`), a word or two of no prose (`flurb`) with instructions on the next line written
/// (`after`), three or four such words in lower case (`hop over the pit`), or one such word
/// last that is no signature. Prose (`thanks`, `that's all`) and
/// commands end the list as ever.
pub(super) fn stray_item(item: &str, marked: bool, after: &[&str]) -> bool {
    let phrases = crate::phrases::Phrases::builtin();
    let plain = crate::mail::shapes::without_groups(item, '(', ')');
    let toks = crate::phrases::tokens(&plain);
    // Notation words alone, connectors aside, too few to read as instructions alone
    // (`potem mała czerwona` among goals written a line each).
    if notation_alone(&plain) {
        return true;
    }
    // A move no game has, numbered in her list (`5. shoot the laser to Bob`): her item, for
    // the game to quote back.
    if marked && phrases.leading("action", &toks) > 0 {
        return true;
    }
    // Prose, or a question word (`why`), ends the list.
    let prose = toks.iter().any(|t| {
        crate::mail::reader::prose_word(t, phrases)
            || phrases.leading("question", std::slice::from_ref(t)) > 0
    });
    if toks.is_empty() || prose || crate::mail::commands::is_command_word(&toks[0].norm) {
        return false;
    }
    // A game's order in words (`wyłączenie`, `power down`) ends the list too.
    if phrases
        .find_order(&toks)
        .is_some_and(|(_, m, _)| m.start == 0 && m.end == toks.len())
    {
        return false;
    }
    // A word of her own before the list: a negation, a correction, filler (`NIE!`, `no wait`).
    let lead = ["negation", "correction", "filler"]
        .iter()
        .any(|l| phrases.leading(l, &toks) == toks.len());
    if lead && !marked {
        return false;
    }
    if marked {
        return true;
    }
    // Three or four words of no prose right under her instructions, all letters in lower case
    // (`hop over the pit`): an instruction she meant, for the game to quote; a capital (a
    // name: `Bob watch out`), an apostrophe (`that's top first`) or a sign (`😘`) makes them
    // a remark.
    if toks.len() > 4 {
        return false;
    }
    if toks.len() > 2 {
        return toks.iter().all(|t| {
            let w = &plain[t.start..t.end];
            w.chars().all(char::is_lowercase)
        });
    }
    let next = after.iter().map(|l| l.trim()).find(|l| !l.is_empty());
    if next.is_some_and(|l| is_instruction_line(strip_list_marker(l), words())) {
        return true;
    }
    // Last in the list: a word written in lower case, or a near miss of a notation word
    // (`Forwrd`); a name written with its capital (`Ann`, `Ania`: no near miss of a word of
    // three letters, `nią`) is her signature.
    // (One edit away: `Bartek` is two from `kratek`.)
    let [t] = toks.as_slice() else { return false };
    let capital = plain[t.start..].starts_with(char::is_uppercase);
    !capital || crate::mail::shapes::near_notation(&t.norm, words())
}

/// Whether a numbered or bulleted line starts a list of instructions: the next line with
/// words is marked too and reads as instructions (`1. large yellow eats` / `2. small green
/// east`): then a word in it that does not read is quoted with the list, never dropped.
pub(super) fn first_of_list(marked: bool, after: &[&str]) -> bool {
    let next = after.iter().map(|l| l.trim()).find(|l| !l.is_empty());
    marked
        && next.is_some_and(|l| {
            let item = strip_list_marker(l);
            item.len() != l.len() && is_instruction_line(item, words())
        })
}

/// Whether most words of `item` may be instructions (`large yellow eats`, not `I hope this
/// works`).
pub(super) fn mostly_instructions(item: &str) -> bool {
    let toks: Vec<&str> = crate::mail::shapes::tokens(item).collect();
    let sure = toks
        .iter()
        .filter(|t| crate::mail::shapes::is_instruction_token(t, words()) && t.chars().count() > 1)
        .count();
    sure * 2 > toks.len()
}

/// `line` without words of thanks or leave-taking after her instructions (`F2 R F L F3 dzk`,
/// `goals 1y 3r 2g 1b ta`, `... forward 3 sorted`, arrows then `dzk`, `Program F R F2 L F3
/// already submitted lah. Please record.`): the phrasebooks' `sign_off`, one or more, at the
/// end of the line or of its first sentence, every word before them one of instructions (a
/// command word or a label before a colon first aside). `None` when it has none. (The quote
/// shows the line without them.)
pub(in crate::mail) fn without_sign_off(line: &str) -> Option<String> {
    let first = line
        .match_indices(['.', '!'])
        .map(|(k, _)| k + 1)
        .find(|&k| line[k..].starts_with(' ') && line[k..].contains(char::is_alphanumeric));
    first
        .and_then(|k| Some(signed_off(&line[..k])? + &line[k - 1..]))
        .or_else(|| signed_off(line))
}

/// `line` without a reason after a dash (`1. F3 - to go straight towards the first flag`,
/// `- R – to face east`, `1. Right turn - to face the flag`): a list's marker, codes or
/// notation words only, then a dash between spaces and two words or more of which one is
/// neither a code nor a notation word, no second thought. `None` when it has none. (`F2 - R -
/// F` is a list parted by dashes.)
pub(in crate::mail) fn without_dash_reason(line: &str) -> Option<String> {
    let item = strip_list_marker(line.trim_start());
    let (codes, why) = [" - ", " – ", " — "]
        .iter()
        .filter_map(|d| item.split_once(d))
        .min_by_key(|(codes, _)| codes.len())?;
    let phrases = crate::phrases::Phrases::builtin();
    // (A code surely: `F3`, `R`, `2BN`, an arrow; not `Hi`.)
    let code = |w: &str| crate::inbound::code(w) || w.chars().any(crate::mail::reader::symbol);
    let written = codes.split_whitespace().collect::<Vec<_>>();
    let said = crate::phrases::tokens(why);
    let prose = said.iter().any(|t| {
        crate::mail::reader::prose_word(t, phrases)
            || (!code(&why[t.start..t.end]) && !words().is_notation(&t.norm))
    });
    // Only on an item of a list, and never a second thought (`F3 R F L F - sorry, I meant
    // F2 for the first one`).
    let marked = item.len() != line.trim_start().len();
    let thought = ["correction", "edit", "swap", "drop", "replace", "negation"]
        .iter()
        .any(|l| phrases.find(l, &said).is_some());
    (marked
        && !thought
        && !written.is_empty()
        && written.iter().all(|w| {
            let w = w.trim_end_matches(',');
            code(w) || instruction_word(w)
        })
        && said.len() >= 2
        && prose)
        .then(|| line[..line.len() - item.len()].to_string() + codes.trim_end())
}

/// Whether `word` is a notation word or a number (`Right turn - to face the flag`, `Forward
/// 2 - up the lane`): an instruction's, before a dash and her reason.
fn instruction_word(word: &str) -> bool {
    crate::phrases::tokens(word)
        .iter()
        .all(|t| words().is_notation(&t.norm) || t.norm.chars().all(|c| c.is_ascii_digit()))
}

/// [`without_sign_off`] on one sentence or line: its words of thanks at its very end.
fn signed_off(line: &str) -> Option<String> {
    let phrases = crate::phrases::Phrases::builtin();
    let toks = crate::phrases::tokens(line);
    // A closing of several words is no instruction before thanks (`Z góry dziękuję,`).
    if ["chatter", "greeting", "filler"]
        .iter()
        .any(|l| phrases.leading(l, &toks) == toks.len())
    {
        return None;
    }
    // (A few at most, so that a line of them stays linear: `thanks lah ta`.)
    let mut n = 0;
    for _ in 0..4 {
        if n >= toks.len() {
            break;
        }
        match phrases.trailing("sign_off", &toks[..toks.len() - n]) {
            0 => break,
            more => n += more,
        }
    }
    if n == 0 || n >= toks.len() {
        return None;
    }
    // At the line's very end (`ta!`), not inside brackets (`(cant decide on 4 lol)`).
    let after = &line[toks[toks.len() - 1].end..];
    if after.contains(|c: char| c.is_alphanumeric() || c == ')') {
        return None;
    }
    // Every word before them one of instructions, a command word first aside (`goals`).
    let kept = &toks[..toks.len() - n];
    // (Or a word before a colon: `progam: f3 r f2 l b ta`.)
    let command = crate::mail::commands::is_command_word(&kept[0].norm)
        || words().order_word(&kept[0].norm.to_uppercase()).is_some()
        || line[kept[0].end..].starts_with(':');
    let instruction = |t: &crate::phrases::Token| {
        let written = &line[t.start..t.end];
        super::super::shapes::is_instruction_token(written, words())
            || words().is_notation(&t.norm)
            || written.chars().any(crate::mail::reader::symbol)
    };
    let all = kept[usize::from(command)..].iter().all(instruction);
    (all && kept.len() > usize::from(command)).then(|| line[..kept[kept.len() - 1].end].to_string())
}

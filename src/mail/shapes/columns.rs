//! Rows of a table written with tabs (`1<TAB>F2<TAB>to the belt`) read as lines of a list, and
//! what may be an instruction by itself (a word of a game's notation, a short code).

/// Whether `word` may be an instruction by itself: a word of a game's notation or a short
/// code (`F2`, `L`, `3R`), marks around it aside.
pub(in crate::mail) fn code_like(word: &str) -> bool {
    let w = word
        .trim_matches(|c: char| ",;.".contains(c))
        .to_lowercase();
    let n = w.chars().count();
    crate::games::words().is_notation(&w)
        || crate::games::words().is_glued(&w)
        || (n > 0
            && n <= 4
            && w.chars().all(|c| c.is_ascii_alphanumeric())
            && (n <= 2 || w.chars().any(|c| c.is_ascii_digit())))
}

/// A row of a table written with tabs (`1<TAB>F2<TAB>to the belt`, `2<TAB>2Y<TAB>E`) as a
/// line of a list: a number in its first column is the item's number (`1. `), the column of
/// instructions after it and columns of one code after that are the item, and a column of
/// words after them (her reason, `face north`) is none of it. Any other line is itself.
pub(in crate::mail) fn without_columns(line: &str) -> std::borrow::Cow<'_, str> {
    if !line.contains('\t') {
        return line.into();
    }
    let code = code_like;
    let cells: Vec<&str> = line
        .split('\t')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect();
    let numbered = cells
        .first()
        .is_some_and(|c| c.len() == 1 && c.chars().all(|d| ('1'..='9').contains(&d)));
    let from = usize::from(numbered);
    // Her instruction's column, and columns of one code each after it (`2Y<TAB>E`).
    let words_of = |c: &str| c.split_whitespace().count();
    let kept: Vec<&str> = cells[from..]
        .iter()
        .enumerate()
        .take_while(|(k, c)| {
            (1..=if *k == 0 { 3 } else { 1 }).contains(&words_of(c))
                && c.split_whitespace().all(code)
        })
        .map(|(_, c)| *c)
        .collect();
    if kept.is_empty() {
        return line.into();
    }
    let item = kept.join(" ");
    if numbered {
        format!("{}. {item}", cells[0]).into()
    } else {
        item.into()
    }
}

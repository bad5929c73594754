//! Her orders written as a table, one register or piece a row (`| 1 | Move 2 |`, `Rejestr |
//! Karta` over `1 | F3`, `| Top | Medium Yellow |`): each row becomes the item of a numbered
//! list (`1. Move 2`), which the lines around it read as any list; the row's label, the
//! header and the rule under it (`|---|---|`) are no orders. A cell after the card (her
//! reason) is left out.

use super::has_instruction_sign;

/// The cells of a line written as a table's row: parted by `|`, the outer bars aside; none
/// when the line has no bar between two cells.
fn cells(line: &str) -> Option<Vec<&str>> {
    let t = line.trim();
    let t = t.strip_prefix('|').unwrap_or(t);
    let t = t.strip_suffix('|').unwrap_or(t);
    let cells: Vec<&str> = t.split('|').map(str::trim).collect();
    (cells.len() >= 2).then_some(cells)
}

/// Whether `cells` are the rule under a header (`---`, `:--:`).
fn rule(cells: &[String]) -> bool {
    cells
        .iter()
        .all(|c| !c.is_empty() && c.chars().all(|ch| "-:= ".contains(ch)))
}

/// `lines` with each table of two rows or more made a numbered list (see the module doc),
/// the header and its rule left empty, so that every line keeps its place. A row whose
/// label is a number keeps it; another is numbered in order (`Top`, `2`, `3`, `Bottom`).
pub(super) fn tables_as_lists(lines: &mut [String]) {
    let mut i = 0;
    while i < lines.len() {
        let end = (i..lines.len())
            .find(|&k| cells(&lines[k]).is_none())
            .unwrap_or(lines.len());
        if end - i >= 2 {
            rows_as_items(&mut lines[i..end]);
            i = end;
        } else {
            i += 1;
        }
    }
}

/// One table's rows as items (see [`tables_as_lists`]); left as written unless two rows at
/// least hold a card after their label, or it is written across ([`across`]).
fn rows_as_items(rows: &mut [String]) {
    let read: Vec<Option<Vec<String>>> = rows
        .iter()
        .map(|r| cells(r).map(|c| c.iter().map(|s| s.to_string()).collect()))
        .collect();
    if across(rows, &read) {
        return;
    }
    // A data row: a short label, then a cell with a sign of instructions.
    let data = |c: &[String]| {
        c.len() >= 2
            && c[0].split_whitespace().count() <= 2
            && has_instruction_sign(&c[1], crate::games::words())
    };
    let rows_read = read.iter().flatten().filter(|c| data(c)).count();
    if rows_read < 2 {
        return;
    }
    let mut n = 0;
    for (row, c) in rows.iter_mut().zip(read) {
        let Some(c) = c else { continue };
        if rule(&c) || !data(&c) {
            row.clear();
            continue;
        }
        n += 1;
        let label = c[0].trim_end_matches(['.', ')', ':']);
        let number = label.parse::<usize>().ok().filter(|&k| k > 0).unwrap_or(n);
        *row = format!("{number}. {}", c[1]);
    }
}

/// A table written across, registers numbered in its header (`| 1 | 2 | 3 |` over `|---|`
/// over `| f | r | f2 |`): its one row of cards made her list, one item a register, the
/// header and its rule left empty. Whether the table was so.
fn across(rows: &mut [String], read: &[Option<Vec<String>>]) -> bool {
    let Some(Some(header)) = read.first() else {
        return false;
    };
    let numbered = header.len() >= 2
        && (header.iter().enumerate()).all(|(k, c)| c.parse::<usize>() == Ok(k + 1));
    let body: Vec<usize> = (1..read.len())
        .filter(|&k| read[k].as_ref().is_some_and(|c| !rule(c)))
        .collect();
    let [row] = body[..] else {
        return false;
    };
    let cards = read[row].as_deref().unwrap_or_default();
    if !numbered || cards.len() != header.len() {
        return false;
    }
    let list = cards.join(", ");
    for r in rows.iter_mut() {
        r.clear();
    }
    rows[row] = list;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(lines: &[&str]) -> Vec<String> {
        let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        tables_as_lists(&mut out);
        out
    }

    #[test]
    fn a_table_written_across_is_her_list() {
        assert_eq!(
            flat(&[
                "| 1 | 2 | 3 | 4 | 5 |",
                "|---|---|---|---|---|",
                "| f | r | f2 | l | b |"
            ]),
            ["", "", "f, r, f2, l, b"]
        );
        assert_eq!(flat(&["1 | 2 | 3", "F2 | L | U"]), ["", "F2, L, U"]);
        // A row of cards that does not fill the header is no such table.
        assert_ne!(flat(&["| 1 | 2 | 3 |", "| F2 | L |"])[1], "F2, L");
    }

    #[test]
    fn a_table_of_registers_is_a_numbered_list() {
        assert_eq!(
            flat(&[
                "| Register | Card |",
                "|---|---|",
                "| 1 | Move 2 |",
                "| 2 | Right | because of the belt |",
                "| 3 | U-turn |",
            ]),
            ["", "", "1. Move 2", "2. Right", "3. U-turn"]
        );
        assert_eq!(
            flat(&["Rejestr | Karta", "1 | F3", "2 | L"]),
            ["", "1. F3", "2. L"]
        );
        // Rows labelled by their place are numbered in order.
        assert_eq!(
            flat(&[
                "| Top | Medium Yellow |",
                "| 2 | Medium Red |",
                "| Bottom | Large Green |"
            ]),
            ["1. Medium Yellow", "2. Medium Red", "3. Large Green"]
        );
    }

    #[test]
    fn bars_that_make_no_table_stay_as_written() {
        for lines in [
            &["F2 | L | F | R | U"][..],
            &["I'm torn | really", "no idea | at all"],
        ] {
            assert_eq!(flat(lines), lines);
        }
    }
}

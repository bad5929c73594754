//! The prefixes a reply or a forward puts before a subject (`Re:`, `AW:`, `Odp:`, ...).

/// Removes `Re:`, `Fwd:` and their cousins (`AW:`, `SV:`, Polish `Odp:`, ...) from a
/// subject's start; says whether there were any. The mail reader reads a command in a subject
/// only when there were none; the moderator takes bare orders only in a reply.
pub fn strip_reply_prefixes(subject: &str) -> (&str, bool) {
    const PREFIXES: &[&str] = &[
        "re", "fw", "fwd", "aw", "wg", "sv", "vs", "antw", "tr", "rif", "r", "enc", "odp",
    ];
    let mut s = subject.trim();
    let mut found = false;
    loop {
        let Some((head, tail)) = s.split_once(':') else {
            return (s, found);
        };
        // `Re[2]:` and `Re(2):` count too.
        let word = head
            .trim()
            .trim_end_matches(|c: char| c.is_ascii_digit() || matches!(c, '[' | ']' | '(' | ')'));
        if PREFIXES.iter().any(|p| word.eq_ignore_ascii_case(p)) {
            s = tail.trim_start();
            found = true;
        } else {
            return (s, found);
        }
    }
}

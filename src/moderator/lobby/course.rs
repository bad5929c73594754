//! `COURSE name` by mail (issue 51): a master sends a course (a race's board file) and robomod
//! answers with every problem in it, located (line, column, what is wrong, in the sender's
//! language), or keeps it under its name for the sender, with its picture attached and how to
//! play it (`OPEN race BOARD name`). Sending a course again under its name replaces it; a
//! shipped course's name is refused. Who may send one: a master of any game, or anyone when
//! players may open games (`[lobby] players_may_open`). Any game that declares courses
//! ([`crate::games::Courses`]) takes them; the store keeps them (`store::courses`).

use super::super::error::ModError;
use crate::games::capability::files::courses;
use crate::games::capability::{CourseProblem, DynCourses};
use crate::moderator::layers::Lobby;
use crate::moderator::lobby::Asked;
use crate::moderator::replies::Item;
use crate::outgoing::Attachment;
use crate::store::{audit, courses as kept, masters, pictures};
use rusqlite::Connection;
use serde_json::json;

/// The longest course name.
const NAME_MAX: usize = 24;

/// The longest course file kept, in bytes (the largest board, 16 by 16 with walls and
/// comments, is some 3 KB).
const TEXT_MAX: usize = 20_000;

/// A course's name as written, lower case: a letter, then letters, digits, `-` and `_`.
fn clean_name(name: &str) -> Option<String> {
    let name = name.trim_end_matches(['.', '!', ',']).to_lowercase();
    let ok = name.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && name.len() <= NAME_MAX
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
    ok.then_some(name)
}

/// A kept course checked again ([`Lobby::check_kept_course`]).
pub struct Checked {
    /// The course as stored.
    pub row: kept::CourseRow,
    /// The course as the game reads it now, or every problem in it, located (in English).
    pub course: Result<crate::games::capability::Course, Vec<CourseProblem>>,
}

impl Lobby<'_> {
    /// Every course people sent and robomod keeps (`robomod board list`), by kind, owner and
    /// name.
    pub fn kept_courses(&self) -> Result<Vec<kept::CourseRow>, ModError> {
        self.ctx.read(|c| Ok(kept::all(c)?))
    }

    /// The course `name` of `kind` that `owner` sent, read again by its game as it reads
    /// courses now (`robomod board check`); none when no such course is kept.
    pub fn check_kept_course(
        &self,
        owner: &str,
        kind: &str,
        name: &str,
    ) -> Result<Option<Checked>, ModError> {
        let Some(row) = self.ctx.read(|c| Ok(kept::get(c, owner, kind, name)?))? else {
            return Ok(None);
        };
        let Some((_, dc)) = courses(self.ctx.registry())
            .into_iter()
            .find(|(g, _)| g.kind() == kind)
        else {
            // english: the operator's CLI (`robomod board check`)
            return Err(ModError::Input(format!("{kind} is played on no course")));
        };
        let course = dc.file(&row.name, &row.text, crate::lang::Say::english());
        Ok(Some(Checked { row, course }))
    }

    /// The sender's course `name` of `kind`, as the game's settings that choose it, when they
    /// kept one by that name (`OPEN race BOARD name`); none otherwise (a shipped course).
    pub(crate) fn own_course_settings(
        &self,
        c: &Connection,
        from: &str,
        kind: &str,
        name: &str,
    ) -> Result<Option<serde_json::Map<String, serde_json::Value>>, ModError> {
        let Some((_, dc)) = courses(self.ctx.registry())
            .into_iter()
            .find(|(g, _)| g.kind() == kind)
        else {
            return Ok(None);
        };
        let Some(row) = kept::get(c, from, kind, name)? else {
            return Ok(None);
        };
        Ok(Some(dc.settings(&row.name, Some(&row.text))))
    }

    /// `COURSE words` and its course `text` from `from`: checked, and kept or refused.
    pub(crate) fn course_item(
        &self,
        asked: Asked<'_>,
        (words, text): (&str, &str),
    ) -> Result<Item, ModError> {
        let (c, from, quote, now) = (asked.c, asked.from, asked.quote, asked.now);
        if !self.ctx.config.lobby.players_may_open && !masters::masters_any(c, from)? {
            return self
                .notify
                .lobby_answer("course_not_allowed", quote, json!({}), true);
        }
        if text.len() > TEXT_MAX {
            let ctx = json!({ "kb": text.len().div_ceil(1000), "max": TEXT_MAX / 1000 });
            return self
                .notify
                .lobby_answer("course_too_long", quote, ctx, true);
        }
        let with = courses(self.ctx.registry());
        let mut parts: Vec<&str> = words.split_whitespace().collect();
        // `COURSE race loop`: the game named first; else the one game with courses.
        let named = parts
            .first()
            .and_then(|k| self.ctx.registry().kind_named(k))
            .and_then(|k| with.iter().find(|(g, _)| g.kind() == k));
        let found = match named {
            Some(found) if parts.len() > 1 || with.len() > 1 => {
                parts.remove(0);
                Some(found)
            }
            _ if with.len() == 1 => with.first(),
            _ => None,
        };
        let Some(&(game, dc)) = found else {
            let kinds: Vec<&str> = with.iter().map(|(g, _)| g.kind()).collect();
            let kinds = kinds.join(", ");
            return self
                .notify
                .lobby_answer("course_kind", quote, json!({ "kinds": kinds }), true);
        };
        let kind = game.kind();
        let say = crate::lang::now();
        // The name on the command's line, else the file's own (`name:`).
        let course = match dc.file(parts.first().copied().unwrap_or(""), text, say) {
            Ok(course) => course,
            Err(problems) => {
                let problems = problem_lines(problems, say);
                let ctx = json!({ "problems": problems, "count": problems.len() });
                let mut item = self
                    .notify
                    .lobby_answer("course_problems", quote, ctx, true)?;
                item.attachment = Some(numbered(text));
                return Ok(item);
            }
        };
        let Some(name) = clean_name(parts.first().copied().unwrap_or(&course.name)) else {
            let ctx = json!({ "name": parts.join(" "), "max": NAME_MAX });
            return self
                .notify
                .lobby_answer("course_bad_name", quote, ctx, true);
        };
        if dc.names().contains(&name.as_str()) {
            let ctx = json!({ "name": name, "shipped": dc.names().join(", ") });
            return self.notify.lobby_answer("course_shipped", quote, ctx, true);
        }
        let replaced = kept::put(c, (from, kind, &name), text, now)?;
        audit::record(
            c,
            now,
            None,
            from,
            "course_kept",
            json!({ "kind": kind, "name": name, "replaced": replaced }),
        )?;
        let open = open_line(kind, &name, say);
        let pictures = self.course_picture(c, dc, (&name, text), say)?;
        let ctx = json!({ "name": name, "summary": course.summary, "replaced": replaced,
                          "open": open, "picture": !pictures.is_empty() });
        let mut item = self.notify.lobby_answer("course_kept", quote, ctx, false)?;
        item.attachment = Some(course.view);
        item.pictures = pictures;
        Ok(item)
    }

    /// The picture of course `name` as an attachment (none when pictures are off or the game
    /// draws none), stored with no game.
    fn course_picture(
        &self,
        c: &Connection,
        dc: &dyn DynCourses,
        (name, text): (&str, &str),
        say: crate::lang::Say<'_>,
    ) -> Result<Vec<Attachment>, ModError> {
        if !self.ctx.config.pictures {
            return Ok(Vec::new());
        }
        let Some(svg) = dc.picture(name, text, say) else {
            return Ok(Vec::new());
        };
        let id = pictures::insert_course(c, &svg, say.code(), self.ctx.now())?;
        Ok(vec![Attachment {
            filename: format!("course-{name}.png"),
            content_type: "image/png".into(),
            picture: id,
            content_id: None,
            data: Default::default(),
        }])
    }
}

/// `text` with its lines numbered from 1, each cut to the mail's width: where the problems
/// are.
fn numbered(text: &str) -> String {
    let width = crate::moderator::words::MAIL_WIDTH;
    let lines: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            let line = format!("{:>3} | {}", i + 1, l.trim_end());
            line.chars()
                .take(width)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect();
    lines.join("\n")
}

/// A course's `problems`, in the order of the file (what is wrong with the course as a whole
/// last), each with where it is.
fn problem_lines(
    mut problems: Vec<crate::games::capability::files::CourseProblem>,
    say: crate::lang::Say<'_>,
) -> Vec<String> {
    problems.sort_by_key(|p| (p.line == 0, p.line, p.column));
    problems
        .iter()
        .map(|p| match p.line {
            0 => p.what.clone(),
            line => crate::say!(
                say,
                "lobby-course-problem-at",
                line = line,
                column = p.column,
                what = p.what.as_str()
            ),
        })
        .collect()
}

/// The `OPEN` line that opens a game of `kind` on course `name`, the game as this language
/// names it (`WYŚCIG`), as OPEN reads it.
fn open_line(kind: &str, name: &str, say: crate::lang::Say<'_>) -> String {
    let names = format!("{kind}-names");
    let game_word = match say.has(&names) {
        true => say
            .t(&names)
            .split_whitespace()
            .next()
            .unwrap_or(kind)
            .to_lowercase(),
        false => kind.to_string(),
    };
    format!(
        "{} {game_word} {} {name}",
        say.command_word("OPEN"),
        say.option_word("BOARD")
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_courses_lines_are_numbered_within_the_width() {
        let long = "x".repeat(100);
        let text = super::numbered(&format!("name: a\n\n{long}\n"));
        assert_eq!(text.lines().next(), Some("  1 | name: a"));
        assert_eq!(text.lines().nth(1), Some("  2 |"));
        assert!(text.lines().all(|l| l.chars().count() <= 72), "{text}");
    }

    #[test]
    fn course_names_are_one_plain_lower_case_word() {
        assert_eq!(super::clean_name("Loop-2."), Some("loop-2".into()));
        assert_eq!(super::clean_name("2loop"), None);
        assert_eq!(super::clean_name("pętla"), None);
        assert_eq!(super::clean_name(&"a".repeat(25)), None);
        assert_eq!(super::clean_name(""), None);
    }
}

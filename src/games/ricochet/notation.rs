//! Reading a solution as players write it: `yN rN yE yS rE`, with free separators (spaces,
//! commas, `-`, `/`, numbering such as `1.` or `2)`), upper or lower case, the robot and the
//! direction apart (`y N`) or spelt out (`yellow north`, `y down`: up, right, down and left are
//! north, east, south and west). The words `move`, `moves` and
//! `solution` are skipped, so the canonical echo `yN rE (2 moves)` reads back as itself and a
//! repeated command word does no harm.
//!
//! This is syntax only; whether the robots are in the game and the moves reach the goal is
//! checked by replaying ([`super::position::Position::check_solution`]).

use super::board::{Color, Direction, Move};

/// The longest solution accepted: longer ones are surely mistakes (optimal ones rarely pass 15).
pub const MAX_MOVES: usize = 40;

/// Why a text is not a list of moves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("no moves: write the robot initial and the direction of each move, like \"yN rE\"")]
    Empty,
    #[error(
        "move {number}: {word:?} is not a robot: start each move with r, y, g or b (red, yellow, green, blue)"
    )]
    NotARobot { number: usize, word: String },
    #[error(
        "move {number}: {word:?} is not a direction: follow the robot with N, E, S or W (north, east, south, west)"
    )]
    NotADirection { number: usize, word: String },
    #[error("move {number}: the {robot} robot has no direction; add N, E, S or W")]
    MissingDirection { number: usize, robot: Color },
    #[error("more than {MAX_MOVES} moves: send a shorter solution")]
    TooLong,
}

/// English and Polish colour words (any gender, with or without diacritics), a word before
/// any word it begins with.
const COLOR_WORDS: &[(&str, Color)] = &[
    ("yellow", Color::Yellow),
    ("green", Color::Green),
    ("blue", Color::Blue),
    ("red", Color::Red),
    ("czerwony", Color::Red),
    ("czerwona", Color::Red),
    ("czerwone", Color::Red),
    ("żółty", Color::Yellow),
    ("żółta", Color::Yellow),
    ("żółte", Color::Yellow),
    ("zolty", Color::Yellow),
    ("zolta", Color::Yellow),
    ("zolte", Color::Yellow),
    ("zielony", Color::Green),
    ("zielona", Color::Green),
    ("zielone", Color::Green),
    ("niebieskie", Color::Blue),
    ("niebieski", Color::Blue),
    ("niebieska", Color::Blue),
];

/// English and Polish direction words (Polish: north east south west, up right down left).
const DIRECTION_WORDS: &[(&str, Direction)] = &[
    ("north", Direction::N),
    ("east", Direction::E),
    ("south", Direction::S),
    ("west", Direction::W),
    ("up", Direction::N),
    ("right", Direction::E),
    ("down", Direction::S),
    ("left", Direction::W),
    ("północ", Direction::N),
    ("polnoc", Direction::N),
    ("wschód", Direction::E),
    ("wschod", Direction::E),
    ("południe", Direction::S),
    ("poludnie", Direction::S),
    ("zachód", Direction::W),
    ("zachod", Direction::W),
    ("góra", Direction::N),
    ("gora", Direction::N),
    ("prawo", Direction::E),
    ("dół", Direction::S),
    ("dol", Direction::S),
    ("lewo", Direction::W),
    // After a preposition (`w górę`, `do góry`, `do dołu`) and cut short (`pn`, `zach`).
    ("górę", Direction::N),
    ("gore", Direction::N),
    ("góry", Direction::N),
    ("gory", Direction::N),
    ("dołu", Direction::S),
    ("dolu", Direction::S),
    ("płn", Direction::N),
    ("pln", Direction::N),
    ("pn", Direction::N),
    ("wsch", Direction::E),
    ("płd", Direction::S),
    ("pld", Direction::S),
    ("pd", Direction::S),
    ("zach", Direction::W),
];

/// Words between a robot and its direction word (`czerwony na zachód`, `w lewo`, `do góry`,
/// `red to the west`): skipped there.
const BEFORE_DIRECTION: &[&str] = &["na", "w", "do", "ku", "to", "the", "towards"];

/// The words a solution may spell out (robots, directions, `move`): the mail reader's sign that
/// a line is moves.
pub const WORDS: &[&str] = &[
    "yellow",
    "green",
    "blue",
    "red",
    "north",
    "east",
    "south",
    "west",
    "up",
    "right",
    "down",
    "left",
    "move",
    "moves",
    "czerwony",
    "czerwona",
    "czerwone",
    "żółty",
    "żółta",
    "żółte",
    "zolty",
    "zolta",
    "zolte",
    "zielony",
    "zielona",
    "zielone",
    "niebieski",
    "niebieska",
    "niebieskie",
    "północ",
    "polnoc",
    "wschód",
    "wschod",
    "południe",
    "poludnie",
    "zachód",
    "zachod",
    "góra",
    "gora",
    "prawo",
    "dół",
    "dol",
    "lewo",
    "górę",
    "góry",
    "dołu",
    "zach",
    "wsch",
];

/// The moves written in `text`.
pub fn parse_solution(text: &str) -> Result<Vec<Move>, NotationError> {
    let mut moves = Vec::new();
    let mut robot: Option<Color> = None;
    // Arrows after a robot's letter are its direction: `Y↑` is `yN`.
    let text: String = text
        .chars()
        .map(|c| match c {
            '↑' => 'N',
            '→' => 'E',
            '↓' => 'S',
            '←' => 'W',
            c => c,
        })
        .collect();
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| !matches!(w.as_str(), "move" | "moves" | "solution"))
        .collect();
    for (k, word) in words.iter().enumerate() {
        // A preposition before a direction spelled out is no move (`w lewo`; `w` alone is
        // west).
        let spelled = |w: &String| DIRECTION_WORDS.iter().any(|(d, _)| w.starts_with(d));
        if robot.is_some()
            && BEFORE_DIRECTION.contains(&word.as_str())
            && words.get(k + 1).is_some_and(|w| {
                spelled(w)
                    || (BEFORE_DIRECTION.contains(&w.as_str())
                        && words.get(k + 2).is_some_and(spelled))
            })
        {
            continue;
        }
        let mut rest = word.as_str();
        while !rest.is_empty() {
            let number = moves.len() + 1;
            match robot {
                None => {
                    let (c, tail) =
                        take(rest, COLOR_WORDS, Color::from_letter).ok_or_else(|| {
                            NotationError::NotARobot {
                                number,
                                word: word.clone(),
                            }
                        })?;
                    robot = Some(c);
                    rest = tail;
                }
                Some(c) => {
                    let (dir, tail) = take(rest, DIRECTION_WORDS, Direction::from_letter)
                        .ok_or_else(|| NotationError::NotADirection {
                            number,
                            word: word.clone(),
                        })?;
                    moves.push(Move { robot: c, dir });
                    if moves.len() > MAX_MOVES {
                        return Err(NotationError::TooLong);
                    }
                    robot = None;
                    rest = tail;
                }
            }
        }
    }
    if let Some(robot) = robot {
        return Err(NotationError::MissingDirection {
            number: moves.len() + 1,
            robot,
        });
    }
    if moves.is_empty() {
        return Err(NotationError::Empty);
    }
    Ok(moves)
}

/// A whole word from `words` at the start of `s`, else an initial.
fn take<'a, T: Copy>(
    s: &'a str,
    words: &[(&str, T)],
    letter: fn(char) -> Option<T>,
) -> Option<(T, &'a str)> {
    if let Some((w, t)) = words.iter().find(|(w, _)| s.starts_with(w)) {
        return Some((*t, &s[w.len()..]));
    }
    let c = s.chars().next()?;
    letter(c).map(|t| (t, &s[c.len_utf8()..]))
}

/// `yN rN yE` — the moves as robomod writes them.
pub fn write_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// `5 moves`, `1 move`.
pub fn count_moves(n: usize) -> String {
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn arrows_after_a_robot_are_its_direction() {
        let moves = parse_solution("R← Y↑ G→ B↓").unwrap();
        assert_eq!(write_moves(&moves), "rW yN gE bS");
    }

    use super::*;

    fn read(text: &str) -> String {
        write_moves(&parse_solution(text).unwrap())
    }

    #[test]
    fn polish_words_read_as_moves() {
        let m =
            parse_solution("żółty północ, czerwona wschód, 3. zolty dol, niebieski lewo").unwrap();
        assert_eq!(write_moves(&m), "yN rE yS bW");
        assert_eq!(
            write_moves(&parse_solution("y góra, g Zachód, r POŁUDNIE").unwrap()),
            "yN gW rS"
        );
        // A preposition before the direction, and directions cut short.
        assert_eq!(
            write_moves(
                &parse_solution("czerwony na zachód, żółty w lewo, zielony do góry, r w").unwrap()
            ),
            "rW yW gN rW"
        );
        assert_eq!(
            write_moves(&parse_solution("r zach, y wsch, g pd, r pn, b płd").unwrap()),
            "rW yE gS rN bS"
        );
        assert_eq!(
            write_moves(&parse_solution("red to the west, yellow towards the north").unwrap()),
            "rW yN"
        );
    }

    #[test]
    fn every_separator_and_spelling_reads_the_same() {
        let want = "yN rN yE yS rE";
        for text in [
            "yN rN yE yS rE",
            "yN, rN, yE, yS, rE",
            "yN-rN-yE-yS-rE",
            "yN/rN/yE/yS/rE",
            "1. yN 2. rN 3. yE 4. yS 5. rE",
            "1) y N 2) r N 3) y E 4) y S 5) r E",
            "YN RN YE YS RE",
            "yellow north, red north, yellow east, yellow south, red east",
            "Yellow N red North yE y south rE",
            "yNrNyEySrE",
            "yN rN yE yS rE (5 moves)",
            "Solution: yN rN yE yS rE",
        ] {
            assert_eq!(read(text), want, "{text}");
        }
        assert_eq!(read("bW gS"), "bW gS");
        // Up, right, down and left, as players of the board game say them.
        assert_eq!(
            read("solution y down, y left, r up, r right"),
            "yS yW rN rE"
        );
        assert_eq!(read("Green Down blue Left"), "gS bW");
    }

    #[test]
    fn mistakes_name_the_move_and_the_word() {
        let err = parse_solution("yN rN yx").unwrap_err();
        assert_eq!(
            err,
            NotationError::NotADirection {
                number: 3,
                word: "yx".into()
            }
        );
        assert!(
            err.to_string()
                .starts_with("move 3: \"yx\" is not a direction")
        );
        assert_eq!(
            parse_solution("yN pN").unwrap_err(),
            NotationError::NotARobot {
                number: 2,
                word: "pn".into()
            }
        );
        assert_eq!(
            parse_solution("yN r").unwrap_err(),
            NotationError::MissingDirection {
                number: 2,
                robot: Color::Red
            }
        );
        assert_eq!(parse_solution(" 1. , ").unwrap_err(), NotationError::Empty);
        assert_eq!(
            parse_solution(&"yN ".repeat(MAX_MOVES + 1)).unwrap_err(),
            NotationError::TooLong
        );
    }

    proptest::proptest! {
        #[test]
        fn written_moves_read_back(
            moves in proptest::collection::vec((0..4usize, 0..4usize), 1..MAX_MOVES),
            sep in proptest::sample::select(vec![" ", ", ", "-", "/", "  ", " , "]),
        ) {
            let moves: Vec<Move> = moves
                .into_iter()
                .map(|(c, d)| Move { robot: Color::ALL[c], dir: Direction::ALL[d] })
                .collect();
            let text = moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(sep);
            proptest::prop_assert_eq!(parse_solution(&text).unwrap(), moves);
        }

        #[test]
        fn any_text_reads_or_is_refused_without_panicking(text in ".{0,80}") {
            let _ = parse_solution(&text);
        }
    }

    #[test]
    fn counts_read_naturally() {
        assert_eq!(count_moves(1), "1 move");
        assert_eq!(count_moves(5), "5 moves");
    }
}

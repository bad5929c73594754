//! RAMbots' position files for `robomod sim` ([`PositionFiles`]): one round run from a
//! [`Setup`] (its report, its JSON, its picture), and a fresh position with goal stacks drawn
//! at random, written as a file.

use super::position::Position;
use super::position_file::{self, Setup};
use super::{Phase, Rambots, Settings, board, notation::Program, picture, report, setup};
use crate::games::capability::{PositionFiles, PositionText};
use crate::games::{GameRng, step_rng};
use crate::lang::Say;

/// The position and programs of `text`, a [`Setup`], or what is wrong with it.
fn read(text: &str) -> Result<(Position, board::ByColour<Program>), String> {
    let setup: Setup = toml::from_str(text).map_err(|e| e.to_string().trim_end().to_string())?;
    position_file::validate(&setup).map_err(|e| e.to_string())
}

/// The round `text` runs: the position before, the events, the position after and the winner;
/// refused when the game is already over.
#[allow(clippy::type_complexity)]
fn round(
    text: &str,
) -> Result<
    (
        Position,
        Vec<super::events::Event>,
        Position,
        Option<board::Colour>,
    ),
    String,
> {
    let (pos, programs) = read(text)?;
    if let Some(w) = pos.winner() {
        // english: a position file's error, for the operator
        return Err(format!(
            "bots: {w}'s goal stack is empty, so the game is already over"
        ));
    }
    let (after, events, winner) = super::play_round(&pos, &programs);
    Ok((pos, events, after, winner))
}

impl PositionFiles for Rambots {
    fn file_report(file: PositionText<'_>, say: Say<'_>) -> Result<String, String> {
        let (pos, events, after, _) = round(file.text)?;
        Ok(report::round_report(&pos, &events, &after, None, say))
    }

    /// `{"position", "events", "winner"}`.
    fn file_json(file: PositionText<'_>) -> Result<String, String> {
        let (_, events, after, winner) = round(file.text)?;
        let out = serde_json::json!({
            "position": after.to_setup(),
            "events": events,
            "winner": winner,
        });
        let mut s = serde_json::to_string_pretty(&out).map_err(|e| e.to_string())?;
        s.push('\n');
        Ok(s)
    }

    /// The picture of a won position too (the round is played all the same).
    fn file_picture(file: PositionText<'_>, title: &str, say: Say<'_>) -> Result<String, String> {
        let (pos, programs) = read(file.text)?;
        let (after, events, _) = super::play_round(&pos, &programs);
        Ok(picture::picture_of(
            &after,
            &events,
            title,
            Phase::Programming,
            say,
        ))
    }

    /// Four players unless told.
    fn fresh_file(
        settings: &Settings,
        players: Option<usize>,
        seed: u64,
    ) -> Result<String, String> {
        let players = players.unwrap_or(4);
        let mut rng: GameRng = step_rng(seed, 0);
        let mut pos =
            setup::new_position(settings.red_beam, players, &mut rng).map_err(|e| e.to_string())?;
        let mut events = Vec::new();
        setup::deal_goal_stacks(&mut pos, &[], &mut rng, &mut events);
        let body = toml::to_string(&pos.to_setup()).map_err(|e| e.to_string())?;
        // english: a comment of a position file, for the operator
        Ok(format!(
            "# robomod sim --new {players} --seed {seed}: a fresh RAMbots position, goal stacks \
             drawn at random.\n# Add program = \"1RN 2BE\" to a [[bots]] table, then run robomod \
             sim on this file.\n{body}"
        ))
    }

    fn file_played_back(file: PositionText<'_>) -> Result<bool, String> {
        let Ok((pos, programs)) = read(file.text) else {
            return Ok(false);
        };
        let (after, _, _) = super::play_round(&pos, &programs);
        let written = after.to_setup();
        // english: a position file's error, for the operator
        let (back, _) = position_file::validate(&written)
            .map_err(|e| format!("the position written does not load back: {e}"))?;
        if back.to_setup() == written {
            Ok(true)
        } else {
            Err("the position written reads back different".into())
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::games::capability::PositionText;
    use crate::games::capability::files::position_files_for;
    use crate::games::registry::Registry;

    const OPENING: &str = include_str!("../../../examples/rambots-opening.toml");

    #[test]
    fn a_file_runs_through_the_registry_and_its_json_runs_again() {
        let (game, files) = position_files_for(Registry::builtin(), OPENING).unwrap();
        assert_eq!(game.kind(), "rambots");
        let file = PositionText::new(OPENING);
        let report = files.report(file, Say::english()).unwrap();
        assert!(report.lines().all(|l| l.chars().count() <= 72), "{report}");
        let json: serde_json::Value = serde_json::from_str(&files.json(file).unwrap()).unwrap();
        let again = toml::to_string(&json["position"]).unwrap();
        assert!(files.played_back(PositionText::new(&again)).unwrap());
        assert!(
            files
                .report(PositionText::new(&again), Say::english())
                .is_ok()
        );
        let svg = files.picture(file, "t", Say::english()).unwrap();
        assert!(svg.starts_with("<svg "));
        assert!(!files.played_back(PositionText::new("game = 1")).unwrap());
    }

    #[test]
    fn a_fresh_position_reads_back_and_says_what_is_wrong() {
        let (_, files) = position_files_for(Registry::builtin(), OPENING).unwrap();
        let mut slide = serde_json::Map::new();
        slide.insert("red_beam".into(), "slide".into());
        let fresh = files.fresh(&slide, Some(3), 7).unwrap();
        assert_eq!(fresh, files.fresh(&slide, Some(3), 7).unwrap());
        assert!(fresh.contains("red_beam = \"slide\""), "{fresh}");
        assert_eq!(fresh.matches("\n[[bots]]").count(), 3);
        assert!(files.played_back(PositionText::new(&fresh)).unwrap());
        let four = files.fresh(&Default::default(), None, 7).unwrap();
        assert_eq!(four.matches("\n[[bots]]").count(), 4);
        let err = files.fresh(&Default::default(), Some(5), 7).unwrap_err();
        assert!(err.contains("2 to 4 players"), "{err}");
        slide.insert("board".into(), "gauntlet".into());
        assert!(files.fresh(&slide, None, 7).is_err(), "an unknown setting");
    }

    use crate::lang::Say;
}

//! The game a position file names is found in the registry, and a file naming none, or one
//! the registry lacks, is told the registry's kinds that have position files.

use super::*;

#[test]
fn a_file_s_game_is_the_registry_s_and_errors_list_its_kinds() {
    let builtin = Registry::builtin();
    let kinds: Vec<&str> = builtin
        .games()
        .iter()
        .filter(|g| g.capabilities().position_files.is_some())
        .map(|g| g.kind())
        .collect();
    assert_eq!(
        kinds,
        builtin.kind_names(),
        "every shipped game has position files"
    );
    for kind in &kinds {
        let text = format!("game = \"{kind}\"\n");
        let (game, _) = position_files_for(builtin, &text).unwrap();
        assert_eq!(game.kind(), *kind);
    }
    let err = |r: &Registry, text: &str| position_files_for(r, text).err().unwrap();
    let listed = kinds.join(", ");
    assert_eq!(
        err(builtin, "game = \"chess\""),
        format!("game: unknown game \"chess\"; known games: {listed}")
    );
    assert_eq!(
        err(builtin, "round = 1"),
        format!("game: missing; known games: {listed}")
    );
    assert!(err(builtin, "game = 1").starts_with("game: must be a string such as "));
    assert!(err(builtin, "game = [").starts_with("not a TOML file: "));
    // A registry of one game knows that one.
    let one = Registry::new([builtin.games()[1]]);
    let only = one.kind_names()[0];
    assert_eq!(
        err(&one, "game = \"chess\""),
        format!("game: unknown game \"chess\"; known games: {only}")
    );
}

#[test]
fn courses_and_solvers_are_the_games_that_declare_them() {
    let builtin = Registry::builtin();
    for (game, _) in courses(builtin) {
        assert!(game.capabilities().courses.is_some());
    }
    for (game, _) in solvers(builtin) {
        assert!(game.capabilities().solver.is_some());
    }
    let none = Registry::new([]);
    assert!(courses(&none).is_empty() && solvers(&none).is_empty());
}

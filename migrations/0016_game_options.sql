-- Issue 33: options of one game that belong to robomod, not to its engine, set when the game
-- is created (`game new --set pictures=registers`): one row per game and key; a key with no row
-- has the default the reading code gives it (the config's).
CREATE TABLE game_options (
    game_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (game_id, key)
) WITHOUT ROWID;

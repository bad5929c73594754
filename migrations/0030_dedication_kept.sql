-- Issue 50: a game over keeps each person's dedication in it (rounds counted and on time),
-- written in the transaction that ends it: a person's dedication then reads one row per game
-- over and the rounds of the games still running, not every round of ten years. Derived data,
-- like the ratings: `robomod ratings rebuild` writes it again (a game over before this
-- migration is counted from its rounds until then).
CREATE TABLE dedication_games (
    address  TEXT NOT NULL,
    game_id  INTEGER NOT NULL,
    kind     TEXT NOT NULL,
    counted  INTEGER NOT NULL,
    on_time  INTEGER NOT NULL,
    PRIMARY KEY (address, game_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX dedication_games_game ON dedication_games (game_id);
-- A person's record in a kind (RATINGS by mail: games rated, won, the last ones) read
-- through an index, not every game's changes.
CREATE INDEX rating_changes_player ON rating_changes (player, kind, ended_at);

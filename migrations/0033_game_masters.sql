-- Issue 51: the masters of a game, who run it by mail (PAUSE, EXTEND, PROCESS, EJECT...): the
-- one who opened it by mail, one the operator named (`game new --master`, `game master add`)
-- or one a master promoted. Each writes with their own key for the game, as a player does;
-- `added_by`: `admin`, `lobby` (opened it) or the promoting master's address.
CREATE TABLE game_masters (
    game_id   INTEGER NOT NULL REFERENCES games(id),
    address   TEXT NOT NULL,
    key       TEXT NOT NULL,
    name      TEXT NOT NULL,
    added_by  TEXT NOT NULL,
    added_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, address)
) STRICT;
CREATE UNIQUE INDEX game_masters_key ON game_masters (game_id, key);

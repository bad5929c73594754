-- Issue 15: a round's picture is not written as SVG when the round runs: `svg` is NULL and the
-- picture is the one the game draws from the round's stored row (`rounds`, by game and round),
-- rendered when its first mail leaves. Writing it at once cost the intake a third of the bytes
-- it committed. A STATUS picture (round NULL) keeps its SVG: the position it shows is not
-- stored elsewhere. A rollback writes the SVG of the pictures of the rounds it undoes before
-- it detaches them from their round numbers.
CREATE TABLE pictures_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    round      INTEGER,                       -- the round whose report shows it; NULL: a STATUS
    svg        TEXT CHECK (svg IS NOT NULL OR round IS NOT NULL), -- NULL: drawn from the round
    png        BLOB,                          -- NULL: not drawn yet; empty: cannot be drawn
    created_at INTEGER NOT NULL
) STRICT;

INSERT INTO pictures_new (id, game_id, round, svg, png, created_at)
    SELECT id, game_id, round, svg, png, created_at FROM pictures;
DROP TABLE pictures;
ALTER TABLE pictures_new RENAME TO pictures;
CREATE INDEX pictures_game ON pictures (game_id, round);

-- Issue 15: a picture's PNG is drawn when its first mail leaves, by the flusher on every core,
-- not inside the transaction that runs the round: `png` is NULL until then (the SVG decides the
-- PNG's every byte, so drawing it later gives the same attachment). An empty PNG means the
-- picture could not be drawn and its mails go without it.
CREATE TABLE pictures_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    round      INTEGER,                       -- the round whose report shows it; NULL: a STATUS
    svg        TEXT NOT NULL,
    png        BLOB,                          -- NULL: not drawn yet; empty: cannot be drawn
    created_at INTEGER NOT NULL
) STRICT;

INSERT INTO pictures_new (id, game_id, round, svg, png, created_at)
    SELECT id, game_id, round, svg, png, created_at FROM pictures;
DROP TABLE pictures;
ALTER TABLE pictures_new RENAME TO pictures;
CREATE INDEX pictures_game ON pictures (game_id, round);

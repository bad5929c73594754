-- Issue 51 (item 5): courses by mail. A master sends a course (a race's board file) by mail;
-- robomod keeps it per sender, game kind and name, and `OPEN race BOARD name` plays it. The
-- text is kept as sent (a game keeps its own copy in its settings, so sending the course again
-- changes no game already opened on it). `owner`: the sender's address, lower case;
-- `created_at`: when it was first sent; `updated_at`: when it was last replaced.
CREATE TABLE courses (
    owner      TEXT NOT NULL,
    kind       TEXT NOT NULL,
    name       TEXT NOT NULL,
    text       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (owner, kind, name)
) STRICT;

-- The picture of a course sent by mail belongs to no game: `game_id` may be NULL (it is only
-- ever a picture that keeps its SVG).
CREATE TABLE pictures_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER REFERENCES games (id),  -- NULL: a course's picture, of no game
    round      INTEGER,
    svg        TEXT CHECK (svg IS NOT NULL OR round IS NOT NULL),
    png        BLOB,
    created_at INTEGER NOT NULL,
    language   TEXT,
    step       INTEGER,
    CHECK (game_id IS NOT NULL OR svg IS NOT NULL)
) STRICT;

INSERT INTO pictures_new (id, game_id, round, svg, png, created_at, language, step)
    SELECT id, game_id, round, svg, png, created_at, language, step FROM pictures;
DROP TABLE pictures;
ALTER TABLE pictures_new RENAME TO pictures;
CREATE INDEX pictures_game ON pictures (game_id, round);

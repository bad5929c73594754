-- Issue 41: players' ratings per game kind, from finished games (Weng-Lin, the skillratings
-- crate). `ratings` holds each player's rating now (`player`: a person's lower-case address or
-- a computer player's reserved one); `rating_changes` what each finished game changed, so that
-- `robomod ratings rebuild` recomputes both from the finished games in the order they ended
-- and gets the same rows. Both are derived: a rebuild empties and refills them.
CREATE TABLE ratings (
    kind        TEXT NOT NULL,
    player      TEXT NOT NULL,
    name        TEXT NOT NULL,            -- the name of the player's latest rated game
    mu          REAL NOT NULL,
    sigma       REAL NOT NULL,
    games       INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL,         -- when the latest of those games ended
    PRIMARY KEY (kind, player)
) STRICT;
CREATE TABLE rating_changes (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    kind        TEXT NOT NULL,
    player      TEXT NOT NULL,
    seat        INTEGER NOT NULL,
    name        TEXT NOT NULL,
    place       INTEGER NOT NULL,         -- 1 first; equal places tie
    mu_before   REAL NOT NULL,
    sigma_before REAL NOT NULL,
    mu_after    REAL NOT NULL,
    sigma_after REAL NOT NULL,
    ended_at    INTEGER NOT NULL,
    PRIMARY KEY (game_id, player)
) STRICT;
CREATE INDEX rating_changes_order ON rating_changes (kind, ended_at, game_id);

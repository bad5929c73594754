-- Issue 64: each finished game keeps the ratings its players had going into it, as its
-- game-over mail showed them. `rating_changes` is derived: a rebuild (a game rated out of
-- order, a rollback that reopens an earlier game) writes it again, and a game's "before" then
-- follows the games rated before it now; the game-over mail already sent does not change.
-- `replay` rebuilds that mail from these rows, however many games its players finished after
-- it. Written when the game is rated, forgotten when a rollback reopens it; never rebuilt.
CREATE TABLE ratings_before (
    game_id     INTEGER NOT NULL REFERENCES games(id),
    player      TEXT NOT NULL,
    mu          REAL NOT NULL,
    sigma       REAL NOT NULL,
    PRIMARY KEY (game_id, player)
) STRICT;
-- A game rated before this migration: its changes as they stand are the best record left of
-- what its mail showed.
INSERT INTO ratings_before (game_id, player, mu, sigma)
    SELECT game_id, player, mu_before, sigma_before FROM rating_changes;
-- A place is counted among those a game rated: 1, and one more for each seat placed above
-- (the holders of one seat share its place): a place above the number rated ("place 3 of 2":
-- a seat's place counted a computer player's second seat, rated once) is the place among
-- them. The order of places, and so every rating, is the same.
CREATE TEMP TABLE ranked AS
    SELECT rc.game_id, rc.player,
           1 + (SELECT COUNT(DISTINCT o.seat) FROM rating_changes o
                WHERE o.game_id = rc.game_id AND o.place < rc.place) AS place
    FROM rating_changes rc;
UPDATE rating_changes SET place = (
    SELECT r.place FROM ranked r
    WHERE r.game_id = rating_changes.game_id AND r.player = rating_changes.player);
DROP TABLE ranked;
-- The archive's refresh reads what changed a game since its last pass from the audit (a
-- master's TERMINATE, the operator's abandon, a pause): by time, through this index.
CREATE INDEX audit_at ON audit (at);

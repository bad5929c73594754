-- Issue 28: computer players standing in for missing humans, and games left to machines.
-- `seat_rules`: per game, after how many missed rounds in a row a computer player plays a
-- human's seat (`game new --stand-in N`; no row or NULL: never), and what happens to a game with
-- no human left (`finish` or `pause`).
CREATE TABLE seat_rules (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    stand_in INTEGER CHECK (stand_in IS NULL OR stand_in >= 1),
    no_humans TEXT NOT NULL DEFAULT 'finish' CHECK (no_humans IN ('finish', 'pause'))
);
-- The orders a stand-in entered for a human's seat, by submission id: the round report says
-- that seat was played by the stand-in (unless its human sent orders after).
CREATE TABLE stand_in_orders (
    submission_id INTEGER PRIMARY KEY
);

-- Issue 28: the orders a computer player entered for a person's seat as their stand-in (`game
-- new --stand-in N`: after N missed rounds in a row), by submission id. A round report says the
-- seat was played by the stand-in unless its person sent valid orders after. (The game's
-- `stand_in` and `no_humans` choices are rows of `game_options`.) A rollback's deletion of the
-- submissions takes their marks with them, so a reused id is never read as a stand-in's.
CREATE TABLE stand_in_orders (
    submission_id INTEGER PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE
);

-- Issue 38: a round records the seats whose players had resigned when it ran (`resigned`, a
-- JSON list of seats; NULL for rounds stored before: their resigned seats played the game's
-- default), and what every report of it tells the players about seats (`news`, a JSON list:
-- a player who resigned since the round before, one who went silent). The reports' words
-- are rendered from these, so `replay` rebuilds them.
ALTER TABLE rounds ADD COLUMN resigned TEXT;
ALTER TABLE rounds ADD COLUMN news TEXT NOT NULL DEFAULT '[]';
ALTER TABLE rounds_undone ADD COLUMN resigned TEXT;
ALTER TABLE rounds_undone ADD COLUMN news TEXT NOT NULL DEFAULT '[]';

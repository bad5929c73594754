-- Issue 52, item 2: tournaments by mail. A tournament may now be opened to be joined
-- (status 'open') by an organiser (their address; NULL: the operator), start at a date
-- (`starts_at`) or when it holds `max_entrants`, or be cancelled (status 'cancelled': too
-- few entrants at its start date). `format` 'series': its entrants play `size` games in a
-- row (the robot race of seed 004), each next game's settings handed on by the game.
ALTER TABLE tournaments ADD COLUMN organiser TEXT;
ALTER TABLE tournaments ADD COLUMN starts_at INTEGER;
ALTER TABLE tournaments ADD COLUMN max_entrants INTEGER;

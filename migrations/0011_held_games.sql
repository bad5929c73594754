-- Issue 32: a game whose round cannot be run (an engine error, a state that does not load, a
-- panic) is held for the operator instead of failing on every pass: `held` is the error, `held_at`
-- when it was held; both NULL for a game that runs. A held game keeps its status and has no
-- `next_due_at`; `game resume` (after a fix) or `game rollback` releases it.
ALTER TABLE games ADD COLUMN held TEXT;
ALTER TABLE games ADD COLUMN held_at INTEGER;

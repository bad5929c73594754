-- Issue 51: when a game master's pause ends by itself, the operator's cap on the days the
-- masters pause and extend a game being spent then; NULL: a pause only RESUME ends (the
-- operator's, or a game not paused). A paused game is due (`next_due_at`) at this time.
ALTER TABLE games ADD COLUMN pause_ends_at INTEGER;

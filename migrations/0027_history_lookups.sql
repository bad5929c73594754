-- Issue 50: lookups that read the history's rows one by one, made from indexes alone. A
-- person's seats (which games, which seat, since when, still playing): their dedication and
-- their daily digest read these for every game they ever played. The rounds run, and the
-- games created or ended, since a time: what the daemon refreshes in the archive after a pass.
CREATE INDEX players_seats ON players (address, game_id, seat, joined_at, status);
CREATE INDEX rounds_executed ON rounds (executed_at);
CREATE INDEX games_created ON games (created_at);
CREATE INDEX games_finished ON games (finished_at) WHERE finished_at IS NOT NULL;

-- Issue 50: what `status`, the daily digest and dedication read, found without reading the
-- history (a table's later columns are read past its large ones: a game's state, a round's
-- states and reports, a mail's body). Mail given up, and the audit's actions by time (what
-- status counts); the games held; and each round's times and late and resigned seats, in an
-- index of their own, for a person's dedication over every game they played.
CREATE INDEX outbox_dead ON outbox (id) WHERE state = 'dead';
CREATE INDEX audit_action ON audit (action, at);
CREATE INDEX games_held ON games (id) WHERE held IS NOT NULL;
CREATE INDEX rounds_seats ON rounds (game_id, number, opened_at, closed_at, late, resigned);

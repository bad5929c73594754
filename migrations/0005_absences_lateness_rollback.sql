-- Issue 14: absences, lateness, rolling back a round.

-- A player's absence: a deadline inside it moves past its end. Days are the game's local days.
CREATE TABLE absences (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id),
    seat         INTEGER NOT NULL,
    first_day    TEXT NOT NULL,               -- as given: '2026-12-24'
    last_day     TEXT NOT NULL,               -- the last day away: '2026-12-27'
    starts_at    INTEGER NOT NULL,            -- 00:00 of first_day in the game's zone
    ends_at      INTEGER NOT NULL,            -- 00:00 of the day after last_day
    created_at   INTEGER NOT NULL,
    source       TEXT NOT NULL CHECK (source IN ('mail', 'moderator')),
    cancelled_at INTEGER
) STRICT;

CREATE INDEX absences_game ON absences (game_id, seat);

-- The seats whose players sent no orders for the round (default orders ran for them).
ALTER TABLE rounds ADD COLUMN late TEXT NOT NULL DEFAULT '[]';

-- `game rollback`: each one, and what it undid (kept as history, never replayed).
CREATE TABLE rollbacks (
    id       INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL REFERENCES games (id),
    at       INTEGER NOT NULL,
    to_round INTEGER NOT NULL,               -- the round reopened
    reason   TEXT NOT NULL
) STRICT;

CREATE TABLE rounds_undone (
    rollback_id   INTEGER NOT NULL REFERENCES rollbacks (id),
    game_id       INTEGER NOT NULL,
    number        INTEGER NOT NULL,
    phase         TEXT NOT NULL,
    opened_at     INTEGER NOT NULL,
    deadline      INTEGER NOT NULL,
    closed_at     INTEGER NOT NULL,
    executed_at   INTEGER NOT NULL,
    closed_by     TEXT NOT NULL,
    state_before  TEXT NOT NULL,
    orders        TEXT NOT NULL,
    defaulted     TEXT NOT NULL,
    events        TEXT NOT NULL,
    state_after   TEXT NOT NULL,
    report        TEXT NOT NULL,
    next_deadline INTEGER,
    late          TEXT NOT NULL,
    PRIMARY KEY (rollback_id, number)
) STRICT;

CREATE TABLE submissions_undone (
    rollback_id INTEGER NOT NULL REFERENCES rollbacks (id),
    id          INTEGER PRIMARY KEY,          -- the submission's id, kept
    game_id     INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    round       INTEGER NOT NULL,
    received_at INTEGER NOT NULL,
    source      TEXT NOT NULL,
    inbox_id    INTEGER,
    keyword     TEXT NOT NULL,
    text        TEXT NOT NULL,
    orders      TEXT,
    canonical   TEXT,
    problems    TEXT
) STRICT;

-- Sent mails of undone rounds (the reports players already have): history, not replayed.
CREATE TABLE outbox_undone (
    outbox_id   INTEGER PRIMARY KEY REFERENCES outbox (id),
    rollback_id INTEGER NOT NULL REFERENCES rollbacks (id)
) STRICT;

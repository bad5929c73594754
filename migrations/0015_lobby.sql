-- Issue 29: the lobby. Games players find, join and watch by mail.
-- A lobby game's id is the number players write (`JOIN 12`) and the id its `games` row takes
-- when it starts (`started_at` set), so that one number names it from LIST to the last report.
CREATE TABLE lobby_games (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL,
    request     TEXT NOT NULL,            -- the game's settings as opened, JSON (every `game new` setting)
    seats       INTEGER NOT NULL,         -- it starts on its own when this many have joined
    min_seats   INTEGER NOT NULL,         -- ... or at `start_at` with at least this many
    start_at    INTEGER,
    fill_bots   INTEGER NOT NULL DEFAULT 0, -- at `start_at`, computer players take the empty seats
    word        TEXT,                     -- a private game's word: never listed, joined with it
    description TEXT NOT NULL DEFAULT '',
    opened_by   TEXT NOT NULL,            -- 'admin' or the address that opened it by mail
    status      TEXT NOT NULL CHECK (status IN ('open', 'started', 'cancelled')),
    created_at  INTEGER NOT NULL,
    started_at  INTEGER
) STRICT;

-- Who joined a lobby game: a seat, or a place on its standby list (kept once it started:
-- standby players are offered abandoned seats, first come first offered).
CREATE TABLE lobby_seats (
    game      INTEGER NOT NULL REFERENCES lobby_games (id),
    address   TEXT NOT NULL,              -- lower-case
    name      TEXT NOT NULL,
    standby   INTEGER NOT NULL,           -- 0: a seat; 1: the standby list
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (game, address)
) STRICT;

-- Who watches a running game (`OBSERVE 12`): they get its public round reports.
CREATE TABLE observers (
    game    INTEGER NOT NULL,
    address TEXT NOT NULL,
    since   INTEGER NOT NULL,
    PRIMARY KEY (game, address)
) STRICT;

-- A seat abandoned in a lobby game, offered to the standby list one player at a time.
CREATE TABLE seat_offers (
    id         INTEGER PRIMARY KEY,
    game       INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    address    TEXT NOT NULL,             -- who it is offered to
    offered_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    state      TEXT NOT NULL CHECK (state IN ('offered', 'taken', 'expired'))
) STRICT;

-- The daily digest: the day last sent to each address that asked for one.
CREATE TABLE digests (
    address TEXT PRIMARY KEY,
    day     TEXT NOT NULL                 -- YYYY-MM-DD (UTC) of the last digest
) STRICT;

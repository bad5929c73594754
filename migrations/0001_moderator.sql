-- The moderator's store: games, players, rounds, submissions, inbox, outbox, audit.
-- Times are whole seconds since the Unix epoch (UTC). JSON columns hold serde_json text.

CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL,            -- registry name: 'rambots'
    settings        TEXT NOT NULL,            -- the engine's settings, JSON
    seed            INTEGER NOT NULL,         -- u64 seed, stored as its i64 bit pattern
    state           TEXT NOT NULL,            -- the current validated state, JSON
    phase           TEXT NOT NULL,            -- the engine's phase name, for people
    status          TEXT NOT NULL CHECK (status IN ('active', 'paused', 'finished', 'abandoned')),
    round           INTEGER NOT NULL,         -- the open round: 1 is the first resolution
    schedule        TEXT NOT NULL,            -- '22:00' or '48h'
    tz              TEXT NOT NULL,            -- IANA time zone: 'Europe/London'
    min_notice      INTEGER NOT NULL,         -- seconds
    early_delay     INTEGER NOT NULL,         -- seconds after the last program comes in
    speedbots_grace INTEGER,                  -- seconds; NULL: Speedbots off
    reminder_lead   INTEGER,                  -- seconds before the deadline; NULL: no reminders
    created_at      INTEGER NOT NULL,
    opened_at       INTEGER NOT NULL,         -- when the open round began (nominal)
    deadline        INTEGER,                  -- the open round's scheduled deadline
    grace_at        INTEGER,                  -- Speedbots: the shrunk close of the open round
    early_at        INTEGER,                  -- all in: when the open round closes early
    reminded_round  INTEGER,                  -- the round whose reminders went out
    paused_at       INTEGER,
    next_due_at     INTEGER,                  -- the earliest moment tick has work; NULL: none
    outcome         TEXT,                     -- JSON Outcome once finished
    finished_at     INTEGER
) STRICT;

CREATE INDEX games_next_due ON games (next_due_at) WHERE next_due_at IS NOT NULL;

CREATE TABLE players (
    id             INTEGER PRIMARY KEY,
    game_id        INTEGER NOT NULL REFERENCES games (id),
    seat           INTEGER NOT NULL,
    address        TEXT NOT NULL,             -- lower-case
    name           TEXT NOT NULL,
    key            TEXT NOT NULL,             -- the secret in the subject tag and plus-address
    status         TEXT NOT NULL CHECK (status IN ('active', 'resigned')),
    thread_root    TEXT,                      -- Message-ID of the first mail to this player
    bounces        INTEGER NOT NULL DEFAULT 0,
    joined_at      INTEGER NOT NULL,
    UNIQUE (game_id, seat),
    UNIQUE (game_id, key)
) STRICT;

CREATE INDEX players_address ON players (address);

CREATE TABLE rounds (
    game_id       INTEGER NOT NULL REFERENCES games (id),
    number        INTEGER NOT NULL,
    phase         TEXT NOT NULL,
    opened_at     INTEGER NOT NULL,
    deadline      INTEGER NOT NULL,           -- the scheduled deadline when it closed
    closed_at     INTEGER NOT NULL,           -- nominal close: deadline, grace, early or run-now
    executed_at   INTEGER NOT NULL,           -- when robomod actually ran it
    closed_by     TEXT NOT NULL,              -- deadline | early | speedbots | run_now
    state_before  TEXT NOT NULL,
    orders        TEXT NOT NULL,              -- JSON array, one entry per seat
    defaulted     TEXT NOT NULL,              -- JSON array of the seats given default orders
    events        TEXT NOT NULL,
    state_after   TEXT NOT NULL,
    report        TEXT NOT NULL,              -- the public report, as the engine rendered it
    next_deadline INTEGER,                    -- the deadline of the round it opened
    PRIMARY KEY (game_id, number)
) STRICT;

CREATE TABLE inbox (
    id           INTEGER PRIMARY KEY,
    dedup        TEXT NOT NULL UNIQUE,        -- 'mid:<Message-ID>' or 'sha:<content hash>'
    message_id   TEXT,
    content_hash TEXT NOT NULL,
    received_at  INTEGER NOT NULL,
    from_addr    TEXT NOT NULL,
    subject      TEXT NOT NULL,
    raw          BLOB NOT NULL,
    parsed       TEXT NOT NULL,               -- the InboundMail, JSON
    game_id      INTEGER,
    player_id    INTEGER,
    outcome      TEXT NOT NULL,               -- replied | ignored | rate_limited
    reply_id     INTEGER                      -- the outbox row of the reply
) STRICT;

CREATE TABLE submissions (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id),
    seat        INTEGER NOT NULL,
    round       INTEGER NOT NULL,
    received_at INTEGER NOT NULL,
    source      TEXT NOT NULL CHECK (source IN ('mail', 'moderator')),
    inbox_id    INTEGER REFERENCES inbox (id),
    keyword     TEXT NOT NULL,
    text        TEXT NOT NULL,
    orders      TEXT,                         -- JSON when valid
    canonical   TEXT,                         -- when valid
    problems    TEXT                          -- JSON array of OrderProblem when not
) STRICT;

CREATE INDEX submissions_round ON submissions (game_id, round, seat);

CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    kind            TEXT NOT NULL,
    game_id         INTEGER,
    seat            INTEGER,
    round           INTEGER,
    recipient       TEXT NOT NULL,
    message_id      TEXT NOT NULL UNIQUE,
    mail            TEXT NOT NULL,            -- the OutgoingMail, JSON
    state           TEXT NOT NULL CHECK (state IN ('queued', 'sent', 'dead')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    queued_at       INTEGER NOT NULL,
    next_attempt_at INTEGER NOT NULL,
    sent_at         INTEGER,
    last_error      TEXT
) STRICT;

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'queued';
CREATE INDEX outbox_recipient ON outbox (recipient, queued_at);
CREATE INDEX outbox_game ON outbox (game_id, round);

CREATE TABLE audit (
    id      INTEGER PRIMARY KEY,
    at      INTEGER NOT NULL,
    game_id INTEGER,
    actor   TEXT NOT NULL,                    -- admin | player | robomod
    action  TEXT NOT NULL,
    detail  TEXT NOT NULL                     -- JSON
) STRICT;

CREATE INDEX audit_game ON audit (game_id);

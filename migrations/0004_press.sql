-- Press between players (PRESS TO ...): each game's press setting, and every message relayed.
CREATE TABLE press_modes (
    game_id INTEGER PRIMARY KEY REFERENCES games(id),
    mode TEXT NOT NULL
);

CREATE TABLE press (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    round INTEGER NOT NULL,
    sent_at INTEGER NOT NULL,
    from_seat INTEGER NOT NULL,
    -- JSON array of the seats it went to.
    to_seats TEXT NOT NULL,
    anonymous INTEGER NOT NULL,
    body TEXT NOT NULL,
    -- The press this one answers, for a reply to relayed press.
    reply_to INTEGER REFERENCES press(id)
);

CREATE INDEX press_by_sender ON press (game_id, from_seat, sent_at);

-- Issue 12: board pictures. One per round report (shared by that round's every mail) and one
-- per STATUS reply; mails refer to them by id (outbox JSON `attachments[].picture`).
CREATE TABLE pictures (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    round      INTEGER,                       -- the round whose report shows it; NULL: a STATUS
    svg        TEXT NOT NULL,
    png        BLOB NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX pictures_game ON pictures (game_id, round);

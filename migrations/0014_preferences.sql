-- Issues 29 and 33: a player's own preferences, kept per address and set by mail (`SET PICTURES
-- REGISTERS`, `SET REMINDERS OFF`, `SET DIGEST DAILY`, `SET NAME Ann`). One row per address and
-- key; a key with no row has the default the reading code gives it. Values are the words the
-- player wrote, upper-cased (`REGISTERS`), or the text given (`Ann`).
CREATE TABLE preferences (
    address TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    set_at INTEGER NOT NULL,
    PRIMARY KEY (address, key)
) WITHOUT ROWID;

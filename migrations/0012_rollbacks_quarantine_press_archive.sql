-- Issue 27.
-- Mails a rollback withdrew before they were sent (deleted from the outbox): their ids stay
-- taken, so an outbox id is never given to another mail, however many rollbacks a game has.
CREATE TABLE outbox_withdrawn (
    outbox_id   INTEGER PRIMARY KEY,
    rollback_id INTEGER NOT NULL REFERENCES rollbacks (id)
) STRICT;

-- Quarantine in two steps, recorded first: `quarantined_at` (the sender told, the operator
-- alerted) is written before the mail is moved, `moved_at` once it is. A mail found in the
-- inbox recorded but not moved (a crash between the two) is moved without being handled or
-- announced again.
ALTER TABLE inbox_failures ADD COLUMN moved_at INTEGER;

-- `game new --press-archive all`: the archive publishes private press too (off by default:
-- only press that went to every other player is published).
ALTER TABLE press_modes ADD COLUMN archive_all INTEGER NOT NULL DEFAULT 0;

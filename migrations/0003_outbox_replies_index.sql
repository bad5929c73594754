-- The reply rate limit counts one sender's replies of some kinds since a time: with the kind in
-- the index the count reads the index alone, not every counted outbox row (each holds a whole
-- mail). It replaces outbox_recipient, a prefix of it.

CREATE INDEX outbox_replies ON outbox (recipient, queued_at, kind);
DROP INDEX outbox_recipient;

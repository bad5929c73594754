-- Issue 15: the flusher reads due mail "WHERE state = 'queued' AND next_attempt_at <= now
-- ORDER BY id LIMIT n". With only outbox_due (next_attempt_at) SQLite preferred to scan the
-- whole table in id order, sent history included: each batch cost more as history grew. This
-- index holds the queued rows alone, in id order, with the time the filter needs: a batch reads
-- the queue, never the history.
CREATE INDEX outbox_queue ON outbox (id, next_attempt_at) WHERE state = 'queued';

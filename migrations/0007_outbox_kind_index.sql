-- Issue 11: caps on refusals to strangers (all of them, and per domain) and on operator alerts
-- count one kind of mail since a time, across recipients.
CREATE INDEX outbox_kind_time ON outbox (kind, queued_at);

-- Raw mail from strangers (no player's) is dropped after a retention period, or at once above a
-- size: its size stays, with the headers, hash and outcome dedup and the audit need.
ALTER TABLE inbox ADD COLUMN raw_size INTEGER;
CREATE INDEX inbox_strangers ON inbox (received_at) WHERE player_id IS NULL AND raw_size IS NULL;

-- Issue 11: caps on refusals to strangers (all of them, and per domain) and on operator alerts
-- count one kind of mail since a time, across recipients.
CREATE INDEX outbox_kind_time ON outbox (kind, queued_at);

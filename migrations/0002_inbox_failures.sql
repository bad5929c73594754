-- Mails whose handling failed (an error or a panic while reading or applying them), so that a
-- mail that keeps failing is counted and, at inbound.max_attempts, moved out of the inbox into
-- quarantine instead of being retried on every pass. A mail's row goes when it is handled.

CREATE TABLE inbox_failures (
    dedup          TEXT PRIMARY KEY,          -- as inbox.dedup: 'mid:<Message-ID>' or 'sha:<hash>'
    from_addr      TEXT NOT NULL,
    subject        TEXT NOT NULL,
    attempts       INTEGER NOT NULL,
    first_at       INTEGER NOT NULL,
    last_at        INTEGER NOT NULL,
    last_error     TEXT NOT NULL,
    reply_to       TEXT,                      -- who to tell when it is quarantined; NULL: nobody
                                              -- (unreadable, or a mail never to be answered)
    quarantined_at INTEGER                    -- when it was moved to quarantine
) STRICT;

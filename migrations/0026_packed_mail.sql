-- Issue 50: mails kept compressed. `outbox.packed`: the mail's JSON, zlib-compressed (`mail`
-- is then ''); NULL for a mail stored before, whose JSON is `mail`. `inbox.packed`: 1 when
-- `raw` holds the received bytes zlib-compressed. A round's mails took 73 KB of a round's
-- 86 KB as text.
ALTER TABLE outbox ADD COLUMN packed BLOB;
ALTER TABLE inbox ADD COLUMN packed INTEGER NOT NULL DEFAULT 0;
-- The received mail's size as received (`raw` holds fewer bytes when compressed): what the
-- limit on strangers' mails compares, and what `raw_size` keeps when `raw` is dropped. NULL
-- for a mail stored before, whose `raw` is as received.
ALTER TABLE inbox ADD COLUMN size INTEGER;

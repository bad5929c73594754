-- Issue 50: the bodies of old mails dropped (the config's `mail_body_months`). A mail sent
-- keeps its headers (the JSON without its text and HTML) and `body_sha256`, the SHA-256 (hex)
-- of the text it carried, which replay checks the text it rebuilds against; NULL: the body is
-- kept. A mail received keeps its headers, `content_hash` and `raw_size`, as strangers' do.
ALTER TABLE outbox ADD COLUMN body_sha256 TEXT;
-- A mail sent keeps its text, not its HTML rendering (rebuilt from the round: robomod is
-- deterministic). The HTML of a mail to send waits in `outbox_html` (zlib), apart from the
-- row, and goes once the mail is sent: a row made smaller in place keeps its room in the
-- page, a row deleted gives it back. `html_sha256` is the SHA-256 (hex) of the HTML a mail
-- sent carried; NULL: it had none, or it is not sent yet.
ALTER TABLE outbox ADD COLUMN html_sha256 TEXT;
CREATE TABLE outbox_html (
    outbox_id INTEGER PRIMARY KEY,
    packed    BLOB NOT NULL
) STRICT;
CREATE TRIGGER outbox_html_gone AFTER DELETE ON outbox
BEGIN
    DELETE FROM outbox_html WHERE outbox_id = OLD.id;
END;
-- What the daemon's pass looks for: read from these alone, so finding nothing to drop costs
-- the same beside a million kept mails as beside none.
CREATE INDEX outbox_bodies_kept ON outbox (sent_at) WHERE body_sha256 IS NULL AND state = 'sent';
CREATE INDEX inbox_raw_kept ON inbox (received_at) WHERE raw_size IS NULL;

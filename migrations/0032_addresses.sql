-- Issue 52: a person's second address (`ALSO other@example.org`, confirmed from both
-- addresses). `addresses` holds the linked ones, each with its person: the first address of
-- the two (an address without a row is a person of its own). Mails from any of a person's
-- addresses are theirs in their games; ratings and dedication are one record.
CREATE TABLE addresses (
    address    TEXT NOT NULL PRIMARY KEY,
    person     TEXT NOT NULL,
    linked_at  INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX addresses_person ON addresses (person);
-- `ALSO other` from `address`, waiting for `other` to say the same.
CREATE TABLE address_requests (
    address    TEXT NOT NULL,
    other      TEXT NOT NULL,
    asked_at   INTEGER NOT NULL,
    PRIMARY KEY (address, other)
) STRICT, WITHOUT ROWID;

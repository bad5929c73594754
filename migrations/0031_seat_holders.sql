-- Issue 52: the people who held a seat before its player now, kept when the operator replaces
-- them (`player replace`) or a standby takes their resigned seat (`TAKE`): a game over rates
-- each holder for their share of the seat's rounds and counts their dedication, where the
-- seat's row alone (updated in place) forgot them. `resigned`: they had resigned when they
-- left (rated last, the rounds the seat then went without a player missed).
CREATE TABLE seat_holders (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    seat       INTEGER NOT NULL,
    address    TEXT NOT NULL,
    name       TEXT NOT NULL,
    joined_at  INTEGER NOT NULL,
    left_at    INTEGER NOT NULL,
    resigned   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, left_at, address)
) STRICT;
CREATE INDEX seat_holders_address ON seat_holders (address, game_id);

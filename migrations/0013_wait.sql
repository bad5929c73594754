-- Issue 26: WAIT. A player may ask that the open round not run before its deadline, even when
-- everyone is in (as in the email judges); `waits_in` is the round they asked it for (NULL: they
-- do not wait). WAIT OFF clears it; a new round is not held by an old WAIT.
ALTER TABLE players ADD COLUMN waits_in INTEGER;

-- Issue 63: a player whose mail in a round held a line robomod could not read has not
-- finished saying what she means: the round does not run early for her. It waits for her
-- next mail read whole (which clears this), her WAIT OFF, or its deadline.
ALTER TABLE players ADD COLUMN unsure_in INTEGER;

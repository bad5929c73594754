-- Issue 50: every mail to a player records the round it was written in, so that a reply to it
-- is judged against that round: a notice (a stand-in taking a seat, an announcement, ...) and
-- a welcome were stored without one, and a reply to one arriving after its round closed was
-- applied to the next round. New mails record the round open when they are queued; the older
-- ones get the round open then, read from the order of the outbox: one more than the last
-- round whose report (or late notice, or end) the game mailed before them, else the first.
-- A game rolled back since may give a later round than the one open then: a reply to such an
-- old mail is then applied as before, never refused wrongly.
UPDATE outbox SET round = 1 + COALESCE((
    SELECT MAX(r.round) FROM outbox r
    WHERE r.game_id = outbox.game_id AND r.round IS NOT NULL AND r.id < outbox.id
      AND r.kind IN ('round_report', 'late', 'game_over')), 0)
WHERE round IS NULL AND game_id IS NOT NULL AND seat IS NOT NULL;

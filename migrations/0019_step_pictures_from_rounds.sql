-- Issue 39: the step pictures of an HTML round report (a register, an instruction, a move) and
-- its animation are not stored as SVG text (~8 KB a step, ~86 KB a RAMbots round): like the
-- round's own picture they are a reference to their round (`round`) and which of the round's
-- steps they show (`step`: from 1; 0, all of them as one animation), drawn again from the
-- round's stored row when their mails leave (the game gives the same steps for the same row).
-- `step` NULL: the round's picture, or a picture that keeps its SVG (a STATUS, a round undone).
ALTER TABLE pictures ADD COLUMN step INTEGER;

-- The step pictures stored before as SVG become references where their round is certain: a
-- round report attaches them (its content id is `stepK.rR.gG@...`), that mail's round was not
-- undone since (its pictures keep their SVG, as a rollback leaves them) and its row is stored.
CREATE TEMP TABLE step_refs AS
SELECT json_extract(a.value, '$.picture') AS id, o.game_id AS game_id, o.round AS round,
       CAST(substr(json_extract(a.value, '$.content_id'), 5,
                   instr(json_extract(a.value, '$.content_id'), '.') - 5) AS INTEGER) AS step
FROM outbox o, json_each(o.mail, '$.attachments') a
WHERE o.round IS NOT NULL
  AND json_extract(a.value, '$.content_id') GLOB 'step[1-9]*.r*.g*@*'
  AND o.id NOT IN (SELECT outbox_id FROM outbox_undone);

UPDATE pictures SET
    round = (SELECT s.round FROM step_refs s WHERE s.id = pictures.id LIMIT 1),
    step = (SELECT s.step FROM step_refs s WHERE s.id = pictures.id LIMIT 1),
    svg = NULL
WHERE round IS NULL AND svg IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM step_refs s JOIN rounds r ON r.game_id = s.game_id AND r.number = s.round
    WHERE s.id = pictures.id AND s.game_id = pictures.game_id AND s.step >= 1);

DROP TABLE step_refs;

-- Issue 50: a round's texts kept compressed. `packed`: zlib of the JSON array [state before,
-- events, state after, public report], each as the text the columns held, which are then '';
-- NULL for a round stored before, whose columns hold them. Two thirds of a round's row.
ALTER TABLE rounds ADD COLUMN packed BLOB;
ALTER TABLE rounds_undone ADD COLUMN packed BLOB;

-- Issue 41: the language each report of a round was written in, so that a replay renders the
-- same bytes: a JSON object, `report` the stored public report's language code, `seats` each
-- seat's report's (`{"report": "pl", "seats": {"0": "pl", "1": "en"}}`). `{}` (a round stored
-- before languages): English throughout.
ALTER TABLE rounds ADD COLUMN languages TEXT NOT NULL DEFAULT '{}';
ALTER TABLE rounds_undone ADD COLUMN languages TEXT NOT NULL DEFAULT '{}';

-- Issue 49: the pictures choice that shows a round step by step is STEPS for every game (it
-- was REGISTERS, the race's word, when the race was the only game with steps). Stored
-- choices say it in the new word, so that SET lists them in the reader's language (KROKI);
-- REGISTERS still reads wherever it is written (config files, game settings, the race's mail).
UPDATE preferences SET value = 'STEPS' WHERE key = 'pictures' AND value = 'REGISTERS';
UPDATE game_options SET value = 'STEPS' WHERE key = 'pictures' AND value = 'REGISTERS';

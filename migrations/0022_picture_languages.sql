-- Issue 41: a picture's words (its legend, panel, title and captions) are in its reader's
-- language. A picture drawn from its round's row keeps the language it is drawn in, so that the
-- row gives the same bytes whenever it is drawn; a round read in two languages stores a picture
-- (and each step picture) per language. NULL: English (a picture stored before languages, or
-- one that keeps its SVG).
ALTER TABLE pictures ADD COLUMN language TEXT;

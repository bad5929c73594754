language-name = polski
language-in-english = Polish
date-locale = pl_PL

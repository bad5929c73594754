language-name = polski
language-in-english = Polish

language-name = English
language-in-english = English

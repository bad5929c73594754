language-name = English
language-in-english = English
date-locale = en_US

language-name = English
language-in-english = English
date-locale = en_US
# How a deadline is written (chrono strftime, in date-locale: %a weekday, %d day, %b month)
date-format = %a %d %b %Y %H:%M %Z
day-format = %a %d %b %Y
# The names people write for each language (SET LANGUAGE ...): code = names, one a line
language-names =
    en = english
    pl = polish
# The language's code in ISO 639-3, by which a stranger's mail is recognised as written in it
language-iso639-3 = eng

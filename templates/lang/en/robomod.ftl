language-name = English
language-in-english = English
date-locale = en_US
# How a deadline is written (chrono strftime, in date-locale: %a weekday, %d day, %b month)
date-format = %a %d %b %Y %H:%M %Z

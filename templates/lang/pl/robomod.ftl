language-name = polski
language-in-english = Polish
date-locale = pl_PL
# Jak pisany jest termin (strftime chrono, w date-locale): dzień i miesiąc najpierw, żeby
# czytał się po "do" i "przed": "do 4 marca 2026 (środa), 12:00"
date-format = %-d %B %Y (%A), %H:%M %Z
day-format = %-d %B %Y (%A)
# Jak gracze nazywają języki (USTAW JĘZYK ...): kod = nazwy, jeden język w wierszu
language-names =
    en = angielski angielsku
    pl = polski polsku
# Kod języka w ISO 639-3, po którym list nieznajomego rozpoznaje się jako napisany w nim
language-iso639-3 = pol

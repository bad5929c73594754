# The toy game's own words in Polish: the same ids as in English.
pebbles-phase = rzut { $round }
pebbles-phase-name = rzucanie
pebbles-seat = stos { $name }
pebbles-threw = { $who } rzuca { $n } na stos: teraz { $pile }.
pebbles-clashed = { $who } rzuca { $n } jak ktoś inny: nic nie spada.
pebbles-kept = { $who } zatrzymuje kamyki: stos ma nadal { $pile }.
pebbles-piles = Stosy (wygrywa pierwszy z { $goal } kamykami):
pebbles-help = Kamyki: w każdej turze THROW 1, 2 lub 3 kamyki na swój stos (też
    THROW dwa) albo KEEP. Dwaj gracze, którzy rzucą tyle samo, zderzają się
    i żaden stos nie rośnie. Wygrywa pierwszy, kto dojdzie do celu.
pebbles-short = Rzucaj kamyki na swój stos; wygrywa pierwszy u celu.
pebbles-bad = napisz THROW i liczbę od 1 do 3 albo KEEP
pebbles-compose-hint = Dotknij, ile kamyków rzucić, albo zatrzymaj swoje.

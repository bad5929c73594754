# Słowa, którymi gracze piszą polecenia robomoda w tym języku: każda
# wiadomość je wymienia, oddzielone spacjami; id to polecenie angielskie.
# Polecenia są czytane w słowach każdego języka, niezależnie od języka gracza.
# Litery bez ogonków też działają (DOLACZ to DOŁĄCZ).

command-status = STAN
command-help = POMOC
command-rules = ZASADY
command-resign = REZYGNUJĘ REZYGNACJA
command-confirm = POTWIERDZAM POTWIERDZAJĄC TAK
command-orders = ROZKAZY
command-clear = WYCZYŚĆ
command-try = SPRÓBUJ
command-press = WIADOMOŚĆ
command-to = DO
command-anon = ANONIMOWO
command-absent = NIEOBECNY NIEOBECNA NIEOBECNOŚĆ
command-cancel = ODWOŁAJ
command-wait = CZEKAJ
command-on = WŁĄCZ
command-off = WYŁĄCZ
command-moderator = MODERATOR
command-list = LISTA
command-join = DOŁĄCZ
command-standby = REZERWA
command-as = JAKO
command-leave = OPUŚĆ
command-open = OTWÓRZ
command-observe = OBSERWUJ
command-take = PRZEJMIJ
command-set = USTAW
command-pictures = OBRAZKI
command-reminders = PRZYPOMNIENIA
command-digest = PODSUMOWANIE
command-name = IMIĘ
command-language = JĘZYK
command-ratings = RANKING RANKINGI
command-history = HISTORIA
command-summary = PRZEBIEG STRESZCZENIE
command-all = WSZYSTKO WSZYSTKIE
command-also = RÓWNIEŻ TAKŻE

# Polecenia mistrza gry (docs/moderator.md), wielkimi literami.
command-pause = PAUZA WSTRZYMAJ
command-resume = WZNÓW
command-extend = PRZEDŁUŻ
command-process = ROZSTRZYGNIJ
command-preview = PODGLĄD
command-eject = USUŃ
command-replace = ZASTĄP
command-announce = OGŁOŚ
command-rollback = COFNIJ
command-terminate = ZAKOŃCZ
command-promote = MIANUJ
command-tournament = TURNIEJ TURNIEJU
command-start = START ROZPOCZNIJ

command-course = TRASA

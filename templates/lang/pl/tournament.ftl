# Turniej: poczta do uczestników i odpowiedzi (templates/tournament.txt, lobby_answer.txt).
subject-tournament = robomod: turniej {$id}
tournament-title-heats = Turniej {$id}: { CASE($kind, "name") }, grupy po {$size} graczy.
tournament-title-series = Turniej {$id}: { CASE($kind, "name") }, {$games ->
    [one] jedna gra
   *[other] seria {$games} gier
}.
tournament-drawn = Losowanie gotowe (grupy według rankingu, najlepsi rozdzieleni): gry zaczynają się teraz, każda z własnym listem powitalnym.
tournament-game-over = Gra {$game} się zakończyła.
tournament-winner = Turniej wygrywa {$winner}. Gratulacje!
tournament-machines-tie = Pierwsze miejsce dzielą: {$names}. Same komputery nie grają dogrywki: wygrywa pierwszy z nich w losowaniu, {$winner}.
tournament-cancelled = Turniej się nie odbył: {$joined ->
    [one] zgłosił się jeden gracz
    [few] zgłosiło się {$joined} graczy
   *[other] zgłosiło się {$joined} graczy
}, a potrzeba co najmniej dwóch.
tournament-was-cancelled = Turniej odwołano: zgłosiło się za mało graczy.
tournament-entrants = Uczestnicy ({$count}): {$names}.
tournament-no-entrants = Nikt się jeszcze nie zgłosił.
tournament-starts-at = Początek: {$starts_at}.
tournament-starts-full = Zaczyna się, gdy zgłosi się {$max} graczy.
tournament-starts-organiser = Zaczyna się, gdy zdecyduje organizator.
tournament-join = Zgłoszenie: DOŁĄCZ TURNIEJ {$id}
tournament-stage-heat = Grupa, etap {$round}
tournament-stage-play-off = Dogrywka, etap {$round}
tournament-stage-final = Finał
tournament-stage-final-play-off = Dogrywka o pierwsze miejsce
tournament-stage-series = Etap {$number} z {$games}
tournament-game = gra {$game}
tournament-won-by = Wygrywa {$winner}
tournament-abandoned = Przerwana: jej gracze rozegrają dogrywkę
tournament-playing = Trwa
tournament-points-head = Miejsce  Punkty  Gracz
tournament-yours = Twoja następna gra: {$games}. Jej list powitalny mówi, jak grać.
tournament-how-heats = Zwycięzca każdej grupy przechodzi dalej; dzielone pierwsze miejsce rozstrzyga dogrywka między remisującymi. Zwycięzcy grają finał albo znów grupy, gdy jest ich więcej, niż mieści grupa.
tournament-how-series = Każdy uczestnik gra każdą grę; ostatnie miejsce daje 1 punkt, każde wyższe o jeden więcej. Wygrywa najwięcej punktów; przy remisie lepsze miejsce w ostatniej grze, a potem dogrywka.
list-tournaments-head = Turnieje:
list-tournament-heats = { CASE($kind, "name") }, grupy po {$size}
list-tournament-series = { CASE($kind, "name") }, {$games ->
    [one] jedna gra
   *[other] seria {$games} gier
}
list-tournament-running = {$what}: w toku (uczestników: {$count}).
list-tournament-open = {$what}: uczestników: {$count}; zaczyna się, gdy zdecyduje organizator.
list-tournament-open-on = {$what}: uczestników: {$count}; początek {$starts_at}.
list-tournament-open-full = {$what}: uczestników: {$count}; zaczyna się przy {$max}.
list-tournaments-how = Zgłoszenie: DOŁĄCZ TURNIEJ 3 (jego numer). TURNIEJ 3 pokazuje całość.
tournament-needs-format = Napisz, jak się gra: GRUPY 4 (grupy po czterech, zwycięzcy w finale) albo SERIA 3 (każdy gra trzy gry, punkty za miejsca).
tournament-bad-start = START {$value}: podaj datę (START 2026-12-01) albo czas od teraz (START 7d).
tournament-not-here = {$word} dotyczy gry: turniej sam zakłada gry swoim uczestnikom.
tournament-start-past = Ta data już minęła: podaj późniejszą.
lobby-tournament-list = Turnieje:
lobby-tournament-none-listed = Nie ma otwartego ani trwającego turnieju. Załóż go: TURNIEJ OTWÓRZ rambots GRUPY 4 (albo wyścig SERIA 3).
lobby-tournament-none = Nie ma turnieju {$id}. TURNIEJ pokazuje listę.
lobby-tournament-bad = Turniej nie został otwarty: {$problem}
lobby-tournament-opened = Turniej {$id} jest otwarty: gracze zgłaszają się przez DOŁĄCZ TURNIEJ {$id}, a Ty zaczynasz go przez TURNIEJ START {$id} (chyba że wcześniej nadejdzie data startu albo komplet uczestników). Prowadzisz jego gry jako mistrz gry.
lobby-tournament-not-open = Do turnieju {$id} nie można się już zgłosić (trwa, zakończył się albo nie istnieje). TURNIEJ pokazuje listę.
lobby-tournament-not-yours = Turniej {$id} może rozpocząć tylko jego organizator.
lobby-tournament-too-few = Turniej {$id} ma uczestników: {$count}; do startu potrzeba co najmniej dwóch.
lobby-tournament-started = Turniej {$id} się zaczął: każdy uczestnik dostaje wyniki losowania i list powitalny każdej gry.
lobby-tournament-already = Jesteś już zgłoszony do turnieju {$id}.
lobby-tournament-full = Turniej {$id} ma komplet.
lobby-tournament-joined = Grasz w turnieju {$id} jako {$name}, uczestnik numer {$count}.
lobby-tournament-joined-full = Z Tobą jest komplet: turniej zaczyna się teraz, losowanie zaraz przyjdzie.
lobby-tournament-joined-on = Początek {$starts_at}; wtedy dostaniesz wyniki losowania.
lobby-tournament-joined-later = Wyniki losowania dostaniesz, gdy turniej się zacznie.
lobby-tournament-left = Wycofałeś się z turnieju {$id}.
lobby-tournament-not-in = Nie byłeś zgłoszony do turnieju {$id}.
lobby-tournament-show = Turniej {$id} w tej chwili:
option-heats = GRUPY
option-series = SERIA SERIĘ
option-entrants = GRACZY UCZESTNIKÓW
option-start = START POCZĄTEK
tournament-drawn-series = Pierwsza gra zaczyna się teraz, z własnym listem powitalnym.
tournament-opened = Właśnie założone: gra {$games}.
archive-tournaments-heading = Turnieje
archive-tournament-stage = Etap
archive-tournament-players = Gracze
archive-tournament-result = Wynik
archive-tournament-points = Punkty
archive-tournament-standings = Klasyfikacja
lobby-tournament-name-taken = W turnieju {$id} ktoś już gra jako {$name}. Wyślij DOŁĄCZ DO TURNIEJU {$id} JAKO inne imię.
tournament-not-playable = w grze { CASE($kind, "name") } nie może grać {$players} graczy, a ten turniej mógłby założyć taką grę: wybierz inne GRUPY, SERIĘ albo GRACZY.
tournament-needs-number = Po {$word} wpisz liczbę całkowitą, {$least} lub więcej ({$word} {$least}).
tournament-too-few = {$word} {$value}: wpisz liczbę całkowitą, {$least} lub więcej.
tournament-computers-all = KOMPUTERY {$computers} zajęłyby wszystkie miejsca z {$most}: zostaw co najmniej jedno dla człowieka.
tournament-no-computer = { CASE($kind, "name") } nie ma gracza komputerowego: pomiń KOMPUTERY.
tournament-computer-name = Bot{$n}
option-computers = KOMPUTERY KOMPUTERÓW

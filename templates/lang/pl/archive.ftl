# Strony archiwum jednej gry (archive_game.html, archive_round.html),
# w języku gry.

archive-all-games = Wszystkie gry
archive-game = Gra nr {$game}
archive-game-kind = Gra nr {$game} ({ CASE($kind, "name") })
archive-game-title = Gra nr {$game}: {$title}
archive-round-heading = Gra nr {$game} ({ CASE($kind, "name") }): {$title}
archive-previous = Poprzednia: {$title}
archive-next = Następna: {$title}
archive-animated-caption = Krok po kroku, w animacji: każdy krok widać przez {$seconds} s, ostatni dłużej, potem animacja zaczyna się od nowa.
archive-animated-alt = {$title}, animacja: plansza po kolejnych krokach ({$steps}), i od nowa.
archive-closed = Zamknięta {$closed}
archive-closed-paren = (zamknięta {$closed})
archive-board-alt = Plansza po { CASE($title, "in") }, ruchy narysowane strzałkami: niebieska to ruch z programu, zielona przerywana wszystko inne.
archive-programs-log = Programy i przebieg
archive-now-title = {$title} (teraz)
archive-due = Rozkazy do {$closes}
archive-now-alt = Plansza teraz, w { CASE($title, "in") }.
archive-position = Pozycja
archive-status = Stan: {$status}.
archive-status-result = Stan: {$status}. Wynik: {$result}.
archive-final-standings = Klasyfikacja końcowa
archive-standings = Klasyfikacja
archive-players = Gracze
archive-rounds = Rundy
archive-no-round = Nie rozegrano jeszcze żadnej rundy.
archive-position-now = Pozycja teraz ({$title})
archive-press = Wiadomości
archive-press-from = Od {$from} do {$to}, {$sent}

# Spis gier (archive_index.html) i jego strony gier zakończonych.
archive-index-title = robomod: gry
archive-index-heading = Gry
archive-ratings-link = Rankingi
archive-running-caption = Gry w toku, od najnowszej
archive-none-running = Żadna gra nie jest w toku.
archive-finished-heading = Gry zakończone
archive-finished-title = Gry zakończone, od {$first} do {$last}
archive-finished-caption = W kolejności zakończenia, od ostatniej
archive-col-game = Gra
archive-col-kind = Rodzaj
archive-col-players = Gracze
archive-col-status = Stan
archive-col-result = Wynik
archive-written-by = Napisane przez robomoda.
archive-ratings-title = robomod: rankingi
archive-ratings-heading = Rankingi
archive-ratings-games = Gry
archive-ratings-explained = Ranking wynika z ukończonych gier (Weng-Lin): 1000 dla nowego gracza, rośnie za wygrywanie z innymi, bardziej za wygrywanie z silnymi; porażka nigdy go nie podnosi. Znak ? oznacza ranking jeszcze tymczasowy: za mało gier, by być go pewnym. Rozkazy na czas: odsetek rund, w których rozkazy przyszły przed terminem; rund w zapowiedzianej nieobecności się nie liczy.
archive-ratings-best = { CASE($kind, "name") }: najlepszych {$shown} z {$count}
archive-ratings-rank = Miejsce
archive-ratings-player = Gracz
archive-ratings-rating = Ranking
archive-ratings-played = Gry
archive-ratings-on-time = Rozkazy na czas
archive-ratings-computer = gracz komputerowy
archive-ratings-no-rounds = jeszcze bez rund
archive-player-title = robomod: {$name}, {$kind}
archive-player-heading = {$name}: {$kind}
archive-player-back = Rankingi
archive-player-rating = Ranking {$points}
archive-player-record = { $played ->
    [one] jedna gra oceniona
    [few] {$played} gry ocenione
   *[other] {$played} gier ocenionych
    }, wygrane: {$won}
archive-player-chart = Ranking po każdej grze
archive-player-game = Gra
archive-player-ended = Koniec
archive-player-place = Miejsce
archive-player-change = Ranking
archive-player-place-of = {$place} z {$of}
archive-house-rules = Zasady domowe: {$rules}.

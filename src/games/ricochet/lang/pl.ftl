# Ricochet Pyramids po polsku. Te same identyfikatory co `en.ftl`.

## Podpowiedź strony kompozytora (zgłoszenie 67).
ricochet-compose-hint = Dotknij robota, potem kierunku, dla każdego ruchu; mniej ruchów jest lepiej.

## Nazwy

ricochet-colour = { $c ->
    [red] czerwony
    [yellow] żółty
    [green] zielony
   *[blue] niebieski
}
ricochet-dir = { $d ->
    [north] północ
    [east] wschód
    [south] południe
   *[west] zachód
}
ricochet-moves = { $n ->
    [one] 1 ruch
    [few] { $n } ruchy
   *[many] { $n } ruchów
}

## Runda i raport

ricochet-title = Ricochet Pyramids, runda { $n }
ricochet-goal = Cel: { $goal }.
ricochet-goal-tower = { $colour } robot na wieżę na { $at } ({ $top ->
    [red] czerwona
    [yellow] żółta
    [green] zielona
   *[blue] niebieska
} na { $base ->
    [red] czerwonej
    [yellow] żółtej
    [green] zielonej
   *[blue] niebieskiej
})
ricochet-goal-plain = { $colour } robot na wieżę celu na { $at }
ricochet-robots = Roboty: { $robots }.
ricochet-scores = Punkty:
ricochet-scores-target = wygrywa, kto pierwszy zdobędzie { $n } pkt.
ricochet-game-over = Koniec gry: { $who } wygrywa z { $points } pkt.
ricochet-start = Start:
ricochet-move-line = Ruch { $n }: { $mv }, { $colour } robot z { $from } na { $to }
ricochet-bids-none = Oferty: brak.
ricochet-bids-head = Oferty, od najlepszej (przy równej długości: najwcześniejsza):
ricochet-refused = — oferta odrzucona:
ricochet-no-bid = Bez oferty: { $who }.
ricochet-scored = { $who } zdobywa punkt rozwiązaniem ({ $moves }) i ma teraz { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}.
ricochet-no-winner = Brak poprawnego rozwiązania: w tej rundzie nikt nie zdobywa punktu.
ricochet-optimal = Najkrótsze możliwe rozwiązanie, { $moves }:
ricochet-optimal-too = Zwycięskie rozwiązanie też było najkrótsze możliwe.
ricochet-no-solution = Przeszukanie wszystkich ruchów dowodzi, że rozwiązania nie było.
ricochet-won = { $who } osiąga { $n } pkt i wygrywa grę.
ricochet-next = Dalej:
# Litery robotów to litery zapisu (r y g b), nie polskie inicjały: bez ogonków ż i z
# byłyby jedną literą, a n to też północ (docs/languages.md); legenda nazywa każdą.
ricochet-legend =
    r y g b = roboty: r czerwony, y żółty, g zielony, b niebieski (po
    wieży, gdy robot stoi na niej); wieże: R Y G B w tych kolorach, RG =
    czerwona na zielonej (góra na podstawie); * = wieża celu.
ricochet-how-to-bid =
    Wyślij rozwiązanie przed terminem, w każdym ruchu literę robota
    i kierunek (N E S W), np.
      ROZWIĄZANIE yN rE
    Możesz wysłać ponownie: liczy się Twoje najkrótsze poprawne
    rozwiązanie, a przy równej długości to, które przyszło pierwsze.

## Co robi miejsce bez rozkazów

ricochet-resigned = to miejsce nie wysyła już rozwiązań
ricochet-default = w tej rundzie nie masz rozwiązania

## Błędy w rozwiązaniach

ricochet-over = gra jest skończona: wygrał { $who }
ricochet-not-a-solution = to nie jest rozwiązanie: ostatni ruch nie doprowadza robota ({ $colour }) na wieżę celu
ricochet-notation-empty = brak ruchów: w każdym ruchu napisz literę robota i kierunek, np. "yN rE"
ricochet-not-a-robot = ruch { $n }: "{ $word }" to nie robot: zacznij każdy ruch od r, y, g albo b (czerwony, żółty, zielony, niebieski)
ricochet-not-a-direction = ruch { $n }: "{ $word }" to nie kierunek: po robocie napisz N, E, S albo W (północ, wschód, południe, zachód)
ricochet-missing-direction = ruch { $n }: { $colour } robot nie ma kierunku; dopisz N, E, S albo W
ricochet-too-long = więcej niż { $max } ruchów: wyślij krótsze rozwiązanie
ricochet-solution-empty = brak ruchów: napisz ruchy, np. ROZWIĄZANIE yN rE
ricochet-bad-move = ruch { $n } ({ $mv }): { $error }
ricochet-no-such-robot = w tej grze nie ma robota: { $colour }
ricochet-blocked = { $colour } robot nie może ruszyć na { $dir } z { $at }: jest zablokowany
ricochet-leaves-goal = { $colour } robot jest na celu po ruchu { $after }, ale znów z niego schodzi; wyślij tylko pierwsze ruchy ({ $after })
ricochet-not-reached = { $colour } robot kończy na { $at }, a nie na wieży celu { $goal }

## Obrazek planszy (tytuł to jego tekst alternatywny; wiersze legendy są obrazka: każdy
## musi się zmieścić w jego szerokości, testy je mierzą)

ricochet-picture-title-now = Ricochet Pyramids: plansza rundy { $n }
ricochet-picture-title-after = Ricochet Pyramids: plansza po rundzie { $n } ze zwycięskim rozwiązaniem
ricochet-picture-scores = Punkty
ricochet-picture-score = Gracz { $n }: { $score }
ricochet-picture-goal = Cel: { $colour } robot na wieżę w pierścieniu na { $at }.
ricochet-picture-legend =
    Wieże: kolor góry na kolorze podstawy (RG: czerwona na zielonej);
    roboty: r y g b. Strzałki: ruchy rozwiązania, ponumerowane.

## Krok po kroku (raport HTML)

ricochet-steps-heading = Zwycięskie rozwiązanie ruch po ruchu
ricochet-steps-legend = Niebieska strzałka: ruch, z numerem. Wieża w pierścieniu to cel. Wieże: kolor góry na kolorze podstawy; roboty: kółka r y g b.
ricochet-step-title = Ruch { $n } z { $of }
ricochet-step-alt = Ricochet Pyramids: plansza po ruchu { $n } zwycięskiego rozwiązania ({ $who }) w rundzie { $round }
ricochet-step-caption = { $title }: { $colour } robot na { $dir }
ricochet-step-words = { $title } zwycięskiego rozwiązania ({ $who }): { $colour } robot jedzie na { $dir } z { $from } na { $to }.
ricochet-column-move = Ruch
ricochet-column-robot = Robot
ricochet-column-from = Skąd
ricochet-column-to = Dokąd

## HELP (wysyłana w całości: każdy wiersz w 72 kolumnach)

ricochet-help =
    Ricochet Pyramids: doprowadź robota celu na wieżę celu w jak najmniej
    ruchach. Robot sunie na północ, wschód, południe lub zachód, aż na
    następnym polu stoi robot, wieża albo jest krawędź; wieża celu go nie
    zatrzymuje, ale robot, który zatrzyma się na polu celu, staje na wieży.

    Polecenia:
      ROZWIĄZANIE yN rN yE yS rE Twoje rozwiązanie: w każdym ruchu litera
                                robota (r czerwony, y żółty, g zielony,
                                b niebieski) i kierunek (N E S W; N to
                                w stronę rzędu 8). Separatory są dowolne:
                                "y N, r N", "1. yN 2. rN", "żółty północ",
                                "y dół" (góra prawo dół lewo: N E S W).
      STAN                      jeszcze raz plansza, cel i punkty.

    robomod od razu odtwarza rozwiązanie i odpowiada jego długością albo
    ruchem, w którym zawodzi. Wysyłaj, ile chcesz: liczy się Twoje
    najkrótsze poprawne rozwiązanie. W terminie najkrótsze rozwiązanie
    ze wszystkich zdobywa punkt (przy równej długości: to, które przyszło
    pierwsze), roboty zostają tam, gdzie je zostawiło, i losuje się
    następny cel.

## Słowa rozkazów, które gracze piszą w tym języku (zob. docs/languages.md).

ricochet-command-solution = ROZWIĄZANIE

## Miejsce i tura, jak nazywają je zdania moderatora.

ricochet-player = Gracz { $n }
ricochet-turn-round = runda { $n }
ricochet-phase-bidding = licytacja

## Rozkazy, tak jak robomod je powtarza (zapis bez zmian)

ricochet-echo-no-bid = brak oferty

## Odmiana "Gracz 1" w zdaniach moderatora: { CASE($label, "of") }
ricochet-case-of = gracz = gracza
ricochet-case-acc = gracz = gracza
ricochet-case-to = gracz = graczowi
ricochet-case-by = gracz = graczem
ricochet-case-in = gracz = graczu

# The game's name in a sentence (its kind is what players type: OPEN ricochet).
ricochet-case-name = ricochet = Ricochet Pyramids

## Zakładanie gry (OTWÓRZ, game new)
ricochet-setup-players = w Ricochet Pyramids gra od 1 do {$most} graczy, nie { $players }

## Zasady domowe (state.rs): nazwa opcji w OTWÓRZ, co robi, jej wartości.
ricochet-house-colours = KOLORY
ricochet-house-colours-about = Kolory w grze: 3 (9 wież, 3 roboty) albo 4 (16 wież, 4 roboty).
ricochet-house-layout = UKŁAD
ricochet-house-layout-about = Gdzie stoją wieże: ŁATWY (brzegi), TRUDNY (środek) albo LOSOWY.
ricochet-house-layout-easy = ŁATWY
ricochet-house-layout-hard = TRUDNY
ricochet-house-layout-random = LOSOWY
ricochet-house-target = CEL
ricochet-house-target-about = Punkty, które wygrywają grę.
ricochet-house-min_moves = RUCHY
ricochet-house-min_moves-about = Najmniej ruchów, jakich wymaga cel (łatwiejsze cele losuje się od nowa).
ricochet-house-solutions = ROZWIĄZANIA
ricochet-house-solutions-about = Rozwiązania, które gracz może wysłać w jednej rundzie.

# Wyścig robotów po polsku. Te same identyfikatory co `en.ftl`.

## Podpowiedzi strony kompozytora (zgłoszenie 67): czego gracz dotyka w każdej turze.
race-compose-program = Dotykaj kart w kolejności wykonania, po jednej na rejestr.
race-compose-pick = Dotykaj pól startowych, które chcesz, od najbardziej pożądanego (numery z planszy).
race-compose-draft = Dotykaj ulepszeń, które chcesz, od najbardziej pożądanego.

## Co robi miejsce bez rozkazów

race-default-picking = dostaniesz pole startowe po wyborach pozostałych
race-default-out = Twój robot odpadł z wyścigu
race-default-down = Twój robot pozostaje wyłączony (na dłużej: DALEJ WYŁĄCZONY)
race-default-random = Twoje odblokowane rejestry zostaną wylosowane z Twojej ręki
race-kept = robot, jego miejsce na torze, uszkodzenia, życia, zaliczone flagi i ulepszenia zostają bez zmian
race-resigned = robot zostaje na planszy, wyłączony do końca wyścigu, i nie dostaje nagrody ani wyboru pola
race-granted-subject = Gra nr {$game}: dżokery dla Ciebie
race-granted =
    Moderator przyznał Ci w grze nr {$game} { $n ->
        [one] {$n} dziką kartę
        [few] {$n} dzikie karty
       *[many] {$n} dzikich kart
    } jako rekompensatę.
race-wildcards = Joker gra dowolną podstawową instrukcję, której nie ma w Twojej puli kart: napisz ją z gwiazdką, np. PROGRAM F2 *F3 L R U. STAN pokazuje, ile ich masz.

## Kroki raportu HTML

race-steps-heading = Rejestr po rejestrze
race-steps-legend = Niebieskie ciągłe strzałki: zaprogramowane ruchy. Zielone przerywane strzałki: popchnięcia, taśmociągi i wiązki. Cienkie fioletowe linie: strzały laserów robotów (H tam, gdzie trafiły). Szerokie bladoczerwone pasy: wiązki laserów planszy (czerwona kropka przy mocowaniu).

## Obrazek planszy (tytuł to jego tekst alternatywny; wiersze legendy są obrazka: każdy
## najwyżej 470 pikseli, około 70 znaków, testy je mierzą) i słowa obrazków rejestrów
## ($what: co zrobił jeden robot, części połączone race-step-and)

race-picture-title-now = Wyścig robotów na planszy { $board }: plansza w rundzie { $n }
race-picture-title-after = Wyścig robotów na planszy { $board }: plansza po rundzie { $n }, z jej ruchami
race-picture-register-title = Wyścig robotów na planszy { $board }: plansza po rejestrze { $r } rundy { $n }, z jego ruchami
race-picture-own = własny ruch robota
race-picture-carried = popchnięty, przesunięty promieniem albo taśmociągiem
race-picture-legend =
    Fioletowa linia: strzał lasera robota (w rejestrze), H: trafienie.
    Bladoczerwony pas: wiązka lasera planszy (kropka: mocowanie, wiązki).
    Taśmociągi: strzałka (ekspresowe: ciemniejsze, z podwójnym grotem).
    P/L: koło zębate albo zakręt taśmociągu, obrót w prawo/w lewo.
    Flagi z numerami; + naprawa; U pole ulepszeń; czarne pole: dziura.
    Roboty: inicjały, grot z przodu, uszkodzenia na czerwono; X: zniszczony.
race-picture-rot = { $rot ->
    [cw] P
    [ccw] L
   *[half] 180°
}
race-picture-robots = Roboty
race-picture-offers = Ulepszenia do wzięcia
race-picture-out = poza wyścigiem
race-picture-finished = { $place }. na mecie
race-picture-state = uszkodzenia { $damage }, życia { $lives }, flagi { $flags }/{ $of }
race-step-words = Rejestr { $n }: { $what }.
race-step-still = Rejestr { $n }: żaden robot się nie ruszył ani nie obrócił.
race-step-robot = { $name }: { $what }
race-step-own = własny ruch o { $n ->
    [one] 1 pole
    [few] { $n } pola
   *[many] { $n } pól
}
race-step-moved = przesunięcie o { $n ->
    [one] 1 pole
    [few] { $n } pola
   *[many] { $n } pól
} (popchnięcie, taśmociąg albo promień)
race-step-turned = { $n ->
    [one] obrót
    [few] { $n } obroty
   *[many] { $n } obrotów
}
race-step-destroyed = zniszczenie
race-step-and = i

## HELP i zasady (wysyłane w całości: każdy wiersz w 72 kolumnach)

race-help =
    Wyścig robotów - jak pisać rozkazy

    W KAŻDEJ RUNDZIE dostajesz na rękę instrukcje (10, o jedną mniej za
    każde dwa uszkodzenia). Zaprogramuj pięć z nich, wykonywanych po kolei:
        PROGRAM F2 L F R U
      F3 F2 F   naprzód o 3, 2, 1     B   wstecz o 1
      L R       obrót w lewo, prawo   U   zawrócenie
    Czytane są też słowa: naprzód 2, dwa do przodu, wstecz, w lewo,
    w prawo, zawracam, F1, forward 2, turn left, u-turn; małe litery,
    przecinki, numeracja (1. F2 2. L ...).
    Brakujące lub niedozwolone instrukcje są losowane z Twojej ręki.
        PASUJĘ                    (wszystkie rejestry losowo)
    Każde polecenie dopisuje się do wysłanych wcześniej; nowy PROGRAM
    zastępuje program.

    OGŁOSZENIA, w tym samym mailu albo później:
        WYŁĄCZAM SIĘ         (następna runda: bez ruchu, naprawa)
        DALEJ WYŁĄCZONY      (wyłączenie na jeszcze jedną rundę)
        ANULUJ WYŁĄCZENIE    (cofa WYŁĄCZAM SIĘ)

    ULEPSZENIA dodają formy instrukcji i opcje:
        F0 (Hamulce)  F4 (Czwarty bieg)  B2 (Wsteczny bieg)
        FL FR (Krabie nogi: krok w bok)  F3+R (Dwa procesory: ruch, obrót)
        ŻYROSKOP WŁĄCZ|WYŁĄCZ, tak samo ODPYCHANIE, PRZYCIĄGANIE,
        HAUBICA, ZAKŁÓCACZ, RADIO
        BEZPIECZNIK 10 | BEZPIECZNIK WYŁĄCZ  (próg bezpiecznika)
        KOŁO F2              (zachowaj nieużytą kartę na kolejną rundę)
        PRZETASUJ            (nowa ręka od razu, za 2 uszkodzenia)
    Przykład: PROGRAM F3+R F2 FL B U ODPYCHANIE WŁĄCZ

    JOKERY (przyznaje moderator): *F2 gra F2, którego nie ma w Twojej puli,
    jeden joker za każdą taką instrukcję.

    POLA STARTOWE, gdy wyścig o nie pyta: WYBIERAM 3 1 4 2 (numery
    z planszy, od najbardziej pożądanego).

    Pierwszeństwo: F4 F3 F2 B2 F/FL/FR F0 B, potem obroty; przy remisie
    pierwszy jest ten, kto ruszył pierwszy w poprzednim rejestrze.

race-rules =
    Wyścig robotów - zasady, tak jak gra je robomod

    CEL GRY
      Dotknij flag po kolei (f1, potem f2, ...). Wygrywa robot, który
      pierwszy dotknie ostatniej flagi; wyścig trwa jeszcze pięć rund
      o dalsze miejsca. Potem są nagrody i kolejność wyboru pól
      startowych w następnym wyścigu.

    RUNDA
      1. Dostajesz na rękę 10 instrukcji, o jedną mniej za każde dwa
         uszkodzenia Twojego robota.
      2. Do terminu programujesz pięć z nich (PROGRAM F2 L F R U).
         Brakujące lub niedozwolone rejestry są losowane z Twojej ręki.
      3. Wykonuje się pięć rejestrów. W każdym: każdy robot wykonuje
         instrukcję, najszybsze najpierw (F3 F2 F B, potem obroty);
         taśmociągi przesuwają roboty (ekspresowe dwa razy), zębatki je
         obracają; strzelają wszystkie lasery; roboty dotykają flag, a ich
         archiwum (miejsce powrotu) przenosi się tam.
      4. Punkty naprawy (w) naprawiają 2 uszkodzenia; punkty ulepszeń
         naprawiają 2 i dają dostępne tam ulepszenie.

    RUCH
      Robot wjeżdżający na innego popycha go, chyba że zatrzyma ich
      ściana. Dziura albo krawędź planszy niszczy robota, który tam
      wpadnie, z dowolnej przyczyny: własny ruch, popchnięcie, taśmociąg.

    LASERY I USZKODZENIA
      Na końcu każdego rejestru każdy robot strzela przed siebie, tak samo
      lasery planszy: 1 uszkodzenie za trafienie pierwszego robota
      w wiązce. Z uszkodzeniami kurczy się ręka; od 12 uszkodzeń ostatnie
      rejestry blokują się i zachowują instrukcję z poprzedniej rundy.
      22 uszkodzenia niszczą robota.

    ŻYCIA
      Trzy. Zniszczony robot jest poza grą do końca rundy, traci życie
      i losowe ulepszenie, a na koniec rundy wraca do swojego archiwum
      z 4 uszkodzeniami, z zaliczonymi flagami. Ogłoszone wyłączenie
      przepada. Trzecie zniszczenie wyklucza go z wyścigu.

    WYŁĄCZENIE
      WYŁĄCZAM SIĘ razem z rozkazami: w następnej rundzie Twój robot
      stoi, a wszystkie uszkodzenia są naprawione (bez ręki, ruchu
      i lasera; taśmociągi, popchnięcia i lasery nadal na niego
      działają). DALEJ WYŁĄCZONY podczas wyłączenia przedłuża je
      o rundę; ANULUJ WYŁĄCZENIE cofa WYŁĄCZAM SIĘ.

    ULEPSZENIA
      Jest ich 22: nowe formy instrukcji (F0, F4, B2, FL, FR, F3+R),
      mocniejsze lasery, tarcze, opcje przełączane mailem (ODPYCHANIE
      WŁĄCZ, BEZPIECZNIK 10, ...). Twój raport wymienia, co ma Twój
      robot; POMOC pokazuje, jak zapisać każde z nich.

race-rules-short =
    WYŚCIG W SKRÓCIE: dotykaj flag po kolei (f1, f2, ...); wygrywa robot,
    który pierwszy dotknie ostatniej flagi. W każdej rundzie programujesz
    pięć z instrukcji, które dostajesz. Po każdym rejestrze strzelają
    wszystkie lasery: 1 uszkodzenie za trafienie. Uszkodzenia zmniejszają
    rękę, od 12 blokują rejestry, 22 niszczą robota; dziury i krawędź
    planszy też. Trzy życia: zniszczony robot wraca do archiwum (ostatnia
    flaga lub punkt naprawy) z 4 uszkodzeniami. Wyłączenie (WYŁĄCZAM
    SIĘ) naprawia wszystkie uszkodzenia kosztem rundy. Punkty naprawy
    (w) naprawiają, punkty ulepszeń dają ulepszenia. POMOC ZASADY
    przysyła pełne zasady.

## Raport rundy i stan (imiona robotów, pola, karty i ulepszenia przychodzą tak, jak się je
## pisze; robot jest rodzaju męskiego)

race-title = Wyścig robotów - runda { $n }, plansza { $board }
race-place = { $n }.
race-programs = Programy
race-program-note = { $how ->
    [random] wylosowane
    [locked] zablokowane
   *[locked-random] zablokowane, wylosowane
}: { $regs }
race-program-retired = (po rezygnacji: robot wyłączony do końca wyścigu, bez nagrody i bez wyboru pola)
race-program-down = (wyłączony)
race-program-resigned-down = (rezygnacja: wyłączony)
race-register = Rejestr { $n }
race-col-dmg = Usz.
race-col-name = Robot
race-col-move = Ruch
race-col-notes = Uwagi
race-col-robot = Robot
race-col-lives = Życia
race-col-flags = Flagi
race-col-archive = Archiwum
race-col-state = Stan
race-note-destroyed = zniszczony
race-note-down = wyłączony
race-note-pushed = pchnięty przez robota { CASE($who, "of") }
race-note-belt = taśmociąg
race-note-express = taśmociąg ekspresowy
race-note-beam = przesunięty promieniem robota { CASE($who, "of") }
race-note-gear = { $rot ->
    [cw] koło zębate obraca go w prawo
    [ccw] koło zębate obraca go w lewo
   *[half] koło zębate zawraca go
}
race-note-belt-turns = { $rot ->
    [cw] taśmociąg obraca go w prawo
    [ccw] taśmociąg obraca go w lewo
   *[half] taśmociąg zawraca go
}
race-note-wall = ściana zatrzymuje go w ruchu na { race-compass-acc }
race-hit-board = laser planszy z { $at }
race-hit-laser = laser robota { CASE($who, "of") }
race-hit-rear = tylny laser robota { CASE($who, "of") }
race-hit-ram = staranowany przez robota { CASE($who, "of") }
race-note-shielded = tarcza zatrzymała { $n }
race-note-absorbed = powłoka pochłonęła { $n }
race-note-spent = ulepszenie { $upgrade } zużyte
race-note-scrambled = zakłócony przez robota { CASE($who, "of") }; rejestr { $r } to teraz { $instr }
race-note-scrambles = zakłóca robota { CASE($who, "of") }
race-note-radioed = sterowany radiem przez robota { CASE($who, "of") } po rejestrze { $r }
race-note-no-effect = promień ściągający: robot { CASE($who, "of") } stoi obok
race-doom-pit = ZNISZCZONY w dziurze na { $at }
race-doom-edge = ZNISZCZONY: spada z planszy z { $at }
race-doom-damage = ZNISZCZONY przez 22 uszkodzenia
race-note-kill = zniszczenie zalicza { $who }
race-note-loses = traci ulepszenie { $upgrade }
race-note-lives = { $n ->
    [0] POZA wyścigiem
    [one] zostało 1 życie
    [few] zostały { $n } życia
   *[many] zostało { $n } żyć
}
race-note-finishes = dotyka flagi { $n }, ostatniej: KOŃCZY na { $place }. miejscu
race-note-flag = dotyka flagi { $n }
race-note-archive = archiwum na { $at }
race-after-registers = Po rejestrach
race-nothing-more = Nic więcej się nie dzieje.
race-repaired-nothing = Robot { CASE($who, "of") } stoi na polu naprawy, ale nie ma czego naprawiać.
race-repaired = Robot { CASE($who, "of") } naprawia { $n ->
    [one] 1 uszkodzenie
    [few] { $n } uszkodzenia
   *[many] { $n } uszkodzeń
}.
race-upgraded = Robot { CASE($who, "of") } bierze ulepszenie { $upgrade } z { $at }.
race-offer-taken = Teraz do wzięcia na { $at }: { $upgrade }.
race-offer-aged = Oferta na { $at } czekała pięć rund; teraz do wzięcia: { $upgrade }.
race-reentered = Robot { CASE($who, "of") } wraca na planszę na { $at }, zwrócony na { race-compass-acc }, z { $n ->
    [one] 1 uszkodzeniem
   *[other] { $n } uszkodzeniami
}.
race-power-down = Robot { CASE($who, "of") } wyłącza się na następną rundę (wszystkie uszkodzenia naprawione).
race-breaker = Bezpiecznik robota { CASE($who, "of") } wyskakuje: robot wyłącza się w następnej rundzie.
race-power-down-cancelled = Robot { CASE($who, "of") } został zniszczony: jego wyłączenie jest odwołane (zniszczony robot nie wyłącza się w następnej rundzie).
race-power-up = Robot { CASE($who, "of") } włącza się.
race-flywheel = Koło zamachowe robota { CASE($who, "of") } zachowuje { $card } na następne rozdanie.
race-over = Wyścig się skończył.
race-state-out = poza wyścigiem
race-state-finished = na mecie: { $place }
race-state-resigned = rezygnacja
race-state-down = wyłączony
race-state-powering-down = wyłącza się
race-upgrades = Ulepszenia:
race-ends-after = Wyścig kończy się po rundzie { $n }: pięć rund po pierwszym finiszu.
race-on-offer = Do wzięcia:

## Legenda planszy (po symbolu, który objaśnia każdy wiersz; najwyżej 66 znaków w wierszu)

race-legend-robot = robot: wielka litera (ma ją tylko robot), zwrócony ^ > v <, a po niej to, na czym stoi:
race-legend-under = { $c ->
    [l] mocowanie lasera
    [b] taśmociąg
    [e] taśmociąg ekspresowy
    [g] koło zębate
    [f] flaga
    [w] pole naprawy
    [h] pole ulepszeń
   *[s] pole startowe
}
race-legend-blank = spacja: podłoga
race-legend-belt = taśmociąg jadący w tę stronę (1 pole na rejestr)
race-legend-express = taśmociąg ekspresowy (2 pola na rejestr)
race-legend-rotating = zakręt taśmociągu: robot wwieziony na niego obraca się
race-legend-rotating-more = w prawo ) albo w lewo (
race-legend-gear = koło zębate obracające roboty w prawo; @( w lewo
race-legend-pit = dziura
race-legend-flag = flaga; flag dotyka się po kolei
race-legend-repair = pole naprawy (klucz)
race-legend-upgrade = pole ulepszeń (klucz i młotek)
race-legend-start = pole startowe
race-legend-laser = laser planszy: promień, kierunek strzału, liczba promieni;
race-legend-laser-more = promień w poziomie, ! w pionie, * dwa się krzyżują
race-legend-floor = podłoga
race-legend-wall = ściana (--- w poziomie, + narożnik); : i ... otwarta krawędź

## Co czyta tylko jeden gracz pod raportem (polecenia pisze się po angielsku)

race-your-robot = Twój robot { $name } w rundzie { $n }
race-private-down = Wyłączony w tej rundzie: bez ręki. Wyślij DALEJ WYŁĄCZONY, by pozostać wyłączonym także w następnej rundzie.
race-your-hand = Twoja ręka: { $cards }
race-random = losowo
race-locked-registers = Zablokowane (uszkodzenia: { $damage }): { $held }; zaprogramuj rejestry 1-{ $last }.
race-settings = Ustawienia:
race-setting-gyro = { $on ->
    [on] żyroskop włączony
   *[off] żyroskop wyłączony
}
race-setting-beam = { $mode ->
    [pressor] promień odpychający włączony
    [tractor] promień ściągający włączony
    [howitzer] haubica włączona
    [scrambler] zakłócacz włączony
   *[radio] sterowanie radiowe włączone
}
race-setting-breaker = bezpiecznik przy { $n }
race-setting-breaker-off = bezpiecznik wyłączony
race-your-wildcards = { $n ->
    [one] 1 joker
    [few] { $n } jokery
   *[many] { $n } jokerów
} (napisz *F2, by zagrać jokerem dowolną podstawową instrukcję)
race-private-send =
    Wyślij: PROGRAM i pięć instrukcji, np. { $example }
    F3 F2 F naprzód, B wstecz, L R obrót, U zawrócenie; WYŁĄCZAM SIĘ
    na następną rundę; formy i opcje Twoich ulepszeń. POMOC pokazuje
    wszystko.

## Klasyfikacja (STANDINGS i klasyfikacja końcowa; `$flags` to `2/3`)

race-standings-now = Klasyfikacja w rundzie { $n }
race-how-running = flagi { $flags }, { $lives ->
    [one] 1 życie
    [few] { $lives } życia
   *[many] { $lives } żyć
}, uszkodzenia: { $damage }
race-how-out = poza wyścigiem, flagi { $flags }
race-how-resigned = rezygnacja, flagi { $flags }
race-how-flags = flagi { $flags }
race-how-finished-resigned = na mecie: { $place }, potem rezygnacja
race-ends-after-round = Wyścig kończy się po rundzie { $n }.
race-final-standings = Klasyfikacja końcowa
race-resigned-no-award = Bez nagrody i bez zdobytego wyboru pola dla robota, którego gracz zrezygnował: { $names }.
race-pick-order = Kolejność wyboru pól w następnym wyścigu

## Start (wybory pól rozstrzygnięte)

race-start-title = Wyścig robotów, plansza { $board } - start
race-start-first-choice = pierwszy wybór
race-start-choice = wybór nr { $n }
race-start-random = wylosowane
race-starts = startuje z { $at }, zwrócony na { race-compass-acc }: { $how }
race-first-priority = Pierwsza lista pierwszeństwa:

## Tura, tak jak nazywają ją zdania moderatora (małymi literami)

race-turn-picking = pola startowe
race-turn-round = runda { $n }
race-phase-picking = wybór pól
race-phase-programming = programowanie

## Wybór pól startowych (stan, gdy wyścig o nie pyta)

race-picking-title = Wyścig robotów, plansza { $board } - wybór pól startowych
race-picking-starts = Pola startowe:
race-picking-order = Kolejność wyboru:
race-picking-newcomers = Nowi w tym wyścigu (losowe pole po wyborach):
race-picking-send =
    Wyślij WYBIERAM i numery pól, które chcesz, od najbardziej
    pożądanego, np. WYBIERAM 3 1 4 2. Kto nic nie wyśle, dostanie pole
    losowo.

## Rozkazy, tak jak robomod je powtarza (sam zapis zostaje bez zmian)

race-echo-no-picks = (bez wyboru: losowe pole startowe)
race-echo-pick = { $n } ({ $at })
race-echo-resigned = (rezygnacja: robot pozostaje wyłączony)
race-echo-recompiled = { $times ->
    [1] PRZETASOWANO: nowa ręka { $hand }; uszkodzenia teraz: { $damage }
   *[other] PRZETASOWANO { $times } razy: nowa ręka { $hand }; uszkodzenia teraz: { $damage }
}
race-echo-all-locked = (bez programu: wszystkie rejestry są zablokowane)
race-echo-no-program = (jeszcze bez programu: wszystkie rejestry losowo)
race-echo-pass = PASUJĘ (wszystkie rejestry losowo)
race-echo-notes = { $program } ({ $notes })
race-echo-random-one = rejestr { $r } losowo
race-echo-random-from = rejestry { $from }-{ $to } losowo
race-echo-unheld = { $n ->
    [one] rejestr
   *[other] rejestry
  } { $registers } losowo: w Twojej ręce { $cards }
race-echo-unheld-card = { $held ->
    [0] nie ma karty { $card }
    [1] jest tylko jedna karta { $card }
    [few] są tylko { $held } karty { $card }
   *[other] jest tylko { $held } kart { $card }
  }
race-echo-and = i

## Wyniki końcowe: statystyki i nagrody

race-statistics = Statystyki
race-stats-col-dealt = Zadane
race-stats-col-taken = Otrz.
race-stats-col-kills = Zniszcz.
race-stats-col-falls = Upadki
race-stats-col-down = Wył.
race-stats-col-questionable = Wątpl.
race-stats-col-record = Bilans
race-stats-note =
    Zadane: uszkodzenia zadane innym, zniszczenie robota liczy się za 3.
    Otrz.: otrzymane uszkodzenia. Zniszcz.: roboty zepchnięte na zgubę.
    Wył.: rundy wyłączenia. Wątpl.: wątpliwe ruchy (rejestry wylosowane,
    własne ruchy do dziury lub poza planszę). Bilans: zadane - otrzymane.
race-stat-dealt = { $n ->
    [one] 1 zadane uszkodzenie
    [few] { $n } zadane uszkodzenia
   *[many] { $n } zadanych uszkodzeń
}
race-stat-taken = { $n ->
    [one] 1 otrzymane uszkodzenie
    [few] { $n } otrzymane uszkodzenia
   *[many] { $n } otrzymanych uszkodzeń
}
race-stat-kills = { $n ->
    [one] 1 zniszczenie
    [few] { $n } zniszczenia
   *[many] { $n } zniszczeń
}
race-stat-falls = { $n ->
    [one] 1 upadek
    [few] { $n } upadki
   *[many] { $n } upadków
}
race-stat-down = { $n ->
    [one] 1 runda wyłączenia
    [few] { $n } rundy wyłączenia
   *[many] { $n } rund wyłączenia
}
race-stat-questionable = { $n ->
    [one] 1 wątpliwy ruch
    [few] { $n } wątpliwe ruchy
   *[many] { $n } wątpliwych ruchów
}
race-stat-record = bilans uszkodzeń: { $n }
race-awards = Nagrody
race-award-line = { $award } ({ $for_what }): { $winners }
race-award-pacifist = Robot pacyfista
race-award-pacifist-for = zadał najmniej uszkodzeń
race-award-terminator = Robot terminator
race-award-terminator-for = zadał najwięcej uszkodzeń
race-award-shover = Robot spychacz
race-award-shover-for = zepchnął na zgubę najwięcej robotów
race-award-friendly = Przyjazny robot
race-award-friendly-for = zepchnął na zgubę najmniej robotów
race-award-camouflaged = Zamaskowany robot
race-award-camouflaged-for = dostał najmniej uszkodzeń
race-award-swiss-cheese = Robot ser szwajcarski
race-award-swiss-cheese-for = dostał najwięcej uszkodzeń
race-award-clumsy = Niezdarny robot
race-award-clumsy-for = najczęściej spadał z planszy
race-award-cautious = Ostrożny robot
race-award-cautious-for = najrzadziej spadał z planszy
race-award-energizer = Robot energizer
race-award-energizer-for = najrzadziej się wyłączał
race-award-hibernating = Hibernujący robot
race-award-hibernating-for = najczęściej się wyłączał
race-award-smart = Bystry robot
race-award-smart-for = wykonał najmniej wątpliwych ruchów
race-award-confused = Zagubiony robot
race-award-confused-for = wykonał najwięcej wątpliwych ruchów
race-award-gladiator = Robot gladiator
race-award-gladiator-for = ma najlepszy bilans zadanych i otrzymanych uszkodzeń
race-award-punching-bag = Robot worek treningowy
race-award-punching-bag-for = ma najgorszy bilans zadanych i otrzymanych uszkodzeń

## Tabele raportu HTML (nagłówki kolumn i uwagi) i fakty gracza

race-col-place = Miejsce
race-col-result = Wynik
race-col-award = Nagroda
race-col-for = Za
race-col-won-by = Kto zdobył
race-col-pick = Wybór
race-upgrades-of = Ulepszenia robota { CASE($who, "of") }: { $list }.
race-fact-robot = Twój robot
race-fact-robot-is = { $name } ({ $letter } na planszy)
race-fact-robot-on = { $robot }, na { $at }, zwrócony na { race-compass-acc }
race-fact-robot-off = { $robot }, poza planszą
race-fact-place = Miejsce
race-fact-place-now = Miejsce teraz
race-fact-place-of = { $place } z { $n }
race-fact-place-end = { $of } ({ $how })
race-fact-flags = Flagi
race-fact-flags-of = { $flags } z { $n }
race-fact-next-flag = { $flags }; następna: flaga { $n } na { $at }
race-fact-awards = Nagrody
race-fact-next-race = Następny wyścig
race-fact-you-pick = wybierasz pole startowe jako { $n }. w kolejności
race-fact-lives = Życia
race-fact-lives-of = { $lives } z { $n }
race-fact-damage = Uszkodzenia
race-fact-damage-is = { $locked ->
    [0] { $damage } (zniszczenie przy { $at })
    [one] { $damage } (1 zablokowany rejestr; zniszczenie przy { $at })
    [few] { $damage } ({ $locked } zablokowane rejestry; zniszczenie przy { $at })
   *[many] { $damage } ({ $locked } zablokowanych rejestrów; zniszczenie przy { $at })
}
race-fact-state = Stan
race-fact-round = Runda { $n }
race-fact-down = wyłączony: bez ręki. Wyślij DALEJ WYŁĄCZONY, by pozostać wyłączonym także w następnej rundzie.
race-fact-hand = Ręka na rundę { $n }
race-fact-locked = Zablokowane
race-fact-locked-is = { $held }; zaprogramuj rejestry 1-{ $last }
race-fact-upgrades = Ulepszenia
race-fact-settings = Ustawienia
race-fact-wildcards = Jokery
race-fact-wildcards-are = { $n } (napisz *F2, by zagrać jokerem dowolną podstawową instrukcję)
race-fact-send = Wyślij
race-fact-send-what = PROGRAM i pięć instrukcji, np. { $example }. F3 F2 F naprzód, B wstecz, L R obrót, U zawrócenie; WYŁĄCZAM SIĘ na następną rundę; formy i opcje Twoich ulepszeń. POMOC pokazuje wszystko.

## Ulepszenia: nazwa każdego, co robi i co wysłać (dla gracza, który je właśnie wziął)

race-held = { $name } (zostało: { $n })
race-new-upgrade = Nowe ulepszenie: { $name }.
race-charges-left = { $what ->
    [points] { $n ->
        [one] Został 1 punkt.
        [few] Zostały { $n } punkty.
       *[many] Zostało { $n } punktów.
    }
   *[uses] { $n ->
        [one] Zostało 1 użycie.
        [few] Zostały { $n } użycia.
       *[many] Zostało { $n } użyć.
    }
}
-race-passive = Nic nie trzeba wysyłać: działa zawsze.
race-upgrade-brakes = Hamulce
race-upgrade-brakes-does = Instrukcja F (naprzód o 1) może zadziałać jako F0: bez ruchu.
race-upgrade-brakes-use = Wpisz F0 w rejestr.
race-upgrade-fourth-gear = Czwarty bieg
race-upgrade-fourth-gear-does = Instrukcja F3 może zadziałać jako F4.
race-upgrade-fourth-gear-use = Wpisz F4 w rejestr.
race-upgrade-reverse-gear = Wsteczny bieg
race-upgrade-reverse-gear-does = Instrukcja B (wstecz o 1) może zadziałać jako B2.
race-upgrade-reverse-gear-use = Wpisz B2 w rejestr.
race-upgrade-crab-legs = Krabie nogi
race-upgrade-crab-legs-does = Instrukcja F może zamiast tego przesunąć robota o krok w bok, w lewo lub w prawo.
race-upgrade-crab-legs-use = Wpisz FL albo FR w rejestr.
race-upgrade-dual-processor = Dwa procesory
race-upgrade-dual-processor-does = Instrukcja ruchu i instrukcja obrotu mogą dzielić rejestr: ruch o jedno pole krótszy (o dwa przy zawróceniu), potem obrót.
race-upgrade-dual-processor-use = Wpisz obie w jeden rejestr: F3+R.
race-upgrade-gyroscopic-stabilizer = Stabilizator żyroskopowy
race-upgrade-gyroscopic-stabilizer-does = Gdy jest włączony, koła zębate i zakręty taśmociągów nie obracają Twojego robota.
race-upgrade-gyroscopic-stabilizer-use = Wyślij ŻYROSKOP WŁĄCZ albo ŻYROSKOP WYŁĄCZ razem z programem.
race-upgrade-double-barreled-lasers = Lasery dwulufowe
race-upgrade-double-barreled-lasers-does = Twój przedni laser zadaje 2 uszkodzenia.
race-upgrade-double-barreled-lasers-use = { -race-passive }
race-upgrade-rear-firing-laser = Tylny laser
race-upgrade-rear-firing-laser-does = Twój robot strzela także do tyłu, zadając 1 uszkodzenie.
race-upgrade-rear-firing-laser-use = { -race-passive }
race-upgrade-ramming-gear = Taran
race-upgrade-ramming-gear-does = Robot popchnięty przez Twojego dostaje 2 uszkodzenia.
race-upgrade-ramming-gear-use = { -race-passive }
race-upgrade-high-power-laser = Laser dużej mocy
race-upgrade-high-power-laser-does = Twój laser przechodzi przez jedną ścianę albo jednego robota.
race-upgrade-high-power-laser-use = { -race-passive }
race-upgrade-pressor-beam = Promień odpychający
race-upgrade-pressor-beam-does = Gdy jest włączony, Twój laser zamiast uszkodzić trafionego robota odpycha go o 1 pole.
race-upgrade-pressor-beam-use = Wyślij ODPYCHANIE WŁĄCZ (albo WYŁĄCZ) razem z programem.
race-upgrade-tractor-beam = Promień ściągający
race-upgrade-tractor-beam-does = Gdy jest włączony, Twój laser zamiast uszkodzić trafionego robota przyciąga go o 1 pole (jeśli stoi co najmniej 2 pola dalej).
race-upgrade-tractor-beam-use = Wyślij PRZYCIĄGANIE WŁĄCZ (albo WYŁĄCZ) razem z programem.
race-upgrade-mini-howitzer = Mini haubica
race-upgrade-mini-howitzer-does = Gdy jest włączona, trafienie Twojego lasera uszkadza robota i odpycha go o 1 pole.
race-upgrade-mini-howitzer-use = Wyślij HAUBICA WŁĄCZ (albo WYŁĄCZ) razem z programem.
race-upgrade-scrambler = Zakłócacz
race-upgrade-scrambler-does = Gdy jest włączony, robot trafiony Twoim laserem wykonuje swój następny rejestr losowo.
race-upgrade-scrambler-use = Wyślij ZAKŁÓCACZ WŁĄCZ (albo WYŁĄCZ) razem z programem.
race-upgrade-radio-control = Sterowanie radiowe
race-upgrade-radio-control-does = Gdy jest włączone, robot trafiony Twoim laserem wykonuje w tej rundzie Twoje dalsze rejestry.
race-upgrade-radio-control-use = Wyślij RADIO WŁĄCZ (albo WYŁĄCZ) razem z programem.
race-upgrade-ablative-coat = Powłoka ablacyjna
race-upgrade-ablative-coat-does = Przyjmuje uszkodzenia, które dostałby Twój robot.
race-upgrade-ablative-coat-use = { -race-passive }
race-upgrade-circuit-breaker = Bezpiecznik
race-upgrade-circuit-breaker-does = Twój robot sam się wyłącza, gdy jego uszkodzenia dojdą do ustawionego przez Ciebie progu.
race-upgrade-circuit-breaker-use = Wyślij BEZPIECZNIK 10 (Twój próg) albo BEZPIECZNIK WYŁĄCZ.
race-upgrade-power-down-shield = Tarcza wyłączenia
race-upgrade-power-down-shield-does = Gdy Twój robot jest wyłączony, w każdym rejestrze dostaje o 1 uszkodzenie mniej z każdej strony.
race-upgrade-power-down-shield-use = { -race-passive }
race-upgrade-superior-archive = Lepsze archiwum
race-upgrade-superior-archive-does = Po zniszczeniu Twój robot wraca na planszę bez uszkodzeń.
race-upgrade-superior-archive-use = { -race-passive }
race-upgrade-extra-memory = Dodatkowa pamięć
race-upgrade-extra-memory-does = W każdym rozdaniu dostajesz o jedną instrukcję więcej.
race-upgrade-extra-memory-use = { -race-passive }
race-upgrade-flywheel = Koło zamachowe
race-upgrade-flywheel-does = Możesz zachować jedną nieużytą instrukcję na następne rozdanie.
race-upgrade-flywheel-use = Wyślij KOŁO i instrukcję do zachowania: KOŁO F2.
race-upgrade-recompile = Rekompilacja
race-upgrade-recompile-does = Możesz poprosić o nową rękę, za 2 uszkodzenia.
race-upgrade-recompile-use = Wyślij PRZETASUJ: nowa ręka przyjdzie od razu.

# Co jest nie tak z rozkazami, tak jak wyścig mówi to graczowi.
race-no-seat = w tym wyścigu nie ma miejsca { $seat }
race-out = Twój robot odpadł z wyścigu: nie przyjmuje już rozkazów
race-needs-upgrade = { $what } wymaga ulepszenia { $upgrade }, którego Twój robot nie ma
race-down-no-program = Twój robot jest w tej rundzie wyłączony i nie wykonuje programu: wyślij DALEJ WYŁĄCZONY, by pozostać wyłączonym w następnej rundzie, albo nic, by się włączyć
race-recompile-down = Twój robot jest w tej rundzie wyłączony i nie ma kart do ponownego rozdania
race-recompile-destroys = ponowne rozdanie kosztuje 2 punkty uszkodzeń i doprowadziłoby robota do { $damage }, co go niszczy: odrzucono
race-wildcard-form = jokera zapisz jako gwiazdkę przed jedną podstawową instrukcją, np. *F2
race-not-an-instruction = „{ $word }” to nie instrukcja: napisz F3 F2 F B L R U (albo naprzód 2, do tyłu, w lewo, zawróć) albo formę z ulepszeniem F0 F4 B2 FL FR F3+R
race-not-an-instruction-either = „{ $word }” też nie jest instrukcją
race-too-many = instrukcji: { $n }, a odblokowanych rejestrów Twojego robota: { $unlocked }; wyślij najwyżej tyle
race-wildcard-basic = joker zastępuje jedną podstawową instrukcję (F3 F2 F B L R U)
race-wildcards-short = użyte jokery: { $used }, a masz ich: { $held }
race-flywheel-none = Koło zamachowe zachowuje niewykorzystaną kartę, a żadna karta { $card } nie zostaje niewykorzystana; dostępne jeszcze: { $left }
race-pick-twice = pole startowe { $n } podano dwa razy
race-pick-bad = „{ $word }” to nie pole startowe: napisz numery od 1 do { $starts }, najbardziej pożądane najpierw
race-pick-none = nie podano pola startowego: napisz WYBIERAM i numery od 1 do { $starts }, najbardziej pożądane najpierw
race-cards-none = brak

# A compass direction after "na" (N E S W as passed), and one letter for a push or a belt's
# move in the registers' column: an arrow, since Polish W (wschód) is English W (west).
race-compass-acc = { $d ->
    [N] północ
    [E] wschód
    [S] południe
   *[W] zachód
}
race-push-dir = { $d ->
    [N] ↑
    [E] →
    [S] ↓
   *[W] ←
}

# The game's name in a sentence (its kind is what players type: OPEN race).
race-case-name = race = wyścig robotów
race-bad-option = „{ $option }” to nie opcja: napisz słowo i ustawienie, np. ŻYROSKOP WYŁĄCZ, ODPYCHANIE WŁĄCZ, BEZPIECZNIK 10 (od 1 do 21 albo WYŁĄCZ) lub KOŁO F2

## Zakładanie wyścigu (OTWÓRZ, game new)

# Nazwy plansz robomoda po polsku: tak je pokazuje i czyta (OTWÓRZ wyścig PLANSZA trening).
race-board-name = { $board ->
    [training] trening
    [race] tor
    [gauntlet] pułapki
    [eight] ósemka
   *[other] { $board }
}
# Plansze robomoda wymienione po polsku (ich angielskie nazwy w $boards też działają).
race-setup-no-board = plansza: „{$board}” nie jest jedną z plansz robomoda; wybierz jedną z: trening, tor, pułapki, ósemka, albo prześlij plik planszy
race-setup-players = w wyścigu bierze udział od 2 do 8 graczy, nie { $players }
race-setup-starts = plansza { race-board-name } ma { $starts ->
    [one] jedno pole startowe
    [few] { $starts } pola startowe
   *[many] { $starts } pól startowych
}, za mało dla { $players } graczy

## The race's name as OPEN reads it (`OPEN race`), beside its kind
race-names = WYŚCIG
race-setting-board = plansza { $value ->
    [training] trening
    [race] tor
    [gauntlet] pułapki
    [eight] ósemka
   *[other] { $value }
}

## Zasady domowe (turns.rs): nazwa opcji w OTWÓRZ i co robi.
race-house-lives = ŻYCIA
race-house-lives-about = Życia każdego robota na starcie (w zasadach 3).
race-house-upgrades = ULEPSZENIA
race-house-upgrades-about = Pola ulepszeń oferują ulepszenia; WYŁĄCZONE: żadnych ulepszeń.
race-house-breaker = BEZPIECZNIK
race-house-breaker-about = Bezpiecznik jest wśród oferowanych ulepszeń.
race-house-breaker-on = WŁĄCZONY
# Ogłoszenia tak, jak je pokazuje i odczytuje robomod (Odczytano jako WYŁĄCZAM SIĘ)
race-order-power-down = WYŁĄCZAM SIĘ
race-order-stay-down = DALEJ WYŁĄCZONY
race-order-power-on = ANULUJ WYŁĄCZENIE
# A pass as the composer page writes it (the help's word).
race-order-pass = PASUJĘ
race-house-breaker-off = WYŁĄCZONY
race-house-extra_rounds = DOGRYWKA
race-house-extra_rounds-about = Rundy po finiszu pierwszego robota (w zasadach 5).
race-house-draft = WYBÓR
race-house-draft-about = Ulepszenia, które każdy robot wybiera przed pierwszą rundą (0: bez wyboru).

## Wybór ulepszeń (zasada domowa WYBÓR): pula, rozkazy, kto co wziął

race-turn-drafting = wybór ulepszeń
race-phase-drafting = wybór ulepszeń
race-default-drafting = dostaniesz ulepszenia, które wybrałby gracz komputerowy (i pole startowe po wyborach pozostałych)
race-drafting-title = Wyścig robotów na planszy { $board } - wybór ulepszeń
race-drafting-order = Wybór idzie w wylosowanej kolejności, tam i z powrotem; pola startowe też są losowane.
race-draft-pool = Ulepszenia do wyboru, po { $n } dla każdego:
race-draft-send =
    Wyślij ULEPSZENIA i te, które chcesz, od najbardziej pożądanego,
    nazwą lub numerem, np. ULEPSZENIA 3, Hamulce, 5. W kolejności
    wyboru, tam i z powrotem, każdy robot bierze pierwsze ze swojej
    listy, które jeszcze jest. Kto nic nie wyśle, dostanie to, co
    wziąłby gracz komputerowy.
race-draft-title = Wybór ulepszeń:
race-draft-nothing = nic (pula się skończyła)
race-draft-left = Zostało w puli:
race-echo-no-draft = (bez wyboru: wybór gracza komputerowego)
race-draft-twice = { $name } podano dwa razy
race-draft-not-in-pool = { $name } nie ma w puli: podaj ulepszenia z puli lub ich numery { $numbers }
race-draft-bad = "{ $word }" to nie ulepszenie z puli: podaj ulepszenia z puli lub ich numery { $numbers }
race-draft-none = nie podano ulepszenia: napisz ULEPSZENIA i nazwy ulepszeń z puli lub ich numery { $numbers }, najbardziej pożądane najpierw

## A board file's problems (a course sent by mail is answered with each, with its line and
## column)

race-board-file-token = „{$token}” nie jest polem: pisz . ## > >> >r >>l cw ccw F1 W H S1 (zob. opis formatu planszy)
race-board-file-flag = „{$token}”: flaga to F i numer od 1, np. F2
race-board-file-start = „{$token}”: pole startowe to S i numer od 1, np. S3
race-board-file-square = „{$word}” nie jest polem: napisz literę kolumny a-p i numer rzędu 1-16, np. c3
race-board-file-side = „{$word}” nie jest kierunkiem: pisz N, E, S albo W
race-board-file-wall-side = „{$word}” nie ma strony: napisz pole i stronę, np. wall: c3 N
race-board-file-beams = promienie „{$beams}”: napisz 1, 2 albo 3
race-board-file-laser = laser to pole, kierunek strzału i liczba promieni, np. laser: c1 N 2
race-board-file-rank = rząd {$rank}: rzędy mają numery od 1 do 16
race-board-file-line = „{$line}” nie jest wierszem planszy: zacznij wiersz siatki od numeru rzędu albo napisz name:, wall: lub laser:
race-board-file-no-grid = w pliku nie ma siatki: napisz wiersze takie jak `2  .  F1  .` od górnego rzędu w dół do 1
race-board-file-too-large = siatka ma {$width} pól na {$height} rzędów: plansza ma najwyżej 16 na 16
race-board-file-rank-order = rząd {$rank} tam, gdzie powinien być rząd {$want}: wypisz rzędy od {$height} w dół do 1
race-board-file-rank-width = rząd {$rank} ma pól: {$got}, a górny rząd: {$width}; każdy rząd musi mieć tyle samo
race-board-file-width = szerokość {$width} pól: plansza ma od 1 do 16 pól szerokości
race-board-file-size = plansza ma od 1 do 16 pól w każdą stronę, nie {$width}x{$height}
race-board-file-cells = plansza ma wypisanych pól: {$got}, a potrzebuje {$want}
race-board-file-off = {$square} leży poza planszą {$width}x{$height}
race-board-file-no-flag = na planszy nie ma flagi: dodaj co najmniej flagę 1
race-board-file-no-start = na planszy nie ma pola startowego: dodaj pola startowe S1, S2, ...
race-board-file-flag-gap = brakuje flagi {$missing}, a flaga {$present} jest na planszy: numeruj flagi 1, 2, 3 ... bez przerw
race-board-file-flag-twice = flaga {$flag} jest na planszy dwa razy
race-board-file-start-twice = pole startowe {$start} jest na planszy dwa razy
race-board-file-start-gap = brakuje pola startowego {$missing}, a pole startowe {$present} jest na planszy: numeruj je 1, 2, 3 ... bez przerw
race-board-file-laser-beams = laser na {$square} strzela promieniami: {$beams}; dozwolone 1, 2 albo 3
race-board-file-half-gear = zębatka obraca się cw albo ccw, nie o pół obrotu
race-course-summary = {$width}x{$height}, flagi: {$flags}, pola startowe: {$starts}
race-course-title = Trasa { $board }

## Słowo wyścigu dla wartości ustawienia: USTAW OBRAZKI REJESTRY to USTAW OBRAZKI KROKI.
race-option-steps = REJESTRY

## Słowa rozkazów wyścigu (`WYBIERAM 3 1 4 2`, `ŻYROSKOP WŁĄCZ`), czytane w każdym języku; robomod
## pokazuje pierwsze słowo każdej wiadomości.
race-command-pick = WYBIERAM
race-command-draft = ULEPSZENIA
race-command-recompile = PRZETASUJ
race-command-gyro = ŻYROSKOP
race-command-pressor = ODPYCHANIE
race-command-tractor = PRZYCIĄGANIE
race-command-howitzer = HAUBICA
race-command-scrambler = ZAKŁÓCACZ
race-command-radio = RADIO
race-command-breaker = BEZPIECZNIK
race-command-flywheel = KOŁO

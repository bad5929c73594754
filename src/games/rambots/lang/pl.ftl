# RAMbots po polsku: słowa gry (RAMbot, piramidki, pula instrukcji, stos celów, stos
# pierwszeństwa, promień) jak w polskich zasadach. Te same identyfikatory co `en.ftl`.

## Podpowiedzi strony kompozytora (zgłoszenie 67): czego gracz dotyka w każdej turze.
rambots-compose-program = Dotknij elementu, potem jego ułożenia; do pięciu, wykonywane od lewej.
rambots-compose-goals = Zbuduj stos celów dla gracza po Twojej lewej: po jednym elemencie każdego koloru, pierwszy cel na górze.

## Nazwy

rambots-colour = { $c ->
    [red] czerwony
    [yellow] żółty
    [blue] niebieski
   *[green] zielony
}
rambots-bot = { $c ->
    [red] Czerwony
    [yellow] Żółty
    [blue] Niebieski
   *[green] Zielony
}
rambots-bot-of = { $c ->
    [red] Czerwonego
    [yellow] Żółtego
    [blue] Niebieskiego
   *[green] Zielonego
}
rambots-bot-object = { rambots-bot-of }
rambots-beacon = { rambots-colour } cel
rambots-beacon-object = { rambots-colour } cel
rambots-dir = { $d ->
    [north] północ
    [east] wschód
    [south] południe
   *[west] zachód
}
rambots-red-beam = { $b ->
    [slide] przesuwa
   *[damage] uszkadza
}
rambots-and = i

## Raporty

rambots-report-title = RAMbots - runda { $n } (czerwony promień: { $beam })
rambots-report-title-one = RAMbots - jedna runda (czerwony promień: { $beam })
rambots-status-setup = RAMbots - runda { $n }, faza przygotowania (czerwony promień: { $beam })
rambots-status-programming = RAMbots - runda { $n }, faza programowania (czerwony promień: { $beam })
rambots-setup-title = RAMbots - stosy celów zostają odkryte
rambots-stack-drawn = { $maker } nie wysłał stosu, więc stos celów { $owner } wylosowano: { $stack }.
rambots-stack-built = { $maker } zbudował stos celów { $owner }: { $stack }.
# W przygotowaniu, do gracza, który go buduje: czyj to stos (gracza po jego lewej).
rambots-your-stack-for = Budujesz stos celów { $owner } (gracza po Twojej lewej): cztery piramidki z Twojej puli, po jednej w każdym kolorze, od góry.
rambots-setup-begins = Czerwony promień: { $beam }. Zaczyna się pierwsza runda.
rambots-stack = Stos pierwszeństwa (od góry): { $stack }
rambots-stack-for-round = Stos pierwszeństwa, runda { $n } (od góry): { $stack }
rambots-stack-for-next = Następny stos pierwszeństwa (od góry): { $stack }
rambots-heading-programs = PROGRAMY
rambots-heading-execution = WYKONANIE
rambots-heading-board = PLANSZA
rambots-heading-players = GRACZE
# Litery na planszy to pierwsze litery kolorów z programu (rambots-initial), które gracz
# pisze z powrotem; legenda nazywa każdą.
rambots-legend-pieces = C Ż B Z: RAMbot czerwony, żółty, niebieski, zielony; c ż b z: cel
rambots-legend-facing = ^ > v <: leży, wskazując północ, wschód, południe, zachód; *: stoi
rambots-pool = pula ({ $n }): { $pool }
rambots-goals-not-built = cele: stos jeszcze niezbudowany
rambots-goals-all-tagged = cele: wszystkie zaliczone
rambots-goals = cele: { $goals } (następny: { $next })
rambots-runs = { $bot } wykonuje { $instruction }: { $reason }.
rambots-nothing-runs = Nic się nie wykonuje: wszyscy gracze spasowali.
rambots-never-ran = Nie wykonano: { $unrun }.
rambots-game-over = KONIEC GRY: wygrywa { $bot }.

## Dlaczego instrukcja została wykonana

rambots-reason-alone = jedyny program, który jeszcze działa
rambots-reason-size = najmniejsza piramidka
rambots-reason-colour = remis rozmiarów; { $colour } jest na stosie wyżej niż { $lower }
rambots-reason-owner = identyczne piramidki; { $bot } jest na stosie wyżej niż { $same }
rambots-reason-against = { $why } (wobec: { $rivals })

## Co się stało (RAMbot i cel są rodzaju męskiego)

rambots-tips-down = { $bot } kładzie się, wskazując { $dir }.
rambots-turns = { $bot } obraca się na { $dir }.
rambots-moved = { $how ->
    [drive] { $thing } jedzie z { $from } na { $to }.
    [reverse] { $thing } cofa się z { $from } na { $to }.
    [push] { $thing } zostaje popchnięty z { $from } na { $to }.
    [pull] { $thing } zostaje przyciągnięty z { $from } na { $to }.
   *[slide] { $thing } sunie z { $from } na { $to }.
}
rambots-blocked-wall = { $Thing } trafia na ścianę i zostaje na { $at }.
rambots-blocked-jam = { $Thing } nie może przepchnąć rzędu pod ścianę i zostaje na { $at }.
rambots-stopped-wall = { $thing } stoi przy ścianie i zatrzymuje się na { $at }.
rambots-stopped-jam = { $thing } jest zaklinowany przy ścianie na { $at }.
rambots-stays-upright = { $bot } stoi pionowo: bieg wsteczny go nie rusza.
rambots-rammed = { $bot } taranuje { $target } na { $at }!
rambots-stole = { $thief } zabiera { $piece } z puli instrukcji { CASE($victim, "of") }.
rambots-stole-nothing = W puli instrukcji { CASE($victim, "of") } nie ma nic, co { $thief } mógłby zabrać.
rambots-tipped = { $thing } przewraca się, wskazując { $dir }.
rambots-tagged = CEL! { $bot } zalicza swój { $colour } cel; { $goal } trafia do jego puli; { $left ->
    [one] został { $left } cel
    [few] zostały { $left } cele
   *[many] zostało { $left } celów
}.
rambots-won = *** { $bot } zalicza ostatni cel i wygrywa grę. ***
rambots-beam-up = { $bot } stoi pionowo: jego { $colour } promień strzela prosto w górę, bez skutku.
rambots-beam-wall = { $bot } strzela { $c ->
    [red] czerwonym
    [yellow] żółtym
    [blue] niebieskim
   *[green] zielonym
} promieniem w ścianę: bez skutku.
rambots-beam-hit = { $bot } trafia { $c ->
    [red] czerwonym
    [yellow] żółtym
    [blue] niebieskim
   *[green] zielonym
} promieniem { $target } na { $at }.
rambots-activated = { $thing } staje pionowo.
rambots-already-upright = { $thing } już stoi pionowo: bez skutku.
rambots-already-adjacent = { $thing } jest już tuż przed czubkiem: bez skutku.
rambots-absorbed = { $thing } pochłania czerwony promień: bez skutku.

## Krok po kroku (raport HTML)

rambots-step-title = Instrukcja { $step }: { $bot } wykonuje { $instruction }
rambots-step-alt = RAMbots: plansza po instrukcji { $step } rundy { $round }, z jej ruchami
rambots-step-column = Co się stało
rambots-step-nothing-moved = { $title }. Nic się nie poruszyło.

## Obrazek planszy (tytuł to jego tekst alternatywny; wiersze legendy są obrazka: każdy
## musi się zmieścić w jego szerokości, testy je mierzą)

rambots-picture-title-setup = RAMbots: plansza przed przygotowaniem
rambots-picture-title-now = RAMbots: plansza w rundzie { $n }
rambots-picture-title-after = RAMbots: plansza po rundzie { $n }, z jej ruchami
rambots-picture-programmed = ruch z programu
rambots-picture-carried = popchnięty, przyciągnięty albo przesunięty
rambots-picture-legend =
    C Ż B Z: RAMbot (duży); c ż b z: cel (mały). Znaki: R staranowany,
    H trafiony promieniem, T cel zaliczony. Kwadrat z krawędziami do
    czubka: stoi pionowo; trójkąt: leży, wskazując swój kierunek.
rambots-picture-precedence = Pierwszeństwo
rambots-picture-highest = najwyżej
rambots-picture-goals-not-built = Stosy celów: w budowie
rambots-picture-goals-left = Cele (od następnego)
rambots-picture-no-goals = brak

## Co robi miejsce bez rozkazów

rambots-kept = robot, jego elementy i cele zostają bez zmian
rambots-resigned = robot zostaje na planszy i w każdej rundzie pasuje (bez instrukcji)
rambots-default-setup = stos celów, który przekazujesz, zostanie wylosowany
rambots-default-programming = Twój robot pasuje: w tej rundzie bez instrukcji

## Kroki raportu HTML

rambots-steps-heading = Instrukcja po instrukcji
rambots-steps-legend = Niebieskie ciągłe strzałki: ruchy samego RAMbota. Zielone przerywane strzałki: popchnięcia, przyciągnięcia i przesunięcia. Fioletowe kropkowane linie: promienie. Znaki: H trafiony promieniem, R staranowany, T cel zaliczony. Duże piramidki: RAMboty (C Ż B Z); małe: cele (c ż b z); kwadrat: stoi pionowo; trójkąt: leży, wskazując swój kierunek.

## Błędy w rozkazach ($what: instruction albo piece)

rambots-no-seat = w tej grze nie ma miejsca { $seat }
rambots-need-one-instruction = oczekiwano dokładnie jednej instrukcji, np. 1ZE
rambots-unknown-in-program = nieznane słowo: instrukcja to ROZMIAR KOLOR KIERUNEK, np. 1ZE albo 3CU
rambots-unknown-in-goals = nieznane słowo: stos celów to cztery piramidki ROZMIAR KOLOR, po jednej w każdym kolorze, od góry, np. 1Ż 3C 2Z 1N
rambots-starts-with-size = { $what ->
    [instruction] instrukcja
   *[piece] piramidka
} zaczyna się od rozmiaru: 1, 2, 3 albo S, M, L
rambots-incomplete = niepełna { $what ->
    [instruction] instrukcja
   *[piece] piramidka
}: brakuje { $need ->
    [colour] koloru (C, Ż, B albo Z) po rozmiarze
   *[orientation] kierunku (N, E, S, W albo U - bieg wsteczny)
}
rambots-pool-lacks = w Twojej puli instrukcji nie ma { $piece }; Twoja pula: { $pool }
rambots-used-twice = { $piece } użyto dwa razy, a Twoja pula instrukcji ma tylko jedną
rambots-used-more = { $piece } użyto więcej razy, niż ma Twoja pula instrukcji ({ $n })
rambots-no-instructions = brak instrukcji: napisz do pięciu, np. PROGRAM 1ZE 3CU, albo PAS, żeby nic nie wykonać
rambots-too-long = program ma najwyżej pięć instrukcji; napisano { $n ->
    [one] { $n } instrukcję
    [few] { $n } instrukcje
   *[many] { $n } instrukcji
}, usuń nadmiarowe
rambots-colour-twice = stos celów ma po jednej piramidce w każdym kolorze; kolor { $colour } występuje { $n } razy
rambots-goals-missing = stos celów to cztery piramidki, po jednej w każdym kolorze, od góry, np. 1Ż 3C 2Z 1N; brakuje: { $missing }

## Pomoc i zasady (wysyłane w całości: każdy wiersz w 72 kolumnach)

rambots-help =
    RAMbots - jak pisać rozkazy

    PRZYGOTOWANIE: zbuduj stos celów dla gracza po Twojej lewej stronie
    z własnej puli instrukcji: cztery piramidki, po jednej w każdym
    kolorze, pierwszy cel na górze:
        CELE 1Ż 3C 2Z 1N
    Jeśli nic nie wyślesz, stos zostanie wylosowany z Twojej puli.

    W KAŻDEJ RUNDZIE: do pięciu instrukcji z Twojej puli, wykonywanych
    od lewej do prawej:
        PROGRAM 1ZE 3CU 2ŻS
        PAS                      (w tej rundzie nic nie wykonujesz)
    Instrukcja to ROZMIAR KOLOR KIERUNEK:
      rozmiar      1 2 3, S M L albo mały, średni, duży (też mała, małe...)
      kolor        C Ż B Z albo czerwony, żółty, niebieski, zielony
                   (też R Y G); w stosie celów niebieski to też N
      kierunek     N E S W albo północ, wschód, południe, zachód:
                   piramidka leży, wskazując ten kierunek (obrót, potem
                   jazda w tę stronę); U, UP, ^, pionowo, góra albo
                   wstecz: piramidka stoi pionowo (bieg wsteczny: RAMbot
                   cofa się tyłem do kierunku, w który jest zwrócony)
    Wielkość liter, spacje, przecinki, myślniki, ukośniki, nowe wiersze
    i numeracja nie mają znaczenia: 1ze, S-Z-E i mała zielona na wschód
    znaczą to samo co 1ZE, a 1ZE3CU2ŻS to 1ZE 3CU 2ŻS. Słowa można pisać
    bez polskich znaków (zolty, polnoc). robomod odsyła Twój program
    w tej kanonicznej postaci.

    Promienie: niebieski popycha, żółty przyciąga, zielony stawia
    pionowo, czerwony uszkadza RAMbota (albo przesuwa obiekty w grze
    z zasadą domową CZERWONY PRZESUNIĘCIE). Najpierw wykonują się małe
    piramidki; przy remisie wygrywa kolor wyżej na stosie
    pierwszeństwa, potem gracz, którego kolor jest wyżej.

rambots-rules =
    RAMbots - zasady, tak jak gra je robomod

    CEL GRY
      Zalicz cztery kolory swojego stosu celów, od góry. Wygrywa gracz,
      który pierwszy zaliczy ostatni cel, już tą instrukcją.

    ELEMENTY
      Każdy gracz ma RAMbota na planszy 8x8 (dookoła ściany) i pulę
      instrukcji z piramidek: na początku małą, średnią i dużą w każdym
      kolorze. Na planszy leżą cztery cele (małe piramidki). Na początku
      każdy gracz buduje ze swojej puli stos celów dla gracza po swojej
      lewej: cztery piramidki, po jednej w każdym kolorze
      (CELE 1Ż 3C 2Z 1N).

    RUNDA
      Każdy programuje do pięciu instrukcji z własnej puli
      (PROGRAM 1ZE 3CU 2ŻS). Wykonują się po jednej naraz dla wszystkich:
      najpierw najmniejsza piramidka; przy remisie wygrywa kolor wyżej
      na stosie pierwszeństwa. Rozmiar instrukcji to liczba pól ruchu,
      jej kierunek to strona, w którą RAMbot najpierw się obraca
      (N E S W; U: pionowo, bieg wsteczny: cofa się), a kolor to
      promień, który RAMbot wystrzeli po ruchu.

    TARANOWANIE I ZALICZANIE CELÓW
      Wjechanie w obiekt czubkiem to taranowanie (raz na instrukcję):
      popychasz go, a staranowany RAMbot traci na Twoją rzecz najmniejszą
      piramidkę z puli. Staranowany obiekt stojący pionowo przewraca się
      w stronę od Ciebie; jeśli jego kolor jest na szczycie Twojego stosu
      celów, cel jest zaliczony, a piramidka celu trafia do Twojej puli.
      Cel musi stać pionowo (zielony promień), zanim da się go zaliczyć.

    PROMIENIE (z czubka, po ruchu, w pierwszy obiekt na linii)
      Niebieski go popycha, żółty przyciąga do Ciebie, zielony stawia
      pionowo, czerwony uszkadza RAMbota (traci on na Twoją rzecz
      najmniejszą piramidkę) albo, w grze z zasadą domową CZERWONY
      PRZESUNIĘCIE, przesuwa obiekt w stronę środkowej linii. Promień,
      który dochodzi do ściany albo strzela prosto w górę, nic nie robi.

rambots-rules-short =
    RAMBOTS W SKRÓCIE: zalicz cztery kolory swojego stosu celów, od góry,
    taranując (wjeżdżając czubkiem) stojące pionowo obiekty w tym kolorze;
    wygrywa ten, kto pierwszy zaliczy ostatni cel. W każdej rundzie
    programujesz do pięciu piramidek ze swojej puli instrukcji; każda
    porusza Twoim RAMbotem, a potem wystrzeliwuje promień w swoim
    kolorze. Taranując RAMbota, zabierasz piramidkę z jego puli.
    POMOC ZASADY przysyła pełne zasady.

## Słowa rozkazów, które gracze piszą w tym języku (zob. docs/languages.md):
## każde wymienia swoje słowa, oddzielone spacjami.

rambots-command-goals = CELE
rambots-command-program = PROGRAM PROGRAMUJ
rambots-command-pass = PAS PASUJĘ

## Tura, jak nazywają ją zdania moderatora (małą literą).

rambots-turn-setup = przygotowanie
rambots-turn-round = runda { $n }
rambots-phase-programming = programowanie

## Rozkazy, tak jak robomod je powtarza (zapis bez zmian)

rambots-echo-drawn = (wylosowany)

## Odmiana kolorów-miejsc w zdaniach moderatora: { CASE($label, "of") }
rambots-case-of =
    Czerwony = Czerwonego
    Żółty = Żółtego
    Niebieski = Niebieskiego
    Zielony = Zielonego
rambots-case-acc =
    Czerwony = Czerwonego
    Żółty = Żółtego
    Niebieski = Niebieskiego
    Zielony = Zielonego
rambots-case-to =
    Czerwony = Czerwonemu
    Żółty = Żółtemu
    Niebieski = Niebieskiemu
    Zielony = Zielonemu
rambots-case-by =
    Czerwony = Czerwonym
    Żółty = Żółtym
    Niebieski = Niebieskim
    Zielony = Zielonym
rambots-case-in =
    Czerwony = Czerwonym
    Żółty = Żółtym
    Niebieski = Niebieskim
    Zielony = Zielonym

# The game's name in a sentence (its kind is what players type: OPEN rambots).
rambots-case-name = rambots = RAMbots
# Jak gracze nazywają tę grę, gdy ją otwierają słowami (`nową grę w RAMboty`): pierwsze
# słowo to rodzaj gry, jak się go pisze.
rambots-names = RAMBOTS RAMBOTY RAMBOTÓW RAMBOTAMI

## Zakładanie gry (OTWÓRZ, game new)
rambots-setup-players = w RAMbots gra od 2 do 4 graczy, nie { $players }

## Zasady domowe (mod.rs): nazwa opcji w OTWÓRZ, co robi, jej wartości.
rambots-house-red_beam = CZERWONY
rambots-house-red_beam-about = Czerwony promień: OBRAŻENIA zabiera element (późniejsze zasady), PRZESUNIĘCIE przesuwa obiekt w bok (pierwsze zasady autora).
rambots-house-red_beam-damage = OBRAŻENIA
rambots-house-red_beam-slide = PRZESUNIĘCIE

# Pierwsza litera koloru w zapisie, w programie i w stosie celów (1ZE 3CU; 1Ż 3C 2Z 1N). W
# programie N to północ, więc niebieski to tam B.
rambots-initial = { $c ->
    [red] C
    [yellow] Ż
    [blue] B
   *[green] Z
}
rambots-goal-initial = { $c ->
    [red] C
    [yellow] Ż
    [blue] N
   *[green] Z
}
# Przykład rozkazów w POMOCY, słowami i zapisem czytelnika.
rambots-example = PROGRAM 1ZE 3CU

# RAMbots po polsku: słowa gry (RAMbot, piramidki, pula instrukcji, stos celów, stos
# pierwszeństwa, promień) jak w polskich zasadach. Te same identyfikatory co `en.ftl`.

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
rambots-setup-begins = Czerwony promień: { $beam }. Zaczyna się pierwsza runda.
rambots-stack = Stos pierwszeństwa (od góry): { $stack }
rambots-stack-for-round = Stos pierwszeństwa na rundę { $n } (od góry): { $stack }
rambots-stack-for-next = Stos pierwszeństwa na następną rundę (od góry): { $stack }
rambots-heading-programs = PROGRAMY
rambots-heading-execution = WYKONANIE
rambots-heading-board = PLANSZA
rambots-heading-players = GRACZE
rambots-legend-pieces = R Y B G: RAMboty    r y b g: cele    *: pionowo
rambots-legend-facing = ^ > v <: leży, wskazując północ, wschód, południe, zachód
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
rambots-stole = { $thief } zabiera { $piece } z puli instrukcji { $victim }.
rambots-stole-nothing = W puli instrukcji { $victim } nie ma nic, co { $thief } mógłby zabrać.
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

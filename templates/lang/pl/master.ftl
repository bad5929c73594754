# Poczta mistrza gry (templates/master.txt) i odpowiedzi na jego polecenia
# (src/moderator/master/) oraz to, co gracze słyszą o jego decyzjach.

master-subject = Gra nr {$game}: Twoje polecenia mistrza
master-welcome-subject = Gra nr {$game}: jesteś jej mistrzem
master-welcome =
    Jesteś mistrzem gry robomoda nr {$game} ({ CASE($kind, "name") }): prowadzisz ją
    pocztą. Pisz na adres z pola Reply-To tej wiadomości (niesie Twój
    klucz mistrza tej gry), jedno polecenie w wierszu, wielkimi literami.
master-welcome-players = Gracze:
master-welcome-caps = Możesz wstrzymywać grę i przedłużać terminy łącznie o {$days ->
    [one] jeden dzień
   *[other] {$days} dni
} oraz cofnąć rund: {$rollbacks}; gracze dowiadują się o każdej decyzji wraz z Twoim powodem. Jeśli też grasz, rozkazy wysyłaj w odpowiedzi na listy do gracza (list z turą albo raport), nigdy na list dla mistrza.
master-welcome-doc = Gracze piszą do Ciebie przez robomoda poleceniem MODERATOR: ..., a Ty odpowiadasz, odpisując.
master-more = Polecenia mistrza:
master-commands = STAN; PODGLĄD; ROZSTRZYGNIJ; PAUZA powód; WZNÓW; PRZEDŁUŻ 2d powód; USUŃ miejsce powód; ZASTĄP miejsce adres imię; OGŁOŚ tekst; COFNIJ powód; ZAKOŃCZ powód; MIANUJ adres; POMOC
master-no-command = Robomod nie znalazł w Twojej wiadomości żadnego polecenia mistrza: nic nie zrobiono.
master-status = Poniżej stan gry, miejsce po miejscu.
master-help = Każde polecenie w osobnym wierszu, wielkimi literami; powód po PAUZA, PRZEDŁUŻ, USUŃ, COFNIJ i ZAKOŃCZ poznają gracze. Polecenia są wymienione poniżej.
master-not-done = Nie zrobiono: {$why}
master-not-done-plain = Nie zrobiono: robomod nie mógł tego wykonać tak, jak napisano, i nic się nie zmieniło. Operator przeczyta powód w dzienniku robomoda.
master-not-for-masters = To nie jest polecenie mistrza: nic nie zrobiono. Rozkazy i polecenia gracza wysyłaj w odpowiedzi na listy do gracza (list z turą albo raport), nie na list dla mistrza.
master-unknown = Robomod nie zna takiego polecenia: nic nie zrobiono. Polecenia mistrza są wymienione poniżej.
master-not-for-masters-no-seat = To nie jest polecenie mistrza, a ty nie masz miejsca w tej grze: rozkazy i polecenia gracza są dla jej graczy. Nic nie zrobiono. Polecenia mistrza są wymienione poniżej.
master-game-over = Gra jest {$status}: nic nie zrobiono.
master-preview =
    { $count ->
        [0] {$turn}, gdyby rozstrzygnąć teraz; rozkazy wszystkich są. Nic nie zapisano ani nie wysłano; raport poniżej.
       *[other] {$turn}, gdyby rozstrzygnąć teraz: brak rozkazów od: {$late} (liczą się domyślne). Nic nie zapisano ani nie wysłano; raport poniżej.
    }
master-not-active = Gra teraz nie toczy się (wstrzymana, zatrzymana albo skończona): nic nie zrobiono.
master-process-grace = Grasz w tej grze, więc nie możesz skrócić rundy, póki gracze {$late} mają jeszcze czas na rozkazy. Nic nie zrobiono; runda rozstrzygnie się w terminie albo gdy wszyscy przyślą rozkazy.
master-processed = Rozstrzygnięto: {$turn}; raport idzie do każdego gracza.
master-cap-spent = Mistrzowie wstrzymywali i przedłużali tę grę tak długo, jak pozwala operator (łącznie {$days} dni): nie wstrzymano jej. Jeśli trzeba, poproś operatora.
master-paused = Gra wstrzymana; każdy gracz został powiadomiony{ $reason ->
    [yes] {" "}wraz z Twoim powodem.
   *[no] .
} Może jeszcze stać przez {$left}; potem limit się wyczerpie i gra sama ruszy dalej. WZNÓW uruchamia zegar.
master-not-paused = Gra nie jest wstrzymana: nic nie zrobiono.
master-resumed = Gra toczy się dalej; każdy gracz został powiadomiony. Termin: {$turn} zamyka się {$close}.
master-extend-how = PRZEDŁUŻ potrzebuje najpierw czasu, potem powodu: PRZEDŁUŻ 2d awaria (90m, 24h, 2d, 1w albo 3 dni). Nic nie zrobiono.
master-cap-extend = Nie przedłużono: mistrzowie mogą wstrzymywać i przedłużać tę grę łącznie o {$days ->
    [one] jeden dzień
   *[other] {$days} dni
}, zostało {$left}; prosisz o {$asked}.
master-extended = Termin przesunięty; każdy gracz został powiadomiony{ $reason ->
    [yes] {" "}wraz z Twoim powodem.
   *[no] .
} {$turn} zamyka się teraz {$close}.
master-announce-empty = OGŁOŚ potrzebuje tekstu w tym samym wierszu. Nic nie wysłano.
master-announced = Twoje ogłoszenie trafiło do każdego gracza.
master-terminated = Gra zakończona, miejsca jak w tej chwili; każdy gracz dostał jej wynik{ $reason ->
    [yes] {" "}wraz z Twoim powodem.
   *[no] .
}
master-replace-how = ZASTĄP potrzebuje miejsca, adresu nowego gracza i jego imienia: ZASTĄP Czerwony ewa@example.org Ewa. Nic nie zrobiono.
master-replace-taken = {$address} już gra w tej grze jako {$label}: każde miejsce potrzebuje własnego adresu. Nic nie zrobiono.
master-replace-same = {$address} to adres obecnego gracza tego miejsca ({$label}): ZASTĄP oddaje miejsce komuś nowemu, z własnym adresem. Nic nie zrobiono.
master-plays-preview = Grasz w tej grze, więc widzisz ją tak jak każdy gracz: PODGLĄD pokazałby Ci rozkazy innych graczy przed terminem. Nic nie zrobiono; raport przyjdzie do Ciebie razem z innymi, gdy runda się rozstrzygnie.
master-replaced = Miejsce { DECLINES($label) ->
    [yes] { CASE($label, "of") }
   *[no] „{$label}”
} ma nowego gracza, powitanego pocztą; pozostali zostali powiadomieni.
master-promote-how = MIANUJ potrzebuje adresu nowego mistrza: MIANUJ mistrz@example.org. Nic nie zrobiono.
master-promoted = {$address} jest teraz mistrzem tej gry, powitanym pocztą z własnym kluczem.
master-promoted-already = {$address} już jest mistrzem tej gry.
master-rollback-none = Nie rozegrano jeszcze żadnej rundy: nie ma czego cofać.
master-cap-rollbacks = Nie cofnięto: mistrzowie mogą cofnąć rund tej gry: {$cap}, i już to zrobili. Jeśli trzeba, poproś operatora.
master-rolled-back = Ostatnia runda cofnięta; każdy gracz został powiadomiony wraz z Twoim powodem. {$turn} jest znów otwarta, termin: {$close}.
master-eject-out = Miejsce { DECLINES($label) ->
    [yes] { CASE($label, "of") }
   *[no] „{$label}”
} nie ma teraz gracza: nic nie zrobiono.
master-ejected = Gracz miejsca { DECLINES($label) ->
    [yes] { CASE($label, "of") }
   *[no] „{$label}”
} jest poza grą i został powiadomiony; miejsce gra dalej jak po rezygnacji. ZASTĄP daje je komuś nowemu.
master-ejected-offered = Gracz miejsca { DECLINES($label) ->
    [yes] { CASE($label, "of") }
   *[no] „{$label}”
} jest poza grą i został powiadomiony; miejsce zaproponowano pierwszej osobie z listy rezerwowej.
master-no-seat = Nie ma takiego miejsca: miejsca to {$seats}. Nic nie zrobiono.
master-status-missed = opuszczone rundy: {$total}, pod rząd: {$row}
master-status-stand-in = za gracza gra zastępca
master-status-away = nieobecność {$days}
master-status-caps = Wstrzymania i przedłużenia mistrzów: {$used} z {$days} dni. Cofnięte rundy: {$rollbacks} z {$cap}.
master-only = Tylko mistrz gry nr {$game} może wysłać {$word}: nic nie zrobiono.
master-only-use-key = Jesteś nim: wyślij to na adres z pola Reply-To poczty mistrza, nie gracza.

notice-why = Powód moderatora: {$reason}
notice-why-master = {$name}, mistrz gry, podaje powód: {$reason}
notice-master-pause-spent = Mistrzowie wstrzymywali i przedłużali tę grę tak długo, jak pozwala operator: gra sama rusza dalej.
notice-said-by = ({$name}, mistrz gry)
notice-announcement-master = {$name}, mistrz gry nr {$game}, pisze:
subject-ejected = Gra nr {$game}: jesteś poza grą
notice-ejected = Mistrz gry odebrał Ci miejsce { DECLINES($label) ->
    [yes] { CASE($label, "of") }
   *[no] „{$label}”
} w grze nr {$game}. Twoje wiadomości o tej grze nie są już przyjmowane. Dziękujemy za grę.
subject-seat-ejected = Gra nr {$game}: {$label} poza grą
notice-seat-ejected =
    Mistrz gry odebrał miejsce { DECLINES($label) ->
    [yes] { CASE($label, "of") }
   *[no] „{$label}”
} jego graczowi. Od teraz {$then}.{ $offered ->
        [yes] {" "}Miejsce zaproponowano pierwszej osobie z listy rezerwowej.
       *[no] {""}
    }
welcome-you-master = Jesteś też mistrzem tej gry: linie MODERATOR: graczy trafiają do Ciebie, a polecenia mistrza wysyłasz na adres z listu dla mistrza.
welcome-master = Mistrzem tej gry jest {$names}: napisz MODERATOR: i swoje słowa, by { GENDER($names) ->
    [f] do niej dotrzeć
    [m] do niego dotrzeć
   *[other] dotrzeć do mistrza gry
}.

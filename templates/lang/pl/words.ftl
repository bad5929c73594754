# Słowa moderatora w przelocie: tematy, wiersze odpowiedzi, stan gry,
# wiadomości między graczami, tura, harmonogram, wynik.

subject-welcome = Witamy w grze nr {$game} ({ CASE($kind, "name") })
subject-report = {$turn}: raport
subject-game-over = Koniec gry po { CASE($turn, "in") }: {$result}
subject-game-over-unplayed = Koniec gry w { CASE($turn, "in") }: {$result}
subject-problems = {$turn}: błędy w Twoim liście
subject-received = {$turn}: otrzymano
subject-status = {$turn}: stan gry
subject-what-if = {$turn}: raport "co by było, gdyby"
subject-on-file = {$turn}: Twoje zapisane rozkazy
subject-history = Gra {$game}: raporty jeszcze raz
subject-summary = Gra {$game}: przebieg do tej pory
history-round = {$turn}: {$when}
summary-heading = Gra {$game}: {$turn} ({$status})
summary-no-rounds = Nie rozegrano jeszcze żadnej rundy.
summary-rounds = Rozegrane rundy:
summary-round =
    {$turn}, {$when}: { $how ->
        [early] przed terminem, gdy były już wszystkie rozkazy
        [speedbots] gdy minął czas łaski ostatniego gracza
        [run_now] uruchomiona przez moderatora
       *[deadline] w terminie
    }
summary-late = bez rozkazów: {$names}
summary-left = rezygnacja: {$names}
subject-help = Gra nr {$game}: pomoc
subject-resign-ask = Gra nr {$game}: potwierdź rezygnację
subject-answer = Gra nr {$game}: Twój list
subject-refusal = robomod: Twój list nie został przyjęty
subject-lobby-problems = poczekalnia robomoda: błędy w Twoim liście
subject-lobby-received = poczekalnia robomoda: otrzymano
subject-digest =
    robomod: { $n ->
        [one] {$n} gra czeka
        [few] {$n} gry czekają
       *[many] {$n} gier czeka
    } na Twoje rozkazy
subject-did-not-start = poczekalnia robomoda: gra nr {$game} nie wystartowała
subject-offer = poczekalnia robomoda: miejsce w grze nr {$game} jest Twoje, jeśli chcesz
subject-press = Wiadomość nr {$id} { DECLINES($from) ->
    [yes] od { CASE($from, "of") }
   *[no] { DECLINES($label) ->
        [yes] od { CASE($label, "of") }, gra nr {$game}
       *[no] (nadawca: {$from})
    }
}
subject-watching-over = Gra nr {$game} (obserwowana): koniec gry, {$result}
results = {$turn}: wyniki
resign-line = REZYGNUJĘ (RESIGN) oznacza odejście z gry: wtedy {$then}.
turn-phase = {$title}, faza: {$phase}
orders-hint = {$keyword} <Twoje rozkazy>
orders-hint-more = {$keyword} <Twoje rozkazy> (więcej: POMOC)
orders-hint-or = {" "}lub {$bare}
schedule-daily = codziennie o {$time} ({$zone})
schedule-after = {$duration} po poprzedniej rundzie
schedule-notice = {$when}, nigdy wcześniej niż {$notice} po poprzednim raporcie
names-and = {$init} i {$last}
outcome-won = wygrywa {$seat}
outcome-draw = bez jednego zwycięzcy
outcome-abandoned = przerwana
outcome-stopped = zatrzymana przed końcem
accepted-for = Przyjęto, {$turn}:
not-accepted = Nie przyjęto:
not-accepted-more = i {$count ->
    [one] jeszcze jeden problem
    [few] jeszcze {$count} problemy
   *[many] jeszcze {$count} problemów
}: popraw pierwsze i wyślij wiersz ponownie.
not-applied =
    Nic z tego wiersza nie zostało zastosowane: wyślij go ponownie,
    poprawiony, przed {$close}.
not-applied-around =
    Nic z tego wiersza nie zostało zastosowane. Odczytano wokół tego,
    czego nie przyjęto:
    {"  "}{$line}
    Wstaw właściwe polecenie w miejsce każdego ? i wyślij ten wiersz
    przed {$close}.
status-game = Gra nr {$game}, {$turn} ({$status}). Rozkazy do
status-is = Gra nr {$game}: {$status}.
status-in = wysłane
status-not-yet = jeszcze nie
status-partly = wysłane w części: niepełne
status-resigned = rezygnacja
status-waits = , czeka na termin
game-status =
    { $status ->
        [active] w toku
        [paused] wstrzymana
        [finished] zakończona
        [abandoned] przerwana
       *[other] {$status}
    }
press-none = Nie wysłano: w tej grze nie ma wiadomości między graczami (ustawienie press: none).
press-game = Nie wysłano: gra jest {$status}.
press-empty = Nie wysłano: wiadomość jest pusta. Napisz WIADOMOŚĆ DO Red: Twój tekst.
press-too-long = Nie wysłano: znaków: {$chars}; wiadomość może mieć najwyżej {$max}.
press-too-many = Nie wysłano: najwyżej {$max} wiadomości na godzinę; spróbuj później.
press-no-such = Nie wysłano: nikt tu nie nazywa się „{$name}”. Napisz WIADOMOŚĆ DO i jedno z: {$names} albo WSZYSTKICH; imiona oddzielaj przecinkami.
press-author-of = autor wiadomości nr {$n}
press-not-to-you = Nie wysłano: wiadomość nr {$n} nie była wysłana do Ciebie.
press-reads-as-orders = Nie wysłano: to wygląda na Twoje rozkazy, a odpowiedź na wiadomość trafia do drugiego gracza, który by je przeczytał. Niczego nie wysłano ani nie przyjęto. Aby je wysłać, napisz {$orders} w odpowiedzi na list z Twoją turą.
press-line-reads-as-orders = Nie wysłano: wiersz „{$line}” wygląda na Twoje rozkazy, a odpowiedź na wiadomość trafia do drugiego gracza, który by je przeczytał. Niczego nie wysłano ani nie przyjęto. Aby wysłać rozkazy, napisz {$orders} w odpowiedzi na list z Twoją turą; resztę wiadomości wyślij jeszcze raz, bez nich.
press-signed = Nie wysłano: w tej grze wiadomości są podpisane; pomiń ANONIMOWO.
press-unreachable = Nie wysłano: {$author} jest teraz nieosiągalny.
press-nobody = Nie wysłano: nie ma do kogo.
press-anonymous = anonimowy gracz
press-sent = { DECLINES($whom) ->
    [yes] Wysłano {$how} do { CASE($whom, "of") } (wiadomość nr {$id}).
   *[no] Wysłano {$how} (wiadomość nr {$id}); adresaci: {$whom}.
}
press-how-anonymously = anonimowo
press-how-signed = z podpisem
press-from = { DECLINES($from) ->
    [yes] Wiadomość od { CASE($from, "of") } ({$turn}):
   *[no] { DECLINES($label) ->
        [yes] Wiadomość od { CASE($label, "of") }, gra nr {$game} ({$turn}):
       *[no] Wiadomość ({$turn}), nadawca: {$from}:
    }
}
press-reply =
    Odpowiedz na ten list, aby odpowiedzieć wiadomością: odpowiedź
    trafi tylko do nadawcy, a niczyj adres nie jest nikomu pokazywany.
press-signature = {$label}, gra nr {$game}
subject-due = {$turn}: czekamy na Twoje rozkazy
subject-no-orders = {$turn}: brak Twoich rozkazów
subject-stand-in = Gra nr {$game}: zastępca gra za Ciebie ({$label})
subject-watching = Gra nr {$game} (obserwowana): {$turn}, raport
subject-goes-on = Gra nr {$game} toczy się dalej
subject-paused = Gra nr {$game} wstrzymana
subject-resumed = Gra nr {$game} wznowiona
subject-extended = {$turn}: termin przedłużony
subject-abandoned = Gra nr {$game} przerwana
subject-schedule = Gra nr {$game}: nowy harmonogram
subject-absence-moved = {$turn}: termin przesunięty z powodu nieobecności
quote-your-mail = (Twój list)
quote-your-orders = (Twoje rozkazy)
quote-more-lines = ({$lines ->
    [one] jeszcze jeden wiersz
    [few] jeszcze {$lines} wiersze
   *[many] jeszcze {$lines} wierszy
})
quote-press-reply = (odpowiedź na wiadomość nr {$n})
quote-replies = (odpowiedzi)
quote-game-command = (polecenie gry)
help-common =
    KAŻDA GRA, jedno polecenie w wierszu:
        STAN            pozycja i kto już wysłał rozkazy
        HISTORIA        raport z ostatniej rundy jeszcze raz; HISTORIA 3
                        z jednej rundy, HISTORIA 2-5 z kilku, HISTORIA
                        WSZYSTKO ze wszystkich
        PRZEBIEG        gra do tej pory: wyniki, każda runda w wierszu
        ROZKAZY         co masz zapisane na tę turę i od kiedy
        WYCZYŚĆ         wycofanie (jakbyś nic nie wysłał)
        SPRÓBUJ <rozkazy>  co by było, gdyby: tura rozegrana z tymi
                        rozkazami, gdy nikt inny nic nie wysyła (ich
                        roboty robią to, co robot milczącego gracza);
                        nic nie jest zapisywane.
                        Przykład: SPRÓBUJ {$example}
        WIADOMOŚĆ DO Ani, Bartka: tekst   wiadomość do innych graczy,
                        przekazana listem z podpisem Twojego miejsca (bez
                        adresu); WIADOMOŚĆ DO WSZYSTKICH: tekst do
                        wszystkich;
                        WIADOMOŚĆ ANONIMOWO DO ... bez podpisu, gdzie gra
                        pozwala.
                        Odpowiedz na przekazaną wiadomość, by odpisać
                        nadawcy.
        NIEOBECNY 2026-12-24 2026-12-27   nieobecność w te dni (włącznie):
                        termin wypadający w tym czasie przesunie się za
                        nie. NIEOBECNY ODWOŁAJ odwołuje; NIEOBECNY sam
                        pokazuje, co jest zapisane
        POMOC           ten tekst; POMOC ZASADY to zasady gry
        MODERATOR: tekst do moderatora, człowieka: przekazany listem
        CZEKAJ          samo: nie rozgrywaj tej rundy przed terminem, nawet
                        gdy wszyscy wysłali; CZEKAJ WYŁĄCZ to cofa
        REZYGNUJĘ       sam w wierszu: prośba o odejście z gry;
                        REZYGNUJĘ POTWIERDZAM (w tym lub późniejszym liście)
                        kończy Twoją grę
    Wiersz zaczynający się od słowa polecenia, wielkimi lub małymi literami,
    to to polecenie. Słowo polecenia samo w wierszu bierze listę pod nim,
    jedną instrukcję w wierszu (numerowaną albo po myślniku), także przez
    puste wiersze. W odpowiedzi na list z turą same instrukcje, bez słowa
    polecenia, są czytane jako Twój program. Wiersze zaczynające się od #
    lub // to komentarze. Polecenia angielskie (STATUS, HELP...) też
    działają.

    POCZEKALNIA, także w liście na zwykły adres robomoda (bez znacznika):
        LISTA           gry, do których możesz dołączyć lub obserwować;
                        LISTA 12 jedna gra
        DOŁĄCZ 12       miejsce w grze nr 12 (DOŁĄCZ 12 JAKO Anna; DOŁĄCZ
                        12 hasło dla gry prywatnej); DOŁĄCZ 12 REZERWA
                        lista rezerwowych
        OPUŚĆ 12        zwolnij miejsce przed startem; PRZEJMIJ 12
                        zaproponowane miejsce
        OBSERWUJ 12     publiczne raporty z rund listem; OBSERWUJ 12 WYŁĄCZ
        USTAW           Twoje ustawienia: USTAW PRZYPOMNIENIA WYŁĄCZ|WŁĄCZ,
                        USTAW PODSUMOWANIE CODZIENNIE|WYŁĄCZ,
                        USTAW IMIĘ Anna, USTAW JĘZYK PL|EN,
                        USTAW OBRAZKI RUNDA|KROKI|ANIMACJA|BRAK
        RANKING         najlepsi gracze każdej gry i Twój wynik
        RÓWNIEŻ a@b.org ten adres też jest Twój (wyślij z obu adresów);
                        samo RÓWNIEŻ je wymienia, RÓWNIEŻ a@b.org
                        WYŁĄCZ rozłącza
orders-spent = Nie przeczytano: przyszło już od Ciebie tyle rozkazów, ile pozwala ta runda ({$limit}); liczy się najlepszy z nich.
orders-count = ({$what} {$n} z {$limit} w tej rundzie)
orders-replaces = ({$keyword}: zastępuje to, co przyszło wcześniej w tej turze.)
orders-wrong-phase = {$keyword} to nie to, czego gra nr {$game} teraz potrzebuje: trwa faza {$phase}; wyślij {$hint}
notice-held = Gra nr {$game} jest wstrzymana: robomod nie zdołał rozegrać { CASE($turn, "of") }, a moderator został powiadomiony. Twoje rozkazy są zachowane; nadal możesz je wysłać lub zmienić. Dostaniesz wiadomość, gdy gra ruszy, z nowym terminem.
subject-held = Gra nr {$game} wstrzymana
held-turn = runda {$round}

subject-announcement = Gra nr {$game}: ogłoszenie moderatora
subject-replaced = Gra nr {$game}: Twoje miejsce ma nowego gracza
subject-new-player = Gra nr {$game}: nowy gracz na miejscu { CASE($label, "of") }
subject-orders-entered = {$turn}: moderator wpisał za Ciebie rozkazy
subject-rolled-back = Gra nr {$game}: powrót do { CASE($turn, "of") } (cofnięcie)
subject-absence-recorded = Gra nr {$game}: nieobecność zapisana
subject-absence-cancelled = Gra nr {$game}: nieobecność odwołana
notice-held-mail = Gra nr {$game} jest wstrzymana: robomod nie może odczytać jej pozycji, dopóki nie zajrzy do niej moderator. Twój list jest zachowany, ale nic z niego nie dało się jeszcze odczytać ani zastosować: wyślij rozkazy ponownie, gdy dostaniesz wiadomość, że gra toczy się dalej.

duration-hours = { $n ->
    [one] {$n} godzina
    [few] {$n} godziny
   *[other] {$n} godzin
}
duration-minutes = { $n ->
    [one] {$n} minuta
    [few] {$n} minuty
   *[other] {$n} minut
}
duration-seconds = { $n ->
    [one] {$n} sekunda
    [few] {$n} sekundy
   *[other] {$n} sekund
}
duration-join = {" "}

# The words for everyone after PRESS TO, as people write them
press-everyone = WSZYSCY WSZYSTKICH WSZYSTKIM

## Co w wierszu znanego polecenia nie pasuje (issue 64)

wrong-kind = {$word} to nie gra robomoda: gry to {$kinds}. Nic nie zrobiono.
wrong-address = {$word} to nie adres pocztowy: napisz go tak jak ania@example.org. Nic nie zrobiono.
wrong-duration = {$word} to nie czas, który robomod rozumie: napisz go tak jak 90m, 24h, 2d, 1w albo 3 dni. Nic nie zrobiono.
wrong-rounds = {$word} nie wskazuje rund: napisz numer rundy (HISTORIA 3), zakres (HISTORIA 2-5) albo HISTORIA WSZYSTKO. Nic nie zrobiono.
wrong-edit = Nie wykonano: tej zmiany nie dało się na pewno nanieść na rozkazy powyżej ({$orders}), więc żadnego z nich nie zastosowano. Wyślij rozkazy w całości, tak jak mają być.
unit-w = TYGODNIE TYDZIEŃ TYGODNI TYGODNIA
unit-d = DNI DZIEŃ DNIA
unit-h = GODZINY GODZINĘ GODZIN GODZINA GODZ
unit-m = MINUT MINUTY MINUTĘ MINUTA MIN

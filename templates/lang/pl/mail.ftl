# Słowa listów do graczy: powitanie, raporty, przypomnienia, odpowiedzi.
# Każda wiadomość zachowuje podział wierszy, z jakim idzie w liście (72
# kolumny); wiadomość z imionami dowolnej długości zawija szablon.

# Wołacz imienia (Witaj, Aniu!); imię, którego reguły odmiany nie znają, nie trafia w
# miejsce wołacza.
hello = { DECLINES($name) ->
    [yes] Witaj, { CASE($name, "voc") }!
   *[no] Witaj!
}
hello-anyone = Dzień dobry,
send-one-line = Wyślij je w jednym wierszu:
seat-phrase = Grasz jako {$seat}.

## welcome.txt

welcome-replacing = Przejmujesz miejsce { DECLINES($seat) ->
    [yes] { CASE($seat, "of") }
   *[no] „{$seat}”
} w grze robomod nr {$game} ({ CASE($kind, "name") }) od { CASE($turn, "of") }: {$kept}.
welcome-replacing-kept = wszystko, co to miejsce ma w grze, zostaje bez zmian
welcome-new = Witamy w grze robomod nr {$game} ({ CASE($kind, "name") }). Grasz jako {$seat}.
welcome-players = Gracze:
welcome-deadlines = Terminy:
welcome-stand-in =
    { $n ->
        [one] Jeśli opuścisz rundę, gracz komputerowy (zastępca)
        [few] Jeśli opuścisz {$n} rundy z rzędu, gracz komputerowy (zastępca)
       *[many] Jeśli opuścisz {$n} rund z rzędu, gracz komputerowy (zastępca)
    }
    poprowadzi Twojego robota, dopóki znów nie przyślesz rozkazów.
welcome-due = Teraz: {$now}. Rozkazy przyślij do
welcome-reply =
    Odpowiadaj na ten list z adresu {$address}
    i zostaw w temacie znacznik {"["}robomod g{$game} ...]: to Twój klucz.
    Inne polecenia, jedno w wierszu: STAN (pozycja i kto już wysłał),
    ROZKAZY (co masz zapisane), WYCZYŚĆ (wycofanie), POMOC (notacja),
    POMOC ZASADY (zasady). Polecenia angielskie (STATUS, HELP...) też
    działają.
welcome-moderator = Do moderatora, czyli człowieka: wiersz MODERATOR: Twój tekst.

## round_report.txt, game_over.txt

report-title = {$results}, gra nr {$game}. Grasz jako {$seat}.
late-you-and = { DECLINES($late) ->
    [yes] Nie przyszły rozkazy od Ciebie ani od { CASE($late, "of") }.
   *[no] Nie przyszły rozkazy od Ciebie. Bez rozkazów także: {$late}.
} Zamiast nich wykonano rozkazy domyślne gry.
late-you = Nie przyszły rozkazy od Ciebie: zamiast nich wykonano rozkazy domyślne gry.
late-others = { DECLINES($late) ->
    [yes] Nie przyszły rozkazy od { CASE($late, "of") }.
   *[no] {$late}: brak rozkazów.
} Zamiast nich wykonano rozkazy domyślne gry.
stood-in-you =
    Nie przyszły rozkazy od Ciebie, więc Twojego robota ({$seat})
    poprowadził zastępca, gracz komputerowy.
stood-in-others = { DECLINES($names) ->
    [yes] Nie przyszły rozkazy od { CASE($names, "of") }, więc za { CASE($names, "acc") } grał zastępca, gracz komputerowy.
   *[no] {$names}: brak rozkazów, więc grał zastępca, gracz komputerowy.
}
next-idle = Dalej: {$next}, termin:
next-idle-nothing = Nie musisz nic wysyłać:
next-due = Dalej: {$next}. Rozkazy przyślij do
over-title = Gra nr {$game} zakończyła się po { CASE($turn, "in") }: {$result}.
over-title-unplayed = Gra nr {$game} zakończyła się w { CASE($turn, "in") }: {$result}.
over-seat = Twoje miejsce w tej grze: {$seat}.
over-resigned = Nie grasz już w tej grze: oto jej wynik końcowy.
over-ratings = Rankingi ({ CASE($kind, "name") }) przed tą grą i po niej:
over-thanks = Dziękujemy za grę.
over-stopped = Gra została zatrzymana przed końcem: miejsca są takie, jak po { CASE($turn, "in") }.
over-stopped-equal = Ta gra nie ustala miejsc przed końcem: wszyscy gracze zajmują równe miejsca.
over-stopped-equal-stayed = Ta gra nie ustala miejsc przed końcem: wszyscy gracze, którzy zostali, zajmują równe miejsca.
over-stopped-resigned = Zrezygnowali z gry i zajmują miejsca za wszystkimi innymi: {$names}.
over-not-rated = Rankingi nie liczą tej gry: nie stawia ona żadnego gracza wyżej od innego.
over-stopped-unplayed = Gra została zatrzymana w { CASE($turn, "in") }, zanim rozegrano jakąkolwiek rundę: nie ustala miejsc.
over-not-rated-unplayed = Rankingi nie liczą tej gry: nie rozegrano w niej żadnej rundy.

## reminder.txt

reminder-last-one =
    Wszyscy pozostali gracze gry nr {$game} wysłali rozkazy na
    { CASE($turn, "acc") }, więc Twój termin jest teraz wcześniejszy (Speedbots):
reminder-none-yet =
    robomod nie ma jeszcze Twoich rozkazów na { CASE($turn, "acc") } gry nr {$game}
    (faza: {$phase}). Termin:
reminder-left = czyli za {$left}. Wyślij je w jednym wierszu:
reminder-if-nothing = Jeśli do tego czasu nic nie przyjdzie:
reminder-where = Tak wygląda sytuacja teraz:

## refusal.txt

refusal =
    robomod nie dopasował Twojego listu do żadnej Twojej gry, więc nic
    z nim nie zrobił.

    Aby wysłać rozkazy, odpowiedz na ostatni list od robomoda w sprawie
    Twojej gry, z adresu, z którego grasz, i zostaw w temacie znacznik
    {"["}robomod ...]: zawiera on numer gry i Twój klucz.

    Pierwszy raz tutaj? Wyślij na adres {$address}
    LISTA, aby zobaczyć gry, do których możesz dołączyć, DOŁĄCZ i numer gry
    (DOŁĄCZ 12), aby zająć miejsce, oraz POMOC, aby poznać wszystkie
    polecenia, jedno w wierszu.
refusal-moderator = Aby napisać do człowieka, napisz do moderatora: {$moderator}
refusal-no-moderator = Jeśli to pomyłka, napisz do moderatora, który założył Twoją grę.

## news.txt: po jednym akapicie, zawijane

news-resigned-you = Twoja rezygnacja: {$resigned}.
news-resigned = {$label} rezygnuje: {$resigned}.
news-silent-you =
    { $missed ->
        [one] Brak Twoich rozkazów przez {$missed} rundę z rzędu
        [few] Brak Twoich rozkazów przez {$missed} rundy z rzędu
       *[many] Brak Twoich rozkazów przez {$missed} rund z rzędu
    }, więc Twoje miejsce ({$label}) może zostać oddane komuś innemu. Dopóki nie przyślesz rozkazów, {$until}. Aby zachować miejsce, wysyłaj rozkazy jak zwykle (lub NIEOBECNY PIERWSZY-DZIEŃ OSTATNI-DZIEŃ, jeśli wyjeżdżasz); aby powiedzieć moderatorowi, co się stało, napisz wiersz MODERATOR: Twój tekst.
news-silent =
    { $missed ->
        [one] {$label} nie wysyła rozkazów od {$missed} rundy z rzędu
       *[other] {$label} nie wysyła rozkazów od {$missed} rund z rzędu
    }: to miejsce może zostać oddane komuś innemu. Dopóki {$label} nie przyśle rozkazów, {$until}.
news-stand-in-plays = prowadzi je zastępca, gracz komputerowy
news-default-runs = wykonywane są za nie rozkazy domyślne gry
news-back-you =
    Witaj z powrotem: Twoje rozkazy liczyły się w tej rundzie, po { $missed ->
        [one] {$missed} rundzie
       *[other] {$missed} rundach
    } bez nich.
news-back =
    {$label} wraca: w tej rundzie znów przyszły rozkazy, po { $missed ->
        [one] {$missed} rundzie
       *[other] {$missed} rundach
    } bez nich.

## late.txt

late-none =
    robomod nie miał Twoich rozkazów na { CASE($turn, "acc") } gry nr {$game}
    w chwili jej zamknięcia,
late-stand-in = więc Twojego robota ({$seat}) poprowadził zastępca, gracz komputerowy:
late-stand-in-stops = Przyślij rozkazy, a zaczną się liczyć od razu: zastępca ustąpi.
late-default = więc za Twoje miejsce ({$seat}) wykonano rozkazy domyślne gry:
late-in-report = Co się stało, opisuje raport z rundy.
late-silent =
    { $n ->
        [one] To {$n} runda
        [few] To {$n} rundy
       *[many] To {$n} rund
    } z rzędu bez Twoich rozkazów, więc Twoje miejsce może
    teraz zostać oddane komuś innemu; wszyscy gracze zostali o tym
    powiadomieni.
late-until-stand-in =
    Dopóki nie przyślesz rozkazów, Twoje miejsce prowadzi zastępca,
    gracz komputerowy.
late-until = Dopóki nie przyślesz rozkazów, {$default}.
late-keep-seat =
    Aby zachować miejsce, wysyłaj rozkazy jak zwykle (lub NIEOBECNY
    PIERWSZY-DZIEŃ OSTATNI-DZIEŃ, jeśli wyjeżdżasz). Aby powiedzieć
    moderatorowi, co się stało, napisz w odpowiedzi na ten list wiersz
    MODERATOR: Twój tekst.
late-in-a-row =
    { $n ->
        [few] To już {$n} rundy z rzędu bez Twoich rozkazów.
       *[other] To już {$n} rund z rzędu bez Twoich rozkazów.
    }
late-over = Gra się zakończyła.
late-next = Rozkazy na { CASE($next, "acc") } przyślij do
late-away =
    Wyjeżdżasz? Wyślij NIEOBECNY PIERWSZY-DZIEŃ OSTATNI-DZIEŃ (NIEOBECNY
    2026-12-24 2026-12-27), a termin, który wypadnie w czasie Twojej
    nieobecności, przesunie się za Twój powrót.

## stand_in.txt: akapity, zawijane

stand-in-from =
    robomod nie dostał od Ciebie rozkazów { $missed ->
        [one] na ostatnią rundę
       *[other] na ostatnie rundy ({$missed} z rzędu)
    }, więc od { CASE($turn, "of") } Twoje miejsce ({$seat}) w grze nr {$game} prowadzi zastępca, gracz komputerowy.
stand-in-yours = Twoje miejsce nadal należy do Ciebie: wysyłaj rozkazy jak zwykle, a zaczną się liczyć od razu i zastępca ustąpi. Rozkazy zastępcy liczą się jak Twoje, więc runda może się rozegrać przed terminem, gdy tylko pozostali gracze wyślą swoje. Każdy raport z rundy mówi, kiedy grał zastępca.

## observer_report.txt

observer-title = Gra nr {$game} ({ CASE($kind, "name") }), {$turn}: raport publiczny.
observer-why = Dostajesz go, bo obserwujesz tę grę.
observer-over = Gra się zakończyła: {$result}.
observer-next = Dalej: {$next}.
observer-next-deadline = Dalej: {$next}, termin {$deadline}.
observer-stop = OBSERWUJ {$game} WYŁĄCZ w liście na adres {$address} wyłącza te listy.

## digest.txt

digest-waiting = Twoje gry czekające na rozkazy w dniu {$day}:
digest-game = gra nr {$game} ({ CASE($kind, "name") }), {$turn}, miejsce { CASE($seat, "of") }
digest-deadline = termin {$deadline}
digest-reply =
    Aby wysłać rozkazy, odpowiedz na ostatni list w sprawie każdej gry.
    USTAW PODSUMOWANIE WYŁĄCZ w liście na adres {$address} wyłącza
    ten list.

## failure.txt

subject-failure = robomod nie zdołał obsłużyć Twojego listu
failure-could-not = robomod nie zdołał obsłużyć Twojego listu
failure-received = otrzymanego {$received}.
failure-body =
    To błąd robomoda, nie Twój. Nic z Twojego listu nie zostało wykonane:
    list odłożono do sprawdzenia przez osoby, które prowadzą robomoda.

    Jeśli zawierał rozkazy lub inne polecenia, wyślij je ponownie później.
    Odpowiedź przyjdzie jak zwykle, gdy problem zostanie naprawiony.

## notices.txt: co zawiadomienie mówi o działaniach moderatora; akapity
## są zawijane, wiersz zaczęty od dwóch spacji zostaje.

notice-released = Moderator zwolnił grę: toczy się dalej. {$turn} zamyka się
notice-paused = Moderator wstrzymał grę. Podczas wstrzymania nie mija żaden termin; dostaniesz wiadomość, gdy gra ruszy, z nowym terminem.
notice-resumed = Moderator wznowił grę po wstrzymaniu trwającym {$paused}. {$turn} zamyka się teraz{$moved}
notice-extended = Moderator przedłużył termin { CASE($turn, "of") } o {$by}. Rozkazy przyślij teraz do{$moved}
notice-abandoned = Moderator przerwał grę. Dziękujemy za grę.
notice-new-schedule = Moderator zmienił harmonogram gry nr {$game}. Od następnej rundy terminy: {$after} (było: {$before}). Termin { CASE($turn, "of") } pozostaje
notice-replaced = Moderator oddał Twoje miejsce ({$label}) w grze nr {$game} innemu graczowi. Listy w sprawie tej gry nie są już przyjmowane. Dziękujemy za grę.
notice-new-player = Moderator zmienił gracza: miejsce { DECLINES($label) ->
    [yes] { CASE($label, "of") }
   *[no] „{$label}”
} przejmuje {$name}. Robot, program i pozycja zostają takie, jakie były.
notice-orders-entered = Moderator wpisał za Ciebie te rozkazy na { CASE($turn, "acc") }:
notice-orders-count = Liczą się, chyba że przed terminem wyślesz inne.
notice-rolled-back =
    Moderator cofnął grę nr {$game}, anulując { $undone ->
        [one] jej ostatnią rundę
        [few] jej ostatnie {$undone} rundy
       *[many] jej ostatnie {$undone} rund
    }, ponieważ:
notice-rolled-back-orders = Gra jest znów w { CASE($turn, "in") }. Zapisane na nią rozkazy pozostają: wyślij ROZKAZY, aby je zobaczyć, albo nowe rozkazy, aby je zmienić. Każdy gracz może zmienić swoje: runda rozstrzygnie się w terminie albo gdy wszyscy gracze przyślą rozkazy na nowo.
notice-rolled-back-paused = Gra pozostaje wstrzymana; dostaniesz wiadomość, gdy ruszy. Rozkazy trzeba będzie przysłać do
notice-rolled-back-due = Rozkazy przyślij do
notice-position = Pozycja:
notice-absence-moved = {$label}: nieobecność {$days}. Termin { CASE($turn, "of") } wypadał w czasie tej nieobecności, więc przesuwa się z
notice-absence-to = na
notice-absence-recorded = Moderator zapisał Twoją nieobecność. {$said}
notice-absence-cancelled = Moderator odwołał Twoją nieobecność. {$said}

## reply.txt

reply-held =
    Gra nr {$game} jest wstrzymana: robomod nie zdołał rozegrać jej rundy,
    a moderator został powiadomiony. Twoje rozkazy są zachowane; dostaniesz
    wiadomość, gdy gra ruszy, z nowym terminem.
reply-more = Aby wysłać więcej, odpowiedz na ten list. Polecenia, jedno w wierszu:

## lobby_reply.txt

lobby-help-text =
    POCZEKALNIA: jedno polecenie w wierszu, w liście na adres
    {$address} (bez znacznika gry):
        LISTA           gry, do których możesz dołączyć, i te do obserwacji
        LISTA 12        gra nr 12 w całości
        DOŁĄCZ 12       miejsce w grze nr 12; DOŁĄCZ 12 JAKO Anna, aby
                        wybrać imię; DOŁĄCZ 12 hasło dla gry prywatnej
        DOŁĄCZ 12 REZERWA  lista rezerwowych: miejsce, które ktoś zwolni
        OPUŚĆ 12        zwolnij miejsce lub miejsce rezerwowe przed startem
        PRZEJMIJ 12     miejsce w grze nr 12, które Ci zaproponowano
        OBSERWUJ 12     publiczne raporty z rund listem; OBSERWUJ 12 WYŁĄCZ
        OTWÓRZ wyścig MIEJSCA 4 [PLANSZA nazwa] [PRYWATNA hasło]
    {"                    ["}TERMINY "22:00 Europe/Warsaw"]
                        otwórz grę (gdzie wolno)
        USTAW           Twoje ustawienia; USTAW PRZYPOMNIENIA WYŁĄCZ|WŁĄCZ,
                        USTAW PODSUMOWANIE CODZIENNIE|WYŁĄCZ,
                        USTAW IMIĘ Anna, USTAW JĘZYK PL|EN,
                        USTAW OBRAZKI RUNDA|KROKI|ANIMACJA|BRAK
        RANKING         najlepsi gracze każdej gry oraz Twój ranking
                        i rzetelność; RANKING wyścig: jedna gra
        TURNIEJ         turnieje otwarte do zgłoszeń i trwające;
                        TURNIEJ 3: jeden w całości
        DOŁĄCZ TURNIEJ 3   zgłoszenie do turnieju 3; OPUŚĆ TURNIEJ 3
        TURNIEJ OTWÓRZ rambots GRUPY 4 | wyścig SERIA 3 [GRACZY 16]
    {"                    ["}START 2026-12-01] [KOMPUTERY 2] otwórz turniej
                        (gdzie wolno); TURNIEJ START 3 go rozpoczyna
    Polecenia angielskie (LIST, JOIN, SET...) też działają.
lobby-commands = Polecenia poczekalni: LISTA; DOŁĄCZ 12; OPUŚĆ 12; OBSERWUJ 12; USTAW; RANKING; POMOC

## lobby_notice.txt

lobby-notice-cancelled =
    Gra nr {$game} nie wystartowała: do dnia startu dołączyło graczy:
    {$joined}, mniej niż potrzebne {$min_seats}. Twoje miejsce zostało
    zwolnione. Wyślij LISTA na adres {$address}, aby zobaczyć gry, do
    których możesz dołączyć.
lobby-notice-offer =
    Ktoś zwolnił miejsce w grze nr {$game} ({ CASE($kind, "name") }), a Ty jesteś pierwszą osobą
    na liście rezerwowych: miejsce { CASE($seat, "of") }, w { CASE($turn, "in") }. Aby je zająć,
    wyślij
lobby-notice-take = PRZEJMIJ {$game}
lobby-notice-offer-until =
    na adres {$address} przed {$until}
    (godzin: {$hours}). Dopóki nikt go nie zajmie, to miejsce wykonuje
    rozkazy, jakie gra daje graczowi, który odszedł (milczy lub
    zrezygnował). Jeśli go nie chcesz, nic nie rób: trafi do następnej
    osoby z listy.

## round_report.html: "Dalej:" z html-next zaczyna next-due i next-idle

html-for-you = Dla Ciebie
html-next = Dalej:
html-next-idle = {$next}, termin:
html-nothing-to-send = Nie musisz nic wysyłać: {$default}.
html-next-due = {$next}. Rozkazy przyślij do
html-board-after = Plansza po rundzie
html-board-alt = Plansza po zakończeniu { CASE($turn, "of") }: każdy robot tam, gdzie zostawiła go runda.
html-the-report = Raport

notice-announcement = Moderator gry nr {$game} pisze:
notice-moved-for-absence = {" "}(przesunięty z powodu nieobecności gracza)
notice-seat-taken = {$name} zajmuje miejsce { CASE($label, "of") } (wcześniej: {$old}). Robot, program i pozycja zostają takie, jakie były.

# Issue 64: a game's end told to its masters and earlier seat holders.
subject-ended = Gra nr {$game} zakończona
notice-ended = Gra nr {$game} ({ CASE($kind, "name") }) zakończyła się: {$result}.
notice-ended-abandoned = Gra nr {$game} ({ CASE($kind, "name") }) została porzucona ({$turn}): nie ma wyniku i nie liczy się do rankingów.
notice-ended-held = Wcześniej zajmowane przez Ciebie miejsce w tej grze: {$seat}. Oto jej koniec.

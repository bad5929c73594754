# Odpowiedzi poczekalni (lobby_answer.txt): po jednym akapicie; odpowiedź
# łączy wiersze wiadomości i zawija je. Wiersz zaczęty od "- " zostaje wierszem.

lobby-help = Pomoc poczekalni znajdziesz poniżej.
lobby-stranger = Dzień dobry! robomod prowadzi przez e-mail planszowe gry z programowanymi robotami: każdy gracz wysyła listem program swojego robota, robomod rozgrywa rundy w wyznaczonych terminach i rozsyła wszystkim planszę.
lobby-stranger-plays = Jeśli już grasz, odpowiedz na ostatni list od robomoda w sprawie tej gry, z adresu, z którego grasz, i zostaw w temacie znacznik {"["}robomod ...]: zawiera on numer gry i Twój klucz.
lobby-stranger-how = Aby zagrać: wyślij LISTA na adres {$address}, aby zobaczyć gry, do których możesz dołączyć, a potem DOŁĄCZ i numer gry (DOŁĄCZ 12), aby zająć miejsce. POMOC przysyła wszystkie polecenia. Jedno polecenie w wierszu; nic więcej nie trzeba.
lobby-moderator = Aby napisać do człowieka, napisz do moderatora: {$moderator}
lobby-unknown = robomod nie zna takiego polecenia. Polecenia poczekalni są wymienione poniżej.
lobby-needs-tag = Nie wykonano: to polecenie dotyczy gry, w którą grasz, a robomod nie wie, której. Odpowiedz na ostatni list od robomoda w sprawie Twojej gry, z adresu, z którego grasz, zostawiając w temacie znacznik {"["}robomod ...].
lobby-list = Gry znajdziesz poniżej.
lobby-no-open-game = Nie ma otwartej gry nr {$game}, do której można dołączyć. Wyślij LISTA, aby zobaczyć gry, do których możesz dołączyć.
lobby-bad-name = "{$name}" nie może tu być imieniem: napisz jeden wiersz, najwyżej 30 liter, cyfr i spacji, bez @, < i >.
lobby-name-unsure = Nie dołączono: ten list podaje więcej niż jedno imię ({$names}), a robomod nie wybiera na zgadywanie. Wyślij DOŁĄCZ {$game} JAKO i imię, które wybierasz.
lobby-started = Gra nr {$game} już się zaczęła: wszystkie miejsca są zajęte. DOŁĄCZ {$game} REZERWA zapisuje Cię na listę rezerwowych: dostaniesz miejsce, które ktoś zwolni.
lobby-also-asked = Zapisane. Aby połączyć {$other} z tym adresem, wyślij RÓWNIEŻ {$from} z adresu {$other} w ciągu {$days} dni: wtedy maile z obu adresów są Twoje w Twoich grach, a Twój ranking i rzetelność są jednym zapisem.
lobby-also-linked = Gotowe: {$other} i {$from} to teraz jeden gracz. Maile z obu adresów są Twoje w Twoich grach (odpowiadaj na mail gry, zachowując jego znacznik), a Twój ranking i rzetelność są jednym zapisem. RÓWNIEŻ {$other} WYŁĄCZ to cofa.
lobby-also-off = Gotowe: {$other} nie jest już połączony z tym adresem.
lobby-also-not-linked = {$other} nie jest połączony z tym adresem: nie ma czego cofać.
lobby-also-same = {$other} to już ten adres albo jest z nim połączony.
lobby-also-bad = Nie połączono: robomod nie może pisać na {$other} ({$why}).
lobby-also-other-person = Nie połączono: {$other} jest już połączony z innymi adresami. Najpierw wyślij stamtąd RÓWNIEŻ z jego własnym adresem i WYŁĄCZ.
lobby-also-cap = Nie połączono: gracz łączy najwyżej {$max} adresów.
lobby-also-both-seated = Nie połączono: {$other} i ten adres mają oba miejsce w grze {$game}, a jeden gracz zajmuje jedno miejsce.
lobby-also-none = Żaden inny adres nie jest połączony z tym. RÓWNIEŻ inny@example.org łączy adres: wyślij to z obu adresów.
lobby-also-list = Połączone z tym adresem: {$addresses}. RÓWNIEŻ adres WYŁĄCZ rozłącza jeden.
lobby-already-seated = Masz już miejsce w grze nr {$game}.
lobby-standby = Jesteś na liście rezerwowych gry nr {$game}, na miejscu {$place}. Gdy ktoś zwolni miejsce, robomod zaproponuje je listem pierwszej osobie z listy. OPUŚĆ {$game} skreśla Cię z listy.
lobby-full = Wszystkie miejsca w grze nr {$game} ({$seats}) są zajęte. DOŁĄCZ {$game} REZERWA zapisuje Cię na listę rezerwowych.
lobby-name-taken = W grze nr {$game} ktoś już gra jako {$name}. Wyślij DOŁĄCZ {$game} JAKO inne imię.
lobby-seat-cap = Nie dołączono: masz już miejsca w grach, które się nie zaczęły (liczba: {$cap}), a to najwięcej, ile może mieć jeden adres. Najpierw OPUŚĆ jedną z nich.
lobby-joined-started = Masz ostatnie miejsce w grze nr {$game} jako {$name}: gra się zaczęła. List powitalny z Twoim kluczem i pierwszym terminem przyjdzie osobno.
lobby-joined = Masz miejsce w grze nr {$game} jako {$name}: zajęte {$taken} z {$seats}. Gra zacznie się, gdy wszystkie miejsca będą zajęte; wtedy dostaniesz list powitalny. OPUŚĆ {$game} zwalnia miejsce.
lobby-joined-start-at = Masz miejsce w grze nr {$game} jako {$name}: zajęte {$taken} z {$seats}. Gra zacznie się, gdy wszystkie miejsca będą zajęte, albo {$start_at}, jeśli będzie co najmniej {$min_seats} graczy; wtedy dostaniesz list powitalny. OPUŚĆ {$game} zwalnia miejsce.
lobby-left-standby = Nie jesteś już na liście rezerwowych gry nr {$game}.
lobby-left = Twoje miejsce w grze nr {$game} jest zwolnione.
lobby-leave-started = Gra nr {$game} już się zaczęła: aby z niej odejść, odpowiedz na list w sprawie tej gry poleceniem REZYGNUJĘ.
lobby-not-in = Nie masz miejsca ani miejsca na liście rezerwowych w grze nr {$game}.
lobby-open-not-allowed = Nie otwarto: na tym serwerze gry otwiera tylko moderator. Wyślij LISTA, aby zobaczyć gry, do których możesz dołączyć.
lobby-open-cap = Nie otwarto: masz już otwarte gry czekające na graczy (liczba: {$cap}), a to najwięcej, ile może mieć jeden adres.
lobby-open-bad = Nie otwarto: {$problem}.
lobby-opened = Otwarto grę nr {$game} z liczbą miejsc: {$seats}. Nie masz w niej jeszcze miejsca: wyślij DOŁĄCZ {$game}, aby je zająć.
lobby-opened-private = Otwarto grę nr {$game} z liczbą miejsc: {$seats}. Nie masz w niej jeszcze miejsca: wyślij DOŁĄCZ {$game} {$word}, aby je zająć. Gra jest prywatna: LISTA jej nie pokazuje, a dołączyć mogą tylko ci, którym podasz hasło.
lobby-no-running-game = Nie ma toczącej się gry nr {$game}, którą można obserwować. LISTA pokazuje te, które można.
lobby-observe-cap = Nie wykonano: obserwujesz już gry (liczba: {$cap}), a to najwięcej, ile może jeden adres. OBSERWUJ 12 WYŁĄCZ kończy obserwowanie gry nr 12.
lobby-observe-waiting = Gra nr {$game} jeszcze się nie zaczęła: zaczniesz ją obserwować, gdy się zacznie, a publiczny raport z każdej rundy przyjdzie do Ciebie listem. OBSERWUJ {$game} WYŁĄCZ to kończy.
lobby-observe = Obserwujesz grę nr {$game}: publiczny raport z każdej rundy przyjdzie do Ciebie listem. OBSERWUJ {$game} WYŁĄCZ to kończy.
lobby-observe-off = Nie obserwujesz już gry nr {$game}.
lobby-observe-off-was-not = Gra nr {$game} nie była przez Ciebie obserwowana.
lobby-no-offer = Nie masz teraz propozycji miejsca w grze nr {$game}.
lobby-taken = Miejsce { CASE($seat, "of") } w grze nr {$game} jest Twoje. List powitalny z Twoim kluczem i terminem przyjdzie osobno.
lobby-set-list = Twoje ustawienia:
lobby-not-set = (nie ustawiono)
lobby-set-change = Zmienisz je poleceniami USTAW OBRAZKI RUNDA|KROKI|ANIMACJA|BRAK, USTAW PRZYPOMNIENIA WYŁĄCZ|WŁĄCZ, USTAW PODSUMOWANIE CODZIENNIE|WYŁĄCZ, USTAW IMIĘ Anna lub USTAW JĘZYK {$languages}.
lobby-set-bad = USTAW zna OBRAZKI (PICTURES), PRZYPOMNIENIA (REMINDERS), PODSUMOWANIE (DIGEST), IMIĘ (NAME) i JĘZYK (LANGUAGE), a nie {$key}.
lobby-set-value = USTAW {$key}: możliwe wartości to {$values}.
lobby-set-reminders-off = Gotowe: robomod nie będzie Ci przypominać o terminach.
lobby-set-reminders-on = Gotowe: robomod przypomni Ci o terminach, na które nic od Ciebie nie przyszło.
lobby-set-digest-daily = Gotowe: codziennie o {$hour}:00 UTC robomod wyśle Ci jeden list z listą Twoich gier czekających na rozkazy i ich terminami.
lobby-set-digest-off = Gotowe: bez codziennego podsumowania.
lobby-set-name = Gotowe: DOŁĄCZ zapisze Cię jako {$value}, chyba że napiszesz DOŁĄCZ 12 JAKO inne imię.
lobby-set-language = Gotowe: od teraz robomod pisze do Ciebie po polsku. Polecenia czyta w każdym języku, który zna (także po angielsku).
lobby-set = Gotowe: {$key} to {$value}.
lobby-below-both = Nie dołączono: gra nr {$game} ({ CASE($kind, "name") }) wymaga rankingu co najmniej {$min_rating} i rzetelności co najmniej {$min_dedication}% (rozkazy na czas).
lobby-below-rating = Nie dołączono: gra nr {$game} ({ CASE($kind, "name") }) wymaga rankingu co najmniej {$min_rating}.
lobby-below-dedication = Nie dołączono: gra nr {$game} wymaga rzetelności co najmniej {$min_dedication}% (rozkazy na czas).
lobby-ratings = Rankingi znajdziesz poniżej.

## lobby_list.txt (szablon dopełnia etykiety do 12 kolumn)

list-not-rated = bez rankingu
list-on-time = , {$percent}% na czas
list-needs-both = { $settled ->
        [yes] ustalonego rankingu
       *[no] rankingu
    } co najmniej {$min_rating} i {$min_dedication}% rozkazów na czas
list-needs-rating = { $settled ->
        [yes] ustalonego rankingu
       *[no] rankingu
    } co najmniej {$min_rating}
list-needs-dedication = {$min_dedication}% rozkazów na czas
list-game = GRA NR {$id}: {$what}
list-private = , prywatna
list-seats = miejsca
list-taken = zajęte {$taken} z {$seats}
list-taken-standby = zajęte {$taken} z {$seats}, rezerwowi: {$standby}
list-nobody = jeszcze nikt
list-players = gracze
list-joining = wymaga
list-deadlines = terminy
list-opened-by = otworzył
list-by-moderator = moderator
list-by-player = gracz
list-starts = start
list-when-full = gdy wszystkie miejsca będą zajęte
list-or-on = albo {$start_at}, jeśli będzie co najmniej {$min_seats} graczy
list-fill-bots = (wolne miejsca zajmą gracze komputerowi)
list-mine = Grasz w tej grze.
list-join = DOŁĄCZ {$id} zajmuje miejsce.
list-open-head = OTWARTE GRY (DOŁĄCZ 12: miejsce w grze nr 12; LISTA 12: cała gra)
list-open-line = {$what}, miejsca {$taken}/{$seats}, terminy: {$schedule}
list-players-colon = gracze:
list-joining-needs = wymaga {$entry}
list-needs = {$entry}
list-none = na razie brak
list-watch-head = GRY DO OBSERWOWANIA (OBSERWUJ 12 przysyła raporty z rund gry nr 12)
list-watch-line = { CASE($kind, "name") }, {$turn}, graczy: {$players}
lobby-your-rating = Twój ranking ({ CASE($kind, "name") }) to {$rating} po rozegranych grach z rankingiem: {$games}
lobby-your-rating-new = Twój ranking ({ CASE($kind, "name") }) to {$rating} (jeszcze bez rankingu: nowy gracz liczy się jako 1000)
lobby-short = , poniżej wymaganych {$min}.
lobby-short-provisional = , jeszcze tymczasowy: ranking ustala się po kilku ukończonych grach, a ta gra wymaga ustalonego.
lobby-short-percent = , poniżej wymaganych {$min}%.
lobby-enough = : wystarczy.
lobby-your-dedication = Twoja rzetelność to {$percent}% ({$on_time} z {$counted} rund na czas)
lobby-your-dedication-none = Twoja rzetelność nie jest jeszcze policzona
lobby-below-how = Ranking zmienia się z każdą ukończoną grą; rzetelność rośnie z każdą rundą z rozkazami na czas. RANKING pokazuje rankingi, LISTA inne gry.

# Słowa ustawień i wartości poleceń (OTWÓRZ race MIEJSCA 4, USTAW PODSUMOWANIE CODZIENNIE):
# czytane w słowach każdego języka, pokazywane w języku czytelnika (pierwsze słowo)
option-board = PLANSZA
option-seats = MIEJSCA MIEJSC
option-schedule = TERMINY HARMONOGRAM
option-private = PRYWATNA PRYWATNIE HASŁO
option-deadline = TERMIN
option-every = CO
option-round = RUNDA RUNDY
option-steps = KROKI
option-animated = ANIMACJA ANIMOWANE
option-none = BRAK ŻADNE
option-daily = CODZIENNIE
option-on = WŁĄCZ WŁĄCZONE WŁĄCZONY WŁĄCZONA
option-off = WYŁĄCZ WYŁĄCZONE WYŁĄCZONY WYŁĄCZONA
list-or = {" lub "}
open-needs-value = Po {$word} trzeba podać wartość
open-seats-number = MIEJSCA {$value}: podaj liczbę miejsc, np. MIEJSCA 4
open-quote-missing = TERMINY "...": brak zamykającego cudzysłowu
open-unknown-setting = OTWÓRZ nie zna ustawienia {$word}: napisz PLANSZA nazwa, MIEJSCA liczba, TERMINY "22:00 Europe/Warsaw" albo PRYWATNA hasło

open-not-playable = nie da się założyć gry ({ CASE($kind, "name") }, graczy: {$players}): {$why}
open-bad-seats = miejsca {$seats}, minimum {$min}: gra potrzebuje co najmniej jednego miejsca, a do startu nie więcej miejsc, niż ma
open-bad-word = słowo prywatnej gry „{$word}”: jedno słowo, najwyżej 30 znaków

## Ustawienia gry, jak podaje je LISTA (`$value`: wartość ustawienia)
setting-stand_in = { $value ->
        [one] zastępca po jednej opuszczonej rundzie
       *[other] zastępca po {$value} opuszczonych rundach
    }
setting-language = { $value ->
        [pl] po polsku
        [en] po angielsku
       *[other] język {$value}
    }
setting-pictures = obrazki: {$value}
setting-min_rating = ranking co najmniej {$value}
setting-min_dedication = rzetelność co najmniej {$value}%

## Zasady domowe: opcje, które gra deklaruje (src/games/capability/house.rs).
house-on = WŁĄCZONE
house-off = WYŁĄCZONE
house-bad-switch = {$name} {$value}: napisz {$name} {$on} albo {$name} {$off}
house-bad-number = {$name} {$value}: podaj liczbę całkowitą od {$min} do {$max}
house-bad-word = {$name} {$value}: napisz jedno z: {$words}
house-unknown = OTWÓRZ nie zna ustawienia {$word}: napisz PLANSZA nazwa, MIEJSCA liczba, TERMINY "22:00 Europe/Warsaw", PRYWATNA hasło albo zasadę domową gry: {$known}
house-rules-head = ZASADY DOMOWE (* ustawione dla tej gry, inaczej niż w zasadach)
house-rule-line = {$name} {$value}{$star}: {$about}

## TRASA: trasa (plik planszy wyścigu) przesłana listem (docs/moderator.md)

lobby-course-not-allowed = Nie zapisano: trasy przysyłają tu mistrzowie gier (i ci, którzy mogą otwierać gry). Napisz do moderatora, aby nim zostać.
lobby-course-too-long = Nie zapisano: trasa ma {$kb} KB, a może mieć najwyżej {$max} KB. Wyślij sam plik planszy.
lobby-course-kind = Nie zapisano: napisz, do której gry jest trasa, np. TRASA wyścig pętla; gry rozgrywane tu na trasach: {$kinds}.
lobby-course-problems = Nie zapisano: { $count ->
        [one] jeden błąd
        [few] {$count} błędy
       *[many] {$count} błędów
    } w trasie, każdy z numerem wiersza i kolumny (wiersz 1 to pierwszy wiersz trasy: ten po TRASA albo pierwszy wiersz załączonego pliku). Twoja trasa jest poniżej, z numerami wierszy. Wyślij ją ponownie, poprawioną, z tym samym wierszem TRASA.
lobby-course-problem-at = wiersz {$line}, kolumna {$column}: {$what}
lobby-course-bad-name = Nie zapisano: „{$name}” nie może być nazwą trasy: napisz jedno słowo z najwyżej {$max} znaków, liter a-z, cyfr, - lub _, zaczynające się literą, np. TRASA petla-2 (albo nadaj trasie nazwę wierszem name:).
lobby-course-shipped = Nie zapisano: {$name} to nazwa trasy dostarczanej z robomodem ({$shipped}): nazwij swoją inaczej.
lobby-course-kept = Zapisano Twoją trasę {$name} ({$summary}).
lobby-course-replaced = Zapisano Twoją trasę {$name} ({$summary}) w miejsce tej, którą przysłałeś wcześniej pod tą nazwą; gry już na niej otwarte zostają przy trasie, z którą ruszyły.
lobby-course-picture = Jej obraz jest w załączniku, a poniżej jest jako tekst.
lobby-course-text = Poniżej jest jako tekst.
lobby-course-how = Aby na niej zagrać, otwórz na niej grę: {$open}

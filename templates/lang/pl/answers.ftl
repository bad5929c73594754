# Co odpowiedź mówi o każdym poleceniu (answers.txt): jeden akapit w wierszu
# (odpowiedź je zawija), chyba że wiersz zaczyna się od dwóch spacji.

answer-no-command = robomod nie znalazł w tym liście żadnego polecenia. Każde polecenie napisz w osobnym wierszu; POMOC przysyła ich listę.
answer-stale = Nie wykonano: ten list odpowiada na list robomoda w sprawie { CASE($then, "of") }, która została już rozegrana (jej raport przyszedł już listem). Nic z niego nie zostało zastosowane do { CASE($turn, "of") }. Przeczytaj raport, a potem wyślij ponownie rozkazy na { CASE($turn, "acc") }; obecna sytuacja jest poniżej.
answer-status = Stan gry znajdziesz poniżej.
answer-history =
    { $count ->
        [one] Raport z { CASE($first, "of") } jeszcze raz, tak jak widziało go Twoje miejsce, poniżej.
       *[other] Raporty od { CASE($first, "of") } do { CASE($last, "of") } jeszcze raz, tak jak widziało je Twoje miejsce, poniżej.
    }
answer-history-more = Jeden mail mieści najwyżej dziesięć raportów: {$command} przyśle kolejne.
answer-history-none = W tej grze nie rozegrano jeszcze żadnej rundy: nie ma raportu do ponownego wysłania.
answer-history-missing = Runda {$asked} nie została rozegrana: ostatnio rozegrano { CASE($turn, "acc") }. HISTORIA przyśle jej raport jeszcze raz, HISTORIA WSZYSTKO wszystkie.
answer-summary = Przebieg gry do tej pory poniżej: { $standings ->
    [yes] wyniki
   *[no] obecna pozycja
}, potem każda runda w jednym wierszu.
answer-help = Pomoc znajdziesz poniżej.
answer-last-reply = To ostatnia odpowiedź, jaką robomod teraz wysyła: odpowiada na najwyżej {$max} listów z jednego adresu w ciągu {$minutes} minut. Twoje kolejne listy są nadal czytane i wykonywane; odpowiedzi wrócą w ciągu {$minutes} minut, a STAN pokaże wtedy sytuację.
answer-rules = Zasady tej gry znajdziesz poniżej.
answer-game-over = Nie przyjęto: gra jest {$status}.
answer-resigned = Nie przyjęto: rezygnacja z tej gry jest już zapisana.
answer-nothing-to-withdraw = Nie ma czego wycofać: nie grasz już w tę grę.
answer-withdrawn = Wycofano. {$on_file}
answer-too-many-tries = Nie sprawdzono: najwyżej {$max} raporty SPRÓBUJ w jednej odpowiedzi. Wyślij ten w innym liście.
absent-in-game = W grze {$game} ({ CASE($kind, "name") }):
answer-absent-no-game = Nie masz miejsca w żadnej toczącej się grze: NIEOBECNY bez podanej gry dotyczy wszystkich Twoich gier, a teraz nie ma żadnej.
answer-not-playing = Nie ma nic do zrobienia: nie grasz już w tę grę.
answer-resign-ask = Aby zrezygnować, wyślij REZYGNUJĘ POTWIERDZAM (samo w wierszu). Wtedy, dla Twojego miejsca ({$label}): {$resigned}; pozostali gracze dowiedzą się o tym z następnego raportu; robomod napisze do Ciebie o tej grze jeszcze tylko raz, z jej wynikiem końcowym; i nie dostaniesz miejsca w następnej grze, chyba że wskaże Cię moderator. Na razie nic się nie zmieniło.
answer-resigned-now = Rezygnacja zapisana. Od teraz, dla Twojego miejsca ({$label}): {$resigned}. Pozostali gracze dowiedzą się o tym z następnego raportu. robomod napisze do Ciebie o tej grze jeszcze tylko raz, z jej wynikiem końcowym.
answer-too-many = Nie przeczytano: robomod czyta najwyżej {$max} poleceń z jednego listu. Pozostałe wyślij w innym liście.
answer-too-long = Nie przeczytano: robomod czyta najwyżej {$kb} KB tego, co piszesz w jednym liście, a {$lines ->
    [one] jeden wiersz wykroczył
    [few] {$lines} wiersze wykroczyły
   *[many] {$lines} wierszy wykroczyło
} poza tę granicę. Wyślij to, co w nich jest, w innym, krótszym liście.
answer-too-large = Nie przeczytano: Twój list ma {$kb} KB, więcej niż {$limit_kb} KB, które robomod czyta z jednego listu, więc nic z niego nie zostało przeczytane. Wyślij polecenia ponownie w krótkim liście tekstowym, bez załączników.
answer-unknown-meant = robomod nie zna tego polecenia: czy chodziło o {$meant}? Napisz je jeszcze raz, z {$meant} na początku wiersza. Polecenia: {$commands}; POMOC przysyła notację.
answer-unknown = robomod nie zna tego polecenia. Polecenia: {$commands}; POMOC przysyła notację.
answer-not-read-order = Nie przyjęto: ten wiersz wspomina {$word}, ale robomod nie zdołał odczytać go jako rozkazów, więc nic z nim nie zrobił. Jeśli tak miało być, napisz polecenie na początku osobnego wiersza, tak jak pokazuje POMOC.
answer-not-read = Odczytano jako uwagę, nie jako polecenie {$word}: nic z tym nie zrobiono.
answer-forwarded-sent = Przekazano moderatorowi ({$moderator}), czyli człowiekowi, który odpowie Ci listem.
answer-forwarded-capped = Nie przekazano teraz: w tej godzinie do moderatora poszło już zbyt wiele listów. Wyślij to ponownie później albo napisz sam do {$moderator}.
answer-forwarded-no_moderator = Nie przekazano: ten serwer nie podaje adresu moderatora, więc Twój tekst nie dotarł do żadnego człowieka.
answer-forwarded-yours = Nie przekazano: jesteś mistrzem tej gry, więc ten tekst trafiłby z powrotem do Ciebie.
answer-letter-sent = Twój list trafił do moderatora ({$moderator}), czyli człowieka, który odpowie Ci listem. Nie było w nim rozkazu dla robomoda; polecenia, które robomod czyta, są poniżej.
answer-letter-capped = Twój list nie mógł teraz trafić do moderatora (w tej godzinie poszło już zbyt wiele listów): jeśli był do niego, napisz sam do {$moderator}. Nie było w nim rozkazu dla robomoda; polecenia, które robomod czyta, są poniżej.
answer-letter-no_moderator = Ten serwer nie podaje moderatora, któremu można by przekazać Twój list, a nie było w nim rozkazu dla robomoda; polecenia, które robomod czyta, są poniżej, a POMOC przysyła ich listę.
answer-letter-yours = Nie było w nim rozkazu dla robomoda, a trafiłby do mistrza tej gry, czyli do Ciebie: nie przekazano go. Polecenia, które robomod czyta, są poniżej, a POMOC przysyła ich listę.
answer-letter-master_plays = Nie było w nim rozkazu dla robomoda i nie został przekazany: mistrz tej gry też w niej gra, więc czyta tylko to, co piszesz do moderatora (wiersz MODERATOR: i Twoje słowa). Polecenia, które robomod czyta, są poniżej, a POMOC przysyła ich listę.
answer-read-as = Odczytano jako {$command}:
answer-beside-order =
    Nie przyjęto: liczy się wiersz {$order} z tego listu, a te
    instrukcje to nie on. Jeśli chodziło Ci o nie, wyślij:
    {"  "}{$command}
answer-remark-negated =
    Napisano, żeby tego nie robić: nic nie zostało zrobione. Żeby to
    zrobić, wyślij:
    {"  "}{$command}
answer-remark-undecided =
    Zapisano jako niezdecydowane: nic nie zostało zrobione. Po decyzji
    wyślij:
    {"  "}{$command}
answer-remark-conditional =
    Nie wykonano: robomod nie wykonuje poleceń pod warunkiem, tylko to,
    co przyślesz, tak jak przyślesz. Po decyzji wyślij:
    {"  "}{$command}
answer-chatter = Dziękujemy! Robomod nie ma tu nic do zrobienia.
answer-edit-made = Zmiana zapisanych rozkazów, {$on_file}:
answer-edit-not-made = Nie wykonano: tej zmiany nie da się na pewno nanieść na zapisane rozkazy, {$on_file}; zostają bez zmian. Wyślij całe rozkazy tak, jak mają być.
answer-edit-nothing-on-file = Nie wykonano: nie masz zapisanych rozkazów, więc nie ma czego zmienić. Wyślij całe rozkazy.
answer-not-this-game = Odczytano jako {$command}, ale ta gra teraz tego nie przyjmuje: nic nie zostało zrobione.
answer-wait-on =
    { CASE($turn, "nom") } nie zostanie rozegrana przed terminem,
    {$close},
    nawet jeśli wszystkie rozkazy przyjdą wcześniej. CZEKAJ WYŁĄCZ to cofa.
answer-wait-off = Nie czekasz już na termin { CASE($turn, "of") }.
absent-usage = napisz NIEOBECNY PIERWSZY-DZIEŃ OSTATNI-DZIEŃ z datami w postaci RRRR-MM-DD (NIEOBECNY 2026-12-24 2026-12-27) albo NIEOBECNY ODWOŁAJ
absent-not-a-date = {$word} to nie data: {$usage}
absent-too-many-words = za dużo słów po NIEOBECNY: {$usage}
absent-game-not-live = gra jest {$status}.
absent-none-here = ten robomod nie przyjmuje nieobecności.
absent-last-before-first = ostatni dzień ({$last}) jest przed pierwszym ({$first}): {$usage}.
absent-in-the-past = {$first} już minął (dziś jest {$today} w strefie czasowej gry, {$zone}).
absent-too-far = {$first} jest ponad rok naprzód: wyślij to bliżej terminu.
absent-too-long = {$days} dni to za długo: nieobecność może tu trwać najwyżej { $max ->
    [one] 1 dzień
   *[other] {$max} dni
}; podziel ją albo poproś moderatora.
absent-all-taken = { $n ->
    [one] wykorzystano już 1 nieobecność, jaką gracz może wziąć w jednej grze.
   *[other] wykorzystano już {$n} nieobecności, jakie gracz może wziąć w jednej grze.
}
absent-overlaps = nakłada się na Twoją nieobecność {$days}: wyślij NIEOBECNY ODWOŁAJ, a potem całą nieobecność.
absence-days = od {$first} do {$last}
answer-absent-not-understood = Nie zrozumiano: {$problem}.
answer-absent-not-recorded = Nie zapisano: {$why}
answer-nothing-to-try = Nie ma czego sprawdzać: gra jest {$status}.
answer-try-problems = Nie sprawdzono: w tych rozkazach są błędy:
answer-try-no-orders = Nie sprawdzono: wyślij SPRÓBUJ i rozkazy na turę {$orders}.
answer-try-unavailable = SPRÓBUJ nie działa w tej grze w fazie: {$phase}.
answer-what-if = Co by było, gdyby: {$canonical}, a żaden inny gracz nie wysłał rozkazów (ich roboty wykonują to, co robot milczącego gracza, więc raport może pokazać, że się ruszają). Nic nie zostało zapisane, a Twoje zapisane rozkazy są bez zmian; raport jest poniżej.
answer-on-file-over = Nic: gra jest {$status}.
answer-on-file = Zapisane na { CASE($turn, "acc") }, otrzymane {$received}:
answer-nothing-on-file = Nic nie jest zapisane na { CASE($turn, "acc") }. Jeśli do terminu nic nie przyjdzie: {$default}
answer-absent-recorded-moved = Nieobecność zapisana: {$days}. Termin { CASE($turn, "of") } wypadał w tym czasie i przesuwa się na {$moved}; wszyscy gracze zostali powiadomieni.
answer-absent-recorded = Nieobecność zapisana: {$days}. Każdy termin, który wypadnie w tym czasie, przesunie się za jego koniec. Jeśli możesz, wyślij rozkazy przed wyjazdem: runda i tak rozegra się wcześniej, gdy wszyscy je przyślą.
answer-absent-cancelled = Odwołano: Twoja nieobecność {$days}. Termin już przesunięty zostaje, gdzie jest; kolejne już się nie przesuną.
answer-no-absence = Nie masz nieobecności do odwołania.
answer-absences = Twoje zapisane nieobecności: {$days}. NIEOBECNY ODWOŁAJ je odwołuje.
answer-no-absences = Nie masz zapisanej nieobecności. Aby ją dodać: {$usage}.
answer-closing-paused =
    Gra jest wstrzymana: Twoje rozkazy będą się liczyć, gdy gra ruszy,
    a termin przesunie się po jej wznowieniu.
answer-closing-now = Są już wszystkie rozkazy: { CASE($turn, "nom") } rozgrywa się teraz, a raport przyjdzie zaraz.
answer-closing-early = Są już wszystkie rozkazy: { CASE($turn, "nom") } rozegra się
answer-closing-early-unless =
    chyba że ktoś zmieni rozkazy lub wyśle CZEKAJ; do tego czasu możesz
    wysłać inne.
answer-closing-unsure = Jeden z wierszy tego listu nie został odczytany, więc { CASE($turn, "nom") } nie rozegra się wcześniej: czeka na Twój następny list (albo CZEKAJ WYŁĄCZ) i zamknie się
answer-closing-chance = Ten program zostawia rejestr losowi (karta, której nie masz), więc { CASE($turn, "nom") } nie rozegra się wcześniej: czeka na Twój następny list (albo CZEKAJ WYŁĄCZ) i zamknie się
answer-closing-deadline = Liczą się, chyba że wyślesz inne, zanim zamknie się { CASE($turn, "nom") }

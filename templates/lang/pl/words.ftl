# Słowa moderatora w przelocie: tematy, wiersze odpowiedzi, stan gry,
# wiadomości między graczami, tura, harmonogram, wynik.

subject-welcome = Witamy w grze nr {$game} ({$kind})
subject-report = {$turn}: raport
subject-game-over = Koniec gry po turze {$turn}: {$result}
subject-problems = {$turn}: błędy w Twoim liście
subject-received = {$turn}: otrzymano
subject-status = {$turn}: stan gry
subject-what-if = {$turn}: raport "co by było, gdyby"
subject-on-file = {$turn}: Twoje zapisane rozkazy
subject-help = Gra nr {$game}: pomoc
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
subject-press = Wiadomość nr {$id} od: {$from}
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
outcome-draw = remis
outcome-abandoned = przerwana
accepted-for = Przyjęto na turę {$turn}:
not-accepted = Nie przyjęto:
not-applied =
    Nic z tego wiersza nie zostało zastosowane: wyślij go ponownie,
    poprawiony, przed {$close}.
status-game = Gra nr {$game}, {$turn} ({$status}). Rozkazy do
status-is = Gra nr {$game}: {$status}.
status-in = wysłane
status-not-yet = jeszcze nie
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
press-no-such = Nie wysłano: nikt tu nie nazywa się "{$name}". Napisz WIADOMOŚĆ DO i jedno z: {$names} lub ALL; imiona oddzielaj przecinkami.
press-author-of = autor wiadomości nr {$n}
press-not-to-you = Nie wysłano: wiadomość nr {$n} nie była wysłana do Ciebie.
press-signed = Nie wysłano: w tej grze wiadomości są podpisane; pomiń ANON.
press-unreachable = Nie wysłano: {$author} jest teraz nieosiągalny.
press-nobody = Nie wysłano: nie ma do kogo.
press-anonymous = anonimowy gracz
press-sent = Wysłano {$how} do: {$whom} (wiadomość nr {$id}).
press-how-anonymously = anonimowo
press-how-signed = z podpisem
press-from = Wiadomość od: {$from} ({$turn}):
press-reply =
    Odpowiedz na ten list, aby odpowiedzieć wiadomością: odpowiedź
    trafi tylko do nadawcy, a niczyj adres nie jest nikomu pokazywany.
press-signature = {$label}, gra nr {$game}
subject-due = {$turn}: czekamy na Twoje rozkazy
subject-no-orders = {$turn}: brak Twoich rozkazów
subject-stand-in = Gra nr {$game}: zastępca prowadzi za Ciebie: {$label}
subject-watching = Gra nr {$game} (obserwowana): {$turn}, raport
subject-goes-on = Gra nr {$game} toczy się dalej
subject-paused = Gra nr {$game} wstrzymana
subject-resumed = Gra nr {$game} wznowiona
subject-extended = {$turn}: termin przedłużony
subject-abandoned = Gra nr {$game} przerwana
subject-schedule = Gra nr {$game}: nowy harmonogram
subject-absence-moved = {$turn}: termin przesunięty z powodu nieobecności

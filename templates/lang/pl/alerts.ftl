# Słowa alertów, które robomod wysyła operatorowi (identity.operator), w języku
# identity.operator_language. Każdy wiersz alertu jest łamany na 72 kolumnach,
# a jego dalsze wiersze wcięte.

alert-footer =
    (robomod wysyła te alerty na adres operatora podany w konfiguracji,
    identity.operator.)
alert-replace =
    Aby oddać miejsce komuś innemu, uruchom:
    robomod player replace {$game} {$seat} NOWY-ADRES --name IMIĘ
alert-footer-master =
    (robomod wysyła te wiadomości mistrzom gry: odpowiedz na nią
    poleceniem mistrza.)
alert-eject-master = Aby odebrać miejsce graczowi, odpowiedz USUŃ {$label} i powód; aby oddać je komuś innemu, ZASTĄP {$label} NOWY-ADRES IMIĘ.
alert-replace-master = Aby oddać miejsce komuś innemu, odpowiedz ZASTĄP {$label} NOWY-ADRES IMIĘ.

## templates/alerts.txt

alert-letter = Gra {$game} ({ CASE($kind, "name") }), {$turn}: {$name} ({$label}, {$address}) {$asked ->
    [true] pisze do moderatora
   *[false] pisze do moderatora (bez rozkazu dla robomoda)
    }. Odpowiedz na ten list, by { GENDER($name) ->
    [f] jej odpowiedzieć: odpowiedź pójdzie na jej adres
    [m] mu odpowiedzieć: odpowiedź pójdzie na jego adres
   *[other] odpowiedzieć: odpowiedź pójdzie na adres gracza
    }.
alert-letter-subject = Gra {$game}: {$name} pisze do moderatora
alert-missed = Gra {$game} ({ CASE($kind, "name") }): {$name} ({$label}, {$address}) nie { GENDER($name) ->
    [f] przysłała
    [m] przysłał
   *[other] przysłał(a)
} rozkazów {$in_a_row ->
    [one] przez {$in_a_row} rundę
    [few] przez {$in_a_row} rundy
    [many] przez {$in_a_row} rund
   *[other] przez {$in_a_row} rundy
    } z rzędu, ostatnio w { CASE($turn, "in") }.
alert-missed-stand-in = Do tego czasu miejscem gra zastępca, gracz komputerowy.
alert-missed-subject = robomod: gra {$game} potrzebuje zastępstwa { DECLINES($label) ->
    [yes] za { CASE($label, "acc") }
   *[no] (miejsce: {$label})
}
alert-resigned = Gra {$game} ({ CASE($kind, "name") }): {$name} ({$label}, {$address}) rezygnuje w { CASE($turn, "in") }. Od teraz {$resigned}. Każdy gracz przeczyta o tym w następnym raporcie.
alert-resigned-subject = robomod: {$label} { GENDER($label) ->
    [f] zrezygnowała
    [m] zrezygnował
   *[other] zrezygnował(a)
} z gry {$game}
alert-stand-in = Gra {$game} ({ CASE($kind, "name") }): {$name} ({$label}, {$address}) nie { GENDER($name) ->
    [f] przysłała
    [m] przysłał
   *[other] przysłał(a)
} rozkazów {$missed ->
    [one] przez {$missed} rundę
    [few] przez {$missed} rundy
    [many] przez {$missed} rund
   *[other] przez {$missed} rundy
    } z rzędu: od { CASE($turn, "of") } miejscem gra zastępca, gracz komputerowy, dopóki znów nie przyśle rozkazów.
alert-stand-in-subject = robomod: gra {$game}: { DECLINES($label) ->
    [yes] zastępca gra za { CASE($label, "acc") }
   *[no] zastępca gra na miejscu: {$label}
}
alert-no-humans = Gra {$game} ({ CASE($kind, "name") }) nie ma już żadnego gracza-człowieka: wszystkie miejsca zajmują gracze komputerowi.
alert-no-humans-paused =
    Gra jest wstrzymana.
    Aby posadzić kogoś przy grze, uruchom:
    robomod player replace {$game} MIEJSCE NOWY-ADRES --name IMIĘ
    potem: robomod game resume {$game}
    Albo zakończ ją: robomod game abandon {$game}
alert-no-humans-finished = Gra jest zakończona, bez zwycięzcy.
alert-no-humans-subject = robomod: w grze {$game} nie ma już graczy-ludzi
alert-pause-spent = Gra {$game} ({ CASE($kind, "name") }): mistrzowie wstrzymywali ją i przedłużali łącznie {$days} dni, tak długo, jak pozwala operator: gra sama rusza dalej, a gracze zostali powiadomieni.
alert-pause-spent-close = {$turn}: nowy termin {$close}.
alert-pause-spent-subject = robomod: gra {$game} toczy się dalej, pauza mistrzów osiągnęła limit

## Alerty pisane przez samego robomoda

alert-set-aside-subject = alert robomoda: list odłożony na bok
alert-set-aside =
    Przetwarzanie listu nie powiodło się {$attempts} {$attempts ->
        [one] raz
       *[other] razy
    };
    list przeniesiono do kwarantanny.
    Od: {$from}
    Temat: {$subject}
    Pierwszy błąd: {$first}
    Ostatni błąd: {$last}
    Treść ostatniego błędu: {$error}
alert-unreadable-sender = (nieczytelny)
alert-set-aside-told = Nadawca dostał wiadomość, że nic z listu nie zostało zastosowane.
alert-set-aside-not-told = Nadawcy nie powiadomiono (robomod nie może odpowiadać na ten list).
alert-set-aside-where = List jest w folderze kwarantanny (inbound.maildir.quarantine albo quarantine_folder w IMAP). `robomod mail failures` wymienia takie listy; przenieś list z powrotem do skrzynki, by spróbować ponownie.
alert-dead-subject = alert robomoda: rezygnacja z listu do {$to}
alert-dead =
    robomod zrezygnował z wysłania listu po {$attempts} {$attempts ->
        [one] próbie
       *[other] próbach
    }.
    Do: {$to}
    Rodzaj: {$kind}{$game}
    Temat: {$subject}
    Ostatni błąd: {$error}
alert-dead-of-game = , gra {$game}
alert-dead-bounce = Liczy się to jako zwrot listu do gracza (zob. `robomod game show`).
alert-dead-retry = `robomod mail outbox --dead` wymienia takie listy; `robomod mail retry {$id}` wysyła ten ponownie.
alert-held-subject = alert robomoda: gra {$game} jest zatrzymana
alert-held-open-turn = jej otwarta tura
alert-held =
    Gra {$game} jest zatrzymana: robomod nie mógł rozegrać { CASE($turn, "of") }.
    Błąd: {$error}
alert-held-what = Nic z nieudanej próby nie zostało zapisane; listy graczy są nadal zapisywane i dostają odpowiedzi, a inne gry toczą się dalej. Gracze dowiedzieli się, że gra jest zatrzymana. `robomod game show {$game}` ją pokazuje; po naprawie `robomod game resume {$game}` rozgrywa ją ponownie, a `robomod game rollback {$game} --to N --reason ...` najpierw cofa rundy.

## Kompozytor: link w mailu z turą i strona archiwum, która pisze odpowiedź (zgłoszenie 67).
## Słowa strony są publiczne; to, co prywatne, przychodzi we fragmencie linku.

compose-link = Możesz też wybrać rozkazy na tej stronie: napisze za Ciebie tę odpowiedź, a wyślesz ją ze swojej poczty.
compose-button = Wybierz rozkazy
compose-html-note = Strona pisze odpowiedź; w poczcie naciskasz tylko „wyślij”.

compose-title = Rozkazy w grze nr { $game }
compose-title-kind = Rozkazy: { $kind }
compose-no-link = Ta strona pisze odpowiedź na mail z turą. Otwórz ją linkiem z tego maila: link niesie Twoją rękę i adres odpowiedzi, których ta strona nigdzie nie wysyła.
compose-position = Zobacz planszę teraz
compose-board-alt = Plansza teraz, jak pokazuje ją archiwum
compose-your-pieces = Czego możesz użyć
compose-choose-variant = Kierunek dla { $piece }:
compose-cancel = Anuluj
compose-program = Twoje rozkazy
compose-empty = (jeszcze nic)
compose-remove = Usuń ostatni
compose-clear = Od nowa
compose-count = { $n ->
    [one] { $n } ruch
    [few] { $n } ruchy
   *[other] { $n } ruchów
}
compose-need = Wybierz jeszcze { $n }
compose-ready = Gotowe do wysłania.
compose-or = Albo zamiast tego
compose-send = Napisz mail
compose-to = Do:
compose-subject = Temat:
compose-mail-is = Mail:
compose-how = Jak pisać rozkazy
compose-private = Nic, czego dotkniesz, nie opuszcza tej strony: przycisk otwiera pocztę z gotową odpowiedzią, a wysyłasz ją Ty.

# Odmiana nazw wstawianych w zdania: { CASE($turn, "of") } zamienia "runda 3" na "rundy 3".
# Jedna wiadomość na przypadek, wiersz na słowo: mianownik = forma. Gry dopisują swoje
# rzeczowniki w swoich plikach (rambots-case-of). Przypadki: of (dopełniacz), to
# (celownik), acc (biernik), by (narzędnik), in (miejscownik); name: nazwa rodzaju gry
# w zdaniu (race-case-name: race = wyścig robotów).

case-of =
    runda = rundy
    przygotowanie = przygotowania
    pola startowe = pól startowych
    tura = tury
case-to =
    runda = rundzie
    przygotowanie = przygotowaniu
    pola startowe = polom startowym
case-acc =
    runda = rundę
    przygotowanie = przygotowanie
    pola startowe = pola startowe
case-by =
    runda = rundą
    przygotowanie = przygotowaniem
    pola startowe = polami startowymi
case-in =
    runda = rundzie
    przygotowanie = przygotowaniu
    pola startowe = polach startowych
case-nom =
    runda = runda
    przygotowanie = przygotowanie
    pola startowe = pola startowe

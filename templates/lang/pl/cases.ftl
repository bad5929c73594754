# Odmiana nazw wstawianych w zdania: { CASE($turn, "of") } zamienia "runda 3" na "rundy 3".
# Jedna wiadomość na przypadek, wiersz na słowo: mianownik = forma. Gry dopisują swoje
# rzeczowniki w swoich plikach (rambots-case-of). Przypadki: of (dopełniacz), to
# (celownik), acc (biernik), by (narzędnik), in (miejscownik); name: nazwa rodzaju gry
# w zdaniu (race-case-name: race = wyścig robotów).

case-of =
    anonimowy gracz = anonimowego gracza
    runda = rundy
    przygotowanie = przygotowania
    pola startowe = pól startowych
    tura = tury
case-to =
    anonimowy gracz = anonimowemu graczowi
    runda = rundzie
    przygotowanie = przygotowaniu
    pola startowe = polom startowym
case-acc =
    anonimowy gracz = anonimowego gracza
    runda = rundę
    przygotowanie = przygotowanie
    pola startowe = pola startowe
case-by =
    anonimowy gracz = anonimowym graczem
    runda = rundą
    przygotowanie = przygotowaniem
    pola startowe = polami startowymi
case-in =
    anonimowy gracz = anonimowym graczu
    runda = rundzie
    przygotowanie = przygotowaniu
    pola startowe = polach startowych
case-nom =
    anonimowy gracz = anonimowy gracz
    runda = runda
    przygotowanie = przygotowanie
    pola startowe = pola startowe

# Odpowiedź na RANKING (ratings.txt) i liczby graczy w LISTA
# (lobby_list.txt).

ratings-no-rounds = jeszcze bez rund
ratings-dedication = {$percent}% ({$on_time} z {$counted})
ratings-computer-player = gracz komputerowy
ratings-you = <- Ty
ratings-best = { CASE($kind, "name") }: najlepszych {$shown} z {$count} graczy z rankingiem
ratings-all = { CASE($kind, "name") }: graczy z rankingiem: {$count}
ratings-head = miej. gracz                ranking  gry  rundy z rozkazami na czas
ratings-record = Twój bilans: gier z rankingiem: {$played}, wygranych: {$won}. Ostatnie:
ratings-record-game = gra {$game}: miejsce {$place} z {$of},
ratings-nobody = jeszcze nikt nie ma rankingu
ratings-none = Żadna gra nie ma jeszcze rankingu: liczą się tylko ukończone gry.
ratings-mine-none = Twoja rzetelność: jeszcze nie policzono żadnych rund.
ratings-mine = Twoja rzetelność: {$percent}% ({$on_time} z {$counted} rund z rozkazami na czas).
ratings-explained =
    Nowy gracz ma ranking 1000, a każda ukończona gra go zmienia: rośnie
    za wygrywanie z innymi, bardziej za wygrywanie z silnymi; porażka
    nigdy go nie podnosi. Znak ? oznacza ranking jeszcze tymczasowy:
    robomod widział za mało gier gracza, by być go pewnym (ustala go
    kilka gier). Rzetelność liczy rundy, w których rozkazy przyszły na
    czas; rund w czasie nieobecności (NIEOBECNY) się nie liczy.

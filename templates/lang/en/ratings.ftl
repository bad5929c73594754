# The answer to RATINGS (ratings.txt) and the players' figures in LIST
# (lobby_list.txt).

ratings-no-rounds = no rounds yet
ratings-dedication = {$percent}% ({$on_time} of {$counted})
ratings-computer-player = a computer player
ratings-you = <- you
ratings-best = {$kind}: the best {$shown} of {$count} rated players
ratings-all = {$kind}: { $count ->
        [one] one rated player
       *[other] {$count} rated players
    }
ratings-head = rank  player               rating games  rounds with orders on time
ratings-record = Your record: { $played ->
        [one] one rated game
       *[other] {$played} rated games
    }, {$won} won. The latest:
ratings-record-game = game {$game}: place {$place} of {$of},
ratings-nobody = nobody rated yet
ratings-none = No game has been rated yet: ratings come from finished games.
ratings-mine-none = Your dedication: no rounds counted yet.
ratings-mine = Your dedication: {$percent}% ({$on_time} of {$counted} rounds with your orders in on time).
ratings-explained =
    A rating is 1000 for a new player and moves with each finished game:
    up for beating players, more for beating strong ones; a loss never
    raises it. A ? marks a rating still provisional: robomod has seen too
    few of the player's games to be sure of it (a few games settle it).
    Dedication counts the rounds whose orders were in on time; rounds in
    an ABSENT are not counted.

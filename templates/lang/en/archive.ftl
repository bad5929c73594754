# The archive's pages of one game (archive_game.html, archive_round.html),
# written in the game's language.

archive-all-games = All games
archive-game = Game {$game}
archive-game-kind = Game {$game} ({$kind})
archive-game-title = Game {$game}: {$title}
archive-round-heading = Game {$game} ({$kind}): {$title}
archive-previous = Previous: {$title}
archive-next = Next: {$title}
archive-animated-caption = Step by step, animated: each step shows for {$seconds} seconds, the last one longer, then it starts again.
archive-animated-alt = {$title}, animated: the board after each step in turn ({$steps}), then again.
archive-closed = Closed {$closed}
archive-closed-paren = (closed {$closed})
archive-board-alt = The board after {$title}, its moves drawn as arrows: blue for a programmed move, green dashed for anything else.
archive-programs-log = Programs and log
archive-now-title = {$title} (now)
archive-due = Orders are due by {$closes}
archive-now-alt = The board now, in {$title}.
archive-position = The position
archive-status = Status: {$status}.
archive-status-result = Status: {$status}. Result: {$result}.
archive-final-standings = Final standings
archive-standings = Standings
archive-players = Players
archive-rounds = Rounds
archive-no-round = No round has run yet.
archive-position-now = The position now ({$title})
archive-press = Press
archive-press-from = From {$from} to {$to}, {$sent}

# The index (archive_index.html) and its pages of games over.
archive-index-title = robomod: the games
archive-index-heading = The games
archive-ratings-link = The ratings
archive-running-caption = The games running, newest first
archive-none-running = No game is running.
archive-finished-heading = The games over
archive-finished-title = Games over, {$first} to {$last}
archive-finished-caption = In the order they ended, the latest first
archive-col-game = Game
archive-col-kind = Kind
archive-col-players = Players
archive-col-status = Status
archive-col-result = Result
archive-written-by = Written by robomod.
archive-ratings-title = robomod: the ratings
archive-ratings-heading = The ratings
archive-ratings-games = The games
archive-ratings-explained = A rating comes from finished games (Weng-Lin): 1000 for a new player, up for beating players, more for beating strong ones; a loss never raises it. A ? marks a rating still provisional: too few games to be sure of it. Orders on time: the share of rounds whose orders were in by the deadline, rounds in an announced absence not counted.
archive-ratings-best = {$kind}: the best {$shown} of {$count}
archive-ratings-rank = Rank
archive-ratings-player = Player
archive-ratings-rating = Rating
archive-ratings-played = Games
archive-ratings-on-time = Orders on time
archive-ratings-computer = computer
archive-ratings-no-rounds = no rounds yet
archive-player-title = robomod: {$name}, {$kind}
archive-player-heading = {$name}: {$kind}
archive-player-back = The ratings
archive-player-rating = Rating {$points}
archive-player-record = { $played ->
    [one] one game rated
   *[other] {$played} games rated
    }, {$won} won
archive-player-chart = The rating after each game
archive-player-game = Game
archive-player-ended = Ended
archive-player-place = Place
archive-player-change = Rating
archive-player-place-of = {$place} of {$of}
archive-house-rules = House rules: {$rules}.

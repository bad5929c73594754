# A tournament's mails and answers (templates/tournament.txt, lobby_answer.txt).
subject-tournament = robomod: tournament {$id}
tournament-title-heats = Tournament {$id}: {$kind}, heats of {$size} players.
tournament-title-series = Tournament {$id}: {$kind}, {$games ->
    [one] one game
   *[other] a series of {$games} games
}.
tournament-drawn = The draw is made (heats by rating, the best spread over them): the games open now, each with its own welcome mail.
tournament-game-over = Game {$game} is over.
tournament-winner = {$winner} wins the tournament. Congratulations!
tournament-machines-tie = {$names} shared first place. Computer players alone play no play-off: the first of them in the draw, {$winner}, wins.
tournament-cancelled = It did not start: {$joined ->
    [one] one player entered
   *[other] {$joined} players entered
}, and it needs two or more.
tournament-was-cancelled = It was cancelled: too few entered.
tournament-entrants = {$count ->
    [one] One entrant
   *[other] {$count} entrants
}: {$names}.
tournament-no-entrants = Nobody has entered yet.
tournament-starts-at = It starts on {$starts_at}.
tournament-starts-full = It starts when {$max} have entered.
tournament-starts-organiser = It starts when its organiser says.
tournament-join = To enter: JOIN TOURNAMENT {$id}
tournament-stage-heat = Heat, round {$round}
tournament-stage-play-off = Play-off, round {$round}
tournament-stage-final = Final
tournament-stage-final-play-off = Play-off for first place
tournament-stage-series = Leg {$number} of {$games}
tournament-game = game {$game}
tournament-won-by = Won by {$winner}
tournament-abandoned = Abandoned: its players play it off
tournament-playing = Playing
tournament-points-head = Place  Points  Player
tournament-yours = Your next game: {$games}. Its welcome mail tells you how to play.
tournament-how-heats = Each heat's winner goes on; a first place shared is played off between those who share it. The winners play the final, or heats again when there are more than a heat holds.
tournament-how-series = Every entrant plays every game; a game's last place earns 1 point, each place above one more. The most points win; a tie goes to the better place in the last game, else to a play-off.
list-tournaments-head = Tournaments:
list-tournament-heats = {$kind}, heats of {$size}
list-tournament-series = {$kind}, {$games ->
    [one] one game
   *[other] a series of {$games} games
}
list-tournament-running = {$what}: playing ({$count} entrants).
list-tournament-open = {$what}: {$count ->
    [one] one entrant
   *[other] {$count} entrants
}; starts when its organiser says.
list-tournament-open-on = {$what}: {$count ->
    [one] one entrant
   *[other] {$count} entrants
}; starts on {$starts_at}.
list-tournament-open-full = {$what}: {$count ->
    [one] one entrant
   *[other] {$count} entrants
}; starts when {$max} have entered.
list-tournaments-how = To enter one: JOIN TOURNAMENT 3 (its number). TOURNAMENT 3 shows one in full.
tournament-needs-format = Say how it is played: HEATS 4 (heats of four, their winners in a final) or SERIES 3 (everyone plays three games, points for places).
tournament-bad-start = START {$value}: write a date (START 2026-12-01) or a time from now (START 7d).
tournament-not-here = {$word} is for a game: a tournament opens its games with its entrants.
tournament-start-past = The start date has passed: give a later one.
lobby-tournament-list = The tournaments there are:
lobby-tournament-none-listed = There is no tournament open or running. Open one: TOURNAMENT OPEN rambots HEATS 4 (or race SERIES 3).
lobby-tournament-none = There is no tournament {$id}. TOURNAMENT lists them.
lobby-tournament-bad = Your tournament is not opened: {$problem}
lobby-tournament-opened = Tournament {$id} is open: players enter with JOIN TOURNAMENT {$id}, and you start it with TOURNAMENT START {$id} (unless its start date or its number of entrants comes first). You are the master of its games.
lobby-tournament-not-open = Tournament {$id} is not open to enter (it has started, is over, or does not exist). TOURNAMENT lists those there are.
lobby-tournament-not-yours = Only the organiser of tournament {$id} can start it.
lobby-tournament-too-few = Tournament {$id} has {$count ->
    [one] one entrant
   *[other] {$count} entrants
}: it needs two or more to start.
lobby-tournament-started = Tournament {$id} has started: every entrant gets the draw, and a welcome mail for each game.
lobby-tournament-already = You have entered tournament {$id} already.
lobby-tournament-full = Tournament {$id} is full.
lobby-tournament-joined = You are in tournament {$id} as {$name}, entrant number {$count}.
lobby-tournament-joined-full = With you it is full: it starts now, and the draw follows.
lobby-tournament-joined-on = It starts on {$starts_at}; you will get the draw then.
lobby-tournament-joined-later = You will get the draw when it starts.
lobby-tournament-left = You have left tournament {$id}.
lobby-tournament-not-in = You had not entered tournament {$id}.
lobby-tournament-show = Tournament {$id} as it stands:
option-heats = HEATS
option-series = SERIES
option-entrants = ENTRANTS
option-start = START
tournament-drawn-series = The first game opens now, with its own welcome mail.
tournament-opened = Opened now: game {$games}.
archive-tournaments-heading = Tournaments
archive-tournament-stage = Stage
archive-tournament-players = Players
archive-tournament-result = Result
archive-tournament-points = Points
archive-tournament-standings = Standings
lobby-tournament-name-taken = Someone in tournament {$id} already plays as {$name}. Send JOIN TOURNAMENT {$id} AS another name.
tournament-not-playable = a game of {$kind} cannot be played by {$players} players, and this tournament could open one: choose other HEATS, SERIES or ENTRANTS.
tournament-needs-number = {$word} needs a whole number after it, {$least} or more ({$word} {$least}).
tournament-too-few = {$word} {$value}: write a whole number, {$least} or more.
tournament-computers-all = COMPUTERS {$computers} would fill every place of the {$most} it takes: leave at least one for a person.
tournament-no-computer = {$kind} has no computer player: leave out COMPUTERS.
tournament-computer-name = Bot{$n}
option-computers = COMPUTERS

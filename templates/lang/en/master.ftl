# A game master's mails (templates/master.txt) and the answers to their commands
# (src/moderator/master/), and what players are told of a master's actions.

master-subject = Game {$game}: your commands as master
master-welcome-subject = Game {$game}: you are its master
master-welcome =
    You are a master of robomod game {$game} ({$kind}): you run it by mail.
    Write to the Reply-To address of this mail (it carries your master's
    key for this game), one command a line, in capitals.
master-welcome-players = The players:
master-welcome-caps = You may pause the game and extend its deadlines by {$days ->
    [one] one day
   *[other] {$days} days
} in all, and roll back {$rollbacks ->
    [one] one round
   *[other] {$rollbacks} rounds
}; the players are told of each with your reason. If you also play, send your orders in a reply to your player's mails (a turn mail or a report), never to a master's mail.
master-welcome-doc = Players write to you through robomod with MODERATOR: ... and you answer by replying.
master-more = A master's commands:
master-commands = STATUS; PREVIEW; PROCESS; PAUSE reason; RESUME; EXTEND 2d reason; EJECT seat reason; REPLACE seat address name; ANNOUNCE text; ROLLBACK reason; TERMINATE reason; PROMOTE address; HELP
master-no-command = robomod read no master's command in your mail: nothing was done.
master-status = Where the game stands, seat by seat, follows.
master-help = Each command goes on a line of its own, in capitals; the reason after PAUSE, EXTEND, EJECT, ROLLBACK and TERMINATE is told to the players. The commands are listed below.
master-not-done = Not done: {$why}
master-not-done-plain = Not done: robomod could not do it as written, and nothing changed. The operator can read why in robomod's log.
master-not-for-masters = This is no master's command: nothing was done. Send orders and a player's commands in a reply to your player's mails (a turn mail or a report), not to a master's mail.
master-unknown = Not a command robomod knows: nothing was done. A master's commands are listed below.
master-not-for-masters-no-seat = This is no master's command, and you hold no seat in this game: orders and a player's commands are for its players. Nothing was done. A master's commands are listed below.
master-game-over = The game is {$status}: nothing was done.
master-preview =
    { $count ->
        [0] {$turn} if it ran now, every player's orders in. Nothing is stored or sent; the report follows.
       *[other] {$turn} if it ran now: no orders yet from {$late} (their defaults are used). Nothing is stored or sent; the report follows.
    }
master-not-active = The game is not running now (paused, held or over): nothing was done.
master-process-grace = You play in this game, so you may not cut the round short while {$late} still have time to send orders. Nothing was done; the round runs at its deadline, or as soon as everyone is in.
master-processed = {$turn} has run now; its report goes to every player.
master-cap-spent = The game has been paused and extended by its masters as long as the operator allows ({$days ->
    [one] one day
   *[other] {$days} days
} in all): it was not paused. Ask the operator if it must be.
master-paused = The game is paused; every player was told{ $reason ->
    [yes] , with your reason.
   *[no] .
} It may stay paused {$left} more: then the cap is reached and the game goes on by itself. RESUME starts the clock again.
master-not-paused = The game is not paused: nothing was done.
master-resumed = The game goes on; every player was told. {$turn} now closes at {$close}.
master-extend-how = EXTEND needs how much longer first, then the reason: EXTEND 2d storm damage (90m, 24h, 2d, 1w or 3 days). Nothing was done.
master-cap-extend = Not extended: the masters may pause and extend this game by {$days ->
    [one] one day
   *[other] {$days} days
} in all, and {$left} is left; you asked for {$asked}.
master-extended = The deadline moved; every player was told{ $reason ->
    [yes] , with your reason.
   *[no] .
} {$turn} now closes at {$close}.
master-announce-empty = ANNOUNCE needs the text after it, on the same line. Nothing was sent.
master-announced = Your announcement went to every player.
master-terminated = The game is over, its places as they stood; every player got its result{ $reason ->
    [yes] , with your reason.
   *[no] .
}
master-replace-how = REPLACE needs the seat, the newcomer's address and then their name: REPLACE Red eve@example.org Eve. Nothing was done.
master-replace-taken = {$address} already plays {$label} in this game: every seat needs its own address. Nothing was done.
master-replace-same = {$address} is the address of {$label}'s own player: REPLACE gives the seat to someone new, with an address of their own. Nothing was done.
master-plays-preview = You play in this game, so you see it as every player does: a PREVIEW would show you the other players' orders before the deadline. Nothing was done; the report comes to you with everyone's when the round runs.
master-replaced = Seat {$label} has a new player, welcomed by mail; the others were told.
master-promote-how = PROMOTE needs the new master's address: PROMOTE gm@example.org. Nothing was done.
master-promoted = {$address} is a master of this game now, welcomed by mail with their own key.
master-promoted-already = {$address} is a master of this game already.
master-rollback-none = No round has run yet: there is nothing to roll back.
master-cap-rollbacks = Not rolled back: the masters may roll back {$cap ->
    [0] no rounds
    [one] one round
   *[other] {$cap} rounds
} of this game, and have. Ask the operator if it must be.
master-rolled-back = The last round is undone; every player was told, with your reason. {$turn} is open again and closes at {$close}.
master-eject-out = {$label} has no player in the game now: nothing was done.
master-ejected = {$label}'s player is out of the game and was told; the seat plays on as a resigned seat does. REPLACE gives it to someone new.
master-ejected-offered = {$label}'s player is out of the game and was told; the seat is offered to the first player on the standby list.
master-no-seat = No such seat: the seats are {$seats}. Nothing was done.
master-status-missed = missed {$total ->
    [one] one round
   *[other] {$total} rounds
}, {$row} in a row
master-status-stand-in = a stand-in plays the seat
master-status-away = away {$days}
master-status-caps = Paused and extended by masters: {$used} of {$days} days. Rolled back: {$rollbacks} of {$cap}.
master-only = Only a master of game {$game} may send {$word}: nothing was done.
master-only-use-key = You are one: send it to the Reply-To address of your master's mails, not of your player's.

notice-why = The moderator's reason: {$reason}
notice-why-master = {$name}, the game master, says why: {$reason}
notice-master-pause-spent = The game's masters have paused and extended it as long as the operator allows: it goes on by itself.
notice-said-by = ({$name}, the game master)
notice-announcement-master = {$name}, the master of game {$game}, writes:
subject-ejected = Game {$game}: you are out of the game
notice-ejected = The game master has taken seat {$label} of game {$game} from you. Mails you send about this game are no longer accepted. Thank you for playing.
subject-seat-ejected = Game {$game}: {$label} is out
notice-seat-ejected =
    The game master has taken seat {$label} from its player. From now on, {$then}.{ $offered ->
        [yes] {" "}The seat is offered to the first player on the standby list.
       *[no] {""}
    }
welcome-you-master = You are this game's master too: the players' MODERATOR: lines reach you, and your master's commands go to the address of the master's mail.
welcome-master = The game's master is {$names}: write MODERATOR: and your words to reach them.

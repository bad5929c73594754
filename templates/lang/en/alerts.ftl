# The words of the alerts robomod mails to the operator (identity.operator), in the
# language of identity.operator_language. Each line of an alert is wrapped at 72
# columns, its continuation lines indented.

alert-footer =
    (robomod sends these alerts to the operator address in its config,
    identity.operator.)
alert-replace =
    To give the seat to someone else, run:
    robomod player replace {$game} {$seat} NEW-ADDRESS --name NAME
alert-footer-master =
    (robomod sends these to the masters of the game: reply to this mail
    with a master's command.)
alert-eject-master = To take the seat from its player, reply EJECT {$label} and your reason; to give it to someone else, REPLACE {$label} NEW-ADDRESS NAME.
alert-replace-master = To give the seat to someone else, reply REPLACE {$label} NEW-ADDRESS NAME.

## templates/alerts.txt

alert-letter = Game {$game} ({$kind}), {$turn}: {$name} ({$label}, {$address}) {$asked ->
    [true] writes to the moderator
   *[false] writes to the moderator (no order for robomod in it)
    }. Reply to this mail to answer them: it goes to their address.
alert-letter-subject = Game {$game}: {$name} writes to the moderator
alert-missed = Game {$game} ({$kind}): {$name} ({$label}, {$address}) has sent no orders for {$in_a_row} {$in_a_row ->
    [one] round
   *[other] rounds
    } in a row, the last {$turn}.
alert-missed-stand-in = The stand-in, a computer player, plays the seat meanwhile.
alert-missed-subject = robomod: game {$game} needs a replacement for {$label}
alert-resigned = Game {$game} ({$kind}): {$name} ({$label}, {$address}) has resigned, in {$turn}. From now on {$resigned}. Every player reads it in the next report.
alert-resigned-subject = robomod: {$label} has resigned from game {$game}
alert-stand-in = Game {$game} ({$kind}): {$name} ({$label}, {$address}) has sent no orders for {$missed} {$missed ->
    [one] round
   *[other] rounds
    } in a row: the stand-in, a computer player, plays the seat from {$turn} on, until they send orders again.
alert-stand-in-subject = robomod: game {$game}: the stand-in plays {$label}
alert-no-humans = Game {$game} ({$kind}) has no human player left: only computer players hold seats.
alert-no-humans-paused =
    It is paused.
    To seat someone, run:
    robomod player replace {$game} SEAT NEW-ADDRESS --name NAME
    then: robomod game resume {$game}
    Or end it: robomod game abandon {$game}
alert-no-humans-finished = It is finished, with no winner.
alert-no-humans-subject = robomod: game {$game} has no human player left
alert-pause-spent = Game {$game} ({$kind}): its masters have paused and extended it {$days} days in all, as long as the operator allows: it goes on by itself, and its players were told.
alert-pause-spent-close = {$turn} now closes at {$close}.
alert-pause-spent-subject = robomod: game {$game} goes on, its masters' pause at the cap

## Alerts written by robomod itself

alert-set-aside-subject = robomod alert: a mail was set aside
alert-set-aside =
    A mail failed {$attempts} times and was moved to quarantine.
    From: {$from}
    Subject: {$subject}
    First failure: {$first}
    Last failure: {$last}
    Last error: {$error}
alert-unreadable-sender = (unreadable)
alert-set-aside-told = Its sender was told that nothing in it was applied.
alert-set-aside-not-told = Its sender was not told (robomod must not answer this mail).
alert-set-aside-where = It is in the quarantine folder (inbound.maildir.quarantine, or the IMAP quarantine_folder). `robomod mail failures` lists such mails; move one back into the inbox to try it again.
alert-dead-subject = robomod alert: mail to {$to} given up
alert-dead =
    robomod gave up a mail after { $attempts ->
        [one] one attempt
       *[other] {$attempts} attempts
    }.
    To: {$to}
    Kind: {$kind}{$game}
    Subject: {$subject}
    Last error: {$error}
alert-dead-of-game = {" "}of game {$game}
alert-dead-bounce = It counts as a bounce against the player (see `robomod game show`).
alert-dead-retry = `robomod mail outbox --dead` lists such mail; `robomod mail retry {$id}` sends it again.
alert-held-subject = robomod alert: game {$game} is held
alert-held-open-turn = its open turn
alert-held =
    Game {$game} is held: robomod could not run {$turn}.
    Error: {$error}
alert-held-what = Nothing of the failed attempt was stored; players' mails are still stored and answered, and the other games go on. Its players were told the game is held. `robomod game show {$game}` shows it; after a fix, `robomod game resume {$game}` runs it again, or `robomod game rollback {$game} --to N --reason ...` undoes rounds first.

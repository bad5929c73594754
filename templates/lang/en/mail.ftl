# The words of the mails to players: welcome, reports, reminders, replies.
# Each message keeps the line breaks it is mailed with (72 columns); a
# message whose lines depend on a name's length is wrapped by the template.

hello = Hello {$name},
hello-anyone = Hello,
send-one-line = Send them as one line:
seat-phrase = You play {$seat}.

## welcome.txt

welcome-replacing = You take over seat {$seat} in robomod game {$game} ({$kind}), from {$turn} on: {$kept}.
welcome-replacing-kept = the seat's place in the game stays as it is
welcome-new = Welcome to robomod game {$game} ({$kind}). You play {$seat}.
welcome-players = The players:
welcome-deadlines = Deadlines:
welcome-stand-in =
    { $n ->
        [one] If you miss {$n} round in a row, a computer player (the stand-in)
       *[other] If you miss {$n} rounds in a row, a computer player (the stand-in)
    }
    plays your robot until you send orders again.
welcome-due = Now: {$now}. Your orders are due by
welcome-reply =
    Reply to this mail from {$address}
    and keep the {"["}robomod g{$game} ...] tag in the subject: it is your key.
    Other commands, one per line: STATUS (the position and who is in),
    ORDERS (what you have on file), CLEAR (withdraw it), HELP (the
    notation), HELP RULES (the rules).
welcome-moderator = To write to the moderator, a person: a line MODERATOR: your text.

## round_report.txt, game_over.txt

report-title = {$results}, game {$game}. You play {$seat}.
late-you-and = No orders came from you, nor from {$late}: the game's default orders ran instead.
late-you = No orders came from you: the game's default orders ran instead.
late-others = No orders came from {$late}: the game's default orders ran instead.
stood-in-you =
    No orders came from you, so the stand-in, a computer player, played
    your robot ({$seat}).
stood-in-others = Played by the stand-in, a computer player, as no orders came: {$names}.
next-idle = Next: {$next}, due by
next-idle-nothing = You have nothing to send for it:
next-due = Next: {$next}. Orders are due by
over-title = Game {$game} is over after {$turn}: {$result}.
over-title-unplayed = Game {$game} is over in {$turn}: {$result}.
over-seat = You played {$seat}.
over-resigned = You no longer play in it: here is its final result.
over-ratings = Ratings in {$kind}, before this game and after it:
over-thanks = Thank you for playing.
over-stopped = The game was stopped before its end: the places are as they stood after {$turn}.
over-stopped-equal = This game keeps no places before its end: every player is placed equal.
over-stopped-equal-stayed = This game keeps no places before its end: every player who stayed is placed equal.
over-stopped-resigned = Resigned, and placed after every other player: {$names}.
over-not-rated = The ratings do not count this game: it places no player above another.
over-stopped-unplayed = The game was stopped in {$turn}, before any round of it was played: it keeps no places.
over-not-rated-unplayed = The ratings do not count this game: no round of it was played.

## reminder.txt

reminder-last-one =
    Everyone else in game {$game} has sent their orders for {$turn},
    so your deadline is now earlier (Speedbots):
reminder-none-yet =
    robomod has no orders from you yet for {$turn} of game {$game}
    ({$phase} phase). They are due by
reminder-left = which is {$left} from now. Send them as one line:
reminder-if-nothing = If nothing comes by then:
reminder-where = Where things stand now:

## refusal.txt

refusal =
    robomod could not match your mail to a game you play, so it did nothing
    with it.

    To send orders, reply to the last mail robomod sent you about your game,
    from the address you play with, and keep the {"["}robomod ...] tag in the
    subject line: it carries your game and your key.

    New here? Send LIST to {$address} for the games you can join,
    JOIN and a game's number (JOIN 12) to take a seat, and HELP for every
    command, one a line.
refusal-moderator = To reach a person, write to the moderator: {$moderator}
refusal-no-moderator = If you think this is wrong, write to the moderator who set up your game.

## news.txt: one paragraph each, wrapped

news-resigned-you = You have resigned: {$resigned}.
news-resigned = {$label} has resigned: {$resigned}.
news-silent-you =
    { $missed ->
        [one] You have sent no orders for {$missed} round in a row
       *[other] You have sent no orders for {$missed} rounds in a row
    }, so your seat ({$label}) may be given to someone else. Until you send orders, {$until}. To keep your seat, send your orders as usual (or ABSENT FIRST-DAY LAST-DAY if you are away); to tell the moderator what happened, write a line MODERATOR: your text.
news-silent =
    { $missed ->
        [one] {$label} has sent no orders for {$missed} round in a row
       *[other] {$label} has sent no orders for {$missed} rounds in a row
    }: the seat may be given to someone else. Until {$label} sends orders, {$until}.
news-stand-in-plays = the stand-in, a computer player, plays it
news-default-runs = the game's default orders run for it
news-back-you =
    Welcome back: your orders counted this round, after { $missed ->
        [one] {$missed} round
       *[other] {$missed} rounds
    } without any.
news-back =
    {$label} is back: orders came again this round, after { $missed ->
        [one] {$missed} round
       *[other] {$missed} rounds
    } without any.

## late.txt

late-none =
    robomod had no orders from you for {$turn} of game {$game} when it
    closed at
late-stand-in = So the stand-in, a computer player, played your robot, {$seat}:
late-stand-in-stops = Send orders and they count at once: the stand-in stops.
late-default = So the game's default orders ran for your seat, {$seat}:
late-in-report = What happened is in the round report.
late-silent =
    That is {$n} { $n ->
        [one] round
       *[other] rounds
    } in a row without orders from you, so your
    seat may now be given to someone else, and every player has been told.
late-until-stand-in =
    Until you send orders, the stand-in, a computer player, plays
    your seat.
late-until = Until you send orders, {$default}.
late-keep-seat =
    To keep your seat, send your orders as usual (or ABSENT FIRST-DAY
    LAST-DAY if you are away). To tell the moderator what happened, write
    a line MODERATOR: your text, in a reply to this mail.
late-in-a-row = That is {$n} rounds in a row without orders from you.
late-over = The game is over.
late-next = Orders for {$next} are due by
late-away =
    Going away? Send ABSENT FIRST-DAY LAST-DAY (ABSENT 2026-12-24
    2026-12-27) and a deadline that falls inside your absence moves past
    your return.

## stand_in.txt: paragraphs, wrapped

stand-in-from =
    robomod has had no orders from you for { $missed ->
        [one] {$missed} round
       *[other] {$missed} rounds
    } in a row, so from {$turn} on a stand-in, a computer player, plays your seat ({$seat}) in game {$game}.
stand-in-yours = Your seat is still yours: send orders as usual and they count at once, and the stand-in stops. The stand-in's orders count as yours, so a round may run before its deadline, as soon as the other players are in. Each round report says when the stand-in played.

## observer_report.txt

observer-title = Game {$game} ({$kind}), {$turn}: the public report.
observer-why = You get it because you watch this game.
observer-over = The game is over: {$result}.
observer-next = Next: {$next}.
observer-next-deadline = Next: {$next}, deadline {$deadline}.
observer-stop = OBSERVE {$game} OFF, in a mail to {$address}, stops these mails.

## digest.txt

digest-waiting = Your games waiting for your orders on {$day}:
digest-game = game {$game} ({$kind}), {$turn}, seat {$seat}
digest-deadline = deadline {$deadline}
digest-reply =
    Reply to the last mail about each game to send your orders.
    SET DIGEST OFF, in a mail to {$address}, stops this mail.

## failure.txt

subject-failure = robomod could not handle your mail
failure-could-not = robomod could not handle your mail
failure-received = received {$received}.
failure-body =
    The fault is robomod's, not yours. Nothing in your mail was applied: it
    has been set aside for the people who run robomod to look at.

    If it held orders or other commands, send them again later. You will get
    an answer as usual once the problem is mended.

## notices.txt: what a notice says of the moderator's actions; paragraphs
## are wrapped, a line starting with two spaces is kept.

notice-released = The moderator has released the game: it goes on. {$turn} closes at
notice-paused = The moderator has paused the game. No deadline passes while it is paused; you will hear when it goes on, with the new deadline.
notice-resumed = The moderator has resumed the game after {$paused} paused. {$turn} now closes at{$moved}
notice-extended = The moderator has extended the deadline of {$turn} by {$by}. Orders are now due by{$moved}
notice-abandoned = The moderator has abandoned the game. Thank you for playing.
notice-new-schedule = The moderator has changed the schedule of game {$game}. From the next round on, deadlines are {$after} (they were {$before}). The deadline of {$turn} stays
notice-replaced = The moderator has given your seat ({$label}) in game {$game} to another player. Mails you send about this game are no longer accepted. Thank you for playing.
notice-new-player = The moderator has given seat {$label} to a new player, {$name}. Their robot, program and position are {$label}'s as they were.
notice-orders-entered = The moderator has entered these orders for you for {$turn}:
notice-orders-count = They count unless you send others before the deadline.
notice-rolled-back =
    The moderator has rolled game {$game} back, undoing { $undone ->
        [one] its last round
       *[other] its last {$undone} rounds
    }, because:
notice-rolled-back-orders = The game is at {$turn} again. The orders you had on file for it stand: send ORDERS to see them, or new orders to change them. Every player may change theirs: the round runs at its deadline, or as soon as every player has sent orders again.
notice-rolled-back-paused = The game stays paused; you will hear when it goes on. Orders will be due by
notice-rolled-back-due = Orders are due by
notice-position = The position:
notice-absence-moved = {$label} is away {$days}. The deadline of {$turn} fell inside that absence, so it moves from
notice-absence-to = to
notice-absence-recorded = The moderator has recorded an absence for you. {$said}
notice-absence-cancelled = The moderator has cancelled your absence. {$said}

## reply.txt

reply-held =
    Game {$game} is held: robomod could not run its round, and the
    moderator has been told. Your orders are kept; you will hear when the
    game goes on, with its new deadline.
reply-more = Reply to this mail to send more. Commands, one per line:

## lobby_reply.txt

lobby-help-text =
    THE LOBBY, one command a line, in a mail to {$address}
    (no game tag needed):
        LIST            the games you can join and those you can watch
        LIST 12         game 12 in full
        JOIN 12         a seat in game 12; JOIN 12 AS Ann to choose your
                        name; JOIN 12 word for a private game
        JOIN 12 STANDBY its standby list: offered a seat a player leaves
        LEAVE 12        give your seat or standby place up before it starts
        TAKE 12         the seat of game 12 offered to you
        OBSERVE 12      its public round reports by mail; OBSERVE 12 OFF
        OPEN race SEATS 4 [BOARD name] [SCHEDULE "22:00 Europe/London"]
    {"                    ["}PRIVATE word]   open a game (where allowed)
        SET             your settings; SET REMINDERS OFF|ON, SET DIGEST
                        DAILY|OFF, SET NAME Ann, SET PICTURES
                        ROUND|STEPS|ANIMATED|NONE, SET LANGUAGE PL|EN
        RATINGS         the best players of each game and your own
                        rating and dedication; RATINGS race: one game
        TOURNAMENT      the tournaments open to enter and those playing;
                        TOURNAMENT 3: one in full
        JOIN TOURNAMENT 3  enter tournament 3; LEAVE TOURNAMENT 3
        TOURNAMENT OPEN rambots HEATS 4 | race SERIES 3 [ENTRANTS 16]
    {"                    ["}START 2026-12-01] [COMPUTERS 2] open one (where
                        allowed); TOURNAMENT START 3 starts it
lobby-commands = Lobby commands: LIST; JOIN 12; LEAVE 12; OBSERVE 12; SET; RATINGS; HELP

## lobby_notice.txt

lobby-notice-cancelled =
    Game {$game} did not start: by its start date { $joined ->
        [one] one player had
       *[other] {$joined} players had
    } joined, fewer than the {$min_seats} it needed. Your seat is given up.
    Send LIST to {$address} for the games you can join.
lobby-notice-offer =
    A seat of game {$game} ({$kind}) has been given up, and you are
    first on its standby list: seat {$seat}, in {$turn}. To play it,
    send
lobby-notice-take = TAKE {$game}
lobby-notice-offer-until =
    to {$address} before {$until}
    ({$hours} hours). Until someone takes it, the seat plays the orders
    the game gives a player who is gone (silent or resigned). If you do not
    want it, do nothing: it will be offered to the next on the list.

## round_report.html: the "Next:" of html-next begins next-due and next-idle

html-for-you = For you
html-next = Next:
html-next-idle = {$next}, due by
html-nothing-to-send = You have nothing to send for it: {$default}.
html-next-due = {$next}. Orders are due by
html-board-after = The board after the round
html-board-alt = The board after {$turn}: every robot where the round left it.
html-the-report = The report

notice-announcement = The moderator of game {$game} writes:
notice-moved-for-absence = {" "}(moved past a player's absence)
notice-seat-taken = {$name} has taken seat {$label}, which {$old} left. Their robot, program and position are {$label}'s as they were.

# Issue 64: a game's end told to its masters and earlier seat holders.
subject-ended = Game {$game} is over
notice-ended = Game {$game} ({$kind}) is over: {$result}.
notice-ended-abandoned = Game {$game} ({$kind}) was abandoned in {$turn}: it has no result and is not rated.
notice-ended-held = You played {$seat} in it earlier: this is the end of its story.

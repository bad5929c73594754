# The moderator's words in passing: subjects, the lines of a reply, the
# status, press, a turn, a schedule, a result.

subject-welcome = Welcome to game {$game} ({$kind})
subject-report = {$turn} report
subject-game-over = Game over after {$turn}: {$result}
subject-game-over-unplayed = Game over in {$turn}: {$result}
subject-problems = {$turn}: problems in your mail
subject-received = {$turn}: received
subject-status = {$turn}: status
subject-what-if = {$turn}: what-if report
subject-on-file = {$turn}: your orders on file
subject-history = Game {$game}: reports again
subject-summary = Game {$game}: the game so far
history-round = {$turn}: {$when}
summary-heading = Game {$game}: {$turn} ({$status})
summary-no-rounds = No round has been played yet.
summary-rounds = Rounds played:
summary-round =
    {$turn}, {$when}: { $how ->
        [early] run early, all orders in
        [speedbots] run when the last player's grace ran out
        [run_now] run by the moderator
       *[deadline] run at the deadline
    }
summary-late = late: {$names}
summary-left = resigned: {$names}
subject-help = Game {$game}: help
subject-resign-ask = Game {$game}: confirm to resign
subject-answer = Game {$game}: your mail
subject-refusal = robomod: your mail was not accepted
subject-lobby-problems = robomod lobby: problems in your mail
subject-lobby-received = robomod lobby: received
subject-digest = robomod: { $n ->
        [one] a game
       *[other] {$n} games
    } waiting for your orders
subject-did-not-start = robomod lobby: game {$game} did not start
subject-offer = robomod lobby: a seat in game {$game} is yours if you want it
subject-press = Press #{$id} from {$from}
subject-watching-over = Game {$game} (watching): game over, {$result}
results = {$turn} results
resign-line = RESIGN leaves the game: then {$then}.
turn-phase = {$title}, {$phase} phase
orders-hint = {$keyword} <your orders>
orders-hint-more = {$keyword} <your orders> (more: HELP)
orders-hint-or = , or {$bare}
schedule-daily = every day at {$time} ({$zone})
schedule-after = {$duration} after the previous round
schedule-notice = {$when}, never sooner than {$notice} after the previous report
names-and = {$init} and {$last}
outcome-won = {$seat} wins
outcome-draw = no single winner
outcome-abandoned = abandoned
outcome-stopped = stopped as it stood
accepted-for = Accepted for {$turn}:
not-accepted = Not accepted:
not-accepted-more = and {$count ->
    [one] one more problem
   *[other] {$count} more problems
} of the same kind or others: correct the first and send the line again.
not-applied =
    Nothing of this line was applied: send it again, corrected, before
    {$close}.
not-applied-around =
    Nothing of this line was applied. Read around what was not accepted:
    {"  "}{$line}
    Put what you meant in place of each ?, and send the line before
    {$close}.
status-game = Game {$game}, {$turn} ({$status}). Orders due by
status-is = Game {$game} is {$status}.
status-in = in
status-not-yet = not yet
status-partly = in part: not complete
status-resigned = resigned
status-waits = , waits for the deadline
game-status =
    { $status ->
        [active] active
        [paused] paused
        [finished] finished
        [abandoned] abandoned
       *[other] {$status}
    }
press-none = Not sent: this game has no press (its press setting is none).
press-game = Not sent: the game is {$status}.
press-empty = Not sent: the message is empty. Write PRESS TO Red: your text.
press-too-long = Not sent: {$chars} characters; press is at most {$max}.
press-too-many = Not sent: at most {$max} press messages an hour; try again later.
press-no-such = Not sent: no player here is called "{$name}". Write PRESS TO and one of {$names}, or ALL; names are parted by commas.
press-author-of = the author of press #{$n}
press-not-to-you = Not sent: press #{$n} was not sent to you.
press-reads-as-orders = Not sent: this reads as your orders, and a reply to press goes to the other player, who would have read them. Nothing was sent or applied. To send them, write {$orders} in a reply to your turn mail.
press-line-reads-as-orders = Not sent: the line "{$line}" reads as your orders, and a reply to press goes to the other player, who would have read them. Nothing was sent or applied. To send the orders, write {$orders} in a reply to your turn mail; send the rest of your message again, without them.
press-signed = Not sent: press in this game is signed; leave out ANON.
press-unreachable = Not sent: {$author} cannot be reached now.
press-nobody = Not sent: nobody else to send it to.
press-anonymous = an anonymous player
press-sent = Sent {$how} to {$whom} (press #{$id}).
press-how-anonymously = anonymously
press-how-signed = signed
press-from = Press from {$from} ({$turn}):
press-reply =
    Reply to this mail to answer by press: your reply goes to the
    sender alone, and no address is shown to anyone.
press-signature = {$label}, game {$game}
subject-due = {$turn}: your orders are due
subject-no-orders = {$turn}: no orders from you
subject-stand-in = Game {$game}: a stand-in plays {$label} for you
subject-watching = Game {$game} (watching): {$turn} report
subject-goes-on = Game {$game} goes on
subject-paused = Game {$game} paused
subject-resumed = Game {$game} resumed
subject-extended = {$turn}: deadline extended
subject-abandoned = Game {$game} abandoned
subject-schedule = Game {$game}: new schedule
subject-absence-moved = {$turn}: deadline moved for an absence
help-common =
    EVERY GAME, one command a line:
        STATUS          the position and who is in
        HISTORY         the last round's report again; HISTORY 3 one round,
                        HISTORY 2-5 several, HISTORY ALL every one
        SUMMARY         the game so far: the standings, a line a round
        ORDERS          what you have on file for this turn, and since when
        CLEAR           withdraw it (as if you had sent nothing)
        TRY <orders>    a what-if: the turn as it would run with these
                        orders and everyone else sending none (they play
                        what a silent player plays); nothing is stored.
                        Example: TRY {$example}
        PRESS TO Ann, Bob: text    a message to other players, relayed
                        by mail signed with your seat (no address shown);
                        PRESS TO ALL: text for everyone; PRESS ANON TO ...
                        unsigned, where the game allows. Reply to relayed
                        press to answer its sender.
        ABSENT 2026-12-24 2026-12-27    away those days (both included):
                        a deadline inside moves past them. ABSENT CANCEL
                        cancels; ABSENT alone shows what is on file
        HELP            this text; HELP RULES the rules of the game
        MODERATOR: text for the moderator, a person: forwarded by mail
        WAIT            alone: do not run this round before its deadline,
                        even when everyone is in; WAIT OFF withdraws it
        RESIGN          alone on its line: asks to leave the game;
                        RESIGN CONFIRM (same or a later mail) leaves
    A line starting with a command word, in any case, is that command
    (program r f l l u). A command word alone takes the list below it,
    one instruction a line (1. 3RW, 2) 1BN, - 2GU), across blank lines.
    In a reply to a turn mail, instructions alone (right, f3, left) are
    read as your program. Lines starting with # or // are comments.

    THE LOBBY, also in a mail to robomod's plain address (no tag needed):
        LIST            the games you can join and watch; LIST 12 one game
        JOIN 12         a seat in game 12 (JOIN 12 AS Ann; JOIN 12 word for
                        a private game); JOIN 12 STANDBY its standby list
        LEAVE 12        give it up before it starts; TAKE 12 a seat offered
        OBSERVE 12      its public round reports by mail; OBSERVE 12 OFF
        SET             your settings: SET REMINDERS OFF|ON, SET DIGEST
                        DAILY|OFF, SET NAME Ann, SET PICTURES
                        ROUND|STEPS|ANIMATED|NONE, SET LANGUAGE PL|EN
        RATINGS         the best players of each game, and your record
        ALSO a@b.org    that address is yours too (send it from both);
                        ALSO alone lists them, ALSO a@b.org OFF unlinks
quote-your-mail = (your mail)
quote-your-orders = (your orders)
quote-more-lines = ({$lines ->
    [one] one more line
   *[other] {$lines} more lines
})
quote-press-reply = (a reply to press #{$n})
quote-replies = (replies)
quote-game-command = (a game's command)
orders-spent = Not read: you have sent the {$limit} {$what} this round allows; the best of them counts.
orders-count = ({$what} {$n} of {$limit} this round)
orders-replaces = (This {$keyword} replaces the one you sent earlier this turn.)
orders-wrong-phase = {$keyword} is not what game {$game} needs now: it is in the {$phase} phase; send {$hint}
notice-held = Game {$game} is held: robomod could not run {$turn}, and the moderator has been told. Your orders are kept; you can still send or change them. You will hear when the game goes on, with its new deadline.
subject-held = Game {$game} is held
held-turn = round {$round}

subject-announcement = Game {$game}: an announcement from the moderator
subject-replaced = Game {$game}: you were replaced
subject-new-player = Game {$game}: a new player for {$label}
subject-orders-entered = {$turn}: orders entered for you
subject-rolled-back = Game {$game}: back to {$turn} (rollback)
subject-absence-recorded = Game {$game}: absence recorded
subject-absence-cancelled = Game {$game}: absence cancelled
notice-held-mail = Game {$game} is held: robomod cannot read its position until the moderator has looked at it. Your mail is kept, but nothing in it could be read or applied yet: send your orders again when you hear the game goes on.

duration-hours = {$n}h
duration-minutes = {$n}m
duration-seconds = {$n}s
duration-join = {""}

# The words for everyone after PRESS TO, as people write them
press-everyone = ALL EVERYONE

## What a known command's line held that it does not take (issue 64)

wrong-kind = {$word} is no game robomod has: the games are {$kinds}. Nothing was done.
wrong-address = {$word} is not a mail address: write one like ann@example.org. Nothing was done.
wrong-duration = {$word} is no length of time robomod reads: write it like 90m, 24h, 2d, 1w or 3 days. Nothing was done.
wrong-rounds = {$word} names no rounds: write a round's number (HISTORY 3), a range (HISTORY 2-5) or HISTORY ALL. Nothing was done.
wrong-edit = Not done: this change could not be made for sure to the orders above ({$orders}), so none of them was applied. Send your orders whole as you want them.
unit-w = WEEKS WEEK
unit-d = DAYS DAY
unit-h = HOURS HOUR
unit-m = MINUTES MINUTE MINS MIN

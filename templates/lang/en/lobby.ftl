# The lobby's answers (lobby_answer.txt): one paragraph each; the reply
# joins a message's lines and wraps them. A line starting "- " stays a line.

lobby-help = The lobby's help follows below.
lobby-stranger = Hello! robomod runs programmed-robot board games by mail: each player mails their robot's program, robomod runs the rounds at their deadlines and mails everyone the board.
lobby-stranger-plays = If you play a game already, reply to the last mail robomod sent you about it, from the address you play with, and keep the {"["}robomod ...] tag in the subject: it carries your game and your key.
lobby-stranger-how = To play: send LIST to {$address} for the games you can join, then JOIN and the game's number (JOIN 12) to take a seat. HELP mails every command. One command a line; nothing else is needed.
lobby-moderator = To reach a person, write to the moderator: {$moderator}
lobby-unknown = Not a command robomod knows. The lobby's commands are listed below.
lobby-needs-tag = Not done: this command is for a game you play, and robomod could not tell which. Reply to the last mail robomod sent you about your game, from the address you play with, keeping the {"["}robomod ...] tag in the subject.
lobby-list = The games follow below.
lobby-no-open-game = There is no game {$game} open to join. Send LIST for the games you can join.
lobby-bad-name = "{$name}" cannot be a name here: write one line of at most 30 letters, digits and spaces, without @, < or >.
lobby-name-unsure = Not joined: this mail gives more than one name ({$names}), and robomod takes none on a guess. Send JOIN {$game} AS and the name you choose.
lobby-started = Game {$game} has started: its seats are taken. JOIN {$game} STANDBY puts you on its standby list, to be offered a seat its player leaves.
lobby-also-asked = Noted. To link {$other} to this address, send ALSO {$from} from {$other} within {$days} days: then mails from either are yours in your games, and your ratings and dedication are one record.
lobby-also-linked = Done: {$other} and {$from} are one player now. Mails from either are yours in your games (reply to a game's mail, keeping its tag), and your ratings and dedication are one record. ALSO {$other} OFF undoes it.
lobby-also-off = Done: {$other} is no longer linked to this address.
lobby-also-not-linked = {$other} is not linked to this address: nothing to undo.
lobby-also-same = {$other} is already this address or linked to it.
lobby-also-bad = Not linked: robomod cannot write to {$other} ({$why}).
lobby-also-other-person = Not linked: {$other} is linked to other addresses already. Send ALSO with its own address OFF from there first.
lobby-also-cap = Not linked: a player links at most {$max} addresses.
lobby-also-both-seated = Not linked: {$other} and this address both have a seat in game {$game}, and one player holds one seat.
lobby-also-none = No other address is linked to this one. ALSO other@example.org links one: send it from both addresses.
lobby-also-list = Linked to this address: {$addresses}. ALSO address OFF unlinks one.
lobby-already-seated = You already have a seat in game {$game}.
lobby-standby = You are on the standby list of game {$game}, number {$place}. When a seat is given up, robomod offers it to the first on the list by mail. LEAVE {$game} takes you off the list.
lobby-full = Game {$game} has all its {$seats} seats taken. JOIN {$game} STANDBY puts you on its standby list.
lobby-name-taken = Someone in game {$game} already plays as {$name}. Send JOIN {$game} AS another name.
lobby-seat-cap = Not joined: you already hold { $cap ->
        [one] a seat
       *[other] {$cap} seats
    } in games that have not started, the most one address may hold. LEAVE one of them first.
lobby-joined-started = You have the last seat of game {$game}, as {$name}: the game has started. Your welcome mail, with your key and your first deadline, follows in a mail of its own.
lobby-joined = You have a seat in game {$game}, as {$name}: {$taken} of {$seats} taken. The game starts when every seat is taken; you will then get your welcome mail. LEAVE {$game} gives the seat up.
lobby-joined-start-at = You have a seat in game {$game}, as {$name}: {$taken} of {$seats} taken. The game starts when every seat is taken, or on {$start_at} with at least {$min_seats} players; you will then get your welcome mail. LEAVE {$game} gives the seat up.
lobby-left-standby = You are off the standby list of game {$game}.
lobby-left = You have given up your seat in game {$game}.
lobby-leave-started = Game {$game} has started: to leave it, reply to a mail about the game with RESIGN.
lobby-not-in = You have no seat and no standby place in game {$game}.
lobby-open-not-allowed = Not opened: on this server only the moderator opens games. Send LIST for the games you can join.
lobby-open-cap = Not opened: you already have { $cap ->
        [one] an open game
       *[other] {$cap} open games
    } waiting for players, the most one address may have.
lobby-open-bad = Not opened: {$problem}.
lobby-opened = Opened game {$game} with {$seats} seats. You have no seat in it yet: send JOIN {$game} to take one.
lobby-opened-private = Opened game {$game} with {$seats} seats. You have no seat in it yet: send JOIN {$game} {$word} to take one. It is private: LIST does not show it, and only those you give the word to can join it.
lobby-no-running-game = There is no running game {$game} to watch. LIST shows those you can.
lobby-observe-cap = Not done: you already watch { $cap ->
        [one] a game
       *[other] {$cap} games
    }, the most one address may. OBSERVE 12 OFF stops watching game 12.
lobby-observe-waiting = Game {$game} has not started yet: you will watch it once it does, and each round's public report will come to you by mail. OBSERVE {$game} OFF stops it.
lobby-observe = You are watching game {$game}: each round's public report will come to you by mail. OBSERVE {$game} OFF stops it.
lobby-observe-off = You no longer watch game {$game}.
lobby-observe-off-was-not = You were not watching game {$game}.
lobby-no-offer = No seat of game {$game} is offered to you now.
lobby-taken = Seat {$seat} of game {$game} is yours. Your welcome mail, with your key and the deadline, follows in a mail of its own.
lobby-set-list = Your settings:
lobby-not-set = (not set)
lobby-set-change = Change one with SET PICTURES ROUND|STEPS|ANIMATED|NONE, SET REMINDERS OFF|ON, SET DIGEST DAILY|OFF, SET NAME Ann or SET LANGUAGE {$languages}.
lobby-set-bad = SET knows PICTURES, REMINDERS, DIGEST, NAME and LANGUAGE, not {$key}.
lobby-set-value = SET {$key} takes {$values}.
lobby-set-reminders-off = Done: robomod will send you no reminders before deadlines.
lobby-set-reminders-on = Done: robomod will remind you before deadlines you have sent nothing for.
lobby-set-digest-daily = Done: every day at {$hour}:00 UTC robomod will send you one mail listing your games waiting for your orders, with their deadlines.
lobby-set-digest-off = Done: no daily digest.
lobby-set-name = Done: JOIN will seat you as {$value} unless you write JOIN 12 AS another name.
lobby-set-language = Done: robomod writes to you in English from now on. Commands are read in every language robomod knows.
lobby-set = Done: {$key} is {$value}.
lobby-below-both = Not joined: game {$game} asks for a {$kind} rating of at least {$min_rating} and a dedication of at least {$min_dedication}% (orders in on time).
lobby-below-rating = Not joined: game {$game} asks for a {$kind} rating of at least {$min_rating}.
lobby-below-dedication = Not joined: game {$game} asks for a dedication of at least {$min_dedication}% (orders in on time).
lobby-ratings = The ratings follow below.

## lobby_list.txt (labels are padded to 12 columns by the template)

list-not-rated = not rated
list-on-time = , {$percent}% on time
list-needs-both = a { $settled ->
        [yes] settled rating
       *[no] rating
    } of at least {$min_rating} and {$min_dedication}% of orders on time
list-needs-rating = a { $settled ->
        [yes] settled rating
       *[no] rating
    } of at least {$min_rating}
list-needs-dedication = {$min_dedication}% of orders on time
list-game = GAME {$id}: {$what}
list-private = , private
list-seats = seats
list-taken = {$taken} of {$seats} taken
list-taken-standby = {$taken} of {$seats} taken, {$standby} on standby
list-nobody = nobody yet
list-players = players
list-joining = joining
list-deadlines = deadlines
list-opened-by = opened by
list-by-moderator = the moderator
list-by-player = a player
list-starts = starts
list-when-full = when every seat is taken
list-or-on = or on {$start_at} with at least {$min_seats}
list-fill-bots = (computer players take the empty seats)
list-mine = You are in this game.
list-join = JOIN {$id} takes a seat.
list-open-head = OPEN GAMES (JOIN 12 takes a seat in game 12, LIST 12 shows it in full)
list-open-line = {$what}, {$taken}/{$seats} seats, deadlines {$schedule}
list-players-colon = players:
list-joining-needs = joining needs {$entry}
list-needs = needs {$entry}
list-none = none now
list-watch-head = GAMES TO WATCH (OBSERVE 12 mails you game 12's round reports)
list-watch-line = {$kind}, {$turn}, {$players} players
lobby-your-rating = Your {$kind} rating is {$rating} after { $games ->
        [one] one rated game
       *[other] {$games} rated games
    }
lobby-your-rating-new = Your {$kind} rating is {$rating} (not rated yet: a new player counts as 1000)
lobby-short = , below the {$min} asked.
lobby-short-provisional = , still provisional: a rating settles after a few finished games, and this game asks for a settled one.
lobby-short-percent = , below the {$min}% asked.
lobby-enough = : enough.
lobby-your-dedication = Your dedication is {$percent}% ({$on_time} of {$counted} rounds on time)
lobby-your-dedication-none = Your dedication is not counted yet
lobby-below-how = A rating moves with each finished game; dedication rises with each round whose orders are in on time. RATINGS shows the ratings, LIST the other games.

# The words of settings and values that commands take (OPEN race SEATS 4, SET DIGEST DAILY):
# read in every language's words, shown in the reader's (the first word)
option-board = BOARD
option-seats = SEATS
option-schedule = SCHEDULE
option-private = PRIVATE
option-deadline = DEADLINE
option-every = EVERY
option-round = ROUND
option-steps = STEPS
option-animated = ANIMATED
option-none = NONE
option-daily = DAILY
option-on = ON
option-off = OFF
list-or = {" or "}
open-needs-value = {$word} needs a value after it
open-seats-number = SEATS {$value}: write a number of seats, like SEATS 4
open-quote-missing = SCHEDULE "...": the closing quote is missing
open-unknown-setting = {$word} is not a setting OPEN knows: write BOARD name, SEATS n, SCHEDULE "22:00 Europe/London" or PRIVATE word

open-not-playable = { CASE($kind, "name") } with {$players} players: {$why}
open-bad-seats = seats {$seats} and minimum {$min}: a game needs at least one seat, and no more seats needed to start than it has
open-bad-word = private word "{$word}": one word of at most 30 characters

## A game's settings as LIST names them (`$value`: the setting's value)
setting-stand_in = { $value ->
        [one] a stand-in after one missed round
       *[other] a stand-in after {$value} missed rounds
    }
setting-language = { $value ->
        [pl] in Polish
        [en] in English
       *[other] language {$value}
    }
setting-pictures = pictures: {$value}
setting-min_rating = rating {$value} or more
setting-min_dedication = dedication {$value}% or more

## House rules: the options a game declares (src/games/capability/house.rs), as typed in OPEN
## and shown in LIST, the welcome, HELP RULES and the archive.
house-on = ON
house-off = OFF
house-bad-switch = {$name} {$value}: write {$name} {$on} or {$name} {$off}
house-bad-number = {$name} {$value}: write a whole number from {$min} to {$max}
house-bad-word = {$name} {$value}: write one of {$words}
house-unknown = {$word} is not a setting OPEN knows: write BOARD name, SEATS n, SCHEDULE "22:00 Europe/London", PRIVATE word, or a house rule of the game: {$known}
house-rules-head = HOUSE RULES (* set for this game, not the rules as written)
house-rule-line = {$name} {$value}{$star}: {$about}

## COURSE: a course (a race's board file) sent by mail (docs/moderator.md)

lobby-course-not-allowed = Not kept: courses are sent by the masters of games here (and by those who may open games). Write to the moderator to become one.
lobby-course-too-long = Not kept: the course is {$kb} KB long, and a course is at most {$max} KB. Send the board file alone.
lobby-course-kind = Not kept: say which game the course is for, as COURSE race loop; the games played on courses here: {$kinds}.
lobby-course-problems = Not kept: { $count ->
        [one] one problem
       *[other] {$count} problems
    } in the course, each with its line and column (line 1 is the first line of the course: the line after COURSE, or the attached file's first). Your course follows below, its lines numbered. Send it again, mended, with the same COURSE line.
lobby-course-problem-at = line {$line}, column {$column}: {$what}
lobby-course-bad-name = Not kept: "{$name}" cannot be a course's name: write one word of at most {$max} letters a-z, digits, - or _, starting with a letter, as COURSE loop-2 (or give the course a name: line).
lobby-course-shipped = Not kept: {$name} is the name of a course robomod ships ({$shipped}): give yours another.
lobby-course-kept = Kept: your course {$name} ({$summary}).
lobby-course-replaced = Kept: your course {$name} ({$summary}) replaces the one you sent before under that name; games already opened on it keep the course they started with.
lobby-course-picture = Its picture is attached, and it follows below as text.
lobby-course-text = It follows below as text.
lobby-course-how = To play it, open a game on it: {$open}

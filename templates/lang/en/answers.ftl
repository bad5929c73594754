# What the reply says of each command (answers.txt): one paragraph a line
# (the reply wraps them), except where a line starts with two spaces.

answer-no-command = robomod found no command in this mail. Put each command on a line of its own; send HELP for the list.
answer-stale = Not applied: this mail answers robomod's mail for {$then}, which has run since (its report was mailed to you). Nothing in it was applied to {$turn}. Read the report, then send your orders for {$turn} again; where things stand now is below.
answer-status = The status follows below.
answer-history =
    { $count ->
        [one] The report of {$first} again, as your seat saw it, follows below.
       *[other] The reports of {$first} to {$last} again, as your seat saw them, follow below.
    }
answer-history-more = A mail carries at most ten reports: {$command} sends the next ones.
answer-history-none = No round of this game has been played yet: there is no report to send again.
answer-history-missing = Round {$asked} has not been played: the last played is {$turn}. HISTORY sends its report again, HISTORY ALL every one.
answer-summary = The game so far follows below: { $standings ->
    [yes] the standings
   *[no] the position now
}, then each round in a line.
answer-help = The help follows below.
answer-last-reply = This is the last reply robomod sends you for now: it answers at most {$max} mails from one address in {$minutes} minutes. Your next mails are still read and applied; answers resume within {$minutes} minutes, and STATUS then shows where things stand.
answer-rules = The rules of this game follow below.
answer-game-over = Not accepted: the game is {$status}.
answer-resigned = Not accepted: you have resigned from this game.
answer-nothing-to-withdraw = Nothing to withdraw: you are not playing this game any more.
answer-withdrawn = Withdrawn. {$on_file}
answer-too-many-tries = Not tried: at most {$max} TRY reports in one reply. Send this one in another mail.
absent-in-game = In game {$game} ({$kind}):
answer-absent-no-game = You hold no seat in a game that is running: an ABSENT with no game named is taken in every game you play, and there is none now.
answer-not-playing = Nothing to do: you are not playing this game any more.
answer-resign-ask = To resign, send RESIGN CONFIRM (alone on its line). Then, for your seat ({$label}), {$resigned}; the other players are told in the next report; robomod writes to you about this game only once more, with its final result; and you are not seated in its next game unless the moderator names you. Nothing has changed yet.
answer-resigned-now = You have resigned. From now on, for your seat ({$label}), {$resigned}. The other players are told in the next report. robomod writes to you about this game only once more, with its final result.
answer-too-many = Not read: robomod reads at most {$max} commands from one mail. Send the others in another mail.
answer-too-long = Not read: robomod reads at most {$kb} KB of what you write in one mail, and {$lines ->
    [one] one line
   *[other] {$lines} lines
} ran past it. Send what they hold in another, shorter mail.
answer-too-large = Not read: your mail is {$kb} KB, more than the {$limit_kb} KB robomod reads from one mail, so nothing in it was read. Send your commands again in a short plain-text mail, without attachments.
answer-unknown-meant = robomod does not know this command: did you mean {$meant}? Write it again with {$meant} at the start of the line. Commands: {$commands}; send HELP for the notation.
answer-unknown = robomod does not know this command. Commands: {$commands}; send HELP for the notation.
answer-not-read-order = Not taken: this line mentions {$word}, but robomod could not read it as orders, so nothing was done with it. If you meant it, write the command at the start of a line of its own, as HELP shows.
answer-not-read = Read as a remark, not as the command {$word}: nothing was done with it.
answer-forwarded-sent = Forwarded to the moderator ({$moderator}), a person, who will answer you by mail.
answer-forwarded-capped = Not forwarded now: too many mails went to the moderator this hour. Send it again later, or write to {$moderator} yourself.
answer-forwarded-no_moderator = Not forwarded: this server names no moderator address, so your text reached no person.
answer-forwarded-yours = Not forwarded: you are this game's master, so it would only come back to you.
answer-letter-sent = Your letter went to the moderator ({$moderator}), a person, who will answer you by mail. Nothing in it was an order for robomod; the commands robomod reads are below.
answer-letter-capped = Your letter could not go to the moderator now (too many mails this hour): write to {$moderator} yourself if it was for them. Nothing in it was an order for robomod; the commands robomod reads are below.
answer-letter-no_moderator = This server names no moderator to pass your letter to, and nothing in it was an order for robomod; the commands robomod reads are below, and HELP sends the list.
answer-letter-yours = Nothing in it was an order for robomod, and as this game's master you are the one it would go to: it was not forwarded. The commands robomod reads are below, and HELP sends the list.
answer-letter-master_plays = Nothing in it was an order for robomod, and it was not forwarded: this game's master plays in it too, and reads only what you write to the moderator (a line MODERATOR: and your words). The commands robomod reads are below, and HELP sends the list.
answer-read-as = Read as {$command}:
answer-beside-order =
    Not taken: the {$order} line of this mail counts, and these
    instructions are not it. If you meant them instead, send:
    {"  "}{$command}
answer-remark-negated =
    You said not to: nothing was done. To do it, send:
    {"  "}{$command}
answer-remark-undecided =
    Noted as undecided: nothing was done. When you decide, send:
    {"  "}{$command}
answer-remark-conditional =
    Not done: robomod carries out no order on a condition, only what you
    send as you send it. When you decide, send:
    {"  "}{$command}
answer-chatter = Thank you! Nothing to do for robomod here.
answer-edit-made = A change to your orders on file, {$on_file}:
answer-edit-not-made = Not done: this change could not be made for sure to your orders on file, {$on_file}; they stay as they are. Send your orders whole as you want them.
answer-edit-nothing-on-file = Not done: you have no orders on file to change. Send your orders whole.
answer-not-this-game = Read as {$command}, which this game has no use for now: nothing was done.
answer-wait-on =
    {$turn} will not run before its deadline,
    {$close},
    even if every order is in. WAIT OFF withdraws this.
answer-wait-off = You no longer wait for the deadline of {$turn}.
absent-usage = write ABSENT FIRST-DAY LAST-DAY with dates as YYYY-MM-DD (ABSENT 2026-12-24 2026-12-27), or ABSENT CANCEL
absent-not-a-date = {$word} is not a date: {$usage}
absent-too-many-words = too many words after ABSENT: {$usage}
absent-game-not-live = the game is {$status}.
absent-none-here = this robomod takes no absences.
absent-last-before-first = the last day ({$last}) is before the first ({$first}): {$usage}.
absent-in-the-past = {$first} is in the past (today is {$today} in the game's time zone, {$zone}).
absent-too-far = {$first} is more than a year ahead: send it nearer the time.
absent-too-long = {$days} days is longer than the {$max} days an absence may last here: split it, or ask the moderator.
absent-all-taken = { $n ->
    [one] you have taken the 1 absence a player may take in one game.
   *[other] you have taken the {$n} absences a player may take in one game.
}
absent-overlaps = it overlaps your absence {$days}: send ABSENT CANCEL and then the whole absence.
absence-days = {$first} to {$last}
answer-absent-not-understood = Not understood: {$problem}.
answer-absent-not-recorded = Not recorded: {$why}
answer-nothing-to-try = Nothing to try: the game is {$status}.
answer-try-problems = Not tried: these orders have problems:
answer-try-no-orders = Not tried: send TRY and orders for {$orders}.
answer-try-unavailable = TRY is not available in the {$phase} phase of this game.
answer-what-if = A what-if: {$canonical}, with every other player sending no orders (their pieces play what a silent player's play, so the report may show them moving). Nothing is stored and your orders on file are unchanged; the report follows below.
answer-on-file-over = Nothing: the game is {$status}.
answer-on-file = On file for {$turn}, received {$received}:
answer-nothing-on-file = Nothing on file for {$turn}. If nothing comes by the deadline: {$default}
answer-absent-recorded-moved = Recorded: you are away {$days}. The deadline of {$turn} fell inside it and moves to {$moved}; every player is told.
answer-absent-recorded = Recorded: you are away {$days}. Any deadline that falls inside it moves past its end. Send orders before you go if you can: the round still runs early once everyone is in.
answer-absent-cancelled = Cancelled: your absence {$days}. A deadline already moved stays where it is; later ones no longer move.
answer-no-absence = You have no absence to cancel.
answer-absences = Your absences on file: {$days}. ABSENT CANCEL cancels them.
answer-no-absences = You have no absence on file. To add one, {$usage}.
answer-closing-paused =
    The game is paused: your orders count when it goes on, and the
    deadline will move when it resumes.
answer-closing-now = Every order is in: {$turn} runs now, and its report follows.
answer-closing-early = Every order is in: {$turn} runs at
answer-closing-early-unless =
    unless someone changes their orders or sends WAIT; until then you
    may send others.
answer-closing-unsure = A line of this mail was not read, so {$turn} does not run early for you: it waits for your next mail (or WAIT OFF) and closes at
answer-closing-chance = A register of this program is left to chance (a card you do not hold), so {$turn} does not run early for you: it waits for your next mail (or WAIT OFF) and closes at
answer-closing-deadline = They count unless you send others before {$turn} closes at

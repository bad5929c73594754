# The words players write for robomod's commands, in this language: each
# message lists them, separated by spaces; the id names the English command.
# Commands are read in every language's words, whatever the player's own.

command-status = STATUS
command-help = HELP
command-rules = RULES
command-resign = RESIGN
command-confirm = CONFIRM YES
command-orders = ORDERS
command-clear = CLEAR
command-try = TRY
command-press = PRESS
command-to = TO
command-anon = ANON ANONYMOUS
command-absent = ABSENT
command-cancel = CANCEL
command-wait = WAIT
command-on = ON
command-off = OFF
command-moderator = MODERATOR
command-list = LIST
command-join = JOIN
command-standby = STANDBY
command-as = AS
command-leave = LEAVE
command-open = OPEN
command-observe = OBSERVE
command-take = TAKE
command-set = SET
command-pictures = PICTURES
command-reminders = REMINDERS
command-digest = DIGEST
command-name = NAME
command-language = LANGUAGE
command-ratings = RATINGS
command-history = HISTORY
command-summary = SUMMARY
command-all = ALL
command-also = ALSO

# A game master's commands (docs/moderator.md), in capitals.
command-pause = PAUSE
command-resume = RESUME
command-extend = EXTEND
command-process = PROCESS
command-preview = PREVIEW
command-eject = EJECT
command-replace = REPLACE
command-announce = ANNOUNCE
command-rollback = ROLLBACK
command-terminate = TERMINATE
command-promote = PROMOTE
command-tournament = TOURNAMENT
command-start = START

command-course = COURSE

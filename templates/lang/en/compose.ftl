## The composer: the link in a turn mail and the archive's page that writes the reply
## (issue 67). The page's words are public; what is private comes in the link's fragment.

compose-link = Or tap your orders on this page: it writes this reply for you, and your mail app sends it.
compose-button = Tap your orders
compose-html-note = The page writes the reply; you press send in your mail app.

compose-title = Orders for game { $game }
compose-title-kind = Orders: { $kind }
compose-no-link = This page writes a reply to a turn mail. Open it with the link in your turn mail: the link carries your hand and the address to reply to, which this page never sends anywhere.
compose-position = See the board now
compose-board-alt = The board now, as the archive shows it
compose-your-pieces = What you may use
compose-choose-variant = Direction for { $piece }:
compose-cancel = Cancel
compose-program = Your orders
compose-empty = (nothing yet)
compose-remove = Remove last
compose-clear = Start again
compose-count = { $n ->
    [one] { $n } move
   *[other] { $n } moves
}
compose-need = Choose { $n } more
compose-ready = Ready to send.
compose-or = Or instead
compose-send = Write the mail
compose-to = To:
compose-subject = Subject:
compose-mail-is = The mail:
compose-how = How orders are written
compose-private = Nothing you tap leaves this page: the button opens your mail app with the reply written, and you send it.

# The toy game's own words in English: every id starts with `pebbles-`.
pebbles-phase = throw { $round }
pebbles-phase-name = throwing
pebbles-seat = { $name }'s pile
pebbles-threw = { $who } throws { $n } onto the pile: { $pile } now.
pebbles-clashed = { $who } throws { $n } as someone else does: nothing lands.
pebbles-kept = { $who } keeps their pebbles: the pile stays at { $pile }.
pebbles-piles = Piles (the first to { $goal } pebbles wins):
pebbles-help = Pebbles: each turn, THROW 1, 2 or 3 pebbles onto your pile
    (THROW two works too), or KEEP yours. Two players who throw the same
    number clash and neither pile grows. The first to the goal wins.
pebbles-short = Throw pebbles onto your pile; the first to the goal wins.
pebbles-bad = write THROW and a number from 1 to 3, or KEEP
pebbles-compose-hint = Tap how many pebbles to throw, or keep yours.

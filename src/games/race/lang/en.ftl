# The robot race's words in English. Every id starts with `race-`; Polish (`pl.ftl`) has
# exactly these ids. Here: HELP, the rules and the short texts, the round report, the status,
# the board's legend, each player's private part, the upgrades, the standings with their
# statistics and awards, the HTML facts and tables, the picking status and the start.

## The composer page's hints (issue 67): what the player taps for each turn.
race-compose-program = Tap your cards in the order they run, one per register.
race-compose-pick = Tap the start squares you want, most wanted first (the numbers on the board).
race-compose-draft = Tap the upgrades you want, most wanted first.

## What a seat does without orders

race-default-picking = you get a start square after the others' picks
race-default-out = your robot is out of the race
race-default-down = your robot stays powered down (STAY DOWN: next round too)
race-default-random = your unlocked registers are filled at random from your hand
race-kept = the robot, its place on the course, its damage, lives, flags touched and upgrades stay as they are
race-resigned = the robot stays on the board, powered down for the rest of the race, and wins no award and no pick
race-granted-subject = Game {$game}: wildcards for you
race-granted =
    The moderator has granted you {$n} { $n ->
        [one] wildcard
       *[other] wildcards
    } in game {$game}, as compensation.
race-wildcards = A wildcard plays any basic instruction you were not dealt: write it with a star, as PROGRAM F2 *F3 L R U. STATUS shows how many you hold.

## The HTML report's steps

race-steps-heading = Register by register
race-steps-legend = Blue solid arrows: programmed moves. Green dashed arrows: pushes, belts and beams. Thin purple lines: robots' laser shots (H where one hit). Wide pale red bands: board lasers' beams (a red dot at the mount).

## The board picture (its title is its alt text; the legend's lines are the picture's: keep
## each within 470 pixels, about 70 characters, the tests measure them) and the register
## pictures' words ($what: what one robot did, the parts joined by race-step-and)

race-picture-title-now = The race on { $board }: the board in round { $n }
race-picture-title-after = The race on { $board }: the board after round { $n }, with its moves
race-picture-register-title = The race on { $board }: the board after register { $r } of round { $n }, with its moves
race-picture-own = a robot's own move
race-picture-carried = pushed, beamed or carried by a belt
race-picture-legend =
    Purple line: a robot's laser shot (in a register), H where it hit.
    Pale red band: a board laser's beam (red dot: its mount, beams).
    Belts: arrow (express: darker, double head); cw/ccw: gear or turn.
    Flags numbered; + repair; U upgrade site; black: a pit.
    Robots: initials, notch to the front, damage in red; X destroyed there.
race-picture-rot = { $rot ->
    [cw] cw
    [ccw] ccw
   *[half] u
}
race-picture-robots = Robots
race-picture-offers = Upgrades on offer
race-picture-out = out
race-picture-finished = finished { $place }
race-picture-state = damage { $damage }, lives { $lives }, flags { $flags }/{ $of }
race-step-words = Register { $n }: { $what }.
race-step-still = Register { $n }: no robot moved or turned.
race-step-robot = { $name } { $what }
race-step-own = moved { $n ->
    [one] 1 square
   *[other] { $n } squares
} on its own
race-step-moved = was moved { $n ->
    [one] 1 square
   *[other] { $n } squares
} (pushed, a belt or a beam)
race-step-turned = { $n ->
    [one] turned
   *[other] turned { $n } times
}
race-step-destroyed = was destroyed
race-step-and = and

## HELP and the rules (mailed whole: each line within 72 columns)

race-help =
    Robot race - how to write your orders

    EACH ROUND you are dealt a hand of instructions (10, one fewer for
    each two damage). Program five of them, run in order:
        PROGRAM F2 L F R U
      F3 F2 F   forward 3, 2, 1       B   back 1
      L R       turn left, right      U   u-turn
    Also read: F1, forward 2, back, turn left, turn around, u-turn,
    lower case, commas, numbering (1. F2 2. L ...).
    Missing or illegal instructions are filled at random from your hand.
        PASS                      (every register at random)
    Each command adds to what you sent before; a new PROGRAM replaces
    the program.

    ANNOUNCE, in the same mail or later:
        POWER DOWN                (next round: no moves, damage repaired)
        STAY DOWN                 (while powered down: stay down next round)
        POWER ON                  (take back a POWER DOWN)

    UPGRADES add forms and options:
        F0 (Brakes)  F4 (Fourth Gear)  B2 (Reverse Gear)
        FL FR (Crab Legs: sidestep)  F3+R (Dual Processor: move, then turn)
        GYRO ON|OFF   PRESSOR|TRACTOR|HOWITZER|SCRAMBLER|RADIO ON|OFF
        BREAKER 10 | BREAKER OFF  (Circuit Breaker threshold)
        FLYWHEEL F2               (keep an unused card for next round)
        RECOMPILE                 (a new hand now, for 2 damage)
    Example: PROGRAM F3+R F2 FL B U PRESSOR ON

    WILDCARDS (granted by the moderator): *F2 plays an F2 you were not
    dealt, one wildcard each.

    START SQUARES, when the race asks for them: PICK 3 1 4 2 (the numbers
    on the board, most wanted first).

    Priority: F4 F3 F2 B2 F/FL/FR F0 B, then turns; ties go to whoever
    moved first in the register before.

race-rules =
    Robot race - the rules, as robomod plays them

    THE GOAL
      Touch the flags in order (f1, then f2, ...). The first robot to
      touch the last flag wins; the race goes on five more rounds for the
      places after it. Then come the awards and the pick order for the
      next race.

    A ROUND
      1. You are dealt a hand: 10 instructions, one fewer for each two
         damage your robot has.
      2. You program five of them (PROGRAM F2 L F R U) by the deadline.
         Missing or illegal registers are filled at random from your hand.
      3. Five registers run. In each: every robot does its instruction,
         fastest first (F3 F2 F B, then turns); belts move robots (express
         belts twice), gears turn them; every laser fires; robots touch
         flags, and their archive (where they come back) moves there.
      4. Repair sites (w) repair 2 damage; upgrade sites repair 2 and give
         the upgrade on offer there.

    MOVING
      A robot moving into another pushes it, unless a wall stops them. A
      pit or the edge of the board destroys a robot that goes in, by any
      cause: its own move, a push, a belt.

    LASERS AND DAMAGE
      Every robot fires forward at the end of each register, and so do the
      board's lasers: 1 damage a hit to the first robot in the beam. Your
      hand shrinks with damage; from 12 damage your last registers lock
      and keep their instruction from last round. 22 damage destroys.

    LIVES
      Three. A destroyed robot is out for the rest of the round, loses a
      life and a random upgrade, and comes back at the end of the round on
      its archive with 4 damage, its flags kept. A power down it had
      announced is cancelled. The third destruction puts it out of the
      race.

    POWER DOWN
      POWER DOWN with your orders: next round your robot stands still and
      all its damage is repaired (no hand, no moves, no laser; belts,
      pushes and lasers still act on it). STAY DOWN while down keeps it
      down another round; POWER ON takes a POWER DOWN back.

    UPGRADES
      22 of them: new instruction forms (F0, F4, B2, FL, FR, F3+R),
      stronger lasers, shields, options switched by mail (PRESSOR ON,
      BREAKER 10, ...). Your report lists what your robot holds; HELP
      shows how to write each one.

race-rules-short =
    THE RACE IN SHORT: touch the flags in order (f1, f2, ...); the first
    robot to touch the last flag wins. Each round you program five of the
    instructions you are dealt. After every register all lasers fire: 1
    damage a hit. Damage shrinks your hand, from 12 it locks registers,
    22 destroys; so do pits and the board's edge. Three lives: a destroyed
    robot comes back on its archive (its last flag or repair site) with 4
    damage. POWER DOWN repairs all damage at the cost of a round. Repair
    sites (w) repair, upgrade sites give upgrades. HELP RULES mails the
    rules in full.

## The round report and the status (the reports' words; robots' names, squares, cards and
## upgrades are passed as they are written)

race-title = Robot race - round { $n } on { $board }
race-place = { $ordinal }
race-programs = Programs
race-program-note = { $how ->
    [random] filled at random
    [locked] locked
   *[locked-random] locked, filled at random
}: { $regs }
race-program-retired = (its player has resigned: powered down for the rest of the race, no award, no pick)
race-program-down = (powered down)
race-program-resigned-down = (resigned: powered down)
race-register = Register { $n }
race-col-dmg = Dmg
race-col-name = Name
race-col-move = Move
race-col-notes = Notes
race-col-robot = Robot
race-col-lives = Lives
race-col-flags = Flags
race-col-archive = Archive
race-col-state = State
race-note-destroyed = destroyed
race-note-down = powered down
race-note-pushed = Pushed by { $who }
race-note-belt = belt
race-note-express = express belt
race-note-beam = moved by { $who }'s beam
race-note-gear = gear turns it { $rot }
race-note-belt-turns = belt turns it { $rot }
race-note-wall = wall stops it going { $d }
race-hit-board = board laser at { $at }
race-hit-laser = { $who }'s laser
race-hit-rear = { $who }'s rear laser
race-hit-ram = rammed by { $who }
race-note-shielded = { $n } shielded
race-note-absorbed = { $n } absorbed by coat
race-note-spent = { $upgrade } used up
race-note-scrambled = scrambled by { $who }: register { $r } now { $instr }
race-note-scrambles = scrambles { $who }
race-note-radioed = radio-controlled by { $who } after register { $r }
race-note-no-effect = tractor beam: { $who } is adjacent
race-doom-pit = DESTROYED in the pit at { $at }
race-doom-edge = DESTROYED off the board from { $at }
race-doom-damage = DESTROYED by 22 damage
race-note-kill = kill for { $who }
race-note-loses = loses { $upgrade }
race-note-lives = { $n ->
    [0] OUT of the race
    [one] 1 life left
   *[other] { $n } lives left
}
race-note-finishes = touches flag { $n }, the last: FINISHES { $ordinal }
race-note-flag = touches flag { $n }
race-note-archive = archive { $at }
race-after-registers = After the registers
race-nothing-more = Nothing more happens.
race-repaired-nothing = { $who } is on a repair site with no damage to repair.
race-repaired = { $who } repairs { $n } damage.
race-upgraded = { $who } takes the upgrade { $upgrade } at { $at }.
race-offer-taken = Now on offer at { $at }: { $upgrade }.
race-offer-aged = The offer at { $at } had five rounds; now on offer: { $upgrade }.
race-reentered = { $who } re-enters at { $at } facing { $d } with { $n } damage.
race-power-down = { $who } powers down for next round (all damage repaired).
race-breaker = { $who }'s Circuit Breaker trips: it powers down next round.
race-power-down-cancelled = { $who } was destroyed: its power down is cancelled (a destroyed robot does not power down next round).
race-power-up = { $who } powers up.
race-flywheel = { $who }'s Flywheel keeps { $card } for the next hand.
race-over = The race is over.
race-state-out = out
race-state-finished = finished { $place }
race-state-resigned = resigned
race-state-down = powered down
race-state-powering-down = powering down
race-upgrades = Upgrades:
race-ends-after = The race ends after round { $n }: five rounds after the first finish.
race-on-offer = On offer:

## The board's legend (after the symbol each line explains; at most 66 characters a line)

race-legend-robot = a robot: a capital letter (robots only), facing ^ > v <, then what it stands on:
race-legend-under = { $c ->
    [l] a laser's mount
    [b] a belt
    [e] an express belt
    [g] a gear
    [f] a flag
    [w] a repair site
    [h] an upgrade site
   *[s] a start square
}
race-legend-blank = blank the floor
race-legend-belt = a conveyor belt moving that way (1 square a register)
race-legend-express = an express belt (2 squares a register)
race-legend-rotating = a rotating section: a belt carrying a robot onto it turns it
race-legend-rotating-more = right ) or left (
race-legend-gear = a gear turning robots right; @( left
race-legend-pit = a pit
race-legend-flag = a flag, touched in order
race-legend-repair = a repair site (wrench)
race-legend-upgrade = an upgrade site (wrench and hammer)
race-legend-start = a start square
race-legend-laser = a board laser: its beam, the way it fires, its beams;
race-legend-laser-more = its beam's path across, ! up and down, * two crossing
race-legend-floor = the floor
race-legend-wall = a wall (--- across, + a corner); : and ... the open edge

## What one player alone reads below the report (commands stay as written in English)

race-your-robot = Your robot { $name } for round { $n }
race-private-down = Powered down this round: no hand. Send STAY DOWN to stay down next round as well.
race-your-hand = Your hand: { $cards }
race-random = random
race-locked-registers = Locked (damage { $damage }): { $held }; program registers 1-{ $last }.
race-settings = Settings:
race-setting-gyro = gyro { $on }
race-setting-beam = { $mode } on
race-setting-breaker = breaker at { $n }
race-setting-breaker-off = breaker off
race-your-wildcards = Wildcards: { $n } (write *F2 to play any basic instruction with one)
race-private-send =
    Send: PROGRAM and five instructions, as { $example }
    F3 F2 F forward, B back, L R turn, U u-turn; POWER DOWN for next
    round; your upgrades' forms and options. HELP shows them all.

## The standings (STANDINGS, and the final results' standings; `$flags` is `2/3`)

race-standings-now = Standings now, in round { $n }
race-how-running = { $flags } flags, { $lives } lives, damage { $damage }
race-how-out = out, { $flags } flags
race-how-resigned = resigned, { $flags } flags
race-how-flags = { $flags } flags
race-how-finished-resigned = finished { $place }, then resigned
race-ends-after-round = The race ends after round { $n }.
race-final-standings = Final standings
race-resigned-no-award = No award and no earned pick for a robot whose player resigned: { $names }.
race-pick-order = Pick order for the next race

## The start (the picks resolved)

race-start-title = Robot race on { $board } - the start
race-start-first-choice = its first choice
race-start-choice = its choice no. { $n }
race-start-random = drawn at random
race-starts = starts on { $at } facing { $d }: { $how }
race-first-priority = First priority list:

## The turn as the moderator's sentences name it (lower case)

race-turn-picking = start squares
race-turn-round = round { $n }
race-phase-picking = picking
race-phase-programming = programming

## Picking start squares (the status while the race asks for them)

race-picking-title = Robot race on { $board } - picking start squares
race-picking-starts = Start squares:
race-picking-order = Pick order:
race-picking-newcomers = New to this race (a random square after the picks):
race-picking-send =
    Send PICK and the numbers of the squares you want, most wanted first,
    as PICK 3 1 4 2. Who sends nothing gets a square at random.

## Orders as robomod echoes them (the notation itself stays as written)

race-echo-no-picks = (no picks: a random start square)
race-echo-pick = { $n } ({ $at })
race-echo-resigned = (resigned: the robot stays powered down)
race-echo-recompiled = { $times ->
    [1] RECOMPILED: new hand { $hand }; damage now { $damage }
   *[other] RECOMPILED x{ $times }: new hand { $hand }; damage now { $damage }
}
race-echo-all-locked = (no program: every register is locked)
race-echo-no-program = (no program yet: every register at random)
race-echo-pass = PASS (every register at random)
# A program and what robomod says about it: $notes are race-echo-unheld and
# race-echo-random-one or -from, joined by "; ".
race-echo-notes = { $program } ({ $notes })
race-echo-random-one = register { $r } at random
race-echo-random-from = registers { $from }-{ $to } at random
# Registers whose card the hand does not hold ($n of them; $registers as "2", "2 and 5",
# "2-3"; $cards: race-echo-unheld-card for each card, joined by commas).
race-echo-unheld = { $n ->
    [one] register
   *[other] registers
  } { $registers } at random: { $cards } in your hand
race-echo-unheld-card = { $held ->
    [0] no { $card }
    [1] only one { $card }
   *[other] only { $held } { $card }
  }
race-echo-and = and

## The final results: statistics and awards (the award names are the seed's)

race-statistics = Statistics
race-stats-col-dealt = Dealt
race-stats-col-taken = Taken
race-stats-col-kills = Kills
race-stats-col-falls = Falls
race-stats-col-down = Down
race-stats-col-questionable = Quest.
race-stats-col-record = Record
race-stats-note =
    Dealt counts 3 a kill. Down: rounds powered down. Quest.: questionable
    moves (registers filled at random, own moves into a pit or off the
    board). Record: dealt - taken.
race-stat-dealt = { $n } damage dealt
race-stat-taken = { $n } damage taken
race-stat-kills = { $n ->
    [one] { $n } kill
   *[other] { $n } kills
}
race-stat-falls = { $n ->
    [one] { $n } fall
   *[other] { $n } falls
}
race-stat-down = { $n ->
    [one] { $n } round powered down
   *[other] { $n } rounds powered down
}
race-stat-questionable = { $n ->
    [one] { $n } questionable move
   *[other] { $n } questionable moves
}
race-stat-record = { $n } damage record
race-awards = Awards
race-award-line = { $award }, { $for_what }: { $winners }
race-award-pacifist = Pacifist robot
race-award-pacifist-for = dealt the least amount of damage
race-award-terminator = Terminator robot
race-award-terminator-for = dealt the most amount of damage
race-award-shover = Shover robot
race-award-shover-for = pushed the most robots to their doom
race-award-friendly = Friendly robot
race-award-friendly-for = pushed the least number of robots to their doom
race-award-camouflaged = Camouflaged robot
race-award-camouflaged-for = took the least amount of damage
race-award-swiss-cheese = Swiss cheese robot
race-award-swiss-cheese-for = took the most amount of damage
race-award-clumsy = Clumsy robot
race-award-clumsy-for = fell off the board the most
race-award-cautious = Cautious robot
race-award-cautious-for = fell off the board the least
race-award-energizer = Energizer robot
race-award-energizer-for = powered down the least
race-award-hibernating = Hibernating robot
race-award-hibernating-for = powered down the most
race-award-smart = Smart robot
race-award-smart-for = made the fewest questionable moves
race-award-confused = Confused robot
race-award-confused-for = made the most questionable moves
race-award-gladiator = Gladiator robot
race-award-gladiator-for = has the best damage record (dealt - taken)
race-award-punching-bag = Punching Bag robot
race-award-punching-bag-for = has the worst damage record (dealt - taken)

## The HTML report's tables (column headings and notes) and a player's facts

race-col-place = Place
race-col-result = Result
race-col-award = Award
race-col-for = For
race-col-won-by = Won by
race-col-pick = Pick
race-upgrades-of = { $who }'s upgrades: { $list }.
race-fact-robot = Your robot
race-fact-robot-is = { $name } ({ $letter } on the board)
race-fact-robot-on = { $robot }, on { $at } facing { $d }
race-fact-robot-off = { $robot }, off the board
race-fact-place = Place
race-fact-place-now = Place now
race-fact-place-of = { $place } of { $n }
race-fact-place-end = { $of }: { $how }
race-fact-flags = Flags
race-fact-flags-of = { $flags } of { $n }
race-fact-next-flag = { $flags }; next: flag { $n } on { $at }
race-fact-awards = Awards
race-fact-next-race = Next race
race-fact-you-pick = you pick a start square { $place }
race-fact-lives = Lives
race-fact-lives-of = { $lives } of { $n }
race-fact-damage = Damage
race-fact-damage-is = { $locked ->
    [0] { $damage } (destroyed at { $at })
    [one] { $damage } (1 register locked; destroyed at { $at })
   *[other] { $damage } ({ $locked } registers locked; destroyed at { $at })
}
race-fact-state = State
race-fact-round = Round { $n }
race-fact-down = powered down: no hand. Send STAY DOWN to stay down next round as well.
race-fact-hand = Hand for round { $n }
race-fact-locked = Locked
race-fact-locked-is = { $held }; program registers 1-{ $last }
race-fact-upgrades = Upgrades
race-fact-settings = Settings
race-fact-wildcards = Wildcards
race-fact-wildcards-are = { $n } (write *F2 to play any basic instruction with one)
race-fact-send = Send
race-fact-send-what = PROGRAM and five instructions, as { $example }. F3 F2 F forward, B back, L R turn, U u-turn; POWER DOWN for next round; your upgrades' forms and options. HELP shows them all.

## The upgrades: each one's name (the seed's; position files keep reading these), what it
## does and what to send, for the player who just took it

race-held = { $name } ({ $n } left)
race-new-upgrade = New upgrade: { $name }.
race-charges-left = { $what ->
    [points] { $n ->
        [one] 1 point left.
       *[other] { $n } points left.
    }
   *[uses] { $n ->
        [one] 1 use left.
       *[other] { $n } uses left.
    }
}
-race-passive = Nothing to send: it always works.
race-upgrade-brakes = Brakes
race-upgrade-brakes-does = A Move 1 card may run as F0: no move.
race-upgrade-brakes-use = Write F0 in a register.
race-upgrade-fourth-gear = Fourth Gear
race-upgrade-fourth-gear-does = A Move 3 card may run as F4.
race-upgrade-fourth-gear-use = Write F4 in a register.
race-upgrade-reverse-gear = Reverse Gear
race-upgrade-reverse-gear-does = A Back Up card may run as B2.
race-upgrade-reverse-gear-use = Write B2 in a register.
race-upgrade-crab-legs = Crab Legs
race-upgrade-crab-legs-does = A Move 1 card may sidestep left or right instead.
race-upgrade-crab-legs-use = Write FL or FR in a register.
race-upgrade-dual-processor = Dual Processor
race-upgrade-dual-processor-does = A move card and a turn card may share a register: the move one square shorter (two with a U-turn), then the turn.
race-upgrade-dual-processor-use = Write both in one register: F3+R.
race-upgrade-gyroscopic-stabilizer = Gyroscopic Stabilizer
race-upgrade-gyroscopic-stabilizer-does = Gears and rotating belts do not turn your robot while it is on.
race-upgrade-gyroscopic-stabilizer-use = Send GYRO ON or GYRO OFF with your program.
race-upgrade-double-barreled-lasers = Double-Barreled Lasers
race-upgrade-double-barreled-lasers-does = Your forward laser deals 2 damage.
race-upgrade-double-barreled-lasers-use = { -race-passive }
race-upgrade-rear-firing-laser = Rear-Firing Laser
race-upgrade-rear-firing-laser-does = Your robot also fires backwards, for 1 damage.
race-upgrade-rear-firing-laser-use = { -race-passive }
race-upgrade-ramming-gear = Ramming Gear
race-upgrade-ramming-gear-does = A robot your robot pushes takes 2 damage.
race-upgrade-ramming-gear-use = { -race-passive }
race-upgrade-high-power-laser = High-Power Laser
race-upgrade-high-power-laser-does = Your laser passes through one wall or robot.
race-upgrade-high-power-laser-use = { -race-passive }
race-upgrade-pressor-beam = Pressor Beam
race-upgrade-pressor-beam-does = While it is on, your laser pushes a robot it hits 1 square away instead of damaging it.
race-upgrade-pressor-beam-use = Send PRESSOR ON (or OFF) with your program.
race-upgrade-tractor-beam = Tractor Beam
race-upgrade-tractor-beam-does = While it is on, your laser pulls a robot it hits 1 square closer (when 2 or more away) instead of damaging it.
race-upgrade-tractor-beam-use = Send TRACTOR ON (or OFF) with your program.
race-upgrade-mini-howitzer = Mini Howitzer
race-upgrade-mini-howitzer-does = While it is on, your laser's hit damages and pushes the robot 1 square away.
race-upgrade-mini-howitzer-use = Send HOWITZER ON (or OFF) with your program.
race-upgrade-scrambler = Scrambler
race-upgrade-scrambler-does = While it is on, a robot your laser hits runs its next register at random.
race-upgrade-scrambler-use = Send SCRAMBLER ON (or OFF) with your program.
race-upgrade-radio-control = Radio Control
race-upgrade-radio-control-does = While it is on, a robot your laser hits runs your later registers this round.
race-upgrade-radio-control-use = Send RADIO ON (or OFF) with your program.
race-upgrade-ablative-coat = Ablative Coat
race-upgrade-ablative-coat-does = It takes the damage your robot would take.
race-upgrade-ablative-coat-use = { -race-passive }
race-upgrade-circuit-breaker = Circuit Breaker
race-upgrade-circuit-breaker-does = Your robot powers down by itself when its damage reaches the threshold you set.
race-upgrade-circuit-breaker-use = Send BREAKER 10 (your threshold) or BREAKER OFF.
race-upgrade-power-down-shield = Power-Down Shield
race-upgrade-power-down-shield-does = While powered down, your robot takes 1 damage less from each side each register.
race-upgrade-power-down-shield-use = { -race-passive }
race-upgrade-superior-archive = Superior Archive
race-upgrade-superior-archive-does = Your robot re-enters with no damage after being destroyed.
race-upgrade-superior-archive-use = { -race-passive }
race-upgrade-extra-memory = Extra Memory
race-upgrade-extra-memory-does = You are dealt one more card each hand.
race-upgrade-extra-memory-use = { -race-passive }
race-upgrade-flywheel = Flywheel
race-upgrade-flywheel-does = You may keep one card you did not use for the next hand.
race-upgrade-flywheel-use = Send FLYWHEEL and the card to keep: FLYWHEEL F2.
race-upgrade-recompile = Recompile
race-upgrade-recompile-does = You may ask for a new hand, for 2 damage.
race-upgrade-recompile-use = Send RECOMPILE: the new hand comes back at once.

# What is wrong with orders, as the race tells the player.
race-no-seat = there is no seat { $seat } in this race
race-out = your robot is out of the race: it takes no orders
race-needs-upgrade = { $what } needs the upgrade { $upgrade }, which your robot does not hold
race-down-no-program = your robot is powered down this round and runs no program: send STAY DOWN to stay down next round, or nothing to power up
race-recompile-down = your robot is powered down this round and has no hand to recompile
race-recompile-destroys = recompiling costs 2 damage and would bring your robot to { $damage }, which destroys it: refused
race-wildcard-form = write a wildcard as a star before one basic instruction, as *F2
race-not-an-instruction = "{ $word }" is not an instruction: write F3 F2 F B L R U (or forward 2, back, turn left, u-turn), or an upgrade form F0 F4 B2 FL FR F3+R
race-not-an-instruction-either = "{ $word }" is not an instruction either
race-too-many = { $n } instructions, but your robot has { $unlocked } unlocked registers: send at most { $unlocked }
race-wildcard-basic = a wildcard pays for one basic instruction (F3 F2 F B L R U)
race-wildcards-short = { $used ->
    [one] 1 wildcard used
   *[other] { $used } wildcards used
  }, but you hold { $held }
race-flywheel-none = Flywheel keeps an unused card, and no { $card } is left unused; still available: { $left }
race-pick-twice = start square { $n } is listed twice
race-pick-bad = "{ $word }" is not a start square: write numbers from 1 to { $starts }, most wanted first
race-pick-none = no start square named: write PICK and numbers from 1 to { $starts }, most wanted first
race-cards-none = none

# One letter for a push or a belt's move in the registers' column (N E S W as passed).
race-push-dir = { $d }
# A compass direction after a preposition (N E S W as passed): the letter in English.
race-compass-acc = { $d }
race-bad-option = "{ $option }" is not an option: write a word and a setting, as GYRO OFF, PRESSOR ON, BREAKER 10 (1 to 21, or OFF) or FLYWHEEL F2

## Setting up a race (OPEN, game new)
race-setup-no-board = board: "{$board}" is not a shipped board; use one of {$boards}, or a board file
race-setup-players = a race takes 2 to 8 players, not {$players}
race-setup-starts = the board {$board} has {$starts} start squares, too few for {$players} players

## The race's name as OPEN reads it (`OPEN race`), beside its kind
race-names = RACE
race-setting-board = board {$value}

## House rules (turns.rs): each option's name as typed in OPEN, and what it does.
race-house-lives = LIVES
race-house-lives-about = Lives each robot starts with (3 as written).
race-house-upgrades = UPGRADES
race-house-upgrades-about = Upgrade sites offer upgrades; OFF: no upgrades at all.
race-house-breaker = BREAKER
race-house-breaker-about = Circuit Breaker is among the upgrades on offer.
race-house-breaker-on = ON
# The announcements as robomod shows them (Read as POWER DOWN)
race-order-power-down = POWER DOWN
race-order-stay-down = STAY DOWN
race-order-power-on = POWER ON
# A pass as the composer page writes it (the help's word).
race-order-pass = PASS
race-house-breaker-off = OFF
race-house-extra_rounds = EXTRA
race-house-extra_rounds-about = Rounds played after the first robot finishes (5 as written).
race-house-draft = DRAFT
race-house-draft-about = Upgrades each robot drafts before the first round (0: none).

## The option draft (house rule DRAFT): the pool, the orders, who took what

race-turn-drafting = the draft
race-phase-drafting = drafting
race-default-drafting = you get the upgrades the computer player would draft (and a start square after the others' picks)
race-drafting-title = Robot race on { $board } - the option draft
race-drafting-order = The draft runs in a drawn order, back and forth; the start squares are drawn too.
race-draft-pool = Upgrades to draft, { $n } each:
race-draft-send =
    Send DRAFT and the upgrades you want, most wanted first, by name or
    number, as DRAFT 3, Brakes, 5. In pick order, back and forth, each
    robot takes the first of its list still there. Who sends nothing
    gets what the computer player would take.
race-draft-title = The option draft:
race-draft-nothing = nothing (the pool ran out)
race-draft-left = Left in the pool:
race-echo-no-draft = (no draft: the computer player's choice)
race-draft-twice = { $name } is listed twice
race-draft-not-in-pool = { $name } is not in the pool: name upgrades from it or their numbers { $numbers }
race-draft-bad = "{ $word }" is no upgrade of the pool: name upgrades from it or their numbers { $numbers }
race-draft-none = no upgrade named: write DRAFT and upgrades of the pool or their numbers { $numbers }, most wanted first

## A board file's problems (a course sent by mail is answered with each, with its line and
## column)

race-board-file-token = "{$token}" is not a square: use . ## > >> >r >>l cw ccw F1 W H S1 (see the board format)
race-board-file-flag = "{$token}": a flag is F and a number from 1, as F2
race-board-file-start = "{$token}": a start square is S and a number from 1, as S3
race-board-file-square = "{$word}" is not a square: write a file letter a-p and a rank 1-16, as c3
race-board-file-side = "{$word}" is not a direction: use N, E, S or W
race-board-file-wall-side = "{$word}" has no side: write a square and a side, as wall: c3 N
race-board-file-beams = "{$beams}" beams: write 1, 2 or 3
race-board-file-laser = write a laser as a square, the direction it fires and its beams, as laser: c1 N 2
race-board-file-rank = rank {$rank}: ranks run from 1 to 16
race-board-file-line = "{$line}" is not a board line: start a grid row with its rank number, or write name:, wall: or laser:
race-board-file-no-grid = the file has no grid: write rows like `2  .  F1  .` from the top rank down to 1
race-board-file-too-large = a grid of {$width} squares by {$height} ranks: a board is at most 16 by 16
race-board-file-rank-order = rank {$rank} where rank {$want} belongs: list the ranks from {$height} down to 1
race-board-file-rank-width = rank {$rank} has {$got} squares and the top rank {$width}: every rank needs the same
race-board-file-width = {$width} squares wide: a board is 1 to 16 wide
race-board-file-size = a board is 1 to 16 squares each way, not {$width}x{$height}
race-board-file-cells = the board has {$got} squares listed where it needs {$want}
race-board-file-off = {$square} is off the {$width}x{$height} board
race-board-file-no-flag = the board has no flag: add at least flag 1
race-board-file-no-start = the board has no start square: add start squares S1, S2, ...
race-board-file-flag-gap = flag {$missing} is missing, but flag {$present} is on the board: number flags 1, 2, 3 ... with no gap
race-board-file-flag-twice = flag {$flag} is on the board twice
race-board-file-start-twice = start square {$start} is on the board twice
race-board-file-start-gap = start square {$missing} is missing, but start square {$present} is on the board: number them 1, 2, 3 ... with no gap
race-board-file-laser-beams = the laser on {$square} fires {$beams} beams: use 1, 2 or 3
race-board-file-half-gear = a gear turns cw or ccw, not half
race-course-summary = {$width}x{$height}, { $flags ->
        [one] 1 flag
       *[other] {$flags} flags
    }, { $starts ->
        [one] 1 start square
       *[other] {$starts} start squares
    }
race-course-title = The course { $board }

## The race's own word for a setting's value (see docs/languages.md): SET PICTURES
## REGISTERS is SET PICTURES STEPS, the race's steps being its registers.
race-option-steps = REGISTERS

## The race's command words (`PICK 3 1 4 2`, `GYRO ON`), read in every language and shown in
## the reader's: the first word of each message.
race-command-pick = PICK
race-command-draft = DRAFT
race-command-recompile = RECOMPILE
race-command-gyro = GYRO
race-command-pressor = PRESSOR
race-command-tractor = TRACTOR
race-command-howitzer = HOWITZER
race-command-scrambler = SCRAMBLER
race-command-radio = RADIO
race-command-breaker = BREAKER
race-command-flywheel = FLYWHEEL

# A shipped board's name as shown and read in OPEN (OPEN race BOARD training).
race-board-name = { $board }

# RAMbots' words in English. Every id starts with `rambots-`; Polish (`pl.ftl`) has exactly
# these ids. Names are chosen by English keys: $c a colour (red yellow blue green), $d a
# direction (north east south west).

## The composer page's hints (issue 67): what the player taps for each turn.
rambots-compose-program = Tap a piece, then its orientation; up to five, run left to right.
rambots-compose-goals = Build the goal stack for the player on your left: one piece of each colour, the first goal on top.

## Names

rambots-colour = { $c ->
    [red] red
    [yellow] yellow
    [blue] blue
   *[green] green
}
rambots-bot = { $c ->
    [red] Red
    [yellow] Yellow
    [blue] Blue
   *[green] Green
}
# A RAMbot something belongs to ("Red's pool").
rambots-bot-of = { rambots-bot }
# A RAMbot as the object of a verb ("RAMs Red").
rambots-bot-object = { rambots-bot }
rambots-beacon = the { $c } beacon
rambots-beacon-object = the { $c } beacon
rambots-dir = { $d ->
    [north] north
    [east] east
    [south] south
   *[west] west
}
rambots-red-beam = { $b ->
    [slide] slide
   *[damage] damage
}
rambots-and = and

## Reports

rambots-report-title = RAMbots - round { $n } (red beam: { $beam })
rambots-report-title-one = RAMbots - one round (red beam: { $beam })
rambots-status-setup = RAMbots - round { $n }, setup phase (red beam: { $beam })
rambots-status-programming = RAMbots - round { $n }, programming phase (red beam: { $beam })
rambots-setup-title = RAMbots - the goal stacks are revealed
rambots-stack-drawn = { $maker } sent none, so { $owner }'s goal stack was drawn at random: { $stack }.
rambots-stack-built = { $maker } built { $owner }'s goal stack: { $stack }.
# In setup, to the player who builds it: whose stack (the player on her left).
rambots-your-stack-for = You build { $owner }'s goal stack (the player on your left): four pieces of your pool, one of each colour, top first.
rambots-setup-begins = Red beam: { $beam }. The first round begins.
rambots-stack = Precedence stack (top first): { $stack }
rambots-stack-for-round = Precedence stack for round { $n } (top first): { $stack }
rambots-stack-for-next = Precedence stack for the next round (top first): { $stack }
rambots-heading-programs = PROGRAMS
rambots-heading-execution = EXECUTION
rambots-heading-board = BOARD
rambots-heading-players = PLAYERS
rambots-legend-pieces = R Y B G: RAMbots    r y b g: beacons    *: upright
rambots-legend-facing = ^ > v <: lying, pointing north, east, south, west
rambots-pool = pool ({ $n }): { $pool }
rambots-goals-not-built = goals: not built yet
rambots-goals-all-tagged = goals: all tagged
rambots-goals = goals: { $goals } (next: { $next })
rambots-runs = { $bot } runs { $instruction }: { $reason }.
rambots-nothing-runs = Nothing runs: every player passed.
rambots-never-ran = Never ran: { $unrun }.
rambots-game-over = GAME OVER: { $bot } wins.

## Why an instruction ran

rambots-reason-alone = the only program still running
rambots-reason-size = smallest piece
rambots-reason-colour = size tie; { $colour } ranks above { $lower } on the stack
rambots-reason-owner = identical pieces; { $bot } ranks above { $same } on the stack
rambots-reason-against = { $why } (against { $rivals })

## What happened ($thing: a RAMbot or beacon, capitalised; $Thing too where the English
## sentence keeps it as it is)

rambots-tips-down = { $bot } tips down, pointing { $dir }.
rambots-turns = { $bot } turns to face { $dir }.
rambots-moved = { $how ->
    [drive] { $thing } drives from { $from } to { $to }.
    [reverse] { $thing } backs up from { $from } to { $to }.
    [push] { $thing } is pushed from { $from } to { $to }.
    [pull] { $thing } is pulled from { $from } to { $to }.
   *[slide] { $thing } slides from { $from } to { $to }.
}
rambots-blocked-wall = { $thing } meets the wall and stays on { $at }.
rambots-blocked-jam = { $thing } cannot push the line against the wall and stays on { $at }.
rambots-stopped-wall = { $thing } is against the wall and stops on { $at }.
rambots-stopped-jam = { $thing } is jammed against the wall on { $at }.
rambots-stays-upright = { $bot } is upright: reverse gear does not move it.
rambots-rammed = { $bot } RAMs { $target } on { $at }!
rambots-stole = { $thief } takes { $piece } from { $victim }'s code pool.
rambots-stole-nothing = { $victim }'s code pool holds nothing { $thief } may take.
rambots-tipped = { $thing } tips over, pointing { $dir }.
rambots-tagged = TAG! { $bot } tags its { $colour } goal; { $goal } joins its pool; { $left } left.
rambots-won = *** { $bot } has tagged its last goal and wins the game. ***
rambots-beam-up = { $bot } is upright: its { $colour } beam fires straight up, no effect.
rambots-beam-wall = { $of }'s { $colour } beam hits the wall: no effect.
rambots-beam-hit = { $of }'s { $colour } beam hits { $target } on { $at }.
rambots-activated = { $thing } stands upright.
rambots-already-upright = { $thing } is already upright: no effect.
rambots-already-adjacent = { $thing } is already next to the nose: no effect.
rambots-absorbed = { $thing } absorbs the red beam: no effect.

## Step by step (the HTML report)

rambots-step-title = Instruction { $step }: { $bot } runs { $instruction }
rambots-step-alt = RAMbots: the board after instruction { $step } of round { $round }, with its moves
rambots-step-column = What happened
rambots-step-nothing-moved = { $title }. Nothing moved.

## The board picture (its title is its alt text; the legend's lines are the picture's:
## keep each within its width, the tests measure them)

rambots-picture-title-setup = RAMbots: the board before setup
rambots-picture-title-now = RAMbots: the board in round { $n }
rambots-picture-title-after = RAMbots: the board after round { $n }, with its moves
rambots-picture-programmed = a programmed move
rambots-picture-carried = pushed, pulled or slid
rambots-picture-legend =
    R Y B G: a RAMbot (large); r y b g: a beacon (small).
    Square with its edges to the apex: upright; triangle: lying,
      pointing its way. Marks: R rammed, H hit by a beam, T goal tagged.
rambots-picture-precedence = Precedence
rambots-picture-highest = highest
rambots-picture-goals-not-built = Goal stacks: not built yet
rambots-picture-goals-left = Goals left (next first)
rambots-picture-no-goals = none

## What a seat does without orders

rambots-kept = the robot, its pieces and its goals stay as they are
rambots-resigned = the robot stays on the board and passes every round (no instructions)
rambots-default-setup = the goal stack you hand on is drawn at random
rambots-default-programming = your robot passes: no instructions this round

## The HTML report's steps

rambots-steps-heading = Instruction by instruction
rambots-steps-legend = Blue solid arrows: a RAMbot's own moves. Green dashed arrows: pushed, pulled or slid. Purple dotted lines: beams. Marks: H hit by a beam, R rammed, T goal tagged. Large pieces: RAMbots (R Y B G); small: beacons (r y b g); a square: upright; a triangle: lying, pointing its way.

## Problems in orders ($what: instruction or piece)

rambots-no-seat = there is no seat { $seat } in this game
rambots-need-one-instruction = expected exactly one instruction, like 1GN
rambots-unknown-in-program = unknown word: an instruction is SIZE COLOUR ORIENTATION, like 1GN or 3BU
rambots-unknown-in-goals = unknown word: a goal stack is four SIZE COLOUR pieces, one of each colour, top first, like 1Y 3R 2G 1B
rambots-starts-with-size = { $what ->
    [instruction] an instruction
   *[piece] a piece
} starts with its size: 1, 2, 3 or S, M, L
rambots-incomplete = { $what ->
    [instruction] an incomplete instruction
   *[piece] an incomplete piece
}: it needs { $need ->
    [colour] a colour (R, Y, B or G) after the size
   *[orientation] an orientation (N, E, S, W, or U for reverse gear)
}
rambots-pool-lacks = your code pool has no { $piece }; your pool: { $pool }
rambots-used-twice = { $piece } is used twice, but your code pool holds only one
rambots-used-more = { $piece } is used more than the { $n } your code pool holds
rambots-no-instructions = no instructions: write up to five, like PROGRAM 1GN 3BU, or PASS to run none
rambots-too-long = a program has at most five instructions; you wrote { $n }, drop the extra
rambots-colour-twice = a goal stack has one piece of each colour; { $colour } appears { $n } times
rambots-goals-missing = a goal stack is four pieces, one of each colour, top first, like 1Y 3R 2G 1B; missing: { $missing }

## Help and rules (mailed whole: each line within 72 columns)

rambots-help =
    RAMbots - how to write your orders

    SETUP: build the goal stack for the player on your left from your own
    pool: four pieces, one of each colour, the first goal on top:
        GOALS 1Y 3R 2G 1B
    Send none and a stack is drawn at random from your pool.

    EACH ROUND: up to five instructions from your code pool, run left to
    right:
        PROGRAM 1GN 3BU 2RE
        PASS                     (run nothing this round)
    An instruction is SIZE COLOUR ORIENTATION:
      size         1 2 3, or S M L, or small medium large
      colour       R Y B G, or red yellow blue green
      orientation  N E S W, or north east south west: the piece lies
                   pointing that way (turn, then drive that way);
                   U, UP, ^, REV or REVERSE: the piece stands upright
                   (reverse gear: back away from your facing)
    Case, spaces, commas, dashes, slashes, new lines and numbering are
    ignored: 1gn, S-G-N and small green north all mean 1GN, and
    1GN3BU2RE reads as 1GN 3BU 2RE. robomod echoes your program back in
    this canonical form.

    Beams: blue pushes, yellow pulls, green stands things upright, red
    damages a RAMbot (or slides things, in a game with the house rule
    REDBEAM SLIDE).
    Small pieces run first; ties go to the colour higher on the
    precedence stack, then to the player whose colour is higher.

rambots-rules =
    RAMbots - the rules, as robomod plays them

    THE GOAL
      Tag the four colours of your goal stack, top first. The first player
      to tag their last goal wins, with that instruction.

    THE PIECES
      Each player has a RAMbot on the 8x8 board (walls all round) and a
      code pool of pyramids: at the start one small, medium and large of
      each colour. Four data beacons lie on the board. At the setup each
      player builds the goal stack of the player on their left from their
      own pool: four pieces, one of each colour (GOALS 1Y 3R 2G 1B).

    A ROUND
      Everyone programs up to five instructions from their own pool
      (PROGRAM 1GN 3BU 2RE). They run one at a time for everyone: the
      smallest piece first; ties go to the colour higher on the precedence
      stack. An instruction's size is how far the bot drives, its
      orientation where it turns first (N E S W; U: upright, reverse gear:
      it backs away), its colour the beam it fires after the move.

    RAMS AND TAGS
      Driving into an object with your nose is a RAM (once per
      instruction): you push it, and a RAMed RAMbot loses its smallest
      pool piece to you. RAMing an upright object tips it over, away from
      you; if its colour is the top of your goal stack, you have tagged
      it and the goal piece goes to your pool. A beacon must stand upright
      (a green beam) before it can be tagged.

    BEAMS (from the nose, after the move, at the first object in line)
      Blue pushes it, yellow pulls it towards you, green stands it
      upright, red damages a RAMbot (it loses its smallest piece to you),
      or, in a game with the house rule REDBEAM SLIDE, slides it towards
      the centre line.
      A beam that reaches the wall, or fires straight up, does nothing.

rambots-rules-short =
    RAMBOTS IN SHORT: tag the four colours of your goal stack, top first,
    by RAMing (driving your nose into) upright objects of that colour; the
    first to tag their last goal wins. Each round you program up to five
    pieces of your code pool; each drives your RAMbot, then fires its
    colour's beam. RAMing a RAMbot steals a piece of its pool. HELP RULES
    mails the rules in full.

## The order words players write in this language (see docs/languages.md):
## each lists its words, separated by spaces.

rambots-command-goals = GOALS
rambots-command-program = PROGRAM
rambots-command-pass = PASS

## The turn as the moderator's sentences name it (lower case).

rambots-turn-setup = setup
rambots-turn-round = round { $n }
rambots-phase-programming = programming

## Orders as robomod echoes them (the notation stays as written)

rambots-echo-drawn = (drawn at random)

## Setting up a game (OPEN, game new)
rambots-setup-players = RAMbots takes 2 to 4 players, not {$players}

## House rules (mod.rs): the option's name as typed in OPEN, what it does, its values.
rambots-house-red_beam = REDBEAM
rambots-house-red_beam-about = A Red beam: DAMAGE steals a piece (the later rules), SLIDE slides the object sideways (the designer's first rules).
rambots-house-red_beam-damage = DAMAGE
rambots-house-red_beam-slide = SLIDE

# A colour's initial in the notation, in a program and in a goal stack (1GN 3BU; 1Y 3R 2G 1B).
rambots-initial = { $c ->
    [red] R
    [yellow] Y
    [blue] B
   *[green] G
}
rambots-goal-initial = { $c ->
    [red] R
    [yellow] Y
    [blue] B
   *[green] G
}
# HELP's example of orders, in the reader's command words and notation.
rambots-example = PROGRAM 1GN 3BU

# What players call the game when they open it in words (`a new game of RAMbots`, Polish
# `w RAMboty`): the brand in every language, so the same words in each phrasebook; the first
# is the kind as typed.
rambots-names = RAMBOTS RAMBOTY RAMBOTÓW RAMBOTAMI

# RAMbots' words in English. Every id starts with `rambots-`; Polish (`pl.ftl`) has exactly
# these ids. Names are chosen by English keys: $c a colour (red yellow blue green), $d a
# direction (north east south west).

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

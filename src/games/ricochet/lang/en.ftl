# Ricochet Pyramids' words in English. Every id starts with `ricochet-`; Polish (`pl.ftl`)
# has exactly these ids. Names are chosen by English keys: $c a colour (red yellow green
# blue), $d a direction (north east south west).

## The composer page's hint (issue 67).
ricochet-compose-hint = Tap a robot, then a direction, for each move; fewer moves are better.

## Names

ricochet-colour = { $c ->
    [red] red
    [yellow] yellow
    [green] green
   *[blue] blue
}
ricochet-dir = { $d ->
    [north] north
    [east] east
    [south] south
   *[west] west
}
ricochet-moves = { $n ->
    [one] 1 move
   *[other] { $n } moves
}

## The round mail and the report

ricochet-title = Ricochet Pyramids, round { $n }
ricochet-goal = Goal: { $goal }.
ricochet-goal-tower = the { $colour } robot onto the tower on { $at } ({ $top } on { $base })
ricochet-goal-plain = the { $colour } robot onto the goal tower on { $at }
ricochet-robots = Robots: { $robots }.
ricochet-scores = Scores:
ricochet-scores-target = first to { $n } points wins.
ricochet-game-over = Game over: { $who } wins with { $points } points.
ricochet-start = Start:
ricochet-move-line = Move { $n }: { $mv }, the { $colour } robot from { $from } to { $to }
ricochet-bids-none = Bids: none.
ricochet-bids-head = Bids, best first (equal lengths: the earliest first):
ricochet-refused = refused:
ricochet-no-bid = No bid: { $who }.
ricochet-scored = { $who } scores with { $moves } and now has { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
ricochet-no-winner = No valid solution: no point this round.
ricochet-optimal = The solver's optimal solution, { $moves }:
ricochet-optimal-too = The winning solution was optimal too.
ricochet-no-solution = The solver proves there was no solution.
ricochet-won = { $who } reaches { $n } points and wins the game.
ricochet-next = Next:
ricochet-legend =
    RG = tower, red on green (top on base); * = goal tower;
    r y g b = robots (after a tower when stacked on it).
ricochet-how-to-bid =
    Mail your solution before the deadline, one robot initial and one
    direction (N E S W) per move, e.g.
      SOLUTION yN rE
    You may send again: your shortest valid solution counts, and equal
    lengths go to the one that arrived first.

## What a seat does without orders

ricochet-resigned = the seat sends no more solutions
ricochet-default = you have no solution in this round

## Problems in solutions

ricochet-over = the game is over: { $who } won
ricochet-not-a-solution = not a solution: it does not bring the { $colour } robot onto the goal tower with its last move
ricochet-notation-empty = no moves: write the robot initial and the direction of each move, like "yN rE"
ricochet-not-a-robot = move { $n }: "{ $word }" is not a robot: start each move with r, y, g or b (red, yellow, green, blue)
ricochet-not-a-direction = move { $n }: "{ $word }" is not a direction: follow the robot with N, E, S or W (north, east, south, west)
ricochet-missing-direction = move { $n }: the { $colour } robot has no direction; add N, E, S or W
ricochet-too-long = more than { $max } moves: send a shorter solution
ricochet-solution-empty = no moves: write the moves, like SOLUTION yN rE
ricochet-bad-move = move { $n } ({ $mv }): { $error }
ricochet-no-such-robot = there is no { $colour } robot in this game
ricochet-blocked = the { $colour } robot cannot move { $dir } from { $at }: it is blocked
ricochet-leaves-goal = the { $colour } robot is on the goal after move { $after } but leaves it again; send only the first { $after } moves
ricochet-not-reached = the { $colour } robot ends on { $at }, not on the goal tower { $goal }

## The board picture (its title is its alt text; the legend's lines are the picture's:
## keep each within its width, the tests measure them)

ricochet-picture-title-now = Ricochet Pyramids: the board of round { $n }
ricochet-picture-title-after = Ricochet Pyramids: the board after round { $n }, the solution that scored drawn
ricochet-picture-scores = Scores
ricochet-picture-score = Player { $n }: { $score }
ricochet-picture-goal = Goal: the { $colour } robot onto the ringed tower on { $at }.
ricochet-picture-legend =
    Towers: top colour on base colour (RG: red on green);
    robots: r y g b. Arrows: the solution's moves, numbered.

## Step by step (the HTML report)

ricochet-steps-heading = The winning solution move by move
ricochet-steps-legend = Blue arrow: the move, numbered. The ringed tower is the goal. Towers: top colour on base colour; robots: circles r y g b.
ricochet-step-title = Move { $n } of { $of }
ricochet-step-alt = Ricochet Pyramids: the board after move { $n } of { $who }'s solution in round { $round }
ricochet-step-caption = { $title }: the { $colour } robot { $dir }
ricochet-step-words = { $title } of { $who }'s solution: the { $colour } robot moves { $dir } from { $from } to { $to }.
ricochet-column-move = Move
ricochet-column-robot = Robot
ricochet-column-from = From
ricochet-column-to = To

## HELP (mailed whole: each line within 72 columns)

ricochet-help =
    Ricochet Pyramids: move the goal robot onto the goal tower in the fewest
    moves. A robot slides north, east, south or west until the next square
    holds a robot, a tower or the edge; the goal tower does not stop it, but
    a robot that stops on the goal square stands on the tower.

    Commands:
      SOLUTION yN rN yE yS rE   your solution: per move, the robot's initial
                                (r y g b) and a direction (N E S W; N is
                                towards rank 8). Any separators will do:
                                "y N, r N", "1. yN 2. rN", "yellow north",
                                "y down" (up right down left: N E S W).
      STATUS                    the board, the goal and the scores again.

    robomod replays a solution at once and replies with its length or the
    move where it fails. Send as often as you like: your shortest valid
    solution counts. At the deadline the shortest solution of all scores a
    point (equal lengths: the one that arrived first), the robots stay where
    it left them and the next goal is drawn.

## The order words players write in this language (see docs/languages.md).

ricochet-command-solution = SOLUTION

## A seat and the turn as the moderator's sentences name them.

ricochet-player = Player { $n }
ricochet-turn-round = round { $n }
ricochet-phase-bidding = bidding

## Orders as robomod echoes them (the notation stays as written)

ricochet-echo-no-bid = no bid

## Setting up a game (OPEN, game new)
ricochet-setup-players = Ricochet Pyramids takes 1 to {$most} players, not {$players}

## House rules (state.rs): each option's name as typed in OPEN, what it does, its values.
ricochet-house-colours = COLOURS COLORS
ricochet-house-colours-about = Colours in play: 3 (9 towers, 3 robots) or 4 (16 towers, 4 robots).
ricochet-house-layout = LAYOUT
ricochet-house-layout-about = Where the towers stand: EASY (edges), HARD (middle) or RANDOM.
ricochet-house-layout-easy = EASY
ricochet-house-layout-hard = HARD
ricochet-house-layout-random = RANDOM
ricochet-house-target = TARGET
ricochet-house-target-about = Points that win the game.
ricochet-house-min_moves = MOVES
ricochet-house-min_moves-about = Fewest moves a goal needs (easier goals are drawn again).
ricochet-house-solutions = SOLUTIONS
ricochet-house-solutions-about = Solutions a player may send in one round.

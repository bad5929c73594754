-- Issue 52, item 2: tournaments. A tournament of heats (`format` 'heats', at most `size` a
-- heat) opens its games as its draw says (src/moderator/tournament/draw.rs) each time one of
-- them ends; `new_game` is the game every one of them is made from (kind, settings,
-- schedule), JSON. Its entrants by address; its games with their stage.
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    kind        TEXT NOT NULL,
    format      TEXT NOT NULL,
    size        INTEGER NOT NULL,
    new_game    TEXT NOT NULL,
    status      TEXT NOT NULL,            -- 'running' | 'over'
    winner      TEXT,                     -- the winner's address, once over
    created_at  INTEGER NOT NULL,
    ended_at    INTEGER
) STRICT;
CREATE TABLE tournament_entrants (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    address       TEXT NOT NULL,
    name          TEXT NOT NULL,
    PRIMARY KEY (tournament_id, address)
) STRICT;
CREATE TABLE tournament_games (
    game_id       INTEGER NOT NULL PRIMARY KEY REFERENCES games(id),
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    stage         TEXT NOT NULL,          -- 'heat' | 'play_off' | 'final' | 'final_play_off'
    round         INTEGER NOT NULL
) STRICT;
CREATE INDEX tournament_games_tournament ON tournament_games (tournament_id, game_id);

//! The mail daemon: the pieces wired together (config -> moderator, outbox -> flusher), one
//! `pass`, `robomod serve` as the real binary, crash safety, and every mail as sent.

mod batches;
mod bodies;
mod check;
mod courses;
mod crash;
mod demo;
mod hostile;
mod house;
mod idle;
mod intent;
mod limits;
mod lobby;
mod lock;
mod mails;
mod marking;
mod master_race;
mod masters;
mod outbox;
mod pass;
mod pictures;
mod poison;
mod polish;
mod polish_games;
mod polish_lobby;
mod polish_press;
mod quarantine;
mod reading;
mod reload;
mod resign;
mod serve;
mod talk;
mod tournaments;
mod wake;
mod wiring;

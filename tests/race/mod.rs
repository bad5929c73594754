//! The robot race: golden reports of `robomod sim` for the positions in `positions/`, the
//! `sim` and `board` commands through the real binary, and whole races through the moderator.

mod by_mail;
mod cli;
mod common;
mod game;
mod game_orders;
mod html_mail;
mod polish;
mod privacy;
mod snapshots;

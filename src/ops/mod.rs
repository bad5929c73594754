//! What an operator runs to look after an install, beside the daemon: [`status`] (how it is
//! doing, for a person or a monitoring check) and [`doctor`] (what is wrong with the config,
//! the folders, the database and the mail servers, one line each with what to do). Both only
//! look; neither changes anything.

pub mod doctor;
pub mod status;

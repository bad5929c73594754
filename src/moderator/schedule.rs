//! Deadline arithmetic and durations now live in the shared leaf modules [`crate::schedule`] and
//! [`crate::duration`]; this re-export keeps the moderator's paths while it is being reorganised.

pub use crate::duration::*;
pub use crate::schedule::*;

//! Test support shared by topic modules.

pub mod browser;
pub mod mailservers;
pub mod sink;
pub mod skip;

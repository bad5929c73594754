//! Test support shared by topic modules.

pub mod mailservers;

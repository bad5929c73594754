//! Test support: helpers shared by topic modules.

//! The one integration-test binary; each topic is a module under `tests/`.
mod daemon;
mod e2e;
mod lint;
mod mail;
mod moderator;
mod operating;
mod pictures;
mod race;
mod rambots;
mod ricochet;
mod support;
mod toy;

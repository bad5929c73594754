//! The one integration-test binary; each topic is a module under `tests/`.
mod mail;
mod moderator;
mod rambots;
mod ricochet;
mod support;

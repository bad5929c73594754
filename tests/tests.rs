//! The one integration-test binary; each topic is a module under `tests/`.
mod mail;
mod support;

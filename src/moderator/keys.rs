//! Player keys: the short secret in every subject tag and plus-address. Drawn from an
//! injectable [`KeySource`] so tests get the same keys every run.

use crate::games::GameRng;
use rand::{RngExt, SeedableRng};

const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// Length of a player key: 62^7 (3.5e12) keys, far beyond guessing by mail.
pub const KEY_LEN: usize = 7;

/// Where player keys come from.
pub trait KeySource: Send {
    /// A fresh key of [`KEY_LEN`] base62 characters.
    fn next_key(&mut self) -> String;
}

fn draw(rng: &mut impl rand::Rng) -> String {
    (0..KEY_LEN)
        .map(|_| BASE62[rng.random_range(0..BASE62.len())] as char)
        .collect()
}

/// Keys from the operating system's randomness (the daemon and the CLI).
#[derive(Default)]
pub struct RandomKeys;

impl KeySource for RandomKeys {
    fn next_key(&mut self) -> String {
        draw(&mut rand::rng())
    }
}

/// The same keys every run, from a seed (tests, benchmarks).
pub struct SeededKeys(GameRng);

impl SeededKeys {
    pub fn new(seed: u64) -> Self {
        SeededKeys(GameRng::seed_from_u64(seed))
    }
}

impl KeySource for SeededKeys {
    fn next_key(&mut self) -> String {
        draw(&mut self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_keys_repeat_and_are_base62() {
        let a: Vec<String> = (0..3).map(|_| SeededKeys::new(1).next_key()).collect();
        assert!(a.iter().all(|k| k == &a[0]));
        let mut s = SeededKeys::new(1);
        let (k1, k2) = (s.next_key(), s.next_key());
        assert_ne!(k1, k2);
        assert_eq!(k1.len(), KEY_LEN);
        assert!(k1.bytes().all(|b| b.is_ascii_alphanumeric()));
        assert_eq!(RandomKeys.next_key().len(), KEY_LEN);
    }
}

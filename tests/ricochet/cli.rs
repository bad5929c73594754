//! `robomod ricochet solve`, running the real binary.

//! Any text as every course file and every position file of the games in the registry that
//! have them: reading never panics, and a position that reads plays its round (the file's
//! orders) to a position that is written and read back unchanged (no state the engine writes
//! is one its loader refuses).
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::games::capability::PositionText;
use robomod::games::capability::files::{courses, position_files};
use robomod::games::Registry;
use robomod::lang::Say;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let registry = Registry::builtin();
    for (_, c) in courses(registry) {
        let _ = c.file("fuzz", text, Say::english());
    }
    let file = PositionText {
        seed: 1,
        ..PositionText::new(text)
    };
    for (game, files) in position_files(registry) {
        if let Err(e) = files.played_back(file) {
            panic!("{}: {e}", game.kind());
        }
    }
});

//! Any text as a race board file, a RAMbots, race or Ricochet position file: reading never
//! panics.
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::games::{race, rambots, ricochet};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = race::board_file::parse("fuzz", text);
    if let Ok(setup) = toml::from_str::<rambots::position_file::Setup>(text) {
        let _ = rambots::position_file::validate(&setup);
    }
    if let Ok(setup) = toml::from_str::<race::position_file::Setup>(text) {
        if let Ok(board) = race::position_file::board_of(&setup, |_| Err("no files".into())) {
            let _ = race::position_file::validate(&setup, board);
        }
    }
    let _ = ricochet::file::read_setup(text);
});

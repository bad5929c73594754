//! Any text as a race board file, a RAMbots, race or Ricochet position file: reading never
//! panics, and a position that reads plays its round (the file's programs, random fills for
//! the race) to a position that is written and read back unchanged (no state the engine writes
//! is one its loader refuses).
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::games::{race, rambots, ricochet, step_rng};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = race::board_file::parse("fuzz", text);
    if let Ok(setup) = toml::from_str::<rambots::position_file::Setup>(text)
        && let Ok((mut pos, programs)) = rambots::position_file::validate(&setup)
    {
        rambots::execute::run_round(&mut pos, &programs, &mut Vec::new());
        let written = pos.to_setup();
        let (back, _) = rambots::position_file::validate(&written).expect("written loads back");
        assert_eq!(back.to_setup(), written);
    }
    if let Ok(setup) = toml::from_str::<race::position_file::Setup>(text)
        && let Ok(board) = race::position_file::board_of(&setup, |_| Err("no files".into()))
        && let Ok((mut pos, plans)) = race::position_file::validate(&setup, board)
    {
        race::execute::run_round(&mut pos, &plans, &mut step_rng(1, 1), &mut Vec::new());
        let written = pos.to_setup();
        let (back, _) = race::position_file::validate(&written, pos.board().clone())
            .expect("written loads back");
        assert_eq!(back.to_setup(), written);
    }
    let _ = ricochet::file::read_setup(text);
});

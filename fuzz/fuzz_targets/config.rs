//! Any text as robomod.toml: loading never panics; a config that loads makes a moderator's
//! settings or says why not.
#![no_main]
use libfuzzer_sys::fuzz_target;
use robomod::config::Config;
use std::path::Path;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(config) = Config::from_toml(text, "robomod.toml", Path::new("/srv/robomod")) {
        let _ = robomod::daemon::moderator_config(&config);
    }
});

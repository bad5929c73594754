//! Finds the phrasebooks (Fluent `.ftl` files) a language is made of, so that adding one is
//! adding files, never Rust: robomod's own words in `templates/lang/<code>/*.ftl`, each game's
//! in `src/games/<kind>/lang/<code>.ftl`. Writes `$OUT_DIR/phrasebooks.rs`, a list of
//! `(code, file, text)` that `src/lang.rs` includes; and `$OUT_DIR/readings.rs`, the same list
//! of what robomod reads from people (`templates/lang/<code>/reading.toml`, each game's
//! `src/games/<kind>/lang/<code>.reading.toml`), which `src/phrases.rs` includes; and
//! `$OUT_DIR/declensions.rs`, each language's rules for declining names
//! (`templates/lang/<code>/declension.toml`), which `src/lang.rs` includes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn files_ending(dir: &Path, end: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.to_string_lossy().ends_with(end))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn ftl_files(dir: &Path) -> Vec<PathBuf> {
    files_ending(dir, ".ftl")
}

/// `(code, file, text)` entries for `include!`.
fn listing(root: &Path, found: &[(String, PathBuf)]) -> String {
    let mut out = String::from("&[\n");
    for (code, path) in found {
        let rel = path.strip_prefix(root).unwrap_or(path);
        writeln!(
            out,
            "    ({code:?}, {:?}, include_str!({:?})),",
            rel.display().to_string(),
            path.display().to_string()
        )
        .unwrap();
    }
    out.push(']');
    out
}

fn subdirs(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let mut found: Vec<(String, PathBuf)> = Vec::new();
    let mut readings: Vec<(String, PathBuf)> = Vec::new();
    let mut declensions: Vec<(String, PathBuf)> = Vec::new();
    let core = root.join("templates/lang");
    println!("cargo:rerun-if-changed={}", core.display());
    for lang in subdirs(&core) {
        println!("cargo:rerun-if-changed={}", lang.display());
        let code = lang.file_name().unwrap().to_string_lossy().into_owned();
        for f in ftl_files(&lang) {
            found.push((code.clone(), f));
        }
        for f in files_ending(&lang, "reading.toml") {
            readings.push((code.clone(), f));
        }
        for f in files_ending(&lang, "declension.toml") {
            declensions.push((code.clone(), f));
        }
    }
    // A game's `lang/` folder added later must be found too: watch the games' folder.
    println!(
        "cargo:rerun-if-changed={}",
        root.join("src/games").display()
    );
    for game in subdirs(&root.join("src/games")) {
        let dir = game.join("lang");
        if !dir.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", dir.display());
        for f in ftl_files(&dir) {
            let code = f.file_stem().unwrap().to_string_lossy().into_owned();
            found.push((code, f));
        }
        for f in files_ending(&dir, ".reading.toml") {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            let code = name.trim_end_matches(".reading.toml").to_string();
            readings.push((code, f));
        }
    }
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    std::fs::write(dest.join("phrasebooks.rs"), listing(&root, &found))
        .expect("OUT_DIR is writable");
    std::fs::write(dest.join("readings.rs"), listing(&root, &readings))
        .expect("OUT_DIR is writable");
    std::fs::write(dest.join("declensions.rs"), listing(&root, &declensions))
        .expect("OUT_DIR is writable");
}

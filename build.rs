//! Finds the phrasebooks (Fluent `.ftl` files) a language is made of, so that adding one is
//! adding files, never Rust: robomod's own words in `templates/lang/<code>/*.ftl`, each game's
//! in `src/games/<kind>/lang/<code>.ftl`. Writes `$OUT_DIR/phrasebooks.rs`, a list of
//! `(code, file, text)` that `src/lang.rs` includes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn ftl_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
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
    let core = root.join("templates/lang");
    println!("cargo:rerun-if-changed={}", core.display());
    for lang in subdirs(&core) {
        let code = lang.file_name().unwrap().to_string_lossy().into_owned();
        for f in ftl_files(&lang) {
            found.push((code.clone(), f));
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
    }
    let mut out = String::from("&[\n");
    for (code, path) in &found {
        let rel = path.strip_prefix(&root).unwrap_or(path);
        writeln!(
            out,
            "    ({code:?}, {:?}, include_str!({:?})),",
            rel.display().to_string(),
            path.display().to_string()
        )
        .unwrap();
    }
    out.push(']');
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it"));
    std::fs::write(dest.join("phrasebooks.rs"), out).expect("OUT_DIR is writable");
}

//! The archive walked as a reader clicks through it: every page found under its folder, and
//! every relative link (`href`, `src`) of each checked to name a file that exists.

use std::path::{Path, PathBuf};

/// Every HTML page under `out`.
pub fn pages(out: &Path) -> Vec<PathBuf> {
    let mut pages = Vec::new();
    let mut stack = vec![out.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "html") {
                pages.push(path);
            }
        }
    }
    pages.sort();
    pages
}

/// Walks every page under `out`: each relative link names a file that exists. The pages.
pub fn links_hold(out: &Path) -> Vec<PathBuf> {
    let pages = pages(out);
    for page in &pages {
        let html = std::fs::read_to_string(page).unwrap();
        let links = (html.split("href=\"").skip(1))
            .chain(html.split("src=\"").skip(1))
            .map(|rest| rest.split(['"', '#']).next().unwrap_or_default());
        for link in links {
            if link.is_empty() || link.contains(':') {
                continue;
            }
            let target = page.parent().unwrap().join(link);
            assert!(
                target.exists(),
                "{} links {link}, which does not exist",
                page.display()
            );
        }
    }
    pages
}

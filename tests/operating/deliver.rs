//! `robomod deliver`: a mail on stdin lands whole in the Maildir's `new/` and the daemon
//! answers it on its next pass; when it cannot be stored the command exits 75 (`EX_TEMPFAIL`,
//! so the MTA keeps the mail and tries again) and leaves nothing behind, in `tmp/` or `new/`.
//! The permission cases run the binary as `nobody` when the tests run as root (root may write
//! anything). Postfix's `pipe` transport in front of it: `tests/e2e/install.rs`.

use super::*;
use crate::support::site::robomod;
use crate::support::site::{Site, player_mail};

#[test]
fn a_piped_mail_is_stored_whole_and_answered_on_the_next_pass() {
    let site = Site::new();
    let (clock_file, id) = site.game_on_clock_file(&["Ann", "Bob"]);
    let keys = site.keys(id);
    let raw = player_mail("Ann", id, &keys[0], "d1", "GOALS 1Y 3R 2G 1B");
    let config = site.config_path();
    let out = run_with_input(
        robomod(&site, &clock_file).args(["deliver", "--config", config.to_str().unwrap()]),
        &raw,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty() && out.stderr.is_empty());
    let md = site.config.maildir_path();
    let new = files(&md.join("new"));
    assert_eq!(new.len(), 1);
    assert_eq!(std::fs::read(&new[0]).unwrap(), raw);
    assert!(files(&md.join("tmp")).is_empty());

    let out = robomod(&site, &clock_file)
        .args(["serve", "--once"])
        .output()
        .unwrap();
    assert!(
        text(&out.stdout).contains("read 1 mail(s): 1 answered"),
        "{}\n{}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(
        site.sent().iter().any(|p| std::fs::read_to_string(p)
            .unwrap()
            .contains("Accepted for setup")),
        "no confirmation among {:?}",
        site.sent()
    );
}

/// A site the tests' user owns, made reachable for `nobody`, whose Maildir `nobody` may not
/// write (or only `tmp/`): what an MTA piping as the wrong user, or a root-owned folder, meets.
struct Locked {
    dir: tempfile::TempDir,
    bin: std::path::PathBuf,
    config: std::path::PathBuf,
    maildir: std::path::PathBuf,
}

impl Locked {
    fn new(tmp_writable: bool) -> Locked {
        let dir = tempfile::tempdir().unwrap();
        let bin = binary_in(dir.path());
        let config = dir.path().join("robomod.toml");
        std::fs::write(&config, "data_dir = \"data\"\n").unwrap();
        let maildir = dir.path().join("data/maildir");
        for sub in ["new", "cur", "tmp"] {
            std::fs::create_dir_all(maildir.join(sub)).unwrap();
            chmod(&maildir.join(sub), if root() { 0o755 } else { 0o555 });
        }
        if tmp_writable {
            chmod(&maildir.join("tmp"), 0o777);
        }
        chmod(dir.path(), 0o755);
        Locked {
            dir,
            bin,
            config,
            maildir,
        }
    }
}

impl Drop for Locked {
    fn drop(&mut self) {
        for sub in ["new", "cur", "tmp"] {
            chmod(&self.maildir.join(sub), 0o755);
        }
    }
}

#[test]
fn a_mail_that_cannot_be_stored_exits_75_and_leaves_nothing_half_stored() {
    let test = "deliver_exits_75_unwritable";
    for tmp_writable in [false, true] {
        let site = Locked::new(tmp_writable);
        let Some(mut cmd) = as_unprivileged(test, &site.bin) else {
            return;
        };
        let out = run_with_input(
            cmd.args(["deliver", "--config"])
                .arg(&site.config)
                .current_dir(site.dir.path()),
            &player_mail("Ann", 1, "kkkkkkk", "x1", "PROGRAM 1GN"),
        );
        let err = text(&out.stderr);
        assert_eq!(
            out.status.code(),
            Some(75),
            "tmp writable {tmp_writable}: {err}"
        );
        assert!(
            err.contains("cannot store the mail") && err.contains("nothing was stored"),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
        for sub in ["new", "tmp", "cur"] {
            assert!(
                files(&site.maildir.join(sub)).is_empty(),
                "tmp writable {tmp_writable}: something left in {sub}/"
            );
        }
    }
}

#[test]
fn a_config_robomod_cannot_use_keeps_the_mail_with_the_mta() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.toml");
    std::fs::write(&bad, "data_dri = \"data\"\n").unwrap();
    let imap = dir.path().join("imap.toml");
    std::fs::write(
        &imap,
        "data_dir = \"data\"\n[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"localhost\"\n\
         user = \"robomod\"\npassword_env = \"NOT_SET_HERE\"\n",
    )
    .unwrap();
    for (config, says) in [(&bad, "data_dri"), (&imap, "IMAP")] {
        let out = run_with_input(
            crate::support::cli::command()
                .args(["deliver", "--config"])
                .arg(config)
                .current_dir(dir.path()),
            b"Subject: hi\r\n\r\nSTATUS\r\n",
        );
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(75), "{err}");
        assert!(
            err.contains(says) && err.contains("stays with the mail server"),
            "{err}"
        );
    }
    assert!(!dir.path().join("data").exists(), "nothing stored anywhere");
}

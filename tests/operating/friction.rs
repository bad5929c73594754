//! Issue 40, the rough edges an operator hit following docs/operating.md on a bare Debian:
//! the shipped Dovecot and Postfix lines, the package's user, one log line per migration, and
//! `game new --help` naming every game.

use super::*;
use crate::support::assert_contains;
use crate::support::cli::contrib;

/// Settings of a Dovecot or Postfix file: `key = value` lines, comments left out.
fn setting(text: &str, key: &str) -> Option<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with('#'))
        .find_map(|l| {
            let (k, v) = l.split_once('=')?;
            (k.trim() == key).then(|| v.trim().to_string())
        })
}

/// Dovecot: a robomod system user (uid 100-999) may have its mail stored (Debian's default
/// first_valid_uid of 500 deferred every mail), `lmtp` is not added to `protocols` a second
/// time (dovecot-lmtpd does it), and Dovecot listens on loopback only.
#[test]
fn the_dovecot_lines_let_a_system_user_have_mail() {
    let conf = contrib("dovecot/robomod.conf");
    let uid: u32 = setting(&conf, "first_valid_uid")
        .expect("first_valid_uid set")
        .parse()
        .unwrap();
    assert!(uid <= 100, "first_valid_uid {uid} refuses a system user");
    assert_eq!(setting(&conf, "protocols"), None, "lmtp added twice");
    let listen = setting(&conf, "listen").expect("listen set");
    assert!(
        listen
            .split(',')
            .all(|a| ["127.0.0.1", "::1"].contains(&a.trim())),
        "{listen}"
    );
}

/// Postfix: postmaster@ and abuse@ of robomod's domain take mail (RFC 5321 4.5.1).
#[test]
fn the_postfix_lines_accept_postmaster_and_abuse() {
    let main = contrib("postfix/main.cf");
    let aliases = setting(&main, "virtual_alias_maps").expect("virtual_alias_maps set");
    for who in ["postmaster@games.example.org", "abuse@games.example.org"] {
        assert!(aliases.contains(who), "{who} not in {aliases}");
    }
}

/// The package makes the user with its home (no warning that the home does not exist).
#[test]
fn the_package_creates_the_user_with_its_home() {
    let postinst = contrib("debian/postinst");
    assert_contains(&postinst, "adduser --system");
    assert!(!postinst.contains("--no-create-home"), "{postinst}");
}

/// A new database's migration is one log line, not two.
#[test]
fn a_migration_is_logged_once() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("robomod.toml"), "data_dir = \"data\"\n").unwrap();
    let out = crate::support::cli::command()
        .current_dir(dir.path())
        .args(["serve", "--once"])
        .env("RUST_LOG", "info")
        .env_remove("ROBOMOD_CONFIG")
        .env_remove("ROBOMOD_DB")
        .output()
        .unwrap();
    let log = text(&out.stderr);
    assert!(out.status.success(), "{log}");
    assert_eq!(log.matches("migrated to version").count(), 1, "{log}");
}

/// `game new --help` names every game there is.
#[test]
fn game_new_help_names_every_game() {
    let out = crate::support::cli::command()
        .args(["game", "new", "--help"])
        .output()
        .unwrap();
    let help = text(&out.stdout);
    for kind in robomod::games::kinds().split(", ") {
        assert!(help.contains(kind), "{kind} not in {help}");
    }
}

/// The Debian package ships what docs/operating.md tells an operator to copy (the Postfix and
/// Dovecot lines), the changelog with the upgrade notes and a `postrm`; every asset exists.
#[test]
fn the_package_ships_what_the_docs_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cargo: toml::Value =
        toml::from_str(&std::fs::read_to_string(root.join("Cargo.toml")).unwrap()).unwrap();
    let deb = &cargo["package"]["metadata"]["deb"];
    let sources: Vec<&str> = deb["assets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a[0].as_str().unwrap())
        .collect();
    for needed in [
        "contrib/postfix/main.cf",
        "contrib/postfix/master.cf",
        "contrib/dovecot/robomod.conf",
        "CHANGELOG.md",
    ] {
        assert!(sources.contains(&needed), "{needed} not in the package");
    }
    assert!(sources.contains(&"contrib/man/*.1"), "no manual pages");
    for s in sources.iter().filter(|s| !s.starts_with("target/")) {
        match s.split_once("/*") {
            Some((dir, ext)) => assert!(
                std::fs::read_dir(root.join(dir)).unwrap().any(|e| e
                    .unwrap()
                    .path()
                    .to_string_lossy()
                    .ends_with(ext)),
                "no {s}"
            ),
            None => assert!(root.join(s).is_file(), "asset {s} is missing"),
        }
    }
    let changelog = deb["changelog"].as_str().expect("a changelog");
    assert!(root.join(changelog).is_file());
    let scripts = root.join(deb["maintainer-scripts"].as_str().unwrap());
    let postrm = std::fs::read_to_string(scripts.join("postrm")).expect("a postrm");
    assert!(postrm.contains("#DEBHELPER#") && !postrm.contains("rm -rf /var/lib/robomod"));
}

/// The manual pages the package ships (`contrib/man/`) are the ones the binary writes from its
/// `--help` definitions (`robomod man DIR`): a changed option cannot leave them behind.
#[test]
fn the_manual_pages_are_those_the_binary_writes() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("contrib/man");
    let dir = tempfile::tempdir().unwrap();
    let out = crate::support::cli::command()
        .arg("man")
        .arg(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let names = |d: &Path| {
        let mut v: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    let written = names(dir.path());
    assert!(
        written.contains(&"robomod-game-new.1".to_string()),
        "{written:?}"
    );
    assert_eq!(
        names(&root),
        written,
        "run: robomod man contrib/man (and remove pages of commands gone)"
    );
    for name in written {
        let want = std::fs::read_to_string(dir.path().join(&name)).unwrap();
        let have = std::fs::read_to_string(root.join(&name)).unwrap();
        assert!(
            have == want,
            "contrib/man/{name} is out of date: run robomod man contrib/man"
        );
    }
}

/// Seen on a walk of the install: `mail flush` said "the running robomod serve sends them at
/// once" with no daemon running.
#[test]
fn mail_flush_says_when_no_daemon_will_send() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::support::cli::command_in(dir.path())
        .args(["mail", "flush", "--db", "robomod.sqlite"])
        .output()
        .unwrap();
    let said = text(&out.stdout);
    assert!(out.status.success(), "{said}{}", text(&out.stderr));
    assert_contains(&said, "no `robomod serve` runs");
}

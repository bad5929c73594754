//! The systemd units shipped in `contrib/systemd/`: the daemon's, hardened as
//! `docs/operating.md` says, and the nightly backup's with its timer; all accepted by
//! `systemd-analyze verify` (with the binary pointed at the one just built: verify checks that
//! the command exists), the daemon's rated 2.0 or better by `systemd-analyze security
//! --offline`. The clean stop on SIGTERM the unit relies on is
//! tested in `tests/daemon/serve.rs`.

use super::*;
use crate::support::assert_contains;

const UNIT: &str = include_str!("../../contrib/systemd/robomod.service");

#[test]
fn the_unit_is_hardened_and_restarts_on_failure() {
    let lines: Vec<&str> = UNIT.lines().map(str::trim).collect();
    for want in [
        "ExecStart=/usr/bin/robomod serve --config /etc/robomod/robomod.toml",
        "User=robomod",
        "ProtectSystem=strict",
        "ReadWritePaths=/var/lib/robomod",
        "NoNewPrivileges=yes",
        "Restart=on-failure",
        "KillSignal=SIGTERM",
        "ProtectHome=yes",
        "PrivateTmp=yes",
        "CapabilityBoundingSet=",
        "WantedBy=multi-user.target",
    ] {
        assert!(lines.contains(&want), "the unit lacks {want}");
    }
}

fn systemd_analyze(test: &str) -> Option<PathBuf> {
    let found = Command::new("systemd-analyze")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if found {
        return Some(PathBuf::from("systemd-analyze"));
    }
    crate::support::skip::skip(
        test,
        "systemd-analyze is not installed",
        "apt-get install systemd, as root",
    );
    None
}

const BACKUP: &str = include_str!("../../contrib/systemd/robomod-backup.service");
const BACKUP_TIMER: &str = include_str!("../../contrib/systemd/robomod-backup.timer");

#[test]
fn the_backup_runs_nightly_as_robomod_into_its_own_folder() {
    for want in [
        "User=robomod",
        "Type=oneshot",
        "ProtectSystem=strict",
        "ReadWritePaths=/var/backups/robomod /var/lib/robomod",
    ] {
        assert!(BACKUP.lines().any(|l| l == want), "the backup lacks {want}");
    }
    assert_contains(BACKUP, "/usr/bin/robomod db backup --force --config ");
    for want in ["OnCalendar=*-*-* 03:15:00", "Persistent=true"] {
        assert!(
            BACKUP_TIMER.lines().any(|l| l == want),
            "the timer lacks {want}"
        );
    }
}

#[test]
fn systemd_analyze_accepts_the_unit() {
    let Some(analyze) = systemd_analyze("systemd_analyze_accepts_the_unit") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut units = Vec::new();
    for (name, text) in [
        ("robomod.service", UNIT),
        ("robomod-backup.service", BACKUP),
        ("robomod-backup.timer", BACKUP_TIMER),
    ] {
        let path = dir.path().join(name);
        std::fs::write(
            &path,
            text.replace("/usr/bin/robomod", env!("CARGO_BIN_EXE_robomod")),
        )
        .unwrap();
        units.push(path);
    }
    let unit = units[0].clone();
    let verify = Command::new(&analyze)
        .arg("verify")
        .args(&units)
        .env("SYSTEMD_LOG_LEVEL", "notice")
        .output()
        .unwrap();
    assert!(
        verify.status.success() && verify.stderr.is_empty(),
        "systemd-analyze verify: {}{}",
        text(&verify.stdout),
        text(&verify.stderr)
    );
    let security = Command::new(&analyze)
        .args(["security", "--offline=yes", "--no-pager"])
        .arg(&unit)
        .output()
        .unwrap();
    let out = text(&security.stdout);
    let overall = out
        .lines()
        .find(|l| l.contains("Overall exposure level"))
        .unwrap_or_else(|| panic!("no exposure level: {out}{}", text(&security.stderr)));
    let level: f64 = overall
        .split(':')
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{overall}"));
    assert!(level <= 2.0, "exposure {level}, more than 2.0: {overall}");
}

/// The config the package installs loads, and keeps its data where the unit lets robomod
/// write.
#[test]
fn the_shipped_config_loads_and_its_data_dir_is_the_units_writable_path() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("contrib/robomod.toml");
    let config = robomod::config::Config::load(&path).expect("contrib/robomod.toml loads");
    let writable = UNIT
        .lines()
        .find_map(|l| l.trim().strip_prefix("ReadWritePaths="))
        .expect("ReadWritePaths");
    assert_eq!(config.data_dir, Path::new(writable));
    assert_eq!(config.outbound.kind, robomod::config::OutboundKind::Smtp);
}

/// The backup unit's two commands, as systemd would run them (`$$` and `%%` unescaped), with
/// the paths moved into a temp folder: a dated, checked backup appears, and one older than 30
/// days goes.
#[test]
fn the_backup_units_commands_write_a_dated_backup_and_drop_old_ones() {
    use crate::support::site::Site;
    let site = Site::new();
    site.new_game(
        std::sync::Arc::new(robomod::clock::TestClock::at_str("2026-03-02T12:00:00Z")),
        &["Ann", "Bob"],
    );
    let backups = site.dir.path().join("backups");
    std::fs::create_dir(&backups).unwrap();
    let old = backups.join("robomod-2020-01-01.sqlite");
    std::fs::write(&old, b"an old backup").unwrap();
    let touched = Command::new("touch")
        .args(["-d", "40 days ago"])
        .arg(&old)
        .status()
        .unwrap();
    assert!(touched.success());
    let command = |key: &str| -> String {
        BACKUP
            .lines()
            .find_map(|l| l.strip_prefix(key))
            .unwrap_or_else(|| panic!("no {key}"))
            .replace("$$", "$")
            .replace("%%", "%")
            .replace("/usr/bin/robomod", env!("CARGO_BIN_EXE_robomod"))
            .replace(
                "/etc/robomod/robomod.toml",
                site.config_path().to_str().unwrap(),
            )
            .replace("/var/backups/robomod", backups.to_str().unwrap())
    };
    let start = command("ExecStart=");
    let script = start
        .strip_prefix("/bin/sh -c '")
        .and_then(|s| s.strip_suffix('\''))
        .unwrap_or_else(|| panic!("{start}"));
    let out = Command::new("/bin/sh")
        .args(["-c", script])
        .env_remove("ROBOMOD_DB")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_contains(&text(&out.stdout), "checked: ok");
    let post = command("ExecStartPost=");
    let words: Vec<&str> = post.split_whitespace().collect();
    let found = Command::new(words[0]).args(&words[1..]).status().unwrap();
    assert!(found.success());
    let today = chrono::Local::now()
        .format("robomod-%Y-%m-%d.sqlite")
        .to_string();
    assert_eq!(files(&backups), vec![backups.join(today)]);
}

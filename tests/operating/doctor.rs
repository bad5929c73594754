//! `robomod doctor`: one line per finding (`ok`, `WARN`, `FAIL`) with what to do, exit 1 when
//! anything would stop robomod: a config that does not load, a data folder robomod's user may
//! not write (run as `nobody` when the tests run as root), an SMTP server that does not answer.

use super::*;
use crate::support::assert_contains;
use crate::support::mailservers::free_ports;

fn doctor(cmd: &mut Command, config: &Path, extra: &[&str]) -> (Option<i32>, Vec<String>, String) {
    let out = cmd
        .args(["doctor", "--config"])
        .arg(config)
        .args(extra)
        .env_remove("ROBOMOD_CONFIG")
        .output()
        .unwrap();
    let lines = text(&out.stdout).lines().map(String::from).collect();
    (out.status.code(), lines, text(&out.stderr))
}

use crate::support::cli::command as robomod;

#[test]
fn a_config_that_does_not_load_is_one_line_saying_where() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("robomod.toml");
    std::fs::write(&config, "poll_interval_secs = 30\npoll_intervall = 3\n").unwrap();
    let (code, lines, err) = doctor(&mut robomod(), &config, &[]);
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with("FAIL config: ") && lines[0].contains("poll_intervall"),
        "{lines:?}"
    );
}

#[test]
fn every_finding_is_one_line_with_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("robomod.toml");
    let [port] = free_ports::<1>();
    std::fs::write(
        &config,
        format!(
            "data_dir = \"data\"\n[identity]\naddress = \"robomod@games.example.org\"\n\
             operator = \"op@example.org\"\n[outbound]\nkind = \"smtp\"\n\
             [outbound.smtp]\nhost = \"127.0.0.1\"\nport = {port}\nsecurity = \"none\"\n\
             timeout_secs = 2\n"
        ),
    )
    .unwrap();
    // Nothing listens on the port: the SMTP check fails, the rest is fine or a warning.
    let (code, lines, err) = doctor(&mut robomod(), &config, &[]);
    assert_eq!(code, Some(1), "{lines:?}\n{err}");
    let fails: Vec<&String> = lines.iter().filter(|l| l.starts_with("FAIL")).collect();
    assert_eq!(fails.len(), 1, "{lines:?}");
    assert!(
        fails[0].contains(&format!("SMTP 127.0.0.1:{port}"))
            && fails[0].contains("is the MTA running"),
        "{fails:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("ok   config ")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("ok   data_dir ")
                && l.contains("robomod creates it on first start")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .all(|l| ["ok   ", "WARN ", "FAIL "].iter().any(|t| l.starts_with(t))),
        "{lines:?}"
    );
    // Without connecting, nothing stops it.
    let (code, lines, err) = doctor(&mut robomod(), &config, &["--no-connect"]);
    assert_eq!(code, Some(0), "{lines:?}\n{err}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("not connected (--no-connect)")),
        "{lines:?}"
    );
}

#[test]
fn a_data_folder_robomod_may_not_write_fails_with_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let bin = binary_in(dir.path());
    let config = dir.path().join("robomod.toml");
    std::fs::write(&config, "data_dir = \"data\"\n").unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    chmod(&data, if root() { 0o755 } else { 0o555 });
    chmod(dir.path(), 0o755);
    let Some(mut cmd) = as_unprivileged("doctor_unwritable_data_dir", &bin) else {
        return;
    };
    let (code, lines, err) = doctor(cmd.current_dir(dir.path()), &config, &["--no-connect"]);
    chmod(&data, 0o755);
    assert_eq!(code, Some(1), "{lines:?}\n{err}");
    let line = lines
        .iter()
        .find(|l| l.starts_with("FAIL data_dir "))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(
        line.contains("not writable by") && line.contains("chown -R"),
        "{line}"
    );
    assert_contains(&err, "problem(s) stop robomod from working");
}

/// Against the private Postfix and Dovecot: the IMAP login and the SMTP greeting, STARTTLS
/// included, are checked for real; a wrong password is one FAIL line saying where to look.
#[test]
fn doctor_logs_in_to_the_real_servers() {
    use crate::support::mailservers::MailServers;
    let Some(servers) = MailServers::start_or_skip("doctor_logs_in_to_the_real_servers") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("robomod.toml");
    let ca = servers.ca_file.display();
    std::fs::write(
        &config,
        format!(
            "data_dir = \"data\"\n[inbound]\nkind = \"imap\"\n[inbound.imap]\n\
             host = \"localhost\"\nport = {}\nuser = \"robomod\"\n\
             password_env = \"ROBOMOD_DOCTOR_PW\"\nca_file = \"{ca}\"\ntimeout_secs = 5\n\
             [outbound]\nkind = \"smtp\"\n[outbound.smtp]\nhost = \"localhost\"\nport = {}\n\
             security = \"starttls\"\nca_file = \"{ca}\"\ntimeout_secs = 5\n",
            servers.imaps_port, servers.smtp_port
        ),
    )
    .unwrap();
    let (code, lines, err) = doctor(robomod().env("ROBOMOD_DOCTOR_PW", "secret"), &config, &[]);
    assert_eq!(code, Some(0), "{lines:?}\n{err}");
    for want in [
        format!(
            "ok   IMAP robomod@localhost:{}: logged in",
            servers.imaps_port
        ),
        format!(
            "ok   SMTP localhost:{}: the server answers",
            servers.smtp_port
        ),
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(&want)),
            "{want}: {lines:?}"
        );
    }
    let (code, lines, _) = doctor(robomod().env("ROBOMOD_DOCTOR_PW", "wrong"), &config, &[]);
    assert_eq!(code, Some(1));
    let fail: Vec<&String> = lines.iter().filter(|l| l.starts_with("FAIL")).collect();
    assert!(
        fail.len() == 1 && fail[0].contains("login as robomod failed"),
        "{lines:?}"
    );
}

/// Issue 40: the example's addresses (a reserved domain, as contrib/robomod.toml ships them)
/// are flagged, and a template override that parses but cannot render with sample data (a
/// variable robomod does not give, a filter that does not fit) fails `doctor`: it would fail
/// every mail of that kind.
#[test]
fn example_addresses_and_an_override_that_cannot_render_are_found() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("robomod.toml");
    let tpl = dir.path().join("tpl");
    std::fs::create_dir(&tpl).unwrap();
    std::fs::write(tpl.join("refusal.txt"), "Hello {{ playr_name }}.\n").unwrap();
    std::fs::write(
        &config,
        format!(
            "data_dir = \"data\"\ntemplates_dir = {:?}\n[identity]\n\
             address = \"robomod@games.example.org\"\noperator = \"op@example.org\"\n",
            tpl.to_str().unwrap()
        ),
    )
    .unwrap();
    let (code, lines, err) = doctor(&mut robomod(), &config, &["--no-connect"]);
    assert_eq!(code, Some(1), "{lines:?}\n{err}");
    for needle in [
        "WARN identity.address robomod@games.example.org is an example address",
        "WARN identity.operator op@example.org is an example address",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(needle)),
            "{needle}: {lines:?}"
        );
    }
    let fail = lines
        .iter()
        .find(|l| l.starts_with("FAIL template override"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!(
        fail.contains("refusal.txt") && fail.contains("playr_name"),
        "{fail}"
    );
    // One that names only what robomod gives, but cannot render with it: found by rendering
    // it with sample data.
    std::fs::write(tpl.join("refusal.txt"), "No game here.\n").unwrap();
    std::fs::write(tpl.join("welcome.txt"), "Game {{ game | length }}.\n").unwrap();
    let (code, lines, _) = doctor(&mut robomod(), &config, &["--no-connect"]);
    assert_eq!(code, Some(1), "{lines:?}");
    let fail = lines
        .iter()
        .find(|l| l.starts_with("FAIL template override"))
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert_contains(fail, "does not render with sample data: welcome.txt");
    // The built-in's own words pass.
    std::fs::remove_file(tpl.join("welcome.txt")).unwrap();
    let (_, lines, _) = doctor(&mut robomod(), &config, &["--no-connect"]);
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("ok   template overrides")),
        "{lines:?}"
    );
}

//! The configuration: the default works with no server; the example file parses and documents
//! every key; a broken file names the key and says what to do.

use crate::support::assert_contains;
use robomod::config::{Config, InboundKind, OutboundKind, Security};
use std::path::Path;

fn load(text: &str) -> Result<Config, String> {
    Config::from_toml(text, "robomod.toml", Path::new("/srv/robomod")).map_err(|e| e.to_string())
}

#[test]
fn no_file_means_maildir_in_files_out_sqlite_all_under_one_folder() {
    let c = load("").expect("the default");
    assert_eq!(c.inbound.kind, InboundKind::Maildir);
    assert_eq!(c.outbound.kind, OutboundKind::File);
    let root = Path::new("/srv/robomod/robomod-data");
    assert_eq!(c.database_path(), root.join("robomod.sqlite"));
    assert_eq!(c.maildir_path(), root.join("maildir"));
    assert_eq!(c.outgoing_path(), root.join("outgoing"));
    assert_eq!(c.identity().address, "robomod@example.test");
}

#[test]
fn the_example_file_parses_and_names_every_key() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("config.example.toml")).expect("the example");
    Config::load(&root.join("config.example.toml")).expect("the example parses");
    // With the commented-out tables switched on, it still parses.
    let uncommented: String = text
        .lines()
        .map(|l| {
            l.strip_prefix("# ")
                .filter(|r| r.starts_with('[') || r.contains(" = "))
                .unwrap_or(l)
        })
        .collect::<Vec<_>>()
        .join("\n");
    let full = load(&uncommented).expect("the full example parses");
    let imap = full.inbound.imap.expect("imap");
    assert_eq!((imap.port(), imap.security), (993, Security::Tls));
    let smtp = full.outbound.smtp.expect("smtp");
    assert_eq!((smtp.port(), smtp.security), (587, Security::Starttls));
    for key in [
        "data_dir",
        "poll_interval_secs",
        "log_level",
        "templates_dir",
        "address",
        "display_name",
        "plus_separator",
        "tag_word",
        "operator",
        "max_replies",
        "window_minutes",
        "batch",
        "max_attempts",
        "path",
        "quarantine",
        "quarantine_folder",
        "host",
        "port",
        "security",
        "user",
        "password_env",
        "folder",
        "handled",
        "move_to",
        "ca_file",
        "timeout_secs",
        "retry_initial_secs",
        "retry_max_secs",
        "max_attempts",
        "command",
        "pool_size",
        "allow_plaintext",
        "public_url",
    ] {
        assert!(
            text.contains(&format!("{key} = ")),
            "{key} is not documented"
        );
    }
}

#[test]
fn broken_configs_name_the_key_and_the_fix() {
    let cases = [
        (
            "pol_interval_secs = 3",
            "robomod.toml line 1: unknown field `pol_interval_secs`",
        ),
        (
            "poll_interval_secs = \"soon\"",
            "robomod.toml line 1: invalid type: string \"soon\", expected u64",
        ),
        (
            "poll_interval_secs = 0",
            "config key poll_interval_secs: is 0; use a number",
        ),
        (
            "[inbound]\nkind = \"imap\"",
            "config key inbound.imap: inbound.kind is \"imap\" but there is no [inbound.imap] \
             table; add one with host, user and password_env",
        ),
        (
            "[inbound]\nkind = \"pop3\"",
            "robomod.toml line 2: unknown variant `pop3`, expected `maildir` or `imap`",
        ),
        (
            "[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"h\"\nuser = \"u\"\n\
             password_env = \"P\"\nhandled = \"move\"",
            "config key inbound.imap.move_to: handled = \"move\" needs a folder",
        ),
        (
            "[inbound.maildir]\nquarantine = \"new\"",
            "config key inbound.maildir.quarantine: \"new\" would put quarantined mail back in \
             the inbox; use a Maildir++ subfolder such as \".Quarantine\"",
        ),
        (
            "[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"h\"\nuser = \"u\"\n\
             password_env = \"P\"\nquarantine_folder = \"INBOX\"",
            "config key inbound.imap.quarantine_folder: \"INBOX\" cannot hold quarantined mail",
        ),
        (
            "[identity]\noperator = \"ops at example.org\"",
            "config key identity.operator: \"ops at example.org\" is not a mail address",
        ),
        (
            "[identity]\noperator_language = \"klingon\"",
            "config key identity.operator_language: \"klingon\" is not a language robomod \
             speaks",
        ),
        (
            "[identity]\naddress = \"robomod\"",
            "config key identity.address: \"robomod\" is not a mail address",
        ),
        // Issue 40: alerts to an address robomod cannot write to would go dead.
        (
            "[identity]\noperator = \"ops@example.org.\"",
            "config key identity.operator: \"ops@example.org.\" is not a mail address robomod \
             can write to: it ends its domain with a dot",
        ),
        (
            "[outbound]\nkind = \"smtp\"",
            "config key outbound.smtp: outbound.kind is \"smtp\" but there is no [outbound.smtp]",
        ),
        (
            "[outbound]\nkind = \"smtp\"\n[outbound.smtp]\nhost = \"h\"\nuser = \"u\"",
            "config key outbound.smtp.password_env: user and password_env go together",
        ),
        (
            "[outbound]\nmax_attempts = 5000",
            "config key outbound.max_attempts: is 5000, more than 1000: months of retrying a \
             mail; use 0 to retry for ever, or a number such as 20 (about 3 days)",
        ),
        (
            "[outbound]\nmax_attempts = -1",
            "robomod.toml line 2: invalid value: integer `-1`, expected u32",
        ),
        (
            "log_level = \"loud!!\"",
            "config key log_level: \"loud!!\" is not a log filter",
        ),
        (
            "[inbound.imap]\nhost = \"h\"",
            "robomod.toml line 1: missing field `user`",
        ),
        (
            "[archive]\npublic_url = \"https://games.example.org/robomod\"",
            "config key archive.public_url: is set, but no [archive] dir",
        ),
        (
            "[archive]\ndir = \"a\"\npublic_url = \"games.example.org\"",
            "config key archive.public_url: \"games.example.org\" is not a web address",
        ),
    ];
    for (text, expected) in cases {
        let e = load(text).expect_err(text);
        assert!(
            e.starts_with(expected),
            "for {text:?}:\n got {e}\nwant {expected}..."
        );
        assert!(!e.contains('\n'), "multi-line error: {e}");
    }
}

#[test]
fn a_missing_password_variable_is_named() {
    let c = load(
        "[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"h\"\nuser = \"u\"\n\
         password_env = \"ROBOMOD_TEST_SURELY_UNSET_42\"",
    )
    .expect("parses");
    let e = c.inbound.imap.expect("imap").password().expect_err("unset");
    assert_eq!(
        e.to_string(),
        "the environment variable ROBOMOD_TEST_SURELY_UNSET_42 (named by \
         inbound.imap.password_env) is not set; export it first"
    );
}

#[test]
fn an_unreadable_file_is_named() {
    let e = Config::load(Path::new("/nonexistent/robomod.toml")).expect_err("missing");
    assert!(
        e.to_string()
            .starts_with("cannot read the config file /nonexistent/robomod.toml:"),
        "{e}"
    );
}

#[test]
fn outbound_max_attempts_defaults_to_20_and_0_means_never() {
    assert_eq!(load("").expect("the default").outbound.max_attempts, 20);
    let c = load("[outbound]\nmax_attempts = 0").expect("0 is allowed");
    assert_eq!(c.outbound.max_attempts, 0);
    let c = load("[outbound]\nmax_attempts = 1000").expect("the most allowed");
    assert_eq!(c.outbound.max_attempts, 1000);
}

#[test]
fn plaintext_is_allowed_to_this_machine_only_unless_the_config_says_so() {
    let smtp = |host: &str, extra: &str| {
        load(&format!(
            "[outbound]\nkind = \"smtp\"\n[outbound.smtp]\nhost = \"{host}\"\nsecurity = \"none\"\n{extra}"
        ))
    };
    for host in ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"] {
        let c = smtp(host, "").unwrap_or_else(|e| panic!("{host}: {e}"));
        let s = c.outbound.smtp.expect("smtp");
        assert_eq!((s.security, s.port()), (Security::None, 25), "{host}");
    }
    let e = smtp("mail.example.org", "").expect_err("plaintext across the network");
    assert!(
        e.starts_with("config key outbound.smtp.security: is \"none\" (no encryption) but \"mail.example.org\" is not this machine"),
        "{e}"
    );
    assert_contains(&e, "allow_plaintext = true to [outbound.smtp]");
    smtp("mail.example.org", "allow_plaintext = true").expect("allowed by the config");
    smtp("10.0.0.1", "").expect_err("a private address is still the network");

    let imap = |host: &str, extra: &str| {
        load(&format!(
            "[inbound]\nkind = \"imap\"\n[inbound.imap]\nhost = \"{host}\"\nuser = \"u\"\n\
             password_env = \"P\"\nsecurity = \"none\"\n{extra}"
        ))
    };
    let c = imap("localhost", "").expect("a local IMAP server");
    assert_eq!(c.inbound.imap.expect("imap").port(), 143);
    let e = imap("imap.example.org", "").expect_err("plaintext across the network");
    assert!(e.starts_with("config key inbound.imap.security:"), "{e}");
    imap("imap.example.org", "allow_plaintext = true").expect("allowed by the config");
}

/// The TOML that sets the numeric key `key` (`section.key`) to `value`, in a table that is
/// otherwise valid.
fn setting(key: &str, value: &str) -> String {
    let (table, name) = key.rsplit_once('.').unwrap_or(("", key));
    let head = match table {
        "" => String::new(),
        "inbound.imap" => {
            "[inbound.imap]\nhost = \"h\"\nuser = \"u\"\npassword_env = \"P\"\n".to_string()
        }
        "outbound.smtp" => "[outbound.smtp]\nhost = \"h\"\n".to_string(),
        t => format!("[{t}]\n"),
    };
    format!("{head}{name} = {value}\n")
}

/// Issue 27: every numeric key of the config, set to 0, -1, each integer type's maximum, a
/// huge number and a huge string: refused with the key named (and the limit, when the value
/// parses), or accepted and then usable by the daemon for a pass, never a panic.
#[test]
fn every_numeric_key_is_bounded_with_the_key_and_the_limit_named() {
    let values = [
        "0",
        "-1",
        "65535",
        "4294967295",
        "9223372036854775807",
        "18446744073709551615",
        "99999999999999999999999999",
        "\"99999999999999999999999999\"",
    ];
    let mut accepted = 0;
    for key in robomod::config::NUMERIC_KEYS {
        let name = key.rsplit('.').next().unwrap();
        for value in values {
            let text = setting(key, value);
            let dir = tempfile::tempdir().unwrap();
            let loaded = std::panic::catch_unwind(|| {
                Config::from_toml(&text, "robomod.toml", dir.path()).map_err(|e| e.to_string())
            })
            .unwrap_or_else(|_| panic!("{key} = {value}: loading panicked"));
            let config = match loaded {
                Err(e) => {
                    // A value that parses is refused naming the key and the limit; one that
                    // does not, naming the line.
                    let line = text.lines().count();
                    let named = e.starts_with("config key ") && e.contains(name);
                    let limit = ["at least 1", "more than", "from 1 to", "use a number from"]
                        .iter()
                        .any(|l| e.contains(l));
                    assert!(
                        named && limit || e.contains(&format!("robomod.toml line {line}:")),
                        "{key} = {value}: {e}"
                    );
                    continue;
                }
                Ok(c) => c,
            };
            accepted += 1;
            let ran = std::panic::catch_unwind(|| {
                let clock: std::sync::Arc<dyn robomod::clock::Clock> =
                    std::sync::Arc::new(robomod::clock::TestClock::at_str("2026-03-02T12:00:00Z"));
                let mut d = robomod::daemon::Daemon::new(&config, clock).expect("a daemon");
                d.pass().expect("a pass");
            });
            assert!(
                ran.is_ok(),
                "{key} = {value}: accepted, then the daemon panicked"
            );
        }
    }
    assert!(accepted > 0, "some values are fine");
    // A value above a limit says the limit.
    let e = load("[outbound]\nretry_max_secs = 9223372036854775807").unwrap_err();
    assert_eq!(
        e,
        "config key outbound.retry_max_secs: is 9223372036854775807 seconds, more than the \
         limit of 2592000; use a number from 1 to 2592000 seconds"
    );
}

/// Every numeric key the example file shows is one the bounds know.
#[test]
fn every_numeric_key_in_the_example_is_bounded() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("config.example.toml")).unwrap();
    let mut table = String::new();
    let mut seen = 0;
    for line in text.lines() {
        let line = line.strip_prefix("# ").unwrap_or(line).trim();
        if let Some(t) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            table = t.to_string();
            continue;
        }
        let Some((key, value)) = line.split_once(" = ") else {
            continue;
        };
        let value = value.split('#').next().unwrap().trim();
        if key.contains(' ') || value.parse::<i64>().is_err() {
            continue;
        }
        let full = if table.is_empty() {
            key.to_string()
        } else {
            format!("{table}.{key}")
        };
        assert!(
            robomod::config::NUMERIC_KEYS.contains(&full.as_str()),
            "{full} has no bound"
        );
        seen += 1;
    }
    assert!(seen >= 15, "{seen}");
}

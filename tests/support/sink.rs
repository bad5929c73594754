//! Postfix's `smtp-sink` (shipped in the postfix package) as a throwaway SMTP server on
//! loopback: it accepts every mail and, with `-d`, writes each to a file, so a test can count
//! what arrived. Started on a fixed port so that a test can stop it and start another on the
//! same port (connections robomod kept open then point at a dead server).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct Sink {
    child: Child,
    dumps: PathBuf,
}

/// Where smtp-sink is, or `None` (skip) outside CI when postfix is not installed.
pub fn binary(test: &str) -> Option<PathBuf> {
    let path = PathBuf::from("/usr/sbin/smtp-sink");
    if path.exists() {
        return Some(path);
    }
    super::skip::skip(
        test,
        "smtp-sink is not installed",
        "apt-get install postfix, as root",
    );
    None
}

impl Sink {
    /// smtp-sink on 127.0.0.1:`port`, each mail dumped into `dumps`; `extra` are more options
    /// (`-q noop` drops the connection at a NOOP).
    pub fn start(bin: &Path, port: u16, dumps: &Path, extra: &[&str]) -> Sink {
        std::fs::create_dir_all(dumps).expect("the dump folder");
        let child = Command::new(bin)
            .args(["-u", "root", "-d"])
            .arg(format!("{}/%H%M%S.", dumps.display()))
            .args(extra)
            .arg(format!("127.0.0.1:{port}"))
            .arg("64")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("smtp-sink starts");
        let deadline = Instant::now() + Duration::from_secs(5);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "smtp-sink did not listen");
            std::thread::sleep(Duration::from_millis(20));
        }
        Sink {
            child,
            dumps: dumps.to_path_buf(),
        }
    }

    /// How many mails have arrived so far (waits briefly for the last files).
    pub fn received(&self, at_least: usize) -> usize {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let n = std::fs::read_dir(&self.dumps).map_or(0, |d| d.count());
            if n >= at_least || Instant::now() > deadline {
                return n;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The text of every mail received.
    pub fn mails(&self) -> Vec<String> {
        std::fs::read_dir(&self.dumps)
            .expect("the dump folder")
            .map(|e| std::fs::read_to_string(e.expect("an entry").path()).unwrap_or_default())
            .collect()
    }

    /// Kills the server: connections to it break.
    pub fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A minimal SMTP responder that records the commands of each connection (for tests that
/// check what robomod says on the wire, such as "no NOOP before each mail"). It accepts every
/// mail; it is not a mail server.
pub struct Recorder {
    pub port: u16,
    sessions: std::sync::Arc<std::sync::Mutex<Vec<Vec<String>>>>,
}

impl Recorder {
    pub fn start() -> Recorder {
        use std::io::{BufRead, BufReader, Write};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        let port = listener.local_addr().expect("an address").port();
        let sessions = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let all = sessions.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let all = all.clone();
                std::thread::spawn(move || {
                    let n = {
                        let mut all = all.lock().unwrap();
                        all.push(Vec::new());
                        all.len() - 1
                    };
                    let mut out = stream.try_clone().expect("a clone");
                    let mut lines = BufReader::new(stream);
                    let _ = out.write_all(b"220 recorder ESMTP\r\n");
                    let mut line = String::new();
                    let mut in_data = false;
                    while lines.read_line(&mut line).is_ok_and(|r| r > 0) {
                        let cmd = line.trim_end().to_string();
                        line.clear();
                        if in_data {
                            if cmd == "." {
                                in_data = false;
                                let _ = out.write_all(b"250 accepted\r\n");
                            }
                            continue;
                        }
                        let verb = cmd.split_whitespace().next().unwrap_or("").to_uppercase();
                        all.lock().unwrap()[n].push(verb.clone());
                        let reply: &[u8] = match verb.as_str() {
                            "EHLO" => b"250-recorder\r\n250 8BITMIME\r\n",
                            "DATA" => {
                                in_data = true;
                                b"354 go on\r\n"
                            }
                            "QUIT" => b"221 bye\r\n",
                            _ => b"250 ok\r\n",
                        };
                        let _ = out.write_all(reply);
                        if verb == "QUIT" {
                            break;
                        }
                    }
                });
            }
        });
        Recorder { port, sessions }
    }

    /// The commands of each connection so far, in order of connection.
    pub fn sessions(&self) -> Vec<Vec<String>> {
        self.sessions.lock().unwrap().clone()
    }
}

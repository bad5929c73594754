//! A real browser for tests: headless Chromium driven over the DevTools protocol (a websocket,
//! JSON commands), just enough to open pages, evaluate expressions, take screenshots and
//! collect console errors. [`Browser::start_or_skip`]: with `CI=true` a missing Chromium
//! fails the test; without CI it skips, named in the line the run ends with ([`super::skip`]).

use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

pub struct Browser {
    child: Child,
    ws: WebSocket<MaybeTlsStream<TcpStream>>,
    session: String,
    next_id: u64,
    /// Events received so far (console messages, load events).
    events: Vec<Value>,
    _profile: tempfile::TempDir,
}

fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|b| {
            Command::new(b)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
}

impl Browser {
    pub fn start_or_skip(test: &str) -> Option<Browser> {
        let Some(bin) = chromium() else {
            super::skip::skip(
                test,
                "Chromium is not installed",
                "apt-get install chromium fonts-dejavu-core, as root",
            );
            return None;
        };
        Some(Self::start(bin).unwrap_or_else(|e| panic!("{test}: Chromium did not start: {e}")))
    }

    fn start(bin: &str) -> Result<Browser, String> {
        let profile = tempfile::tempdir().map_err(|e| e.to_string())?;
        let mut child = Command::new(bin)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--no-first-run",
                "--remote-debugging-port=0",
                "--window-size=390,844",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| e.to_string())?;
        let stderr = child.stderr.take().ok_or("no stderr")?;
        let mut url = None;
        for line in BufReader::new(stderr).lines() {
            let line = line.map_err(|e| e.to_string())?;
            if let Some(at) = line.find("ws://") {
                url = Some(line[at..].trim().to_string());
                break;
            }
        }
        let url = url.ok_or("Chromium printed no DevTools address")?;
        let (ws, _) = tungstenite::connect(url.as_str()).map_err(|e| e.to_string())?;
        let mut b = Browser {
            child,
            ws,
            session: String::new(),
            next_id: 1,
            events: Vec::new(),
            _profile: profile,
        };
        let target = b.call("Target.createTarget", json!({ "url": "about:blank" }))?;
        let id = target["targetId"]
            .as_str()
            .ok_or("no target id")?
            .to_string();
        let attached = b.call(
            "Target.attachToTarget",
            json!({ "targetId": id, "flatten": true }),
        )?;
        b.session = attached["sessionId"]
            .as_str()
            .ok_or("no session")?
            .to_string();
        for domain in ["Page.enable", "Runtime.enable", "Log.enable"] {
            b.call(domain, json!({}))?;
        }
        Ok(b)
    }

    /// Sends one command (to the page once attached) and waits for its answer.
    fn call(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.next_id;
        self.next_id += 1;
        let mut msg = json!({ "id": id, "method": method, "params": params });
        if !self.session.is_empty() {
            msg["sessionId"] = json!(self.session);
        }
        self.ws
            .send(Message::text(msg.to_string()))
            .map_err(|e| e.to_string())?;
        loop {
            let v = self.read()?;
            if v["id"] == json!(id) {
                if let Some(e) = v.get("error") {
                    return Err(format!("{method}: {e}"));
                }
                return Ok(v["result"].clone());
            }
            self.events.push(v);
        }
    }

    fn read(&mut self) -> Result<Value, String> {
        loop {
            match self.ws.read().map_err(|e| e.to_string())? {
                Message::Text(t) => return serde_json::from_str(&t).map_err(|e| e.to_string()),
                Message::Close(_) => return Err("the browser closed the connection".into()),
                _ => continue,
            }
        }
    }

    /// Shows pages `width` x `height` CSS pixels wide (a phone below 600).
    pub fn viewport(&mut self, width: u32, height: u32) -> Result<(), String> {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": width, "height": height, "deviceScaleFactor": 1,
                    "mobile": width < 600 }),
        )
        .map(|_| ())
    }

    /// Opens `url` and waits for its load event.
    pub fn goto(&mut self, url: &str) -> Result<(), String> {
        self.events
            .retain(|e| e["method"] != json!("Page.loadEventFired"));
        self.call("Page.navigate", json!({ "url": url }))?;
        let deadline = Instant::now() + Duration::from_secs(20);
        while !self
            .events
            .iter()
            .any(|e| e["method"] == json!("Page.loadEventFired"))
        {
            if Instant::now() > deadline {
                return Err(format!("{url} did not load"));
            }
            let v = self.read()?;
            self.events.push(v);
        }
        Ok(())
    }

    /// The value of a JavaScript expression in the page.
    pub fn eval(&mut self, expression: &str) -> Result<Value, String> {
        let r = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true }),
        )?;
        if let Some(e) = r.get("exceptionDetails") {
            return Err(format!("{expression}: {e}"));
        }
        Ok(r["result"]["value"].clone())
    }

    /// Saves the whole page as a PNG.
    pub fn screenshot(&mut self, path: &Path) -> Result<(), String> {
        use base64::Engine as _;
        let r = self.call(
            "Page.captureScreenshot",
            json!({ "format": "png", "captureBeyondViewport": true }),
        )?;
        let data = base64::engine::general_purpose::STANDARD
            .decode(r["data"].as_str().ok_or("no screenshot")?)
            .map_err(|e| e.to_string())?;
        std::fs::write(path, data).map_err(|e| e.to_string())
    }

    /// Opens `page` at a phone's width (412 CSS pixels) and checks what a player on a phone
    /// needs: every picture loaded, nothing wider than the screen, no error; saves the
    /// screenshot at `shot`. How many pictures the page shows.
    pub fn check_on_a_phone(&mut self, page: &Path, shot: &Path) -> usize {
        self.viewport(412, 900).unwrap();
        self.goto(&format!("file://{}", page.display())).unwrap();
        let loaded = self
            .eval("Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)")
            .unwrap();
        assert_eq!(loaded, json!(true), "an image did not load");
        let fits = self
            .eval(
                "document.documentElement.scrollWidth <= window.innerWidth && \
                 Array.from(document.images).every(i => i.getBoundingClientRect().right \
                 <= window.innerWidth)",
            )
            .unwrap();
        assert_eq!(fits, json!(true), "something overflows at 412 px");
        self.screenshot(shot).unwrap();
        assert!(self.errors().is_empty(), "{:?}", self.errors());
        let images = self.eval("document.images.length").unwrap();
        images.as_u64().unwrap_or_default() as usize
    }

    /// Console errors, uncaught exceptions and failed loads seen so far.
    pub fn errors(&self) -> Vec<String> {
        self.events
            .iter()
            .filter_map(|e| match e["method"].as_str()? {
                "Runtime.exceptionThrown" => Some(e["params"]["exceptionDetails"].to_string()),
                "Runtime.consoleAPICalled" if e["params"]["type"] == json!("error") => {
                    Some(e["params"]["args"].to_string())
                }
                "Log.entryAdded" if e["params"]["entry"]["level"] == json!("error") => {
                    Some(e["params"]["entry"]["text"].to_string())
                }
                _ => None,
            })
            .collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

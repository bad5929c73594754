//! HTML to plain text, block-aware, for HTML-only mails.
//!
//! mail-parser's own conversion can run adjacent `<div>`s (as Gmail and Outlook write them) into
//! one line and glue a quoted header block onto the reply's last line, which would merge two
//! commands or hide a quote. Here every block element ends a line, `<br>` ends a line, text
//! inside `<blockquote>` comes out prefixed with `> ` (one per level, like a plain-text quote),
//! and `<style>`, `<script>`, `<head>` and `<title>` are dropped. Entities are decoded. This is
//! not a renderer: tables become one line per row, images and links keep only their text.

/// Elements that start and end a line.
const BLOCKS: &[&str] = &[
    "address",
    "article",
    "aside",
    "blockquote",
    "center",
    "dd",
    "div",
    "dl",
    "dt",
    "fieldset",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "header",
    "hr",
    "li",
    "main",
    "nav",
    "ol",
    "p",
    "pre",
    "section",
    "table",
    "tbody",
    "thead",
    "tfoot",
    "tr",
    "ul",
];

/// Elements whose content is not text a person wrote.
const HIDDEN: &[&str] = &["head", "script", "style", "title"];

struct Writer {
    out: String,
    line: String,
    quote_depth: usize,
    pre_depth: usize,
    hidden_depth: usize,
}

impl Writer {
    fn end_line(&mut self) {
        let text = self.line.trim_end();
        if self.quote_depth > 0 {
            let prefix = "> ".repeat(self.quote_depth);
            self.out.push_str(if text.is_empty() {
                prefix.trim_end()
            } else {
                &prefix
            });
        }
        self.out.push_str(text);
        self.out.push('\n');
        self.line.clear();
    }

    /// Ends the current line only if something is on it (block boundaries).
    fn break_block(&mut self) {
        if !self.line.trim().is_empty() {
            self.end_line();
        } else {
            self.line.clear();
        }
    }

    fn text(&mut self, raw: &str) {
        if self.hidden_depth > 0 {
            return;
        }
        let decoded = decode_entities(raw);
        if self.pre_depth > 0 {
            let mut parts = decoded.split('\n').peekable();
            while let Some(p) = parts.next() {
                self.line.push_str(p.trim_end_matches('\r'));
                if parts.peek().is_some() {
                    self.end_line();
                }
            }
            return;
        }
        for c in decoded.chars() {
            if c.is_whitespace() {
                if !self.line.is_empty() && !self.line.ends_with(' ') {
                    self.line.push(' ');
                }
            } else {
                self.line.push(c);
            }
        }
    }

    fn tag(&mut self, name: &str, closing: bool) {
        if HIDDEN.contains(&name) {
            self.hidden_depth = if closing {
                self.hidden_depth.saturating_sub(1)
            } else {
                self.hidden_depth + 1
            };
            return;
        }
        if self.hidden_depth > 0 {
            return;
        }
        match name {
            "br" => self.end_line(),
            "td" | "th" if !closing && !self.line.is_empty() && !self.line.ends_with(' ') => {
                self.line.push(' ');
            }
            _ if BLOCKS.contains(&name) => {
                self.break_block();
                match (name, closing) {
                    ("blockquote", false) => self.quote_depth += 1,
                    ("blockquote", true) => self.quote_depth = self.quote_depth.saturating_sub(1),
                    ("pre", false) => self.pre_depth += 1,
                    ("pre", true) => self.pre_depth = self.pre_depth.saturating_sub(1),
                    ("hr", _) => {
                        self.line.push_str("________________________________");
                        self.end_line();
                    }
                    _ => {}
                }
            }
            _ => {}
        }
    }
}

/// Converts an HTML body to text, one line per block (see the module doc).
pub fn html_to_text(html: &str) -> String {
    let mut w = Writer {
        out: String::new(),
        line: String::new(),
        quote_depth: 0,
        pre_depth: 0,
        hidden_depth: 0,
    };
    let mut rest = html;
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            w.text(rest);
            break;
        };
        w.text(&rest[..lt]);
        rest = &rest[lt..];
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.find("-->").map_or("", |end| &after[end + 3..]);
            continue;
        }
        let starts_tag = rest[1..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '/' | '!' | '?'));
        if !starts_tag {
            w.text("<");
            rest = &rest[1..];
            continue;
        }
        let Some(gt) = rest.find('>') else {
            w.text(rest);
            break;
        };
        let inside = &rest[1..gt];
        rest = &rest[gt + 1..];
        let (closing, body) = match inside.strip_prefix('/') {
            Some(b) => (true, b),
            None => (false, inside),
        };
        let name: String = body
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        // `<!DOCTYPE>` and `<?xml>` have no name and are dropped.
        if !name.is_empty() {
            w.tag(&name, closing);
        }
    }
    w.break_block();
    w.out
}

/// Decodes `&amp;`, `&lt;`, `&#39;`, `&#x41;` and a few more; unknown entities stay as written.
/// A non-breaking space becomes a plain space.
pub fn decode_entities(s: &str) -> String {
    if !s.contains('&') {
        return s.replace('\u{a0}', " ");
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let end = rest
            .char_indices()
            .take(12)
            .find(|&(_, c)| c == ';')
            .map(|(i, _)| i);
        let decoded = end.and_then(|e| entity(&rest[1..e]).map(|c| (c, e)));
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out.replace('\u{a0}', " ")
}

fn entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse().ok()?,
        };
        return char::from_u32(code);
    }
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => ' ',
        "ndash" => '–',
        "mdash" => '—',
        "hellip" => '…',
        "rsquo" => '’',
        "lsquo" => '‘',
        "rdquo" => '”',
        "ldquo" => '“',
        "eacute" => 'é',
        "egrave" => 'è',
        "auml" => 'ä',
        "ouml" => 'ö',
        "uuml" => 'ü',
        "szlig" => 'ß',
        "copy" => '©',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjacent_divs_are_separate_lines() {
        let t = html_to_text("<div dir=\"ltr\">PROGRAM 1GN<div>STATUS</div><div><br></div></div>");
        assert_eq!(t, "PROGRAM 1GN\nSTATUS\n\n");
    }

    #[test]
    fn blockquote_is_quoted_and_style_dropped() {
        let t = html_to_text(
            "<html><head><style>p{x:1}</style></head><body><p>PASS</p>\
             <blockquote type=\"cite\"><div>old &amp; <b>quoted</b></div>\
             <blockquote>deeper</blockquote></blockquote></body></html>",
        );
        assert_eq!(t, "PASS\n> old & quoted\n> > deeper\n");
    }

    #[test]
    fn outlook_header_block_lines_stay_apart() {
        let t = html_to_text(
            "<p>GOALS 1Y</p><hr><div id=\"divRplyFwdMsg\"><b>From:</b> robomod \
             &lt;robomod@example.test&gt;<br><b>Sent:</b> Monday<br></div>",
        );
        assert_eq!(
            t,
            "GOALS 1Y\n________________________________\nFrom: robomod <robomod@example.test>\n\
             Sent: Monday\n"
        );
    }

    #[test]
    fn entities_and_stray_brackets() {
        assert_eq!(decode_entities("a&#65;&#x42;&bogus;&"), "aAB&bogus;&");
        assert_eq!(html_to_text("1 < 2 <!-- x --> ok"), "1 < 2 ok\n");
        assert_eq!(html_to_text("<pre>a  b\nc</pre>"), "a  b\nc\n");
    }
}

//! Reading back a mail as sent (mail-parser): its parts, its HTML part and the inline pictures
//! every `cid:` of it refers to.

use mail_parser::{MessageParser, MimeHeaders, PartType};

/// The parts of a mail: (content type, content id, bytes), depth first.
pub fn parts(raw: &[u8]) -> Vec<(String, Option<String>, Vec<u8>)> {
    let m = MessageParser::default().parse(raw).unwrap();
    m.parts
        .iter()
        .map(|p| {
            let ct = p
                .content_type()
                .map(|c| format!("{}/{}", c.ctype(), c.subtype().unwrap_or_default()))
                .unwrap_or_default();
            let bytes = match &p.body {
                PartType::Text(t) | PartType::Html(t) => t.as_bytes().to_vec(),
                PartType::Binary(b) | PartType::InlineBinary(b) => b.to_vec(),
                _ => Vec::new(),
            };
            (ct, p.content_id().map(str::to_string), bytes)
        })
        .collect()
}

/// The HTML part of a report and its inline pictures by content id.
pub fn html_and_pictures(raw: &[u8]) -> (String, Vec<(String, Vec<u8>)>) {
    let all = parts(raw);
    let html = all
        .iter()
        .find(|(ct, _, _)| ct == "text/html")
        .map(|(_, _, b)| String::from_utf8(b.clone()).unwrap())
        .expect("an HTML part");
    let pictures = all
        .into_iter()
        .filter(|(ct, _, _)| ct == "image/png")
        .filter_map(|(_, cid, b)| Some((cid?, b)))
        .collect();
    (html, pictures)
}

/// `html` as a mail client shows it: written with its pictures into a new folder, each `cid:`
/// the file of its inline part (every one must have its part). The folder, kept while it
/// lives, and the page in it.
pub fn page_with_pictures(
    html: &str,
    pictures: &[(String, Vec<u8>)],
) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let mut page = html.to_string();
    for (k, (cid, png)) in pictures.iter().enumerate() {
        let file = format!("part{k}.png");
        std::fs::write(dir.path().join(&file), png).unwrap();
        page = page.replace(&format!("cid:{cid}"), &file);
    }
    assert!(!page.contains("cid:"), "every cid has its part");
    let path = dir.path().join("report.html");
    std::fs::write(&path, &page).unwrap();
    (dir, path)
}

/// Every `cid:` the HTML refers to, in order.
pub fn cids(html: &str) -> Vec<String> {
    html.split("src=\"cid:")
        .skip(1)
        .map(|s| s[..s.find('"').unwrap()].to_string())
        .collect()
}

/// Asserts that every picture `html` refers to (`cid:`) is one of `pictures` and every one of
/// them is referred to, each a PNG.
#[track_caller]
pub fn assert_pictures_inline_and_used(html: &str, pictures: &[(String, Vec<u8>)]) {
    let mut inline: Vec<&str> = pictures.iter().map(|(c, _)| c.as_str()).collect();
    let referred = cids(html);
    let mut wanted: Vec<&str> = referred.iter().map(String::as_str).collect();
    inline.sort();
    wanted.sort();
    assert_eq!(
        inline, wanted,
        "every cid is an inline picture and every picture is used"
    );
    for (cid, png) in pictures {
        assert!(png.starts_with(b"\x89PNG"), "{cid} is a PNG");
    }
}

/// Asserts that `raw` is a round report as sent with its HTML: text beside HTML whose pictures
/// travel with it (`multipart/alternative` of `text/plain` and a `multipart/related` holding the
/// `text/html`).
pub fn assert_text_beside_related_html(raw: &[u8]) {
    let kinds: Vec<String> = parts(raw).into_iter().map(|p| p.0).collect();
    assert_eq!(
        kinds[..4],
        [
            "multipart/alternative",
            "text/plain",
            "multipart/related",
            "text/html"
        ]
    );
}

/// The mails of `m`'s outbox that `keep` picks, as they leave at `now` (pictures drawn), with
/// their bytes.
pub fn as_sent(
    m: &robomod::moderator::Moderator,
    now: chrono::DateTime<chrono::Utc>,
    keep: impl Fn(&robomod::outgoing::OutgoingMail) -> bool,
) -> Vec<(robomod::outgoing::OutgoingMail, Vec<u8>)> {
    m.outbox()
        .outbox_due(now + chrono::Duration::days(30), 10_000)
        .unwrap()
        .into_iter()
        .map(|(_, mail, _)| mail)
        .filter(|mail| keep(mail))
        .map(|mail| {
            let raw = robomod::mail::compose::render(&mail, now).unwrap();
            (mail, raw)
        })
        .collect()
}

/// The mail of `sent` to `address`.
pub fn sent_to<'a>(
    sent: &'a [(robomod::outgoing::OutgoingMail, Vec<u8>)],
    address: &str,
) -> &'a (robomod::outgoing::OutgoingMail, Vec<u8>) {
    sent.iter()
        .find(|(m, _)| m.to == address)
        .unwrap_or_else(|| panic!("no mail to {address}"))
}

//! Words in a picture: how wide a text is in the shipped font, a phrasebook message as lines, an
//! SVG's width, escaping, and the texts an SVG shows outside its background (for the tests of
//! every language's pictures).

/// How wide `text` is at `size` pixels in the shipped font ([`FONT`]), in pixels: what a
/// picture lays its words out by, whatever their language (a Polish legend is longer).
pub fn text_width(text: &str, size: f32) -> f32 {
    crate::font::text_width(text, size)
}

/// The lines of message `id` of `say` (a multi-line Fluent message: each language wraps its
/// own words to fit the picture).
pub fn lines(say: crate::lang::Say<'_>, id: &str) -> Vec<String> {
    say.t(id).lines().map(str::to_string).collect()
}

/// The `width` of an SVG's root element, in pixels.
pub fn width_of(svg: &str) -> Option<u32> {
    let root = &svg[svg.find("<svg")?..];
    let root = &root[..root.find('>')?];
    let at = root.find(" width=\"")? + 8;
    let w = &root[at..];
    w[..w.find('"')?]
        .trim_end_matches("px")
        .parse::<f32>()
        .ok()
        .map(|w| w as u32)
}

/// Text safe inside SVG markup.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// Every text of `svg` that runs off the picture, each with where it is (for the tests: a
/// language's longer words must still fit). Measured with the shipped font ([`text_width`]),
/// a text's height taken as its size (baseline text: 0.8 of it above the baseline).
#[cfg(any(test, feature = "conformance"))]
pub(crate) fn texts_outside(svg: &str) -> Vec<String> {
    let attr = |tag: &str, name: &str| -> Option<f32> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        tag[at..].split('"').next()?.parse().ok()
    };
    let root = svg.split('>').next().unwrap_or_default();
    let (w, h) = (
        attr(root, "width").unwrap_or(0.0),
        attr(root, "height").unwrap_or(0.0),
    );
    let mut out = Vec::new();
    for part in svg.split("<text").skip(1) {
        let Some((tag, rest)) = part.split_once('>') else {
            continue;
        };
        let text = rest.split("</text>").next().unwrap_or_default();
        let text = text
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&amp;", "&");
        let (Some(x), Some(y), Some(size)) =
            (attr(tag, "x"), attr(tag, "y"), attr(tag, "font-size"))
        else {
            continue;
        };
        let width = text_width(&text, size);
        let (left, top, bottom) = if tag.contains("text-anchor=\"middle\"") {
            (x - width / 2.0, y - size / 2.0, y + size / 2.0)
        } else {
            (x, y - 0.8 * size, y + 0.25 * size)
        };
        if left < -0.5 || left + width > w + 0.5 || top < -0.5 || bottom > h + 0.5 {
            out.push(format!(
                "{text:?} at ({x}, {y}), {width:.0} px wide, in {w}x{h}"
            ));
        }
    }
    out
}

//! The archive's pictures: backgrounds once, what changed compactly.

use super::*;
use crate::games::svg::Svg;

/// Each of `parts` is in `text`.
fn says_all(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "{part:?} is not in: {text}");
    }
}

fn picture() -> (String, Vec<Shape>) {
    let mut svg = Svg::new(100, 80, "A board & its moves");
    svg.rect(0.0, 0.0, 10.0, 10.0, "#eeeeee", "#999999");
    svg.end_background();
    svg.line((1.0, 2.0), (3.0, 4.0), "#00000055", 1.0);
    svg.line((5.0, 6.0), (7.5, 8.25), "#00000055", 1.0);
    svg.text(50.0, 40.0, 10.0, "#ffffff", "R<");
    svg.arrow((10.0, 10.0), (60.0, 10.0), Arrow::Carried, 0.0);
    svg.finish_with_shapes()
}

#[test]
fn the_background_goes_to_a_file_and_what_changed_is_drawn_over_it() {
    let (svg, shapes) = picture();
    let mut styles = Styles::default();
    let placed = place(&svg, &shapes, &mut styles);
    let (name, file) = placed.background.expect("a background");
    assert!(name.ends_with(".svg") && name.len() == 16, "{name}");
    says_all(&file, &["<rect x=\"0\" y=\"0\" width=\"10\""]);
    assert!(
        !file.contains("<title>"),
        "a background names no round: {file}"
    );
    assert!(
        file.contains("<marker id=\"head-p\""),
        "its legend's arrows: {file}"
    );
    assert!(!file.contains("R&lt;"), "what changed is not in it: {file}");
    let html = placed.html;
    let source = format!("src=\"../boards/{name}\"");
    // Two lines of one style: one path; each style once, a class of the page.
    let one_path = "<path d=\"M1 2l2 2M5 6l2.5 2.3\" class=\"s0\"/>";
    let title = "<title>A board &amp; its moves</title>";
    says_all(&html, &[&source, title, one_path, ">R&lt;</text>"]);
    assert!(
        !html.contains("#eeeeee"),
        "the background is not drawn again: {html}"
    );
    let css = styles.css();
    assert!(
        css.starts_with(".s0{fill:none;stroke:#0005;stroke-width:1;stroke-linecap:round}"),
        "{css}"
    );
    says_all(
        &css,
        &[
            "font-size:10px;fill:#fff;text-anchor:middle;dominant-baseline:central",
            "stroke-dasharray:6 4",
        ],
    );
    // The same background, the same file, whatever changed.
    let mut other = Svg::new(100, 80, "Another round");
    other.rect(0.0, 0.0, 10.0, 10.0, "#eeeeee", "#999999");
    other.end_background();
    other.circle(5.0, 5.0, 2.0, "#ff0000", "none", 0.0);
    let (svg, shapes) = other.finish_with_shapes();
    assert_eq!(
        place(&svg, &shapes, &mut styles).background.unwrap().0,
        name
    );
    says_all(
        &styles.css(),
        &[".s4{fill:#f00;stroke:none;stroke-width:0}"],
    );
}

#[test]
fn a_picture_without_shapes_is_shown_whole() {
    let mut svg = Svg::new(10, 10, "All background");
    svg.rect(0.0, 0.0, 1.0, 1.0, "#eeeeee", "none");
    let (svg, shapes) = svg.finish_with_shapes();
    let placed = place(&svg, &shapes, &mut Styles::default());
    assert!(placed.background.is_none());
    assert_eq!(placed.html, svg);
}

#[test]
fn paths_go_from_point_to_point() {
    let square = [
        (304.0, 336.0),
        (324.0, 336.0),
        (324.0, 356.0),
        (304.0, 356.0),
    ];
    assert_eq!(path(square, true), "M304 336h20v20h-20z");
    let triangle = [(287.0, 214.0), (253.0, 231.0), (253.0, 197.0)];
    assert_eq!(path(triangle, true), "M287 214l-34 17v-34z");
    assert_eq!(path([(0.04, 1.25), (-2.5, 1.25)], false), "M0 1.3h-2.5");
    // A star of lines from one centre: back to it by a relative move.
    let mut p = PathData::default();
    for end in [(304.0, 336.0), (324.0, 336.0)] {
        p.move_to((314.0, 346.0));
        p.line_to(end);
    }
    assert_eq!(p.d, "M314 346l-10-10m10 10l10-10");
}

#[test]
fn colours_and_numbers_are_short() {
    assert_eq!(colour(Some([0x11, 0x22, 0x33, 255])), "#123");
    assert_eq!(colour(Some([0x1f, 0x77, 0xb4, 255])), "#1f77b4");
    assert_eq!(colour(Some([0, 0, 0, 0x55])), "#0005");
    assert_eq!(colour(Some([0x1f, 0x77, 0xb4, 0x80])), "#1f77b480");
    assert_eq!(colour(None), "none");
    assert_eq!(
        (num(3.0), num(2.5), num(-1.5), num(298.67)),
        ("3".into(), "2.5".into(), "-1.5".into(), "298.7".into())
    );
}

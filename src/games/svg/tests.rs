//! The unit tests of [`svg`](super), apart from the code they check.

use super::*;

#[test]
fn numbers_and_text_are_written_plainly() {
    assert_eq!(n(12.0), "12");
    assert_eq!(n(12.25), "12.3");
    assert_eq!(n(-0.5), "-0.5");
    assert_eq!(escape("a<b & \"c\"\u{0}"), "a&lt;b &amp; &quot;c&quot;");
}

#[test]
fn a_text_that_runs_off_the_picture_is_found() {
    let mut s = Svg::new(100, 50, "t");
    s.text_left(10.0, 20.0, 12.0, "#000", "fits");
    s.text(50.0, 40.0, 10.0, "#000", "ok");
    assert!(texts_outside(&s.finish()).is_empty());
    let mut s = Svg::new(100, 50, "t");
    s.text_left(60.0, 20.0, 12.0, "#000", "far too long a legend");
    s.text_left(10.0, 49.0, 12.0, "#000", "low");
    let off = texts_outside(&s.finish());
    assert_eq!(off.len(), 2, "{off:?}");
    assert!(text_width("Niebieski", 12.0) > text_width("Blue", 12.0));
}

#[test]
fn a_picture_is_one_svg_with_a_title() {
    let mut s = Svg::new(100, 50, "A <test>");
    grid(&mut s, (20.0, 0.0), 2, 2, 20.0);
    s.arrow((0.0, 0.0), (10.0, 0.0), Arrow::Carried, 2.0);
    let out = s.finish();
    assert!(out.starts_with("<svg "));
    assert!(out.contains("<title>A &lt;test&gt;</title>"));
    assert!(out.contains("stroke-dasharray"));
    assert!(out.trim_end().ends_with("</svg>"));
}

#[test]
fn an_svg_says_its_width() {
    assert_eq!(
        width_of("<?xml?><svg xmlns=\"x\" width=\"352\" height=\"9\">"),
        Some(352)
    );
    assert_eq!(width_of("<svg height=\"9\">"), None);
    assert_eq!(width_of(&Svg::new(390, 20, "t").finish()), Some(390));
}

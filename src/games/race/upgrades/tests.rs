//! The unit tests of [`upgrades`](super), apart from the code they check.

use super::*;

#[test]
fn names_parse_loosely_and_round_trip() {
    for u in Upgrade::ALL {
        assert_eq!(u.name().parse::<Upgrade>(), Ok(u));
        assert_eq!(u.name().to_lowercase().parse::<Upgrade>(), Ok(u));
    }
    assert_eq!(
        "double barreled lasers".parse(),
        Ok(Upgrade::DoubleBarreledLasers)
    );
    assert_eq!("Extra memory".parse(), Ok(Upgrade::ExtraMemory));
    assert!("Jet Pack".parse::<Upgrade>().is_err());
}

#[test]
fn held_copies_show_their_charges() {
    let h: Held = "Ablative Coat (4 left)".parse().unwrap();
    assert_eq!(h.used, 2);
    assert_eq!(h.to_string(), "Ablative Coat (4 left)");
    assert_eq!("Brakes".parse::<Held>().unwrap().to_string(), "Brakes");
    assert!("Brakes (1 left)".parse::<Held>().is_err());
    assert!("Mini Howitzer (6 left)".parse::<Held>().is_err());
}

#[test]
fn options_read_the_mail_notation() {
    for text in [
        "GYRO ON",
        "GYRO OFF",
        "PRESSOR ON",
        "TRACTOR OFF",
        "HOWITZER ON",
        "SCRAMBLER ON",
        "RADIO ON",
        "BREAKER 10",
        "BREAKER OFF",
        "FLYWHEEL F2",
    ] {
        let o: RoundOption = text.parse().unwrap();
        assert_eq!(o.to_string(), text);
    }
    assert_eq!("breaker  12".parse(), Ok(RoundOption::Breaker(Some(12))));
    assert!("BREAKER 22".parse::<RoundOption>().is_err());
    assert!("PRESSOR".parse::<RoundOption>().is_err());
    assert!("LASER ON".parse::<RoundOption>().is_err());
}

#[test]
fn one_beam_mode_at_a_time() {
    let mut s = Settings::default();
    s.apply(RoundOption::Beam(BeamMode::Pressor, true));
    s.apply(RoundOption::Beam(BeamMode::Tractor, true));
    assert_eq!(s.beam, Some(BeamMode::Tractor));
    s.apply(RoundOption::Beam(BeamMode::Pressor, false));
    assert_eq!(s.beam, Some(BeamMode::Tractor));
    s.apply(RoundOption::Beam(BeamMode::Tractor, false));
    assert_eq!(s.beam, None);
}

//! The unit tests of [`declension`](super): the Polish rules on common Polish names, with the
//! forms a native speaker gives.

use super::*;

fn polish() -> Declension {
    let text = super::super::DECLENSIONS
        .iter()
        .find(|(code, _, _)| *code == "pl")
        .map(|(_, _, text)| *text)
        .expect("a Polish declension file");
    Declension::read(text).unwrap()
}

/// Name, gender, then of (od), to (dat.), acc (za), by (z), in (o), voc (Witaj, ...!).
const NAMES: &[[&str; 8]] = &[
    // Women
    ["Ania", "f", "Ani", "Ani", "Anię", "Anią", "Ani", "Aniu"],
    [
        "Kasia", "f", "Kasi", "Kasi", "Kasię", "Kasią", "Kasi", "Kasiu",
    ],
    [
        "Zosia", "f", "Zosi", "Zosi", "Zosię", "Zosią", "Zosi", "Zosiu",
    ],
    [
        "Basia", "f", "Basi", "Basi", "Basię", "Basią", "Basi", "Basiu",
    ],
    [
        "Anna", "f", "Anny", "Annie", "Annę", "Anną", "Annie", "Anno",
    ],
    [
        "Celina", "f", "Celiny", "Celinie", "Celinę", "Celiną", "Celinie", "Celino",
    ],
    [
        "Katarzyna",
        "f",
        "Katarzyny",
        "Katarzynie",
        "Katarzynę",
        "Katarzyną",
        "Katarzynie",
        "Katarzyno",
    ],
    ["Ewa", "f", "Ewy", "Ewie", "Ewę", "Ewą", "Ewie", "Ewo"],
    [
        "Marta", "f", "Marty", "Marcie", "Martę", "Martą", "Marcie", "Marto",
    ],
    [
        "Małgorzata",
        "f",
        "Małgorzaty",
        "Małgorzacie",
        "Małgorzatę",
        "Małgorzatą",
        "Małgorzacie",
        "Małgorzato",
    ],
    [
        "Magda", "f", "Magdy", "Magdzie", "Magdę", "Magdą", "Magdzie", "Magdo",
    ],
    [
        "Barbara", "f", "Barbary", "Barbarze", "Barbarę", "Barbarą", "Barbarze", "Barbaro",
    ],
    [
        "Dora", "f", "Dory", "Dorze", "Dorę", "Dorą", "Dorze", "Doro",
    ],
    [
        "Agnieszka",
        "f",
        "Agnieszki",
        "Agnieszce",
        "Agnieszkę",
        "Agnieszką",
        "Agnieszce",
        "Agnieszko",
    ],
    [
        "Monika", "f", "Moniki", "Monice", "Monikę", "Moniką", "Monice", "Moniko",
    ],
    [
        "Olga", "f", "Olgi", "Oldze", "Olgę", "Olgą", "Oldze", "Olgo",
    ],
    [
        "Julia", "f", "Julii", "Julii", "Julię", "Julią", "Julii", "Julio",
    ],
    [
        "Maria", "f", "Marii", "Marii", "Marię", "Marią", "Marii", "Mario",
    ],
    [
        "Zofia", "f", "Zofii", "Zofii", "Zofię", "Zofią", "Zofii", "Zofio",
    ],
    [
        "Patrycja",
        "f",
        "Patrycji",
        "Patrycji",
        "Patrycję",
        "Patrycją",
        "Patrycji",
        "Patrycjo",
    ],
    ["Maja", "f", "Mai", "Mai", "Maję", "Mają", "Mai", "Majo"],
    [
        "Urszula", "f", "Urszuli", "Urszuli", "Urszulę", "Urszulą", "Urszuli", "Urszulo",
    ],
    ["Ola", "f", "Oli", "Oli", "Olę", "Olą", "Oli", "Olu"],
    [
        "Teresa", "f", "Teresy", "Teresie", "Teresę", "Teresą", "Teresie", "Tereso",
    ],
    [
        "Natasza", "f", "Nataszy", "Nataszy", "Nataszę", "Nataszą", "Nataszy", "Nataszo",
    ],
    [
        "Elżbieta",
        "f",
        "Elżbiety",
        "Elżbiecie",
        "Elżbietę",
        "Elżbietą",
        "Elżbiecie",
        "Elżbieto",
    ],
    ["Ann", "f", "Ann", "Ann", "Ann", "Ann", "Ann", "Ann"],
    // Men
    [
        "Bartek", "m", "Bartka", "Bartkowi", "Bartka", "Bartkiem", "Bartku", "Bartku",
    ],
    [
        "Tomek", "m", "Tomka", "Tomkowi", "Tomka", "Tomkiem", "Tomku", "Tomku",
    ],
    [
        "Marek", "m", "Marka", "Markowi", "Marka", "Markiem", "Marku", "Marku",
    ],
    [
        "Jacek", "m", "Jacka", "Jackowi", "Jacka", "Jackiem", "Jacku", "Jacku",
    ],
    [
        "Maciek", "m", "Maćka", "Maćkowi", "Maćka", "Maćkiem", "Maćku", "Maćku",
    ],
    [
        "Wiesiek",
        "m",
        "Wieśka",
        "Wieśkowi",
        "Wieśka",
        "Wieśkiem",
        "Wieśku",
        "Wieśku",
    ],
    [
        "Piotr", "m", "Piotra", "Piotrowi", "Piotra", "Piotrem", "Piotrze", "Piotrze",
    ],
    [
        "Jan", "m", "Jana", "Janowi", "Jana", "Janem", "Janie", "Janie",
    ],
    [
        "Adam", "m", "Adama", "Adamowi", "Adama", "Adamem", "Adamie", "Adamie",
    ],
    [
        "Paweł", "m", "Pawła", "Pawłowi", "Pawła", "Pawłem", "Pawle", "Pawle",
    ],
    [
        "Michał",
        "m",
        "Michała",
        "Michałowi",
        "Michała",
        "Michałem",
        "Michale",
        "Michale",
    ],
    [
        "Robert",
        "m",
        "Roberta",
        "Robertowi",
        "Roberta",
        "Robertem",
        "Robercie",
        "Robercie",
    ],
    [
        "Dawid", "m", "Dawida", "Dawidowi", "Dawida", "Dawidem", "Dawidzie", "Dawidzie",
    ],
    [
        "Krzysztof",
        "m",
        "Krzysztofa",
        "Krzysztofowi",
        "Krzysztofa",
        "Krzysztofem",
        "Krzysztofie",
        "Krzysztofie",
    ],
    [
        "Stanisław",
        "m",
        "Stanisława",
        "Stanisławowi",
        "Stanisława",
        "Stanisławem",
        "Stanisławie",
        "Stanisławie",
    ],
    [
        "Jakub", "m", "Jakuba", "Jakubowi", "Jakuba", "Jakubem", "Jakubie", "Jakubie",
    ],
    [
        "Filip", "m", "Filipa", "Filipowi", "Filipa", "Filipem", "Filipie", "Filipie",
    ],
    [
        "Tomasz",
        "m",
        "Tomasza",
        "Tomaszowi",
        "Tomasza",
        "Tomaszem",
        "Tomaszu",
        "Tomaszu",
    ],
    [
        "Grzegorz",
        "m",
        "Grzegorza",
        "Grzegorzowi",
        "Grzegorza",
        "Grzegorzem",
        "Grzegorzu",
        "Grzegorzu",
    ],
    [
        "Wojciech",
        "m",
        "Wojciecha",
        "Wojciechowi",
        "Wojciecha",
        "Wojciechem",
        "Wojciechu",
        "Wojciechu",
    ],
    [
        "Henryk",
        "m",
        "Henryka",
        "Henrykowi",
        "Henryka",
        "Henrykiem",
        "Henryku",
        "Henryku",
    ],
    [
        "Kamil", "m", "Kamila", "Kamilowi", "Kamila", "Kamilem", "Kamilu", "Kamilu",
    ],
    [
        "Andrzej",
        "m",
        "Andrzeja",
        "Andrzejowi",
        "Andrzeja",
        "Andrzejem",
        "Andrzeju",
        "Andrzeju",
    ],
    [
        "Staś", "m", "Stasia", "Stasiowi", "Stasia", "Stasiem", "Stasiu", "Stasiu",
    ],
    [
        "Kuba", "m", "Kuby", "Kubie", "Kubę", "Kubą", "Kubie", "Kubo",
    ],
    [
        "Jerzy", "m", "Jerzego", "Jerzemu", "Jerzego", "Jerzym", "Jerzym", "Jerzy",
    ],
    [
        "Antoni",
        "m",
        "Antoniego",
        "Antoniemu",
        "Antoniego",
        "Antonim",
        "Antonim",
        "Antoni",
    ],
    [
        "Bob", "m", "Boba", "Bobowi", "Boba", "Bobem", "Bobie", "Bobie",
    ],
    // Full names
    [
        "Tomek Wiśniewski",
        "m",
        "Tomka Wiśniewskiego",
        "Tomkowi Wiśniewskiemu",
        "Tomka Wiśniewskiego",
        "Tomkiem Wiśniewskim",
        "Tomku Wiśniewskim",
        "Tomku Wiśniewski",
    ],
    [
        "Ania Nowak",
        "f",
        "Ani Nowak",
        "Ani Nowak",
        "Anię Nowak",
        "Anią Nowak",
        "Ani Nowak",
        "Aniu Nowak",
    ],
    [
        "Anna Kowalska",
        "f",
        "Anny Kowalskiej",
        "Annie Kowalskiej",
        "Annę Kowalską",
        "Anną Kowalską",
        "Annie Kowalskiej",
        "Anno Kowalska",
    ],
    [
        "Jan Nowak",
        "m",
        "Jana Nowaka",
        "Janowi Nowakowi",
        "Jana Nowaka",
        "Janem Nowakiem",
        "Janie Nowaku",
        "Janie Nowaku",
    ],
    // Seats named by colour
    [
        "Czerwony",
        "m",
        "Czerwonego",
        "Czerwonemu",
        "Czerwonego",
        "Czerwonym",
        "Czerwonym",
        "Czerwony",
    ],
];

#[test]
fn common_polish_names_take_the_forms_a_native_gives() {
    let pl = polish();
    let cases = ["of", "to", "acc", "by", "in", "voc"];
    let mut wrong = Vec::new();
    for row in NAMES {
        let gender = pl.gender(row[0]).map(Gender::code);
        if gender != Some(row[1]) {
            wrong.push(format!("{}: gender {gender:?}, not {}", row[0], row[1]));
        }
        for (i, case) in cases.iter().enumerate() {
            let got = pl.decline(row[0], case);
            if got.as_deref() != Some(row[i + 2]) {
                wrong.push(format!("{} {case}: {got:?}, not {}", row[0], row[i + 2]));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_name_the_rules_do_not_know_is_not_declined() {
    let pl = polish();
    for name in [
        "Alice", "Gm", "Twonky", "Hugo", "bob", "R2-D2", "Jean-Luc", "Renée",
    ] {
        assert_eq!(pl.decline(name, "of"), None, "{name}");
    }
    // One unknown name in a list: the whole list stands as it is.
    assert_eq!(pl.decline("Kasia i Alice", "of"), None);
    assert_eq!(pl.decline("Kasia", "nom"), None, "no such case");
}

#[test]
fn a_list_of_names_is_declined_name_by_name() {
    let pl = polish();
    assert_eq!(
        pl.decline("Kasia, Bartek i Zosia", "of").as_deref(),
        Some("Kasi, Bartka i Zosi")
    );
    assert_eq!(
        pl.genders("Kasia i Zosia"),
        Some(vec![Gender::Feminine, Gender::Feminine])
    );
    assert_eq!(pl.genders("Kasia i Alice"), None);
}

#[test]
fn a_file_with_a_wrong_rule_is_refused() {
    let e = Declension::read("cases = [\"of\"]\n[endings]\n\"a\" = [\"x\", \"y\"]\n").unwrap_err();
    assert!(e.contains("no gender"), "{e}");
    let e = Declension::read("cases = [\"of\"]\n[endings]\n\"a\" = [\"f\"]\n").unwrap_err();
    assert!(e.contains("0 forms"), "{e}");
}

//! [`JsonDoc`]: a JSON document (a game's state, a round's events) as its text and its value,
//! kept together so that nothing is serialised twice and nothing is parsed that is not read.

use serde::Serialize;
use serde_json::Value;
use std::sync::OnceLock;

/// A JSON document as stored: its text, and its value parsed on first use.
///
/// Built from a value (serialised once), from a typed value (serialised straight to text, no
/// intermediate [`Value`]), or from stored text (checked when read). Its text and value always
/// agree: there is no way to change one without the other. Derefs to the value.
#[derive(Clone, Debug)]
pub struct JsonDoc {
    text: String,
    value: OnceLock<Value>,
}

impl JsonDoc {
    /// A document to store: serialises `value` once.
    pub fn from_value(value: Value) -> Self {
        JsonDoc {
            text: value.to_string(),
            value: OnceLock::from(value),
        }
    }

    /// A typed value's document: its text only, the value parsed if and when someone reads it.
    pub fn from_typed<T: Serialize>(typed: &T) -> Result<Self, serde_json::Error> {
        Ok(JsonDoc {
            text: serde_json::to_string(typed)?,
            value: OnceLock::new(),
        })
    }

    /// A document read from the database: parsed now, so damage shows where it is read.
    pub fn parse(text: String) -> Result<Self, serde_json::Error> {
        let value: Value = serde_json::from_str(&text)?;
        Ok(JsonDoc {
            text,
            value: OnceLock::from(value),
        })
    }

    /// The JSON text, as stored.
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn value(&self) -> &Value {
        self.value.get_or_init(|| {
            // Only `from_typed` leaves the value unparsed, and serde_json wrote that text.
            serde_json::from_str(&self.text).unwrap_or(Value::Null)
        })
    }

    pub fn into_value(self) -> Value {
        let JsonDoc { text, value } = self;
        value
            .into_inner()
            .unwrap_or_else(|| serde_json::from_str(&text).unwrap_or(Value::Null))
    }
}

impl Default for JsonDoc {
    fn default() -> Self {
        JsonDoc::from_value(Value::Null)
    }
}

impl PartialEq for JsonDoc {
    /// Equal values, however the texts are spaced.
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text || self.value() == other.value()
    }
}

impl Serialize for JsonDoc {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value().serialize(s)
    }
}

impl std::ops::Deref for JsonDoc {
    type Target = Value;
    fn deref(&self) -> &Value {
        self.value()
    }
}

#[cfg(test)]
mod tests {
    use super::JsonDoc;
    use serde_json::{Value, json};

    #[test]
    fn text_and_value_always_agree() {
        let d = JsonDoc::from_value(json!({"round": 2, "bots": [1, 2]}));
        assert_eq!(d.text(), r#"{"bots":[1,2],"round":2}"#);
        assert_eq!(d["round"], 2);
        // Read back, the text is kept as stored (not re-serialised), the value parsed from it.
        let back = JsonDoc::parse(" {\"round\": 2} ".into()).unwrap();
        assert_eq!(back.text(), " {\"round\": 2} ");
        assert_eq!(*back, json!({"round": 2}));
        assert!(JsonDoc::parse("{broken".into()).is_err());
        let n = JsonDoc::default();
        assert_eq!((n.text(), &*n), ("null", &Value::Null));
        assert_eq!(serde_json::to_value(&d).unwrap(), d.clone().into_value());
    }

    #[test]
    fn a_typed_document_is_text_first_and_parsed_when_read() {
        #[derive(serde::Serialize)]
        struct Round {
            number: u32,
            events: Vec<&'static str>,
        }
        let typed = Round {
            number: 3,
            events: vec!["moved", "pushed"],
        };
        let d = JsonDoc::from_typed(&typed).unwrap();
        assert_eq!(d.text(), r#"{"number":3,"events":["moved","pushed"]}"#);
        assert_eq!(d["events"][1], "pushed");
        assert_eq!(
            d,
            JsonDoc::from_value(json!({"events": ["moved", "pushed"], "number": 3}))
        );
        let unread = JsonDoc::from_typed(&typed).unwrap();
        assert_eq!(
            unread.into_value(),
            json!({"number": 3, "events": ["moved", "pushed"]})
        );
    }
}

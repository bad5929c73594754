//! What an admin action did, for the CLI to print: one shape for every action.

/// What an admin action did, for the CLI to print.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Done {
    /// One line, past tense: `paused game 3`.
    pub what: String,
    /// Mails queued by the action.
    pub mails: usize,
    pub rounds_run: u32,
}

/// Who takes an admin action, and why: the operator at the command line, or a game master by
/// mail (`src/moderator/master/`). The audit records the actor; the players' notice says the
/// reason, and who gave it when a master did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct By {
    /// The audit's actor: `admin`, or `master:<address>`.
    pub actor: String,
    /// The master's name (none: the operator).
    pub master: Option<String>,
    /// Why, as given; told to the players with the notice.
    pub reason: Option<String>,
    /// Why, in robomod's own words: the phrase told to each player in their language (robomod
    /// acting by itself: a master's pause ended by the operator's cap).
    pub said: Option<&'static str>,
}

impl By {
    /// The operator, giving no reason.
    pub fn operator() -> By {
        By::operator_because(None)
    }

    /// The operator, giving `reason` (blank: none).
    pub fn operator_because(reason: Option<&str>) -> By {
        By {
            actor: "admin".into(),
            master: None,
            reason: reason
                .map(str::trim)
                .filter(|r| !r.is_empty())
                .map(str::to_string),
            said: None,
        }
    }

    /// robomod itself, saying why with phrase `said` (its id in the phrasebooks).
    pub fn robomod_saying(said: &'static str) -> By {
        By {
            actor: "robomod".into(),
            master: None,
            reason: None,
            said: Some(said),
        }
    }

    /// The game master `name` at `address`, giving `reason` (blank: none).
    pub fn master(name: &str, address: &str, reason: &str) -> By {
        let reason = reason.trim();
        By {
            actor: format!("master:{}", address.to_lowercase()),
            master: Some(name.to_string()),
            reason: (!reason.is_empty()).then(|| reason.to_string()),
            said: None,
        }
    }

    /// Whether a game master acts (the operator is never capped).
    pub fn is_master(&self) -> bool {
        self.master.is_some()
    }

    /// The audit's detail of an action, with the reason when one was given.
    pub fn detail(&self, mut detail: serde_json::Value) -> serde_json::Value {
        if let (Some(reason), Some(map)) = (&self.reason, detail.as_object_mut()) {
            map.insert("reason".into(), reason.clone().into());
        }
        detail
    }
}

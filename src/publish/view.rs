//! What the live page shows (issue 32, point 2), as one JSON object: the position, the
//! last move in the words the player heard, both clocks, whose move it is, the result,
//! the warnings and the arbiter's rulings, and every word of the page in the session's
//! language (`live-*` in `locales/*.ftl`). docs/broadcast.md describes the object.
//!
//! The page is for the arbiter and a partially sighted player: it shows nothing the
//! table does not already see (the sealed move is not among the moves until the game
//! resumes, E2.9f).

use std::collections::VecDeque;

use serde_json::{Map, Value, json};
use shakmaty::{Color, EnPassantMode, Position, fen::Fen};

use super::tags::Tags;
use crate::{
    core::{Companion, msg::Msg, output::Output, time::Timestamp},
    item::{Item, What},
    l10n::Localizer,
};

/// How many warnings and rulings the page lists, latest first.
const KEPT: usize = 5;

/// The words of the page, by their name in the view object (`live-` and the name, `_`
/// as `-`, in the locale files).
const LABELS: [&str; 25] = [
    "title",
    "white",
    "black",
    "to_move",
    "last_move",
    "no_move",
    "clock",
    "warnings",
    "rulings",
    "result",
    "theme",
    "size",
    "flip",
    "theme_contrast",
    "theme_light",
    "theme_dark",
    "theme_yellow",
    "size_fit",
    "size_large",
    "size_larger",
    "connection_lost",
    "connected",
    "board",
    "empty",
    "pieces",
];

/// The live page's state beyond the game itself: the warnings and rulings seen so far.
#[derive(Clone, Debug)]
pub struct View {
    lang: String,
    labels: Value,
    players: Value,
    event: String,
    round: String,
    warnings: VecDeque<String>,
    rulings: VecDeque<String>,
}

impl View {
    /// The page of a game in `l10n`'s language, under the broadcast's tags if any.
    pub fn new(l10n: &Localizer, tags: Option<&Tags>) -> View {
        let mut labels = Map::new();
        for name in LABELS {
            let value = if name == "pieces" {
                let pieces = "KQRBNPkqrbnp".chars().map(|c| {
                    let color = if c.is_ascii_uppercase() { "white" } else { "black" };
                    (
                        c.to_string(),
                        Value::String(l10n.live_label(&format!("piece-{color}-{}", c.to_ascii_lowercase()))),
                    )
                });
                Value::Object(pieces.collect())
            } else {
                Value::String(l10n.live_label(&name.replace('_', "-")))
            };
            labels.insert(name.to_owned(), value);
        }
        let (white, black) = tags.map_or(("?", "?"), |t| (t.white.as_str(), t.black.as_str()));
        View {
            lang: l10n.locale().to_owned(),
            labels: Value::Object(labels),
            players: json!({ "white": white, "black": black }),
            event: tags.map_or_else(String::new, |t| t.event.clone()),
            round: tags.map_or_else(String::new, |t| t.round.to_string()),
            warnings: VecDeque::new(),
            rulings: VecDeque::new(),
        }
    }

    /// Takes one item of the session: a warning (a board that differs, low time, a
    /// flag, an illegal move, a problem for the arbiter) or a ruling is kept. `true`
    /// when the page changes by it.
    pub fn take(&mut self, item: &Item) -> bool {
        let list = match &item.what {
            What::Output(Output::Mismatch { .. } | Output::LowTime { .. } | Output::Flag { .. }) | What::Problem => {
                &mut self.warnings
            }
            What::Output(Output::Say(Msg::Illegal(_)) | Output::Note(Msg::Illegal(_))) => &mut self.warnings,
            What::Output(Output::Ruling(..)) => &mut self.rulings,
            _ => return false,
        };
        if item.text.is_empty() {
            return false;
        }
        list.push_front(item.text.clone());
        list.truncate(KEPT);
        true
    }

    /// The page's object for `game` at `now`.
    pub fn json(&self, game: &Companion, now: Timestamp, l10n: &Localizer) -> Value {
        let pos = game.position();
        let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        let wb = |c: Color| c.fold_wb("white", "black");
        let last = game.moves().last().map(|m| {
            json!({
                "san": m.san.to_string(),
                "from": m.uci.get(0..2).unwrap_or_default(),
                "to": m.uci.get(2..4).unwrap_or_default(),
                "by": wb(m.by),
                "number": m.number,
                "words": l10n.render(&Msg::Move(m.spoken())).text(),
            })
        });
        let clock = game.clock().map(|clock| {
            let ms = |c: Color| u64::try_from(clock.remaining(c, now).as_millis()).unwrap_or(u64::MAX);
            let running = clock.to_move().filter(|_| clock.is_running() && game.ended().is_none()).map(wb);
            json!({ "white_ms": ms(Color::White), "black_ms": ms(Color::Black), "running": running })
        });
        let end = game.ended().map(|(outcome, reason)| l10n.render(&Msg::GameOver { outcome, reason }).text());
        json!({
            "lang": self.lang,
            "fen": fen,
            "blind": wb(game.settings().blind),
            "turn": wb(pos.turn()),
            "ply": game.moves().len(),
            "last": last,
            "clock": clock,
            "result": game.outcome().map_or("*", |o| o.as_str()),
            "end": end,
            "warnings": self.warnings,
            "rulings": self.rulings,
            "players": self.players,
            "event": self.event,
            "round": self.round,
            "labels": self.labels,
        })
    }
}

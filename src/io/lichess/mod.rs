//! Lichess's Board API (issue 33 points 1, 2 and 4): a game on Lichess played on the
//! blind player's own tactile board, the opponent far away.
//!
//! - [`events`] (pure): the lines of the two NDJSON streams (`/api/stream/event` and
//!   `/api/board/game/stream/{id}`) decoded into typed [`Event`]s.
//! - [`client`]: a blocking client of the endpoints (the account, the two streams, a
//!   move, draw, resign, abort, claim victory, challenge, accept, seek) on `ureq`, with
//!   typed errors carrying Lichess's own words and the wait of a 429.
//!
//! The token is an [`crate::io::token::Token`]: read from a file only its owner may
//! read, never shown. The session's wiring (a thread per stream feeding the session's
//! channel, the clock from `wtime`/`btime`, the moves announced and guided) is the
//! live session's, not this module's.

pub mod client;
pub mod events;

pub use client::{Account, ClockSetting, EventStream, Lichess, LichessConfig, LichessError, Seek};
pub use events::{
    Challenge, ChallengeTime, ChallengeUser, ChatLine, DecodeError, Event, GameFull, GameInfo, GameState, GameStatus,
    OpponentGone, decode_line,
};

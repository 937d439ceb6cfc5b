//! DGT LiveChess: the sighted opponent's DGT board read through the organiser's
//! LiveChess 2, which reads every board of a hall for the broadcast (issue 31).
//!
//! A DGT board cabled to the organiser's PC cannot also be opened by taktil; LiveChess
//! offers a local interface on port 1982 that the Lichess DGT page and other clients
//! read. taktil reads it too, and only reads: it asks for the list of boards and
//! subscribes to one board's feed, and never sends anything that changes LiveChess.
//!
//! - [`feed`] (pure): the JSON messages, decoded with serde into typed values.
//! - [`follow`] (pure, time as an input): one board's feed turned into the sighted
//!   board's lifts and placements and its clock, with LiveChess's known faults
//!   handled (a list sent twice, moves in a burst, moves corrected a moment later, a
//!   list that changes behind taktil's back, the made-up king move, a board that stops
//!   reporting).
//! - [`client`]: the thread that owns the WebSocket (`tungstenite`), and the list of
//!   boards over HTTP (`ureq`) for `taktil devices --livechess`.
//!
//! `docs/equipment.md` ("DGT LiveChess") says what the organiser does to connect taktil.

pub mod client;
pub mod feed;
pub mod follow;

pub use self::{
    client::{Connected, LcEvent, LiveChess, LiveChessError, LiveChessHandle, boards},
    feed::EBoard,
    follow::{FollowConfig, Followed},
};

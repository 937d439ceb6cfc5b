//! Writing synthesized events as a session script: the header, then one
//! `@<ms> <device> <message>` line per event, aligned as in `docs/product.md`.
//!
//! Invariant: each line is the TBP/1 text of exactly one event, so that parsing the
//! script gives back the events.

use shakmaty::{Board, CastlingMode};

use super::SynthStyle;
use crate::{
    core::{
        input::{BoardMsg, Device},
        settings::{AnnounceMode, Start},
        time::Timestamp,
    },
    script::{Header, Variant},
    tbp::{SnapshotKind, Wire, snapshot_of},
};

/// The script header: a comment and the session settings, written by the script
/// module so that the two never disagree.
pub(crate) fn header(start: &Start, style: &SynthStyle) -> String {
    let standard = start.castling == CastlingMode::Standard && start.fen() == Start::default().fen();
    let header = Header {
        blind: Some(style.blind),
        variant: start.castling.is_chess960().then_some(Variant::Chess960),
        fen: (!standard).then(|| start.fen()),
        announce: style.confirm.then_some(AnnounceMode::Confirm),
        ..Header::default()
    };
    format!("# taktil session (synthesized)\n{header}")
}

/// One event line, e.g. `@1000   tactile  L e2`.
pub(crate) fn line(t: Timestamp, device: Device, msg: &BoardMsg) -> String {
    format!("{:<7} {:<8} {}\n", format!("@{}", t.0), device.as_str(), Wire(msg))
}

/// The 64-character occupancy string of a board (`S` message): rank 8 to 1, file a to
/// h, `X` for a peg, `.` for an empty hole.
pub fn occupancy_line(board: &Board) -> String {
    let snapshot = BoardMsg::Snapshot(snapshot_of(board, SnapshotKind::Occupancy));
    Wire(&snapshot).to_string().split_off(2)
}

//! Unit tests of a session without tactile sensors: hand-written sighted-board events.

use shakmaty::{Color, Piece, Role, Square};

use crate::core::{
    input::{AssistCmd, BoardMsg, Cell, Device, Input, Key},
    output::Timed,
    run,
    settings::{AnnounceMode, Settings, TactileBoard},
    time::Timestamp,
};

fn no_sensors() -> Settings {
    Settings { tactile: TactileBoard::NoSensors, ..Settings::default() }
}

fn board(t: u64, device: Device, msg: BoardMsg) -> (Timestamp, Input) {
    (Timestamp(t), Input::Board { device, msg, seq: None })
}

/// A move executed on the sighted board (a DGT board reports the piece it reads).
fn executed(t: u64, from: &str, to: &str, piece: Piece) -> [(Timestamp, Input); 2] {
    let sq = |s: &str| s.parse::<Square>().expect("square");
    [
        board(t, Device::Sighted, BoardMsg::Lift(sq(from))),
        board(t + 200, Device::Sighted, BoardMsg::Place(sq(to), Cell::Piece(piece))),
    ]
}

fn transcript(settings: Settings, inputs: Vec<(Timestamp, Input)>) -> Vec<String> {
    let (_, out) = run(settings, inputs);
    out.iter().map(Timed::to_string).collect()
}

const WHITE_PAWN: Piece = Piece { color: Color::White, role: Role::Pawn };
const BLACK_PAWN: Piece = Piece { color: Color::Black, role: Role::Pawn };

#[test]
fn the_blind_players_move_executed_on_the_sighted_board_is_spoken_back_as_his() {
    let mut inputs = Vec::new();
    inputs.extend(executed(1000, "e2", "e4", WHITE_PAWN));
    inputs.extend(executed(3000, "e7", "e5", BLACK_PAWN));
    let out = transcript(no_sensors(), inputs);
    assert_eq!(
        out,
        vec![
            "@1500 move 1 white e2e4 e4 sighted",
            "@1500 say own-move white e4",
            "@1500 clock start black",
            "@3500 move 2 black e7e5 e5 sighted",
            "@3500 say move black e5",
        ]
    );
}

#[test]
fn with_sensors_the_sighted_board_does_not_carry_the_blind_players_move() {
    let out = transcript(Settings::default(), executed(1000, "e2", "e4", WHITE_PAWN).into());
    assert!(!out.iter().any(|l| l.contains(" move 1 ")), "{out:?}");
}

#[test]
fn the_confirm_mode_needs_no_announce_key_without_sensors() {
    let settings = Settings { announce: AnnounceMode::Confirm, ..no_sensors() };
    let out = transcript(settings, executed(1000, "e2", "e4", WHITE_PAWN).into());
    assert!(out.contains(&"@1500 say own-move white e4".to_owned()), "{out:?}");
}

#[test]
fn the_announce_key_makes_the_executed_move_at_once() {
    let mut inputs: Vec<_> = executed(1000, "e2", "e4", WHITE_PAWN).into();
    inputs.push(board(1300, Device::Pad, BoardMsg::Key(Key::Announce)));
    let out = transcript(no_sensors(), inputs);
    assert_eq!(out[..2], ["@1300 move 1 white e2e4 e4 sighted", "@1300 say own-move white e4"]);
}

#[test]
fn tactile_peg_events_are_ignored_and_said_once() {
    let inputs = vec![
        board(1000, Device::Tactile, BoardMsg::Lift(Square::E2)),
        board(1500, Device::Tactile, BoardMsg::Place(Square::E4, Cell::Occupied)),
    ];
    let out = transcript(no_sensors(), inputs);
    assert_eq!(out, vec!["@1000 note no-sensors-ignored"]);
}

#[test]
fn the_opponents_move_leaves_nothing_to_wait_for() {
    // With sensors the tactile board would be guided after the divergence time.
    let mut inputs = vec![(Timestamp(500), Input::Assist(AssistCmd::Move("e4".parse().expect("san"))))];
    inputs.extend(executed(1000, "e2", "e4", WHITE_PAWN));
    inputs.extend(executed(2000, "e7", "e5", BLACK_PAWN));
    inputs.push(board(9000, Device::Pad, BoardMsg::Key(Key::Repeat)));
    let out = transcript(no_sensors(), inputs);
    assert!(!out.iter().any(|l| l.contains("board-differs") || l.contains("shift")), "{out:?}");
    assert!(out.contains(&"@2500 say move black e5".to_owned()), "{out:?}");
}

#[test]
fn the_tactile_board_is_entered_and_checked_only_without_sensors() {
    let mut cells = [Cell::Empty; 64];
    cells[Square::E1 as usize] = Cell::Occupied;
    let entry = || (Timestamp(100), Input::Assist(AssistCmd::TactileBoard(Box::new(cells))));
    let out = transcript(Settings::default(), vec![entry()]);
    assert_eq!(out, vec!["@100 note tactile-board-has-sensors"]);
    let out = transcript(no_sensors(), vec![entry()]);
    assert!(out.contains(&"@100 say board-differs white".to_owned()), "{out:?}");
}

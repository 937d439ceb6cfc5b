//! What the reading keys say: the last move or moves, one file or rank, the move count
//! and the position, read from the game.
//!
//! Only on request: taktil gives no information the player did not ask for, and
//! the move count is the assistant's duty E2.9d. Pure functions of the game and the
//! settings; the companion speaks what they return.

use shakmaty::{Chess, Color, Position, Role, Square};

use crate::core::{
    duty::Duty,
    game::Game,
    input::Key,
    msg::{Msg, PieceGroup},
    settings::Settings,
};

/// The answer to a reading key; `None` for a key that reads nothing.
pub fn answer(key: Key, game: &Game, settings: &Settings) -> Option<Msg> {
    let msg = match key {
        Key::Repeat => game.moves().last().map_or(Msg::NoMoveYet, |m| Msg::LastMove(m.spoken())),
        Key::History => {
            let moves = game.moves();
            let from = moves.len().saturating_sub(settings.history_moves.max(1));
            if moves.is_empty() {
                Msg::NoMoveYet
            } else {
                Msg::LastMoves(moves[from..].iter().map(|m| m.spoken()).collect())
            }
        }
        Key::File(file) => {
            let squares = shakmaty::Rank::ALL.map(|r| Square::from_coords(file, r));
            Msg::FileReading { file, pieces: pieces_on(game.position(), squares) }
        }
        Key::Rank(rank) => {
            let squares = shakmaty::File::ALL.map(|f| Square::from_coords(f, rank));
            Msg::RankReading { rank, pieces: pieces_on(game.position(), squares) }
        }
        Key::Moves if !settings.duty(Duty::Inform) => Msg::DutyOff(Duty::Inform),
        Key::Moves => Msg::MoveCount { moves: game.completed_moves(), to_move: game.turn() },
        Key::Position => Msg::Position(piece_groups(game.position())),
        _ => return None,
    };
    Some(msg)
}

/// The pieces on some squares, in the order given (the `file-*` and `rank-*` keys).
fn pieces_on(pos: &Chess, squares: [Square; 8]) -> Vec<(Square, shakmaty::Piece)> {
    squares.into_iter().filter_map(|sq| pos.board().piece_at(sq).map(|p| (sq, p))).collect()
}

/// The position as piece groups, White first, king to pawn (the `position` key).
fn piece_groups(pos: &Chess) -> Vec<PieceGroup> {
    let board = pos.board();
    let roles = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];
    let mut groups = Vec::new();
    for color in [Color::White, Color::Black] {
        for role in roles {
            let squares: Vec<Square> = board.by_piece(role.of(color)).into_iter().collect();
            if !squares.is_empty() {
                groups.push(PieceGroup { piece: role.of(color), squares });
            }
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use shakmaty::{File, Move, Piece, Rank};

    use super::*;
    use crate::core::{input::Device, settings::Duties};

    fn after(moves: &[(Square, Square)]) -> Game {
        let mut game = Game::new(Chess::default(), shakmaty::CastlingMode::Standard);
        for (from, to) in moves {
            let m = game.legal().iter().copied().find(|m: &Move| m.from() == Some(*from) && m.to() == *to);
            game.play(m.expect("legal"), Device::Tactile);
        }
        game
    }

    #[test]
    fn repeat_and_history_read_the_moves() {
        let settings = Settings { history_moves: 2, ..Settings::default() };
        let game = after(&[]);
        assert_eq!(answer(Key::Repeat, &game, &settings), Some(Msg::NoMoveYet));
        assert_eq!(answer(Key::History, &game, &settings), Some(Msg::NoMoveYet));
        let game = after(&[(Square::E2, Square::E4), (Square::E7, Square::E5), (Square::G1, Square::F3)]);
        let Some(Msg::LastMove(last)) = answer(Key::Repeat, &game, &settings) else { panic!("the last move") };
        assert_eq!(last.san.to_string(), "Nf3");
        let Some(Msg::LastMoves(moves)) = answer(Key::History, &game, &settings) else { panic!("moves") };
        let sans: Vec<String> = moves.iter().map(|m| m.san.to_string()).collect();
        assert_eq!(sans, ["e5", "Nf3"]);
    }

    #[test]
    fn file_rank_count_and_position() {
        let settings = Settings::default();
        let game = after(&[(Square::E2, Square::E4)]);
        let Some(Msg::FileReading { file: File::E, pieces }) = answer(Key::File(File::E), &game, &settings) else {
            panic!("file e")
        };
        let squares: Vec<Square> = pieces.iter().map(|(sq, _)| *sq).collect();
        assert_eq!(squares, [Square::E1, Square::E4, Square::E7, Square::E8]);
        let Some(Msg::RankReading { pieces, .. }) = answer(Key::Rank(Rank::Fourth), &game, &settings) else {
            panic!("rank 4")
        };
        assert_eq!(pieces, [(Square::E4, Piece::from_char('P').expect("pawn"))]);
        assert_eq!(answer(Key::Moves, &game, &settings), Some(Msg::MoveCount { moves: 0, to_move: Color::Black }));
        let Some(Msg::Position(groups)) = answer(Key::Position, &game, &settings) else { panic!("position") };
        assert_eq!(groups.len(), 12);
        assert_eq!(groups[0].piece, Piece::from_char('K').expect("king"));
        assert_eq!(answer(Key::Draw, &game, &settings), None);
    }

    #[test]
    fn the_move_count_is_a_duty() {
        let settings = Settings { duties: Duties::NONE.with(Duty::Clock), ..Settings::default() };
        assert_eq!(answer(Key::Moves, &after(&[]), &settings), Some(Msg::DutyOff(Duty::Inform)));
    }
}

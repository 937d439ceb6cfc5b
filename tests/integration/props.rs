//! Property tests with shakmaty as the oracle.
//!
//! Random legal games are expanded into peg events with random physical orders
//! (capture orders, castling variants, put back and lift again, sensor bounce,
//! promotion keys before or after), fed to the core, and the core's game must be the
//! oracle's game, move for move, with exactly one made move per move. Random event
//! sequences (the fuzz-style half: board events, keys and every assistant command) must
//! never panic, never make an illegal move and always render in the announcer.

use std::time::Duration;

use proptest::{prelude::*, sample::Index};
use rand::{SeedableRng, rngs::StdRng};
use shakmaty::{CastlingMode, Chess, Color, Move, Position, Square};
use taktil::{
    core::{
        self,
        input::{
            ArbiterCmd, AssistCmd, BoardMsg, Cell, ClockCmd, ClockReason, Device, Ground, Input, Key, TakeBackArticle,
        },
        output::Output,
        settings::{AnnounceMode, Edition, Settings, Start},
        time::Timestamp,
    },
    l10n::{Localizer, Vocabulary},
    synth::{self, PromotionKey, SynthStyle},
};

/// A random legal game from `start`: each index picks one of the legal moves.
fn game(start: &Chess, picks: &[Index]) -> Vec<Move> {
    // 9.6.1 and 9.6.2 (2023, the default): the fifth appearance of a position, or 75
    // moves of each side without a pawn move or a capture, end the game unless the
    // move mated. Positions count as in 9.2.3: the FEN without its move counters.
    let key = |pos: &Chess| {
        let fen = shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string();
        fen.rsplitn(3, ' ').nth(2).unwrap_or_default().to_owned()
    };
    let mut seen = std::collections::HashMap::from([(key(start), 1u32)]);
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for pick in picks {
        let legal = pos.legal_moves();
        if legal.is_empty() || pos.is_insufficient_material() {
            break;
        }
        let m = legal[pick.index(legal.len())];
        pos.play_unchecked(m);
        moves.push(m);
        let count = seen.entry(key(&pos)).or_default();
        *count += 1;
        if !pos.is_checkmate() && (*count >= 5 || pos.halfmoves() >= 150) {
            break;
        }
    }
    moves
}

fn style() -> impl Strategy<Value = SynthStyle> {
    (any::<bool>(), any::<bool>(), any::<bool>(), 0.0..0.6f64, 0.0..0.6f64, 0..4u8).prop_map(
        |(black, confirm, identity, regrasp, bounce, key)| SynthStyle {
            blind: if black { Color::Black } else { Color::White },
            confirm,
            identity,
            regrasp,
            bounce,
            bounce_mid_move: true,
            promotion_key: match key {
                0 => PromotionKey::BeforeLift,
                1 => PromotionKey::BetweenLiftAndPlace,
                2 => PromotionKey::AfterPlace,
                _ => PromotionKey::Random,
            },
        },
    )
}

fn start() -> impl Strategy<Value = Start> {
    prop_oneof![
        3 => Just(Start::default()),
        1 => (0..960u32).prop_map(|n| Start::chess960(n).expect("0..960")),
        // Positions rich in promotions, en passant and castling.
        1 => Just(Start::from_fen("r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1", false).expect("fen")),
    ]
}

fn check_game(start: &Start, moves: &[Move], style: &SynthStyle, seed: u64) -> Result<(), TestCaseError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let s = synth::synthesize(start, moves, style, &mut rng);
    let settings = Settings {
        blind: style.blind,
        start: start.clone(),
        announce: if style.confirm { AnnounceMode::Confirm } else { AnnounceMode::Auto },
        ..Settings::default()
    };
    let (core, outputs) = core::run(settings, s.events);
    let made: Vec<String> = core.moves().iter().map(|m| m.uci.clone()).collect();
    let mut oracle: Vec<String> = moves.iter().map(|m| m.to_uci(start.castling).to_string()).collect();
    // 5.2.2: a position where no series of legal moves mates (a forced capture of the
    // last mating piece, a locked pawn wall) ends the game before the material runs
    // out, which the oracle cannot see. The game then stopped on the oracle's line,
    // and no later move of that line mates.
    if let Some((_, taktil::core::msg::EndReason::DeadPosition)) = core.ended() {
        prop_assert!(oracle.starts_with(&made), "a dead position off the line:\n{}", s.text);
        let mut pos = start.position.clone();
        for (i, m) in moves.iter().enumerate() {
            pos.play_unchecked(*m);
            prop_assert!(i < made.len() || !pos.is_checkmate(), "a mate after a dead position:\n{}", s.text);
        }
        oracle.truncate(made.len());
    }
    let moves = &moves[..oracle.len()];
    prop_assert_eq!(&made, &oracle, "script:\n{}", s.text);
    let announced = outputs.iter().filter(|o| matches!(o.output, Output::Move(_))).count();
    prop_assert_eq!(announced, moves.len(), "exactly one made move per move");
    let mut oracle_pos = start.position.clone();
    for m in moves {
        oracle_pos.play_unchecked(*m);
    }
    prop_assert_eq!(
        shakmaty::fen::Fen::from_position(core.position(), shakmaty::EnPassantMode::Legal).to_string(),
        shakmaty::fen::Fen::from_position(&oracle_pos, shakmaty::EnPassantMode::Legal).to_string()
    );
    // Noise on a correct game never produces a refusal.
    let refused = outputs.iter().any(|o| {
        matches!(&o.output, Output::Say(taktil::core::msg::Msg::Illegal(_) | taktil::core::msg::Msg::TouchMove(_)))
    });
    prop_assert!(!refused, "a correct game was refused somewhere:\n{}", s.text);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn random_games_replay_move_for_move(
        start in start(),
        picks in prop::collection::vec(any::<Index>(), 0..90),
        style in style(),
        seed in any::<u64>(),
    ) {
        let moves = game(&start.position, &picks);
        check_game(&start, &moves, &style, seed)?;
    }
}

/// A random assistant or arbiter command. Moves named in SAN are few and common, so
/// that some of them are legal when they come.
fn assist() -> impl Strategy<Value = AssistCmd> {
    let color = any::<bool>().prop_map(Color::from_white);
    let san = prop::sample::select(vec!["e4", "d4", "Nf3", "e5", "Nc6", "O-O", "Qh5", "exd5"])
        .prop_map(|s| s.parse::<shakmaty::san::San>().expect("SAN"));
    let reason = prop::sample::select(ClockReason::ALL.to_vec());
    let clock = prop_oneof![
        color.clone().prop_map(ClockCmd::Press),
        Just(ClockCmd::Stop),
        Just(ClockCmd::Start),
        (color.clone(), -600i64..=600, reason.clone()).prop_map(|(color, secs, reason)| ClockCmd::Adjust {
            color,
            delta_ms: if secs == 0 { 1000 } else { secs * 1000 },
            reason
        }),
        (color.clone(), 0..7200u64, prop::option::of(0..80u32), reason).prop_map(|(color, secs, moves, reason)| {
            ClockCmd::Set { color, left: Duration::from_secs(secs), moves, reason }
        }),
    ];
    prop_oneof![
        2 => san.clone().prop_map(AssistCmd::Move),
        1 => (0..Key::ALL.len()).prop_map(|i| AssistCmd::Key(Key::ALL[i])),
        3 => clock.prop_map(AssistCmd::Clock),
        1 => Just(AssistCmd::ClaimTime),
        1 => prop::option::of(san.clone()).prop_map(AssistCmd::ClaimDraw),
        1 => color.clone().prop_map(AssistCmd::DrawOffer),
        1 => Just(AssistCmd::DrawAccept),
        1 => Just(AssistCmd::DrawDecline),
        1 => (0..64u32).prop_map(|i| AssistCmd::Touched(None, Square::new(i))),
        1 => color.clone().prop_map(AssistCmd::Illegal),
        // A sealed move is kept as written, whatever it is (guideline 8).
        1 => prop::sample::select(vec!["Nf3", "Nf5", "e4", "knight"]).prop_map(|s| AssistCmd::Seal(s.to_owned())),
        1 => color.prop_map(AssistCmd::Resign),
        1 => Just(AssistCmd::DrawAgreed),
        1 => prop::sample::select(vec![("1-0", "7.4b"), ("0-1", "forfeit"), ("1/2-1/2", "9.6")]).prop_map(|(r, a)| {
            let outcome = r.parse().expect("a result");
            AssistCmd::Arbiter(ArbiterCmd::Result { outcome, ground: Ground::from_name(a).expect("a ground") })
        }),
        1 => Just(AssistCmd::Resume),
        1 => prop::collection::vec(san.prop_map(|s| s.to_string()), 1..5).prop_map(AssistCmd::Sheet),
        1 => prop::collection::vec(prop::sample::select(vec![Cell::Empty, Cell::Occupied]), 64)
            .prop_map(|cells| AssistCmd::Board(Box::new(cells.try_into().unwrap_or([Cell::Empty; 64])))),
        1 => Just(AssistCmd::Reconcile),
        1 => Just(AssistCmd::Arbiter(ArbiterCmd::ApplyRuling)),
        1 => (1u32..=6, any::<bool>(), prop::sample::select(TakeBackArticle::ALL.to_vec())).prop_map(
            |(number, white, article)| AssistCmd::Arbiter(ArbiterCmd::TakeBack {
                number,
                side: Color::from_white(white),
                article,
                written_in: Edition::default(),
            })
        ),
    ]
}

/// A random board, key or assistant event.
fn event() -> impl Strategy<Value = (u64, Input)> {
    let square = (0..64u32).prop_map(Square::new);
    let cell = prop_oneof![
        Just(Cell::Occupied),
        Just(Cell::Colored(Color::White)),
        Just(Cell::Piece(shakmaty::Piece { color: Color::Black, role: shakmaty::Role::Queen })),
    ];
    let msg = prop_oneof![
        4 => square.clone().prop_map(BoardMsg::Lift),
        4 => (square, cell).prop_map(|(sq, c)| BoardMsg::Place(sq, c)),
        1 => (0..Key::ALL.len()).prop_map(|i| BoardMsg::Key(Key::ALL[i])),
    ];
    let device = prop_oneof![8 => Just(Device::Tactile), 1 => Just(Device::Sighted), 1 => Just(Device::Pad)];
    let board =
        (device, msg, prop::option::of(0..40u32)).prop_map(|(device, msg, seq)| Input::Board { device, msg, seq });
    (0..5000u64, prop_oneof![9 => board, 1 => assist().prop_map(Input::Assist)])
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    /// Random events never panic, never make an illegal move, and every message
    /// renders in the announcer without a Fluent error, with or without a clock.
    #[test]
    fn random_events_never_break_the_game(
        events in prop::collection::vec(event(), 0..120),
        black in any::<bool>(),
        timed in any::<bool>(),
    ) {
        let mut t = 0;
        let inputs: Vec<(Timestamp, Input)> = events.into_iter().map(|(dt, input)| { t += dt; (Timestamp(t), input) }).collect();
        let settings = Settings {
            blind: if black { Color::Black } else { Color::White },
            time_control: timed.then(|| "40/90m, 30m +30s".parse().expect("a time control")),
            ..Settings::default()
        };
        let (core, outputs) = core::run(settings, inputs);
        let mut pos = Chess::default();
        for m in core.moves() {
            prop_assert!(pos.is_legal(m.m), "illegal move {} made", m.uci);
            pos.play_unchecked(m.m);
        }
        let l10n = Localizer::new("en", Vocabulary::default()).expect("en");
        for o in &outputs {
            if let Output::Say(msg) | Output::Note(msg) = &o.output {
                prop_assert!(!l10n.render(msg).text().is_empty());
            }
        }
        prop_assert!(l10n.take_errors().is_empty());
        let _ = CastlingMode::Standard;
    }
}

//! The Board API client against the loopback double (issue 33 point 5): the token
//! checked, whole real games of `shared/data/games` played through the client (the
//! player's moves posted, the opponent's read from the game stream, each checked
//! against the PGN and the clocks against the double's), and every fault the double can
//! inject seen as the typed error or event a caller needs.

use std::{
    fs,
    path::PathBuf,
    sync::atomic::{AtomicU32, Ordering},
    time::Duration,
};

use shakmaty::{Color, uci::UciMove};
use taktil::io::{
    lichess::{ClockSetting, Event, EventStream, GameState, GameStatus, Lichess, LichessConfig, LichessError},
    token::{Token, read_token},
};

use crate::{
    lichess_double::{self as double, GAME_ID, LichessDouble, NOT_YOUR_TURN, OPPONENT, USER_ID},
    util::real_games,
};

/// The double's token (the shape of a Lichess token).
const TOKEN: &str = "lip_TaKtIl0bOaRd0TeSt0tOkEn";
/// A token the double does not know.
const WRONG: &str = "lip_WrOnG0tOkEn0fOr0tHe0BoArD";
/// Ten minutes and five seconds, in milliseconds.
const INITIAL: u64 = 600_000;
const INCREMENT: u64 = 5_000;

/// A token file of this test's own, readable by its owner only, read back.
fn token(secret: &str) -> Token {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let path: PathBuf = std::env::temp_dir().join(format!("taktil-lichess-{}-{n}", std::process::id()));
    fs::write(&path, format!("{secret}\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    }
    let token = read_token(&path, "board:play").unwrap();
    let _ = fs::remove_file(&path);
    token
}

/// A client of the double, a stream silent for a second taken as lost.
fn client(double: &LichessDouble, secret: &str) -> Lichess {
    let config = LichessConfig { timeout: Duration::from_secs(5), silence: Duration::from_secs(1) };
    Lichess::with_config(&double.url(), token(secret), config).unwrap()
}

/// The next `gameState` of the stream (skipping other lines); panics on an error.
fn next_state(stream: &mut EventStream) -> GameState {
    loop {
        match stream.next() {
            Some(Ok(Event::GameState(state))) => return state,
            Some(Ok(_)) => {}
            Some(Err(e)) => panic!("the stream failed: {e}"),
            None => panic!("the stream ended"),
        }
    }
}

/// Opens the game stream and reads its `gameFull`.
fn open_game(lichess: &Lichess) -> (EventStream, GameState) {
    let mut stream = lichess.stream_game(GAME_ID).unwrap();
    match stream.next() {
        Some(Ok(Event::GameFull(full))) => {
            assert_eq!(full.id, GAME_ID);
            (stream, full.state)
        }
        other => panic!("the first line is not gameFull: {other:?}"),
    }
}

#[test]
fn the_token_is_checked_and_a_wrong_one_is_named_never_shown() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let account = lichess.account().unwrap();
    assert_eq!(account.id, USER_ID);
    assert!(!format!("{lichess:?}").contains(TOKEN));

    let wrong = client(&double, WRONG);
    let error = wrong.account().unwrap_err();
    assert!(matches!(&error, LichessError::Token { error } if error == double::NO_SUCH_TOKEN), "{error:?}");
    let text = error.to_string();
    assert!(text.contains("wrong or was revoked") && !text.contains(WRONG), "{text}");
    assert!(matches!(wrong.stream_game(GAME_ID), Err(LichessError::Token { .. })));

    // Revoked while playing: every call is refused the same way.
    double.revoke();
    assert!(matches!(lichess.make_move(GAME_ID, &uci("e2e4")), Err(LichessError::Token { .. })));
    let statuses: Vec<u16> = double.requests().iter().map(|r| r.status).collect();
    assert_eq!(statuses, [200, 401, 401, 401]);
    for request in double.requests() {
        assert!(request.authorization.is_some_and(|a| a.starts_with("Bearer ")), "{}", request.path);
    }
}

fn uci(text: &str) -> UciMove {
    UciMove::from_ascii(text.as_bytes()).unwrap()
}

/// Plays `moves` with the player as `player`: his moves posted, the opponent's made on
/// the double; after every ply the stream's state must hold exactly the moves so far,
/// and its clocks the double's.
fn play_game(name: &str, moves: &[UciMove], player: Color, result: &str) -> (String, Option<Color>) {
    let double = LichessDouble::start(TOKEN, player, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let (mut stream, state) = open_game(&lichess);
    assert!(state.moves.is_empty());
    for (ply, m) in moves.iter().enumerate() {
        let mover = if ply % 2 == 0 { Color::White } else { Color::Black };
        if mover == player {
            lichess.make_move(GAME_ID, m).unwrap_or_else(|e| panic!("{name}: ply {ply} {m}: {e}"));
        } else {
            double.opponent_move(&m.to_string()).unwrap_or_else(|e| panic!("{name}: ply {ply} {m}: {e}"));
        }
        let state = next_state(&mut stream);
        assert_eq!(state.moves, moves[..=ply], "{name}: ply {ply}");
        assert_eq!((state.wtime, state.btime), double.clocks(), "{name}: ply {ply}");
        assert!(state.time_of(mover) <= INITIAL + INCREMENT * (ply as u64 / 2 + 1));
    }
    // A game the PGN ends by resignation or agreement ends so on the double; one
    // without a result is resigned by the player through the client.
    let ending = match result {
        "1-0" => Some(Some(Color::White)),
        "0-1" => Some(Some(Color::Black)),
        "1/2-1/2" => Some(None),
        _ => None,
    };
    if double.result().0 == "started" {
        if let Some(winner) = ending {
            double.finish(if winner.is_some() { "resign" } else { "draw" }, winner);
            let end = next_state(&mut stream);
            assert_eq!(end.winner, winner, "{name}");
            assert!(end.status.is_over());
        } else {
            lichess.resign(GAME_ID).unwrap();
            let end = next_state(&mut stream);
            assert_eq!(end.status, GameStatus::Resign);
            assert_eq!(end.winner, Some(!player));
        }
    }
    // Lichess closes a game's stream when the game is over.
    assert!(stream.next().is_none(), "{name}: the stream ends with the game");
    assert_eq!(double.moves(), moves.iter().map(ToString::to_string).collect::<Vec<_>>());
    let posted = double.requests().into_iter().filter(|r| r.method == "POST" && r.path.contains("/move/")).count();
    assert_eq!(posted, moves.len() / 2 + usize::from(player == Color::White && moves.len() % 2 == 1), "{name}");
    double.result()
}

#[test]
fn whole_real_games_are_played_move_by_move_as_white_and_as_black() {
    let games: Vec<_> = real_games()
        .into_iter()
        .filter(|(_, g)| g.tag("FEN").is_none() && g.tag("Variant").is_none() && g.moves.len() >= 40)
        .take(2)
        .collect();
    assert_eq!(games.len(), 2, "two real games from the standard position");
    for ((name, game), player) in games.iter().zip([Color::White, Color::Black]) {
        let moves: Vec<UciMove> = game.moves.iter().map(|m| UciMove::from_standard(*m)).collect();
        play_game(name, &moves, player, &game.result);
    }
}

#[test]
fn a_game_ending_in_mate_ends_the_stream_with_the_winner() {
    // The fool's mate: the opponent mates the player.
    let moves: Vec<UciMove> = ["f2f3", "e7e5", "g2g4", "d8h4"].iter().map(|m| uci(m)).collect();
    let (status, winner) = play_game("fool's mate", &moves, Color::White, "*");
    assert_eq!((status.as_str(), winner), ("mate", Some(Color::Black)));
}

#[test]
fn a_refused_move_carries_lichess_words() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let refused = |e: LichessError| match e {
        LichessError::Refused { status: 400, error, .. } => error,
        other => panic!("not a refusal: {other:?}"),
    };
    assert_eq!(refused(lichess.make_move(GAME_ID, &uci("e2e5")).unwrap_err()), "Piece on e2 cannot move to e5");
    assert_eq!(refused(lichess.make_move(GAME_ID, &uci("e3e4")).unwrap_err()), "No piece on e3");
    double.refuse_next_move("The game is being aborted");
    assert_eq!(refused(lichess.make_move(GAME_ID, &uci("e2e4")).unwrap_err()), "The game is being aborted");
    lichess.make_move(GAME_ID, &uci("e2e4")).unwrap();
    let e = lichess.make_move(GAME_ID, &uci("d2d4")).unwrap_err();
    assert_eq!(e.to_string(), format!("Lichess refused the move d2d4 (HTTP 400): {NOT_YOUR_TURN}"));
    assert!(!e.is_transient());
    assert_eq!(double.moves(), ["e2e4"]);
    // Another game, and names that cannot be ids, never reach the server.
    assert!(matches!(lichess.stream_game("zzzzzzzz"), Err(LichessError::NotFound { .. })));
    assert!(matches!(lichess.make_move("../account", &uci("e2e4")), Err(LichessError::BadName { .. })));
}

#[test]
fn a_429_carries_the_wait_the_server_asked_for() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    double.rate_limit_next(Some(3));
    let e = lichess.make_move(GAME_ID, &uci("e2e4")).unwrap_err();
    assert!(matches!(e, LichessError::RateLimited { .. }), "{e:?}");
    assert_eq!(e.wait(), Some(Duration::from_secs(3)));
    assert!(e.is_transient());
    double.rate_limit_next(None);
    let e = lichess.stream_game(GAME_ID).unwrap_err();
    assert_eq!(e.wait(), Some(Duration::from_secs(60)), "a full minute without Retry-After: {e}");
    // Nothing was played by the refused calls; the next one goes through.
    assert!(double.moves().is_empty());
    lichess.make_move(GAME_ID, &uci("e2e4")).unwrap();
}

#[test]
fn a_dropped_stream_is_lost_and_a_new_one_starts_from_the_game_as_it_stands() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let (mut stream, _) = open_game(&lichess);
    lichess.make_move(GAME_ID, &uci("e2e4")).unwrap();
    next_state(&mut stream);
    double.drop_streams();
    let lost = stream.find_map(Result::err).expect("an error");
    assert!(matches!(lost, LichessError::Lost { .. }), "{lost:?}");
    assert!(lost.is_transient());
    assert!(stream.next().is_none(), "the stream is over after it is lost");
    // Meanwhile the opponent moved: the new stream's gameFull holds it.
    double.opponent_move("e7e5").unwrap();
    let (_, state) = open_game(&lichess);
    assert_eq!(state.moves, [uci("e2e4"), uci("e7e5")]);
}

#[test]
fn a_silent_stream_is_taken_as_lost_and_keep_alives_keep_it() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let (mut stream, _) = open_game(&lichess);
    // Three seconds of keep-alives alone, read while they come (silence: 1 s): the
    // stream lives, and the line after them arrives.
    let next = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_secs(3));
            double.opponent_gone(30);
        });
        stream.next()
    });
    assert!(
        matches!(next, Some(Ok(Event::OpponentGone(g))) if g.gone && g.claim_win_in_seconds == Some(30.0)),
        "{next:?}"
    );
    double.hush(true);
    let silent = stream.next();
    assert!(
        matches!(silent, Some(Err(LichessError::Silent { after })) if after == Duration::from_secs(1)),
        "{silent:?}"
    );
    double.hush(false);
}

#[test]
fn the_opponent_offers_a_draw_and_the_player_accepts() {
    let double = LichessDouble::start(TOKEN, Color::Black, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let (mut stream, _) = open_game(&lichess);
    double.opponent_move("d2d4").unwrap();
    next_state(&mut stream);
    double.offer_draw();
    let offer = next_state(&mut stream);
    assert_eq!(offer.draw_offer(), Some(Color::White));
    lichess.draw(GAME_ID, true).unwrap();
    let end = next_state(&mut stream);
    assert_eq!((end.status, end.winner), (GameStatus::Draw, None));
    assert!(stream.next().is_none());
    assert!(matches!(lichess.make_move(GAME_ID, &uci("d7d5")), Err(LichessError::Refused { .. })));
}

#[test]
fn the_opponent_gone_lets_the_player_claim_the_win() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let (mut stream, _) = open_game(&lichess);
    double.chat("I have to go");
    assert!(
        matches!(stream.next(), Some(Ok(Event::ChatLine(c))) if c.username == OPPONENT && c.text == "I have to go")
    );
    double.opponent_gone(0);
    let Some(Ok(Event::OpponentGone(gone))) = stream.next() else { panic!("no opponentGone") };
    assert!(gone.gone);
    lichess.claim_victory(GAME_ID).unwrap();
    let end = next_state(&mut stream);
    assert_eq!((end.status, end.winner), (GameStatus::Timeout, Some(Color::White)));
}

#[test]
fn the_flag_falls_as_lichess_decides_it() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let (mut stream, _) = open_game(&lichess);
    lichess.make_move(GAME_ID, &uci("e2e4")).unwrap();
    next_state(&mut stream);
    double.opponent_move("c7c5").unwrap();
    next_state(&mut stream);
    double.flag();
    let end = next_state(&mut stream);
    assert_eq!((end.status.clone(), end.winner), (GameStatus::OutOfTime, Some(Color::Black)));
    assert_eq!(end.time_of(Color::White), 0);
    assert!(end.status.is_over());
    assert!(stream.next().is_none());
}

#[test]
fn the_event_stream_tells_the_game_start_and_finish() {
    let double = LichessDouble::start(TOKEN, Color::Black, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let mut events = lichess.stream_events().unwrap();
    let Some(Ok(Event::GameStart(game))) = events.next() else { panic!("no gameStart") };
    assert_eq!((game.game_id.as_str(), game.color), (GAME_ID, Some(Color::Black)));
    assert_eq!(game.is_my_turn, Some(false));
    lichess.abort(GAME_ID).unwrap();
    let Some(Ok(Event::GameFinish(game))) = events.next() else { panic!("no gameFinish") };
    assert_eq!(game.game_id, GAME_ID);
    assert!(matches!(lichess.abort(GAME_ID), Err(LichessError::Refused { .. })));
}

#[test]
fn a_challenge_its_acceptance_and_a_seek() {
    let double = LichessDouble::start(TOKEN, Color::White, INITIAL, INCREMENT);
    let lichess = client(&double, TOKEN);
    let clock = ClockSetting { limit: Duration::from_secs(900), increment: Duration::from_secs(10) };
    let challenge = lichess.challenge("FarFriend", clock, false, Some(Color::White)).unwrap();
    assert_eq!(challenge.id, GAME_ID);
    assert_eq!(challenge.color, "white");
    let sent = double.requests().into_iter().find(|r| r.path == "/api/challenge/FarFriend").unwrap();
    assert!(sent.body.contains("clock.limit=900") && sent.body.contains("clock.increment=10"), "{}", sent.body);
    lichess.accept(GAME_ID).unwrap();
    assert!(matches!(lichess.accept("nochallenge"), Err(LichessError::NotFound { .. })));
    let seek = lichess.seek(clock).unwrap();
    seek.wait().unwrap();
    let sent = double.requests().into_iter().find(|r| r.path == "/api/board/seek").unwrap();
    assert!(sent.body.contains("time=15") && sent.body.contains("increment=10"), "{}", sent.body);
}

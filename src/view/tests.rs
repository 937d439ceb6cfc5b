//! The view drawn into buffers of real terminal sizes, from sessions replayed through
//! the real core and announcer; the command line's keys.

use ratatui::{buffer::Buffer, layout::Rect};
use shakmaty::{Color, Role, Square};

use crate::{
    core::{
        input::Device,
        output::{Output, Timed},
        time::Timestamp,
    },
    item::Item,
    l10n::Localizer,
    play::Typed,
    replay::{self, Overrides},
};

use super::{
    big::{self, Size},
    label,
    render::{render, wrap},
    state::{CommandLineKey, PAGE, ViewState, command_line, local_san},
};

/// A game: 1. e4 e5 2. Nf3 with White's draw offer, the sighted player's sheet entered
/// as 1. e4 c5; the assistant entered the moves, so the tactile board still shows the
/// start. Returns the view two seconds after the last move, and the session time.
fn game(script: &str) -> (ViewState, replay::Replayed, Localizer, Timestamp) {
    let session = replay::run(script, &Overrides::default()).unwrap();
    let l10n = replay::localizer(&session.header, false).unwrap();
    let mut state = ViewState::new(Color::White);
    for timed in &session.outputs {
        state.show(&Item::output(timed.clone(), &l10n));
    }
    let now = Timestamp(session.outputs.last().map_or(0, |o| o.t.0) + 2000);
    state.sync(&session.core, now, &l10n);
    (state, session, l10n, now)
}

const GAME: &str = "set time-control 40/90m, 30m
@0     assist move e4
@3000  assist move e5
@5000  assist sheet 1. e4 c5
@9000  assist draw offer white
@10000 assist move Nf3
";

/// The text of every row.
fn text(state: &ViewState, width: u16, height: u16) -> Vec<String> {
    let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
    render(state, buf.area, &mut buf);
    (0..height).map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect()).collect()
}

fn has(rows: &[String], needle: &str) -> bool {
    rows.iter().any(|r| r.contains(needle))
}

/// h:mm:ss as the clocks show it.
fn hms(d: std::time::Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

#[test]
fn both_sizes_show_clocks_sheets_and_differences() {
    let (state, session, _, now) = game(GAME);
    let clock = session.core.clock().unwrap();
    for (w, h) in [(80, 24), (120, 40)] {
        let rows = text(&state, w, h);
        let all = rows.join("\n");
        let white = rows.iter().find(|r| r.contains("White (blind)") && r.contains(':')).expect(&all);
        assert!(white.contains(&hms(clock.remaining(Color::White, now))), "{w}x{h}\n{all}");
        let black = rows.iter().find(|r| r.contains("▶ Black (sighted)")).expect(&all);
        assert!(black.contains(&hms(clock.remaining(Color::Black, now))), "{all}");
        assert!(black.contains(label::RUNNING), "the running clock says so in words\n{all}");
        assert!(has(&rows, "Tactile board differs from the game on"), "{all}");
        assert!(has(&rows, " e2 "), "a differing square listed\n{all}");
        assert!(has(&rows, "Nf3 (=)"), "the blind player's sheet ends with the last move\n{all}");
        assert!(has(&rows, "  1. e4        c5"), "the sighted sheet as entered\n{all}");
        assert!(has(&rows, label::GAME_POSITION), "{all}");
    }
}

#[test]
fn the_narrowest_panels_keep_the_times() {
    let (state, session, _, now) = game(GAME);
    let clock = session.core.clock().unwrap();
    let rows = text(&state, 60, 16);
    let black = rows.iter().find(|r| r.contains("▶ Black")).unwrap_or_else(|| panic!("{}", rows.join("\n")));
    assert!(black.contains(&hms(clock.remaining(Color::Black, now))), "{}", rows.join("\n"));
}

#[test]
fn the_big_letters_show_on_a_large_terminal_and_go_first_on_a_small_one() {
    let (state, _, _, _) = game(GAME);
    let large = text(&state, 120, 40);
    for line in big::render("Nf3", Size::Large) {
        assert!(has(&large, line.trim_end()), "{line:?} missing:\n{}", large.join("\n"));
    }
    let small = text(&state, 80, 24);
    assert!(!has(&small, "██") && !has(&small, "▀"), "{}", small.join("\n"));
    // The move and its sentence are still there, in normal text.
    assert!(has(&small, "Last move 2. Nf3"), "{}", small.join("\n"));
    // In between, the small letters.
    let middle = text(&state, 100, 30);
    for line in big::render("Nf3", Size::Small) {
        assert!(has(&middle, line.trim_end()), "{}", middle.join("\n"));
    }
}

#[test]
fn the_big_letters_use_the_piece_letters_of_the_language() {
    let (state, _, _, _) = game(&format!("set locale de\n{GAME}"));
    assert_eq!(state.last_move.as_ref().map(|m| m.san.as_str()), Some("Sf3"));
    let rows = text(&state, 120, 40);
    for line in big::render("Sf3", Size::Large) {
        assert!(has(&rows, line.trim_end()), "{}", rows.join("\n"));
    }
}

#[test]
fn a_fresh_game_has_no_sighted_sheet_and_no_move() {
    let (state, _, _, _) = game("@0 pad K time\n");
    let rows = text(&state, 80, 24);
    assert!(has(&rows, label::NOT_ENTERED), "{}", rows.join("\n"));
    assert!(has(&rows, label::NO_MOVE), "{}", rows.join("\n"));
    assert!(has(&rows, label::NO_CLOCK), "{}", rows.join("\n"));
    assert!(has(&rows, label::ALL_MATCH), "{}", rows.join("\n"));
}

#[test]
fn mismatches_problems_and_rulings_go_to_the_log_newest_last() {
    let (mut state, _, l10n, now) = game(&format!("{GAME}@12000 assist reconcile\n"));
    let mismatch = Output::Mismatch { device: Device::Tactile, squares: vec![Square::E2, Square::E4] };
    state.show(&Item::output(Timed { t: now, output: mismatch }, &l10n));
    state.problem("input: bad move 'e9': expected a move in SAN");
    let rows = text(&state, 120, 40);
    let all = rows.join("\n");
    // The ruling's line, wrapped: its end is the article and the position.
    assert!(has(&rows, "where they agree (D.2.9), position"), "{all}");
    assert!(has(&rows, "mismatch: the tactile board differs on e2 e4"), "{all}");
    let problem = rows.iter().position(|r| r.contains("problem: input: bad move 'e9'")).expect(&all);
    let mismatch = rows.iter().position(|r| r.contains("mismatch:")).expect(&all);
    assert!(mismatch < problem, "newest last\n{all}");
    // At 80x24 the newest problem is still visible.
    assert!(has(&text(&state, 80, 24), "problem: input: bad move"));
}

#[test]
fn a_flag_is_shown_in_words() {
    let (state, _, _, _) = game("set time-control 1m\n@0 assist move e4\n@70000 pad K time\n");
    let rows = text(&state, 80, 24);
    let black = rows.iter().find(|r| r.contains("Black (sighted)") && r.contains(':')).unwrap();
    assert!(black.contains(label::FLAG), "{}", rows.join("\n"));
    assert!(has(&rows, "flag: Black's flag has fallen"), "{}", rows.join("\n"));
}

#[test]
fn no_size_panics_and_tiny_terminals_get_the_essentials() {
    let (mut state, _, _, _) = game(GAME);
    state.input = "clock adjust white +2m judgement and a line much longer than any terminal".into();
    for w in 0..=130 {
        for h in (0..=45).step_by(if w % 7 == 0 { 1 } else { 11 }) {
            text(&state, w, h);
        }
    }
    let tiny = text(&state, 20, 5);
    assert!(tiny[4].starts_with(label::PROMPT), "{tiny:?}");
    assert!(tiny[0].starts_with("White 1:"), "{tiny:?}");
    assert_eq!(text(&state, 8, 1)[0], label::TOO_SMALL[..8]);
}

#[test]
fn wrap_breaks_at_words_and_cuts_long_ones() {
    assert_eq!(wrap("one two three", 7, 2), ["one two", "  three"]);
    assert_eq!(wrap("abcdefghij", 4, 1), ["abcd", " efg", " hij"]);
    assert_eq!(wrap("", 10, 0), Vec::<String>::new());
    assert_eq!(wrap("x", 0, 0), Vec::<String>::new());
    assert!(wrap("a b c d e f g h", 3, 5).iter().all(|l| l.chars().count() <= 3));
}

#[test]
fn a_line_without_a_device_goes_to_the_assistant() {
    assert_eq!(command_line("move e5"), "assist move e5");
    assert_eq!(command_line("  clock adjust white +2m judgement "), "assist clock adjust white +2m judgement");
    assert_eq!(command_line("tactile L e2"), "tactile L e2");
    assert_eq!(command_line("PAD K time"), "PAD K time");
    assert_eq!(command_line("assist reconcile"), "assist reconcile");
    assert_eq!(command_line("@1200 sighted L e7"), "@1200 sighted L e7");
}

#[test]
fn piece_letters_of_the_language() {
    let german = |r: Role| match r {
        Role::Pawn => None,
        Role::Knight => Some('S'),
        Role::Bishop => Some('L'),
        Role::Rook => Some('T'),
        Role::Queen => Some('D'),
        Role::King => Some('K'),
    };
    assert_eq!(local_san("Nf3", german), "Sf3");
    assert_eq!(local_san("exd8=Q+", german), "exd8=D+");
    assert_eq!(local_san("O-O-O#", german), "O-O-O#");
    assert_eq!(local_san("Bxb5", german), "Lxb5");
}

fn typed(state: &mut ViewState, text: &str) -> Option<Typed> {
    text.chars().for_each(|c| assert_eq!(state.key(CommandLineKey::Char(c)), None));
    state.key(CommandLineKey::Enter)
}

#[test]
fn the_command_line_edits_recalls_and_sends() {
    let mut s = ViewState::new(Color::White);
    assert_eq!(typed(&mut s, "move e44"), Some(Typed::Line("assist move e44".into())));
    assert_eq!(s.input, "");
    for c in "move e4x".chars() {
        s.key(CommandLineKey::Char(c));
    }
    s.key(CommandLineKey::Backspace);
    assert_eq!(s.key(CommandLineKey::Enter), Some(Typed::Line("assist move e4".into())));
    s.key(CommandLineKey::Up);
    assert_eq!(s.input, "move e4");
    s.key(CommandLineKey::Up);
    assert_eq!(s.input, "move e44");
    s.key(CommandLineKey::Up);
    assert_eq!(s.input, "move e44", "the oldest line stays");
    s.key(CommandLineKey::Down);
    assert_eq!(s.input, "move e4");
    s.key(CommandLineKey::Down);
    assert_eq!(s.input, "");
    s.key(CommandLineKey::Char('x'));
    s.key(CommandLineKey::Esc);
    assert_eq!(s.input, "");
    assert_eq!(s.key(CommandLineKey::Enter), None, "an empty line sends nothing");
    assert_eq!(s.log.iter().filter(|l| l.kind == label::kind::TYPED).count(), 2);
}

#[test]
fn a_sealed_move_typed_is_sent_but_never_shown_nor_recalled() {
    let mut s = ViewState::new(Color::White);
    assert_eq!(typed(&mut s, "seal Nf5"), Some(Typed::Line("assist seal Nf5".into())));
    assert!(s.log.iter().all(|l| !l.text.contains("Nf5")), "{:?}", s.log);
    assert!(s.log.iter().any(|l| l.text == label::SEALED_TYPED));
    s.key(CommandLineKey::Up);
    assert_eq!(s.input, "", "the sealed line is not kept for recall");
}

#[test]
fn quit_asks_once_and_ctrl_c_never_asks() {
    let mut s = ViewState::new(Color::White);
    assert_eq!(typed(&mut s, "quit"), None);
    assert_eq!(s.hint.as_deref(), Some(label::QUIT_AGAIN));
    assert_eq!(typed(&mut s, "QUIT"), Some(Typed::Quit));
    assert_eq!(typed(&mut s, "quit"), None);
    assert!(matches!(typed(&mut s, "reconcile"), Some(Typed::Line(_))));
    assert_eq!(s.hint, None);
    assert_eq!(typed(&mut s, "quit"), None, "another line in between asks again");
    assert_eq!(s.key(CommandLineKey::Interrupt), Some(Typed::Quit));
}

#[test]
fn help_goes_to_the_log_and_the_log_scrolls() {
    let mut s = ViewState::new(Color::White);
    assert_eq!(typed(&mut s, "help"), None);
    s.key(CommandLineKey::Help);
    assert_eq!(s.log.len(), 2 * label::HELP.len());
    s.key(CommandLineKey::PageUp);
    assert_eq!(s.log_back, PAGE);
    s.problem("input: bad move");
    assert_eq!(s.log_back, PAGE + 1, "a view scrolled back keeps its lines");
    s.key(CommandLineKey::PageDown);
    s.key(CommandLineKey::PageDown);
    assert_eq!(s.log_back, 0);
}

#[test]
fn an_entered_sighted_board_is_shown_with_its_differences() {
    // The assistant enters what the ordinary sighted board shows: e4 is missing.
    let script = format!("{GAME}@12000 assist board rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPP1PPP/RNBQKB1R\n");
    let (state, ..) = game(&script);
    let rows = text(&state, 120, 40);
    let all = rows.join("\n");
    assert!(has(&rows, label::SIGHTED_BOARD_ENTERED), "{all}");
    assert!(!has(&rows, label::GAME_POSITION), "{all}");
    assert!(has(&rows, "Sighted board differs from the game on e4"), "{all}");
}

/// A tactile board without sensors (issue 16) says so: the game until it is entered,
/// then what was entered.
#[test]
fn a_tactile_board_without_sensors_says_so() {
    let script = "set tactile-board none\n@0 sighted L e2\n@200 sighted P e4 P\n";
    let (state, ..) = game(script);
    let rows = text(&state, 120, 40);
    assert!(has(&rows, label::TACTILE_NO_SENSORS), "{}", rows.join("\n"));
    let entered = format!("{script}@3000 assist board tactile rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n");
    let (state, ..) = game(&entered);
    let rows = text(&state, 120, 40);
    assert!(has(&rows, label::TACTILE_BOARD_ENTERED), "{}", rows.join("\n"));
    assert!(has(&rows, "Tactile board differs from the game on"), "{}", rows.join("\n"));
    let (state, ..) = game(GAME);
    assert!(!has(&text(&state, 120, 40), label::TACTILE_NO_SENSORS));
}

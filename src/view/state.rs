//! What the view shows, as plain data: built from what the screen receives (every
//! item, the core after each step) and from the keys typed.
//!
//! Nothing here draws, reads a device or renders a message: [`ViewState`] is updated by
//! [`ViewState::show`] (items rendered once, before they get here),
//! [`ViewState::problem`], [`ViewState::sync`] and [`ViewState::key`], and
//! [`super::render::render`] draws it. So a test builds a state from a recorded session
//! and asserts on the drawn text.

use std::time::Duration;

use shakmaty::{ByColor, Color, Piece, Position, Role, Square};

use crate::{
    core::{
        Companion,
        input::{AssistCmd, Cell, Device, Input},
        msg::Msg,
        output::{MadeMove, Output},
        spoken::Spoken,
        time::Timestamp,
    },
    item::{Item, What},
    l10n::Localizer,
    play::Typed,
    script,
};

use super::label;

/// Log lines kept (the oldest go first).
const LOG_KEEP: usize = 2000;
/// Typed lines kept for Up/Down.
const HISTORY_KEEP: usize = 200;
/// Log lines one PgUp/PgDn scrolls.
pub(super) const PAGE: usize = 5;

pub use crate::play::CommandLineKey;

/// Both clocks as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// Remaining time.
    pub left: ByColor<Duration>,
    /// Fallen flags.
    pub flag: ByColor<bool>,
    /// Whose clock runs, or would run while stopped; `None` before the start.
    pub to_move: Option<Color>,
    /// A clock is running.
    pub running: bool,
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// Session time.
    pub t: Timestamp,
    /// What it is: an output's kind (`warning`, `mismatch`, ...) or one of
    /// [`label::kind`].
    pub kind: &'static str,
    /// The words.
    pub text: String,
}

/// The last move made, for the big letters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// Its number: `12.` or `12...`.
    pub number: String,
    /// The move in algebraic notation with the session language's piece letters
    /// (`Sf3` in German).
    pub san: String,
    /// Its announcement, as spoken.
    pub sentence: String,
    /// Which move it is (a new one is rendered again).
    key: (u32, String),
}

/// The last announcement of a move that was shown: the move and its words, so that the
/// big letters need not render it again.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Announced {
    spoken: Spoken,
    sentence: String,
}

/// Everything the view shows.
#[derive(Clone, Debug)]
pub struct ViewState {
    /// The blind player's colour.
    pub blind: Color,
    /// Session time at the last [`ViewState::sync`].
    pub now: Timestamp,
    /// The side to move in the game.
    pub to_move: Color,
    /// The game position, indexed by [`Square`].
    pub game: [Option<Piece>; 64],
    /// The tactile board as its sensors show it.
    pub tactile: Option<[Cell; 64]>,
    /// The sighted board, when it is electronic, or an ordinary one as last entered
    /// (`assist board`); `None`: nothing known of it, the game is shown.
    pub sighted: Option<[Cell; 64]>,
    /// `sighted` is what was entered, not what a board reports.
    pub sighted_entered: bool,
    /// The tactile board has no sensors (`tactile-board none`): what it shows is
    /// entered, or not known.
    pub tactile_unseen: bool,
    /// The clocks, with a time control.
    pub clocks: Option<Clocks>,
    /// The blind player's scoresheet: the moves as announced, "(=)" for an offer.
    pub blind_sheet: Vec<String>,
    /// The sighted player's scoresheet as the assistant entered it.
    pub sighted_sheet: Vec<String>,
    /// The number of the first move of the game.
    pub first_move: u32,
    /// Black moves first (a start position with Black to move).
    pub first_black: bool,
    /// The last move, once there is one.
    pub last_move: Option<LastMove>,
    /// The last sentence said to the blind player.
    pub said: Option<String>,
    /// The result, once the game has ended.
    pub result: Option<String>,
    /// The log, oldest first.
    pub log: Vec<LogLine>,
    /// How many log lines the view is scrolled back from the newest.
    pub log_back: usize,
    /// The command line being typed.
    pub input: String,
    /// A line for the assistant above the command line (`quit` once).
    pub hint: Option<String>,
    history: Vec<String>,
    /// The history line Up/Down shows, counted from the newest.
    recall: Option<usize>,
    quit_asked: bool,
    announced: Option<Announced>,
}

impl ViewState {
    /// An empty view for a game whose blind player has `blind`.
    pub fn new(blind: Color) -> ViewState {
        ViewState {
            blind,
            now: Timestamp(0),
            to_move: Color::White,
            game: [None; 64],
            tactile: None,
            sighted: None,
            sighted_entered: false,
            tactile_unseen: false,
            clocks: None,
            blind_sheet: Vec::new(),
            sighted_sheet: Vec::new(),
            first_move: 1,
            first_black: false,
            last_move: None,
            said: None,
            result: None,
            log: Vec::new(),
            log_back: 0,
            input: String::new(),
            hint: None,
            history: Vec::new(),
            recall: None,
            quit_asked: false,
            announced: None,
        }
    }

    /// Takes the boards, clocks, scoresheets and last move from the core as it stands
    /// at session time `now`.
    pub fn sync(&mut self, core: &Companion, now: Timestamp, l10n: &Localizer) {
        self.now = now;
        self.blind = core.settings().blind;
        let pos = core.position();
        self.to_move = pos.turn();
        for sq in Square::ALL {
            self.game[usize::from(sq)] = pos.board().piece_at(sq);
        }
        self.tactile = core.board_cells(Device::Tactile);
        self.tactile_unseen = !core.settings().has_sensors();
        self.sighted = core.board_cells(Device::Sighted);
        self.sighted_entered = self.sighted.is_none() && core.entered_sighted_board().is_some();
        if self.sighted_entered {
            self.sighted = core.entered_sighted_board();
        }
        self.clocks = core.clock().map(|c| Clocks {
            left: ByColor::new_with(|color| c.remaining(color, now)),
            flag: ByColor::new_with(|color| c.flag(color, now)),
            to_move: c.to_move(),
            running: c.is_running(),
        });
        let start = &core.settings().start.position;
        self.first_black = start.turn() == Color::Black;
        self.first_move = start.fullmoves().get();
        self.blind_sheet =
            core.moves().iter().map(|m| format!("{}{}", m.san, if m.offer { " (=)" } else { "" })).collect();
        self.sighted_sheet = core.sighted_sheet().iter().map(ToString::to_string).collect();
        self.result = core.outcome().map(|o| o.as_str().to_owned());
        match core.moves().last() {
            Some(m) if self.last_move.as_ref().is_none_or(|l| l.key != (m.ply, m.uci.clone())) => {
                self.last_move = Some(self.last(m, l10n));
            }
            Some(_) => {}
            None => self.last_move = None,
        }
    }

    /// The last move as the big letters show it: its sentence as it was shown, or
    /// rendered here when it was not (a restored game's last move).
    fn last(&self, m: &MadeMove, l10n: &Localizer) -> LastMove {
        let spoken = m.spoken();
        let sentence = match &self.announced {
            Some(a) if a.spoken == spoken => a.sentence.clone(),
            _ => l10n.render(&Msg::Move(spoken)).text(),
        };
        LastMove {
            number: format!("{}{}", self.move_number(m.ply), m.by.fold_wb(".", "...")),
            san: local_san(&m.san.to_string(), |r| l10n.notation_letter(r)),
            sentence,
            key: (m.ply, m.uci.clone()),
        }
    }

    /// The number of the move a half-move (counted from 1) belongs to.
    pub fn move_number(&self, ply: u32) -> u32 {
        self.first_move.saturating_add((ply.saturating_sub(1) + u32::from(self.first_black)) / 2)
    }

    /// One item: the words said, and the warnings, mismatches, flags, rulings, the end
    /// of the game, the problems and the facts for the log.
    pub fn show(&mut self, item: &Item) {
        let output = match &item.what {
            What::Output(output) => output,
            What::Notice(_) => {
                self.log(item.t, label::kind::SAID, item.text.clone());
                self.said = Some(item.text.clone());
                return;
            }
            What::Problem => return self.problem(&item.text),
            What::Info => return self.info(&item.text),
        };
        match output {
            Output::Say(msg) => {
                // A move's announcement is in the big letters and the scoresheet.
                if !matches!(msg, Msg::Move(_) | Msg::LastMove(_)) {
                    self.log(item.t, label::kind::SAID, item.text.clone());
                }
                self.said = Some(item.text.clone());
            }
            Output::Note(_)
            | Output::Mismatch { .. }
            | Output::Matched { .. }
            | Output::Flag { .. }
            | Output::LowTime { .. }
            | Output::End { .. }
            | Output::Ruling(..) => self.log(item.t, item.kind(), item.text.clone()),
            // Shown by the boards, clocks and scoresheets.
            Output::Move(_) | Output::Clock { .. } | Output::Touch { .. } | Output::Request(..) => {}
        }
        if let Output::Say(Msg::Move(spoken)) | Output::Note(Msg::Move(spoken)) = output {
            self.announced = Some(Announced { spoken: *spoken, sentence: item.text.clone() });
        }
    }

    /// A problem for the assistant (a line that does not parse, a journal failure).
    pub fn problem(&mut self, text: &str) {
        self.log(self.now, label::kind::PROBLEM, text.to_owned());
    }

    /// Facts for the screen.
    pub fn info(&mut self, text: &str) {
        self.log(self.now, label::kind::INFO, text.to_owned());
    }

    /// The commands and keys, in the log.
    pub fn help(&mut self) {
        for line in label::HELP {
            self.log(self.now, label::kind::HELP, (*line).to_owned());
        }
    }

    /// Adds a log line; a view scrolled back stays on the lines it shows.
    pub fn log(&mut self, t: Timestamp, kind: &'static str, text: String) {
        self.log.push(LogLine { t, kind, text });
        if self.log_back > 0 {
            self.log_back += 1;
        }
        if self.log.len() > LOG_KEEP {
            self.log.drain(..self.log.len() - LOG_KEEP);
        }
        self.log_back = self.log_back.min(self.log.len().saturating_sub(1));
    }

    /// Squares where a board differs from the game (empty without that board).
    pub fn differences(&self, device: Device) -> Vec<Square> {
        let cells = match device {
            Device::Tactile => self.tactile,
            Device::Sighted => self.sighted,
            Device::Pad | Device::Assist => None,
        };
        let Some(cells) = cells else { return Vec::new() };
        Square::ALL.into_iter().filter(|&sq| !cells[usize::from(sq)].admits(self.game[usize::from(sq)])).collect()
    }

    /// One key of the command line; what it completes, if anything.
    pub fn key(&mut self, key: CommandLineKey) -> Option<Typed> {
        match key {
            CommandLineKey::Interrupt => return Some(Typed::Quit),
            CommandLineKey::Enter => return self.enter(),
            CommandLineKey::Char(c) if !c.is_control() => self.input.push(c),
            CommandLineKey::Char(_) => {}
            CommandLineKey::Backspace => {
                self.input.pop();
            }
            CommandLineKey::Esc => {
                self.input.clear();
                self.recall = None;
                self.quit_asked = false;
                self.hint = None;
            }
            CommandLineKey::Up if !self.history.is_empty() => {
                let back = self.recall.map_or(0, |r| (r + 1).min(self.history.len() - 1));
                self.recall = Some(back);
                self.input = self.history[self.history.len() - 1 - back].clone();
            }
            CommandLineKey::Up => {}
            CommandLineKey::Down => match self.recall {
                Some(0) | None => {
                    self.recall = None;
                    self.input.clear();
                }
                Some(back) => {
                    self.recall = Some(back - 1);
                    self.input = self.history[self.history.len() - back].clone();
                }
            },
            CommandLineKey::Help => self.help(),
            CommandLineKey::PageUp => self.log_back = (self.log_back + PAGE).min(self.log.len().saturating_sub(1)),
            CommandLineKey::PageDown => self.log_back = self.log_back.saturating_sub(PAGE),
        }
        None
    }

    /// Enter: `help` and `quit` are the view's; any other line goes to the session.
    fn enter(&mut self) -> Option<Typed> {
        let line = std::mem::take(&mut self.input).trim().to_owned();
        self.recall = None;
        if line.is_empty() {
            return None;
        }
        // The sealed move is secret until the resumption (E2.9f, guideline 8): its line
        // is neither shown nor kept for recall.
        let sealed = is_seal(&line);
        if !sealed && self.history.last() != Some(&line) {
            self.history.push(line.clone());
            if self.history.len() > HISTORY_KEEP {
                self.history.remove(0);
            }
        }
        let asked = std::mem::take(&mut self.quit_asked);
        self.hint = None;
        match line.to_ascii_lowercase().as_str() {
            "quit" if asked => Some(Typed::Quit),
            "quit" => {
                self.quit_asked = true;
                self.hint = Some(label::QUIT_AGAIN.to_owned());
                None
            }
            "help" => {
                self.help();
                None
            }
            _ => {
                let sent = command_line(&line);
                let shown = if sealed { label::SEALED_TYPED.to_owned() } else { sent.clone() };
                self.log(self.now, label::kind::TYPED, shown);
                Some(Typed::Line(sent))
            }
        }
    }
}

/// A typed line as the session reads it: `assist` in front unless the line names a
/// device (`tactile L e2`) or is a whole event line (`@1200 ...`) or a comment.
pub fn command_line(line: &str) -> String {
    let line = line.trim();
    let first = line.split_whitespace().next().unwrap_or("");
    if Device::from_name(first).is_some() || first.starts_with('@') || first.starts_with('#') {
        line.to_owned()
    } else {
        format!("{} {line}", Device::Assist.as_str())
    }
}

/// Whether a typed line seals a move (`seal Nf3`, `assist seal Nf3`).
fn is_seal(line: &str) -> bool {
    matches!(script::parse_input(&command_line(line)), Ok(Some(Input::Assist(AssistCmd::Seal(_)))))
}

/// A move in algebraic notation with another language's piece letters: each capital
/// letter that names a piece (`N`, and `Q` in `e8=Q`) becomes `letter(role)`; `O` of
/// castling, the files and the signs stay.
pub fn local_san(san: &str, letter: impl Fn(Role) -> Option<char>) -> String {
    san.chars()
        .map(|c| match Role::from_char(c) {
            Some(role) if c.is_ascii_uppercase() => letter(role).unwrap_or(c),
            _ => c,
        })
        .collect()
}

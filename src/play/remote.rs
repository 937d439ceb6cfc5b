//! An opponent far away, by telephone or video call (issue 33, point 3;
//! docs/online.md, "An opponent far away without Lichess"): `taktil play --opponent
//! remote`.
//!
//! The opponent says his move; the player types it on his keys, or someone beside him
//! on the keyboard, in any country's letters (`remote Sf3`, FIDE Law C3; read by
//! [`crate::core::written`], the scoresheet reader). taktil says the move it read in
//! the announcer's words and asks; only the confirmation (`remote yes`, or the
//! announce key) makes it count, as the input `assist move <SAN>` in English SAN,
//! journaled like any input, so the journal replays and `--resume` goes on without
//! anything new. A word that is no move, no legal move or more than one move is said
//! back with its reason, and nothing counts. The clock is the match's timekeeper's:
//! `remote clock <white> <black>` sets both times (`assist clock set ... judgement`,
//! 6.13 b / R-85).
//!
//! # The keys
//!
//! While the opponent is to move, the pad's piece keys (queen, rook, bishop, knight),
//! file keys and rank keys write his move, as a scoresheet does (`knight, file-f,
//! rank-3`: Nf3; `file-e, rank-2, file-e, rank-4`: e2e4; castling as the king's two
//! squares, `e1g1`), and the announce key reads it: taktil says the move and asks; the
//! announce key again confirms, any entry key starts the move over. The keys keep
//! their own meaning in every other session, and in this one while the player is to
//! move; the announce key with nothing written is the core's.

use shakmaty::{Position as _, san::SanPlus};

use super::engine::{Reaction, position_key};
use crate::{
    core::{
        Companion,
        input::{AssistCmd, BoardMsg, Input, Key},
        spoken::Spoken,
        written::read_move,
    },
    notice::{Notice, problem::Problem, remote::Remark},
    script,
};

/// A typed `remote ...` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteCmd {
    /// `remote <move>`: the opponent's move as written, in any letters.
    Move(String),
    /// `remote yes`: the move asked about counts.
    Yes,
    /// `remote no`: it does not.
    No,
    /// `remote clock <white> <black>`: both times as the timekeeper says them
    /// (`1:25:00`, `85m`, ...: the script's times).
    Clock {
        /// White's time, as written.
        white: String,
        /// Black's time, as written.
        black: String,
    },
}

impl RemoteCmd {
    /// The command of a typed line starting with `remote` (any case), if it is one.
    pub fn from_line(line: &str) -> Option<RemoteCmd> {
        let mut words = line.split_whitespace();
        if !words.next()?.eq_ignore_ascii_case("remote") {
            return None;
        }
        let rest: Vec<&str> = words.collect();
        Some(match rest.as_slice() {
            [w] if w.eq_ignore_ascii_case("yes") => RemoteCmd::Yes,
            [w] if w.eq_ignore_ascii_case("no") => RemoteCmd::No,
            [c, white, black] if c.eq_ignore_ascii_case("clock") => {
                RemoteCmd::Clock { white: (*white).to_owned(), black: (*black).to_owned() }
            }
            _ => RemoteCmd::Move(rest.join(" ")),
        })
    }
}

/// The session's side of the remote opponent: the move being written on the keys and
/// the move asked about.
#[derive(Debug, Default)]
pub struct Remote {
    /// What the keys have written so far.
    keyed: String,
    /// The move asked about (English SAN) and the position it was read in.
    asked: Option<(shakmaty::san::San, String)>,
}

impl Remote {
    /// A remote opponent, nothing asked yet.
    #[must_use]
    pub fn new() -> Remote {
        Remote::default()
    }

    /// An input of the session before the core sees it: a key that writes or confirms
    /// the opponent's move is taken here (`Some`, with what it brings); every other
    /// input is the core's (`None`).
    pub fn input(&mut self, input: &Input, core: &Companion) -> Option<Vec<Reaction>> {
        let Input::Board { msg: BoardMsg::Key(key), .. } = input else { return None };
        let key = *key;
        if key == Key::Announce && self.asked.is_some() {
            return Some(self.confirm(core));
        }
        if !their_move(core) {
            return None;
        }
        let letter = match key {
            // A figurine: every set of letters reads it as the same piece (C3).
            Key::Queen => '♕',
            Key::Rook => '♖',
            Key::Bishop => '♗',
            Key::Knight => '♘',
            Key::File(f) => f.char(),
            Key::Rank(r) => r.char(),
            Key::Announce if !self.keyed.is_empty() => {
                let word = std::mem::take(&mut self.keyed);
                return Some(self.read(&word, core));
            }
            _ => return None,
        };
        // A new entry drops the move asked about.
        self.asked = None;
        self.keyed.push(letter);
        Some(Vec::new())
    }

    /// A typed `remote ...` line.
    pub fn command(&mut self, cmd: RemoteCmd, core: &Companion) -> Vec<Reaction> {
        match cmd {
            RemoteCmd::Move(word) => {
                self.keyed.clear();
                if !their_move(core) {
                    self.asked = None;
                    return vec![said(Remark::NotTheirMove)];
                }
                self.read(&word, core)
            }
            RemoteCmd::Yes => self.confirm(core),
            RemoteCmd::No => {
                self.keyed.clear();
                match self.asked.take() {
                    Some(_) => vec![said(Remark::Dropped)],
                    None => vec![said(Remark::NothingToConfirm)],
                }
            }
            RemoteCmd::Clock { white, black } => clock(&white, &black),
        }
    }

    /// Reads a written move: asks about it, or says why it is none.
    fn read(&mut self, word: &str, core: &Companion) -> Vec<Reaction> {
        let pos = core.position();
        match read_move(pos, word) {
            Ok(m) => {
                let spoken = Spoken {
                    by: pos.turn(),
                    san: SanPlus::from_move(pos.clone(), m),
                    en_passant: m.is_en_passant(),
                    from: m.from().unwrap_or(m.to()),
                };
                self.asked = Some((spoken.san.san, position_key(core)));
                vec![said(Remark::Confirm(spoken))]
            }
            Err(why) => {
                self.asked = None;
                vec![said(Remark::Unread { word: word.trim().to_owned(), why })]
            }
        }
    }

    /// The move asked about counts, if it is still the position it was read in.
    fn confirm(&mut self, core: &Companion) -> Vec<Reaction> {
        self.keyed.clear();
        match self.asked.take() {
            Some((san, key)) if key == position_key(core) && their_move(core) => {
                vec![Reaction::Input(Input::Assist(AssistCmd::Move(san)))]
            }
            _ => vec![said(Remark::NothingToConfirm)],
        }
    }
}

/// Whether the opponent (the side the blind player does not play) is to move in a
/// game that goes on.
fn their_move(core: &Companion) -> bool {
    core.outcome().is_none() && !core.position().is_game_over() && core.position().turn() != core.settings().blind
}

/// A `remote` line in a session without a remote opponent: a problem for the
/// assistant's screen.
#[must_use]
pub fn none() -> Vec<Reaction> {
    let error = "no remote opponent in this session: start it with --opponent remote".to_owned();
    vec![Reaction::Problem(Problem::Input { line: "remote".to_owned(), error })]
}

/// A sentence said.
fn said(said: Remark) -> Reaction {
    Reaction::Notice(Notice::Remote(said))
}

/// Both clocks as the timekeeper says them: two `assist clock set` inputs, read as
/// typed script lines are (6.13 b: the arbiter, here the match's timekeeper, sets the
/// clock).
fn clock(white: &str, black: &str) -> Vec<Reaction> {
    let lines = [
        format!("assist clock set white {} judgement", units(white)),
        format!("assist clock set black {} judgement", units(black)),
    ];
    let mut inputs = Vec::with_capacity(2);
    for line in lines {
        match script::parse_input(&line) {
            Ok(Some(input)) => inputs.push(Reaction::Input(input)),
            Ok(None) => {}
            Err(e) => {
                // Neither time is set when one cannot be read.
                let line = format!("remote clock {white} {black}");
                return vec![Reaction::Problem(Problem::Input { line, error: e.to_string() })];
            }
        }
    }
    inputs
}

/// A time as a clock shows it (`1:25:00`, `25:30`: hours, minutes, seconds) in the
/// script's units (`1h25m0s`); any other text as it is.
fn units(time: &str) -> String {
    let parts: Option<Vec<u64>> = time.split(':').map(|p| p.parse::<u64>().ok()).collect();
    match parts.as_deref() {
        Some([h, m, s]) => format!("{h}h{m}m{s}s"),
        Some([m, s]) => format!("{m}m{s}s"),
        _ => time.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;
    use crate::core::{input::Device, settings::Settings};

    fn core(blind: Color) -> Companion {
        Companion::new(Settings { blind, ..Settings::default() })
    }

    fn key(key: Key) -> Input {
        Input::Board { device: Device::Pad, msg: BoardMsg::Key(key), seq: None }
    }

    fn shown(reactions: &[Reaction]) -> Vec<String> {
        reactions
            .iter()
            .map(|r| match r {
                Reaction::Input(Input::Assist(AssistCmd::Move(san))) => format!("move {san}"),
                Reaction::Input(other) => format!("input {other:?}"),
                Reaction::Notice(n) => n.to_string(),
                Reaction::Problem(p) => format!("problem {p:?}"),
            })
            .collect()
    }

    #[test]
    fn lines_are_read() {
        assert_eq!(RemoteCmd::from_line("remote Sf3"), Some(RemoteCmd::Move("Sf3".into())));
        assert_eq!(RemoteCmd::from_line(" Remote YES "), Some(RemoteCmd::Yes));
        assert_eq!(RemoteCmd::from_line("remote no"), Some(RemoteCmd::No));
        assert_eq!(
            RemoteCmd::from_line("remote clock 1:25:00 1:20:30"),
            Some(RemoteCmd::Clock { white: "1:25:00".into(), black: "1:20:30".into() })
        );
        assert_eq!(RemoteCmd::from_line("engine hint"), None);
    }

    #[test]
    fn a_typed_move_counts_only_when_confirmed() {
        // The blind player plays Black: White, far away, is to move.
        let core = core(Color::Black);
        let mut remote = Remote::new();
        assert_eq!(shown(&remote.command(RemoteCmd::Move("Sf3".into()), &core)), ["remote confirm Nf3"]);
        assert_eq!(shown(&remote.command(RemoteCmd::No, &core)), ["remote dropped"]);
        assert_eq!(shown(&remote.command(RemoteCmd::Yes, &core)), ["remote nothing-to-confirm"]);
        assert_eq!(shown(&remote.command(RemoteCmd::Move("Sf3".into()), &core)), ["remote confirm Nf3"]);
        assert_eq!(shown(&remote.command(RemoteCmd::Yes, &core)), ["move Nf3"]);
    }

    #[test]
    fn a_move_that_is_none_is_said_back_with_its_reason() {
        let core = core(Color::Black);
        let mut remote = Remote::new();
        assert_eq!(shown(&remote.command(RemoteCmd::Move("Sf4".into()), &core)), ["remote unread Sf4 illegal"]);
        assert_eq!(shown(&remote.command(RemoteCmd::Move("Xy".into()), &core)), ["remote unread Xy unreadable"]);
        assert_eq!(shown(&remote.command(RemoteCmd::Yes, &core)), ["remote nothing-to-confirm"]);
        // The player's own move is not the opponent's.
        let mine = super::tests::core(Color::White);
        assert_eq!(shown(&remote.command(RemoteCmd::Move("e4".into()), &mine)), ["remote not-their-move"]);
    }

    #[test]
    fn the_keys_write_the_move_and_announce_reads_and_confirms_it() {
        let core = core(Color::Black);
        let mut remote = Remote::new();
        for k in [Key::Knight, Key::File(shakmaty::File::F), Key::Rank(shakmaty::Rank::Third)] {
            assert_eq!(remote.input(&key(k), &core), Some(Vec::new()));
        }
        assert_eq!(shown(&remote.input(&key(Key::Announce), &core).expect("taken")), ["remote confirm Nf3"]);
        assert_eq!(shown(&remote.input(&key(Key::Announce), &core).expect("taken")), ["move Nf3"]);
        // By squares: e2e4.
        use shakmaty::{File::E, Rank::*};
        for k in [Key::File(E), Key::Rank(Second), Key::File(E), Key::Rank(Fourth)] {
            remote.input(&key(k), &core);
        }
        assert_eq!(shown(&remote.input(&key(Key::Announce), &core).expect("taken")), ["remote confirm e4"]);
        // Other keys are the core's; announce with nothing written too.
        let mut fresh = Remote::new();
        assert_eq!(fresh.input(&key(Key::Time), &core), None);
        assert_eq!(fresh.input(&key(Key::Announce), &core), None);
        // On the player's own move every key is the core's.
        let mine = super::tests::core(Color::White);
        assert_eq!(fresh.input(&key(Key::File(E)), &mine), None);
    }

    #[test]
    fn the_timekeepers_times_set_both_clocks() {
        let reactions = clock("1:25:00", "1:20:30");
        assert_eq!(reactions.len(), 2);
        assert!(matches!(&reactions[0], Reaction::Input(Input::Assist(AssistCmd::Clock(_)))));
        assert!(matches!(clock("soon", "1:00:00").as_slice(), [Reaction::Problem(_)]));
        assert_eq!(units("1:25:00"), "1h25m0s");
        assert_eq!(units("25:30"), "25m30s");
        assert_eq!(units("85m"), "85m");
        assert_eq!(units("1::2"), "1::2");
    }
}

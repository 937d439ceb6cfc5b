//! The outputs the core has decided and the shell has not taken yet, oldest first.
//!
//! There is one outbox per [`crate::core::Companion`]. It lends it (`&mut`) to each of
//! its parts in turn, so every output lands in the order it was decided, whichever
//! part decided it: the golden transcripts compare that order.

use std::collections::VecDeque;

use crate::core::{
    msg::Msg,
    output::{Output, Timed},
    time::Timestamp,
};

/// The queue of decided outputs.
#[derive(Clone, Debug, Default)]
pub struct Outbox {
    queue: VecDeque<Timed>,
}

impl Outbox {
    /// Queues an output decided at `t`.
    #[inline]
    pub fn push(&mut self, t: Timestamp, output: Output) {
        self.queue.push_back(Timed { t, output });
    }

    /// Queues words for the blind player ([`Output::Say`]).
    #[inline]
    pub fn say(&mut self, t: Timestamp, msg: Msg) {
        self.push(t, Output::Say(msg));
    }

    /// Queues words for the assistant's and arbiter's log ([`Output::Note`]).
    #[inline]
    pub fn note(&mut self, t: Timestamp, msg: Msg) {
        self.push(t, Output::Note(msg));
    }

    /// The oldest output not taken yet.
    #[inline]
    pub fn pop(&mut self) -> Option<Timed> {
        self.queue.pop_front()
    }

    /// Takes every output, as transcript lines (for the parts' unit tests).
    #[cfg(test)]
    pub fn lines(&mut self) -> Vec<String> {
        self.queue.drain(..).map(|t| t.to_string()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outputs_come_out_in_the_order_they_were_decided() {
        let mut out = Outbox::default();
        out.note(Timestamp(5), Msg::NoFlag);
        out.say(Timestamp(3), Msg::NoMove);
        out.push(Timestamp(4), Output::LowTime { color: shakmaty::Color::White });
        assert_eq!(out.pop().map(|t| t.t), Some(Timestamp(5)));
        assert_eq!(out.lines(), ["@3 say no-move", "@4 low-time white"]);
        assert_eq!(out.pop(), None);
    }
}

//! The sequence numbers of each device's lines (TBP/1 `#<n>`): a gap means lines were
//! lost, and the board is asked for a snapshot (`docs/board-protocol.md`).
//!
//! A small part of the companion with one question: did this line follow the last
//! one from its device? Lines without a number are not checked, and the assistant's
//! commands have none.

use crate::core::input::Device;

/// The last sequence number seen from each device that numbers its lines.
#[derive(Clone, Debug, Default)]
pub struct Sequence {
    /// Tactile board, sighted board, pad.
    last: [Option<u32>; 3],
}

impl Sequence {
    /// Notes `seq` from `device`. `true` if lines were lost since its last one.
    pub fn gap(&mut self, device: Device, seq: Option<u32>) -> bool {
        let slot = match device {
            Device::Tactile => 0,
            Device::Sighted => 1,
            Device::Pad => 2,
            Device::Assist => return false,
        };
        let Some(seq) = seq else { return false };
        let gap = self.last[slot].is_some_and(|last| seq != last.wrapping_add(1));
        self.last[slot] = Some(seq);
        gap
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_skipped_number_is_a_gap_once() {
        let mut seq = Sequence::default();
        assert!(!seq.gap(Device::Tactile, Some(7)), "the first number starts the count");
        assert!(!seq.gap(Device::Tactile, Some(8)));
        assert!(seq.gap(Device::Tactile, Some(10)));
        assert!(!seq.gap(Device::Tactile, Some(11)), "counting goes on from the new number");
        assert!(!seq.gap(Device::Tactile, None), "an unnumbered line is not checked");
        assert!(!seq.gap(Device::Tactile, Some(12)));
    }

    #[test]
    fn each_device_counts_on_its_own_and_wraps() {
        let mut seq = Sequence::default();
        assert!(!seq.gap(Device::Sighted, Some(u32::MAX)));
        assert!(!seq.gap(Device::Pad, Some(3)));
        assert!(!seq.gap(Device::Sighted, Some(0)), "the number wraps around");
        assert!(!seq.gap(Device::Pad, Some(4)));
        assert!(!seq.gap(Device::Assist, Some(99)));
        assert!(!seq.gap(Device::Assist, Some(5)), "the assistant's commands are not numbered");
    }
}

//! Earcons: short synthesized sounds for events that need no words (in progress).

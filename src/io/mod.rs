//! Device adapters: speech and sound (in progress).

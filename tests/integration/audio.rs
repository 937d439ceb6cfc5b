//! Real speech and sound through Speech Dispatcher, espeak-ng and cpal (in progress).

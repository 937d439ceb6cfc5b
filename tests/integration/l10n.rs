//! The announcer in every locale and vocabulary (in progress).

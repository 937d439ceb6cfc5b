//! Shared helpers of the integration tests.

use std::path::PathBuf;

/// `shared/data/games`, beside the project (CI clones the project next to `shared/`).
pub fn games_dir() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for candidate in [here.join("../shared/data/games"), here.join("data/games")] {
        if candidate.is_dir() {
            return candidate;
        }
    }
    panic!("the game collection is missing: expected ../shared/data/games beside the project");
}

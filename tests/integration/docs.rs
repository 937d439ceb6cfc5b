//! The documents that describe the build say what the build is (issue 27, point 5):
//! the features listed in `src/lib.rs` and `docs/architecture.md` are those of
//! `Cargo.toml`.

use std::{collections::BTreeSet, fs, path::Path};

fn read(path: &str) -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).expect(path)
}

/// The features of `Cargo.toml` (`default` left out).
fn features() -> BTreeSet<String> {
    let manifest = read("Cargo.toml");
    let section = manifest.split("\n[features]\n").nth(1).expect("a [features] table");
    let section = section.split("\n[").next().unwrap_or(section);
    section
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(name, _)| name.trim().to_owned()))
        .filter(|name| !name.starts_with('#') && name != "default")
        .collect()
}

#[test]
fn the_features_the_docs_list_are_those_of_the_build() {
    let features = features();
    assert!(features.contains("speech") && features.contains("louis"), "{features:?}");
    // src/lib.rs: one bullet per feature, `- `name`: ...`, under "# Feature flags".
    let lib = read("src/lib.rs");
    let flags = lib.split("//! # Feature flags").nth(1).expect("a Feature flags section");
    let flags = flags.split("//! # ").next().unwrap_or(flags);
    let listed: BTreeSet<String> = flags
        .lines()
        .filter_map(|l| l.strip_prefix("//! - `")?.split_once("`:").map(|(name, _)| name.to_owned()))
        .collect();
    assert_eq!(listed, features, "src/lib.rs lists these features");
    // docs/architecture.md: the Features rule names each one.
    let arch = read("docs/architecture.md");
    let rule = arch.split("- **Features.**").nth(1).expect("a Features rule");
    let rule = rule.split("\n- **").next().unwrap_or(rule);
    let missing: Vec<&String> = features.iter().filter(|f| !rule.contains(&format!("`{f}`"))).collect();
    assert!(missing.is_empty(), "docs/architecture.md does not name {missing:?}");
}

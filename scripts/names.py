#!/usr/bin/env python3
"""One meaning per name (issue 27, point 4): no two public types of src/ (`pub struct`,
`pub enum`, `pub trait`, `pub type`) have the same name. CI runs it; it exits 1 and
prints each name defined more than once, with where.

    python3 scripts/names.py [SRC]

The one exception is a type written twice for two builds, one file per `cfg`: the
same type, so the same name. Those pairs are listed in CFG_ALTERNATIVES below, with
their files; a third definition, or the name in another file, is still reported.
"""
import os
import re
import sys
from collections import defaultdict

src = sys.argv[1] if len(sys.argv) > 1 else "src"

# The same type in a build with its feature and in a build without it: one file is
# compiled, never both (the `mod` lines under `#[cfg]` in the parent module).
CFG_ALTERNATIVES = {
    # Speech Dispatcher, or nothing without the `speech` feature (src/io/speech/mod.rs).
    "Speaker": {"io/speech/speaker.rs", "io/speech/speaker_unbuilt.rs"},
    # A BrlAPI connection, or none without the `brlapi` feature
    # (src/io/braille_display/mod.rs).
    "Connection": {"io/braille_display/brlapi.rs", "io/braille_display/unbuilt.rs"},
    # The session's signals on Unix, or the console's control events on Windows
    # (src/play/signals.rs, issue 30).
    "Watch": {"play/signals/unix.rs", "play/signals/windows.rs"},
}

DEFINITION = re.compile(r"^\s*pub (?:struct|enum|trait|type) ([A-Za-z0-9_]+)", re.M)

defined = defaultdict(list)
for d, _, files in os.walk(src):
    for f in sorted(files):
        if f.endswith(".rs"):
            path = os.path.join(d, f)
            text = open(path, encoding="utf-8").read()
            for m in DEFINITION.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                defined[m.group(1)].append((os.path.relpath(path, src), line))

clashes = {
    name: places
    for name, places in defined.items()
    if len(places) > 1 and {p for p, _ in places} != CFG_ALTERNATIVES.get(name)
}
for name in sorted(clashes):
    print(f"{name}: " + ", ".join(f"src/{p}:{line}" for p, line in clashes[name]))
print(f"public type names: {len(defined)}, defined more than once: {len(clashes)}")
sys.exit(1 if clashes else 0)

#!/usr/bin/env python3
"""The shape of taktil's source, for closing notes: the largest files, the longest
functions and the lines of src/main.rs. (The import circles and layers of src/ are
scripts/layers.py's.)

    python3 scripts/shape.py [SRC]

Functions are found by their `fn` line and end at the first line at the same indent
that closes them (rustfmt's layout); test modules and `tests.rs` files are left out.
"""
import os
import re
import sys

src = sys.argv[1] if len(sys.argv) > 1 else "src"


def rust_files(root):
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".rs"):
                yield os.path.join(d, f)


def is_test_file(path):
    name = os.path.basename(path)
    return name == "tests.rs" or name.endswith("_tests.rs")


def functions(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    out = []
    in_tests = None
    for i, line in enumerate(lines):
        stripped = line.lstrip()
        indent = len(line) - len(stripped)
        if in_tests is not None:
            if line.startswith(" " * in_tests + "}") and len(line) - len(line.lstrip()) == in_tests:
                in_tests = None
            continue
        if stripped.startswith("mod tests") and i > 0 and "cfg(test)" in lines[i - 1]:
            in_tests = indent
            continue
        m = re.match(r"(pub(\([^)]*\))? )?(const )?(async )?(unsafe )?fn (\w+)", stripped)
        if not m or stripped.endswith(";"):
            continue
        # Find the opening brace, then the closing line at the same indent.
        j = i
        while j < len(lines) and "{" not in lines[j]:
            j += 1
        if j < len(lines) and lines[j].rstrip().endswith("}") and j == i:
            out.append((1, m.group(6), i + 1))
            continue
        k = j + 1
        while k < len(lines):
            l = lines[k]
            if l.strip() and len(l) - len(l.lstrip()) == indent and l.lstrip().startswith("}"):
                break
            k += 1
        out.append((k - i + 1, m.group(6), i + 1))
    return out


def main():
    files = sorted(rust_files(src))
    sizes = sorted(((sum(1 for _ in open(f, encoding="utf-8")), f) for f in files), reverse=True)
    print("largest files (lines):")
    for n, f in sizes[:5]:
        print(f"  {n:5}  {f}")
    fns = []
    for f in files:
        if is_test_file(f):
            continue
        for n, name, line in functions(f):
            fns.append((n, f"{f}:{line} {name}"))
    fns.sort(reverse=True)
    print("longest functions (lines, tests left out):")
    for n, where in fns[:5]:
        print(f"  {n:5}  {where}")
    main_rs = os.path.join(src, "main.rs")
    if os.path.exists(main_rs):
        print(f"src/main.rs: {sum(1 for _ in open(main_rs, encoding='utf-8'))} lines")
    # The import circles of all of src/ (the core's included) and the layers are
    # scripts/layers.py's, which CI runs.


main()

#!/usr/bin/env python3
"""The shape of taktil's source, for closing notes: the largest files, the longest
functions, the lines of src/main.rs, and the import cycles between the modules of
src/core (a module "uses" another when it names it in a `use crate::core::...` or
`super::` path, or as `crate::core::x::`).

    python3 scripts/shape.py [SRC]

Functions are found by their `fn` line and end at the first line at the same indent
that closes them (rustfmt's layout); test modules and `tests.rs` files are left out.
"""
import os
import re
import sys
from collections import defaultdict

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


def core_module(path):
    rel = os.path.relpath(path, os.path.join(src, "core"))
    if rel.startswith(".."):
        return None
    parts = rel[:-3].split(os.sep)
    if parts[-1] == "mod":
        parts = parts[:-1]
    return parts[0] if parts else "mod"


def core_uses(path, me):
    text = open(path, encoding="utf-8").read()
    # Drop test modules' imports: they are not part of the build's module graph.
    text = re.split(r"#\[cfg\(test\)\]\s*mod tests\s*\{", text)[0]
    used = set()
    for m in re.finditer(r"crate::core::\{([^;]*)\}", text, re.S):
        for name in re.findall(r"(?:^|[,{\s])(\w+)(?=::|\s*[,}]|\s*$)", m.group(1)):
            used.add(name)
    for m in re.finditer(r"crate::core::(\w+)", text):
        used.add(m.group(1))
    for m in re.finditer(r"\bsuper::(\w+)", text):
        if me != "mod":
            used.add(m.group(1))
    for m in re.finditer(r"\bsuper::\{([^;]*)\}", text, re.S):
        for name in re.findall(r"(?:^|[,{\s])(\w+)(?=::|\s*[,}])", m.group(1)):
            used.add(name)
    return used


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
    modules = {}
    for f in files:
        m = core_module(f)
        if m is None or is_test_file(f):
            continue
        modules.setdefault(m, set()).update(core_uses(f, m))
    graph = defaultdict(set)
    for m, used in modules.items():
        for u in used:
            if u in modules and u != m and u != "mod":
                graph[m].add(u)
    # Every pair or longer cycle, found by strongly connected components (Tarjan).
    index, low, stack, on, sccs = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                sccs.append(sorted(comp))

    for v in sorted(modules):
        if v not in index:
            visit(v)
    pairs = sorted({tuple(sorted((a, b))) for a in graph for b in graph[a] if a in graph[b]})
    print(f"src/core import cycles: {len(sccs)} tangled groups, {len(pairs)} two-way pairs")
    for c in sccs:
        print("  group: " + ", ".join(c))
    for a, b in pairs:
        print(f"  {a} <-> {b}")


main()

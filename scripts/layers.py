#!/usr/bin/env python3
"""The import graph of taktil's modules, checked: no import circle anywhere in src/,
and no import from a lower layer to a higher one (issue 27). CI runs it; it exits 1
on either and prints what it found.

    python3 scripts/layers.py [--graph] [SRC]

A module is a file (`src/play/live.rs` is `play::live`, `src/core/mod.rs` is `core`).
A module uses another when it names it in a `use` tree or a path: `crate::a::b`,
`super::x`, `self::x`, `taktil::...` never (that is the binary's view). Test code
(`#[cfg(test)] mod tests { ... }` and `tests.rs` files) is left out: tests may reach
anywhere. A module and the modules inside it (a parent and its children) are one
unit: a parent declares and re-exports its children, and a child uses its parent's
items; circles are counted between modules that are not inside one another.

The layers, lowest first: a module may use its own layer and those below it. Each
top-level module (or a folder of one) is in one layer (LAYERS below).
"""
import os
import re
import sys
from collections import defaultdict

args = [a for a in sys.argv[1:] if not a.startswith("--")]
src = args[0] if args else "src"
show_graph = "--graph" in sys.argv

# Lowest first. A module may use its own layer and the layers below it.
LAYERS = [
    # The rules: pure, time and inputs in, outputs out.
    ["core"],
    # The shell's own words and the written forms of inputs: data, no rendering.
    ["notice", "textfile", "tbp", "pgn", "earcon"],
    # Every word a person hears, rendered.
    ["l10n"],
    # Session scripts (their vocabulary settings are the announcer's); what is shown
    # and said, rendered once; the journal; the offline shells; the configuration.
    ["script", "item", "journal", "replay", "evidence", "announce", "export", "synth", "config", "publish"],
    # The adapters: the only code that touches a device.
    ["io"],
    # The live session and what shows or says it; the review (an engine through io).
    ["voice", "view", "play", "review"],
    # The commands and the command line.
    ["cli", "cmd"],
    # The crate's roots.
    ["lib", "main"],
]
LAYER = {name: i for i, names in enumerate(LAYERS) for name in names}


def rust_files(root):
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".rs"):
                yield os.path.join(d, f)


def module_of(path):
    rel = os.path.relpath(path, src)[:-3].split(os.sep)
    if rel[-1] == "mod":
        rel = rel[:-1]
    if rel in (["lib"], ["main"]):
        return rel[0]
    return "::".join(rel)


def strip_tests(text):
    # Cut `#[cfg(test)] mod tests { ... }` (brace-matched) and `#[cfg(test)] mod x;`.
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod \w+\s*(\{|;)", text):
        if m.start() < i:
            continue
        out.append(text[i:m.start()])
        if m.group(3) == ";":
            i = m.end()
            continue
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        i = j
    out.append(text[i:])
    text = "".join(out)
    # Comments, doc comments included (they name modules in links only).
    return re.sub(r"//[^\n]*", "", text)


def expand(tree):
    """The paths of a use tree: `a::{b, c::{d, e}}` -> a::b, a::c::d, a::c::e."""
    tree = re.sub(r"\s+", "", tree)
    m = re.match(r"^(.*?)\{(.*)\}$", tree)
    if not m:
        return [re.sub(r"as\w+$", "", tree)]
    prefix, inner = m.group(1), m.group(2)
    parts, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += {"{": 1, "}": -1}.get(ch, 0)
        cur += ch
    parts.append(cur)
    return [p for part in parts if part for p in expand(prefix + part)]


def resolve(path, me, modules):
    """The module a path names, from module `me`: its longest known prefix."""
    parts = [p for p in path.split("::") if p]
    if not parts:
        return None
    here = me.split("::") if me not in ("lib", "main") else []
    if parts[0] == "crate":
        parts = parts[1:]
    elif parts[0] == "self":
        parts = here + parts[1:]
    elif parts[0] == "super":
        base = here
        while parts and parts[0] == "super":
            base = base[:-1]
            parts = parts[1:]
        parts = base + parts
    else:
        return None
    for n in range(len(parts), 0, -1):
        name = "::".join(parts[:n])
        if name in modules:
            # An item the module re-exports from a child names the child.
            if n < len(parts) and parts[n] in reexports.get(name, {}):
                return reexports[name][parts[n]]
            return name
    return None


def reexports_of(path, me, modules):
    """The items a module re-exports (`pub use self::x::Item`), each with the module
    that defines it."""
    text = strip_tests(open(path, encoding="utf-8").read())
    out = {}
    for m in re.finditer(r"\bpub(?:\([^)]*\))?\s+use\s+([^;]+);", text):
        for p in expand(m.group(1)):
            name = p.split("::")[-1]
            target = p if p.split("::")[0] in ("crate", "self", "super") else "self::" + p
            saved = reexports.pop(me, None)
            module = resolve(target, me, modules)
            if saved is not None:
                reexports[me] = saved
            if module is not None and module != me:
                out[name] = module
    return out


def uses(path, me, modules):
    text = strip_tests(open(path, encoding="utf-8").read())
    found = set()
    for m in re.finditer(r"\buse\s+([^;]+);", text):
        for p in expand(m.group(1)):
            found.add(resolve(p, me, modules))
    for m in re.finditer(r"\b((?:crate|super|self)(?:::\w+)+)", text):
        found.add(resolve(m.group(1), me, modules))
    found.discard(None)
    found.discard(me)
    return found


def inside(a, b):
    """Whether module a is b or inside it."""
    return a == b or a.startswith(b + "::")


def top(m):
    return m.split("::")[0]


files = sorted(f for f in rust_files(src) if os.path.basename(f) != "tests.rs" and not f.endswith("_tests.rs"))
modules = {module_of(f): f for f in files}
reexports = {}
for m, f in modules.items():
    reexports[m] = reexports_of(f, m, modules)
graph = defaultdict(set)
for m, f in modules.items():
    for u in uses(f, m, modules):
        if not inside(m, u) and not inside(u, m):
            graph[m].add(u)

# Circles: strongly connected groups (Tarjan), iteratively.
index, low, on, stack, groups = {}, {}, set(), [], []
for root in sorted(modules):
    if root in index:
        continue
    work = [(root, iter(sorted(graph[root])))]
    index[root] = low[root] = len(index)
    stack.append(root)
    on.add(root)
    while work:
        v, it = work[-1]
        w = next(it, None)
        if w is not None:
            if w not in index:
                index[w] = low[w] = len(index)
                stack.append(w)
                on.add(w)
                work.append((w, iter(sorted(graph[w]))))
            elif w in on:
                low[v] = min(low[v], index[w])
            continue
        work.pop()
        if work:
            low[work[-1][0]] = min(low[work[-1][0]], low[v])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

unplaced = sorted({top(m) for m in modules} - set(LAYER))
uphill = sorted(
    (m, u)
    for m in graph
    for u in graph[m]
    if top(m) in LAYER and top(u) in LAYER and LAYER[top(u)] > LAYER[top(m)]
)

if show_graph:
    for m in sorted(graph):
        print(f"{m} -> {', '.join(sorted(graph[m]))}")
print(f"modules: {len(modules)}, import arrows: {sum(len(v) for v in graph.values())}")
print(f"import circles: {len(groups)}")
for g in groups:
    cyc = [f"{a} -> {b}" for a in g for b in sorted(graph[a]) if b in g]
    print("  circle: " + ", ".join(g))
    for c in cyc:
        print("    " + c)
print(f"uphill arrows: {len(uphill)}")
for m, u in uphill:
    print(f"  {m} (layer {LAYER[top(m)]}) -> {u} (layer {LAYER[top(u)]})")
if unplaced:
    print("modules in no layer: " + ", ".join(unplaced))
sys.exit(1 if groups or uphill or unplaced else 0)

#!/usr/bin/env python3
"""The moderator's layers, measured. Run from the repository's root:
`python3 contrib/layers.py [--list]` (`--list` names every finding, not only the counts).

What it reports (docs/architecture.md, "Measured shape", quotes it):
- rooms: the files and folders directly under src/moderator; an arrow A -> B when a file of A
  names a module of B in a path (`use crate::moderator::b::..`, `super::b`); the arrows that
  run back up are those inside a circle of rooms (A reaches B and B reaches A); and the
  circles of imports between the files of src/moderator;
- calls between the flows (the structs of `LAYERS` below): a method of one calling a method of
  another (`self.notify.queue(..)`, or before issue 65 `self.notify().queue(..)`); the calls
  that reach a flow of a higher layer; the pairs of flows that call each other; and the cycles
  of calls between methods of one layer (a method reaching itself through others);
- functions in src over 100 and over 150 lines; files in tests/ over 500 lines.

The layers, bottom to top (a flow may call those of its own layer below it in this table and
any of a lower layer; the compiler enforces it in `src/moderator/layers.rs`, this counts it).
"""

import os
import re
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shape import circles, code, imports, module_of, sources  # noqa: E402

# layer number, then the flows in it in the order they may call each other (lowest first)
LAYERS = {
    "Notify": (1, 0),
    "Outbox": (1, 1),
    "Records": (2, 0),
    "Play": (2, 1),
    "Admin": (2, 2),
    "Tournaments": (3, 0),
    "Lobby": (3, 1),
    "Intake": (3, 2),
    "Rounds": (3, 3),
}
# How a flow names another: its field (or, before issue 65, its accessor). Before issue 65
# `Rounds` was the game operations' flow (what `Play` is now) and the tick was among its
# methods: measured then with `"Rounds": (2, 1)` and `NAMES["rounds"] = "Rounds"`.
NAMES = {name.lower(): name for name in LAYERS}
ROOT = "src/moderator"
LIST = "--list" in sys.argv


def strip(line):
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(\\.|[^'\\])'", "''", line)
    return line.split("//")[0]


def room(path):
    rest = path[len(ROOT) + 1:]
    return rest.split("/")[0].removesuffix(".rs") if "/" in rest or rest != "mod.rs" else "mod"


def rooms_and_imports():
    texts = {p: open(p, encoding="utf-8").read() for p in sources("src")}
    files = {module_of(p): p for p in texts}
    ours = [p for p in texts if p.startswith(ROOT + "/")]
    graph = {p: {q for q in imports(p, code(texts[p]), files) if q.startswith(ROOT + "/")}
             for p in ours}
    arrows = defaultdict(set)
    for p, qs in graph.items():
        for q in qs:
            if room(p) != room(q) and "mod" not in (room(p), room(q)):
                arrows[room(p)].add(room(q))
    for r in {room(p) for p in ours}:
        arrows.setdefault(r, set())
    groups = circles(arrows)
    back = sorted((a, b) for g in groups for a in g for b in arrows[a] if b in g)
    return back, groups, circles(graph)


def impl_blocks():
    """(flow, method, body lines) of every method in an `impl Flow` block of src/moderator."""
    for path in sources(ROOT):
        text = open(path, encoding="utf-8").read().split("#[cfg(test)]")[0]
        flow, depth, method, body = None, 0, None, []
        for line in text.split("\n"):
            s = strip(line)
            m = re.match(r"impl(<[^>]*>)?\s+(\w+)(<[^>]*>)?\s*\{", s)
            if m and depth == 0 and m.group(2) in LAYERS:
                flow = m.group(2)
            f = re.match(r"\s*(pub(\([^)]*\))?\s+)?fn\s+(\w+)", s)
            if flow and f and depth == 1:
                if method:
                    yield flow, method, body, path
                method, body = f.group(3), []
            if flow and method:
                body.append(s)
            depth += s.count("{") - s.count("}")
            if depth == 0 and flow:
                if method:
                    yield flow, method, body, path
                flow, method, body = None, None, []


def calls():
    defined = defaultdict(set)
    bodies = []
    for flow, method, body, path in impl_blocks():
        defined[flow].add(method)
        bodies.append((flow, method, body, path))
    owner = {}
    for flow, methods in defined.items():
        for m in methods:
            owner.setdefault(m, set()).add(flow)
    edges = []  # (from flow, method, to flow, method, path)
    for flow, method, body, path in bodies:
        text = " ".join(body)
        for m in re.finditer(r"\bself\.(\w+)(?:\(\))?\s*\.\s*(\w+)\s*\(", text):
            target = NAMES.get(m.group(1))
            if target and target != flow:
                edges.append((flow, method, target, m.group(2), path))
        for m in re.finditer(r"\bself\.(\w+)\s*\(", text):
            if m.group(1) in defined[flow]:
                edges.append((flow, method, flow, m.group(1), path))
    return edges


def method_cycles(edges):
    graph = defaultdict(set)
    for a, am, b, bm, _ in edges:
        if LAYERS[a][0] == LAYERS[b][0]:
            graph[(a, am)].add((b, bm))
    for v in list(graph):
        for w in graph[v]:
            graph.setdefault(w, set())
    found = [g for g in circles(graph)]
    found += [[v] for v in graph if v in graph[v]]
    return found


def long_functions(root="src"):
    out = []
    for path in sources(root):
        lines = open(path, encoding="utf-8").read().split("\n")
        i = 0
        while i < len(lines):
            m = re.match(r"\s*(pub(\([^)]*\))?\s+)?(const\s+)?(async\s+)?(unsafe\s+)?fn\s+(\w+)",
                         lines[i])
            if not m:
                i += 1
                continue
            depth, started, j = 0, False, i
            while j < len(lines):
                s = strip(lines[j])
                for ch in s:
                    if ch == "{":
                        depth += 1
                        started = True
                    elif ch == "}":
                        depth -= 1
                if started and depth <= 0:
                    break
                if not started and s.rstrip().endswith(";"):
                    break
                j += 1
            if j - i + 1 > 100:
                out.append((j - i + 1, path, m.group(6)))
            i = j + 1 if started else i + 1
    return sorted(out, reverse=True)


def long_tests():
    out = []
    for folder, _, names in os.walk("tests"):
        for name in names:
            if name.endswith(".rs"):
                p = os.path.join(folder, name)
                n = open(p, encoding="utf-8").read().count("\n")
                if n > 500:
                    out.append((n, p))
    return sorted(out, reverse=True)


def main():
    back, groups, file_circles = rooms_and_imports()
    print(f"src/moderator: arrows back up between rooms: {len(back)}; "
          f"circles of rooms: {len(groups)}; import circles between files: {len(file_circles)}")
    if LIST:
        for g in groups:
            print("  circle: " + ", ".join(g))
        for a, b in back:
            print(f"  {a} -> {b}")
    edges = calls()
    between = [e for e in edges if e[0] != e[2]]
    up = [e for e in between if LAYERS[e[2]] > LAYERS[e[0]]]
    pairs = {tuple(sorted((a, b))) for a, _, b, _, _ in between}
    mutual = sorted(p for p in pairs if any(e[0] == p[1] and e[2] == p[0] for e in between)
                    and any(e[0] == p[0] and e[2] == p[1] for e in between))
    flows_to = defaultdict(int)
    for e in between:
        flows_to[(e[0], e[2])] += 1
    cycles = method_cycles(edges)
    print(f"flows: {len(flows_to)} directed edges, {len(between)} calls between flows; "
          f"calls up a layer or to a later flow of one: {len(up)}; pairs calling each other: "
          f"{len(mutual)}; cycles of calls within a layer: {len(cycles)}")
    if LIST:
        for (a, b), n in sorted(flows_to.items()):
            print(f"  {a} -> {b}: {n}")
        for a, am, b, bm, p in up:
            print(f"  up: {a}::{am} -> {b}::{bm} ({p})")
        for p in mutual:
            print(f"  each other: {p[0]}, {p[1]}")
        for c in cycles:
            print("  cycle: " + ", ".join(f"{a}::{m}" for a, m in c))
    fns = long_functions()
    over150 = [f for f in fns if f[0] > 150]
    ours = [f for f in fns if f[1].startswith(ROOT + "/")]
    print(f"functions in src over 100 lines: {len(fns)} ({len(ours)} in src/moderator); "
          f"over 150: {len(over150)}")
    if LIST:
        for n, p, name in fns:
            print(f"  {n} {p} {name}")
    tests = long_tests()
    print(f"test files over 500 lines: {len(tests)}")
    if LIST:
        for n, p in tests:
            print(f"  {n} {p}")


if __name__ == "__main__":
    main()

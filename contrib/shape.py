#!/usr/bin/env python3
"""The shape of robomod's source, measured: files and lines, the largest files, the files over
a limit, the methods of each type with the most of them, and the circles of imports between the
files of src/ (each file's `use crate::...` and `super::...` paths, resolved to the file that
defines the module). Run from the repository's root: `python3 contrib/shape.py [--limit 500]`.
docs/architecture.md ("Measured shape") quotes what it prints."""

import os
import re
import sys
from collections import defaultdict

LIMIT = int(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else 500


def sources(root="src"):
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".rs"):
                yield os.path.join(folder, name)


def module_of(path):
    """`src/moderator/round/mod.rs` -> ("moderator", "round")."""
    parts = path[len("src/"):-len(".rs")].split("/")
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return tuple(parts)


def code(text):
    """The text before its unit tests, without comments."""
    text = text.split("#[cfg(test)]")[0]
    return re.sub(r"//[^\n]*", "", text)


def imports(path, text, files):
    """The files of src/ that `path` names in its paths, its own module's children left out."""
    here = module_of(path)
    found = set()
    for m in re.finditer(r"\b((?:crate|super)(?:::\w+|::\{[^}]*\})+)", text):
        segments = m.group(1).split("::")
        if segments[0] == "crate":
            base, rest = (), segments[1:]
        else:
            base, rest = here[:-1], segments[1:]
            while rest and rest[0] == "super":
                base, rest = base[:-1], rest[1:]
        names = []
        if rest and rest[-1].startswith("{"):
            names = [n.strip().split("::")[0] for n in rest[-1][1:-1].split(",") if n.strip()]
            rest = rest[:-1]
        for tail in ([rest + [n] for n in names] if names else [rest]):
            target = None
            module = list(base)
            for seg in tail:
                module.append(seg)
                if tuple(module) in files:
                    target = tuple(module)
                else:
                    break
            if target and target != here and target[: len(here)] != here:
                found.add(files[target])
    return found


def circles(graph):
    """Strongly connected components of more than one file (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def home(path):
    """The part of the tree a type's name is its own in: a game's folder (each game has its
    `Position`), else the top module (`src/moderator`)."""
    parts = path.split("/")
    return "/".join(parts[:3] if parts[1] == "games" and len(parts) > 3 else parts[:2])


def methods(texts):
    """Methods per type over all its `impl Type {` blocks (trait impls left out), a type
    being its name in its home ([`home`]): the games' `Position`s are three types."""
    count, where = defaultdict(int), defaultdict(set)
    for path, text in texts.items():
        body = text.split("#[cfg(test)]")[0]
        for m in re.finditer(r"^impl(?:<[^>]*>)? (\w+)(?:<[^>]*>)? \{\n(.*?)^\}", body, re.M | re.S):
            n = len(re.findall(r"^    (?:pub(?:\([^)]*\))? )?(?:const )?fn ", m.group(2), re.M))
            name = f"{m.group(1)} ({home(path)})"
            count[name] += n
            if n:
                where[name].add(path)
    return count, where


def main():
    texts = {p: open(p, encoding="utf-8").read() for p in sources()}
    lines = {p: t.count("\n") for p, t in texts.items()}
    print(f"files: {len(texts)}, lines: {sum(lines.values())}")
    largest = sorted(lines.items(), key=lambda kv: -kv[1])
    print("largest: " + ", ".join(f"{p} {n}" for p, n in largest[:5]))
    over = [p for p, n in largest if n > LIMIT]
    print(f"over {LIMIT} lines: {len(over)}" + (": " + ", ".join(over) if over else ""))
    files = {module_of(p): p for p in texts}
    graph = {p: imports(p, code(t), files) for p, t in texts.items()}
    found = circles(graph)
    print(f"import circles: {len(found)}")
    for group in found:
        print("  " + ", ".join(group))
    count, where = methods(texts)
    top = sorted(count.items(), key=lambda kv: -kv[1])[:3]
    print("most methods: " + ", ".join(f"{t} {n} (in {len(where[t])} files)" for t, n in top))


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Draws the model's package dependency graph from the code, for docs/architecture.md.

A package P depends on Q when a main source file under P imports a class of Q or names one by its fully
qualified name outside a comment. Classes directly in org.ringscope.model count as the package "(root)".
Prints the layers (a package's layer is one more than the highest layer it depends on), any cycle, and a
Mermaid graph of the transitive reduction (an edge P -> Q is left out when another path from P reaches Q).

Run from the repository root: python3 docs/tools/package-graph.py
"""
import os
import re
import sys

ROOT = "model/src/main/java/org/ringscope/model"
NAME = re.compile(r"\borg\.ringscope\.model\.([a-z][a-z0-9_]*)(?=\.[A-Za-z])")
ROOT_CLASS = re.compile(r"\borg\.ringscope\.model\.([A-Z]\w*)")
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


def package_of(path):
    rel = os.path.relpath(path, ROOT).split(os.sep)
    return rel[0] if len(rel) > 1 else "(root)"


def main():
    deps = {}
    for folder, _, files in os.walk(ROOT):
        for f in files:
            if not f.endswith(".java"):
                continue
            path = os.path.join(folder, f)
            p = package_of(path)
            deps.setdefault(p, set())
            code = COMMENT.sub("", open(path, encoding="utf-8").read())
            for q in NAME.findall(code):
                if q != p:
                    deps[p].add(q)
            if ROOT_CLASS.search(code) and p != "(root)":
                deps[p].add("(root)")
    for q in {q for qs in deps.values() for q in qs}:
        deps.setdefault(q, set())

    reach = {}

    def reachable(p, seen=()):
        if p in reach:
            return reach[p]
        if p in seen:
            return set()
        out = set()
        for q in deps[p]:
            out.add(q)
            out |= reachable(q, seen + (p,))
        reach[p] = out
        return out

    for p in deps:
        reachable(p)
    cycles = sorted(p for p in deps if p in reach[p])

    layer = {}

    def level(p, seen=()):
        if p in layer:
            return layer[p]
        if p in seen:
            return 0
        layer[p] = 0 if not deps[p] else 1 + max(level(q, seen + (p,)) for q in deps[p])
        return layer[p]

    for p in deps:
        level(p)

    print("cycles: " + (", ".join(cycles) if cycles else "none"))
    print("edges: %d" % sum(len(v) for v in deps.values()))
    for n in range(max(layer.values()) + 1):
        print("layer %d: %s" % (n, " ".join(sorted(p for p in deps if layer[p] == n))))
    print()
    print("```mermaid")
    print("flowchart BT")
    for p in sorted(deps, key=lambda x: (-layer[x], x)):
        for q in sorted(deps[p]):
            if not any(q in reach[r] for r in deps[p] if r != q):
                print("  %s --> %s" % (p.strip("()"), q.strip("()")))
    print("```")
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Renames the nested location kinds (Location.PringSlot, …) to the top-level types of org.ringscope.model.location
(PringSlot, …) in every Java file under the given folders (default: model views app), adding the imports.

Where a simple name would clash in a file — it imports another type of that name (org.ringscope.model.vring.Pring,
java.util.Queue), declares one, or sits in a package that has one — the file names the location kind by its
qualified name, marking each code line "// qualified: clashes" as the build's import check asks. Run it from the
checkout's top folder, then `mvn -B -ntp spotless:apply` to sort the imports. Running it twice changes nothing."""
import os
import re
import sys

KINDS = ("SpineNode Vring Half Page Descriptor Packet Pring PringSlot Queue Doorbell Semaphore Event UcodeLib Segment "
         "Patch Neff NeffMember Instruction DmaEntry Memory Named Register").split()
PKG = "org.ringscope.model.location"
MARK = "// qualified: clashes"


def clashes(src, path, kind):
    if re.search(r"^import (?!%s\.)[\w.]+\.%s;" % (re.escape(PKG), kind), src, re.M):
        return True
    if re.search(r"\b(class|record|interface|enum) %s\b" % kind, src):
        return True
    return os.path.exists(os.path.join(os.path.dirname(path), kind + ".java"))


def rename(path):
    src = open(path, encoding="utf-8").read()
    # a name broken over two lines ("new Location\n        .NeffMember(") is joined on the second
    src = re.sub(r"[ \t]*(?<![\w.])Location\n(\s*)\.(%s)\b" % "|".join(KINDS), r"\n\1Location.\2", src)
    if not re.search(r"\bLocation\.(%s)\b" % "|".join(KINDS), src):
        return False
    pkg = re.search(r"^package ([\w.]+);", src, re.M).group(1)
    imports = set()
    lines = src.split("\n")
    for n, line in enumerate(lines):
        comment = line.lstrip().startswith(("*", "/*", "//"))
        qualified = False
        for kind in KINDS:
            pat = re.compile(r"(?<![\w.])Location\.%s\b" % kind)
            if not pat.search(line):
                continue
            if pkg == PKG:
                line = pat.sub(kind, line)
            elif clashes(src, path, kind):
                line = pat.sub(PKG + "." + kind, line)
                qualified = qualified or not comment
            else:
                line = pat.sub(kind, line)
                imports.add(kind)
        if qualified and MARK not in line:
            line += " " + MARK
        lines[n] = line
    out = "\n".join(lines)
    missing = ["import %s.%s;\n" % (PKG, k) for k in sorted(imports) if "import %s.%s;" % (PKG, k) not in out]
    if missing:
        m = re.search(r"^import [^\n]*\n", out, re.M)
        at = m.start() if m else out.index("\n", out.index("package ")) + 1
        out = out[:at] + ("" if m else "\n") + "".join(missing) + out[at:]
    open(path, "w", encoding="utf-8").write(out)
    return True


def main(roots):
    changed = 0
    for root in roots:
        for d, _, files in os.walk(root):
            for f in files:
                if f.endswith(".java") and rename(os.path.join(d, f)):
                    changed += 1
    print("renamed the location kinds in %d files" % changed)


if __name__ == "__main__":
    main(sys.argv[1:] or ["model", "views", "app"])

#!/usr/bin/env python3
"""Moves the FX-thread pieces of the views' base package (Fx, FxBatch, Failures) into org.ringscope.views.fx, and the
session reads that lived in views.session.SessionQueries (query, writerSlot) onto the door, org.ringscope.views.ViewReads
(decision 1350), in every Java file under the given folders (default: model views app).

The base package holds the door and the views' base (WorkbenchView, ViewReads, ViewContext); the cursor and the
session sit below it and need only the FX thread's rules, which now live in a package of their own — so the views'
packages have no cycle. The script moves the files (main and test), rewrites their package line, imports, qualified
names and the two call sites' owner, and adds the imports a file of the base package needs now that Fx & co. are no
longer beside it. Run it from the checkout's top folder, then `mvn -B -ntp spotless:apply` to sort the imports and
drop the ones left unused. Running it twice changes nothing."""
import os
import re
import sys

OLD = "org.ringscope.views"
NEW = "org.ringscope.views.fx"
MOVED = ("Fx", "FxBatch", "Failures")
MOVED_TESTS = ("FxBatchTest",)
# SessionQueries.<method> -> ViewReads.<method>
DOOR_METHODS = ("query", "writerSlot")
DOOR = OLD + ".ViewReads"


def move_files(root):
    for kind in ("main", "test"):
        base = os.path.join(root, "views", "src", kind, "java", *OLD.split("."))
        for name in MOVED + MOVED_TESTS:
            src = os.path.join(base, name + ".java")
            dst = os.path.join(base, "fx", name + ".java")
            if os.path.exists(src) and not os.path.exists(dst):
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                os.rename(src, dst)
                text = open(dst, encoding="utf-8").read()
                text = text.replace("package %s;" % OLD, "package %s;" % NEW, 1)
                open(dst, "w", encoding="utf-8").write(text)


def add_imports(src, names):
    missing = ["import %s;\n" % n for n in sorted(names) if "import %s;" % n not in src]
    if not missing:
        return src
    m = re.search(r"^import [^\n]*\n", src, re.M)
    at = m.start() if m else src.index("\n", src.index("package ")) + 1
    return src[:at] + ("" if m else "\n") + "".join(missing) + src[at:]


def code_of(src):
    """The text without comments and string literals, to see which names the code uses."""
    src = re.sub(r"/\*.*?\*/", "", src, flags=re.S)
    src = re.sub(r"//[^\n]*", "", src)
    return re.sub(r'"(\\.|[^"\\])*"', '""', src)


def rewrite(path):
    src = open(path, encoding="utf-8").read()
    out = src
    pkg_m = re.search(r"^package ([\w.]+);", out, re.M)
    pkg = pkg_m.group(1) if pkg_m else ""
    for name in MOVED:
        out = re.sub(r"\b%s\.%s\b" % (re.escape(OLD), name), "%s.%s" % (NEW, name), out)
    if re.search(r"\bSessionQueries\.(%s)\(" % "|".join(DOOR_METHODS), out):
        out = re.sub(r"\bSessionQueries\.(%s)\(" % "|".join(DOOR_METHODS), r"ViewReads.\1(", out)
        if pkg != OLD:
            out = add_imports(out, [DOOR])
    if pkg == OLD:
        code = code_of(out)
        used = [NEW + "." + n for n in MOVED if re.search(r"(?<![\w.])%s\b(?!\s*\()" % n, code)
                and not re.search(r"\b(class|record|interface|enum) %s\b" % n, code)]
        out = add_imports(out, used)
    elif pkg == NEW:
        code = code_of(out)
        base_dir = os.path.join(os.path.dirname(os.path.dirname(path)))
        used = []
        for f in sorted(os.listdir(base_dir)):
            n = f[:-5]
            if f.endswith(".java") and n not in MOVED + MOVED_TESTS and re.search(r"(?<![\w.])%s\b" % n, code):
                used.append(OLD + "." + n)
        out = add_imports(out, used)
    if out != src:
        open(path, "w", encoding="utf-8").write(out)
        return True
    return False


def main(roots):
    move_files(".")
    changed = 0
    for root in roots:
        for d, _, files in os.walk(root):
            for f in files:
                if f.endswith(".java") and rewrite(os.path.join(d, f)):
                    changed += 1
    print("moved the views' FX pieces to %s and the session reads to the door in %d files" % (NEW, changed))


if __name__ == "__main__":
    main(sys.argv[1:] or ["model", "views", "app"])

#!/bin/sh
# Regenerates the readelf text the golden relocation lists are derived from (needs binutils-xtensa-lx106),
# then re-derives the goldens from that text alone with derive-golden.py.
#   own fixtures:    resources/ucode/*.so
#   shared fixtures: ../shared/fixtures/ucode/*.so (beside the checkout; only the text is committed here)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../../../.." && pwd)
RE=xtensa-lx106-elf-readelf
dump() { # $1 = .so, $2 = output name
    LC_ALL=C $RE -W -S -l -d -r -x .text -x .data "$1" 2>/dev/null | sed 's/[[:space:]]*$//' > "$here/$2.readelf.txt"
    python3 "$here/derive-golden.py" "$here/$2.readelf.txt" > "$here/$2.golden"
}
for f in "$root"/resources/ucode/*.so; do dump "$f" "$(basename "$f" .so)"; done
if [ -d "$root/../shared/fixtures/ucode" ]; then
    for f in "$root"/../shared/fixtures/ucode/*.so; do dump "$f" "shared-$(basename "$f" .so)"; done
fi

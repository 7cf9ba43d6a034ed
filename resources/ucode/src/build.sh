#!/bin/sh
# Rebuilds RingScope's own Xtensa PI-library fixtures (resources/ucode/*.so) with Debian's real
# lx106 cross toolchain. The outputs are committed so tests never need the toolchain:
#   apt-get update && apt-get install -y gcc-xtensa-lx106 binutils-xtensa-lx106
# Then regenerate the readelf text the golden tests cite:
#   model/src/test/resources/ucode/golden/regen-readelf.sh
set -eu
cd "$(dirname "$0")"
CC=xtensa-lx106-elf-gcc
# -z max/common-page-size=16 keeps the segments tight (the default pads to 0x1000).
FLAGS="-O2 -fPIC -shared -nostdlib -Wl,-z,max-page-size=16 -Wl,-z,common-page-size=16 -Wl,-e,ring_entry"
OUT=..
$CC $FLAGS ringlib.c -o $OUT/rs_single.so                                   # single block: LOAD R-X, LOAD RW-, DYNAMIC
$CC $FLAGS -Wl,-T,ring_split.ld ringlib.c -o $OUT/rs_split.so                # split: LOAD R-X, LOAD RWX, DYNAMIC RW-
$CC $FLAGS -Wl,-T,ring_scratch.ld ringlib.c -o $OUT/rs_scratch.so            # split + scratch (-WX) segment, data at 0x80000
$CC $FLAGS -Wl,-T,ring_split.ld -Wl,-init=ring_init -Wl,-fini=ring_fini \
    ringlib.c ringinit.c -o $OUT/rs_split_initfini.so                        # split with DT_INIT / DT_FINI
$CC $FLAGS ringextern.c -o $OUT/rs_extern_sym.so                             # negative: R_XTENSA_GLOB_DAT with sym != 0 -> 5

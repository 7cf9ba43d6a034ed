#!/usr/bin/env python3
"""Derives the expected relocation patches of a PI library from its readelf text alone
(readelf -W -S -l -d -r -x .text -x .data), by the loader's formulas, for the placement the golden
tests use: code base 0x18000, data base 0xbe000, scratch at its link address, no bounds.

  find_align = max sh_addralign over sections with type != NULL and size > 0
  layout     = split/scratch when a LOAD has flags RWE or ' WE', else single
  single:  dst = align_ptr(0x18000, a); reloc_addr(x) = dst + x; sites must lie in [dst, dst + max(paddr+memsz))
  split:   dst_code = align_ptr(0x18000, a) + (code.paddr & (a-1)); dst_data likewise from 0xbe000
           reloc_addr(x) = (x + bias >= data.paddr ? dst_data - data.paddr : dst_code - code.paddr) + x,
           bias = 0x400 with a scratch segment; a site must lie inside its staged segment
  per entry in table order: sym != 0 -> status 5; type 0 skipped; type 5: before = LE word at r_offset
  (from the hex dump), after = reloc_addr(before + addend); any other type -> status 8.
Output: '# status N' then 'index offset type addend site before after' (hex)."""
import re
import sys

M = 0xFFFFFFFF
text = open(sys.argv[1]).read()

sections = []
for m in re.finditer(r"^\s*\[\s*\d+\]\s+(\S*)\s+([A-Z_]+)\s+([0-9a-f]{8})\s+([0-9a-f]{6})\s+([0-9a-f]{6})\s+"
                     r"[0-9a-f]{2}\s+\S*\s*\d+\s+\d+\s+(\d+)$", text, re.M):
    sections.append((m.group(2), int(m.group(5), 16), int(m.group(6))))
align = max([al for t, size, al in sections if t != "NULL" and size > 0] or [0])

loads = []
for m in re.finditer(r"^\s*(LOAD|DYNAMIC)\s+0x([0-9a-f]+) 0x([0-9a-f]+) 0x([0-9a-f]+) 0x([0-9a-f]+) 0x([0-9a-f]+) "
                     r"(.{3}) 0x[0-9a-f]+$", text, re.M):
    if m.group(1) == "LOAD":
        loads.append({"paddr": int(m.group(4), 16), "filesz": int(m.group(5), 16), "memsz": int(m.group(6), 16),
                      "flags": m.group(7)})

mem = {}
for m in re.finditer(r"^\s+0x([0-9a-f]{8}) ((?:[0-9a-f]{2,8} ){1,4})", text, re.M):
    addr = int(m.group(1), 16)
    for b in re.findall(r"[0-9a-f]{2}", "".join(m.group(2).split())):
        mem[addr] = int(b, 16)
        addr += 1

relas = []
in_dyn = False
for line in text.splitlines():
    if line.startswith("Relocation section"):
        in_dyn = "'.rela.dyn'" in line
        continue
    m = re.match(r"^([0-9a-f]{8})\s+([0-9a-f]{8})\s+(\S+)\s+(.*)$", line)
    if in_dyn and m:
        tail = m.group(4).split()
        addend = int(tail[-1], 16) if tail and re.fullmatch(r"[0-9a-f]+", tail[-1]) else 0
        relas.append((int(m.group(1), 16), int(m.group(2), 16), addend))


def align_ptr(p, a):
    return (p + a - 1) & ~(a - 1) & M


split = any(l["flags"] in ("RWE", " WE") for l in loads)
scratch = any(l["flags"] == " WE" for l in loads)
if split:
    code, data = loads[0], loads[1]
    dst_code = align_ptr(0x18000, align) + (code["paddr"] & (align - 1))
    dst_data = align_ptr(0xbe000, align) + (data["paddr"] & (align - 1))
    src, src_data = code["paddr"], data["paddr"]
    regions = {"code": (dst_code, dst_code + code["memsz"]), "data": (dst_data, dst_data + data["memsz"])}
else:
    dst_code = dst_data = align_ptr(0x18000, align)
    src = src_data = 0
    extent = max(l["paddr"] + l["memsz"] for l in loads)
    regions = {"code": (dst_code, dst_code + extent), "data": (dst_code, dst_code + extent)}
bias = 0x400 if scratch else 0


def is_data(x):
    return ((x + bias) & M) >= src_data


def reloc_addr(x):
    return ((dst_data - src_data if is_data(x) else dst_code - src) + x) & M


status = 0
lines = []
for i, (off, info, addend) in enumerate(relas):
    if info >> 8:
        status = 5
        break
    t = info & 0xFF
    if t == 0:
        continue
    if t != 5:
        status = 8
        break
    site = reloc_addr(off)
    lo, hi = regions["data" if split and is_data(off) else "code"]
    if not (lo <= site and site + 4 <= hi):
        status = 8
        break
    before = sum(mem[off + k] << (8 * k) for k in range(4))
    after = reloc_addr((before + addend) & M)
    lines.append("%d 0x%x %d %d 0x%x 0x%08x 0x%08x" % (i, off, t, addend, site, before, after))
print("# derived from %s by derive-golden.py: align %d, layout %s" % (
    sys.argv[1].split("/")[-1], align, "scratch" if scratch else "split" if split else "single"))
print("# status %d" % status)
print("# index r_offset type addend site before after")
print("\n".join(lines))

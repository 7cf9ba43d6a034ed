#!/usr/bin/env python3
"""A NEFF of chained copies, written by a different tool: an independent writer, standard library only.

Like write_neff.py (it shares that script's container format, written from the public format description, and no
code with RingScope), but the bytes travel through the state buffer: input0 -> SB -> SB -> output0, three `dma`
entries on one queue, fired in stream order, through 2- and 3-dimensional access patterns that cross SBUF
partitions (the SB variable's offset is partition << 18 | byte) and transpose cells. The writer follows every
byte: for each byte of output0 it records which byte of input0 it is, at which SB offsets it passed, and which
entry and `desc` element moved it at each hop, by running the copies over byte *tags* instead of bytes.

Usage: write_chain_neff.py [OUT_DIR]   (default: this script's folder). Writes chain_copies.neff,
chain_copies.input0.bin and chain_copies.expected.json (per output byte: input offset, SB offsets, entry and
element of each hop, newest hop first).
"""
import gzip
import hashlib
import io
import json
import os
import struct
import sys
import tarfile

NAME = 'chain_copies'
IN_SIZE = 8192
OUT_SIZE = 4096
PART = 1 << 18


def pattern(var, off, sizes, steps):
    return {'var': var, 'off': off, 'sizes': sizes, 'steps': steps, 'dtype': 'uint8'}


# Three entries on qSPIO0, in stream order; each is a list of (from, to) descs.
ENTRIES = [
    # input0 -> SB: 32 rows of 64 bytes, 128 apart, one row per partition at byte 0x100; and 2 KiB from 4096 as
    # 8 partitions of 256 bytes at 0x800
    [(pattern('input0', 0, [64, 32], [1, 128]), pattern('SB', 0x100, [64, 32], [1, PART])),
     (pattern('input0', 4096, [2048], [1]), pattern('SB', 0x800, [256, 8], [1, PART]))],
    # SB -> SB: the 32 x 64 block read as 16-byte cells column by column (cell, partition, column), written as 4
    # partitions of 512 bytes at 0x2000; the 8 x 256 block packed into partition 0 at 0x4000
    [(pattern('SB', 0x100, [16, 32, 4], [1, PART, 16]), pattern('SB', 0x2000, [512, 4], [1, PART])),
     (pattern('SB', 0x800, [256, 8], [1, PART]), pattern('SB', 0x4000, [2048], [1]))],
    # SB -> output0: the two blocks interleaved as 64-byte runs
    [(pattern('SB', 0x2000, [512, 4], [1, PART]), pattern('output0', 0, [64, 32], [1, 128])),
     (pattern('SB', 0x4000, [2048], [1]), pattern('output0', 64, [64, 32], [1, 128]))],
]
QUEUES = {'qSPIO0': {'type': 'in', 'owner': 'sp', 'num_queues': 1, 'semaphore_set': [24], 'fabric_path': 'main'}}
ENGINES = ['pe', 'act', 'pool', 'dve', 'sp']


def runs(p):
    """(offset, length) of every contiguous run of pattern p, in visit order (innermost dimension first)."""
    sizes, steps = p['sizes'], p['steps']
    assert steps[0] == 1
    outer = sizes[1:]
    idx = [0] * len(outer)
    count = 1
    for s in outer:
        count *= s
    for _ in range(count):
        yield p['off'] + sum(i * st for i, st in zip(idx, steps[1:])), sizes[0]
        for d in range(len(idx)):
            idx[d] += 1
            if idx[d] < outer[d]:
                break
            idx[d] = 0


def copy(mem, frm, to, tag):
    """Copies tags through a desc: mem maps (var, offset) -> tag; each tag is a tuple of what it went through."""
    stream = []
    for a, n in runs(frm):
        for k in range(n):
            stream.append(mem[(frm['var'], a + k)])
    pos = 0
    for a, n in runs(to):
        for k in range(n):
            mem[(to['var'], a + k)] = stream[pos] + ((a + k,) + tag,)
            pos += 1
    assert pos == len(stream), 'source and destination move different byte counts'


def slot(opcode, queue=b'', dma_id=None):
    s = bytearray(64)
    s[0], s[1] = opcode, 0x10
    s[12:12 + len(queue)] = queue
    if dma_id is not None:
        struct.pack_into('<I', s, 48, dma_id)
    return bytes(s)


def members():
    files = {}
    dma = []
    for i, descs in enumerate(ENTRIES):
        json_descs = []
        for frm, to in descs:
            d = {'op': 'copy'}
            for side, p in (('from', frm), ('to', to)):
                d[side] = p['var']
                d[side + '_off'] = p['off']
                d[side + '_sizes'] = p['sizes']
                d[side + '_steps'] = p['steps']
                d[side + '_dtype'] = p['dtype']
            json_descs.append(d)
        dma.append({'#comment': 'hop %d' % i, 'id': i, 'queue': 'qSPIO0', 'semaphore': 24, 'desc': json_descs})
    for e in ENGINES:
        stream = slot(0xB1) + slot(0xCC)
        for entry in (dma if e == 'sp' else []):
            stream += slot(0xC1, b'qSPIO0', entry['id'])
        stream += slot(0xA0)
        files['sg00/%s.bin' % e] = stream
        files['sg00/%s.json' % e] = json.dumps({'name': e + '.json', 'instr': e + '.bin',
                                                'dma': dma if e == 'sp' else []})
    definition = {'name': 'definition', 'version': '0.6', 'dma_queue': QUEUES,
                  'var': {'SB': {'type': 'state-buffer', 'var_id': 0},
                          'input0': {'type': 'input', 'var_id': 1, 'size': IN_SIZE},
                          'output0': {'type': 'output', 'var_id': 2, 'size': OUT_SIZE}}}
    for e in ENGINES:
        definition[e] = e + '.json'
        definition[e + '_instr'] = e + '.bin'
    files['sg00/def.json'] = json.dumps(definition, indent=1)
    files['kelf-a.json'] = json.dumps({'graphs': [{'definition': 'sg00/def.json', 'name': 'sg00'}],
                                       'version': '0.5', 'target': 'cayman'})
    files['neff.json'] = json.dumps({
        'nodes': [{'op': 'null', 'name': 'input0', 'inputs': []},
                  {'op': 'tvm_op', 'name': 'kelf_node', 'inputs': [[0, 0, 0]], 'output_names': ['output0'],
                   'attrs': {'func_name': '__kelf', 'kelf': 'kelf-a.json'}}],
        'arg_nodes': [0], 'heads': [[1, 0, 0]]})
    files['info.json'] = json.dumps({'name': NAME, 'num_tpb': 1, 'num_tpb_requested': 1,
                                     'num_tpb_per_node': [1] + [0] * 63, 'tool_version': 'write_chain_neff.py'})
    return {k: v.encode() if isinstance(v, str) else v for k, v in files.items()}


def payload(files):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode='w', format=tarfile.GNU_FORMAT) as tar:
        for name in sorted(files):
            info = tarfile.TarInfo(name)
            info.size, info.mode, info.mtime = len(files[name]), 0o644, 0
            tar.addfile(info, io.BytesIO(files[name]))
    return gzip.compress(buf.getvalue(), compresslevel=9, mtime=0)


def header(data):
    md5 = hashlib.md5(data).digest()
    swapped = b''.join(md5[i:i + 4][::-1] for i in range(0, 16, 4))
    uuid = bytearray(hashlib.md5(NAME.encode()).digest())
    uuid[6] = (uuid[6] & 0x0F) | 0x40
    uuid[8] = (uuid[8] & 0x3F) | 0x80
    h = bytearray(1024)
    struct.pack_into('<5Q', h, 0, 2, 1024, len(data), 2, 0)
    h[0x28:0x28 + 23] = b'write_chain_neff.py 1.0'
    struct.pack_into('<I', h, 0xA8, 1)
    h[0xAC:0xAC + 16] = swapped
    h[0xCC:0xCC + 16] = uuid
    name = (NAME + '.neff').encode()
    h[0xDC:0xDC + len(name)] = name
    struct.pack_into('<I', h, 0x1DC, 1)
    h[0x1E0] = 1
    struct.pack_into('<QI', h, 0x220, 0, 1)
    return bytes(h)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    src = bytearray()
    counter = 0
    while len(src) < IN_SIZE:
        src += hashlib.sha256(b'chain:%d' % counter).digest()
        counter += 1
    src = bytes(src[:IN_SIZE])
    # a tag is the tuple of (offset, entry, element) the byte went through, oldest first; an input byte starts
    # as ((offset,),)
    mem = {('input0', k): ((k,),) for k in range(IN_SIZE)}
    for e, descs in enumerate(ENTRIES):
        for el, (frm, to) in enumerate(descs):
            copy(mem, frm, to, (e, el))
    out = []
    for k in range(OUT_SIZE):
        tag = mem.get(('output0', k))
        assert tag is not None and len(tag) == 4, 'output byte %d is not written by three hops' % k
        hops = [list(h) for h in reversed(tag[1:])]  # newest first: [offset, entry, element]
        out.append({'input': tag[0][0], 'hops': hops})
    data = payload(members())
    files = {NAME + '.neff': header(data) + data, NAME + '.input0.bin': src}
    for name, b in files.items():
        with open(os.path.join(out_dir, name), 'wb') as f:
            f.write(b)
    summary = {'neff': NAME + '.neff', 'input': {'var': 'input0', 'file': NAME + '.input0.bin'},
               'output': {'var': 'output0', 'size': OUT_SIZE}, 'sb': 'SB',
               'sha256': {k: hashlib.sha256(v).hexdigest() for k, v in files.items()}, 'bytes': out}
    with open(os.path.join(out_dir, NAME + '.expected.json'), 'w') as f:
        json.dump(summary, f, separators=(',', ':'))
        f.write('\n')
    print('wrote', ', '.join(sorted(files)), 'and', NAME + '.expected.json')


if __name__ == '__main__':
    main()

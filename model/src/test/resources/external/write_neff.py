#!/usr/bin/env python3
"""A NEFF written by a different tool: an independent writer, standard library only.

Written from the public format description (docs/reference/neff-container.md: the 1024-byte header, gzip(tar) payload,
word-swapped MD5, neff.json -> kelf -> def.json -> engine JSONs and .bin streams, the access-pattern
rules of the `dma` descs), sharing no code with RingScope. It deliberately takes the paths RingScope's
own writer does not: GNU tar with a directory entry, gzip level 9 without the 10240-byte padding,
lowercase engine members named through def.json, kelf-a.json, a non-empty build version.

The NEFF copies the input `input0` to the output `output0` through 1-, 2- and 3-dimensional access
patterns, with runs larger than 64 KiB, row gathers and transpositions, and a `desc` list. The expected
output is computed here from the access-pattern semantics: a pattern is visited innermost dimension
first; sizes[0] is a contiguous run of bytes, outer sizes are counts, every step is in bytes; a copy
reads the source pattern as one byte stream and writes it through the destination pattern. Bytes no
copy writes stay zero.

Usage: write_neff.py [OUT_DIR]   (default: this script's folder). Writes
  copy_patterns.neff, copy_patterns.input0.bin, copy_patterns.output0.expected.bin and
  copy_patterns.json (sizes, SHA-256s and the descriptor count of decision 0602).
"""
import gzip
import hashlib
import io
import json
import os
import struct
import sys
import tarfile

NAME = 'copy_patterns'
IN_SIZE = 256 * 1024
OUT_SIZE = 256 * 1024
MAX_DESC = 65536


def pattern(var, off, sizes, steps, dtype='uint8'):
    return {'var': var, 'off': off, 'sizes': sizes, 'steps': steps, 'dtype': dtype}


# (engine, queue, descs); each desc is (from, to). Destination regions never overlap.
ENTRIES = [
    # 1-D, a 72 KiB run, shifted by 4 KiB
    ('sp', 'qSPIO0', [(pattern('input0', 4096, [73728], [1]), pattern('output0', 0, [73728], [1]))]),
    # 2-D: two runs of 66000 bytes, 69632 apart, gathered into one 132000-byte run
    ('sp', 'qSPIO0', [(pattern('input0', 81920, [66000, 2], [1, 69632]), pattern('output0', 73728, [132000], [1]))]),
    # 3-D: a 16 x 32 grid of 32-byte cells read column by column (a transposition of rows), written as
    # 512 rows of 32 bytes with 16-byte gaps
    ('pool', 'qPoolIO0', [(pattern('input0', 0, [32, 16, 32], [1, 1024, 32]),
                           pattern('output0', 206848, [32, 512], [1, 48]))]),
    # a desc list: a 4 x 4 grid of 512-byte cells transposed into 1024-byte rows (3-D to 2-D), and
    # 16 rows of 256 bytes, 1024 apart, packed densely (2-D to 1-D)
    ('act', 'qActIO0', [(pattern('input0', 229376, [512, 4, 4], [1, 2048, 512]),
                         pattern('output0', 233472, [1024, 8], [1, 1024])),
                        (pattern('input0', 245760, [256, 16], [1, 1024]),
                         pattern('output0', 245760, [4096], [1]))]),
]
QUEUES = {
    'qSPIO0': {'type': 'in', 'owner': 'sp', 'num_queues': 1, 'semaphore_set': [24], 'fabric_path': 'main'},
    'qActIO0': {'type': 'in', 'owner': 'act', 'num_queues': 1, 'semaphore_set': [26], 'fabric_path': 'main'},
    'qPoolIO0': {'type': 'out', 'owner': 'pool', 'num_queues': 1, 'semaphore_set': [40], 'fabric_path': 'main'},
}
ENGINES = ['pe', 'act', 'pool', 'dve', 'sp']


def runs(p):
    """(address, length) of every contiguous run of pattern p, in visit order."""
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


def copy(src, frm, dst, to):
    stream = b''.join(bytes(src[a:a + n]) for a, n in runs(frm))
    pos = 0
    for a, n in runs(to):
        dst[a:a + n] = stream[pos:pos + n]
        pos += n
    assert pos == len(stream), 'source and destination move different byte counts'


def descriptors(frm, to):
    """Pieces contiguous on both sides, each split into runs of at most 64 KiB (decision 0602)."""
    cuts = set()
    for p in (frm, to):
        pos = 0
        for _, n in runs(p):
            pos += n
            cuts.add(pos)
    count, prev = 0, 0
    for c in sorted(cuts):
        count += (c - prev + MAX_DESC - 1) // MAX_DESC
        prev = c
    return count


def slot(opcode, queue=b'', dma_id=None):
    s = bytearray(64)
    s[0], s[1] = opcode, 0x10
    s[12:12 + len(queue)] = queue
    if dma_id is not None:
        struct.pack_into('<I', s, 48, dma_id)
    return bytes(s)


def members():
    files = {}
    engine_dma = {e: [] for e in ENGINES}
    inst = 100
    for engine, queue, descs in ENTRIES:
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
        lst = engine_dma[engine]
        lst.append({'#comment': 'inst.%d-block-1' % inst, 'id': len(lst), 'queue': queue,
                    'semaphore': QUEUES[queue]['semaphore_set'][0], 'desc': json_descs})
        inst += 10
    for e in ENGINES:
        stream = slot(0xB1) + slot(0xCC)
        for entry in engine_dma[e]:
            stream += slot(0xC1, entry['queue'].encode(), entry['id'])
        stream += slot(0xA0)
        files['sg00/%s.bin' % e] = stream
        files['sg00/%s.json' % e] = json.dumps({'name': e + '.json', 'instr': e + '.bin', 'dma': engine_dma[e]})
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
                                     'num_tpb_per_node': [1] + [0] * 63, 'tool_version': 'write_neff.py'})
    return {k: v.encode() if isinstance(v, str) else v for k, v in files.items()}


def payload(files):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode='w', format=tarfile.GNU_FORMAT) as tar:
        d = tarfile.TarInfo('sg00')
        d.type, d.mode, d.mtime = tarfile.DIRTYPE, 0o755, 0
        tar.addfile(d)
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
    h[0x28:0x28 + 17] = b'write_neff.py 1.0'
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
        src += hashlib.sha256(b'input0:%d' % counter).digest()
        counter += 1
    src = bytes(src[:IN_SIZE])
    dst = bytearray(OUT_SIZE)
    count = 0
    for _, _, descs in ENTRIES:
        for frm, to in descs:
            copy(src, frm, dst, to)
            count += descriptors(frm, to)
    data = payload(members())
    neff = header(data) + data
    files = {NAME + '.neff': neff, NAME + '.input0.bin': src, NAME + '.output0.expected.bin': bytes(dst)}
    for name, b in files.items():
        with open(os.path.join(out_dir, name), 'wb') as f:
            f.write(b)
    summary = {'neff': NAME + '.neff', 'input': {'var': 'input0', 'file': NAME + '.input0.bin'},
               'output': {'var': 'output0', 'file': NAME + '.output0.expected.bin'},
               'descriptors': count, 'sha256': {k: hashlib.sha256(v).hexdigest() for k, v in files.items()}}
    with open(os.path.join(out_dir, NAME + '.json'), 'w') as f:
        json.dump(summary, f, indent=2)
        f.write('\n')
    print('wrote', ', '.join(sorted(files)), 'and', NAME + '.json', '(%d descriptors)' % count)


if __name__ == '__main__':
    main()

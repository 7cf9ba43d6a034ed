#!/usr/bin/env python3
"""Independent derivation of `ringscope neff info --json` for golden tests.

Written against docs/reference/neff-container.md with Python's struct/zlib/tarfile/hashlib/json only, so the goldens do not
come from RingScope's own reader. Usage: make_golden.py FILE.neff... (writes <name>.info.json beside this
script). The goldens hold the fields the issue requires; NeffInfoGoldenTest compares them key by key.
"""
import hashlib, io, json, os, struct, sys, tarfile, zlib

def info(path):
    b = open(path, 'rb').read()
    pkg, hsz, dsz, ma, mi = struct.unpack_from('<5Q', b, 0)
    num_tpb, = struct.unpack_from('<I', b, 0xA8)
    h = b[0xAC:0xAC + 16]
    u = b[0xCC:0xCC + 16].hex()
    name = b[0xDC:0xDC + 256].split(b'\0')[0].decode()
    feat, = struct.unpack_from('<Q', b, 0x220)
    lnc, = struct.unpack_from('<I', b, 0x228)
    payload = b[1024:1024 + dsz]
    md5 = hashlib.md5(payload).digest()
    swapped = b''.join(md5[i:i + 4][::-1] for i in range(0, 16, 4))
    order = 'WORD_SWAPPED' if h == swapped else 'DIGEST' if h == md5 else 'NONE'
    raw = zlib.decompressobj(31).decompress(payload) if payload[:2] == b'\x1f\x8b' else payload
    t = tarfile.open(fileobj=io.BytesIO(raw))
    members = [{'name': m.name, 'size': m.size} for m in t.getmembers() if m.isfile()]
    files = {m.name: t.extractfile(m).read() for m in t.getmembers() if m.isfile()}
    neff = json.loads(files['neff.json'])
    kelf_names = [n['attrs']['kelf'] for n in neff['nodes'] if 'kelf' in n.get('attrs', {})]
    kelfs = [json.loads(files[k]) for k in kelf_names]
    kelf = kelfs[0]
    sgs = []
    for g in [g for k in kelfs for g in k['graphs']]:
        d = json.loads(files[g['definition']])
        base = g['definition'].rsplit('/', 1)[0] + '/'
        dma = slots = 0
        for key in ['pe', 'act', 'pool', 'dve', 'sp']:
            if key in d:
                dma += len(json.loads(files[base + d[key]]).get('dma', []))
            if key + '_instr' in d:
                slots += len(files[base + d[key + '_instr']]) // 64
        sgs.append({'name': g['name'], 'queueSets': len(d.get('dma_queue', {})), 'variables': len(d.get('var', {})),
                    'dmaEntries': dma, 'instructionSlots': slots})
    return {'pkgVersion': pkg, 'headerSize': hsz, 'dataSize': dsz, 'versionMajor': ma, 'versionMinor': mi,
            'numTpb': num_tpb, 'name': name,
            'uuid': f'{u[0:8]}-{u[8:12]}-{u[12:16]}-{u[16:20]}-{u[20:32]}',
            'featureBits': feat, 'lncSize': lnc, 'hashValid': order != 'NONE', 'hashByteOrder': order,
            'target': kelf.get('target', ''), 'members': members, 'subgraphs': sgs}

if __name__ == '__main__':
    here = os.path.dirname(os.path.abspath(__file__))
    for p in sys.argv[1:]:
        out = os.path.join(here, os.path.basename(p) + '.info.json')
        with open(out, 'w') as f:
            json.dump(info(p), f, indent=2)
            f.write('\n')
        print('wrote', out)

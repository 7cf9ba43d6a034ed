#!/usr/bin/env python3
"""Expected results of value-converting DMA casts, computed apart from RingScope's Java code.

Every value is an exact rational (fractions.Fraction); rounding is done on those rationals, never with
bit tricks. The rules are those of decision 1101: through fp32 (integers past 2^24 round to nearest even),
floats narrow to nearest even with IEEE overflow to infinity, FP8 per fp8_conversion_config (e4m3fn with the
range extension; ocp_sat saturates overflow and infinities), integers take the fp32 value rounded to
nearest even, saturated, NaN -> 0; NaN keeps its sign (bf16/fp16 keep the top payload bits, quiet; FP8 gets
all ones). Equal types copy bits.

Writes one line per element, "config from to input output" (hex bit patterns), to stdout.
Run: python3 make_cast_vectors.py | gzip -9n > cast-vectors.txt.gz
"""
from fractions import Fraction as F
import struct, itertools

SIZES = {'UINT64': 8, 'INT8': 1, 'UINT8': 1, 'INT16': 2, 'UINT16': 2, 'BFLOAT16': 2, 'FLOAT16': 2, 'INT32': 4,
         'UINT32': 4, 'FLOAT32': 4, 'FLOAT32R': 4, 'INT64': 8, 'FP8_EXP4': 1, 'FP8_EXP5': 1}
INTS = {'INT8': (-2**7, 2**7 - 1), 'UINT8': (0, 2**8 - 1), 'INT16': (-2**15, 2**15 - 1), 'UINT16': (0, 2**16 - 1),
        'INT32': (-2**31, 2**31 - 1), 'UINT32': (0, 2**32 - 1), 'INT64': (-2**63, 2**63 - 1), 'UINT64': (0, 2**64 - 1)}

NAN = 'nan'
INF = 'inf'

# (exponent bits, mantissa bits, bias, top binade is inf/nan)
FMT = {'FLOAT32': (8, 23, 127, True), 'BFLOAT16': (8, 7, 127, True), 'FLOAT16': (5, 10, 15, True),
       'E5M2': (5, 2, 15, True), 'E4M3FN': (4, 3, 7, False), 'E4M3': (4, 3, 7, True)}


def decode_float(fmt, bits):
    """(sign, value) with value a Fraction, INF or NAN."""
    e_b, m_b, bias, ieee = FMT[fmt]
    sign = (bits >> (e_b + m_b)) & 1
    e = (bits >> m_b) & ((1 << e_b) - 1)
    m = bits & ((1 << m_b) - 1)
    top = (1 << e_b) - 1
    if ieee and e == top:
        return sign, (INF if m == 0 else NAN)
    if not ieee and e == top and m == (1 << m_b) - 1:
        return sign, NAN
    if e == 0:
        v = F(m, 1) * F(2) ** (1 - bias - m_b)
    else:
        v = F(m + (1 << m_b)) * F(2) ** (e - bias - m_b)
    return sign, v


def max_finite(fmt):
    e_b, m_b, bias, ieee = FMT[fmt]
    top = (1 << e_b) - 1
    if ieee:
        return (F(2) - F(1, 2 ** m_b)) * F(2) ** (top - 1 - bias)
    return (F(2) - F(2, 2 ** m_b)) * F(2) ** (top - bias)


def round_even(x):
    """Nearest integer to a non-negative Fraction, ties to even."""
    fl = x.numerator // x.denominator
    rem = x - fl
    if rem > F(1, 2) or (rem == F(1, 2) and fl % 2 == 1):
        fl += 1
    return fl


def encode_value(fmt, sign, a, saturate):
    """Encode |value| a (Fraction > 0) in fmt, rounding to nearest even."""
    e_b, m_b, bias, ieee = FMT[fmt]
    top = (1 << e_b) - 1
    emin = 1 - bias
    # exponent of a: largest e with 2^e <= a
    e = 0
    while F(2) ** e > a:
        e -= 1
    while F(2) ** (e + 1) <= a:
        e += 1
    e = max(e, emin)
    q = F(2) ** (e - m_b)
    n = round_even(a / q)
    m = n * q
    if m == 0:
        return sign << (e_b + m_b)
    if m > max_finite(fmt):
        return (sign << (e_b + m_b)) | overflow(fmt, saturate)
    # re-derive the exponent of m (rounding may carry)
    me = 0
    while F(2) ** me > m:
        me -= 1
    while F(2) ** (me + 1) <= m:
        me += 1
    if me < emin:
        return (sign << (e_b + m_b)) | int(m / F(2) ** (emin - m_b))
    mant = int(m / F(2) ** (me - m_b)) - (1 << m_b)
    return (sign << (e_b + m_b)) | ((me + bias) << m_b) | mant


def overflow(fmt, saturate):
    e_b, m_b, bias, ieee = FMT[fmt]
    top = (1 << e_b) - 1
    if saturate:
        return ((top - 1) << m_b | ((1 << m_b) - 1)) if ieee else (top << m_b | ((1 << m_b) - 2))
    return top << m_b if ieee else (top << m_b | ((1 << m_b) - 1))


def nan_bits(fmt, sign, payload_bits32):
    e_b, m_b, bias, ieee = FMT[fmt]
    top = (1 << e_b) - 1
    s = sign << (e_b + m_b)
    if fmt in ('BFLOAT16', 'FLOAT16'):
        # quiet, keeping the top payload bits of the fp32 NaN
        return s | (top << m_b) | (1 << (m_b - 1)) | ((payload_bits32 & 0x7FFFFF) >> (23 - m_b))
    return s | (top << m_b) | ((1 << m_b) - 1)


def fp8_fmt(t, cfg):
    if t == 'FP8_EXP5':
        return 'E5M2'
    return 'E4M3FN' if cfg['range_ext'] else 'E4M3'


def to_fp32(t, bits, cfg):
    """The fp32 (sign, value, bits32) an element of t goes through."""
    if t in INTS:
        lo, hi = INTS[t]
        v = bits
        if lo < 0 and v >= 2 ** (8 * SIZES[t] - 1):
            v -= 2 ** (8 * SIZES[t])
        sign = 1 if v < 0 else 0
        if v == 0:
            return 0, F(0), 0
        b = encode_value('FLOAT32', sign, F(abs(v)), False)  # exact up to 2^24, then RNE
        s, val = decode_float('FLOAT32', b)
        return s, val, b
    if t in ('FLOAT32', 'FLOAT32R'):
        s, val = decode_float('FLOAT32', bits)
        return s, val, bits
    fmt = t if t in ('BFLOAT16', 'FLOAT16') else fp8_fmt(t, cfg)
    s, val = decode_float(fmt, bits)
    if val == NAN:
        # widen a NaN: fp32 quiet NaN keeping the payload bits at the top
        e_b, m_b, _, _ = FMT[fmt]
        pay = bits & ((1 << m_b) - 1)
        return s, NAN, (s << 31) | 0x7F800000 | 0x400000 | (pay << (23 - m_b))
    if val == INF:
        return s, INF, (s << 31) | 0x7F800000
    b = encode_value('FLOAT32', s, val, False) if val != 0 else s << 31
    return s, val, b


def from_fp32(t, sign, val, bits32, cfg):
    if t in ('FLOAT32', 'FLOAT32R'):
        return bits32
    if t in INTS:
        lo, hi = INTS[t]
        if val == NAN:
            r = 0
        elif val == INF:
            r = lo if sign else hi
        else:
            r = round_even(val) * (-1 if sign else 1)
            r = max(lo, min(hi, r))
        return r % (2 ** (8 * SIZES[t]))
    fmt = t if t in ('BFLOAT16', 'FLOAT16') else fp8_fmt(t, cfg)
    e_b, m_b, _, _ = FMT[fmt]
    sat = cfg['sat'] and t.startswith('FP8')
    if val == NAN:
        return nan_bits(fmt, sign, bits32)
    if val == INF:
        return (sign << (e_b + m_b)) | overflow(fmt, sat)
    if val == 0:
        return sign << (e_b + m_b)
    return encode_value(fmt, sign, val, sat)


def cast(f, t, bits, cfg):
    if f == t or (f in ('FLOAT32', 'FLOAT32R') and t in ('FLOAT32', 'FLOAT32R')):
        return bits
    s, v, b32 = to_fp32(f, bits, cfg)
    return from_fp32(t, s, v, b32, cfg)


def f32(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def inputs(t):
    """Edge inputs of type t as bit patterns."""
    n = SIZES[t]
    out = set()
    if t in INTS:
        lo, hi = INTS[t]
        for v in [0, 1, -1, 2, -2, 3, 127, 128, -128, -129, 255, 256, 300, -300, 32767, 32768, -32768, 65535, 65536,
                  2**24 - 1, 2**24, 2**24 + 1, 2**24 + 2, 2**24 + 3, 2**25 + 3, 2**31 - 1, -2**31, 2**32 - 1,
                  2**53 + 1, 2**63 - 1, -2**63, 2**64 - 1, 2**63 + 2**39 + 1]:
            if lo <= v <= hi:
                out.add(v % (2 ** (8 * n)))
        return sorted(out)
    if t in ('FLOAT32', 'FLOAT32R'):
        vals = [0.0, -0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.5, 0.49999997, 127.5, 128.5, 255.5, 256.0, -128.5,
                -129.0, 32767.5, 65504.0, 65519.99, 65520.0, 70000.0, 448.0, 464.0, 470.0, 480.0, 240.0, 248.0,
                57344.0, 61440.0, 1e-8, 5.96e-8, 2.98e-8, 1.2e-38, 2.0 ** -126, 2.0 ** -149, -2.0 ** -149,
                2.0 ** -6, 2.0 ** -9, 2.0 ** -10, 2.0 ** -16, 2.0 ** -17, 0.0009765625, 3.0e38, -3.0e38,
                2147483520.0, 2147483648.0, 4294967040.0, 4294967296.0, 9.2233715e18, 9.223372e18,
                1.8446743e19, 1.8446744e19, 16777217.0, 1.00390625, 1.0078125, 1.01171875, 1.0 + 2 ** -8,
                1.0 + 3 * 2 ** -9, 1.0 + 2 ** -11, 1.0 + 3 * 2 ** -11, 0.1, -0.1, 3.14159265]
        out = {f32(v) for v in vals}
        out |= {0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00000, 0x7F800001, 0x7FBFFFFF, 0xFF812345, 0x00000001,
                0x807FFFFF, 0x3F808000, 0x3F818000, 0x3F7FFFFF, 0x477FEFFF, 0x477FF000, 0x43E00000, 0x43E80000}
        return sorted(out)
    return list(range(2 ** (8 * n))) if n == 1 else sorted(
        set(range(0, 0x10000, 97)) | {0, 0x8000, 1, 0x8001, 0x3FF, 0x400, 0x7BFF, 0x7C00, 0xFC00, 0x7C01, 0x7E00,
                                      0xFE00, 0x7F7F, 0x7F80, 0xFF80, 0x7F81, 0x7FC0, 0x3F80, 0x0080, 0x007F, 0x3C00})


CONFIGS = {'default': {'range_ext': True, 'sat': True}, 'ieee-nosat': {'range_ext': False, 'sat': False}}

if __name__ == '__main__':
    print('# config from to input output (hex); written by make_cast_vectors.py')
    types = list(SIZES)
    for name, cfg in CONFIGS.items():
        for f, t in itertools.product(types, types):
            if name != 'default' and not (f.startswith('FP8') or t.startswith('FP8')):
                continue
            for b in inputs(f):
                print(name, f, t, format(b, 'x'), format(cast(f, t, b, cfg), 'x'))

package org.ringscope.app.bench.hostile;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Mutations that know nothing of the format: bits flipped, bytes and words set to boundary values, the file cut,
 * grown, a block deleted, inserted or copied over another. Sizes stay bounded (a few KiB added at most).
 */
final class ByteMutator {
    /** Boundary values a length, an offset or a count field trips on. */
    static final long[] INTERESTING = {0, 1, 2, 7, 0x10, 0x20, 0x7f, 0x80, 0xff, 0x100, 0x400, 0x7fff, 0x8000, 0xffff,
        0x10000, 0x7fffffffL, 0x80000000L, 0xfffffff0L, 0xffffffffL, 0x100000000L, 0x7fffffffffffffffL, -1};
    private static final int MAX_GROWTH = 4096;

    private ByteMutator() {
    }

    /** One to three mutations of {@code in}. */
    static Mutant mutate(byte[] in, SplittableRandom r) {
        Mutant m = one(in, r);
        for (int k = r.nextInt(3); k > 0; k--) {
            m = m.then(one(m.bytes(), r));
        }
        return m;
    }

    static Mutant one(byte[] in, SplittableRandom r) {
        if (in.length == 0) {
            return new Mutant(random(1 + r.nextInt(64), r), "bytes: random " + in.length);
        }
        byte[] b = in.clone();
        int at = r.nextInt(b.length);
        switch (r.nextInt(9)) {
            case 0 -> {
                int n = 1 + r.nextInt(8);
                for (int i = 0; i < n; i++) {
                    int p = r.nextInt(b.length);
                    b[p] ^= (byte) (1 << r.nextInt(8));
                }
                return new Mutant(b, "bytes: flip " + n + " bits");
            }
            case 1 -> {
                b[at] = (byte) new int[] {0, 0xff, 0x7f, 0x80, 0x01}[r.nextInt(5)];
                return new Mutant(b, "bytes: set byte at " + at);
            }
            case 2 -> {
                int width = r.nextBoolean() ? 4 : 8;
                int p = Math.max(0, Math.min(b.length - width, at & ~(width - 1)));
                long v = INTERESTING[r.nextInt(INTERESTING.length)];
                for (int i = 0; i < width && p + i < b.length; i++) {
                    b[p + i] = (byte) (v >>> (8 * i));
                }
                return new Mutant(b, "bytes: " + width + "-byte word at " + p + " = 0x" + Long.toHexString(v));
            }
            case 3 -> {
                return new Mutant(Arrays.copyOf(b, at), "bytes: cut to " + at);
            }
            case 4 -> {
                int len = Math.min(b.length - at, 1 + r.nextInt(256));
                byte[] out = new byte[b.length - len];
                System.arraycopy(b, 0, out, 0, at);
                System.arraycopy(b, at + len, out, at, b.length - at - len);
                return new Mutant(out, "bytes: delete " + len + " at " + at);
            }
            case 5 -> {
                byte[] ins = random(1 + r.nextInt(MAX_GROWTH), r);
                byte[] out = new byte[b.length + ins.length];
                System.arraycopy(b, 0, out, 0, at);
                System.arraycopy(ins, 0, out, at, ins.length);
                System.arraycopy(b, at, out, at + ins.length, b.length - at);
                return new Mutant(out, "bytes: insert " + ins.length + " at " + at);
            }
            case 6 -> {
                int len = Math.min(b.length - at, 1 + r.nextInt(512));
                int to = r.nextInt(b.length - len + 1);
                System.arraycopy(in, at, b, to, len);
                return new Mutant(b, "bytes: copy " + len + " from " + at + " to " + to);
            }
            case 7 -> {
                byte[] tail = random(1 + r.nextInt(MAX_GROWTH), r);
                byte[] out = Arrays.copyOf(b, b.length + tail.length);
                System.arraycopy(tail, 0, out, b.length, tail.length);
                return new Mutant(out, "bytes: append " + tail.length);
            }
            default -> {
                int len = Math.min(b.length - at, 1 + r.nextInt(64));
                Arrays.fill(b, at, at + len, (byte) 0);
                return new Mutant(b, "bytes: zero " + len + " at " + at);
            }
        }
    }

    /** The 32-bit words of the first {@code span} bytes set to boundary values (an ELF's header and tables). */
    static Mutant words(byte[] in, int span, SplittableRandom r) {
        byte[] b = in.clone();
        int n = 1 + r.nextInt(3);
        StringBuilder what = new StringBuilder("words:");
        for (int i = 0; i < n && b.length >= 4; i++) {
            int p = 4 * r.nextInt(Math.max(1, Math.min(span, b.length) / 4));
            long v = r.nextInt(4) == 0 ? r.nextInt() : INTERESTING[r.nextInt(INTERESTING.length)];
            for (int k = 0; k < 4 && p + k < b.length; k++) {
                b[p + k] = (byte) (v >>> (8 * k));
            }
            what.append(" @").append(p).append("=0x").append(Long.toHexString(v & 0xffffffffL));
        }
        return new Mutant(b, what.toString());
    }

    static byte[] random(int n, SplittableRandom r) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) r.nextInt(256);
        }
        return b;
    }
}

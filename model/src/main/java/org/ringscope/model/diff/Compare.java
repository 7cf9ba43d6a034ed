package org.ringscope.model.diff;

import java.nio.ByteBuffer;
import org.ringscope.model.dump.DumpRing;

/** Finds the next differing descriptor of two rings with the JDK's vectorized {@link ByteBuffer#mismatch}. */
final class Compare {
    private Compare() {
    }

    /**
     * The offset (in descriptors, from the start) of the first differing descriptor of {@code a[ai, ai + n)}
     * and {@code b[bi, bi + n)}, or -1 when all {@code n} are equal.
     */
    static int firstDifference(DumpRing a, int ai, DumpRing b, int bi, int n) {
        if (n <= 0) {
            return -1;
        }
        ByteBuffer x = a.bytes().slice(ai << 4, n << 4);
        ByteBuffer y = b.bytes().slice(bi << 4, n << 4);
        int m = x.mismatch(y);
        return m < 0 ? -1 : m >>> 4;
    }
}

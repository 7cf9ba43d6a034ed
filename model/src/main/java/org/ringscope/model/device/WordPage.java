package org.ringscope.model.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A page of {@link SparseMemory} that is a read-only view of {@value #WORDS} little-endian 8-byte words held
 * elsewhere — the descriptors of a vring half the page was dumped from (decision 1400): byte {@code i} of the page
 * is byte {@code i & 7} of word {@code i >> 3}. Whoever hands the words over promises they never change again (a
 * vring freezes the segment first, so its own later writes go to a copy), and the memory never writes through a
 * view: a write to the page first copies it into a page of its own. So a dumped ring costs the memory a table
 * entry and this object, not 4 KiB a page, and a memory snapshot shares a view as it shares a page.
 */
final class WordPage {
    /** Words a page holds: {@code PAGE_SIZE / 8}. */
    static final int WORDS = SparseMemory.PAGE_SIZE / Long.BYTES;
    /** Bytes this object costs (header, reference, offset), for the memory's accounting. */
    static final int BYTES = 24;

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final long[] words;
    private final int at;

    /** The page holding {@code words[at, at + 512)}. */
    WordPage(long[] words, int at) {
        if (at < 0 || at > words.length - WORDS) {
            throw new IndexOutOfBoundsException("a page of " + WORDS + " words at " + at + " of " + words.length);
        }
        this.words = words;
        this.at = at;
    }

    /** Whether this is the view of {@code words[at, at + 512)}. */
    boolean views(long[] w, int a) {
        return words == w && at == a;
    }

    /** The words' array (to tell which arrays a memory shares). */
    long[] array() {
        return words;
    }

    /** Word {@code k} of the page (bytes {@code 8k .. 8k + 7}). */
    long word(int k) {
        return words[at + k];
    }

    /** The byte at {@code in}. */
    byte get(int in) {
        return (byte) (words[at + (in >>> 3)] >>> ((in & 7) << 3));
    }

    /** The little-endian 8-byte word at byte {@code in} ({@code in <= PAGE_SIZE - 8}, any alignment). */
    long getLong(int in) {
        int k = in >>> 3;
        int s = (in & 7) << 3;
        long lo = words[at + k];
        return s == 0 ? lo : lo >>> s | words[at + k + 1] << (64 - s);
    }

    /** The little-endian 4-byte word at byte {@code in} ({@code in <= PAGE_SIZE - 4}, any alignment). */
    int getInt(int in) {
        int k = in >>> 3;
        int s = (in & 7) << 3;
        long lo = words[at + k];
        return (int) (s <= 32 ? lo >>> s : lo >>> s | words[at + k + 1] << (64 - s));
    }

    /** Copies bytes {@code [in, in + len)} of the page into {@code dst} at {@code dstOff}. */
    void copyTo(int in, byte[] dst, int dstOff, int len) {
        int i = in;
        int o = dstOff;
        int end = in + len;
        for (; i < end && (i & 7) != 0; i++) {
            dst[o++] = get(i);
        }
        for (; i + 8 <= end; i += 8, o += 8) {
            LONG_LE.set(dst, o, words[at + (i >>> 3)]);
        }
        for (; i < end; i++) {
            dst[o++] = get(i);
        }
    }

    /** The page's bytes in an array of its own (the page a write turns this view into). */
    byte[] toBytes() {
        byte[] p = new byte[SparseMemory.PAGE_SIZE];
        copyTo(0, p, 0, p.length);
        return p;
    }

    /** Whether bytes {@code [in, in + len)} are zero. */
    boolean isZero(int in, int len) {
        for (int i = in; i < in + len; i++) {
            if ((i & 7) == 0 && i + 8 <= in + len) {
                if (words[at + (i >>> 3)] != 0) {
                    return false;
                }
                i += 7;
            } else if (get(i) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether bytes {@code [in, in + len)} equal {@code b[off, off + len)}. */
    boolean same(int in, byte[] b, int off, int len) {
        for (int i = 0; i < len; i++) {
            if (get(in + i) != b[off + i]) {
                return false;
            }
        }
        return true;
    }

    /** Whether the page's bytes equal those of {@code w[a, a + 512)}. */
    boolean sameWords(long[] w, int a) {
        for (int k = 0; k < WORDS; k++) {
            if (words[at + k] != w[a + k]) {
                return false;
            }
        }
        return true;
    }

    /** Whether page bytes {@code p} equal the words {@code w[at, at + 512)}. */
    static boolean sameWords(byte[] p, long[] w, int at) {
        for (int k = 0; k < WORDS; k++) {
            if ((long) LONG_LE.get(p, 8 * k) != w[at + k]) {
                return false;
            }
        }
        return true;
    }

    /** Whether the words {@code w[at, at + 512)} are all zero. */
    static boolean zeroWords(long[] w, int at) {
        for (int k = 0; k < WORDS; k++) {
            if (w[at + k] != 0) {
                return false;
            }
        }
        return true;
    }
}

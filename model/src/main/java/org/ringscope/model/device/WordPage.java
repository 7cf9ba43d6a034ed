package org.ringscope.model.device;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * A page of {@link SparseMemory} that is a read-only view of {@value #WORDS} little-endian 8-byte words held
 * elsewhere — the descriptors of a vring half the page was dumped from (decision 1400): byte {@code i} of the page
 * is byte {@code i & 7} of word {@code i >> 3}, and word {@code k} is word {@code k & 1} of descriptor {@code k >> 1}
 * in the half's two word planes: {@code plane0[at + k/2]} or {@code plane1[at + k/2]}. Whoever hands the words
 * over promises they never change again (a vring lends the segments, so its own later writes go to copies), and the
 * memory never writes through a view: a write to the page first copies it into a page of its own. So a dumped ring costs the memory a table
 * entry and this object, not 4 KiB a page, and a memory snapshot shares a view as it shares a page.
 */
final class WordPage {
    /** Words a page holds: {@code PAGE_SIZE / 8}. */
    static final int WORDS = SparseMemory.PAGE_SIZE / Long.BYTES;
    /** Bytes this object costs (header, two references, offset), for the memory's accounting. */
    static final int BYTES = 32;

    private static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Descriptors a page holds: a plane view reads {@code DESCS} words of each plane. */
    static final int DESCS = WORDS / 2;

    private final long[] plane0;
    private final long[] plane1;
    private final int at;

    /** The page holding descriptors {@code [at, at + 256)} of the word planes {@code plane0} and {@code plane1}. */
    WordPage(long[] plane0, long[] plane1, int at) {
        if (at < 0 || at > plane0.length - DESCS || at > plane1.length - DESCS) {
            throw new IndexOutOfBoundsException("a page of " + DESCS + " descriptors at " + at + " of "
                    + plane0.length + " and " + plane1.length);
        }
        this.plane0 = plane0;
        this.plane1 = plane1;
        this.at = at;
    }

    /** Word {@code k} of the page (bytes {@code 8k .. 8k + 7}). */
    long word(int k) {
        return ((k & 1) == 0 ? plane0 : plane1)[at + (k >>> 1)];
    }

    /** The byte at {@code in}. */
    byte get(int in) {
        return (byte) (word(in >>> 3) >>> ((in & 7) << 3));
    }

    /** The little-endian 8-byte word at byte {@code in} ({@code in <= PAGE_SIZE - 8}, any alignment). */
    long getLong(int in) {
        int k = in >>> 3;
        int s = (in & 7) << 3;
        long lo = word(k);
        return s == 0 ? lo : lo >>> s | word(k + 1) << (64 - s);
    }

    /** The little-endian 4-byte word at byte {@code in} ({@code in <= PAGE_SIZE - 4}, any alignment). */
    int getInt(int in) {
        int k = in >>> 3;
        int s = (in & 7) << 3;
        long lo = word(k);
        return (int) (s <= 32 ? lo >>> s : lo >>> s | word(k + 1) << (64 - s));
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
            LONG_LE.set(dst, o, word(i >>> 3));
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
                if (word(i >>> 3) != 0) {
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

    /** Whether the page's bytes equal those of {@code other}'s. */
    boolean sameWords(WordPage other) {
        for (int k = 0; k < WORDS; k++) {
            if (word(k) != other.word(k)) {
                return false;
            }
        }
        return true;
    }

    /** Whether page bytes {@code p} equal this view's words. */
    boolean sameWords(byte[] p) {
        for (int k = 0; k < WORDS; k++) {
            if ((long) LONG_LE.get(p, 8 * k) != word(k)) {
                return false;
            }
        }
        return true;
    }

    /** Whether this view's words are all zero. */
    boolean zeroWords() {
        for (int k = 0; k < WORDS; k++) {
            if (word(k) != 0) {
                return false;
            }
        }
        return true;
    }
}

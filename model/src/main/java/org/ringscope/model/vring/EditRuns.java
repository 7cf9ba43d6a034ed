package org.ringscope.model.vring;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.ByteArena;

/**
 * An edit record's words (decision 1400): not the old words and the new, but what the edit flipped — each
 * descriptor's old words XOR its new — as runs of equal flips. Applying the flips to the words a vring holds turns
 * either into the other, and a walk always holds one of them exactly (before the edit when it re-applies it, after
 * when it reverts it). {@code vring_pack_descs} flips only FIRST, LAST and CONCAT (bits 26, 27 and 31 of word 0), the
 * same way in every middle descriptor of a packet, so a window of packets of 128 descriptors costs a few bytes a
 * packet where both words whole cost eight a descriptor. Word 0's flips are kept rotated right by 24 bits, so those
 * three bits make a one-byte varint.
 *
 * <pre>
 * runs  (count ≥ 1, rotr(old0 ^ new0, 24), old1 ^ new1) … until the counts make the edit's n descriptors
 * </pre>
 */
final class EditRuns {
    private static final int ROTATE = 24;

    private EditRuns() {
    }

    /** Writes the flips from {@code old} to {@code now}, both {@code 2n} words of the same descriptors. */
    static void put(ByteArena w, long[] old, long[] now, int n) {
        int i = 0;
        while (i < n) {
            long x0 = old[2 * i] ^ now[2 * i];
            long x1 = old[2 * i + 1] ^ now[2 * i + 1];
            int k = i + 1;
            while (k < n && (old[2 * k] ^ now[2 * k]) == x0 && (old[2 * k + 1] ^ now[2 * k + 1]) == x1) {
                k++;
            }
            w.putVar(k - i);
            w.putVar(Long.rotateRight(x0, ROTATE));
            w.putVar(x1);
            i = k;
        }
    }

    /** Applies the flips {@link #put} wrote to {@code words} ({@code 2n} words), in place. */
    static void apply(ArenaReader r, long[] words, int n) {
        int i = 0;
        while (i < n) {
            long count = r.getVar();
            long x0 = Long.rotateLeft(r.getVar(), ROTATE);
            long x1 = r.getVar();
            if (count < 1 || count > n - i) {
                throw new IllegalStateException("edit run of " + count + " descriptors at " + i + " of " + n);
            }
            for (int k = i; k < i + count; k++) {
                words[2 * k] ^= x0;
                words[2 * k + 1] ^= x1;
            }
            i += (int) count;
        }
    }
}

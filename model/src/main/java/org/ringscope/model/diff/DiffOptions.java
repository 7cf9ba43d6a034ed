package org.ringscope.model.diff;

import org.ringscope.model.dump.RingId;

/**
 * How to diff two dumps.
 *
 * @param alignment how rings are lined up
 * @param ring      compare only this ring (and neither the libraries nor the memory), or {@code null} for all;
 *                  with a raw ring on one side, the ring of the dump on the other side to compare it with
 */
public record DiffOptions(Alignment alignment, RingId ring) {
    public DiffOptions {
        alignment = alignment == null ? Alignment.AUTO : alignment;
    }

    /** Every ring, {@link Alignment#AUTO}. */
    public static DiffOptions defaults() {
        return new DiffOptions(Alignment.AUTO, null);
    }

    public DiffOptions withAlignment(Alignment a) {
        return new DiffOptions(a, ring);
    }

    public DiffOptions withRing(RingId r) {
        return new DiffOptions(alignment, r);
    }
}

package org.ringscope.model.vring;

import org.ringscope.model.udma.Direction;

/**
 * Every state change of a vring (and of the pring a dump writes), as one immutable record, for the
 * journal. Bulk operations are <em>one</em> event with a range; edits of existing descriptors carry the
 * old words (two longs per descriptor, in index order) so that {@link VringUndo} can step back. Events
 * are only built when a {@link VringListener} is attached.
 */
public sealed interface VringEvent {
    /** The vring's name. */
    String vring();

    /** The seed function that made the change, e.g. {@code vring_add_desc_transfer}. */
    String function();

    /**
     * Descriptors appended at the tail of one or both halves ({@code [txStart, txStart+txCount)},
     * {@code [rxStart, rxStart+rxCount)}), and the bytes added to total_tx_size / total_rx_size. New pages
     * are implied by the range. Step back: truncate both halves and subtract the bytes.
     */
    record Appended(String vring, String function, int txStart, int txCount, int rxStart, int rxCount,
            long txBytes, long rxBytes) implements VringEvent {
    }

    /**
     * Descriptors {@code [start, end)} of one half rewritten in place; {@code oldWords} holds their words
     * before the edit ({@code 2 × (end - start)} longs). Step back: write the old words back.
     */
    record Edited(String vring, String function, Direction half, int start, int end, long[] oldWords)
            implements VringEvent {
    }

    /** The template flag / max_var_id of one half changed. */
    record TemplateChanged(String vring, String function, Direction half, boolean oldIsTemplate, int oldMaxVarId,
            boolean isTemplate, int maxVarId) implements VringEvent {
    }

    /** Every page of one half was freed ({@code vring_free_pages}); {@code oldWords} is the whole half. */
    record PagesFreed(String vring, String function, Direction half, long[] oldWords) implements VringEvent {
    }

    /**
     * A dump wrote descriptors {@code [0, paddedSize)} of {@code pring} ({@code realCount} copied from
     * {@code half}, the rest no-op pads, the last of them the trap descriptor when {@code trap}); {@code oldRingWords}
     * are the ring words it overwrote ({@code null} when they were all zero) and {@code oldUsedDescCount} the pring's previous used count.
     */
    record PringWritten(String vring, String function, Direction half, Pring pring, int realCount, int paddedSize,
            int oldUsedDescCount, long[] oldRingWords, boolean trap) implements VringEvent {
        /** A dump without the trap descriptor. */
        public PringWritten(String vring, String function, Direction half, Pring pring, int realCount, int paddedSize,
                int oldUsedDescCount, long[] oldRingWords) {
            this(vring, function, half, pring, realCount, paddedSize, oldUsedDescCount, oldRingWords, false);
        }
    }
}

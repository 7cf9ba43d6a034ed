package org.ringscope.model.vring;

import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.Direction;

/**
 * The forward direction of {@link VringUndo}: re-applies one {@link VringEvent} to a vring that is in
 * the state just before it, given what the event itself does not carry (the words an append or an edit
 * wrote). Used by the journal ({@code org.ringscope.model.trace}) to move a vring forward in time; like
 * {@link VringUndo} it reports nothing to the listener. Not an authoring API: the runtime appends and
 * edits through {@link Vring}, {@link VringPackets}, {@link VringEdits} and {@link VringDump}.
 */
public final class VringRedo {
    private VringRedo() {
    }

    /**
     * Re-applies an {@link VringEvent.Appended}: claims {@code txCount} / {@code rxCount} slots at the tail
     * of each half (which must be at {@code txStart} / {@code rxStart}), writes the given words (two per
     * descriptor) and adds the bytes to total_tx_size / total_rx_size.
     */
    public static void append(Vring vring, VringEvent.Appended a, long[] txWords, long[] rxWords) {
        extend(vring.tx, a.txStart(), a.txCount(), txWords);
        extend(vring.rx, a.rxStart(), a.rxCount(), rxWords);
        vring.totalTxSize += a.txBytes();
        vring.totalRxSize += a.rxBytes();
    }

    private static void extend(VringPages half, int start, int count, long[] words) {
        if (half.usedDescCount != start) {
            throw new IllegalStateException(half.direction() + " half holds " + half.usedDescCount
                    + " descriptors, an append at " + start + " cannot be redone");
        }
        if (words.length != count * Desc.LONGS) {
            throw new IllegalArgumentException(count + " descriptors need " + count * Desc.LONGS + " words");
        }
        for (int i = 0; i < count; i++) {
            if (half.vringAllocateNextDesc() < 0) {
                throw new IllegalStateException("the " + half.direction() + " half is full at " + half.usedDescCount);
            }
        }
        half.restore(start, words);
    }

    /**
     * Steps an {@link VringEvent.Appended} (or a run of them) back by lowering used_desc_count and the
     * totals <em>without</em> releasing pages: the words past the new tail stay where they are, so that
     * {@link #extendKept} can step forward again without copying (decision 0504). Pages that no
     * descriptor uses any more stay referenced until a later append or free replaces them.
     */
    public static void softTruncate(Vring vring, int txUsed, int rxUsed, long txBytes, long rxBytes) {
        soft(vring.tx, txUsed);
        soft(vring.rx, rxUsed);
        vring.totalTxSize -= txBytes;
        vring.totalRxSize -= rxBytes;
    }

    private static void soft(VringPages half, int used) {
        if (used > half.usedDescCount) {
            throw new IllegalStateException("soft truncation of the " + half.direction() + " half from "
                    + half.usedDescCount + " up to " + used);
        }
        half.usedDescCount = used;
        half.pageCount = (used + VringPages.SLOT_MASK) >>> VringPages.PAGE_SHIFT;
    }

    /**
     * Steps forward over appends whose words a {@link #softTruncate} kept: raises used_desc_count and the
     * totals. The caller guarantees that slots up to the new counts still hold those appends' words.
     */
    public static void extendKept(Vring vring, int txUsed, int rxUsed, long txBytes, long rxBytes) {
        extend(vring.tx, txUsed);
        extend(vring.rx, rxUsed);
        vring.totalTxSize += txBytes;
        vring.totalRxSize += rxBytes;
    }

    private static void extend(VringPages half, int used) {
        if (used < half.usedDescCount || used > half.limit() || !half.holds(used)) {
            throw new IllegalStateException("the " + half.direction() + " half cannot extend from "
                    + half.usedDescCount + " to " + used + " with kept pages");
        }
        half.usedDescCount = used;
        half.pageCount = (used + VringPages.SLOT_MASK) >>> VringPages.PAGE_SHIFT;
    }

    /** Re-applies an {@link VringEvent.Edited}: writes {@code newWords} over {@code [start, end)}. */
    public static void edit(Vring vring, VringEvent.Edited e, long[] newWords) {
        vring.half(e.half()).restore(e.start(), newWords);
    }

    /** Re-applies a {@link VringEvent.TemplateChanged}. */
    public static void template(Vring vring, VringEvent.TemplateChanged t) {
        VringPages p = vring.half(t.half());
        p.isTemplate = t.isTemplate();
        p.maxVarId = t.maxVarId();
    }

    /** Re-applies a {@link VringEvent.PagesFreed}: frees every page of the half again. */
    public static void freePages(Vring vring, Direction half) {
        vring.half(half).freePages();
    }

    /**
     * Re-applies a {@link VringEvent.PringWritten} by dumping again: descriptors {@code [0, realCount)} of
     * {@code half} (which must hold exactly what it held at the dump) into the pring, pads of
     * {@code padAddr} up to {@code paddedSize} (the last the trap descriptor when {@code trap}), and
     * used_desc_count = {@code paddedSize}.
     */
    public static void dump(Vring vring, Direction half, Pring pring, int realCount, int paddedSize, long padAddr,
            boolean trap) {
        VringPages pages = vring.half(half);
        if (pages.usedDescCount < realCount) {
            throw new IllegalStateException("vring " + vring.name() + " holds " + pages.usedDescCount
                    + " descriptors, the dump copied " + realCount);
        }
        int off = 0;
        try {
            while (off < realCount) {
                int run = Math.min(realCount - off, VringPages.SEGMENT_DESCS - (off & VringPages.SEGMENT_MASK));
                pring.shareDescriptors(off, pages, off, run);
                off += run;
            }
        } catch (VringException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        VringDump.pad(half, pring, off, paddedSize, padAddr, trap);
        pring.usedDescCount = paddedSize;
    }

    /** Sets a pring's used_desc_count (a checkpoint restore of device rings). */
    public static void setUsedDescCount(Pring pring, int usedDescCount) {
        if (usedDescCount < 0 || usedDescCount > pring.allocatedDescCount()) {
            throw new IllegalArgumentException("used_desc_count " + usedDescCount + " outside 0.."
                    + pring.allocatedDescCount());
        }
        pring.usedDescCount = usedDescCount;
    }
}

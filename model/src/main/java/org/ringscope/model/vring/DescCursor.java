package org.ringscope.model.vring;

import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;

/**
 * A reusable, allocation-free flyweight over one half of a vring: {@link #at(int)} moves it, the getters
 * read the descriptor under it. Views and the diff walk millions of descriptors with one cursor; only
 * {@link #decode()} builds an object, for single-descriptor display.
 */
public final class DescCursor {
    private final VringPages pages;
    private long[] page0;
    private long[] page1;
    private int off;
    private int idx = -1;

    DescCursor(VringPages pages) {
        this.pages = pages;
    }

    /** Moves to descriptor {@code idx}; returns this cursor. */
    public DescCursor at(int idx) {
        if (idx < 0 || idx >= pages.usedDescCount) {
            throw new IndexOutOfBoundsException("descriptor " + idx + " of " + pages.usedDescCount);
        }
        this.page0 = pages.words0(idx);
        this.page1 = pages.words1(idx);
        this.off = VringPages.slotOf(idx);
        this.idx = idx;
        return this;
    }

    /** The flat index under the cursor. */
    public int index() {
        return idx;
    }

    /** The page of the index ({@code idx >> 16}). */
    public int pageIndex() {
        return idx >>> VringPages.PAGE_SHIFT;
    }

    /** The slot in its page ({@code idx & 0xFFFF}). */
    public int slot() {
        return idx & VringPages.SLOT_MASK;
    }

    public long word0() {
        return page0[off];
    }

    public long word1() {
        return page1[off];
    }

    public int lenCtrl() {
        return (int) page0[off];
    }

    /** meta_ctrl (Tx) or buf2_ptr_lo (Rx). */
    public int metaCtrl() {
        return Desc.metaCtrl(page0[off]);
    }

    /** buf_ptr (Tx) or buf1_ptr (Rx). */
    public long bufPtr() {
        return page1[off];
    }

    /** Length with 0 read as 65,536. */
    public int size() {
        return LenCtrl.size(lenCtrl());
    }

    public boolean isFirst() {
        return LenCtrl.isFirst(lenCtrl());
    }

    public boolean isLast() {
        return LenCtrl.isLast(lenCtrl());
    }

    public boolean isConcat() {
        return LenCtrl.isConcat(lenCtrl());
    }

    public boolean isDmb() {
        return LenCtrl.isDmb(lenCtrl());
    }

    public boolean isSow() {
        return LenCtrl.isSow(lenCtrl());
    }

    public boolean isMeta() {
        return LenCtrl.isMeta(lenCtrl());
    }

    public boolean isWriteBarrier() {
        return MetaCtrl.isWriteBarrier(metaCtrl());
    }

    public boolean isTemplate() {
        return BufPtr.isTemplate(bufPtr());
    }

    /** The descriptor under the cursor as named fields. */
    public DescriptorFields decode() {
        return DescriptorFields.decode(pages.direction(), word0(), word1());
    }
}

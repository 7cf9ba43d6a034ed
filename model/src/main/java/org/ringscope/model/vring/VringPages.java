package org.ringscope.model.vring;

import java.util.Arrays;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;

/**
 * One half of a vring, {@code vring_pages_t} = {used_desc_count, head, tail, is_template, max_var_id}
 * (vring seed §1). Descriptors live in primitive pages of {@value #DESCS_PER_PAGE} descriptors, two longs
 * each — one {@code long[131072]} of exactly 1 MiB per {@code vring_desc_page_t} (whose C size, with the
 * {@code next}/{@code prev} links, is {@value #PAGE_STRUCT_BYTES} = 0x100010). The page list is an array
 * indexed the way every consumer decodes a flat index: {@code page = idx >> 16}, {@code slot = idx & 0xFFFF}.
 *
 * <p>Reads go through index arithmetic ({@link #word0(int)}, {@link #word1(int)}, {@link #copyTo}) or a
 * reusable {@link DescCursor}. All mutation is package-private and done by {@link Vring} and its edit
 * classes, which report every change to the listener.
 */
public final class VringPages {
    /** Descriptors per page: 65,536. */
    public static final int DESCS_PER_PAGE = 65536;
    /** {@code idx >> 16} is the page. */
    public static final int PAGE_SHIFT = 16;
    /** {@code idx & 0xFFFF} is the slot in the page. */
    public static final int SLOT_MASK = 0xFFFF;
    /** {@code sizeof(vring_desc_page_t)} = 65536 × 16 + next + prev = 0x100010 (the malloc immediate). */
    public static final int PAGE_STRUCT_BYTES = 0x100010;
    /** The hard cap per half: 16,777,200 (0xFFFFF0), checked before the wrap. */
    public static final int MAX_DESCRIPTORS = 16_777_200;
    /** nlog text when the cap is hit ({@code .rodata} 0x81a410). */
    public static final String DESCRIPTOR_LIMIT = "Descriptor limit reached. Descriptors in vring %d, Max allowed %d";
    /** nlog text when a page cannot be had (0x81a458). */
    public static final String EXPAND_FAILED = "Failed to expand vring page pool";

    private static final int LONGS_PER_PAGE = DESCS_PER_PAGE * Desc.LONGS;

    private final Direction direction;
    private final int limit;
    long[][] pages = new long[4][];
    int pageCount;
    int usedDescCount;
    boolean isTemplate;
    int maxVarId;

    VringPages(Direction direction, int limit) {
        if (limit < 1 || limit > MAX_DESCRIPTORS) {
            throw new IllegalArgumentException("descriptor limit must be 1.." + MAX_DESCRIPTORS + ", got " + limit);
        }
        this.direction = direction;
        this.limit = limit;
    }

    /** TX or RX. */
    public Direction direction() {
        return direction;
    }

    /** {@code used_desc_count}. */
    public int usedDescCount() {
        return usedDescCount;
    }

    /** Pages allocated (the length of the head→tail list). */
    public int pageCount() {
        return pageCount;
    }

    /** The cap this half enforces: {@value #MAX_DESCRIPTORS} unless a test lowered it. */
    public int limit() {
        return limit;
    }

    /** {@code is_template}: this half carries symbolic (var_id) buf_ptrs to resolve. */
    public boolean isTemplate() {
        return isTemplate;
    }

    /** {@code max_var_id}: resolution asserts {@code var_id < max_var_id + 1}. */
    public int maxVarId() {
        return maxVarId;
    }

    /**
     * {@code vring_allocate_next_desc} (vring.c:81, 0x3111a0): claims the next slot and returns its flat
     * index, growing the page list by one page when {@code (idx & 0xFFFF) == 0}; returns -1 when
     * {@code used_desc_count >= 16,777,200} (the caller reports QUEUE_FULL). The cap is checked before the
     * wrap, so index 0x1000000 — which would need a 257th page — can never be reached.
     */
    int vringAllocateNextDesc() {
        int idx = usedDescCount;
        if (idx >= limit) {
            return -1;
        }
        if ((idx & SLOT_MASK) == 0) {
            addPage();
        }
        usedDescCount = idx + 1;
        return idx;
    }

    /** The nlog line of a refused allocation. */
    String limitMessage() {
        return String.format(DESCRIPTOR_LIMIT, usedDescCount, limit);
    }

    private void addPage() {
        if (pageCount == pages.length) {
            pages = Arrays.copyOf(pages, pages.length * 2);
        }
        pages[pageCount++] = new long[LONGS_PER_PAGE];
    }

    /** The page array holding {@code idx} (package-private: callers write through it). */
    long[] pageOf(int idx) {
        return pages[idx >>> PAGE_SHIFT];
    }

    /** The page array number {@code p}, or null past the tail ({@code vring_find_page_by_idx}). */
    long[] vringFindPageByIdx(int p) {
        return p >= 0 && p < pageCount ? pages[p] : null;
    }

    /** Long offset of {@code idx} in its page: {@code (idx & 0xFFFF) << 1}. */
    static int offsetOf(int idx) {
        return (idx & SLOT_MASK) << 1;
    }

    private void check(int idx) {
        if (idx < 0 || idx >= usedDescCount) {
            throw new IndexOutOfBoundsException("descriptor " + idx + " of " + direction + " half with " + usedDescCount);
        }
    }

    /** Word 0 (len_ctrl | meta_ctrl << 32) of descriptor {@code idx}. */
    public long word0(int idx) {
        check(idx);
        return pages[idx >>> PAGE_SHIFT][offsetOf(idx)];
    }

    /** Word 1 (buf_ptr) of descriptor {@code idx}. */
    public long word1(int idx) {
        check(idx);
        return pages[idx >>> PAGE_SHIFT][offsetOf(idx) + 1];
    }

    /** len_ctrl of descriptor {@code idx}. */
    public int lenCtrl(int idx) {
        return (int) word0(idx);
    }

    /** Descriptor {@code idx} decoded to named fields (for single-descriptor display). */
    public DescriptorFields decode(int idx) {
        return DescriptorFields.decode(direction, word0(idx), word1(idx));
    }

    /** A reusable flyweight over this half. */
    public DescCursor cursor() {
        return new DescCursor(this);
    }

    /**
     * Copies {@code count} descriptors from {@code start} into {@code dst} at long offset {@code dstOff}
     * (two longs per descriptor), page run by page run.
     */
    public void copyTo(int start, int count, long[] dst, int dstOff) {
        if (count == 0) {
            return;
        }
        check(start);
        check(start + count - 1);
        int idx = start;
        int out = dstOff;
        int left = count;
        while (left > 0) {
            int run = Math.min(left, DESCS_PER_PAGE - (idx & SLOT_MASK));
            System.arraycopy(pages[idx >>> PAGE_SHIFT], offsetOf(idx), dst, out, run << 1);
            idx += run;
            out += run << 1;
            left -= run;
        }
    }

    /** The words of {@code [start, end)}, two per descriptor (the "old words" of an edit). */
    long[] snapshot(int start, int end) {
        long[] words = new long[(end - start) << 1];
        copyTo(start, end - start, words, 0);
        return words;
    }

    /** Writes back words taken by {@link #snapshot} (a step back). */
    void restore(int start, long[] words) {
        int n = words.length >> 1;
        int idx = start;
        int in = 0;
        int left = n;
        while (left > 0) {
            int run = Math.min(left, DESCS_PER_PAGE - (idx & SLOT_MASK));
            System.arraycopy(words, in, pages[idx >>> PAGE_SHIFT], offsetOf(idx), run << 1);
            idx += run;
            in += run << 1;
            left -= run;
        }
    }

    /** Drops descriptors from {@code newUsed} on, freeing pages past the new tail (a step back of an append). */
    void truncate(int newUsed) {
        int keepPages = (newUsed + SLOT_MASK) >>> PAGE_SHIFT;
        for (int p = keepPages; p < pageCount; p++) {
            pages[p] = null;
        }
        pageCount = keepPages;
        if (newUsed < usedDescCount && keepPages > 0 && (newUsed & SLOT_MASK) != 0) {
            long[] tail = pages[keepPages - 1];
            Arrays.fill(tail, offsetOf(newUsed), tail.length, 0L);
        }
        usedDescCount = newUsed;
    }

    /** {@code vring_free_pages}: releases every page; the half is empty afterwards. */
    void freePages() {
        Arrays.fill(pages, null);
        pageCount = 0;
        usedDescCount = 0;
    }

    /** A deep copy ({@code vring_deep_copy_pages}). */
    VringPages deepCopy() {
        VringPages c = new VringPages(direction, limit);
        c.pages = new long[Math.max(4, pages.length)][];
        for (int p = 0; p < pageCount; p++) {
            c.pages[p] = pages[p].clone();
        }
        c.pageCount = pageCount;
        c.usedDescCount = usedDescCount;
        c.isTemplate = isTemplate;
        c.maxVarId = maxVarId;
        return c;
    }

    /** Bytes held by the page arrays (1 MiB + the 16-byte array header per page) and the page table. */
    public long retainedBytes() {
        long perPage = (long) LONGS_PER_PAGE * Long.BYTES + 16;
        return pageCount * perPage + 16 + (long) pages.length * 8;
    }
}

package org.ringscope.model.vring;

import java.util.Arrays;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.udma.LenCtrl;

/**
 * One half of a vring, {@code vring_pages_t} = {used_desc_count, head, tail, is_template, max_var_id}
 * (vring seed §1). Descriptors live in primitive pages of {@value #DESCS_PER_PAGE} descriptors, two longs
 * each — 1 MiB of descriptor words per {@code vring_desc_page_t} (whose C size, with the {@code next}/
 * {@code prev} links, is {@value #PAGE_STRUCT_BYTES} = 0x100010). A page is allocated whole when the slot
 * wraps, and every consumer decodes a flat index as {@code page = idx >> 16}, {@code slot = idx & 0xFFFF}.
 *
 * <p>Each page's words are held in {@value #SEGMENTS_PER_PAGE} {@code long[]} segments of
 * {@value #SEGMENT_DESCS} descriptors (256 KiB): a single 1 MiB array is a G1 "humongous" object that
 * takes a whole 2 MiB region and doubles the memory per descriptor (decision 0106). A segment never spans
 * two pages, so a run inside one segment is also a run inside one page. A segment is taken when its first
 * slot is claimed, and a half's first segment starts at {@value #FIRST_SEGMENT_DESCS} descriptors and grows
 * fourfold (decision 1400): the page is still the C runtime's unit of allocation and count, the storage is
 * what the descriptors use.
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

    /** Descriptors per storage segment: 16,384 (256 KiB of words, below G1's humongous threshold). */
    public static final int SEGMENT_DESCS = 16384;
    /** {@code idx >> 14} is the segment. */
    public static final int SEGMENT_SHIFT = 14;
    /** {@code idx & 0x3FFF} is the slot in the segment. */
    public static final int SEGMENT_MASK = SEGMENT_DESCS - 1;
    /** Segments per page: 4. */
    public static final int SEGMENTS_PER_PAGE = DESCS_PER_PAGE / SEGMENT_DESCS;

    private static final int LONGS_PER_SEGMENT = SEGMENT_DESCS * Desc.LONGS;
    /**
     * Descriptors the first segment of a half starts with (1 KiB of words); it grows fourfold as slots are claimed
     * up to a whole segment, so the hundreds of small rings of a real model do not each hold 2 MiB (decision 1400).
     */
    static final int FIRST_SEGMENT_DESCS = 64;

    private final Direction direction;
    private final int limit;
    long[][] segments = new long[4 * SEGMENTS_PER_PAGE][];
    /**
     * Per segment: slots {@code [0, frozenTo[s])} are held by a {@link State} (a snapshot made by
     * {@link #freeze}), so a write there first replaces the segment by a copy of its own ({@link #writable});
     * slots past it are no snapshot's descriptors and are written in place (an append after a snapshot
     * copies nothing).
     */
    int[] frozenTo = new int[segments.length];
    /** Per segment: whether a {@link State} refers to it (it never goes back to the {@link SegmentPool}). */
    boolean[] shared = new boolean[segments.length];
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
        int s = idx >>> SEGMENT_SHIFT;
        int o = idx & SEGMENT_MASK;
        if (o == 0) {
            // a segment is taken when its first slot is claimed: a page of a small ring holds one short segment
            segments[s] = s == 0 ? new long[FIRST_SEGMENT_DESCS * Desc.LONGS] : SegmentPool.acquire(LONGS_PER_SEGMENT);
            frozenTo[s] = 0;
            shared[s] = false;
        } else if (((o + 1) << 1) > segments[s].length) {
            growSegment(s);
        }
        usedDescCount = idx + 1;
        return idx;
    }

    /** The nlog line of a refused allocation. */
    /** Whether the half is at its cap (the next {@code vring_allocate_next_desc} fails). */
    boolean atLimit() {
        return usedDescCount >= limit;
    }

    String limitMessage() {
        return String.format(DESCRIPTOR_LIMIT, usedDescCount, limit);
    }

    private void addPage() {
        int first = pageCount * SEGMENTS_PER_PAGE;
        if (first + SEGMENTS_PER_PAGE > segments.length) {
            grow(Math.max(first + SEGMENTS_PER_PAGE, segments.length * 2));
        }
        pageCount++;
    }

    /**
     * Replaces the first segment by one four times as long (at most {@value #SEGMENT_DESCS} descriptors) holding
     * its words: a snapshot that shares the old array keeps it, the new one is this half's alone.
     */
    private void growSegment(int s) {
        long[] old = segments[s];
        long[] c = new long[Math.min(LONGS_PER_SEGMENT, old.length * 4)];
        System.arraycopy(old, 0, c, 0, old.length);
        segments[s] = c;
        frozenTo[s] = 0;
        shared[s] = false;
    }

    /** Whether the slots below {@code used} have storage (the words a soft truncation kept can be counted again). */
    boolean holds(int used) {
        if (used == 0) {
            return true;
        }
        int s = (used - 1) >>> SEGMENT_SHIFT;
        return s < segments.length && segments[s] != null && offsetOf(used - 1) + 1 < segments[s].length;
    }

    private void grow(int length) {
        segments = Arrays.copyOf(segments, length);
        frozenTo = Arrays.copyOf(frozenTo, length);
        shared = Arrays.copyOf(shared, length);
    }

    /** The array holding descriptor {@code idx}, to read (a write goes through {@link #writable}). */
    long[] arrayOf(int idx) {
        return segments[idx >>> SEGMENT_SHIFT];
    }

    /**
     * The array holding descriptor {@code idx}, to write: when a {@link State} holds that slot, the segment
     * is first replaced by a copy of its own.
     */
    long[] writable(int idx) {
        int s = idx >>> SEGMENT_SHIFT;
        long[] a = segments[s];
        if ((idx & SEGMENT_MASK) < frozenTo[s]) {
            long[] c = a.length == LONGS_PER_SEGMENT ? SegmentPool.acquire(LONGS_PER_SEGMENT) : new long[a.length];
            System.arraycopy(a, 0, c, 0, a.length);
            segments[s] = c;
            frozenTo[s] = 0;
            shared[s] = false;
            a = c;
        }
        return a;
    }

    /** Whether segment {@code s} is this half's alone, so it may be recycled. */
    private boolean owns(int s) {
        return segments[s] != null && !shared[s] && segments[s].length == LONGS_PER_SEGMENT;
    }

    /**
     * The half's state as it is now, sharing its segments: a later write copies the segment it changes
     * first, so the state stays as it was (a journal checkpoint of the vrings).
     */
    State freeze() {
        for (int i = 0; i < pageCount * SEGMENTS_PER_PAGE; i++) {
            int used = Math.max(0, Math.min(SEGMENT_DESCS, usedDescCount - i * SEGMENT_DESCS));
            frozenTo[i] = Math.max(frozenTo[i], used);
            shared[i] = true;
        }
        return new State(Arrays.copyOf(segments, pageCount * SEGMENTS_PER_PAGE), pageCount, usedDescCount,
                isTemplate, maxVarId);
    }

    /** Returns to a state {@link #freeze} made (of this half); the segments no snapshot holds are recycled. */
    void thaw(State s) {
        for (int i = 0; i < segments.length; i++) {
            if (owns(i)) {
                SegmentPool.release(segments[i]);
            }
        }
        int length = Math.max(4 * SEGMENTS_PER_PAGE, s.segments.length);
        segments = Arrays.copyOf(s.segments, length);
        // other snapshots may hold more of these segments than this one: every slot is held
        frozenTo = new int[length];
        shared = new boolean[length];
        Arrays.fill(frozenTo, 0, s.segments.length, SEGMENT_DESCS);
        Arrays.fill(shared, 0, s.segments.length, true);
        pageCount = s.pageCount;
        usedDescCount = s.usedDescCount;
        isTemplate = s.isTemplate;
        maxVarId = s.maxVarId;
    }

    /** One half's frozen state: its segments (shared, never written again), counts and template flags. */
    public static final class State {
        final long[][] segments;
        final int pageCount;
        final int usedDescCount;
        final boolean isTemplate;
        final int maxVarId;

        State(long[][] segments, int pageCount, int usedDescCount, boolean isTemplate, int maxVarId) {
            this.segments = segments;
            this.pageCount = pageCount;
            this.usedDescCount = usedDescCount;
            this.isTemplate = isTemplate;
            this.maxVarId = maxVarId;
        }

        /** The segments it holds (for memory estimates: shared ones are counted once by the caller). */
        public long[][] segments() {
            return segments.clone();
        }
    }

    /** Long offset of {@code idx} in {@link #arrayOf}: {@code (idx & 0x3FFF) << 1}. */
    static int offsetOf(int idx) {
        return (idx & SEGMENT_MASK) << 1;
    }

    /** {@code vring_find_page_by_idx}: whether page {@code p} ({@code = idx >> 16}) exists. */
    boolean vringFindPageByIdx(int p) {
        return p >= 0 && p < pageCount;
    }

    private void check(int idx) {
        if (idx < 0 || idx >= usedDescCount) {
            throw new IndexOutOfBoundsException("descriptor " + idx + " of " + direction + " half with " + usedDescCount);
        }
    }

    /** Word 0 (len_ctrl | meta_ctrl << 32) of descriptor {@code idx}. */
    public long word0(int idx) {
        check(idx);
        return segments[idx >>> SEGMENT_SHIFT][offsetOf(idx)];
    }

    /** Word 1 (buf_ptr) of descriptor {@code idx}. */
    public long word1(int idx) {
        check(idx);
        return segments[idx >>> SEGMENT_SHIFT][offsetOf(idx) + 1];
    }

    /** len_ctrl of descriptor {@code idx}. */
    public int lenCtrl(int idx) {
        return (int) word0(idx);
    }

    /**
     * Whether bytes 8..15 of descriptor {@code idx} hold a buffer pointer: not on a TX META descriptor, whose
     * bytes 8..15 are the {@code tx_meta} view's meta1 / meta2 — RingScope's packet operand (decision 0103) —
     * so the pointer edits (templates, {@code vring_addr_rewrite}) leave them alone.
     */
    public boolean holdsPointer(int idx) {
        return direction != Direction.TX || !LenCtrl.isMeta(lenCtrl(idx));
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
            int run = Math.min(left, SEGMENT_DESCS - (idx & SEGMENT_MASK));
            System.arraycopy(segments[idx >>> SEGMENT_SHIFT], offsetOf(idx), dst, out, run << 1);
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
            int run = Math.min(left, SEGMENT_DESCS - (idx & SEGMENT_MASK));
            System.arraycopy(words, in, writable(idx), offsetOf(idx), run << 1);
            idx += run;
            in += run << 1;
            left -= run;
        }
    }

    /** Drops descriptors from {@code newUsed} on, releasing pages past the new tail (a step back of an append). */
    void truncate(int newUsed) {
        int keepPages = (newUsed + SLOT_MASK) >>> PAGE_SHIFT;
        for (int i = keepPages * SEGMENTS_PER_PAGE; i < pageCount * SEGMENTS_PER_PAGE; i++) {
            if (owns(i)) {
                SegmentPool.release(segments[i]);
            }
            segments[i] = null;
        }
        pageCount = keepPages;
        usedDescCount = newUsed;
    }

    /** Writes zeros over a claimed slot that its builder could not fill (the runtime leaves it as malloc'd). */
    void clearSlot(int idx) {
        long[] a = writable(idx);
        a[offsetOf(idx)] = 0;
        a[offsetOf(idx) + 1] = 0;
    }

    /** {@code vring_free_pages}: releases every page (to the {@link SegmentPool}); the half is empty afterwards. */
    void freePages() {
        for (int i = 0; i < pageCount * SEGMENTS_PER_PAGE; i++) {
            if (owns(i)) {
                SegmentPool.release(segments[i]);
            }
        }
        Arrays.fill(segments, null);
        pageCount = 0;
        usedDescCount = 0;
    }

    /** A deep copy ({@code vring_deep_copy_pages}). */
    VringPages deepCopy() {
        VringPages c = new VringPages(direction, limit);
        c.segments = new long[segments.length][];
        c.frozenTo = new int[segments.length];
        c.shared = new boolean[segments.length];
        for (int i = 0; i < pageCount * SEGMENTS_PER_PAGE; i++) {
            c.segments[i] = segments[i] == null ? null : segments[i].clone();
        }
        c.pageCount = pageCount;
        c.usedDescCount = usedDescCount;
        c.isTemplate = isTemplate;
        c.maxVarId = maxVarId;
        return c;
    }

    /** Empties the pool of recycled segments, so the next pages are fresh allocations (for memory measurements). */
    public static void clearSegmentPool() {
        SegmentPool.clear();
    }

    /** Bytes held by the segments (each array with its header) and the segment table. */
    public long retainedBytes() {
        long n = 16 + (long) segments.length * 8;
        for (long[] a : segments) {
            n += a == null ? 0 : 16 + 8L * a.length;
        }
        return n;
    }
}

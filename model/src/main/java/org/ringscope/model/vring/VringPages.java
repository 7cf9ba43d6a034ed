package org.ringscope.model.vring;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
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
 * <p>Each page's words are held in {@value #SEGMENTS_PER_PAGE} segments of {@value #SEGMENT_DESCS} descriptors,
 * and each segment in two {@code long[]} arrays of 128 KiB, one per word: a {@link Plane} of word 0 and one of
 * word 1 (decision 1400). A single 1 MiB array would be a G1 "humongous" object that takes a whole 2 MiB region and
 * doubles the memory per descriptor (decision 0106); two planes let the edits that rewrite one word of a whole
 * half ({@code vring_pack_descs}: word 0; the template resolution: word 1) leave the other word's segments shared
 * with snapshots and with the template a per-execution copy was made from. A segment never spans two pages, so a
 * run inside one segment is also a run inside one page. A segment is taken when its first slot is claimed, and a
 * half's first segment starts at {@value #FIRST_SEGMENT_DESCS} descriptors and grows fourfold (decision 1400): the
 * page is still the C runtime's unit of allocation and count, the storage is what the descriptors use.
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

    /** Descriptors per storage segment: 16,384 (128 KiB a word plane, below G1's humongous threshold). */
    public static final int SEGMENT_DESCS = 16384;
    /** {@code idx >> 14} is the segment. */
    public static final int SEGMENT_SHIFT = 14;
    /** {@code idx & 0x3FFF} is the slot in the segment. */
    public static final int SEGMENT_MASK = SEGMENT_DESCS - 1;
    /** Segments per page: 4. */
    public static final int SEGMENTS_PER_PAGE = DESCS_PER_PAGE / SEGMENT_DESCS;

    /**
     * Descriptors the first segment of a half starts with (512 bytes a word plane); it grows fourfold as slots are
     * claimed up to a whole segment, so the hundreds of small rings of a real model do not each hold 2 MiB
     * (decision 1400).
     */
    static final int FIRST_SEGMENT_DESCS = 64;

    private final Direction direction;
    private final int limit;
    /** Word 0 of every descriptor ({@code len_ctrl | meta_ctrl << 32}). */
    Plane w0 = new Plane(4 * SEGMENTS_PER_PAGE);
    /** Word 1 of every descriptor (the buffer pointer, or a TX META descriptor's operand). */
    Plane w1 = new Plane(4 * SEGMENTS_PER_PAGE);
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
        w0.requireWritable();
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
            int words = s == 0 ? FIRST_SEGMENT_DESCS : SEGMENT_DESCS;
            w0.take(s, words);
            w1.take(s, words);
        } else if (o >= w0.seg[s].length) {
            w0.grow(s);
            w1.grow(s);
        }
        usedDescCount = idx + 1;
        return idx;
    }

    /** Whether the half is at its cap (the next {@code vring_allocate_next_desc} fails). */
    boolean atLimit() {
        return usedDescCount >= limit;
    }

    /** The nlog line of a refused allocation. */
    String limitMessage() {
        return String.format(DESCRIPTOR_LIMIT, usedDescCount, limit);
    }

    private void addPage() {
        int first = pageCount * SEGMENTS_PER_PAGE;
        w0.ensure(first + SEGMENTS_PER_PAGE);
        w1.ensure(first + SEGMENTS_PER_PAGE);
        pageCount++;
    }

    /** Whether the slots below {@code used} have storage (the words a soft truncation kept can be counted again). */
    boolean holds(int used) {
        if (used == 0) {
            return true;
        }
        int s = (used - 1) >>> SEGMENT_SHIFT;
        int o = (used - 1) & SEGMENT_MASK;
        return s < w0.seg.length && w0.seg[s] != null && o < w0.seg[s].length && w1.seg[s] != null
                && o < w1.seg[s].length;
    }

    /** The word-0 segment holding descriptor {@code idx}, to read (its slot is {@link #slotOf}). */
    long[] words0(int idx) {
        return w0.at(idx);
    }

    /** The word-1 segment holding descriptor {@code idx}, to read. */
    long[] words1(int idx) {
        return w1.at(idx);
    }

    /** The word-0 segment holding descriptor {@code idx}, to write (made this half's alone first when it is held). */
    long[] writable0(int idx) {
        return w0.writable(idx);
    }

    /** The word-1 segment holding descriptor {@code idx}, to write. */
    long[] writable1(int idx) {
        return w1.writable(idx);
    }

    /**
     * The word-0 segment holding descriptor {@code idx}, lent to a reader that keeps it (a ring in device memory that
     * views it, decision 1400): the array is never written again, by this half or any that shares it, nor recycled.
     */
    long[] lend0(int idx) {
        return w0.lend(idx);
    }

    /** The word-1 segment holding descriptor {@code idx}, lent as {@link #lend0} lends word 0's. */
    long[] lend1(int idx) {
        return w1.lend(idx);
    }

    /**
     * The half's words as they are now, for a reader on another thread, in the half's own segments (no copy): a
     * later write to a lent segment copies it first; the segments return once the {@link HalfWords} is collected.
     * On the thread that writes the half only.
     */
    public HalfWords lease() {
        int n = (usedDescCount + SEGMENT_MASK) >>> SEGMENT_SHIFT;
        HalfWords h = new HalfWords(usedDescCount, n);
        w0.lease(n, h, h.w0);
        w1.lease(n, h, h.w1);
        return h;
    }

    /**
     * Packs both word planes of a half that is never written again (a load plan's, which only scans read): its
     * segments of regular words shrink to a few bytes each; a read unpacks the segment it reads; a write fails.
     */
    public void seal() {
        w0.seal(usedDescCount);
        w1.seal(usedDescCount);
    }

    /** Writes both words of descriptor {@code idx}. */
    void put(int idx, long word0, long word1) {
        int o = idx & SEGMENT_MASK;
        w0.writable(idx)[o] = word0;
        w1.writable(idx)[o] = word1;
    }

    /** Writes word 0 of descriptor {@code idx}. */
    void setWord0(int idx, long word0) {
        w0.writable(idx)[idx & SEGMENT_MASK] = word0;
    }

    /** Writes word 1 of descriptor {@code idx}. */
    void setWord1(int idx, long word1) {
        w1.writable(idx)[idx & SEGMENT_MASK] = word1;
    }

    /**
     * The half's state as it is now, sharing its segments: a later write takes the segment it changes first
     * (packing the snapshots' words, or copying), so the state stays as it was (a journal checkpoint of the vrings).
     */
    State freeze() {
        int n = pageCount * SEGMENTS_PER_PAGE;
        return new State(w0.freeze(n, usedDescCount), w1.freeze(n, usedDescCount), pageCount, usedDescCount,
                isTemplate, maxVarId);
    }

    /** Returns to a state {@link #freeze} made (of this half); the segments no one else holds are recycled. */
    void thaw(State s) {
        w0.thaw(s.words0);
        w1.thaw(s.words1);
        pageCount = s.pageCount;
        usedDescCount = s.usedDescCount;
        isTemplate = s.isTemplate;
        maxVarId = s.maxVarId;
    }

    /** One half's frozen state: its segments' holders (never written again), counts and template flags. */
    public static final class State {
        final Plane.Held[] words0;
        final Plane.Held[] words1;
        final int pageCount;
        final int usedDescCount;
        final boolean isTemplate;
        final int maxVarId;

        State(Plane.Held[] words0, Plane.Held[] words1, int pageCount, int usedDescCount, boolean isTemplate,
                int maxVarId) {
            this.words0 = words0;
            this.words1 = words1;
            this.pageCount = pageCount;
            this.usedDescCount = usedDescCount;
            this.isTemplate = isTemplate;
            this.maxVarId = maxVarId;
        }

        /** {@code used_desc_count} in this state. */
        public int usedDescCount() {
            return usedDescCount;
        }

        /**
         * Bytes this state holds apart from the arrays in {@code live}: each holder counted once through {@code seen}
         * (an array's words, or its packed words once no half uses it).
         */
        long heldBytes(Set<long[]> live, Set<Object> seen) {
            long n = 0;
            for (Plane.Held[] plane : new Plane.Held[][] {words0, words1}) {
                for (Plane.Held h : plane) {
                    if (h == null || !seen.add(h)) {
                        continue;
                    }
                    long[] w = h.words;
                    if (w == null) {
                        n += h.packedBytes();
                    } else if (!live.contains(w) && seen.add(w)) {
                        n += 16L + 8L * w.length;
                    }
                }
            }
            return n;
        }
    }

    /** Slot of {@code idx} in its segments ({@link #words0}, {@link #words1}): {@code idx & 0x3FFF}. */
    static int slotOf(int idx) {
        return idx & SEGMENT_MASK;
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
        return w0.at(idx)[idx & SEGMENT_MASK];
    }

    /** Word 1 (buf_ptr) of descriptor {@code idx}. */
    public long word1(int idx) {
        check(idx);
        return w1.at(idx)[idx & SEGMENT_MASK];
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
     * (two longs per descriptor, word 0 first), segment run by segment run.
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
            int o = idx & SEGMENT_MASK;
            int run = Math.min(left, SEGMENT_DESCS - o);
            long[] a = w0.at(idx);
            long[] b = w1.at(idx);
            for (int k = o; k < o + run; k++) {
                dst[out++] = a[k];
                dst[out++] = b[k];
            }
            idx += run;
            left -= run;
        }
    }

    /** The words of {@code [start, end)}, two per descriptor (the "old words" of an edit). */
    long[] snapshot(int start, int end) {
        long[] words = new long[(end - start) << 1];
        copyTo(start, end - start, words, 0);
        return words;
    }

    /**
     * Writes back words taken by {@link #snapshot} (a step back, or an edit or append redone), segment run by
     * segment run; a word plane whose words in a run are already these is not written (so not taken from the
     * snapshots or the half that share it).
     */
    void restore(int start, long[] words) {
        int idx = start;
        int in = 0;
        int left = words.length >> 1;
        while (left > 0) {
            int run = Math.min(left, SEGMENT_DESCS - (idx & SEGMENT_MASK));
            put(w0, idx, words, in, run);
            put(w1, idx, words, in + 1, run);
            idx += run;
            in += run << 1;
            left -= run;
        }
    }

    /** Writes every other word of {@code words} from {@code in} into {@code run} slots from {@code idx}, if any differ. */
    private static void put(Plane p, int idx, long[] words, int in, int run) {
        int o = idx & SEGMENT_MASK;
        long[] a = p.at(idx);
        int k = 0;
        while (k < run && a[o + k] == words[in + 2 * k]) {
            k++;
        }
        if (k == run) {
            return;
        }
        a = p.writable(idx);
        for (; k < run; k++) {
            a[o + k] = words[in + 2 * k];
        }
    }

    /** Drops descriptors from {@code newUsed} on, releasing pages past the new tail (a step back of an append). */
    void truncate(int newUsed) {
        int keepPages = (newUsed + SLOT_MASK) >>> PAGE_SHIFT;
        w0.release(keepPages * SEGMENTS_PER_PAGE, pageCount * SEGMENTS_PER_PAGE);
        w1.release(keepPages * SEGMENTS_PER_PAGE, pageCount * SEGMENTS_PER_PAGE);
        pageCount = keepPages;
        usedDescCount = newUsed;
    }

    /** Writes zeros over a claimed slot that its builder could not fill (the runtime leaves it as malloc'd). */
    void clearSlot(int idx) {
        put(idx, 0, 0);
    }

    /** {@code vring_free_pages}: releases every page (to the {@link SegmentPool}); the half is empty afterwards. */
    void freePages() {
        w0.release(0, w0.seg.length);
        w1.release(0, w1.seg.length);
        pageCount = 0;
        usedDescCount = 0;
    }

    /**
     * A copy ({@code vring_deep_copy_pages}) that shares both word planes' segments with this half until either
     * writes one: a per-execution build from a template rewrites the pointers only, so word 0 stays shared.
     */
    VringPages deepCopy() {
        VringPages c = new VringPages(direction, limit);
        int n = pageCount * SEGMENTS_PER_PAGE;
        c.w0 = w0.share(n);
        c.w1 = w1.share(n);
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

    /** Adds the arrays of both word planes to {@code arrays} (an identity set: a shared segment counts once). */
    public void addArrays(Set<long[]> arrays) {
        w0.addArrays(arrays);
        w1.addArrays(arrays);
    }

    /** Bytes of the two planes' segment tables (the arrays: {@link #addArrays}). */
    public long tableBytes() {
        return w0.tableBytes() + w1.tableBytes();
    }

    /** Bytes held by the segments (each array with its header, shared ones too) and the segment tables. */
    public long retainedBytes() {
        Set<long[]> arrays = Collections.newSetFromMap(new IdentityHashMap<>());
        addArrays(arrays);
        return tableBytes() + arrayBytes(arrays);
    }

    /** Bytes of {@code arrays}, each with its header. */
    public static long arrayBytes(Set<long[]> arrays) {
        long n = 0;
        for (long[] a : arrays) {
            n += 16 + 8L * a.length;
        }
        return n;
    }
}

package org.ringscope.model.vring;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * One word of every descriptor of a vring half — word 0 ({@code len_ctrl | meta_ctrl << 32}) or word 1 (the buffer
 * pointer) — in {@code long[]} segments of up to {@value VringPages#SEGMENT_DESCS} words, each copied on write
 * (decision 1400). The two words live in two planes because the edits that rewrite a whole half touch one word
 * only: {@code vring_pack_descs} rewrites word 0, the template resolution and {@code vring_addr_rewrite} word 1. A
 * per-execution copy of a template then shares the template's word-0 segments and holds only its resolved
 * pointers.
 *
 * <p>A segment that someone besides this plane uses — a snapshot ({@link VringPages.State}) or another half that
 * shares it — has a {@link Held}: slots {@code [0, frozenTo[s])} are then not this plane's to write, and a write
 * there first makes the segment this plane's alone. When the only others are snapshots, that needs no copy: the
 * snapshots' slots are packed ({@link SegmentCodec}) and the plane keeps writing the array; a segment still live in
 * another half is copied. Slots past {@code frozenTo[s]} are written in place (an append after a snapshot copies
 * nothing).
 */
final class Plane {
    static final int FULL = VringPages.SEGMENT_DESCS;

    long[][] seg;
    /** Per segment: slots below this are held by a snapshot or another half (a write there takes the segment). */
    int[] frozenTo;
    /** Per segment: its {@link Held} when anyone besides this plane uses the array, else {@code null}. */
    Held[] held;

    /** Leases whose reader is gone, to give back ({@link #giveBack}). */
    private final ReferenceQueue<Object> returned = new ReferenceQueue<>();
    /** Leases out (kept reachable until they return). */
    private final Set<Lease> leases = new HashSet<>();

    /** Per segment once sealed ({@link #seal}): its packed words, or {@code null} where the array stays. */
    private byte[][] sealed;
    /** Per segment once sealed: the words packed. */
    private int[] sealedWords;

    Plane(int segments) {
        seg = new long[segments][];
        frozenTo = new int[segments];
        held = new Held[segments];
    }

    /**
     * A segment array as snapshots and halves share it: its words while any half uses it or while packing would
     * not make it smaller, else only the packed words of the slots the snapshots hold.
     */
    static final class Held {
        long[] words;
        final int length;
        byte[] packed;
        /** Live planes whose segment this array is. */
        int live;
        /** Slots the snapshots that hold it use (0: no snapshot holds it). */
        int heldTo;
        private boolean incompressible;

        Held(long[] words, int live) {
            this.words = words;
            this.length = words.length;
            this.live = live;
        }

        /** Packs the snapshots' slots and lets go of the array; false (nothing changes) when that would not shrink it. */
        boolean pack() {
            if (incompressible) {
                return false;
            }
            byte[] p = SegmentCodec.encode(words, heldTo);
            if (p == null) {
                incompressible = true;
                return false;
            }
            packed = p;
            words = null;
            return true;
        }

        /** The words as snapshots hold them, in an array of the segment's length that no one else uses. */
        long[] unpack() {
            long[] a = length == FULL ? SegmentPool.acquire(FULL) : new long[length];
            SegmentCodec.decode(packed, a);
            return a;
        }

        /** Bytes this holder keeps apart from a live array: the packed words (with the object). */
        long packedBytes() {
            return 40 + (packed == null ? 0 : 16L + packed.length);
        }
    }

    /** The table holds at least {@code n} segments. */
    void ensure(int n) {
        if (n > seg.length) {
            int length = Math.max(n, seg.length * 2);
            seg = Arrays.copyOf(seg, length);
            frozenTo = Arrays.copyOf(frozenTo, length);
            held = Arrays.copyOf(held, length);
        }
    }

    /** Takes a new segment {@code s} of {@code words} words (a half's first segment starts short, decision 1400). */
    void take(int s, int words) {
        drop(s);
        seg[s] = words == FULL ? SegmentPool.acquire(FULL) : new long[words];
    }

    /** Replaces a short segment {@code s} by one four times as long holding its words. */
    void grow(int s) {
        long[] old = seg[s];
        long[] c = new long[Math.min(FULL, old.length * 4)];
        System.arraycopy(old, 0, c, 0, old.length);
        let(s, true);
        seg[s] = c;
    }

    /** The segment holding slot {@code idx}, to read (a sealed segment unpacked into a new array). */
    long[] at(int idx) {
        int s = idx >>> VringPages.SEGMENT_SHIFT;
        long[] a = seg[s];
        return a != null || sealed == null ? a : unseal(s);
    }

    /**
     * Packs every segment that packs smaller ({@link SegmentCodec}) for the slots below {@code used} and lets go of
     * its array: a plane no one writes again (a load plan's) keeps its words in a few bytes a segment. Reads unpack
     * a segment each time; a write fails.
     */
    void seal(int used) {
        sealed = new byte[seg.length][];
        sealedWords = new int[seg.length];
        for (int s = 0; s < seg.length; s++) {
            long[] a = seg[s];
            int u = Math.max(0, Math.min(a == null ? 0 : a.length, used - s * FULL));
            byte[] p = u == 0 ? null : SegmentCodec.encode(a, u);
            if (p != null) {
                sealed[s] = p;
                sealedWords[s] = u;
                seg[s] = null; // not to the pool: a half that shares it may still use it
            }
        }
    }

    /** Refuses a write to a sealed plane. */
    void requireWritable() {
        if (sealed != null) {
            throw new IllegalStateException("a sealed vring half is read-only");
        }
    }

    private long[] unseal(int s) {
        byte[] p = sealed[s];
        if (p == null) {
            return null;
        }
        long[] a = new long[sealedWords[s]];
        SegmentCodec.decode(p, a);
        return a;
    }

    /** The segment holding slot {@code idx}, to write: made this plane's alone first when someone else holds that slot. */
    long[] writable(int idx) {
        requireWritable();
        int s = idx >>> VringPages.SEGMENT_SHIFT;
        long[] a = seg[s];
        if ((idx & VringPages.SEGMENT_MASK) < frozenTo[s]) {
            giveBack();
            Held h = held[s];
            if (h.live == 1 && (h.heldTo == 0 || h.pack())) {
                h.live = 0;
                h.words = null;
                held[s] = null;
                frozenTo[s] = 0;
            } else {
                long[] c = a.length == FULL ? SegmentPool.acquire(FULL) : new long[a.length];
                System.arraycopy(a, 0, c, 0, a.length);
                let(s, true);
                seg[s] = c;
                a = c;
            }
        }
        return a;
    }

    /**
     * The segment holding slot {@code idx}, lent to a reader outside the vrings that keeps it: it counts as one more
     * live user that never lets go, so no write reaches the array in place again (a write takes a copy), it is never
     * packed and never returns to the pool.
     */
    long[] lend(int idx) {
        int s = idx >>> VringPages.SEGMENT_SHIFT;
        Held h = holder(s);
        h.live++;
        frozenTo[s] = FULL;
        return seg[s];
    }

    /**
     * Lends segments {@code [0, n)} into {@code out} to {@code reader} until it is collected: each counts one more
     * live user meanwhile, so a write takes a copy rather than changing what the reader sees.
     */
    void lease(int n, Object reader, long[][] out) {
        giveBack();
        Held[] holders = new Held[n];
        for (int i = 0; i < n; i++) {
            if (seg[i] != null) {
                Held h = holder(i);
                h.live++;
                frozenTo[i] = FULL;
                holders[i] = h;
                out[i] = seg[i];
            }
        }
        leases.add(new Lease(reader, returned, holders));
    }

    /** Takes back the segments of leases whose readers are gone: one user less each (packed when only snapshots hold it). */
    void giveBack() {
        for (Reference<?> r = returned.poll(); r != null; r = returned.poll()) {
            Lease l = (Lease) r;
            leases.remove(l);
            for (Held h : l.holders) {
                if (h != null && --h.live == 0 && h.heldTo > 0 && h.words != null) {
                    h.pack();
                }
            }
        }
    }

    /** Leases not yet given back. */
    int leasesOut() {
        return leases.size();
    }

    /** Segments lent to a reader, returned when the reader is collected. */
    private static final class Lease extends WeakReference<Object> {
        final Held[] holders;

        Lease(Object reader, ReferenceQueue<Object> q, Held[] holders) {
            super(reader, q);
            this.holders = holders;
        }
    }

    /** Stops using segment {@code s}'s array (it stays in the table); with {@code pack}, packs it if only snapshots hold it. */
    private void let(int s, boolean pack) {
        Held h = held[s];
        if (h != null) {
            h.live--;
            if (pack && h.live == 0 && h.heldTo > 0) {
                h.pack();
            }
        }
        held[s] = null;
        frozenTo[s] = 0;
    }

    /** Drops segment {@code s}: to the pool when no one else holds it. */
    private void drop(int s) {
        long[] a = seg[s];
        if (a != null && held[s] == null && a.length == FULL) {
            SegmentPool.release(a);
        }
        if (a != null) {
            let(s, false);
        }
        seg[s] = null;
    }

    /** Drops segments {@code [from, to)} (a truncation, a free). */
    void release(int from, int to) {
        for (int i = from; i < Math.min(to, seg.length); i++) {
            drop(i);
        }
    }

    /** The holder of segment {@code s}, made when it has none. */
    private Held holder(int s) {
        Held h = held[s];
        if (h == null) {
            h = new Held(seg[s], 1);
            held[s] = h;
        }
        return h;
    }

    /** Freezes the first {@code n} segments for a snapshot of a half of {@code used} descriptors; returns their holders. */
    Held[] freeze(int n, int used) {
        Held[] out = new Held[n];
        for (int i = 0; i < n; i++) {
            int u = Math.max(0, Math.min(FULL, used - i * FULL));
            if (u == 0 || seg[i] == null) {
                continue;
            }
            Held h = holder(i);
            h.heldTo = Math.max(h.heldTo, u);
            frozenTo[i] = Math.max(frozenTo[i], u);
            out[i] = h;
        }
        return out;
    }

    /** Returns to segments a {@link #freeze} returned: a packed one unpacks into an array of this plane's own. */
    void thaw(Held[] frozen) {
        release(0, seg.length);
        ensure(frozen.length);
        for (int i = 0; i < frozen.length; i++) {
            Held h = frozen[i];
            if (h == null) {
                continue;
            }
            if (h.words != null) {
                seg[i] = h.words;
                h.live++;
                held[i] = h;
                // other snapshots may hold more of this segment than this one: every slot is held
                frozenTo[i] = FULL;
            } else {
                seg[i] = h.unpack();
            }
        }
    }

    /**
     * A plane sharing the first {@code n} segments with this one ({@code vring_deep_copy_pages}): both hold every
     * slot of them, so whichever writes a segment first copies it.
     */
    Plane share(int n) {
        Plane c = new Plane(seg.length);
        for (int i = 0; i < n; i++) {
            if (seg[i] != null) {
                Held h = holder(i);
                h.live++;
                frozenTo[i] = FULL;
                c.seg[i] = seg[i];
                c.held[i] = h;
                c.frozenTo[i] = FULL;
            }
        }
        return c;
    }

    /** Adds this plane's arrays to {@code arrays}. */
    void addArrays(Set<long[]> arrays) {
        for (long[] a : seg) {
            if (a != null) {
                arrays.add(a);
            }
        }
    }

    /** Bytes of the segment table and of the packed words once sealed (the arrays are counted by whoever collects them, each once). */
    long tableBytes() {
        long packed = 0;
        if (sealed != null) {
            packed = 2 * 16L + seg.length * (8L + 4);
            for (byte[] p : sealed) {
                packed += p == null ? 0 : 16L + p.length;
            }
        }
        return packed + 3 * 16L + seg.length * (8L + 4 + 4);
    }
}

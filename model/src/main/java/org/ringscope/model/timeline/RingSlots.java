package org.ringscope.model.timeline;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * What each slot of a ring holds after the first writes into it ({@link PringWrites}), as runs of slots of one kind:
 * a ring of sixteen million slots that three dumps wrote is a handful of runs, not a byte a slot — and counting the
 * descriptors under a pixel of a strip, or in the whole ring, reads the runs, not the slots (decision 1483).
 * Immutable.
 */
public final class RingSlots {
    private static final SlotKind[] KINDS = SlotKind.values();

    private final int count;
    /** Run {@code k} covers slots {@code [starts[k], starts[k + 1])}, the last one up to {@link #count}. */
    private final int[] starts;
    private final byte[] kinds;

    private RingSlots(int count, int[] starts, byte[] kinds) {
        this.count = count;
        this.starts = starts;
        this.kinds = kinds;
    }

    /** Slots {@code kind} all of them: a ring nothing wrote, or one a test describes. */
    public static RingSlots uniform(int count, SlotKind kind) {
        return count <= 0 ? new RingSlots(0, new int[0], new byte[0])
                : new RingSlots(count, new int[] {0}, new byte[] {(byte) kind.ordinal()});
    }

    /**
     * The slots of pring {@code p} ({@code count} of them) after the first {@code applied} of the index's writes into
     * it, each write over what the earlier ones put there.
     */
    public static RingSlots of(TimelineIndex index, int p, int count, int applied) {
        if (count <= 0) {
            return uniform(0, SlotKind.EMPTY);
        }
        PringWrites writes = index.pringWrites();
        TreeMap<Integer, SlotKind> from = new TreeMap<>(); // a run's first slot → its kind
        from.put(0, SlotKind.EMPTY);
        for (int k = 0; k < applied; k++) {
            TimelineIndex.RingWrite w = index.writes().get(writes.position(p, k));
            int end = Math.min(count, w.start() + w.count());
            int start = Math.max(0, Math.min(w.start(), end));
            if (start >= end) {
                continue;
            }
            SlotKind after = from.floorEntry(end).getValue();
            from.subMap(start, true, end, true).clear();
            from.put(start, w.trap() ? SlotKind.TRAP : w.pad() ? SlotKind.PAD : SlotKind.DESCRIPTOR);
            if (end < count) {
                from.put(end, after);
            }
        }
        int[] starts = new int[from.size()];
        byte[] kinds = new byte[from.size()];
        int n = 0;
        for (Map.Entry<Integer, SlotKind> e : from.entrySet()) {
            if (n > 0 && kinds[n - 1] == e.getValue().ordinal()) {
                continue; // the same kind goes on
            }
            starts[n] = e.getKey();
            kinds[n++] = (byte) e.getValue().ordinal();
        }
        return new RingSlots(count, Arrays.copyOf(starts, n), Arrays.copyOf(kinds, n));
    }

    /** Slots in the ring. */
    public int count() {
        return count;
    }

    /** Runs of one kind. */
    public int runs() {
        return starts.length;
    }

    /** Bytes the runs hold. */
    public long bytes() {
        return 5L * starts.length + 32;
    }

    /** What slot {@code slot} holds. */
    public SlotKind at(int slot) {
        if (slot < 0 || slot >= count) {
            throw new IndexOutOfBoundsException("slot " + slot + " of " + count);
        }
        return KINDS[kinds[run(slot)]];
    }

    /** Slots holding descriptors, pads or traps. */
    public int written() {
        return tally(0, count).written();
    }

    /** How many slots of each written kind {@code [from, to)} holds (clamped to the ring). */
    public Tally tally(int from, int to) {
        int a = Math.max(0, from);
        int b = Math.min(count, to);
        int desc = 0;
        int pad = 0;
        int trap = 0;
        for (int k = a < b ? run(a) : starts.length; k < starts.length && starts[k] < b; k++) {
            int n = Math.min(b, end(k)) - Math.max(a, starts[k]);
            switch (KINDS[kinds[k]]) {
                case DESCRIPTOR -> desc += n;
                case PAD -> pad += n;
                case TRAP -> trap += n;
                default -> {
                }
            }
        }
        return new Tally(desc, pad, trap);
    }

    /** Slots of each written kind in a range. */
    public record Tally(int descriptors, int pads, int traps) {
        /** Slots of any written kind. */
        public int written() {
            return descriptors + pads + traps;
        }
    }

    /** Equal when every slot holds the same. */
    @Override
    public boolean equals(Object o) {
        return o instanceof RingSlots r && r.count == count && Arrays.equals(r.starts, starts)
                && Arrays.equals(r.kinds, kinds);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(starts) + count;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("RingSlots[" + count);
        for (int k = 0; k < starts.length && k < 16; k++) {
            b.append(' ').append(starts[k]).append(':').append(KINDS[kinds[k]]);
        }
        return b.append(starts.length > 16 ? " …]" : "]").toString();
    }

    private int end(int k) {
        return k + 1 < starts.length ? starts[k + 1] : count;
    }

    /** The run holding {@code slot} (within the ring). */
    private int run(int slot) {
        int lo = 0;
        int hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= slot) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }
}

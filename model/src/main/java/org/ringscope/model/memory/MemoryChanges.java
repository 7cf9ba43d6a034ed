package org.ringscope.model.memory;

import java.util.Arrays;
import org.ringscope.model.device.DecodedAddress;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.trace.Journal;

/**
 * What steps did to an area: the bytes records wrote (host copy-ins and fills, descriptor copies, DMA packets, vring
 * dumps — found through the run's {@link WriteIndex}), the bytes whose value differs between two steps, and how many records wrote into
 * each page. A step range {@code [from, to)} is the records that move the state from step {@code from} to step
 * {@code to}; "written at step s" is record {@code s - 1}, the one that made step s.
 */
public final class MemoryChanges {
    /** Bytes of a heat-strip page. */
    public static final int PAGE = 1 << WriteIndex.PAGE_SHIFT;

    private MemoryChanges() {
    }

    /** The bytes of {@code a} that records {@code [from, to)} wrote, as device addresses. */
    public static Ranges written(Device dev, WriteIndex index, MemoryArea a, int from, int to) {
        Ranges.Builder b = new Ranges.Builder();
        int mem = memoryId(dev, a);
        if (mem < 0 || from >= to) {
            return Ranges.NONE;
        }
        long base = a.address() - offsetOf(dev, a);
        long lo = a.address();
        long hi = a.end();
        index.forEachWrite(mem, lo - base, hi - lo, from, to,
                (rec, m, off, len) -> b.add(Math.max(lo, base + off), Math.min(hi, base + off + len)));
        return b.build();
    }

    /**
     * Write records per {@link #PAGE}-byte page of {@code a} over records {@code [from, to)}: {@code counts[p]} the
     * records that wrote into {@code [a.address() + p × PAGE, +PAGE)}.
     */
    public static int[] activity(Device dev, WriteIndex index, MemoryArea a, int from, int to) {
        int[] counts = new int[(int) ((a.size() + PAGE - 1) / PAGE)];
        int mem = memoryId(dev, a);
        if (mem < 0 || from >= to) {
            return counts;
        }
        long base = a.address() - offsetOf(dev, a);
        if (((a.address() - base) & (PAGE - 1)) == 0) { // the area's pages are the index's
            return index.pageCounts(mem, a.address() - base, a.size(), from, to);
        }
        int[] last = new int[counts.length];
        Arrays.fill(last, -1);
        index.forEachWrite(mem, a.address() - base, a.size(), from, to, (rec, m, off, len) -> {
            long s = Math.max(a.address(), base + off);
            long e = Math.min(a.end(), base + off + len);
            for (long p = (s - a.address()) / PAGE; p <= (e - 1 - a.address()) / PAGE; p++) {
                if (last[(int) p] != rec) { // a packet writing a page twice counts once
                    last[(int) p] = rec;
                    counts[(int) p]++;
                }
            }
        });
        return counts;
    }

    /**
     * The bytes of {@code [addr, addr + len)} in {@code a} whose value at step {@code stepA} differs from the one at
     * {@code stepB} (both at most the cursor).
     */
    public static Ranges changed(Device dev, Journal j, MemoryArea a, long addr, int len, int stepA, int stepB) {
        byte[] x = MemoryReader.readAt(dev, j, a, addr, len, stepA).data();
        byte[] y = MemoryReader.readAt(dev, j, a, addr, len, stepB).data();
        long from = Math.max(addr, a.address());
        Ranges.Builder b = new Ranges.Builder();
        int k = 0;
        while (k < x.length) {
            if (x[k] == y[k]) {
                k++;
                continue;
            }
            int s = k;
            while (k < x.length && x[k] != y[k]) {
                k++;
            }
            b.add(from + s, from + k);
        }
        return b.build();
    }

    private static int memoryId(Device dev, MemoryArea a) {
        if (a.kind().registers()) {
            return -1;
        }
        DecodedAddress t = new DecodedAddress();
        return dev.addressMap().decode(a.address(), 1, t) && t.memory() != null
                ? dev.addressMap().memoryId(t.memory()) : -1;
    }

    private static long offsetOf(Device dev, MemoryArea a) {
        DecodedAddress t = new DecodedAddress();
        dev.addressMap().decode(a.address(), 1, t);
        return t.offset();
    }
}

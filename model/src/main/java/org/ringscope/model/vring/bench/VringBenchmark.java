package org.ringscope.model.vring.bench;

import java.util.Arrays;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPack;
import org.ringscope.model.vring.VringPages;

/**
 * The measuring logic behind {@code ringscope bench vring} (the JMH benchmarks in the test tree measure
 * the same operations): append {@code n} 16-byte transfers, pack every TX descriptor, dump the TX half
 * into a pring, and copy the same bytes with {@code System.arraycopy}; each timed {@code warmups} times
 * unrecorded and {@code runs} times recorded, reporting the median. Each appended vring is freed with
 * {@code vring_free_pages} after its run, so later runs take their pages from the segment pool as a
 * C program's later mallocs reuse freed pages. Memory is the heap a filled vring retains after a full
 * GC, per descriptor, measured with an empty pool. Needs roughly 80 × n bytes of heap (1.3 GB at the cap).
 */
public final class VringBenchmark {
    /** The arch the benchmark authors for (v3: SOW on RX, no DMB branch). */
    public static final Arch ARCH = Arch.CAYMAN;
    /** Byte budget of a packet when packing: large enough that the 65-descriptor cap closes packets. */
    public static final long PACK_MAX_PACKET_SIZE = 1L << 20;
    /** Transfer size of each appended pair. */
    public static final int TRANSFER_SIZE = 16;

    private VringBenchmark() {
    }

    /** Runs the whole benchmark. */
    public static VringBenchResult run(int descriptors, int warmups, int runs) throws VringException {
        if (descriptors < 1 || runs < 1 || warmups < 0) {
            throw new IllegalArgumentException("descriptors and runs must be positive, warmups not negative");
        }
        int total = warmups + runs;
        double[] append = new double[runs];
        for (int i = 0; i < total; i++) {
            long t0 = System.nanoTime();
            Vring v = fill(descriptors);
            long t1 = System.nanoTime();
            if (v.tx().usedDescCount() != descriptors) {
                throw new IllegalStateException("append lost descriptors");
            }
            if (i >= warmups) {
                append[i - warmups] = descriptors / ((t1 - t0) / 1e9);
            }
            v.vringFreePages(Direction.TX);
            v.vringFreePages(Direction.RX);
        }
        double bytesPerDescriptor = measureBytesPerDescriptor(descriptors);

        Vring v = fill(descriptors);
        double[] pack = new double[runs];
        for (int i = 0; i < total; i++) {
            long t0 = System.nanoTime();
            VringPack.vringPackDescs(v, 0, descriptors, PACK_MAX_PACKET_SIZE, 0);
            long t1 = System.nanoTime();
            if (i >= warmups) {
                pack[i - warmups] = (t1 - t0) / 1e9;
            }
        }

        Pring pring = Pring.dmaRingInfoAllocFromMemchunk(RingType.TX, new long[descriptors * 2], 0, descriptors);
        double[] dump = new double[runs];
        for (int i = 0; i < total; i++) {
            long t0 = System.nanoTime();
            VringDump.vringDumpToPringDescriptors(v, Direction.TX, pring);
            long t1 = System.nanoTime();
            if (i >= warmups) {
                dump[i - warmups] = (t1 - t0) / 1e9;
            }
        }
        v = null;
        pring = null;

        long[] src = new long[descriptors * 2];
        Arrays.fill(src, 0x0D000010L);
        long[] dst = new long[descriptors * 2];
        double[] copy = new double[runs];
        for (int i = 0; i < total; i++) {
            long t0 = System.nanoTime();
            System.arraycopy(src, 0, dst, 0, src.length);
            long t1 = System.nanoTime();
            if (i >= warmups) {
                copy[i - warmups] = (t1 - t0) / 1e9;
            }
        }
        return new VringBenchResult(descriptors, median(append), median(pack), median(dump), median(copy),
                bytesPerDescriptor);
    }

    /** A vring of {@code n} pairs, each a 16-byte transfer. */
    public static Vring fill(int n) throws VringException {
        Vring v = new Vring("bench", ARCH);
        long src = 0x100000000L;
        long dst = 0x200000000L;
        for (int i = 0; i < n; i++) {
            v.vringAddDescTransfer(src, dst, TRANSFER_SIZE);
            src += TRANSFER_SIZE;
            dst += TRANSFER_SIZE;
        }
        return v;
    }

    private static double measureBytesPerDescriptor(int n) throws VringException {
        VringPages.clearSegmentPool();
        long before = usedAfterGc();
        Vring v = fill(n);
        long after = usedAfterGc();
        double perDesc = (after - before) / (2.0 * n);
        if (v.tx().usedDescCount() != n) {
            throw new IllegalStateException("vring lost descriptors");
        }
        return perDesc;
    }

    private static long usedAfterGc() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
    }
}

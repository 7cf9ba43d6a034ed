package org.ringscope.model.session;

import java.util.Locale;
import org.ringscope.model.InputException;
import org.ringscope.model.gen.DescriptorCount;
import org.ringscope.model.neff.AccessPattern;
import org.ringscope.model.neff.DmaDesc;
import org.ringscope.model.neff.DmaEntry;
import org.ringscope.model.neff.EngineProgram;
import org.ringscope.model.neff.Manifest;
import org.ringscope.model.neff.Subgraph;

/**
 * Whether a NEFF's run fits this JVM's heap, estimated from its manifest before the run starts (decision 1400): the
 * copy descriptors its DMA programs translate to, at {@value #BYTES_PER_DESCRIPTOR} bytes each — what the ring
 * maximum holds at its end per descriptor (its template and per-execution vrings, the device's rings, the journal
 * and the checkpoints: 124 bytes, the per-execution copy sharing the template's word 0) with the room the collector
 * needs to move it. A run that would not fit is refused with the figures and the option that helps, in a second,
 * rather than failing minutes later out of memory.
 */
public final class HeapEstimate {
    /** Heap a descriptor takes, with the collector's room. */
    public static final long BYTES_PER_DESCRIPTOR = 150;
    /** What a run holds whatever its size (the manifest, the spine, tables). */
    public static final long BASE_BYTES = 64L << 20;

    private HeapEstimate() {
    }

    /** Copy descriptors the manifest's DMA programs translate to (other operations are not counted). */
    public static long descriptors(Manifest m) {
        long n = 0;
        for (Subgraph sg : m.subgraphs()) {
            for (EngineProgram e : sg.engines()) {
                for (DmaEntry d : e.dma()) {
                    for (DmaDesc x : d.descs()) {
                        if (x.op().equals("copy")) {
                            n += count(x);
                        }
                    }
                }
            }
        }
        return n;
    }

    /**
     * Descriptors of one copy desc in constant time: exact when both sides move runs of one length (a copy NEFF's),
     * else at most a descriptor per run end of either side (a cut of both at once counted twice), so that no access
     * pattern, however large, makes the estimate itself slow.
     */
    private static long count(DmaDesc x) {
        long a = run(x.from());
        long b = run(x.to());
        long total = x.from().totalBytes();
        if (a <= 0 || b <= 0 || total <= 0) {
            return 0;
        }
        if (a == b) {
            try {
                return DescriptorCount.of(x);
            } catch (IllegalArgumentException e) {
                return 0; // a copy the translation refuses: the run says why
            }
        }
        return total / a + total / b + DescriptorCount.chunks(total);
    }

    /** The innermost run of a pattern in bytes, or 0 when its innermost step is not one byte. */
    private static long run(AccessPattern p) {
        long[] steps = p.steps();
        return p.dims() == 0 || steps.length == 0 || steps[0] != 1 ? 0 : p.sizes()[0];
    }

    /** The heap the run needs, in bytes. */
    public static long needed(Manifest m) {
        return BASE_BYTES + BYTES_PER_DESCRIPTOR * descriptors(m);
    }

    /** Refuses the run when the estimate is more than the heap. */
    public static void check(String file, Manifest m) throws InputException {
        long need = needed(m);
        long heap = Runtime.getRuntime().maxMemory();
        if (need > heap) {
            long gib = (need + (1L << 30) - 1) >> 30;
            throw new InputException(file, -1, "heap", String.format(Locale.ROOT, "the run needs about %,d MiB of heap "
                    + "(%,d descriptors at about %d bytes each: the vrings, the device's rings, the journal), more than "
                    + "this JVM's %,d MiB; give the JVM more (java -Xmx%dg -jar ringscope.jar …), or try it anyway with "
                    + "--no-heap-check", need >> 20, descriptors(m), BYTES_PER_DESCRIPTOR, heap >> 20, gib + 1));
        }
    }

    /** Heap a dump of the run takes per descriptor: both halves' 16 bytes. */
    static final long DUMP_BYTES_PER_DESCRIPTOR = 32;

    /**
     * Refuses a fork of a run of {@code m} (a second run of the same NEFF, beside the first) when the two runs and
     * the two dumps the diff compares would not fit the heap together, with the figure and the option that helps.
     */
    public static void checkFork(String file, Manifest m) throws InputException {
        checkFork(file, m, Runtime.getRuntime().maxMemory());
    }

    /** {@link #checkFork(String, Manifest)} against a heap of {@code heap} bytes. */
    public static void checkFork(String file, Manifest m, long heap) throws InputException {
        long need = 2 * needed(m) + 2 * DUMP_BYTES_PER_DESCRIPTOR * descriptors(m);
        if (need > heap) {
            long gib = (need + (1L << 30) - 1) >> 30;
            throw new InputException(file, -1, "heap", String.format(Locale.ROOT, "a fork runs the NEFF a second time "
                    + "beside the first and dumps both: about %,d MiB of heap (two runs of %,d descriptors and their "
                    + "dumps), more than this JVM's %,d MiB; give the JVM more (java -Xmx%dg -jar ringscope.jar …)",
                    need >> 20, descriptors(m), heap >> 20, gib + 1));
        }
    }
}

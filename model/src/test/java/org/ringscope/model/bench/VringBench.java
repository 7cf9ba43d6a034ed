package org.ringscope.model.bench;

import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringDump;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPack;
import org.ringscope.model.vring.VringPages;
import org.ringscope.model.vring.bench.VringBenchmark;

/**
 * The vring engine's goals at the full cap of 16,777,200 descriptors per half: append ≥ 60 M pairs/s
 * ({@code append}: score in pairs/s), pack ≤ 0.4 s, dump within 2× {@code arrayCopy}. Run with
 * {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="VringBench -f 1 -wi 2 -i 5"}.
 */
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
public class VringBench {
    static final int N = VringPages.MAX_DESCRIPTORS;

    private Vring filled;
    private Pring pring;
    private long[] src;
    private long[] dst;

    @Setup(Level.Trial)
    public void setUp() throws VringException {
        filled = VringBenchmark.fill(N);
        pring = Pring.dmaRingInfoAllocFromMemchunk(RingType.TX, new long[N * 2], 0, N);
        src = new long[N * 2];
        Arrays.fill(src, 0x0D000010L);
        dst = new long[N * 2];
    }

    /** 16,777,200 sixteen-byte transfers into a fresh vring, whose pages are then freed (recycled). */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(N)
    public int append() throws VringException {
        Vring v = VringBenchmark.fill(N);
        int used = v.tx().usedDescCount();
        v.vringFreePages(Direction.TX);
        v.vringFreePages(Direction.RX);
        return used;
    }

    /** As {@link #append} with an empty segment pool: every page a fresh allocation (GC-bound). */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    @OperationsPerInvocation(N)
    public int appendColdPool() throws VringException {
        VringPages.clearSegmentPool();
        return VringBenchmark.fill(N).tx().usedDescCount();
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long pack() throws VringException {
        return VringPack.vringPackDescs(filled, 0, N, VringBenchmark.PACK_MAX_PACKET_SIZE, 0);
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public int dump() throws VringException {
        VringDump.vringDumpToPringDescriptors(filled, Direction.TX, pring);
        return pring.usedDescCount();
    }

    /** The dump's yardstick: the same 268 MB with one {@code System.arraycopy}. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long[] arrayCopy() {
        System.arraycopy(src, 0, dst, 0, src.length);
        return dst;
    }
}

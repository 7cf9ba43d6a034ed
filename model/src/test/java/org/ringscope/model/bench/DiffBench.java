package org.ringscope.model.bench;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.ringscope.model.diff.Alignment;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.diff.RingDiff;
import org.ringscope.model.diff.RingDiffer;
import org.ringscope.model.dump.Dump;
import org.ringscope.model.dump.DumpManifest;
import org.ringscope.model.dump.DumpReader;
import org.ringscope.model.dump.DumpRing;
import org.ringscope.model.dump.DumpWriter;
import org.ringscope.model.vring.VringPages;

/**
 * Goals for the diff: an index-aligned diff of two dump files with 16,777,200 descriptors per ring
 * (a TX and an RX ring each, memory-mapped) ≤ 1 s — with no descriptor changed, one in a thousand, or every
 * one; and a content alignment of 1,000,000 descriptors ≤ 3 s (an edit every ~1,000 descriptors, or one in ten
 * descriptors edited). Run with
 * {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="DiffBench -f 1 -wi 2 -i 5"}.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DiffBench {
    static final int BIG = VringPages.MAX_DESCRIPTORS;
    static final int CONTENT = 1_000_000;

    /** Two dump files of two 16,777,200-descriptor rings, B changed as {@code changed} says, read (mapped) once. */
    @State(Scope.Benchmark)
    public static class BigDumps {
        @Param({"none", "sparse", "all"})
        String changed;
        Path dir;
        Path fa;
        Path fb;
        Dump a;
        Dump b;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            dir = Files.createTempDirectory("diffbench");
            fa = dir.resolve("a.rsdump");
            fb = dir.resolve("b.rsdump");
            DumpWriter.write(dump(0), fa);
            DumpWriter.write(dump(switch (changed) {
                case "sparse" -> 1000;
                case "all" -> 1;
                default -> 0;
            }), fb);
            a = DumpReader.read(fa);
            b = DumpReader.read(fb);
        }

        @TearDown(Level.Trial)
        public void tearDown() throws IOException {
            a = null;
            b = null;
            Files.deleteIfExists(fa);
            Files.deleteIfExists(fb);
            Files.deleteIfExists(dir);
        }
    }

    /** Two rings of a copy stream; every {@code every}-th descriptor of B gets the other barrier (0: none). */
    static Dump dump(int every) {
        DumpRing tx = ring("pring:sg00/qSPIO0/0/tx", BIG, every, 0x4000_0000L);
        DumpRing rx = ring("pring:sg00/qSPIO0/0/rx", BIG, every, 0x2000_0000L);
        DumpManifest m = new DumpManifest(DumpManifest.FORMAT, DumpManifest.VERSION, "bench", "cayman", 0, 0,
                List.of(), new DumpManifest.Options("", 1, false, "", false, true, 0),
                List.of(tx.entry(), rx.entry()), List.of(), List.of());
        return new Dump("bench", m, List.of(tx, rx), List.of(), List.of());
    }

    static DumpRing ring(String id, int n, int every, long flip) {
        ByteBuffer b = ByteBuffer.allocate(16 * n).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < n; i++) {
            long w0 = 0x0108_0003_0D00_1000L;
            if (every > 0 && i % every == 0) {
                w0 ^= flip;
            }
            b.putLong(16 * i, w0);
            b.putLong(16 * i + 8, 0x20_0000_0000L + 0x1000L * i);
        }
        return new DumpRing(new DumpManifest.Ring(id, "static", id, "rings/x.bin", n, n, -1), b);
    }

    /** A 1,000,000-descriptor ring and an edited copy: inserted, deleted and changed descriptors. */
    @State(Scope.Benchmark)
    public static class Edited {
        @Param({"1000", "10"})
        int editEvery;
        DumpRing a;
        DumpRing b;

        @Setup(Level.Trial)
        public void setUp() {
            Random r = new Random(1);
            ByteBuffer x = ByteBuffer.allocate(16 * CONTENT).order(ByteOrder.LITTLE_ENDIAN);
            ByteBuffer y = ByteBuffer.allocate(16 * (CONTENT + CONTENT / editEvery + 16)).order(ByteOrder.LITTLE_ENDIAN);
            int m = 0;
            for (int i = 0; i < CONTENT; i++) {
                long w0 = 0x0108_0003_0D00_1000L;
                long w1 = 0x20_0000_0000L + 0x1000L * i;
                x.putLong(16 * i, w0).putLong(16 * i + 8, w1);
                int edit = r.nextInt(editEvery) == 0 ? r.nextInt(3) : -1;
                if (edit == 0) {
                    continue;                              // deleted from B
                }
                if (edit == 1 && 16 * (m + 2) <= y.capacity()) {
                    y.putLong(16 * m, w0).putLong(16 * m + 8, 0x70_0000_0000L + r.nextInt());   // inserted
                    m++;
                }
                if (16 * (m + 1) > y.capacity()) {
                    break;
                }
                y.putLong(16 * m, edit == 2 ? w0 | 0x2000_0000L : w0).putLong(16 * m + 8, w1);  // changed or same
                m++;
            }
            a = new DumpRing(new DumpManifest.Ring("vring:sg00/q/0/tx", "static", "a", "x", CONTENT, CONTENT, -1), x);
            b = new DumpRing(new DumpManifest.Ring("vring:sg00/q/0/tx", "static", "b", "x", m, m, -1),
                    y.slice(0, 16 * m));
        }
    }

    /** Index-aligned diff of the two open dumps (both rings, in parallel). */
    @Benchmark
    public DumpDiff indexDiff(BigDumps d) {
        return DumpDiff.of(d.a, d.b, DiffOptions.defaults().withAlignment(Alignment.INDEX));
    }

    /** Read (map) both files and diff them. */
    @Benchmark
    public DumpDiff readAndIndexDiff(BigDumps d) throws Exception {
        return DumpDiff.of(DumpReader.read(d.fa), DumpReader.read(d.fb), DiffOptions.defaults());
    }

    /** Content alignment of a 1,000,000-descriptor ring with its edited copy. */
    @Benchmark
    public RingDiff contentAlign(Edited e) {
        return RingDiffer.diff(e.a, e.b, Alignment.CONTENT);
    }
}

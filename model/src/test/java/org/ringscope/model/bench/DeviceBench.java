package org.ringscope.model.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.ringscope.model.device.bench.DeviceBenchmark;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalStats;
import org.ringscope.model.udma.Arch;

/**
 * The device's and the journal's performance goals, with 1,000,000 eight-byte copy descriptors (one vring
 * transfer each, dumped into prings in HBM, one doorbell): executing them, then any seek after the run
 * ≤ 50 ms, and ≤ 64 journal bytes per record (fixed part + arena; written to
 * {@code model/target/device-bench-journal.txt} at the end of a trial). Run with
 * {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="DeviceBench -f 1 -wi 2 -i 5"}.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
public class DeviceBench {
    static final int N = 1_000_000;

    /** A scenario prepared up to the doorbell, fresh for every iteration. */
    @State(Scope.Benchmark)
    public static class Prepared {
        DeviceBenchmark b;

        @Setup(Level.Iteration)
        public void setUp() throws Exception {
            b = DeviceBenchmark.prepare(Arch.CAYMAN, N);
        }
    }

    /** A scenario run to the end once per trial. */
    @State(Scope.Benchmark)
    public static class Ran {
        DeviceBenchmark b;
        Journal j;
        int end;
        int[] targets = new int[1 << 12];
        int next;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            b = DeviceBenchmark.prepare(Arch.CAYMAN, N);
            b.run();
            j = b.journal;
            end = j.size();
            Random r = new Random(42);
            for (int k = 0; k < targets.length; k++) {
                targets[k] = r.nextInt(end + 1);
            }
        }

        /** Writes the journal's size to {@code target/device-bench-journal.txt} (the model may not print). */
        @TearDown(Level.Trial)
        public void report() throws IOException {
            JournalStats s = j.stats();
            String line = String.format("DeviceBench journal after %,d descriptors: %,d records, fixed %,d B (%.1f B/record) "
                    + "+ arena %,d B (%.1f B/record) = %.1f B/record; %d checkpoints hold %,d B apart from the live state%n",
                    N, s.records(), s.fixedBytes(), (double) s.fixedBytes() / s.records(), s.arenaBytes(),
                    (double) s.arenaBytes() / s.records(), s.bytesPerRecord(), s.checkpoints(), s.checkpointBytes());
            Path dir = Path.of("target");
            Files.createDirectories(dir);
            Files.writeString(dir.resolve("device-bench-journal.txt"), line);
        }
    }

    /**
     * Computing the journal's statistics; the figures themselves (bytes per record: fixed + arena; what
     * the checkpoints hold) are written at the end of each trial to {@code model/target/device-bench-journal.txt}.
     */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public double journal(Ran r) {
        return r.j.stats().bytesPerRecord();
    }

    /** Executing 1,000,000 one-descriptor packets (each one journal record). */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long execute(Prepared p) {
        return p.b.run();
    }

    /** Seek from the end of the run to step 0. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public int seekEndToZero(Ran r) {
        r.j.seek(r.end);
        r.j.seek(0);
        return r.j.position();
    }

    /** Seek to random steps, each from where the previous one left the cursor. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public int seekRandom(Ran r) {
        int t = r.targets[r.next++ & (r.targets.length - 1)];
        r.j.seek(t);
        return t;
    }

    /** One step back from the end, then forward again (the debugger's single step). */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int stepBackAndForward(Ran r) {
        r.j.seek(r.end);
        r.j.stepBack();
        r.j.stepForward();
        return r.j.position();
    }
}

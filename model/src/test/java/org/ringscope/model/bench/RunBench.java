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
import org.ringscope.model.gen.CopyProfile;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.NeuronRuntime;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.trace.JournalStats;

/**
 * Goals for the whole emulated runtime on a generated NEFF with 1,000,000 copy descriptors
 * ({@code gen --profile copy --descriptors 1000000}): the run (INIT, LOAD with the translation into vrings and
 * the dumps into HBM, EXEC with per-execution template rings, the device executing every descriptor), any seek
 * after the run ≤ 50 ms, and ≤ 64 journal bytes per record (written to {@code model/target/run-bench-journal.txt}).
 * Run with {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="RunBench -f 1 -wi 2 -i 5"}.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g"})
public class RunBench {
    static final int N = 1_000_000;

    /** The generated NEFF, read once. */
    @State(Scope.Benchmark)
    public static class Neff {
        NeffFile file;

        @Setup(Level.Trial)
        public void setUp() throws Exception {
            Path p = Files.createTempFile("runbench", ".neff");
            CopyProfile.build(N).write(p);
            file = NeffReader.read(p);
            Files.delete(p);
        }
    }

    /** A run to the end, once per trial, and random seek targets. */
    @State(Scope.Benchmark)
    public static class Ran {
        Journal j;
        int end;
        int[] targets = new int[1 << 12];
        int next;

        @Setup(Level.Trial)
        public void setUp(Neff n) throws Exception {
            NeuronRuntime rt = new NeuronRuntime(n.file, RunOptions.defaults());
            if (rt.run().status() != 0) {
                throw new IllegalStateException(rt.result().message());
            }
            j = rt.journal();
            end = j.size();
            Random r = new Random(42);
            for (int k = 0; k < targets.length; k++) {
                targets[k] = r.nextInt(end + 1);
            }
        }

        @TearDown(Level.Trial)
        public void report() throws IOException {
            JournalStats s = j.stats();
            String line = String.format("RunBench journal after a run of %,d copy descriptors: %,d records, %.1f B/record "
                    + "(fixed %.1f + arena %.1f); %d checkpoints hold %,d B apart from the live state%n", N, s.records(),
                    s.bytesPerRecord(), (double) s.fixedBytes() / s.records(), (double) s.arenaBytes() / s.records(),
                    s.checkpoints(), s.checkpointBytes());
            Files.createDirectories(Path.of("target"));
            Files.writeString(Path.of("target", "run-bench-journal.txt"), line);
        }
    }

    /** nrt_init → ucode → nrt_load → nrt_execute, the device executing every descriptor. */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public int run(Neff n) throws Exception {
        NeuronRuntime rt = new NeuronRuntime(n.file, RunOptions.defaults());
        return rt.run().steps();
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

    /** The journal's statistics (the figures go to target/run-bench-journal.txt). */
    @Benchmark
    @BenchmarkMode(Mode.SingleShotTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public double journal(Ran r) {
        return r.j.stats().bytesPerRecord();
    }
}

package org.ringscope.model.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.ringscope.model.InputException;
import org.ringscope.model.gen.SampleNeffs;
import org.ringscope.model.neff.ManifestParser;
import org.ringscope.model.neff.NeffFile;
import org.ringscope.model.neff.NeffInfo;
import org.ringscope.model.neff.NeffReader;

/**
 * {@code neff info} on a generated NEFF of {@code megabytes} MiB (goal: 100 MB in under 2 s wall,
 * memory bounded). Run: {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="NeffInfoBench"}.
 * The heap is capped at 3x the NEFF size in the fork so a second whole-payload copy would show.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx384m"})
public class NeffInfoBench {
    @Param({"100"})
    int megabytes;

    Path file;

    @Setup(Level.Trial)
    public void write() throws IOException {
        file = Files.createTempFile("neffinfo-bench", ".neff");
        SampleNeffs.large(megabytes).write(file);
    }

    @TearDown(Level.Trial)
    public void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    @Benchmark
    public NeffInfo readAndSummarize() throws IOException, InputException {
        NeffFile f = NeffReader.read(file);
        return NeffInfo.of(f, ManifestParser.parse(f));
    }
}

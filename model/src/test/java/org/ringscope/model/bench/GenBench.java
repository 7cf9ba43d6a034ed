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
import org.ringscope.model.gen.CopyProfile;

/**
 * {@code gen --profile copy --descriptors N} written to disk (generating 1,000,000 descriptors must
 * take seconds at most). Run: {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="GenBench"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 10)
@Fork(value = 1, jvmArgsAppend = {"-Xmx256m"})
public class GenBench {
    @Param({"1000000", "16777200"})
    int descriptors;

    Path file;

    @Setup(Level.Trial)
    public void create() throws IOException {
        file = Files.createTempFile("gen-bench", ".neff");
    }

    @TearDown(Level.Trial)
    public void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    @Benchmark
    public Path generateCopyNeff() throws IOException {
        CopyProfile.build(descriptors).write(file);
        return file;
    }
}

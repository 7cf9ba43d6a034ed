package org.ringscope.model.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.ringscope.model.ucode.ElfData;
import org.ringscope.model.ucode.PrelinkOptions;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.Prelinker;
import org.ringscope.model.ucode.TestElf;
import org.ringscope.model.ucode.XtlibFormatException;

/**
 * Prelink + relocation of a split + scratch library with 100,000 R_XTENSA_RELATIVE relocations (goal:
 * at most 50 ms). The library comes from the test ELF writer: 16 KiB of code and 32 KiB of data words that
 * hold link addresses, the relocation table (1.2 MB) in the scratch segment like the device blob; the
 * relocations walk the 12,288 words round-robin so the prelinked image stays under the 64 KiB cap.
 * Run: {@code mvn -B -ntp -pl model -am -Pjmh -DskipTests verify -Djmh.args="UcodeBench -f 1 -wi 2 -i 5"}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class UcodeBench {
    static final int RELOCATIONS = 100_000;
    private byte[] lib;
    private PrelinkOptions options;

    @Setup
    public void setup() throws XtlibFormatException {
        TestElf t = new TestElf();
        t.scratch = true;
        t.code = new byte[0x4000];
        t.data = new byte[0x8000];
        t.dataAddr = 0x80000;
        int codeWords = t.code.length / 4;
        int words = codeWords + t.data.length / 4;
        for (int i = 0; i < codeWords; i++) {
            ElfData.LSB.putWord(t.code, i * 4, t.dataAddr + (i * 4L) % t.data.length);
        }
        for (int i = 0; i < t.data.length / 4; i++) {
            ElfData.LSB.putWord(t.data, i * 4, (i * 4L) % t.code.length);
        }
        for (int i = 0; i < RELOCATIONS; i++) {
            int w = i % words;
            long site = w < codeWords ? w * 4L : t.dataAddr + (w - codeWords) * 4L;
            t.rela(site, 5, 0);
        }
        lib = t.build();
        options = PrelinkOptions.defaults();
        PrelinkResult r = Prelinker.prelink(lib, "bench.so", options);
        if (!r.ok() || r.patches().size() != RELOCATIONS) {
            throw new IllegalStateException("bench library does not prelink: " + r.status() + " " + r.message());
        }
    }

    @Benchmark
    public PrelinkResult prelink100kRelative() throws XtlibFormatException {
        return Prelinker.prelink(lib, "bench.so", options);
    }
}

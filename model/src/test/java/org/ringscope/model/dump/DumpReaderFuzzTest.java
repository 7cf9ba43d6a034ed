package org.ringscope.model.dump;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ringscope.model.InputException;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.udma.Direction;

/**
 * Jazzer fuzz test of the dump reader: for any bytes, as a dump or as a raw ring, the only exception is
 * {@link InputException}, and what reads diffs against itself as identical. In {@code mvn verify} it runs in
 * regression mode over the seed corpus in {@code src/test/resources/org/ringscope/model/dump/
 * DumpReaderFuzzTestInputs/} (small dumps). A bounded fuzzing run (10 s):
 * {@code JAZZER_FUZZ=1 mvn -B -ntp -pl model test -Dtest=DumpReaderFuzzTest}.
 */
class DumpReaderFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void readNeverCrashes(byte[] data) throws IOException {
        Path f = Files.createTempFile("fuzz", ".rsdump");
        try {
            Files.write(f, data);
            for (int raw = 0; raw < 2; raw++) {
                try {
                    Dump d = raw == 0 ? DumpReader.read(f) : DumpReader.readRaw(f, Direction.RX);
                    if (!DumpDiff.of(d, d, DiffOptions.defaults()).identical()) {
                        throw new AssertionError("a dump differs from itself");
                    }
                } catch (InputException expected) {
                    // the declared outcome for bad input
                }
            }
        } finally {
            Files.deleteIfExists(f);
        }
    }
}

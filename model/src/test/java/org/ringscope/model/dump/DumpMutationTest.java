package org.ringscope.model.dump;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.InputException;
import org.ringscope.model.diff.DiffOptions;
import org.ringscope.model.diff.DumpDiff;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;

/**
 * A real dump with bytes flipped, cut or duplicated, many times: the reader either reads it (and the diff
 * runs on it) or refuses it with an {@link InputException} — never another exception.
 */
class DumpMutationTest {
    @Test
    void mutatedDumpsAreReadOrRefusedNeverCrash(@TempDir Path dir) throws Exception {
        EmulationSession s = DumpRoundTripTest.sample(RunOptions.defaults());
        Path good = dir.resolve("good.rsdump");
        DumpWriter.write(s, s.steps(), good);
        byte[] bytes = Files.readAllBytes(good);
        Dump reference = DumpReader.read(good);
        Random r = new Random(2024);
        Path f = dir.resolve("m.rsdump");
        int read = 0;
        int refused = 0;
        for (int t = 0; t < 400; t++) {
            byte[] m = bytes.clone();
            switch (t % 4) {
                case 0 -> {
                    for (int k = 0; k < 1 + r.nextInt(8); k++) {
                        m[r.nextInt(m.length)] ^= (byte) (1 << r.nextInt(8));
                    }
                }
                case 1 -> m = Arrays.copyOf(m, r.nextInt(m.length));
                case 2 -> {
                    int at = m.length - 1 - r.nextInt(Math.min(m.length - 1, 2000));
                    m[at] = (byte) r.nextInt(256);
                }
                default -> {
                    int at = r.nextInt(m.length);
                    int len = Math.min(64, m.length - at);
                    System.arraycopy(m, at, m, r.nextInt(m.length - len), len);
                }
            }
            Files.write(f, m);
            try {
                Dump d = DumpReader.read(f);
                DumpDiff.of(reference, d, DiffOptions.defaults()).summary(3);
                read++;
            } catch (InputException e) {
                assertTrue(e.getMessage().startsWith(f.toString()), e.getMessage());
                refused++;
            }
        }
        assertTrue(refused > 0 && read + refused == 400, read + " read, " + refused + " refused");
    }
}

package org.ringscope.model.provenance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.device.WriteIndex;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.testing.Fixtures;

/**
 * {@code why} over several bytes accounts for every byte (decision 1440): the parts' spans cover the range exactly
 * once, each part's writer is the last write of each of its bytes (asked byte by byte of the write index), each part's
 * chain starts at its first byte with that write, and on attn_v6 the eight bytes of output0 name both DMAs that wrote
 * them.
 */
class RangeCoverageTest {
    @Test
    void everyByteOfTheSamplesVariablesIsInExactlyOnePartWhoseWriterLastWroteIt() throws Exception {
        EmulationSession s = EmulationSession.open(NeffReader.read(Fixtures.repo("resources/samples/sample.neff")),
                RunOptions.defaults());
        s.run();
        Provenance p = Provenance.of(s);
        int several = 0;
        for (int step : new int[] {s.steps() / 2, s.steps()}) {
            for (Variables.Placed v : new Variables(s).all()) {
                long n = Math.min(v.size(), 1 << 16);
                Chain c = p.why(v.address(), n, step, 2);
                check(p.index(), c, step);
                several += c.parts().size() > 1 ? 1 : 0;
            }
        }
        assertTrue(several > 0, "some variable's bytes came from more than one write (or some from none)");
        assertEquals(s.steps(), s.cursor(), "why put the cursor back");
    }

    @Test
    void attnOutputsFirstEightBytesNameBothWritesWithTheBytesEachCovers() throws Exception {
        Path f = Fixtures.shared("neff").resolve("attn_v6.neff");
        Assumptions.assumeTrue(Files.isRegularFile(f), "attn_v6.neff absent; skipping");
        EmulationSession s = EmulationSession.open(NeffReader.read(f), RunOptions.defaults());
        s.run();
        Provenance p = Provenance.of(s);
        long out = p.addressOf("output0", 0).orElseThrow();
        Chain c = p.why(out, 8, s.steps(), Provenance.DEFAULT_DEPTH);
        check(p.index(), c, s.steps());
        assertTrue(c.parts().size() >= 2, "the bytes came from more than one DMA: " + c.rows());
        assertTrue(c.rows().get(0) instanceof Row.Bytes b && b.text().contains("output0+0.."), c.rows().get(0).text());
        long heads = c.rows().stream().filter(Row.Bytes.class::isInstance).count();
        assertEquals(c.parts().size(), heads, "one bytes row a writer");
    }

    /** The parts cover the range once, each byte's writer is its part's, each chain starts at its part's first byte. */
    private static void check(WriteIndex ix, Chain c, int step) {
        long[] owner = new long[(int) c.length()];
        Arrays.fill(owner, Long.MIN_VALUE);
        for (Chain.Part part : c.parts()) {
            assertFalse(part.spans().isEmpty());
            for (Chain.Span x : part.spans()) {
                for (long a = x.address(); a < x.end(); a++) {
                    int k = (int) (a - c.address());
                    assertEquals(Long.MIN_VALUE, owner[k], String.format("byte 0x%x in two parts", a));
                    owner[k] = part.record();
                    WriteIndex.Hit h = ix.lastWrite(a, 1, step);
                    assertEquals(h == null ? -1 : h.record(), part.record(), String.format("the writer of 0x%x", a));
                }
            }
            List<Row> rows = part.rows();
            if (part.record() >= 0 && !rows.isEmpty()) {
                Row.Write w = (Row.Write) rows.get(0);
                assertEquals(part.record(), w.record(), "the part's chain starts with its write");
                assertEquals(part.spans().get(0).address(), w.address(), "the chain starts at the part's first byte");
                assertTrue(w.length() >= 1 && w.length() <= part.spans().get(0).length(), "inside its first span");
            }
        }
        if (c.rows().get(0) instanceof Row.Write w) {
            assertEquals(c.length(), w.length(), "without the bytes rows the first write covers the whole range");
        }
        for (int k = 0; k < owner.length; k++) {
            assertTrue(owner[k] != Long.MIN_VALUE, String.format("byte 0x%x in no part", c.address() + k));
        }
    }
}

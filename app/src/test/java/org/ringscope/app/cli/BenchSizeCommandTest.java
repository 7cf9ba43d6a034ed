package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.InputException;
import org.ringscope.model.gen.CopyProfile;
import org.ringscope.model.neff.NeffReader;
import org.ringscope.model.neff.ReadLimits;
import org.ringscope.model.runtime.RunOptions;
import org.ringscope.model.session.EmulationSession;
import org.ringscope.model.session.HeapEstimate;

/**
 * {@code ringscope bench size} reports every structure with its bytes per record and the C floor beside the run; a
 * run whose estimated heap is more than the JVM's is refused before it starts, naming {@code -Xmx}.
 */
class BenchSizeCommandTest {
    @TempDir
    Path dir;

    private Path copy(int n) throws Exception {
        Path p = dir.resolve("copy-" + n + ".neff");
        Files.write(p, CopyProfile.build(n).build());
        return p;
    }

    @Test
    void everyStructureIsReportedPerRecordWithTheFloor() throws Exception {
        CliRun r = CliRun.of("bench", "size", copy(70_000).toString(), "--floor-runs", "1", "--json");
        JsonNode n = JsonOut.mapper().readTree(r.out());
        int steps = n.get("steps").asInt();
        assertTrue(steps > 70_000, "a record per descriptor pair: " + steps);
        assertEquals(70_000, n.get("largestHalf").asLong());
        int budgeted = 0;
        for (JsonNode s : n.get("structures")) {
            assertEquals(s.get("bytes").asDouble() / steps, s.get("bytesPerRecord").asDouble(), 1e-6, s.toString());
            budgeted += s.get("budgeted").asBoolean() ? 1 : 0;
        }
        assertTrue(budgeted >= 8, "the journal and the indexes on it are budgeted: " + budgeted);
        assertTrue(n.get("rss").get("peakBytes").asLong() > 0, "the resident set is read from /proc");
        JsonNode f = n.get("floor");
        assertEquals(70_000, f.get("descriptors").asLong());
        if (f.get("seconds").asDouble() > 0) {
            assertTrue(f.get("ratio").asDouble() > 0, f.toString());
        } else {
            assertTrue(f.get("note").asText().contains("compiler"), "only a missing compiler skips the floor: " + f);
        }
    }

    @Test
    void theRingMaximumIsRefusedBeforeItRunsWhenTheHeapIsTooSmall() throws Exception {
        Path max = copy(16_777_184);
        EmulationSession s = EmulationSession.open(NeffReader.read(max, ReadLimits.DEFAULT), RunOptions.defaults());
        assertEquals(16_777_184, HeapEstimate.descriptors(s.manifest()));
        long need = HeapEstimate.needed(s.manifest());
        assertTrue(need > 2L << 30 && need < 3L << 30, "the ring maximum needs between 2 and 3 GiB (its vring copy "
                + "shares the template's word 0), so -Xmx3g runs it: " + need);
        if (Runtime.getRuntime().maxMemory() >= need) {
            return; // a JVM large enough runs it: nothing to refuse here
        }
        CliRun r = CliRun.of("run", max.toString());
        assertEquals(RingScopeCommand.EXIT_INVALID_INPUT, r.exit(), r.err());
        assertTrue(r.err().contains("needs about") && r.err().contains("-Xmx") && r.err().contains("--no-heap-check"),
                r.err());
        assertTrue(!r.err().contains("out of memory"), "refused before the run, not out of memory in it: " + r.err());
    }

    @Test
    void aForkOfTheRingMaximumIsRefusedWhereTwoRunsWouldNotFit() throws Exception {
        EmulationSession max = EmulationSession.open(NeffReader.read(copy(16_777_184), ReadLimits.DEFAULT),
                RunOptions.defaults());
        InputException e = assertThrows(InputException.class,
                () -> HeapEstimate.checkFork("max.neff", max.manifest(), 3L << 30));
        assertTrue(e.getMessage().contains("a fork runs the NEFF a second time") && e.getMessage().contains("-Xmx7g"),
                e.getMessage());
        HeapEstimate.checkFork("max.neff", max.manifest(), 8L << 30); // two runs and their dumps fit in 8 GiB
        EmulationSession small = EmulationSession.open(NeffReader.read(copy(70_000), ReadLimits.DEFAULT),
                RunOptions.defaults());
        HeapEstimate.checkFork("small.neff", small.manifest(), 3L << 30);
    }
}

package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.testing.Fixtures;

/**
 * {@code run --write-outputs DIR} says which bytes of each written output are emulated data movement and which are
 * placeholders for compute: a public convolution's output is the engines' work (all placeholders), the ops profile's
 * outputs are DMA work (all moved) — in the report, the JSON and the sidecar beside the files.
 */
class RunOutputsReportTest {
    @Test
    void aConvolutionsOutputIsAPlaceholderForCompute(@TempDir Path dir) throws Exception {
        Path neff = Fixtures.shared("neff").resolve("chengli2003__part2_conv2d_1_float32_smaller.neff");
        Assumptions.assumeTrue(Files.isRegularFile(neff), "conv2d_1 absent from ../shared/fixtures/neff");
        Path out = dir.resolve("out");
        CliRun r = CliRun.of("run", neff.toString(), "--write-outputs", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("  X_out.bin: 430080 bytes: 0 emulated data movement, 430080 placeholders for "
                + "compute (not emulated), 0 unwritten"), r.out());
        JsonNode side = JsonOut.mapper().readTree(out.resolve(OutputsReport.SIDECAR).toFile());
        assertEquals(1, side.get("schemaVersion").asInt());
        JsonNode x = side.get("outputs").get(0);
        assertEquals("X_out.bin", x.get("file").asText());
        assertEquals(430080, x.get("computed").asLong());
        assertEquals("computed", x.get("spans").get(0).get("kind").asText());
        assertTrue(Files.isRegularFile(out.resolve("X_out.bin")));
    }

    @Test
    void theOpsProfilesOutputsAreDataMovement(@TempDir Path dir) throws Exception {
        Path neff = dir.resolve("ops.neff");
        assertEquals(0, CliRun.of("gen", "--profile", "ops", "--out", neff.toString()).exit());
        Path out = dir.resolve("out");
        CliRun r = CliRun.of("run", neff.toString(), "--write-outputs", out.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JsonOut.mapper().readTree(r.out());
        JsonNode outs = j.get("outputContents");
        assertEquals(4, outs.size());
        for (JsonNode o : outs) {
            assertEquals(o.get("bytes").asLong(), o.get("moved").asLong(), o.toString());
            assertEquals(0, o.get("computed").asLong());
        }
        assertTrue(Files.isRegularFile(out.resolve(OutputsReport.SIDECAR)));
    }
}

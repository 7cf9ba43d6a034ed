package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.testing.Fixtures;

/**
 * {@code run} of the public {@code v6b} NEFF with an expert index past the bound its DGE table reads: the run returns
 * NRT_EXEC_OOB (1006), and both the JSON's {@code message} and the CLI's line on standard error carry the runtime's
 * words for it — not "ok".
 */
class RunOobCommandTest {
    @Test
    void anOutOfBoundsAccessIsNamedInTheMessageAndTheErrorLine(@TempDir Path dir) throws Exception {
        Path v6b = Fixtures.shared("neff").resolve("v6b.neff");
        Assumptions.assumeTrue(Files.isRegularFile(v6b), "v6b.neff absent from ../shared/fixtures/neff");
        ByteBuffer b = ByteBuffer.allocate(32).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(200).putInt(1).putInt(2).putInt(3).putInt(4).putInt(6).putInt(7).putInt(0);
        Path bad = Files.write(dir.resolve("bad.bin"), b.array());
        String words = "Received notification generated at runtime: failed to run scatter/gather (indirect memory "
                + "copy via vector DGE), due to out-of-bound access. model name = " + v6b;

        CliRun text = CliRun.of("run", v6b.toString(), "--input", "input1=" + bad);
        assertEquals(1, text.exit(), text.err());
        assertTrue(text.err().contains("the run returned NRT_EXEC_OOB (1006): " + words), text.err());
        assertFalse(text.err().contains("(1006): ok"), text.err());

        CliRun json = CliRun.of("run", v6b.toString(), "--input", "input1=" + bad, "--json");
        assertEquals(1, json.exit());
        JsonNode j = JsonOut.mapper().readTree(json.out());
        assertEquals(1006, j.get("status").asInt());
        assertTrue(j.get("message").asText().startsWith(words), j.get("message").asText());
    }
}

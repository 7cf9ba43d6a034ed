package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.testing.Fixtures;

/**
 * The messages a new user meets when a name or a file is wrong: {@code why} names the variables (and the nearest to a
 * mistyped one) and the device's memories; {@code diff} says a NEFF is not a dump and what to run; a fork's empty ring
 * slots read as empty, not as a 65,536-byte descriptor.
 */
class CliMessagesTest {
    private static String attn() {
        return Fixtures.shared("neff").resolve("attn_v6.neff").toString();
    }

    @Test
    void whyNamesTheVariablesAndTheNearestToAMistypedOne() {
        CliRun r = CliRun.of("why", attn(), "--var", "outptu0");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("--var outptu0: the run placed no variable of that name; did you mean output0? "
                + "(its variables: "), r.err());
        assertTrue(r.err().contains("output0"), r.err());
        CliRun big = CliRun.of("why", attn(), "--var", "output0", "--offset", "99999999");
        assertEquals(2, big.exit());
        assertTrue(big.err().matches("(?s)--var output0 --offset 99999999: output0 holds \\d+ bytes \\(offsets 0\\.\\.\\d+\\).*"),
                big.err());
    }

    @Test
    void whyAtAnAddressOutsideEveryMemoryNamesTheMemories() {
        CliRun r = CliRun.of("why", attn(), "--addr", "0x10");
        assertEquals(2, r.exit(), r.out() + r.err());
        assertTrue(r.err().startsWith("--addr 0x10 is not in one device memory; the device's memories are HBM "
                + "0x2000000000..0x37ffffffff, STATE_BUFFER 0x"), r.err());
        assertTrue(r.err().contains(", DMEM 0x1800000000..") && r.err().contains(", HOST 0x"), r.err());
    }

    @Test
    void diffSaysANeffIsNotADumpAndWhatToRun(@TempDir Path dir) {
        Path a = dir.resolve("a.rsdump");
        assertEquals(0, CliRun.of("run", "--sample", "--quiet", "--dump", a.toString()).exit());
        CliRun r = CliRun.of("diff", a.toString(), attn());
        assertEquals(2, r.exit(), r.out() + r.err());
        assertFalse(r.err().contains("not a zip"), r.err());
        assertTrue(r.err().contains(attn() + ": offset 0x0 (0): field neff_header: a NEFF, not a dump: diff compares dumps. Write the dump of its run with "
                + "'ringscope run " + attn() + " --dump attn_v6.rsdump'"), r.err());
        assertTrue(r.err().contains("'ringscope diff --fork arch=sunda " + attn() + "'"), r.err());
    }

    @Test
    void aForksEmptySlotsReadAsEmpty() throws Exception {
        CliRun r = CliRun.of("diff", "--fork", "executions=2", "--sample", "--quiet");
        assertEquals(1, r.exit(), r.err());
        assertFalse(r.out().contains("len=65536") || r.out().contains("len 65536"), r.out());
        assertTrue(r.out().contains("changed  A's slot is empty"), r.out());
        assertTrue(r.out().contains("        A: empty slot (16 zero bytes)"), r.out());
        CliRun j = CliRun.of("diff", "--fork", "executions=2", "--sample", "--quiet", "--json");
        JsonNode row = null;
        for (JsonNode ring : JsonOut.mapper().readTree(j.out()).path("rings")) {
            if (row == null && ring.path("first").size() > 0) {
                row = ring.path("first").get(0);
            }
        }
        assertEquals("empty slot (16 zero bytes)", row.path("descA").asText(), row.toString());
        assertEquals("empty", row.path("fields").path("len").get(0).asText(), row.toString());
    }
}

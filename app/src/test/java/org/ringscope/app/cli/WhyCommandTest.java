package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ringscope.model.testing.Fixtures;

/**
 * {@code ringscope why}: the chain as JSON on the independent writer's chained copies, the text, every byte of a range
 * accounted for by its writer, exit 1 and 2.
 */
class WhyCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DIR = Fixtures.repo("model/src/test/resources/external");

    private static CliRun why(String... more) {
        String[] base = {"why", DIR.resolve("chain_copies.neff").toString(), "--input",
            "input0=" + DIR.resolve("chain_copies.input0.bin")};
        String[] args = new String[base.length + more.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(more, 0, args, base.length, more.length);
        return CliRun.of(args);
    }

    @Test
    void jsonNamesEveryHopDownToTheInputByteTheWriterExpects() throws Exception {
        JsonNode expected = JSON.readTree(DIR.resolve("chain_copies.expected.json").toFile()).get("bytes");
        for (int k : new int[] {0, 100, 1000, 4095}) {
            CliRun r = why("--var", "output0", "--offset", Integer.toString(k), "--json");
            assertEquals(0, r.exit(), r.err());
            JsonNode j = JSON.readTree(r.out());
            assertEquals(1, j.path("schemaVersion").asInt());
            assertEquals("output0+" + k, j.path("variable").asText());
            assertEquals(4, j.path("hops").asInt(), r.out());
            JsonNode rows = j.path("rows");
            JsonNode origin = rows.get(rows.size() - 1);
            assertEquals("origin", origin.path("row").asText());
            assertEquals("INPUT", origin.path("kind").asText());
            assertEquals("input0", origin.path("variable").asText());
            assertEquals(expected.get(k).get("input").asLong(), origin.path("offset").asLong());
            int entries = 0;
            for (JsonNode row : rows) {
                assertTrue(row.has("step") && row.has("location") && row.has("text"), row.toString());
                entries += row.path("row").asText().equals("entry") ? 1 : 0;
            }
            assertEquals(3, entries, "one NEFF entry a hop: " + r.out());
        }
    }

    @Test
    void textListsTheRowsWithTheirLocations() {
        CliRun r = why("--var", "output0", "--offset", "7", "--depth", "1");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("why 0x"), r.out());
        assertTrue(r.out().contains("write     step "), r.out());
        assertTrue(r.out().contains("at entry chain_copies.neff sg00/sp.json 2"), r.out());
        assertTrue(r.out().contains("origin: DEPTH"), r.out());
    }

    @Test
    void eightBytesOfAttnOutputAreEachInOnePartAndEveryWriterIsNamed() throws Exception {
        Path neff = Fixtures.shared("neff").resolve("attn_v6.neff");
        Assumptions.assumeTrue(Files.isRegularFile(neff), "attn_v6.neff absent; skipping");
        CliRun r = CliRun.of("why", neff.toString(), "--var", "output0", "--length", "8", "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode j = JSON.readTree(r.out());
        long base = Long.decode(j.path("address").asText());
        boolean[] seen = new boolean[8];
        Set<Integer> writers = new HashSet<>();
        for (JsonNode part : j.path("parts")) {
            assertTrue(writers.add(part.path("record").asInt()), "one part a writer: " + part);
            for (JsonNode x : part.path("spans")) {
                long from = Long.decode(x.path("address").asText()) - base;
                for (long k = from; k < from + x.path("length").asLong(); k++) {
                    assertFalse(seen[(int) k], "byte +" + k + " in two parts");
                    seen[(int) k] = true;
                }
            }
        }
        for (int k = 0; k < 8; k++) {
            assertTrue(seen[k], "byte +" + k + " accounted for: " + j.path("parts"));
        }
        assertTrue(writers.size() >= 2, "the bytes came from more than one DMA: " + j.path("parts"));
        CliRun text = CliRun.of("why", neff.toString(), "--var", "output0", "--length", "8");
        assertEquals(0, text.exit(), text.err());
        assertTrue(text.out().contains("from " + writers.size() + " writers"), text.out());
        assertEquals(writers.size(), text.out().lines().filter(l -> l.startsWith("bytes ")).count(), text.out());
        assertTrue(text.out().contains("output0+6..+7"), text.out());
    }

    @Test
    void anAddressNothingWroteExitsOneWithAClearMessage() {
        CliRun r = CliRun.of("why", "--sample", "--var", "y", "--step", "0");
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.err().contains("nothing wrote 0x") && r.err().contains("(y+0) before step 0"), r.err());
    }

    @Test
    void usageErrorsExitTwo() {
        assertEquals(2, CliRun.of("why", "--sample").exit());
        assertEquals(2, CliRun.of("why", "--sample", "--var", "y", "--addr", "0x10").exit());
        assertEquals(2, CliRun.of("why", "--sample", "--var", "nosuch").exit());
        assertEquals(2, CliRun.of("why", "--sample", "--var", "y", "--step", "99999999").exit());
        assertEquals(2, CliRun.of("why", "--sample", "--addr", "0x5").exit(), "not device memory");
    }
}

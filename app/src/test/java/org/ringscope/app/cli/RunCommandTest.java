package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringscope.model.spine.Spine;
import org.ringscope.model.spine.SpineEdge;
import org.ringscope.model.testing.Fixtures;

/** {@code ringscope run}: the bundled sample, the external NEFF byte for byte, failures and usage errors. */
class RunCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theSampleSyncAndAsyncTogetherVisitEveryEdgeThatIsNotAnError() throws Exception {
        CliRun sync = CliRun.of("run", "--sample", "--json");
        CliRun async = CliRun.of("run", "--sample", "--async", "--json");
        assertEquals(0, sync.exit(), sync.err());
        assertEquals(0, async.exit(), async.err());
        JsonNode a = JSON.readTree(sync.out());
        JsonNode b = JSON.readTree(async.out());
        for (String key : new String[] {"arch", "steps", "doorbells", "spine", "queues", "semaphores", "ucode", "status",
            "statusName"}) {
            assertTrue(a.has(key), key);
        }
        assertEquals("cayman", a.get("arch").asText());
        JsonNode q = a.get("queues").get(0);
        for (String key : new String[] {"subgraph", "name", "txDescriptors", "rxDescriptors", "txBytes", "rxBytes",
            "packets", "pringTx", "pringRx"}) {
            assertTrue(q.has(key), key);
        }
        Set<String> both = new HashSet<>();
        a.get("spine").get("unvisited").forEach(e -> both.add(e.get("edge").asText()));
        Set<String> other = new HashSet<>();
        b.get("spine").get("unvisited").forEach(e -> other.add(e.get("edge").asText()));
        both.retainAll(other);
        for (SpineEdge e : Spine.load().edges()) {
            if (e.path() != SpineEdge.Path.ERROR) {
                assertTrue(!both.contains(e.id()), "not visited by either run: " + e);
            }
        }
        assertEquals(Spine.load().edges().size(), a.get("spine").get("totalEdges").asInt());
    }

    @Test
    void theExternalNeffThroughTheCliIsByteExact(@TempDir Path out) throws Exception {
        Path dir = Fixtures.repo("model/src/test/resources/external");
        CliRun r = CliRun.of("run", dir.resolve("copy_patterns.neff").toString(), "--input",
                "input0=" + dir.resolve("copy_patterns.input0.bin"), "--write-outputs", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("NRT_SUCCESS"), r.out());
        assertArrayEquals(Files.readAllBytes(dir.resolve("copy_patterns.output0.expected.bin")),
                Files.readAllBytes(out.resolve("output0.bin")));
    }

    @Test
    void failAtTakesTheErrorEdgesAndReportsTheStatus() throws Exception {
        CliRun r = CliRun.of("run", "--sample", "--fail-at", "kbl_model_add", "--json");
        assertEquals(0, r.exit(), "the injected failure is what was asked for: " + r.err());
        JsonNode j = JSON.readTree(r.out());
        assertEquals(1, j.get("status").asInt());
        assertEquals("NRT_FAILURE", j.get("statusName").asText());
        assertTrue(j.get("injected").asBoolean());
        for (JsonNode e : j.get("spine").get("unvisited")) {
            assertTrue(!e.get("edge").asText().equals("kbl_model_add->model_free"), "model_free taken");
        }
    }

    @Test
    void usageErrorsExit2AndInvalidInputExits1(@TempDir Path dir) throws Exception {
        assertEquals(2, CliRun.of("run").exit());
        CliRun dump = CliRun.of("run", "--sample", "--dump", dir.resolve("no/such/dir/x.rsdump").toString());
        assertEquals(1, dump.exit(), "a dump into a folder that does not exist is an I/O error");
        CliRun node = CliRun.of("run", "--sample", "--fail-at", "no_such_node");
        assertEquals(2, node.exit());
        assertTrue(node.err().contains("--list-nodes"), node.err());
        assertEquals(2, CliRun.of("run", "--sample", "--arch", "tonga").exit());
        Path f = dir.resolve("in.bin");
        Files.write(f, new byte[16]);
        CliRun var = CliRun.of("run", "--sample", "--input", "nope=" + f);
        assertEquals(1, var.exit());
        assertTrue(var.err().contains("no variable named nope"), var.err());
        Files.write(f, new byte[200_000]);
        CliRun big = CliRun.of("run", "--sample", "--input", "x=" + f);
        assertEquals(1, big.exit());
        assertTrue(big.err().contains("variable x holds 131072"), big.err());
        Path bad = dir.resolve("bad.neff");
        Files.write(bad, new byte[100]);
        assertEquals(1, CliRun.of("run", bad.toString()).exit());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sample", "copy", "ops", "queues", "ucode"})
    void everyGeneratedProfileRunsToSuccessOnEveryArch(String profile, @TempDir Path dir) throws Exception {
        for (String arch : new String[] {"sunda", "cayman", "mariana"}) {
            Path neff = dir.resolve(profile + "-" + arch + ".neff"); // built for the arch it runs on
            assertEquals(0, CliRun.of("gen", "--profile", profile, "--target", arch, "--out", neff.toString()).exit());
            CliRun r = CliRun.of("run", neff.toString(), "--arch", arch, "--json");
            assertEquals(0, r.exit(), profile + " on " + arch + ": " + r.err());
            JsonNode j = JSON.readTree(r.out());
            assertEquals(0, j.get("status").asInt(), profile + " on " + arch);
            assertTrue(j.get("doorbells").asInt() > 0, profile + " rang no doorbell");
        }
    }

    @Test
    void theTextFormAndTheNodeList() {
        CliRun r = CliRun.of("run", "--sample", "--executions", "2", "--arch", "sunda");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("run on sunda: NRT_SUCCESS (0)"), r.out());
        assertTrue(r.out().contains("executions: 2, returned [0, 0]"), r.out());
        CliRun n = CliRun.of("run", "--list-nodes");
        assertTrue(n.out().contains("kbl_model_add") && n.out().contains("(error edges)"), n.out());
    }
}

package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.app.Main;
import org.ringscope.app.output.JsonOut;
import org.ringscope.model.testing.Fixtures;
import picocli.CommandLine;

/** {@code ringscope bench vring} prints exactly the JSON the benchmark promises. */
class BenchCommandTest {

    private static int run(StringWriter out, StringWriter err, String... args) {
        CommandLine cl = RingScopeCommand.commandLine();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        return cl.execute(args);
    }

    @Test
    void jsonHasExactlyTheSixFieldsInOrder() throws Exception {
        StringWriter out = new StringWriter();
        int code = run(out, new StringWriter(), "bench", "vring", "--descriptors", "70000", "--warmups", "0", "--runs",
                "1", "--json");
        assertEquals(0, code);
        JsonNode n = JsonOut.mapper().readTree(out.toString());
        List<String> names = new ArrayList<>();
        n.fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("schemaVersion", "descriptors", "appendPairsPerSec", "packSeconds", "dumpSeconds", "arrayCopySeconds",
                "bytesPerDescriptor"), names);
        assertEquals(70000, n.get("descriptors").asLong());
        for (String f : names) {
            assertTrue(n.get(f).isNumber() && n.get(f).asDouble() > 0, f);
        }
    }

    @Test
    void textOutputWithoutJson() {
        StringWriter out = new StringWriter();
        assertEquals(0, run(out, new StringWriter(), "bench", "vring", "--descriptors", "1000", "--warmups", "0",
                "--runs", "1"));
        assertTrue(out.toString().contains("M pairs/s"), out.toString());
        assertTrue(out.toString().matches("(?s).*pack +\\d+\\.\\d{3} ms\n.*"), "milliseconds, never 0.000 s: " + out);
        assertTrue(!out.toString().contains(" s\n") && !out.toString().contains(" s ("), out.toString());
    }

    @Test
    void descriptorsOutsideTheCapIsAUsageError() {
        StringWriter err = new StringWriter();
        assertEquals(RingScopeCommand.EXIT_USAGE, run(new StringWriter(), err, "bench", "vring", "--descriptors",
                "16777201"));
        assertTrue(err.toString().contains("--descriptors must be 1..16777200"), err.toString());
        assertEquals(RingScopeCommand.EXIT_USAGE, run(new StringWriter(), new StringWriter(), "bench"));
    }

    @Test
    void seekRunsTheNeffAndRestoresEveryStateItSeeksBackTo() throws Exception {
        StringWriter out = new StringWriter();
        String sample = Fixtures.repo("resources/samples/sample.neff").toString();
        assertEquals(0, run(out, new StringWriter(), "bench", "seek", sample, "--seeks", "30", "--json"), out.toString());
        JsonNode n = JsonOut.mapper().readTree(out.toString());
        assertTrue(n.get("steps").asInt() > 100, out.toString());
        assertEquals(34, n.get("seeks").asInt(), "30 random seeks, the two ends, the middle and the start again");
        assertTrue(n.get("restored").asBoolean(), out.toString());
        assertTrue(n.get("maxMillis").asDouble() >= n.get("p99Millis").asDouble()
                && n.get("p99Millis").asDouble() >= n.get("medianMillis").asDouble(), out.toString());
        StringWriter err = new StringWriter();
        assertEquals(RingScopeCommand.EXIT_USAGE, run(new StringWriter(), err, "bench", "seek", sample, "--seeks", "-1"));
        assertTrue(err.toString().contains("--seeks must be 0..1000000"), err.toString());
    }

    @Test
    void cliTimesTheCommandInAFreshJvm() throws Exception {
        assertEquals(Main.class.getName(), BenchCliCommand.MAIN_CLASS,
                "the child starts the jar's Main");
        StringWriter out = new StringWriter();
        assertEquals(0, run(out, new StringWriter(), "bench", "cli", "--runs", "2", "--json", "--", "check", "--profiles"),
                out.toString());
        JsonNode n = JsonOut.mapper().readTree(out.toString());
        assertEquals(2, n.get("runs").asInt());
        assertEquals("[0,0]", n.get("exitCodes").toString(), "check --profiles exits 0 in the child");
        assertTrue(n.get("medianWallSeconds").asDouble() > 0.05, "a JVM start takes time: " + out);
        if (Files.isDirectory(Path.of("/proc/self"))) {
            assertTrue(n.get("maxRssBytes").asLong() > 10L << 20, "a JVM holds more than 10 MiB: " + out);
            assertTrue(n.get("medianCpuSeconds").asDouble() > 0, out.toString());
        }
        StringWriter err = new StringWriter();
        assertEquals(RingScopeCommand.EXIT_USAGE, run(new StringWriter(), err, "bench", "cli", "--runs", "0", "--", "--version"));
        assertTrue(err.toString().contains("--runs must be 1..100"), err.toString());
    }
}

package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.app.output.JsonOut;
import org.ringscope.app.ui.RuntimeViews;
import org.ringscope.model.location.ViewKind;
import org.testfx.api.FxToolkit;

/**
 * {@code ringscope bench gui} on a small generated NEFF, headless: the JSON has every section, every view and
 * scenario, and figures that make sense together (percentiles in order, counts as asked). No timing is asserted —
 * the figures are for {@code docs/benchmarks.md}. The toolkit is started here (as the other window tests do), so the
 * harness finds it running and leaves it running.
 */
class BenchGuiCommandTest {
    @TempDir
    static Path dir;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    private static int run(StringWriter out, StringWriter err, String... args) {
        return RingScopeCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
    }

    @Test
    void jsonOnASmallNeff() throws Exception {
        Path neff = dir.resolve("c3k.neff");
        StringWriter genErr = new StringWriter();
        assertEquals(0, run(new StringWriter(), genErr, "gen", "--profile", "copy", "--descriptors", "3000", "--out",
                neff.toString()), genErr.toString());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = run(out, err, "bench", "gui", neff.toString(), "--json", "--frames", "6", "--steps", "3",
                "--timeout", "90");
        assertEquals(0, code, err.toString());
        JsonNode r = JsonOut.mapper().readTree(out.toString());

        assertEquals(List.of("schemaVersion", "input", "environment", "openFile", "openView", "showView", "showAfterSteps", "idle", "frames", "framesCpu", "paint",
                "step", "stepCpu",
                "goals", "skipped", "errors", "notes"), names(r));
        JsonNode in = r.get("input");
        assertEquals(neff.toString(), in.get("file").asText());
        assertFalse(in.get("generated").asBoolean());
        assertTrue(in.get("descriptors").asLong() >= 3000, in.toString());
        assertTrue(in.get("steps").asInt() > 0 && in.get("events").asInt() > 0, in.toString());
        assertTrue(in.get("largestHalfRows").asInt() >= 3000, in.toString());
        assertTrue(in.get("largestHalf").asText().endsWith(".tx"), in.toString());
        assertTrue(r.get("environment").get("cpus").asInt() >= 1);

        assertEquals(List.of("loadAndRun", "viewsReady"), names(r.get("openFile")));
        positive(r.get("openFile"));
        List<String> views = new ArrayList<>(RuntimeViews.kinds().stream().map(ViewKind::id).toList());
        views.addAll(List.of("descriptor", "neff"));
        assertEquals(views, names(r.get("openView")));
        positive(r.get("openView"));
        assertTrue(names(r.get("showView")).containsAll(RuntimeViews.kinds().stream().map(ViewKind::id).toList()), r.get("showView").toString());
        positive(r.get("showView"));
        assertEquals(names(r.get("showView")), names(r.get("showAfterSteps")), "every view brought forward again");
        positive(r.get("showAfterSteps"));

        List<String> scenarios = List.of("vringScroll", "vringJump", "vringGoto", "timelinePan", "timelineZoom",
                "timelinePanZoomedIn", "ringsZoom", "memoryScroll", "memoryJump", "diffScroll", "diffJump");
        List<String> both = new ArrayList<>(scenarios);
        scenarios.forEach(s -> both.add(s + "Maximized"));
        assertEquals(both, names(r.get("frames")));
        r.get("frames").forEach(f -> stats(f, 6));
        assertEquals(names(r.get("frames")), names(r.get("framesCpu")));
        for (JsonNode f : r.get("framesCpu")) {
            assertEquals(List.of("fx", "render"), names(f));
            f.forEach(g -> stats(g, 6));
        }
        assertEquals(List.of("pulsesPerSecond", "fxCpuMillisPerSecond", "renderCpuMillisPerSecond"), names(r.get("idle")));
        List<String> painted = List.of("timelinePan", "timelineZoom", "timelinePanZoomedIn", "ringsZoom", "diffScroll",
                "diffJump");
        List<String> paintedBoth = new ArrayList<>(painted);
        painted.forEach(s -> paintedBoth.add(s + "Maximized"));
        assertEquals(paintedBoth, names(r.get("paint")));
        r.get("paint").forEach(f -> stats(f, -1));
        assertEquals(List.of("warmup", "stepForward", "stepBack", "seekRandom"), names(r.get("step")));
        stats(r.get("step").get("warmup"), 20); // ten steps forward and ten back, before the timed ones
        List.of("stepForward", "stepBack", "seekRandom").forEach(s -> stats(r.get("step").get(s), 3));
        assertEquals(names(r.get("step")), names(r.get("stepCpu")));
        for (String s : names(r.get("stepCpu"))) {
            JsonNode f = r.get("stepCpu").get(s);
            assertEquals(List.of("fx", "render", "journal", "pulses"), names(f));
            f.forEach(g -> stats(g, s.equals("warmup") ? 20 : 3));
            assertTrue(f.get("pulses").get("p50").asDouble() >= 1, "a step renders at least one frame: " + f);
        }

        assertEquals(21, r.get("goals").size()); // opening, 2 × 9 frame scenarios, two steps
        for (JsonNode g : r.get("goals")) {
            assertTrue(g.get("measured").isNumber(), g.toString());
            assertEquals(g.get("measured").asDouble() <= g.get("limit").asDouble(), g.get("met").asBoolean(), g.toString());
        }
        assertEquals(0, r.get("skipped").size(), "every scenario ran: " + r.get("skipped"));
        assertEquals(0, r.get("errors").size(), r.get("errors").toString());
        assertTrue(r.get("notes").size() > 0);
        List<String> notes = new ArrayList<>();
        r.get("notes").forEach(n -> notes.add(n.asText()));
        assertTrue(notes.stream().anyMatch(n -> n.startsWith("few frames: 6 a scenario")), "six frames are few: " + notes);
        assertTrue(notes.stream().anyMatch(n -> n.startsWith("few steps: 3 a scenario")), notes.toString());
    }

    @Test
    void missingFileIsAClearError() {
        StringWriter err = new StringWriter();
        assertEquals(RingScopeCommand.EXIT_INVALID_INPUT, run(new StringWriter(), err, "bench", "gui",
                dir.resolve("nope.neff").toString(), "--json"));
        assertTrue(err.toString().contains("nope.neff: no such file"), err.toString());
    }

    @Test
    void aFileThatIsNoNeffIsAClearError() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.neff"), "not a neff at all");
        StringWriter err = new StringWriter();
        assertEquals(RingScopeCommand.EXIT_INVALID_INPUT, run(new StringWriter(), err, "bench", "gui", bad.toString(),
                "--json", "--timeout", "60"));
        assertTrue(err.toString().contains("bench gui: cannot open " + bad), err.toString());
    }

    @Test
    void usageErrors() {
        assertEquals(RingScopeCommand.EXIT_USAGE, run(new StringWriter(), new StringWriter(), "bench", "gui",
                "--frames", "0"));
        StringWriter err = new StringWriter();
        assertEquals(RingScopeCommand.EXIT_USAGE, run(new StringWriter(), err, "bench", "gui", "x.neff",
                "--descriptors", "5"));
        assertTrue(err.toString().contains("not with FILE"), err.toString());
        assertEquals(RingScopeCommand.EXIT_USAGE, run(new StringWriter(), new StringWriter(), "bench", "gui",
                "--descriptors", "16777201"));
    }

    private static List<String> names(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private static void positive(JsonNode map) {
        for (String k : names(map)) {
            assertTrue(map.get(k).isNumber() && map.get(k).asDouble() > 0, k + " = " + map.get(k));
        }
    }

    private static void stats(JsonNode f, int count) {
        assertNotNull(f.get("p50"), f.toString());
        if (count >= 0) {
            assertEquals(count, f.get("count").asInt(), f.toString());
        }
        double p50 = f.get("p50").asDouble();
        double p95 = f.get("p95").asDouble();
        double p99 = f.get("p99").asDouble();
        double max = f.get("max").asDouble();
        assertTrue(0 <= p50 && p50 <= p95 && p95 <= p99 && p99 <= max, f.toString());
        assertTrue(f.get("mean").asDouble() <= max, f.toString());
    }
}

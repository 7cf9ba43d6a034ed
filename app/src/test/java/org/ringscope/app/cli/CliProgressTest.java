package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.ringscope.app.Main;

/** The progress line: redrawn in place on one line, erased at the end, off without a console or with --quiet. */
class CliProgressTest {
    @Test
    void oneLineRedrawnInPlaceAndErased() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        String[] now = {"LOAD nrt_load · 412 steps"};
        try (CliProgress p = CliProgress.to(err, "run sample.neff", () -> now[0])) {
            p.draw();
            now[0] = "EXEC kmgr_exec · 970 steps";
            p.draw();
        }
        String s = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(s.startsWith("\rrun sample.neff: LOAD nrt_load · 412 steps\rrun sample.neff: EXEC kmgr_exec"), s);
        assertTrue(s.endsWith("\r"), "erased at the end, the cursor back at the line's start");
        assertEquals(-1, s.indexOf('\n'), "never a new line: pipes and files see nothing of it");
    }

    @Test
    void quietOrWithoutAConsoleItDrawsNothing() throws Exception {
        // the tests run without a console: the progress of a real command stays off
        assertEquals(0, Main.run("run", "--sample", "--quiet"));
        try (CliProgress p = CliProgress.start("x", () -> "y", false)) {
            Thread.sleep(10);
        }
    }
}

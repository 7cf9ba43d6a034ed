package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.testing.HostileNeffs;

/**
 * Running out of heap on an input, in a JVM of its own with a small heap: with the default limits the reader
 * refuses the bomb naming its limit (a quarter of the heap); with a limit raised past the heap it runs out, and
 * the user reads that — with the command and the -Xmx to try, no stack trace — and the exit code of an input
 * error (2 for diff).
 */
class OutOfMemoryTest {
    private static final String HEAP = "-Xmx96m";

    private static Result ringscope(Path dir, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP, "-cp", System.getProperty("java.class.path"), "org.ringscope.app.Main"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(false).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "finished");
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    private record Result(int exit, String out, String err) {
    }

    @Test
    void aBombIsRefusedByTheHeapBudgetAndRunningOutIsReportedAsItself(@TempDir Path dir) throws Exception {
        Path bomb = dir.resolve("bomb.neff");
        Files.write(bomb, HostileNeffs.gzipBomb(256L << 20));
        Result budget = ringscope(dir, "neff", "info", bomb.toString());
        assertEquals(1, budget.exit(), budget.err());
        assertTrue(budget.err().contains(bomb + ": field tar member 'sg00/bomb.bin' size: member declares 268435456")
                && budget.err().contains("MiB heap; --max-unpacked raises it)"), budget.err());
        Result oom = ringscope(dir, "neff", "info", bomb.toString(), "--max-unpacked", "2G");
        assertEquals(1, oom.exit(), oom.err());
        assertTrue(oom.err().startsWith("ringscope: out of memory (Java heap space) in 'ringscope neff info " + bomb),
                oom.err());
        assertTrue(oom.err().contains("give the JVM more (java -Xmx1024m -jar ringscope.jar …)"), oom.err());
        assertFalse(oom.err().contains("\tat "), "no stack trace: " + oom.err());
        Result diff = ringscope(dir, "diff", "--fork", "arch=sunda", bomb.toString(), "--max-unpacked", "2G");
        assertEquals(2, diff.exit(), diff.err());
        assertTrue(diff.err().startsWith("ringscope: out of memory"), diff.err());
        try (var left = Files.list(dir)) {
            assertEquals(List.of(bomb), left.toList(), "nothing written");
        }
    }
}

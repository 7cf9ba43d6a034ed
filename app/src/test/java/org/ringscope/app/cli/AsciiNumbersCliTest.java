package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.diff.ForkParameter;
import org.ringscope.model.runtime.RunOptions;

/**
 * Numbers on the command line are ASCII digits: the digits of another script, which Java's own parsers take as
 * numbers, are a usage error naming the character — in a number option, a fault, a window size, and a fork's value.
 */
class AsciiNumbersCliTest {
    private static final String TWO = "\u0662";

    private static void refused(String named, String... args) {
        CliRun r = CliRun.of(args);
        assertEquals(2, r.exit(), String.join(" ", args) + ": " + r.out() + r.err());
        assertTrue(r.err().contains(named), r.err());
        assertTrue(r.err().contains("is not an ASCII digit 0-9"), r.err());
    }

    @Test
    void anotherScriptsDigitsAreNoNumber(@TempDir Path dir) throws Exception {
        refused("'" + TWO + "' is not a number: U+0662 ARABIC-INDIC DIGIT TWO ('" + TWO + "') at character 1",
                "run", "--sample", "--executions", TWO);
        refused("Invalid value for option '--descriptors'", "gen", "--profile", "copy", "--descriptors", "1" + TWO,
                "--out", dir.resolve("x.neff").toString());
        refused("--fault double-set:" + TWO + ": '" + TWO + "' is not a number", "run", "--sample", "--fault",
                "double-set:" + TWO);
        refused("width", "gui", "--size", "8" + TWO + "0x600", "--screenshot", dir.resolve("x.png").toString());
        IllegalArgumentException fork = assertThrows(IllegalArgumentException.class,
                () -> ForkParameter.parse("executions=" + TWO).apply(RunOptions.defaults()));
        assertTrue(fork.getMessage().contains("executions=" + TWO + ": not a whole number: U+0662"), fork.getMessage());
        assertEquals(0, CliRun.of("gen", "--profile", "copy", "--descriptors", "+8", "--out",
                dir.resolve("y.neff").toString()).exit(), "a sign is still a number's");
    }
}

package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.testing.Fixtures;

/**
 * {@code run}'s text: a summary by default (attn_v6 printed 462 lines: every spine edge not visited and every trigger),
 * the lists with {@code --verbose}; {@code --stop-at}'s answer first; a usage error as the one wrong thing and the
 * command's usage line, not the whole help.
 */
class RunSummaryCliTest {
    private static String attn() {
        return Fixtures.shared("neff").resolve("attn_v6.neff").toString();
    }

    private static List<String> lines(String s) {
        return s.lines().toList();
    }

    @Test
    void aRunPrintsASummaryAndTheListsWithVerbose() {
        CliRun r = CliRun.of("run", attn(), "--quiet");
        assertEquals(0, r.exit(), r.err());
        List<String> out = lines(r.out());
        assertTrue(out.size() <= 30, out.size() + " lines:\n" + r.out());
        assertEquals("run on cayman: NRT_SUCCESS (0)", out.get(0));
        assertTrue(out.stream().anyMatch(l -> l.matches("spine: \\d+ of \\d+ edges visited; 62 not visited")), r.out());
        assertTrue(out.contains("triggers fired: 364"), r.out());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("queues: 22 on 2 subgraphs; ")), r.out());
        assertTrue(out.stream().anyMatch(l -> l.startsWith("dma coverage: 364 of 364 operations executed")), r.out());
        assertFalse(out.stream().anyMatch(l -> l.startsWith("  normal ") || l.startsWith("  error ")
                || l.startsWith("  #0 ")), "no edge or trigger lines:\n" + r.out());
        assertTrue(out.get(out.size() - 1).startsWith("(--verbose lists the 62 spine edges not visited, the 22 queues, "
                + "the 364 triggers fired and every semaphore; --json prints all of it)"), r.out());

        CliRun v = CliRun.of("run", attn(), "--quiet", "--verbose");
        assertEquals(0, v.exit(), v.err());
        List<String> all = lines(v.out());
        assertEquals(62, all.stream().filter(l -> l.matches("  (normal|error|variant) +\\S+->\\S+")).count(), v.out());
        assertEquals(364, all.stream().filter(l -> l.startsWith("  #0 ")).count());
        assertTrue(all.contains("queues:"), v.out());
        assertFalse(v.out().contains("(--verbose"), "the lists are there: no hint");
    }

    @Test
    void stopAtPrintsItsAnswerFirst() {
        CliRun r = CliRun.of("run", "--sample", "--quiet", "--stop-at", "node kbl_model_add");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("stop-at node kbl_model_add (forward from step 0): step "), r.out());
        assertTrue(r.out().contains("\nrun on cayman: NRT_SUCCESS (0)\n"), r.out());
    }

    @Test
    void aUsageErrorPrintsTheWrongThingAndTheUsageLine() {
        CliRun r = CliRun.of("run", "--sample", "--executionz", "2");
        assertEquals(2, r.exit());
        List<String> err = lines(r.err());
        assertEquals("Unknown option: '--executionz'", err.get(0), r.err());
        assertTrue(err.get(1).startsWith("Did you mean --executions or "), r.err());
        assertEquals("Usage: ringscope run [OPTIONS] [NEFF]   (ringscope run --help lists every option)",
                err.get(err.size() - 1), r.err());
        assertTrue(err.size() <= 3, r.err());

        CliRun arch = CliRun.of("run", "--sample", "--arch", "tonga");
        assertEquals(2, arch.exit());
        assertEquals(List.of("--arch: tonga is not sunda, cayman or mariana",
                "Usage: ringscope run [OPTIONS] [NEFF]   (ringscope run --help lists every option)"), lines(arch.err()));
        CliRun info = CliRun.of("neff", "info");
        assertEquals(2, info.exit());
        assertTrue(lines(info.err()).size() <= 3, info.err());
        assertTrue(info.err().contains("Usage: ringscope neff info [OPTIONS] "), info.err());
        assertTrue(CliRun.of("run", "--help").out().contains("--max-unpacked"), "--help still prints every option");
    }
}

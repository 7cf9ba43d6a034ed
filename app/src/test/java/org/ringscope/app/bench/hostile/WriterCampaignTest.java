package org.ringscope.app.bench.hostile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writers' campaign sees a writer that renames over whatever its target is — what every writer did before
 * writers replaced only regular files: the FIFO, the device and the read-only file come out harmed, each counted and
 * named; and a queue-set case that runs what the runtime refuses is counted as accepted.
 */
class WriterCampaignTest {
    /** A writer of old: a temporary beside the target, renamed over it, whatever it is. */
    private static CaseRunner.Outcome renameOver(List<String> command) {
        String target = command.get(command.indexOf("--out") >= 0 ? command.indexOf("--out") + 1
                : command.size() - 1);
        if (command.contains("--dump")) {
            target = command.get(command.indexOf("--dump") + 1);
        } else if (command.contains("--log")) {
            target = command.get(command.indexOf("--log") + 1);
        } else if (command.contains("--write-outputs")) {
            target = command.get(command.indexOf("--write-outputs") + 1) + "/out.bin";
        }
        if (target.equals("-")) {
            return new CaseRunner.Outcome(0, "", "", 1, false, null);
        }
        try {
            Path t = Path.of(target);
            Path tmp = Files.write(t.resolveSibling("." + t.getFileName() + ".1.tmp"), new byte[] {1, 2, 3});
            Files.move(tmp, t, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return new CaseRunner.Outcome(0, "", "", 1, false, null);
        } catch (IOException e) {
            return new CaseRunner.Outcome(1, "", "ringscope: " + target + ": " + e.getMessage(), 1, false, null);
        }
    }

    @Test
    void aWriterThatRenamesOverEverythingHarmsTheTargetsAndIsCounted(@TempDir Path dir) throws Exception {
        Path work = Files.createDirectories(dir.resolve("work"));
        List<String> kinds = new ArrayList<>();
        List<String> what = new ArrayList<>();
        WriterCampaign c = new WriterCampaign((k, f) -> {
            kinds.addAll(k);
            what.add(f.mutation() + ": " + f.stderr().lines().findFirst().orElse(""));
        });
        HostileReport.Figures f = c.run(work, new byte[] {0}, (command, target) -> renameOver(command), null, 0,
                new WriteCheck(dir, work));
        assertTrue(f.targetsHarmed() >= 3 * WriterCampaign.Writer.values().length, f + "\n" + what);
        for (String t : List.of("GEN on FIFO", "DUMP on READ_ONLY", "LOG on NULL_DEVICE", "OUTPUTS on FULL_DEVICE")) {
            assertTrue(what.stream().anyMatch(w -> w.startsWith(t + ": the ")), t + " not named: " + what);
        }
        assertTrue(kinds.contains("target harmed"), kinds.toString());
        assertTrue(kinds.contains("undocumented exit"), "a refusal that succeeds is an exit its target does not have");
        try (var left = Files.list(work)) {
            assertEquals(0, left.count(), "every case's folder is removed");
        }
    }

    @Test
    void aRefusedValueRunWithExitZeroIsCountedAsAccepted() {
        Tally t = new Tally();
        List<String> k = t.add(Set.of(0, 1), List.of("run", "in.neff"), new CaseRunner.Outcome(0, "", "", 1, false,
                null), "in.neff", List.of(), "dma_queue.qPoolDynamic.owner");
        assertEquals(List.of("accepted what the runtime refuses"), k);
        List<String> quiet = t.add(Set.of(0, 1), List.of("check", "in.neff"), new CaseRunner.Outcome(1,
                "would not load: in.neff", "", 1, false, null), "in.neff", List.of(), "dma_queue.qPoolDynamic.type");
        assertEquals(List.of("refusal without the field"), quiet);
        assertEquals(1, t.figures().refusalsAccepted());
    }
}

package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A fault that names nothing in the NEFF is refused before the run, naming what exists; one that names something runs. */
class FaultTargetsCliTest {
    @Test
    void aDmaIdTheNeffLacksIsRefusedWithTheIdsItHas() {
        CliRun r = CliRun.of("run", "--sample", "--fault", "skip-dma:5000");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--fault skip-dma:5000: the NEFF has no DMA entry 5000; its DMA ids are "), r.err());
        CliRun s = CliRun.of("run", "--sample", "--fault", "sem-index:nope/1:2");
        assertEquals(1, s.exit(), s.out() + s.err());
        assertTrue(s.err().contains("--fault sem-index:nope/1:2: the NEFF has no queue set or queue instance nope"),
                s.err());
    }

    @Test
    void aQueueTheNeffLacksIsRefusedWithTheQueuesItHas() {
        CliRun r = CliRun.of("run", "--sample", "--fault", "drop-doorbell:nope");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("--fault drop-doorbell:nope: the NEFF has no queue set or queue instance nope; it has "),
                r.err());
    }

    @Test
    void aFaultThatNamesAnEntryRunsAsBefore() {
        CliRun r = CliRun.of("run", "--sample", "--fault", "skip-dma:5000");
        String ids = r.err().substring(r.err().indexOf("its DMA ids are ") + "its DMA ids are ".length()).trim();
        String first = ids.startsWith("[") ? ids.substring(1).split("[,\\]]")[0].trim() : ids.split("\\.\\.")[0];
        CliRun ok = CliRun.of("run", "--sample", "--fault", "skip-dma:" + first);
        assertTrue(!ok.err().contains("the NEFF has no DMA entry"), ok.err());
    }
}

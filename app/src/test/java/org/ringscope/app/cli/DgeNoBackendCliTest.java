package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ringscope.model.testing.HostileNeffs;

/**
 * A subgraph whose DGE instructions lost their dynamic queue set (its set now owned by another engine) ends the run
 * NRT_SUCCESS with a dge-no-backend error among its problems: the command fails, it does not succeed, and check
 * says the NEFF would not load.
 */
class DgeNoBackendCliTest {
    @Test
    void dgeWorkWithNoQueueSetIsAFailureNotASuccess(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("lost.neff");
        HostileNeffs.queueSets("\"num_queues\" : 16,\n      \"owner\" : \"sp\",", "\"num_queues\" : 16,\n      \"owner\" : \"act\",")
                .write(f);
        CliRun r = CliRun.of("run", f.toString());
        assertTrue(r.out().contains("dge-no-backend"), r.out());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains(f + ": the run returned NRT_SUCCESS, but "), r.err());
        assertTrue(r.err().contains("had no backend (dge-no-backend)"), r.err());
        CliRun c = CliRun.of("check", f.toString());
        assertEquals(1, c.exit(), c.out() + c.err());
        assertTrue(c.out().contains("would not load"), c.out());
        assertTrue(c.out().contains("sg00 SP slot "), c.out());
        assertTrue(c.out().contains("the SP engine owns no dynamic queue set"), c.out());
        Path fine = dir.resolve("fine.neff");
        HostileNeffs.poolDynamic("pool", "16").write(fine);
        assertEquals(0, CliRun.of("run", fine.toString()).exit());
    }
}

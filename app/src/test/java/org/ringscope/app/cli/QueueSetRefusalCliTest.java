package org.ringscope.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.gen.NeffBuilder;
import org.ringscope.model.testing.HostileNeffs;

/**
 * def.json queue sets the runtime refuses fail the run as the load fails (not NRT_SUCCESS, not exit 0), with the
 * runtime's words where it has them, and {@code check} says the NEFF would not load.
 */
class QueueSetRefusalCliTest {
    static Stream<Arguments> refused() {
        return Stream.of(
                Arguments.of("bogus owner", HostileNeffs.poolDynamic("bogus", "16"),
                        "Invalid owner 'bogus' for DMA queue qPoolDynamic",
                        "Invalid owner 'bogus' for DMA queue qPoolDynamic"),
                Arguments.of("owner in capitals", HostileNeffs.poolDynamic("POOL", "16"),
                        "Invalid owner 'POOL' for DMA queue qPoolDynamic",
                        "Invalid owner 'POOL' for DMA queue qPoolDynamic"),
                Arguments.of("owner by display name", HostileNeffs.queueSets("\"owner\" : \"act\"",
                        "\"owner\" : \"Activation\""), "Invalid owner 'Activation' for DMA queue qActIO0",
                        "Invalid owner 'Activation' for DMA queue qActIO0"),
                Arguments.of("no owner", HostileNeffs.poolDynamic(null, "16"),
                        "Invalid owner '' for DMA queue qPoolDynamic",
                        "Invalid owner '' for DMA queue qPoolDynamic"),
                Arguments.of("type dynamicx", HostileNeffs.queueSets("\"type\" : \"dynamic\"", "\"type\" : \"dynamicx\""),
                        "field dma_queue.qPoolDynamic.type: 'dynamicx' is not a queue set type",
                        "'dynamicx' is not a queue set type"),
                Arguments.of("dynamic -1 queues", HostileNeffs.poolDynamic("pool", "-1"),
                        "field dma_queue.qPoolDynamic.num_queues: -1 queues; a queue set has 1 to 16",
                        "queue set qPoolDynamic has -1 queues; a queue set has 1 to 16"),
                Arguments.of("dynamic 0 queues", HostileNeffs.poolDynamic("pool", "0"),
                        "field dma_queue.qPoolDynamic.num_queues: 0 queues; a queue set has 1 to 16",
                        "queue set qPoolDynamic has 0 queues"),
                Arguments.of("dynamic 10^9 queues", HostileNeffs.poolDynamic("pool", "1000000000"),
                        "field dma_queue.qPoolDynamic.num_queues: 1000000000 queues; a queue set has 1 to 16",
                        "queue set qPoolDynamic has 1000000000 queues"),
                Arguments.of("static -1 queues", HostileNeffs.queueSets("\"num_queues\" : 2,", "\"num_queues\" : -1,"),
                        "field dma_queue.qPoolIO0.num_queues: -1 queues; a queue set has 1 to 16",
                        "queue set qPoolIO0 has -1 queues"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void theRunFailsTheLoadAndCheckSaysSo(String name, NeffBuilder neff, String message, String finding,
            @TempDir Path dir)
            throws Exception {
        Path f = dir.resolve("q.neff");
        neff.write(f);
        CliRun r = CliRun.of("run", f.toString());
        assertEquals(1, r.exit(), name + ": " + r.out() + r.err());
        assertTrue(r.err().contains(message), r.err());
        CliRun c = CliRun.of("check", f.toString());
        assertEquals(1, c.exit(), name + ": " + c.out() + c.err());
        assertTrue(c.out().contains("would not load"), c.out());
        assertTrue(c.out().contains(finding), c.out());
    }

    @Test
    void anOwnerWrittenEmptyIsRefusedOnAnySet(@TempDir Path dir) throws Exception {
        // left out, a static set's owner is allowed; written as "", it is a text that names no engine
        Path f = dir.resolve("empty-owner.neff");
        HostileNeffs.queueSets("\"owner\" : \"act\"", "\"owner\" : \"\"").write(f);
        CliRun r = CliRun.of("run", f.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("sg00/def.json: field dma_queue.qActIO0.owner: Invalid owner '' for DMA queue "
                + "qActIO0"), r.err());
    }

    @Test
    void aQueueCountWrittenAsTextIsRefusedStaticAndDynamic(@TempDir Path dir) throws Exception {
        Path dyn = dir.resolve("dyn.neff");
        HostileNeffs.poolDynamic("pool", "\"16\"").write(dyn);
        CliRun d = CliRun.of("run", dyn.toString());
        assertEquals(1, d.exit(), d.out() + d.err());
        assertTrue(d.err().contains("sg00/def.json: field dma_queue.qPoolDynamic.num_queues: expected an integer, "
                + "found the text \"16\""), d.err());
        Path st = dir.resolve("static.neff");
        HostileNeffs.queueSets("\"num_queues\" : 2,", "\"num_queues\" : \"2\",").write(st);
        CliRun s = CliRun.of("run", st.toString());
        assertEquals(1, s.exit(), s.out() + s.err());
        assertTrue(s.err().contains("field dma_queue.qPoolIO0.num_queues: expected an integer, found the text \"2\""),
                s.err());
    }

    @Test
    void theUnchangedProfileStillRuns(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("q.neff");
        HostileNeffs.poolDynamic("pool", "16").write(f);
        CliRun r = CliRun.of("run", f.toString());
        assertEquals(0, r.exit(), r.err());
    }
}

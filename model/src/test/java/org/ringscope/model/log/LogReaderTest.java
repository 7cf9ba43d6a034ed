package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringscope.model.InputException;
import org.ringscope.model.check.Level;

/** Reading what users paste: runtime lines, fragments, continuations, dmesg and syslog lines, and garbage. */
class LogReaderTest {
    private static LogText read(String text) throws InputException {
        return LogReader.read("t.log", new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), 1 << 20, Set.of());
    }

    @Test
    void runtimeLinesCarryLevelModuleFunctionAndMessage() throws Exception {
        // transformers-neuronx#92
        LogText t = read("2024-Jul-10 09:14:38.384665 12878:14359 ERROR  TDRV:dma_ring_create_static_rings_for_queue_"
                + "bundle_instanceFailed to allocate static rx ring for queue qSPPIOParam0_5\n"
                + "2021-Dec-03 08:02:36.0093  5110:5110  ERROR  TDRV:dma_ring_allocate                       No more "
                + "pages for ring type: 1\n");
        ReadLine a = t.lines().get(0);
        assertEquals("dma_ring_create_static_rings_for_queue_bundle_instance", a.function());
        assertEquals("Failed to allocate static rx ring for queue qSPPIOParam0_5", a.message());
        assertEquals(12878, a.pid());
        assertEquals(14359, a.tid());
        ReadLine b = t.lines().get(1);
        assertEquals(Level.ERROR, b.level());
        assertEquals("TDRV", b.module());
        assertEquals("dma_ring_allocate", b.function());
        assertEquals("No more pages for ring type: 1", b.message());
        assertEquals(2, t.stamped());
    }

    @Test
    void aLinePastedFromItsLevelOnIsReadWithoutATime() throws Exception {
        // aws-neuron-sdk#980 quotes the line from its level
        LogText t = read("ERROR  TDRV:dma_queue_init_batch_execute            failed to init dma queue batch. One or more"
                + " of the queues may have exceeded queue descriptor limits; check syslog for udma_q_init_validate "
                + "failures\n... ERROR  TDRV:sequencer_v2_setup_instr_one_eng        Failed to allocate eib\n");
        assertEquals(2, t.lines().size());
        assertFalse(t.lines().get(0).stamped());
        assertEquals("dma_queue_init_batch_execute", t.lines().get(0).function());
        assertEquals("Failed to allocate eib", t.lines().get(1).message());
        assertEquals(0, t.stamped());
    }

    @Test
    void continuationsBelongToTheLineAboveUntilABlankLine() throws Exception {
        LogText t = read("2024-Jul-10 09:14:38.431822 12878:14357 ERROR  TDRV:log_dev_mem                             "
                + "Failed to allocate 43.325MB (usage: dma rings) on ND 0:NC 1, current utilization:\n"
                + "\t* total: 15.972GB\n\t* dma rings: 1.471GB\n\nTraceback (most recent call last):\n"
                + "2025-May-15 07:41:15.014997 2198754:2198754  INFO  TDRV:dml_log_dev_neff_mem\n"
                + "[ND 0:NC 0] Current Usage Total: 96.543MB\n        shared scratchpad: 0.000B\n"
                + "Per NEFF memory usage breakdown for [out-test0_meta_concat3]:\n");
        List<ReadLine> l = t.lines();
        assertEquals(LineKind.CONTINUATION, l.get(1).kind());
        assertEquals("log_dev_mem", l.get(1).function());
        assertEquals(1, l.get(2).head());
        assertEquals(1, t.other(), "the traceback");
        assertEquals("dml_log_dev_neff_mem", l.get(3).function());
        assertEquals("", l.get(3).message());
        assertEquals(4, l.stream().filter(x -> x.head() == 6 && x.kind() == LineKind.CONTINUATION).count() + 1);
    }

    @Test
    void dmesgAndSyslogLinesOfTheNeuronDriver() throws Exception {
        LogText t = read("[ 1743.088462] neuron:udma_q_init_validate: queue8 size(16777216) too large\n"
                + "Sep 16 10:01:02 ip-10-0-0-1 kernel: [ 1743.088470] neuron:udma_m2m_init_queue: failed to init m2s "
                + "queue 8, err: -22\n[   12.000001] nvme nvme0: pci function 0000:00:04.0\n"
                + "2024-09-16T10:01:02.123456+00:00 host kernel: neuron:udma_q_init_validate: queue9 size(16) too small\n");
        List<ReadLine> l = t.lines();
        assertEquals(3, l.size());
        assertEquals(LineKind.DMESG, l.get(0).kind());
        assertEquals("udma_q_init_validate", l.get(0).function());
        assertEquals("queue8 size(16777216) too large", l.get(0).message());
        assertEquals("udma_m2m_init_queue", l.get(1).function());
        assertTrue(l.get(2).stamped(), "the syslog prefix is its time");
        assertEquals(1, t.other());
    }

    @Test
    void garbageIsCountedNotFatalAndTheSizeIsBounded() throws Exception {
        byte[] junk = new byte[5000];
        for (int i = 0; i < junk.length; i++) {
            junk[i] = (byte) (i * 31);
        }
        LogText t = LogReader.read("junk", new ByteArrayInputStream(junk), 1 << 20, Set.of());
        assertEquals(0, t.lines().size());
        String longLine = "x".repeat(LogReader.MAX_LINE + 10) + "\n";
        assertEquals(1, read(longLine).cut());
        InputException e = assertThrows(InputException.class, () -> LogReader.read("big.log",
                new ByteArrayInputStream(new byte[4096]), 1000, Set.of()));
        assertTrue(e.getMessage().startsWith("big.log: offset 0x3e8 (1000)"), e.getMessage());
        assertTrue(e.getMessage().contains("larger than 1000 bytes"), e.getMessage());
    }

    @Test
    void levelsComeFromTheEnvironmentAndAComponentsOwnWins() {
        LogLevels l = LogLevels.fromEnvironment(Map.of("NEURON_RT_LOG_LEVEL", "warning",
                "NEURON_RT_LOG_LEVEL_TDRV", "trace"));
        assertEquals(Level.WARN, l.of(Module.NRT));
        assertEquals(Level.TRACE, l.of(Module.TDRV));
        assertEquals(Level.TRACE, l.most());
        assertEquals(Level.INFO, l.withGlobal(Level.INFO).of(Module.NMGR));
        assertEquals(Level.ERROR, LogLevels.fromEnvironment(Map.of()).of(Module.HAL));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LogLevels.fromEnvironment(Map.of("NEURON_RT_LOG_LEVEL_NMGR", "loud")));
        assertEquals("NEURON_RT_LOG_LEVEL_NMGR=loud is not a log level (ERROR, WARN, INFO, DEBUG or TRACE)", e.getMessage());
    }
}

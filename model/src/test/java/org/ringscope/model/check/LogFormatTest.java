package org.ringscope.model.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The kernel's and the runtime's line formats, held to lines users posted (the issues the messages come from). */
class LogFormatTest {

    @Test
    void cFormatPrintsLikeC() {
        assertEquals("queue8 size(16777216) too large", CFormat.format("queue%d size(%d) too large", 8, 16777216));
        assertEquals("nd0:invalid host memory(0x400000001000) in DMA descriptor",
                CFormat.format("nd%d:invalid host memory(%#llx) in DMA descriptor", 0, 0x400000001000L));
        assertEquals("0", CFormat.format("%#llx", 0L), "C prints no 0x before a zero");
        assertEquals("0x80000000000000ff", CFormat.format("%#lx", 0x80000000000000ffL));
        assertEquals("18446744073709551615", CFormat.format("%lu", -1L));
        assertEquals("ND 0:NC 1", CFormat.format("ND%2u:NC%2u", 0, 1));
        assertEquals("0x7FFFFFF.", CFormat.format("0x%X.", 0x7ffffffL));
        assertEquals("[ 1743.088462]", CFormat.format("[%5lu.%06lu]", 1743, 88462));
        assertEquals("ab   |", CFormat.format("%-5s|", "ab"));
        assertEquals("100%", CFormat.format("%d%%", 100));
        assertThrows(IllegalArgumentException.class, () -> CFormat.format("%d %d", 1));
    }

    @Test
    void aDmesgLineIsTheModuleTheFunctionAndTheText() {
        LogLines l = new LogLines(new Stamps.Fixed("x", 0, 0, 0, 1743.088462, 0), 6);
        // aws-neuron-sdk#980, as AWS quoted it
        assertEquals("[ 1743.088462] neuron:udma_q_init_validate: queue8 size(16777216) too large",
                l.dmesg("udma_q_init_validate", "queue8 size(16777216) too large"));
    }

    @Test
    void aRuntimeLineSinceRuntime218HasSixFractionDigits() {
        LogLines l = new LogLines(new Stamps.Fixed("2023-Oct-27 18:06:28", 741246, 322894, 322895, 0, 0), 6);
        // aws-neuron-sdk#776
        assertEquals("2023-Oct-27 18:06:28.741246 322894:322895 ERROR  TDRV:dma_queue_init_batch_execute            "
                + "failed to init dma queue batch. One or more of the queues may have exceeded queue descriptor limits; "
                + "check syslog for udma_q_init_validate failures", l.error("TDRV", "dma_queue_init_batch_execute",
                        "failed to init dma queue batch. One or more of the queues may have exceeded queue descriptor "
                                + "limits; check syslog for udma_q_init_validate failures"));
        // transformers-neuronx#92: a function longer than 40 runs into the message
        assertEquals("2023-Oct-27 18:06:28.741246 322894:322895 ERROR  TDRV:dma_ring_create_static_rings_for_queue_"
                + "bundle_instanceFailed to allocate static rx ring for queue qSPPIOParam0_5", l.error("TDRV",
                        "dma_ring_create_static_rings_for_queue_bundle_instance",
                        "Failed to allocate static rx ring for queue qSPPIOParam0_5"));
    }

    @Test
    void aRuntimeLineBeforeHasFourFractionDigitsAndPaddedIds() {
        LogLines l = new LogLines(new Stamps.Fixed("2021-Dec-03 08:02:36", 9300, 5110, 5110, 0, 0), 4);
        // aws-neuron-sdk#369
        assertEquals("2021-Dec-03 08:02:36.0093  5110:5110  ERROR  TDRV:dma_ring_allocate                       No more "
                + "pages for ring type: 1", l.error("TDRV", "dma_ring_allocate", "No more pages for ring type: 1"));
    }

    @Test
    void sizesPrintInBinaryUnitsWithThreeDecimals() {
        assertEquals("43.325MB", Units.size(45_429_760));
        assertEquals("7.352KB", Units.size(7528));
        assertEquals("15.972GB", Units.size(17_149_804_954L));
        // neuron-runtime/explore/device-memory.rst prints an empty category as 0.000B
        assertEquals("0.000B", Units.size(0));
        assertEquals("512.000B", Units.size(512));
    }
}

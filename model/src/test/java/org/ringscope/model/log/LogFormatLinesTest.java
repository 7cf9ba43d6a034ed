package org.ringscope.model.log;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ringscope.model.check.Level;
import org.ringscope.model.check.LogFormat;
import org.ringscope.model.check.LogStamp;

/** The one formatter, held to lines users posted (the runtime's layout is known from them only). */
class LogFormatLinesTest {
    @Test
    void sixDigitLinesPadPidAndTidToFive() {
        // aws-neuron-sdk#1018
        assertEquals("2024-Oct-21 20:16:13.530276  7838:7838  DEBUG   HAL:aws_hal_notific_nq_enable               "
                + "enabling queue 0", LogFormat.runtime(new LogStamp("2024-Oct-21 20:16:13", 530276, 7838, 7838), 6,
                        Level.DEBUG, "HAL", "aws_hal_notific_nq_enable", "enabling queue 0"));
        assertEquals("2024-Oct-21 20:15:03.169211  7340:7340   INFO   NRT:nrt_allocate_neuron_cores               "
                + "Instance info:: device count:1 cores per device:2 architecture:TRN", LogFormat.runtime(new LogStamp(
                        "2024-Oct-21 20:15:03", 169211, 7340, 7340), 6, Level.INFO, "NRT", "nrt_allocate_neuron_cores",
                        "Instance info:: device count:1 cores per device:2 architecture:TRN"));
        // transformers-neuronx#92: five-digit ids fill the columns
        assertEquals("2024-Jul-10 09:14:38.126653 12878:14357 ERROR  TDRV:dmem_alloc_internal                     "
                + "Failed to alloc DEVICE memory: 45429760", LogFormat.runtime(new LogStamp("2024-Jul-10 09:14:38",
                        126653, 12878, 14357), 6, Level.ERROR, "TDRV", "dmem_alloc_internal",
                        "Failed to alloc DEVICE memory: 45429760"));
    }

    @Test
    void fourDigitLinesPadPidAndTidToSix() {
        // the troubleshooting guide's 2023 line
        assertEquals("2023-Jan-09 20:27:41.0593 15042:15042 ERROR  TDRV:exec_consume_tpb_status_notifications   "
                + "Missing infer_status notification: (end:1)", LogFormat.runtime(new LogStamp("2023-Jan-09 20:27:41",
                        59300, 15042, 15042), 4, Level.ERROR, "TDRV", "exec_consume_tpb_status_notifications",
                        "Missing infer_status notification: (end:1)"));
    }

    @Test
    void aBlockHeadEndsAtItsFunction() {
        // neuron-runtime/explore/device-memory.rst
        assertEquals("2025-May-15 07:41:15.014997 2198754:2198754  INFO  TDRV:dml_log_dev_neff_mem",
                LogFormat.runtime(new LogStamp("2025-May-15 07:41:15", 14997, 2198754, 2198754), 6, Level.INFO, "TDRV",
                        "dml_log_dev_neff_mem", ""));
    }

    @Test
    void levelsAndModulesAreRightAligned() {
        assertEquals(" WARN", Level.WARN.column());
        assertEquals(" ENC", Module.ENC.column());
        assertEquals(Level.WARN, Level.parse("warning").orElseThrow());
        assertEquals(Level.TRACE, Level.parse(" Trace ").orElseThrow());
        assertEquals(true, Level.parse("verbose").isEmpty());
    }

    @Test
    void theEmulatedClockCountsMicrosecondsFromTheStart() {
        LogStamp s = LogClock.FIXED.at(1_000_001);
        assertEquals("2024-Jan-01 00:00:01", s.time());
        assertEquals(1, s.micros());
        assertEquals(1000, s.pid());
        assertEquals(100.5, LogClock.FIXED.uptime(500_000), 1e-9);
    }
}

package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.spine.SpineTracer;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringException;
import org.ringscope.model.vring.VringPackets;

/** How a vring failure leaves an emulated runtime function: with the vring's status and its log lines. */
class CallsTest {
    @Test
    void aFullVringIsQueueFullWithTheSeedsLineAndTheVringsName() {
        Calls calls = new Calls(new SpineTracer(), null);
        Vring v = new Vring("qSPIO0_0", Arch.CAYMAN, 4);
        NrtFailure f = assertThrows(NrtFailure.class, () -> calls.run("nrt_load",
                () -> VringPackets.vringAddDmaPacketV2(v, 0, 0x1000, 5 * 65536L, true, false)));
        assertEquals(NrtStatus.NRT_QUEUE_FULL, f.status(), "7, not NRT_FAILURE");
        assertEquals("nrt_load: Failed to build packet for vring qSPIO0_0 err -12: Failed to add TX descriptor 4 of 5: "
                + "Descriptor limit reached. Descriptors in vring 4, Max allowed 4", f.getMessage());
        assertTrue(f.getCause() instanceof VringException);
    }

    @Test
    void aBuilderStatusBelowZeroLetsTheUnwindChoose() {
        Calls calls = new Calls(new SpineTracer(), null);
        Vring v = new Vring("c", Arch.SUNDA);
        NrtFailure f = assertThrows(NrtFailure.class, () -> calls.run("nrt_load",
                () -> VringPackets.vringAddDmaPacketCce(v, CceOp.ADD, new long[] {0x100},
                        new long[] {0x200, 0x300}, 64, 0, 1f)));
        assertNull(f.status(), "-1 is no NRT status: the nearest unwinding caller settles it");
        assertTrue(f.getMessage().endsWith("CCE replication not supported for v1/v2 archs"), f.getMessage());
    }
}

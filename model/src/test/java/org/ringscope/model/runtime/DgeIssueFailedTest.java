package org.ringscope.model.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/**
 * A DGE word the device fails on (decision 1335): 2000 one-byte pieces from an address no memory backs, spread over
 * the 16 engines, 125 each — the first round's read fails, the engines' queues stop, and the rest cannot be placed in
 * rings that no longer drain. The run ends with the device's error, which names the word; the run's DGE list marks it
 * failed.
 */
class DgeIssueFailedTest {
    private static final long NOWHERE = 0x00F0_0000_0000_0000L;

    private static byte[] scatter() {
        ByteBuffer b = ByteBuffer.allocate(64).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, (byte) 0xD4).put(1, (byte) 0x10).put(13, (byte) 8).put(14, (byte) 16);
        b.putLong(16, NOWHERE).putInt(24, 2).putShort(32, (short) 2000).putShort(34, (short) 1).putShort(36, (short) 1);
        b.putLong(40, 3L << 32 | 0x10L << 56).putInt(48, 2).putShort(56, (short) 2000).putShort(58, (short) 1)
                .putShort(60, (short) 1);
        b.put(62, (byte) 3).put(63, (byte) 3);
        return b.array();
    }

    @Test
    void theFailedWordIsNamedAndMarkedFailed() throws Exception {
        RunResult r = DgeInvalidWordsTest.run(DgeInvalidWordsTest.stream(scatter(), DgeInvalidWordsTest.ext()));
        assertTrue(r.status() != 0, "the run fails");
        assertTrue(r.message().contains("DGE sg00 Pool slot 0 (offset 0x0, DMAMemcpy) failed: a DGE packet does not "
                + "fit the rings of qPoolDynamic: engine 0 (queue "), r.message());
        assertEquals(1, r.dge().size(), r.dge().toString());
        DgeIssue d = r.dge().get(0);
        assertTrue(d.failed(), "marked failed");
        assertFalse(d.executed(), "not executed");
        assertTrue(d.reason().contains("failed: "), d.reason());
    }
}

package org.ringscope.model.udma;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The per-arch policy table (docs/reference/descriptors-and-barriers.md). */
class ArchTest {
    @Test
    void archTypes() {
        assertEquals(2, Arch.SUNDA.archType());
        assertEquals(3, Arch.CAYMAN.archType());
        assertEquals(4, Arch.MARIANA.archType());
    }

    @Test
    void sunda() {
        assertFalse(Arch.SUNDA.isSowSupported());
        assertEquals(128, Arch.SUNDA.maxDescPerPacket());
        assertEquals(128, Arch.SUNDA.maxRxDescPerPacket());
        assertFalse(Arch.SUNDA.supportsCceReplication());
        assertFalse(Arch.SUNDA.supportsTransposeFlush());
        assertFalse(Arch.SUNDA.supportsNotificationMask());
        assertFalse(Arch.SUNDA.supportsEmbeddedSemaphore());
    }

    @Test
    void caymanAndMariana() {
        for (Arch a : new Arch[] {Arch.CAYMAN, Arch.MARIANA}) {
            assertTrue(a.isSowSupported());
            assertEquals(65, a.maxDescPerPacket());
            assertEquals(0x41, a.maxDescPerPacket());
            assertEquals(60, a.maxRxDescPerPacket());
            assertTrue(a.supportsCceReplication());
            assertTrue(a.supportsTransposeFlush());
            assertTrue(a.supportsEmbeddedSemaphore());
        }
        assertFalse(Arch.CAYMAN.supportsNotificationMask());
        assertTrue(Arch.MARIANA.supportsNotificationMask());
    }
}

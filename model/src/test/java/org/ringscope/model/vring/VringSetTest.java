package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;

/** {@code vring_set_allocate} (vring seed §1). */
class VringSetTest {
    @Test
    void namesEachMemberPercentSUnderscorePercentU() {
        VringSet s = VringSet.vringSetAllocate("qset", 16, 3, true, Arch.CAYMAN);
        assertEquals(16, s.count());
        assertEquals(3, s.tileIdx());
        for (int i = 0; i < 16; i++) {
            assertEquals("qset_" + i, s.get(i).name());
            assertTrue(s.get(i).stochasticRoundingEn());
            assertEquals(0, s.get(i).tx().usedDescCount());
        }
        assertEquals(0x1590, VringSet.VRING_SET_T_BYTES);
        assertEquals(5520, VringSet.VRING_SET_T_BYTES);
        assertEquals(16 * 344, 5504, "count sits right after the 16 vrings");
    }

    @Test
    void atMostSixteen() {
        assertThrows(VringAssertionError.class, () -> VringSet.vringSetAllocate("q", 17, 0, false, Arch.SUNDA));
        assertThrows(VringAssertionError.class, () -> VringSet.vringSetAllocate("q", 0, 0, false, Arch.SUNDA));
        assertEquals(1, VringSet.vringSetAllocate("q", 1, 0, false, Arch.SUNDA).vrings().size());
    }
}

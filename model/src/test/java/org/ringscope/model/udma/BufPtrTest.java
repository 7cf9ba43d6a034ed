package org.ringscope.model.udma;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The template buf_ptr encoding (vring seed §5; constants 61, 36, 524287, 68719476735). */
class BufPtrTest {
    @Test
    void constants() {
        assertEquals(61, BufPtr.TEMPLATE_BIT);
        assertEquals(0x2000000000000000L, BufPtr.TEMPLATE_FLAG);
        assertEquals(36, BufPtr.VAR_ID_SHIFT);
        assertEquals(524287, BufPtr.VAR_ID_MASK);
        assertEquals(68719476735L, BufPtr.OFFSET_MASK);
    }

    @Test
    void encodeDecodeRoundTrip() {
        long p = BufPtr.template(0x12345, 0xABCDEF012L);
        assertTrue(BufPtr.isTemplate(p));
        assertEquals(0x12345, BufPtr.varId(p));
        assertEquals(0xABCDEF012L, BufPtr.offset(p));
        assertEquals(0x2000000000000000L | (0x12345L << 36) | 0xABCDEF012L, p);
        long max = BufPtr.template(524287, 68719476735L);
        assertEquals(524287, BufPtr.varId(max));
        assertEquals(68719476735L, BufPtr.offset(max));
        assertEquals(0, max & (0b11L << 55), "bits 60:55 stay clear");
    }

    @Test
    void plainAddressesAreNotTemplates() {
        assertFalse(BufPtr.isTemplate(0x00400000001000L));
        assertFalse(BufPtr.isTemplate(0xFFFFFFFFFFL));
    }

    @Test
    void fieldsMustFit() {
        assertThrows(IllegalArgumentException.class, () -> BufPtr.template(524288, 0));
        assertThrows(IllegalArgumentException.class, () -> BufPtr.template(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> BufPtr.template(0, 68719476736L));
    }
}

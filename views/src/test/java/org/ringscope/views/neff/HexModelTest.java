package org.ringscope.views.neff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class HexModelTest {
    @Test
    void rowsOfSixteenWithAscii() {
        byte[] b = "NUMPY header....\u0001\u0002ab".getBytes(StandardCharsets.ISO_8859_1);
        HexModel m = new HexModel("x.npy", b);
        assertEquals(2, m.rowCount());
        assertEquals("0x00000010", m.offset(1));
        assertEquals("4e 55 4d 50 59 20 68 65  61 64 65 72 2e 2e 2e 2e", m.hex(0));
        assertTrue(m.hex(1).startsWith("01 02 61 62 "));
        assertEquals(m.hex(0).length(), m.hex(1).length(), "a short last row keeps the column width");
        assertEquals("NUMPY header....", m.ascii(0));
        assertEquals("..ab", m.ascii(1));
        assertFalse(m.truncated());
    }

    @Test
    void largeMembersAreBounded() {
        HexModel m = new HexModel("big.bin", new byte[1000], 100);
        assertEquals(7, m.rowCount());
        assertTrue(m.truncated());
        assertTrue(m.summary().contains("showing the first 100 B"), m.summary());
    }
}

package org.ringscope.model.udma;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The decoder from 16 bytes to named fields. */
class DescriptorFieldsTest {
    @Test
    void decodesSixteenLittleEndianBytes() {
        byte[] b = {0x00, 0x00, 0x00, 0x4D, 0x03, 0x00, 0x08, 0x01, 0x00, 0x10, 0, 0, 0, 0, 0, 0};
        DescriptorFields f = DescriptorFields.decode(Direction.TX, b, 0);
        assertEquals(0x4D000000, f.lenCtrl());
        assertEquals(0x01080003, f.word1());
        assertEquals(0x1000, f.bufPtr());
        assertEquals(65536, f.size());
        assertTrue(f.first() && f.last() && f.dmb());
        assertEquals(1, f.ringId());
        assertTrue(f.cme());
        assertEquals("TX DMB|FIRST|LAST rid=1 len=65536 meta=0x01080003 buf=0x1000", f.summary());
        assertArrayEquals(b, Desc.toBytes(f.word0(), f.bufPtr()));
    }

    @Test
    void decodesTemplatePointerAndRxArm() {
        long p = BufPtr.template(7, 0x40);
        DescriptorFields f = DescriptorFields.decode(Direction.RX, Desc.word0(0x21000004, 0), p);
        assertTrue(f.sow());
        assertTrue(f.template());
        assertEquals(7, f.varId());
        assertEquals(0x40, f.offset());
        assertEquals("RX SOW rid=1 len=4 buf2=0x00000000 buf=tmpl(var=7,off=0x40)", f.summary());
    }

    @Test
    void aTxMetaDescriptorHoldsAnOperandNotAPointer() {
        long operand = MetaOperand.transpose(1, 1, 1 << 19);
        DescriptorFields f = DescriptorFields.decode(Direction.TX, Desc.word0(0x84800000 | 1 << 24, 0x900000), operand);
        assertTrue(BufPtr.isTemplate(operand), "bit 61 is set");
        assertTrue(f.meta());
        assertTrue(!f.template(), "but it is no template pointer");
        assertEquals("TX CONCAT|FIRST|META rid=1 len=65536 meta=0x00900000 operand=0x" + Long.toHexString(operand),
                f.summary());
    }

    @Test
    void decodesAtAnOffset() {
        byte[] b = new byte[48];
        byte[] one = Desc.toBytes(Desc.word0(0x0D000004, MetaCtrl.DEFAULT), 0x123456789L);
        System.arraycopy(one, 0, b, 16, 16);
        DescriptorFields f = DescriptorFields.decode(Direction.TX, b, 16);
        assertEquals(4, f.size());
        assertEquals(0x123456789L, f.bufPtr());
    }
}

package org.ringscope.model.udma;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Every named bit of len_ctrl and meta_ctrl (docs/reference/descriptors-and-barriers.md). */
class DescriptorBitsTest {

    @Test
    void lenCtrlBitsSitWhereTheHalPutsThem() {
        assertEquals(0x80000000, LenCtrl.CONCAT);
        assertEquals(1 << 31, LenCtrl.CONCAT);
        assertEquals(1 << 30, LenCtrl.DMB);
        assertEquals(1 << 29, LenCtrl.STRONG_ORDER_WR);
        assertEquals(1 << 28, LenCtrl.INT_EN);
        assertEquals(1 << 27, LenCtrl.LAST);
        assertEquals(1 << 26, LenCtrl.FIRST);
        assertEquals(24, LenCtrl.RING_ID_SHIFT);
        assertEquals(0x03000000, LenCtrl.RING_ID_MASK);
        assertEquals(1 << 23, LenCtrl.META);
        assertEquals(0xFFFF, LenCtrl.LEN_MASK);
        assertEquals(65536, LenCtrl.MAX_DMA_DESC_SIZE);
    }

    @Test
    void lengthZeroMeans64KiB() {
        assertEquals(65536, LenCtrl.size(0));
        assertEquals(65536, LenCtrl.size(LenCtrl.FIRST | LenCtrl.LAST | 0x01000000));
        assertEquals(1, LenCtrl.size(1));
        assertEquals(65535, LenCtrl.size(0xFFFF));
        assertEquals(0, LenCtrl.pack(0, 0, 65536), "65,536 is encoded as 0");
    }

    @Test
    void packIsFlagsOrRingIdOrLength() {
        assertEquals(0x0D000004, LenCtrl.pack(LenCtrl.FIRST | LenCtrl.LAST, 1, 4));
        assertEquals(0x03000000, LenCtrl.pack(0, 3, 65536));
        assertEquals(0, LenCtrl.pack(0, 4, 65536), "ring id is 2 bits");
        assertEquals(2, LenCtrl.ringId(0x02001234));
    }

    @Test
    void predicatesReadSingleBits() {
        int lc = LenCtrl.FIRST | LenCtrl.CONCAT | LenCtrl.META;
        assertTrue(LenCtrl.isFirst(lc));
        assertTrue(LenCtrl.isConcat(lc));
        assertTrue(LenCtrl.isMeta(lc));
        assertFalse(LenCtrl.isLast(lc));
        assertFalse(LenCtrl.isDmb(lc));
        assertFalse(LenCtrl.isSow(lc));
    }

    @Test
    void metaCtrlDefaultIsTheRodataConstant() {
        assertEquals(0x01080003, MetaCtrl.DEFAULT);
        // is_last_block b0, is_first_block b1, copy_source_data b19, ssmae_op b25:23 = 0b010
        assertEquals(MetaCtrl.IS_LAST_BLOCK | MetaCtrl.IS_FIRST_BLOCK | MetaCtrl.COPY_SOURCE_DATA
                | (MetaCtrl.SSMAE_OP_CME << MetaCtrl.SSMAE_OP_SHIFT), MetaCtrl.DEFAULT);
        assertEquals(0b010, MetaCtrl.ssmaeOp(MetaCtrl.DEFAULT));
        assertEquals(0, MetaCtrl.opType(MetaCtrl.DEFAULT));
        assertTrue(MetaCtrl.isCmeDesc(MetaCtrl.DEFAULT));
        // bytes in .rodata: 03 00 08 01
        assertEquals(0x03, MetaCtrl.DEFAULT & 0xFF);
        assertEquals(0x01, MetaCtrl.DEFAULT >>> 24);
    }

    @Test
    void writeBarrierIsBit26AndNotificationMaskBit28() {
        assertEquals(1 << 26, MetaCtrl.WRITE_BARRIER);
        assertEquals(1 << 28, MetaCtrl.NOTIFICATION_MASK);
        assertEquals(0x05080003, MetaCtrl.DEFAULT | MetaCtrl.WRITE_BARRIER);
        // orb $0x4,0x3(%rdi) and orb $0x10,0x3(%rdi): byte 3, bits 2 and 4
        assertEquals(0x04, (MetaCtrl.WRITE_BARRIER >>> 24) & 0xFF);
        assertEquals(0x10, (MetaCtrl.NOTIFICATION_MASK >>> 24) & 0xFF);
    }

    @Test
    void gotchaSameValueMeansDifferentThingsInTheTwoWords() {
        assertEquals(LenCtrl.FIRST, MetaCtrl.WRITE_BARRIER, "0x04000000: FIRST in len_ctrl, write_barrier in meta_ctrl");
        assertEquals(LenCtrl.INT_EN, MetaCtrl.NOTIFICATION_MASK, "0x10000000: INT_EN in len_ctrl, notification in meta_ctrl");
        DescriptorFields f = DescriptorFields.decode(Direction.TX,
                Desc.word0(LenCtrl.FIRST, MetaCtrl.DEFAULT | MetaCtrl.WRITE_BARRIER), 0);
        assertTrue(f.first());
        assertTrue(f.writeBarrier());
        assertFalse(f.intEn());
        assertFalse(f.notificationMask());
    }

    @Test
    void computeOpWordsAreNotCme() {
        assertFalse(MetaCtrl.isCmeDesc(OpWord.cceAdd(1, 0, 0)));
        assertFalse(MetaCtrl.isCmeDesc(OpWord.transpose(4, false, 0, 3)));
    }
}

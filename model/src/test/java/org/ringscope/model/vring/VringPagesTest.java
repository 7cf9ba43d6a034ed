package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;

/** Page geometry and the allocator with its cap (vring seed §1, §2). */
class VringPagesTest {

    @Test
    void geometryConstants() {
        assertEquals(65536, VringPages.DESCS_PER_PAGE);
        assertEquals(16, VringPages.PAGE_SHIFT);
        assertEquals(0xFFFF, VringPages.SLOT_MASK);
        assertEquals(0x100010, VringPages.PAGE_STRUCT_BYTES);
        assertEquals(65536 * 16 + 16, VringPages.PAGE_STRUCT_BYTES);
        assertEquals(16_777_200, VringPages.MAX_DESCRIPTORS);
        assertEquals(0xFFFFF0, VringPages.MAX_DESCRIPTORS);
        assertEquals(344, Vring.VRING_T_BYTES);
        assertEquals(4, VringPages.SEGMENTS_PER_PAGE);
    }

    @Test
    void aNewPageExactlyWhenTheSlotWraps() {
        Vring v = new Vring("geo", Arch.CAYMAN);
        VringPages tx = v.tx();
        assertEquals(0, tx.pageCount());
        assertEquals(0, tx.vringAllocateNextDesc());
        assertEquals(1, tx.pageCount());
        for (int i = 1; i < 65536; i++) {
            tx.vringAllocateNextDesc();
        }
        assertEquals(65536, tx.usedDescCount());
        assertEquals(1, tx.pageCount(), "65,536 descriptors fill exactly one page");
        assertEquals(65536, tx.vringAllocateNextDesc());
        assertEquals(2, tx.pageCount(), "descriptor 65,537 opens page 1");
        DescCursor c = tx.cursor().at(65536);
        assertEquals(1, c.pageIndex());
        assertEquals(0, c.slot());
        c.at(65535);
        assertEquals(0, c.pageIndex());
        assertEquals(0xFFFF, c.slot());
    }

    @Test
    void indexDecodesAsPageAndSlot() throws VringException {
        Vring v = new Vring("decode", Arch.SUNDA);
        for (int i = 0; i < 70000; i++) {
            v.vringAddDescTransfer(i * 16L, 0x100000000L + i * 16L, 16);
        }
        DescCursor c = v.tx().cursor();
        for (int idx : new int[] {0, 1, 65535, 65536, 65537, 69999}) {
            c.at(idx);
            assertEquals(idx >> 16, c.pageIndex());
            assertEquals(idx & 0xFFFF, c.slot());
            assertEquals(idx * 16L, c.bufPtr(), "descriptor " + idx + " holds its own source address");
            assertEquals(idx * 16L, v.tx().word1(idx));
        }
    }

    @Test
    void capRefusesWithTheSeedsMessage() {
        Vring v = new Vring("small", Arch.CAYMAN, 5);
        for (int i = 0; i < 5; i++) {
            assertEquals(i, v.tx().vringAllocateNextDesc());
        }
        assertEquals(-1, v.tx().vringAllocateNextDesc());
        assertEquals(5, v.tx().usedDescCount(), "a refused allocation claims nothing");
        assertEquals("Descriptor limit reached. Descriptors in vring 5, Max allowed 5", v.tx().limitMessage());
        assertThrows(IllegalArgumentException.class, () -> new Vring("x", Arch.CAYMAN, 16_777_201));
        assertThrows(IllegalArgumentException.class, () -> new Vring("x", Arch.CAYMAN, 0));
    }

    @Test
    void transferAtTheCapFailsWithQueueFull() {
        Vring v = new Vring("tiny", Arch.CAYMAN, 3);
        VringException e = assertThrows(VringException.class, () -> v.vringAddDescTransfer(0, 0x1000, 5 * 65536));
        assertEquals("Failed to add descriptor 3/5 to vring tiny", e.getMessage());
        assertEquals(VringException.NRT_QUEUE_FULL, e.status());
        assertEquals(7, e.status());
        assertInstanceOf(VringException.class, e.getCause());
        assertEquals("Descriptor limit reached. Descriptors in vring 3, Max allowed 3", e.getCause().getMessage());
        assertEquals(3, v.tx().usedDescCount(), "chunks added before QUEUE_FULL stay, as in the runtime");
        assertEquals(3L * 65536, v.totalTxSize());
    }

    /** The real cap: 16,777,200 descriptors in 256 pages, the next one refused (≈ 268 MB, one half only). */
    @Test
    void realCapIs16777200In256Pages() {
        Vring v = new Vring("full", Arch.CAYMAN);
        VringPages tx = v.tx();
        for (int i = 0; i < VringPages.MAX_DESCRIPTORS; i++) {
            tx.vringAllocateNextDesc();
        }
        assertEquals(16_777_200, tx.usedDescCount());
        assertEquals(256, tx.pageCount(), "a 257th page is never allocated");
        assertEquals(0xFFFFEF, (tx.usedDescCount() - 1), "the last index handed out is 0xFFFFEF");
        assertEquals(-1, tx.vringAllocateNextDesc());
        assertEquals("Descriptor limit reached. Descriptors in vring 16777200, Max allowed 16777200",
                tx.limitMessage());
        assertTrue(tx.retainedBytes() <= 16.5 * tx.usedDescCount(), "≤ 16.5 bytes per descriptor");
        v.vringFreePages(Direction.TX);
        assertEquals(0, tx.usedDescCount());
        assertEquals(0, tx.pageCount());
    }

    @Test
    void cursorAndWordsRejectIndicesPastTheTail() throws VringException {
        Vring v = new Vring("bounds", Arch.CAYMAN);
        v.vringAddDescTransfer(0, 0, 4);
        assertThrows(IndexOutOfBoundsException.class, () -> v.tx().word0(1));
        assertThrows(IndexOutOfBoundsException.class, () -> v.rx().cursor().at(-1));
        assertEquals(4, v.rx().cursor().at(0).size());
    }

    @Test
    void vringNameFitsName256() {
        assertThrows(IllegalArgumentException.class, () -> new Vring("n".repeat(256), Arch.CAYMAN));
        assertEquals(255, new Vring("n".repeat(255), Arch.CAYMAN).name().length());
    }

    @Test
    void aSmallRingHoldsWhatItUsesAndAGrownSegmentKeepsItsSnapshot() throws VringException {
        Vring v = new Vring("small", Arch.CAYMAN);
        for (int i = 0; i < 5; i++) {
            v.vringAddDescTransfer(i * 16L, 0x100000000L + i * 16L, 16);
        }
        assertEquals(1, v.tx().pageCount(), "still one page of the C runtime's");
        assertTrue(v.tx().retainedBytes() < 4096, "5 descriptors hold " + v.tx().retainedBytes() + " bytes, not 1 MiB");
        Vring.Snapshot at5 = v.snapshot();
        long[] words5 = new long[10];
        v.tx().copyTo(0, 5, words5, 0);
        // past the first segment's start size and its growths, then into a second segment and page
        for (int i = 5; i < 70000; i++) {
            v.vringAddDescTransfer(i * 16L, 0x100000000L + i * 16L, 16);
        }
        for (int idx : new int[] {0, 4, 63, 64, 65, 1023, 1024, 16383, 16384, 65535, 65536, 69999}) {
            assertEquals(0x100000000L + idx * 16L, v.rx().word1(idx), "RX descriptor " + idx);
            assertEquals(idx * 16L, v.tx().word1(idx), "TX descriptor " + idx);
        }
        long perDescriptor = v.tx().retainedBytes() / 70000;
        assertTrue(perDescriptor <= 24, "a large half holds about its 16 bytes a descriptor: " + perDescriptor);
        v.restore(at5);
        assertEquals(5, v.tx().usedDescCount());
        long[] back = new long[10];
        v.tx().copyTo(0, 5, back, 0);
        assertEquals(Arrays.toString(words5), Arrays.toString(back));
        v.vringAddDescTransfer(7, 9, 16);
        assertEquals(9, v.rx().word1(5), "appends after the restore write the snapshot's segment as their own");
    }
}

package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Direction;

/**
 * An edit record keeps only the bits the edit flipped (decision 1400); these tests read the words back through the
 * journal — reverting the edit and walking it again — for flips of every kind of bit, so a flip kept in the wrong
 * place, rotated the wrong way or run over the wrong descriptors shows as a wrong word.
 */
class VringEditRecordTest {
    @Test
    void editsOfAnyBitsRevertAndRedoExactly() throws Exception {
        Journal j = new Journal();
        new VringDomain(j);
        Vring v = new Vring("v", Arch.CAYMAN);
        VringDomain.of(j).attach(v);
        for (int k = 0; k < 40; k++) {
            v.vringAddDescTransfer(0x1000 + 64L * k, 0x9000 + 64L * k, 64);
        }
        VringPages tx = v.half(Direction.TX);
        long[] old = tx.snapshot(3, 37);
        long[] now = old.clone();
        for (int k = 0; k < 34; k++) {
            long x0 = switch (k / 6) {
                case 0 -> 0; // an unchanged run
                case 1 -> 1L << 63; // the top bit of word 0
                case 2 -> 0x00FF_FFFFL; // the bits that rotate to the top
                case 3 -> k; // a different flip in every descriptor
                case 4 -> 0x8C00_0000L; // CONCAT, LAST, FIRST
                default -> 0xFFFF_FFFF_FFFF_FFFFL;
            };
            long x1 = k % 5 == 0 ? -1L : k >= 20 ? 0x7FFL << 40 : 0;
            now[2 * k] ^= x0;
            now[2 * k + 1] ^= x1;
        }
        tx.restore(3, now);
        v.emit(new VringEvent.Edited(v.name(), "vring_addr_rewrite", Direction.TX, 3, 37, old));
        int edit = j.size() - 1;
        assertEquals(VringDomain.EDITED, j.kind(edit));
        long hashAfter = j.stateHash();
        j.seek(edit);
        assertArrayEquals(old, tx.snapshot(3, 37), "reverted: the old words");
        j.seek(edit + 1);
        assertArrayEquals(now, tx.snapshot(3, 37), "walked again: the new words");
        assertEquals(hashAfter, j.stateHash());
        j.seek(0);
        j.seek(edit + 1);
        assertArrayEquals(now, tx.snapshot(3, 37), "walked from the start");
    }

    @Test
    void aPackOfManyDescriptorsCostsBytesAPacketNotADescriptor() throws Exception {
        Journal j = new Journal();
        new VringDomain(j);
        Vring v = new Vring("v", Arch.CAYMAN);
        VringDomain.of(j).attach(v);
        int n = 4096;
        for (int k = 0; k < n; k++) {
            v.vringAddDescTransfer(0x1000 + 64L * k, 0x900000 + 64L * k, 64);
        }
        long[] before = v.tx().snapshot(0, n);
        VringPack.vringPackDescs(v, 0, n, 1 << 20, 0);
        int edit = j.size() - 1;
        assertEquals(VringDomain.EDITED, j.kind(edit));
        long[] after = v.tx().snapshot(0, n);
        // packets of the arch's cap: the first, the middles and the last each a run of equal flips (a few bytes);
        // old and new words whole were 4 to 8 bytes a descriptor
        int packets = (n + v.arch().maxDescPerPacket() - 1) / v.arch().maxDescPerPacket();
        assertTrue(j.payloadBytes(edit) <= 12L * packets + 8, "the pack's record holds " + j.payloadBytes(edit)
                + " bytes for " + n + " descriptors in " + packets + " packets");
        j.seek(edit);
        assertArrayEquals(before, v.tx().snapshot(0, n));
        j.seek(edit + 1);
        assertArrayEquals(after, v.tx().snapshot(0, n));
    }
}

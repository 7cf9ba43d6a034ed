package org.ringscope.model.vring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ringscope.model.udma.LenCtrl;

/** Checks that a TX window is a sequence of well-formed packets; returns the packet count (test helper). */
final class PacketChecks {
    private PacketChecks() {
    }

    static long checkPackets(VringPages tx, int start, int end, int maxDescs, long maxBytes) {
        return checkPackets(tx, start, end, maxDescs, maxBytes, false);
    }

    /**
     * As {@link #checkPackets(VringPages, int, int, int, long)}; with {@code cmeOnly} the window's non-CME
     * descriptors (META, compute op words) are not part of any packet being checked: none may fall inside an
     * open packet of CME descriptors.
     */
    static long checkPackets(VringPages tx, int start, int end, int maxDescs, long maxBytes, boolean cmeOnly) {
        long packets = 0;
        int descs = 0;
        long bytes = 0;
        DescCursor c = tx.cursor();
        for (int i = start; i < end; i++) {
            int lc = c.at(i).lenCtrl();
            if (cmeOnly && !VringPack.packable(tx.word0(i))) {
                assertEquals(0, descs, "a compute descriptor inside a packet of copies, at " + i);
                continue;
            }
            boolean first = LenCtrl.isFirst(lc);
            boolean last = LenCtrl.isLast(lc);
            assertEquals(descs == 0, first, "FIRST exactly on the packet's first descriptor, at " + i);
            descs++;
            bytes += LenCtrl.size(lc);
            if (last) {
                assertFalse(LenCtrl.isConcat(lc), "the LAST descriptor does not chain, at " + i);
                assertTrue(descs <= maxDescs, "packet of " + descs + " descriptors > " + maxDescs);
                assertTrue(descs == 1 || bytes <= maxBytes, "packet of " + bytes + " bytes > " + maxBytes);
                packets++;
                descs = 0;
                bytes = 0;
            } else {
                assertTrue(LenCtrl.isConcat(lc), "a non-LAST descriptor chains with CONCAT, at " + i);
            }
        }
        assertEquals(0, descs, "the window ends with LAST");
        return packets;
    }
}

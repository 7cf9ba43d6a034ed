package org.ringscope.model.packets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.CceOp;
import org.ringscope.model.udma.Direction;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPack;
import org.ringscope.model.vring.VringPackets;
import org.ringscope.model.vring.VringPoke;

/** Packets and why each closed: the cap, the byte budget, the end of a transfer; open and cut packets. */
class PacketIndexTest {
    private static Vring copies(Arch arch, int n, int bytes) throws Exception {
        Vring v = new Vring("p", arch);
        for (int i = 0; i < n; i++) {
            v.vringAddDescTransfer(0x1000L + (long) i * bytes, 0x9000_0000L + (long) i * bytes, bytes);
        }
        return v;
    }

    @Test
    void everyCopyIsItsOwnPacketUntilPacked() throws Exception {
        Vring v = copies(Arch.CAYMAN, 5, 4096);
        PacketIndex px = PacketIndex.of(v.tx(), Arch.CAYMAN);
        assertEquals(5, px.count());
        for (int p = 0; p < 5; p++) {
            assertEquals(p, px.first(p));
            assertEquals(1, px.size(p));
            assertEquals(4096, px.bytes(p));
            assertEquals(PacketIndex.Close.END, px.close(p));
            assertEquals(0, px.flags(p) & ~PacketIndex.DMB, "well formed");
        }
    }

    @Test
    void packingClosesOnTheArchsDescriptorCapThenAtTheEnd() throws Exception {
        Vring v = copies(Arch.CAYMAN, 200, 1024);
        VringPack.vringPackDescs(v, 0, 200, PacketIndex.defaultBudget(Arch.CAYMAN), 0);
        PacketIndex px = PacketIndex.of(v.tx(), Arch.CAYMAN);
        assertEquals(4, px.count(), "65 + 65 + 65 + 5");
        assertEquals(65, px.size(0));
        assertEquals(PacketIndex.Close.DESCRIPTOR_CAP, px.close(0));
        assertEquals(PacketIndex.Close.DESCRIPTOR_CAP, px.close(2));
        assertEquals(195, px.first(3));
        assertEquals(PacketIndex.Close.END, px.close(3));
        assertEquals(65L * 1024, px.bytes(1));
        assertEquals(1, px.packetOf(65));
        assertEquals(1, px.packetOf(129));
        assertEquals(3, px.packetOf(199));
        assertEquals(-1, px.packetOf(200));
        assertEquals(-1, px.packetOf(-1));

        Vring s = copies(Arch.SUNDA, 200, 1024);
        VringPack.vringPackDescs(s, 0, 200, PacketIndex.defaultBudget(Arch.SUNDA), 0);
        PacketIndex sx = PacketIndex.of(s.tx(), Arch.SUNDA);
        assertEquals(2, sx.count(), "128 + 72 on SUNDA");
        assertEquals(128, sx.size(0));
    }

    @Test
    void aSmallerBudgetClosesOnSize() throws Exception {
        Vring v = copies(Arch.MARIANA, 10, 4096);
        VringPack.vringPackDescs(v, 0, 10, 3 * 4096, 0);
        PacketIndex px = PacketIndex.of(v.tx(), Arch.MARIANA, 3 * 4096);
        assertEquals(4, px.count());
        assertEquals(PacketIndex.Close.SIZE_CAP, px.close(0));
        assertEquals(3, px.size(0));
        assertEquals(PacketIndex.Close.END, px.close(3));
        assertEquals(1, px.size(3));
    }

    @Test
    void aHalfEndingWithoutLastIsOpenAndAFirstInsideAPacketCutsIt() throws Exception {
        Vring v = copies(Arch.CAYMAN, 6, 64);
        VringPoke.onePacket(v, 0, 3);
        VringPoke.packetBits(v, Direction.TX, 2, false, false, true);
        VringPoke.onePacket(v, 3, 3);
        VringPoke.packetBits(v, Direction.TX, 5, false, false, true);
        PacketIndex px = PacketIndex.of(v.tx(), Arch.CAYMAN);
        assertEquals(2, px.count());
        assertEquals(PacketIndex.Close.CUT, px.close(0), "#3 has FIRST while #0's packet is open");
        assertEquals(3, px.size(0));
        assertEquals(PacketIndex.Close.OPEN, px.close(1));
        assertEquals(5, px.last(1));
    }

    @Test
    void flagsMarkOverCapMissingConcatMissingFirstAndMetaLeads() throws Exception {
        Vring v = copies(Arch.CAYMAN, 70, 16);
        VringPoke.onePacket(v, 0, 70);
        VringPoke.packetBits(v, Direction.TX, 10, false, false, false);
        PacketIndex px = PacketIndex.of(v.tx(), Arch.CAYMAN);
        assertEquals(1, px.count());
        assertTrue(px.has(0, PacketIndex.OVER_CAP));
        assertTrue(px.has(0, PacketIndex.CONCAT_MISSING));
        assertFalse(px.has(0, PacketIndex.NO_FIRST));
        assertFalse(PacketIndex.of(v.tx(), Arch.SUNDA).has(0, PacketIndex.OVER_CAP), "70 <= 128 on SUNDA");

        VringPoke.packetBits(v, Direction.TX, 0, false, true, false);
        PacketIndex nf = PacketIndex.of(v.tx(), Arch.CAYMAN);
        assertTrue(nf.has(0, PacketIndex.NO_FIRST));

        Vring m = new Vring("m", Arch.MARIANA);
        VringPackets.vringAddDmaPacketCce(m, CceOp.ADD, new long[] {0x1000, 0x2000},
                new long[] {0x3000, 0x4000}, 512, 0, 1f);
        PacketIndex mx = PacketIndex.of(m.tx(), Arch.MARIANA);
        assertEquals(1, mx.count());
        assertTrue(mx.has(0, PacketIndex.META_LEAD), "replication leads with META");
        assertEquals(1024, mx.bytes(0), "two sources of 512; the META descriptor carries no data");
    }

    @Test
    void wordsAndPagesGiveTheSamePackets() throws Exception {
        Vring v = copies(Arch.CAYMAN, 300, 100);
        VringPack.vringPackDescs(v, 10, 290, 8000, 0);
        long[] words = new long[600];
        v.tx().copyTo(0, 300, words, 0);
        PacketIndex a = PacketIndex.of(v.tx(), Arch.CAYMAN, 8000);
        PacketIndex b = PacketIndex.of(words, 300, Arch.CAYMAN, 8000);
        assertEquals(a.count(), b.count());
        for (int p = 0; p < a.count(); p++) {
            assertEquals(a.first(p), b.first(p));
            assertEquals(a.close(p), b.close(p));
            assertEquals(a.bytes(p), b.bytes(p));
        }
    }
}

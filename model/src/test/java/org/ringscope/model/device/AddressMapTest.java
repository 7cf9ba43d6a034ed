package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.vring.ArchAddressMap;

/** Every window of the emulated address map (decision 0500). */
class AddressMapTest {

    private static DecodedAddress.Decoded at(DeviceAddressMap m, long addr, long len) {
        return m.resolve(addr, len);
    }

    @Test
    void memoriesDecodeToTheirOffsets() {
        for (Arch arch : Arch.values()) {
            DeviceAddressMap m = new DeviceAddressMap(Topology.of(arch));
            assertEquals(Region.HBM, at(m, DeviceAddressMap.HBM_BASE + 5, 1).region());
            assertEquals(5, at(m, DeviceAddressMap.HBM_BASE + 5, 1).offset());
            long hbmEnd = DeviceAddressMap.HBM_BASE + DeviceAddressMap.hbmSize(arch);
            assertEquals(Region.HBM, at(m, hbmEnd - 8, 8).region());
            assertNull(at(m, hbmEnd - 8, 9).region(), "a range must lie in one window");
            long sb = m.archMap().awsHalStpbGetAxiOffset(1) + 0x817200;
            DecodedAddress.Decoded d = at(m, sb, 4);
            assertEquals(Region.STATE_BUFFER, d.region());
            assertEquals(1, d.nc());
            assertEquals(m.sbAddress(1, 32, 0x17200), sb, "partition = offset >> 18");
            assertEquals(Region.DMEM, at(m, m.address(Region.DMEM, DeviceAddressMap.DMEM_PER_NC + 0xbe000), 4).region());
            assertEquals(1, at(m, m.address(Region.DMEM, DeviceAddressMap.DMEM_PER_NC + 0xbe000), 4).nc());
            long host = arch == Arch.SUNDA ? 0x1000_0000_0000L : 0x4000_0000_0000L;
            assertEquals(Region.HOST, at(m, host + 0x1234, 4).region(), "PCIe base bit 44 / 46");
        }
    }

    @Test
    void semaphoreAndEventViewsMatchTheVringResolvers() {
        for (Arch arch : Arch.values()) {
            DeviceAddressMap m = new DeviceAddressMap(Topology.of(arch));
            ArchAddressMap a = m.archMap();
            int nc = m.topology().ncPerDevice() - 1;
            DecodedAddress.Decoded inc = at(m, a.tdrvArchGetSemIncAddr(nc, 200), 4);
            assertEquals(Region.SEMAPHORE_INC, inc.region());
            assertEquals(nc, inc.nc());
            assertEquals(200, inc.index());
            DecodedAddress.Decoded ev = at(m, a.tdrvArchGetEvtAddr(nc, 255), 4);
            assertEquals(Region.EVENT, ev.region());
            assertEquals(255, ev.index());
            long base = a.tdrvArchGetEvtAddr(nc, 0) - 0x2700000;
            assertEquals(Region.SEMAPHORE_READ, at(m, base + 0x2701000, 4).region());
            assertEquals(Region.SEMAPHORE_SET, at(m, base + 0x2701400 + 8, 8).region());
            assertEquals(Region.SEMAPHORE_DEC, at(m, base + 0x2701C00 + 4 * 255, 4).region());
            DecodedAddress.Decoded feed = at(m, a.semIncValueAddr(nc), 4);
            assertEquals(Region.CONSTANT_FEED, feed.region());
            assertEquals(1, feed.index(), "word 1 of the constant feed holds 1");
            assertEquals(0, at(m, a.tdrvArchGetEvtAccelAddr(nc, false), 4).index());
            assertTrue(at(m, base + 0x2701002, 4).error().contains("aligned"));
            assertTrue(at(m, base + 0x2701800 + 0x3FC, 8).error().contains("one view"), "spills past the view");
            assertTrue(at(m, base + 0x100, 4).error().contains("no emulated view"));
        }
        assertEquals(0xD0000000L + 0x2701800, new DeviceAddressMap(Topology.of(Arch.CAYMAN)).archMap()
                .tdrvArchGetSemIncAddr(0, 0), "v3: BAR0 + 0xD0000000");
    }

    @Test
    void onlyDrtpIncOfTheQueueRegistersIsEmulated() {
        DeviceAddressMap m = new DeviceAddressMap(Topology.of(Arch.CAYMAN));
        DecodedAddress.Decoded tx = at(m, m.queueRegister(131, 15, 0, DeviceAddressMap.DRTP_INC), 4);
        assertEquals(Region.DMA_QUEUE_REGISTERS, tx.region());
        assertEquals(131, tx.nc(), "the engine");
        assertEquals(15, tx.index(), "the queue");
        assertEquals(0, tx.direction());
        assertEquals(DeviceAddressMap.DMA_REG_BASE + 131 * 0x40000 + 0x21000 + 2 * 0x1000 + 0x38,
                m.queueRegister(131, 2, 1, DeviceAddressMap.DRTP_INC), "s2m_q[2].drtp_inc");
        assertTrue(at(m, m.queueRegister(0, 0, 0, 0x3C), 4).error().contains("not emulated"), "drtp");
        assertTrue(at(m, m.queueRegister(0, 0, 1, 0x38), 8).error().contains("not emulated"), "8 bytes");
        assertTrue(at(m, DeviceAddressMap.DMA_REG_BASE + 0x38000, 4).error().contains("not emulated"), "gen block");
    }

    @Test
    void everythingElseIsAClearError() {
        DeviceAddressMap m = new DeviceAddressMap(Topology.of(Arch.SUNDA));
        assertTrue(at(m, 0x7000_0000_0000L, 4).error().contains("no memory or register"));
        assertTrue(at(m, BufPtr.template(12, 0x40), 4).error().contains("var_id 12"));
        assertTrue(at(m, DeviceAddressMap.HBM_BASE, 0).error().contains("empty"));
        assertTrue(at(m, -16, 32).error() != null, "wrapping ranges do not decode");
    }
}

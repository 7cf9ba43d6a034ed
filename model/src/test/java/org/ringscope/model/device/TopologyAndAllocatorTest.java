package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;

class TopologyAndAllocatorTest {

    @Test
    void topologyIsTheDriversTable() {
        Topology v2 = Topology.of(Arch.SUNDA);
        assertEquals(List.of(2, 16, 34, 16, 256, 256), List.of(v2.ncPerDevice(), v2.dmaEnginesPerNc(),
                v2.dmaEnginesPerDevice(), v2.queuesPerEngine(), v2.semaphoresPerNc(), v2.eventsPerNc()));
        assertEquals(32, v2.ncDmaEngines(), "AWS docs: 32 DMA engines on Trn1");
        assertEquals(128, v2.maxDescPerPacket(), "from udma.Arch");
        assertEquals(0, v2.ncOfEngine(32), "engine 32 (D2H) belongs to NC 0");
        assertEquals(1, v2.ncOfEngine(33));
        for (Arch a : new Arch[] {Arch.CAYMAN, Arch.MARIANA}) {
            Topology t = Topology.of(a);
            assertEquals(8, t.ncPerDevice());
            assertEquals(132, t.dmaEnginesPerDevice());
            assertEquals(128, t.ncDmaEngines());
            assertEquals(132 * 16, t.queueCount(), "2112 queue slots");
            assertEquals(65, t.maxDescPerPacket());
            assertEquals(7, t.ncOfEngine(127));
            assertEquals(6, t.ncOfEngine(131), "engine 128 + k is shared by NCs 2k, 2k+1");
            assertTrue(t.isHostEngine(128));
        }
    }

    @Test
    void firstFitWithAlignmentAndNames() throws Exception {
        Device dev = new Device(Arch.CAYMAN);
        Allocation a = dev.alloc("a", MemCategory.IO, 100, 64);
        Allocation b = dev.alloc("b", MemCategory.DATA, 10, 256);
        assertEquals(DeviceAddressMap.HBM_BASE, a.address());
        assertEquals(DeviceAddressMap.HBM_BASE + 256, b.address(), "aligned past a");
        dev.free(a);
        Allocation c = dev.alloc("c", MemCategory.TENSOR, 64, 64);
        assertEquals(a.address(), c.address(), "first fit reuses the hole");
        Allocation d = dev.alloc("d", MemCategory.TENSOR, 200, 64);
        assertEquals(b.end() + 54, d.address(), "does not fit the 192-byte hole after c");
        assertEquals(List.of("c", "b", "d"), dev.allocator(Region.HBM).allocations().stream().map(Allocation::name).toList());
        assertEquals(b, dev.allocator(Region.HBM).find(b.address() + 9));
        assertNull(dev.allocator(Region.HBM).find(b.address() + 10));
        assertEquals(18, MemCategory.DMA_RING.usageType());
        assertEquals(13, MemCategory.UCODE_LIB.usageType());
        assertThrows(DeviceException.class, () -> dev.free(a), "already freed");
    }

    @Test
    void hugeUntrustedSizesCostNothingOrFailCleanly() throws Exception {
        Device dev = new Device(Arch.SUNDA);
        Allocation big = dev.alloc("big", MemCategory.IO, 31L << 30, 256);
        assertEquals(0, dev.memory(Region.HBM).residentPages(), "books only");
        DeviceException e = assertThrows(DeviceException.class, () -> dev.alloc("more", MemCategory.IO, 2L << 30, 256));
        assertEquals(DeviceException.NRT_RESOURCE, e.status());
        assertThrows(DeviceException.class, () -> dev.alloc("neg", MemCategory.IO, -1, 256));
        assertThrows(DeviceException.class, () -> dev.alloc("odd", MemCategory.IO, 8, 24));
        dev.fill(big.address(), big.size(), (byte) 0);
        assertEquals(0, dev.memory(Region.HBM).residentPages());
    }

    @Test
    void pringsAreDmaRingAllocationsInHbm() throws Exception {
        Device dev = new Device(Arch.CAYMAN);
        Pring p = dev.allocPring("q.tx", RingType.TX, 1000, false);
        assertEquals(1024, p.allocatedDescCount(), "round_up_16(1000 + 16)");
        Allocation a = dev.allocator(Region.HBM).allocations().get(0);
        assertEquals(MemCategory.DMA_RING, a.category());
        assertEquals(16 * 1024, a.size());
        assertEquals(a.address(), p.memory().deviceAddress());
        assertEquals(0, a.address() % 256);
        assertNull(p.ringMem(), "no long[]: the ring is device memory");
        assertEquals(List.of(p), dev.prings());
    }
}

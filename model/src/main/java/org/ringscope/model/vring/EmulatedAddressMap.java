package org.ringscope.model.vring;

import org.ringscope.model.udma.Arch;

/**
 * RingScope's emulated device address map (decision 0105). Semaphore and event views follow the driver's
 * per-NC aperture (docs/reference/udma-rings-and-doorbells.md): {@code sema_base(nc) + view + 4 × idx} with the event view at
 * +0x2700000 and the increment view at +0x2701800 on v2..v4, {@code sema_base(nc) = nc × 0x4000000}
 * (+0xD0000000 on v3/v4). The constant feed, the State-Buffer window and the engine→partition table are
 * not public; RingScope places them at fixed synthetic addresses.
 */
final class EmulatedAddressMap implements ArchAddressMap {
    /** Per-NC stride of the semaphore aperture. */
    static final long NC_STRIDE = 0x4000000L;
    /** v3/v4 BAR0 offset of the semaphore apertures. */
    static final long V3_SEMA_BASE = 0xD0000000L;
    /** Event view offset. */
    static final long EVENT_VIEW = 0x2700000L;
    /** Increment view offset (v2..v4). */
    static final long INCREMENT_VIEW = 0x2701800L;
    /** Synthetic constant feed: per NC, word 0 holds 0, word 1 holds 1. */
    static final long CONSTANT_FEED = 0x2702000L;
    /** Synthetic State-Buffer AXI window base (CAYMAN), per NC. */
    static final long SB_AXI_BASE = 0x1000000000L;
    /**
     * SB window stride per NC: 128 partitions × 256 KiB ({@code partition << 18}) = 32 MiB, so that a
     * public NEFF's SB offset such as 0x817200 (partition 32) stays inside its NC's window (decision 0500,
     * which widens the 16 partitions first chosen in 0105).
     */
    static final long SB_STRIDE = 128L << 18;

    private final Arch arch;

    EmulatedAddressMap(Arch arch) {
        this.arch = arch;
    }

    private long semaBase(int tpbIdx) {
        return (arch == Arch.SUNDA ? 0 : V3_SEMA_BASE) + tpbIdx * NC_STRIDE;
    }

    @Override
    public long tdrvArchGetEvtAccelAddr(int tpbIdx, boolean set) {
        return semaBase(tpbIdx) + CONSTANT_FEED + (set ? 4 : 0);
    }

    @Override
    public long tdrvArchGetEvtAddr(int tpbIdx, int eventId) {
        return semaBase(tpbIdx) + EVENT_VIEW + 4L * eventId;
    }

    @Override
    public long tdrvArchGetSemIncAddr(int tpbIdx, int semaphore) {
        return semaBase(tpbIdx) + INCREMENT_VIEW + 4L * semaphore;
    }

    @Override
    public long semIncValueAddr(int tpbIdx) {
        return tdrvArchGetEvtAccelAddr(tpbIdx, true);
    }

    @Override
    public long awsHalStpbGetAxiOffset(int tpbIdx) {
        return SB_AXI_BASE + tpbIdx * SB_STRIDE;
    }

    @Override
    public int dmaEngToSbPartition0(int i) {
        if (i < 0 || i > 15) {
            throw new IndexOutOfBoundsException("dma_eng_to_sb_partition_0 has 16 entries, index " + i);
        }
        return i;
    }
}

package org.ringscope.model.device;

import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.BufPtr;
import org.ringscope.model.vring.ArchAddressMap;

/**
 * The one physical address map of the emulated device (decision 0500): every descriptor {@code buf_ptr}
 * decodes to a memory and an offset, or to a register view. The semaphore / event apertures come from
 * {@link ArchAddressMap#emulated(Arch)} (decision 0105; docs/reference/udma-rings-and-doorbells.md: {@code sema_base(nc) =
 * nc × 0x4000000}, +0xD0000000 on v3/v4, views event +0x2700000, read +0x2701000, set +0x2701400,
 * increment +0x2701800, decrement +0x2701C00, 4 bytes per index), so a vring's sync descriptors land
 * where the device looks. The other bases are synthetic (the real ones are not public):
 *
 * <pre>
 *  DMA queue registers  0x0008_0000_0000 + eng × 0x40000  (unit layout of udma_regs.h: m2s_q[q] at +0x1000 + q × 0x1000,
 *                                                         s2m_q[q] at +0x21000 + q × 0x1000; drtp_inc at +0x38)
 *  State Buffer         0x0010_0000_0000 + nc × 32 MiB   (128 partitions × 256 KiB: partition = offset >> 18)
 *  DMEM (Q7 local)      0x0018_0000_0000 + nc × 1 MiB
 *  HBM                  0x0020_0000_0000, 32 / 96 / 144 GiB (SUNDA / CAYMAN / MARIANA)
 *  host DRAM            the PCIe base (docs/reference/descriptors-and-barriers.md: bit 44 on v2, bit 46 on v3/v4), 1 TiB
 * </pre>
 */
public final class DeviceAddressMap {
    /** Base of the DMA engines' register units. */
    public static final long DMA_REG_BASE = 0x8_0000_0000L;
    /** One engine's register unit (m2s +0, s2m +0x20000, gen +0x38000, gen_ex +0x3C000). */
    public static final long DMA_UNIT = 0x40000;
    /** m2s_q[0] window offset in a unit. */
    public static final long M2S_Q_BASE = 0x1000;
    /** s2m_q[0] window offset in a unit. */
    public static final long S2M_Q_BASE = 0x21000;
    /** Per-queue register window. */
    public static final long Q_WINDOW = 0x1000;
    /** {@code rings.drtp_inc}: the doorbell (docs/reference/udma-rings-and-doorbells.md). */
    public static final long DRTP_INC = 0x38;
    /** State Buffer per NC: 128 partitions × 256 KiB. */
    public static final long SB_PER_NC = 128L << 18;
    /** SB partitions per NC. */
    public static final int SB_PARTITIONS = 128;
    /** SB partition stride shift ({@code << 18}, the seed's arithmetic). */
    public static final int SB_PARTITION_SHIFT = 18;
    /** DMEM base. */
    public static final long DMEM_BASE = 0x18_0000_0000L;
    /** DMEM per NC. */
    public static final long DMEM_PER_NC = 1L << 20;
    /** HBM base. */
    public static final long HBM_BASE = 0x20_0000_0000L;
    /** Host window size. */
    public static final long HOST_SIZE = 1L << 40;
    static final long EVENT_VIEW = 0x2700000L;
    static final long READ_VIEW = 0x2701000L;
    static final long SET_VIEW = 0x2701400L;
    static final long INC_VIEW = 0x2701800L;
    static final long DEC_VIEW = 0x2701C00L;
    static final long CONSTANT_FEED = 0x2702000L;
    static final long VIEW_BYTES = 0x400;

    private final Topology topology;
    private final ArchAddressMap archMap;
    private final long semaBase0;
    private final long semaStride;
    private final long sbBase;
    private final long hostBase;
    private final SparseMemory hbm;
    private final SparseMemory sb;
    private final SparseMemory dmem;
    private final SparseMemory host;

    public DeviceAddressMap(Topology topology) {
        this.topology = topology;
        this.archMap = ArchAddressMap.emulated(topology.arch());
        this.semaBase0 = archMap.tdrvArchGetEvtAddr(0, 0) - EVENT_VIEW;
        this.semaStride = archMap.tdrvArchGetEvtAddr(1, 0) - EVENT_VIEW - semaBase0;
        this.sbBase = archMap.awsHalStpbGetAxiOffset(0);
        if (archMap.awsHalStpbGetAxiOffset(1) - sbBase != SB_PER_NC) {
            throw new IllegalStateException("ArchAddressMap SB stride differs from " + SB_PER_NC);
        }
        this.hostBase = topology.arch() == Arch.SUNDA ? 0x1000_0000_0000L : 0x4000_0000_0000L;
        this.hbm = new SparseMemory("HBM", hbmSize(topology.arch()));
        this.sb = new SparseMemory("SB", SB_PER_NC * topology.ncPerDevice());
        this.dmem = new SparseMemory("DMEM", DMEM_PER_NC * topology.ncPerDevice());
        this.host = new SparseMemory("host", HOST_SIZE);
    }

    /** HBM per device: 32 GiB (Trn1/Inf2), 96 GiB (Trn2), 144 GiB (Trn3). */
    public static long hbmSize(Arch arch) {
        return switch (arch) {
            case SUNDA -> 32L << 30;
            case CAYMAN -> 96L << 30;
            case MARIANA -> 144L << 30;
        };
    }

    /** The resolver functions of the vring layer, for the same arch. */
    public ArchAddressMap archMap() {
        return archMap;
    }

    public Topology topology() {
        return topology;
    }

    /** The memories by journal id: 0 HBM, 1 SB, 2 DMEM, 3 host. */
    public SparseMemory memory(int id) {
        return switch (id) {
            case 0 -> hbm;
            case 1 -> sb;
            case 2 -> dmem;
            case 3 -> host;
            default -> throw new IndexOutOfBoundsException("memory id " + id);
        };
    }

    /** The journal id of a memory. */
    public int memoryId(SparseMemory m) {
        for (int i = 0; i < 4; i++) {
            if (memory(i) == m) {
                return i;
            }
        }
        throw new IllegalArgumentException("not a memory of this device: " + m.name());
    }

    /** Number of memories. */
    public int memoryCount() {
        return 4;
    }

    /** The memory of a memory region. */
    public SparseMemory memory(Region r) {
        return switch (r) {
            case HBM -> hbm;
            case STATE_BUFFER -> sb;
            case DMEM -> dmem;
            case HOST -> host;
            default -> throw new IllegalArgumentException(r + " is not a memory");
        };
    }

    /** The device address of {@code offset} in a memory region. */
    public long address(Region r, long offset) {
        return base(r) + offset;
    }

    /** The first address of a memory region. */
    public long base(Region r) {
        return switch (r) {
            case HBM -> HBM_BASE;
            case STATE_BUFFER -> sbBase;
            case DMEM -> DMEM_BASE;
            case HOST -> hostBase;
            default -> throw new IllegalArgumentException(r + " is not a memory");
        };
    }

    /** {@code HBM 0x2000000000..0x37ffffffff, STATE_BUFFER …}: the memories and their addresses, for a message. */
    public String memoriesText() {
        StringBuilder b = new StringBuilder();
        for (Region r : new Region[] {Region.HBM, Region.STATE_BUFFER, Region.DMEM, Region.HOST}) {
            b.append(b.length() == 0 ? "" : ", ").append(r.name()).append(String.format(" 0x%x..0x%x", base(r),
                    base(r) + memory(r).size() - 1));
        }
        return b.toString();
    }

    /** The SB address of {@code partition}'s byte {@code offset} on {@code nc}: {@code base + (partition << 18) + offset}. */
    public long sbAddress(int nc, int partition, long offset) {
        topology.checkNc(nc);
        if (partition < 0 || partition >= SB_PARTITIONS || offset < 0 || offset >= 1L << SB_PARTITION_SHIFT) {
            throw new IndexOutOfBoundsException("SB partition " + partition + " offset " + offset);
        }
        return sbBase + nc * SB_PER_NC + ((long) partition << SB_PARTITION_SHIFT) + offset;
    }

    /** Indices of a semaphore or event view: 4 bytes each. */
    public static final int SYNC_INDICES = (int) (VIEW_BYTES / 4);

    /** The address of index 0 of NC {@code nc}'s semaphore or event view {@code r} (4 bytes an index). */
    public long syncView(Region r, int nc) {
        topology.checkNc(nc);
        long view = switch (r) {
            case EVENT -> EVENT_VIEW;
            case SEMAPHORE_READ -> READ_VIEW;
            case SEMAPHORE_SET -> SET_VIEW;
            case SEMAPHORE_INC -> INC_VIEW;
            case SEMAPHORE_DEC -> DEC_VIEW;
            default -> throw new IllegalArgumentException(r + " is not a semaphore or event view");
        };
        return semaBase0 + nc * semaStride + view;
    }

    /** The queue register {@code reg} of engine {@code eng}, queue {@code q}, direction 0 TX / 1 RX. */
    public long queueRegister(int eng, int q, int direction, long reg) {
        topology.checkQueue(eng, q);
        return DMA_REG_BASE + eng * DMA_UNIT + (direction == 0 ? M2S_Q_BASE : S2M_Q_BASE) + q * Q_WINDOW + reg;
    }

    /** Decodes {@code [addr, addr + len)} for display (allocates). */
    public DecodedAddress.Decoded resolve(long addr, long len) {
        DecodedAddress t = new DecodedAddress();
        decode(addr, len, t);
        return t.decoded();
    }

    private static boolean in(long addr, long len, long base, long size) {
        long off = addr - base;
        return Long.compareUnsigned(off, size) < 0 && Long.compareUnsigned(len, size - off) <= 0;
    }

    private boolean mem(DecodedAddress t, Region r, SparseMemory m, long off, int nc) {
        t.region = r;
        t.memory = m;
        t.offset = off;
        t.nc = nc;
        t.error = null;
        return true;
    }

    private static boolean fail(DecodedAddress t, String why) {
        t.region = null;
        t.memory = null;
        t.error = why;
        return false;
    }

    /**
     * Decodes {@code [addr, addr + len)} into {@code t}; false (with {@link DecodedAddress#error()}) when the range
     * is not inside one window, names a register the emulator lacks, or is a template pointer.
     */
    public boolean decode(long addr, long len, DecodedAddress t) {
        if (len <= 0) {
            return fail(t, "empty access");
        }
        if (in(addr, len, HBM_BASE, hbm.size())) {
            return mem(t, Region.HBM, hbm, addr - HBM_BASE, -1);
        }
        if (in(addr, len, sbBase, sb.size())) {
            return mem(t, Region.STATE_BUFFER, sb, addr - sbBase, (int) ((addr - sbBase) / SB_PER_NC));
        }
        if (in(addr, len, hostBase, HOST_SIZE)) {
            return mem(t, Region.HOST, host, addr - hostBase, -1);
        }
        if (in(addr, len, DMEM_BASE, dmem.size())) {
            return mem(t, Region.DMEM, dmem, addr - DMEM_BASE, (int) ((addr - DMEM_BASE) / DMEM_PER_NC));
        }
        if (in(addr, 1, semaBase0, semaStride * topology.ncPerDevice())) {
            return semaphores(addr, len, t);
        }
        if (in(addr, 1, DMA_REG_BASE, DMA_UNIT * topology.dmaEnginesPerDevice())) {
            return queueRegisters(addr, len, t);
        }
        if (BufPtr.isTemplate(addr)) {
            return fail(t, String.format("0x%x is a template pointer (bit 61, var_id %d) that was never resolved", addr,
                    BufPtr.varId(addr)));
        }
        return fail(t, String.format("no memory or register at 0x%x (+%d bytes)", addr, len));
    }

    private boolean semaphores(long addr, long len, DecodedAddress t) {
        long off = addr - semaBase0;
        int nc = (int) (off / semaStride);
        long rel = off % semaStride;
        Region r;
        long base;
        long size = VIEW_BYTES;
        if (rel >= EVENT_VIEW && rel < EVENT_VIEW + VIEW_BYTES) {
            r = Region.EVENT;
            base = EVENT_VIEW;
        } else if (rel >= READ_VIEW && rel < CONSTANT_FEED) {
            int v = (int) ((rel - READ_VIEW) / VIEW_BYTES);
            r = new Region[] {Region.SEMAPHORE_READ, Region.SEMAPHORE_SET, Region.SEMAPHORE_INC, Region.SEMAPHORE_DEC}[v];
            base = READ_VIEW + v * VIEW_BYTES;
        } else if (rel >= CONSTANT_FEED && rel < CONSTANT_FEED + 8) {
            r = Region.CONSTANT_FEED;
            base = CONSTANT_FEED;
            size = 8;
        } else {
            return fail(t, String.format("0x%x is in NC %d's semaphore aperture (+0x%x) but no emulated view", addr, nc, rel));
        }
        long in = rel - base;
        if ((in & 3) != 0 || (len & 3) != 0 || in + len > size) {
            return fail(t, String.format("%s access at 0x%x (+%d bytes) is not whole aligned 4-byte registers of one view",
                    r, addr, len));
        }
        t.region = r;
        t.memory = null;
        t.offset = in;
        t.nc = nc;
        t.index = (int) (in >>> 2);
        t.error = null;
        return true;
    }

    private boolean queueRegisters(long addr, long len, DecodedAddress t) {
        long off = addr - DMA_REG_BASE;
        int eng = (int) (off / DMA_UNIT);
        long rel = off % DMA_UNIT;
        int dir;
        long qoff;
        if (rel >= M2S_Q_BASE && rel < M2S_Q_BASE + 16 * Q_WINDOW) {
            dir = 0;
            qoff = rel - M2S_Q_BASE;
        } else if (rel >= S2M_Q_BASE && rel < S2M_Q_BASE + 16 * Q_WINDOW) {
            dir = 1;
            qoff = rel - S2M_Q_BASE;
        } else {
            return fail(t, String.format("UDMA register +0x%x of engine %d is not emulated", rel, eng));
        }
        int q = (int) (qoff / Q_WINDOW);
        long reg = qoff % Q_WINDOW;
        if (reg != DRTP_INC || len != 4) {
            return fail(t, String.format("%s queue %d register +0x%x (%d bytes) of engine %d is not emulated (only the "
                    + "4-byte drtp_inc at +0x38)", dir == 0 ? "m2s" : "s2m", q, reg, len, eng));
        }
        t.region = Region.DMA_QUEUE_REGISTERS;
        t.memory = null;
        t.offset = reg;
        t.nc = eng;
        t.index = q;
        t.direction = dir;
        t.error = null;
        return true;
    }
}

package org.ringscope.model.device;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.trace.ByteArena;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.vring.Pring;
import org.ringscope.model.vring.RingType;

/**
 * The emulated Neuron device ("The emulated device"): the topology of its arch, its memories
 * behind one {@link DeviceAddressMap}, a first-fit allocator over HBM and host DRAM, prings in HBM, the DMA
 * queues with their cursors and doorbells, the semaphores and events, a {@link DmaEngine} that executes
 * descriptors and moves bytes, notifications and errors.
 *
 * <p>With a {@link Journal} every change is a record (the device registers its {@link DeviceDomain}); the
 * journal can then move the device to any step. Create the device before anything is recorded. Changes
 * are made through this class, {@link DmaQueue}, {@link DmaEngine} and a vring dump into one of its
 * prings ({@link #allocPring}); reads never change state.
 */
public final class Device {
    private final Topology topology;
    private final DeviceAddressMap map;
    private final DmemAllocator hbmAllocator;
    private final DmemAllocator hostAllocator;
    private final SyncRegisters sync;
    private final QueueTable queues;
    private final DmaEngine engine;
    final EventLog<Notification> notifications = new EventLog<>();
    final EventLog<DeviceError> errors = new EventLog<>();
    final List<Pring> prings = new ArrayList<>();
    long clock;
    long doorbellSeq;
    private final Journal journal;
    private final DeviceDomain domain;
    private DeviceRingMemory unrecordedRingWrite;
    private Conversion[] conversion;
    private boolean ringViews = true;

    /** A device of {@code arch} without a journal. */
    public Device(Arch arch) {
        this(arch, null);
    }

    /** A device of {@code arch} whose changes {@code journal} records (may be {@code null}). */
    public Device(Arch arch, Journal journal) {
        this.topology = Topology.of(arch);
        this.map = new DeviceAddressMap(topology);
        this.hbmAllocator = new DmemAllocator(Region.HBM, DeviceAddressMap.HBM_BASE, map.memory(Region.HBM).size());
        this.hostAllocator = new DmemAllocator(Region.HOST, map.base(Region.HOST), DeviceAddressMap.HOST_SIZE);
        this.sync = new SyncRegisters(topology);
        this.queues = new QueueTable(topology.queueCount());
        this.engine = new DmaEngine(this);
        this.journal = journal;
        this.domain = journal == null ? null : new DeviceDomain(this, journal);
    }

    public Topology topology() {
        return topology;
    }

    public Arch arch() {
        return topology.arch();
    }

    public DeviceAddressMap addressMap() {
        return map;
    }

    /** The journal recording this device, or {@code null}. */
    public Journal journal() {
        return journal;
    }

    /** The memory of a memory region (read through it freely; write through the device). */
    public SparseMemory memory(Region r) {
        return map.memory(r);
    }

    SparseMemory hbm() {
        return map.memory(Region.HBM);
    }

    /** The allocator of HBM or host DRAM. */
    public DmemAllocator allocator(Region r) {
        return switch (r) {
            case HBM -> hbmAllocator;
            case HOST -> hostAllocator;
            default -> throw new IllegalArgumentException("no allocator for " + r);
        };
    }

    /** Semaphores and events. */
    public SyncRegisters sync() {
        return sync;
    }

    QueueTable queueTable() {
        return queues;
    }

    /** The DMA engine (all engines of the device, one scheduler). */
    public DmaEngine engine() {
        return engine;
    }

    /** Queue {@code q} of DMA engine {@code eng}. */
    public DmaQueue queue(int eng, int q) {
        topology.checkQueue(eng, q);
        return new DmaQueue(this, eng, q);
    }

    /** The notification entries written so far (at the journal's cursor). */
    public List<Notification> notifications() {
        return notifications.visibleEntries();
    }

    /** The hardware errors raised so far (at the journal's cursor). */
    public List<DeviceError> errors() {
        return errors.visibleEntries();
    }

    /** The device clock: DMA packets executed (the notification timestamp). */
    public long clock() {
        return clock;
    }

    /** Prings this device placed in HBM, in creation order. */
    public List<Pring> prings() {
        return List.copyOf(prings);
    }

    /**
     * The name {@code p} was allocated under ({@link #allocPring}: the runtime names a ring after its subgraph and
     * vring, {@code sg00:qSPIO0_0.tx}), or {@code null} when {@code p} is not one of this device's prings.
     */
    public String pringName(Pring p) {
        return p.memory() instanceof DeviceRingMemory m && prings.contains(p) ? m.name() : null;
    }

    DeviceDomain domain() {
        return domain;
    }

    /** Whether changes are being recorded now (a journal that is not moving the state). */
    boolean recording() {
        return journal != null && journal.recording();
    }

    /** Whether the journal is re-applying a change (no recording, no new log entries). */
    boolean replaying() {
        return journal != null && journal.replaying();
    }

    ByteArena begin(int kind) {
        return journal.begin(domain.id(), kind, false);
    }

    /** Raises a hardware error (a new entry, or the recorded one again when the journal re-applies). */
    void raise(DeviceError e) {
        if (replaying()) {
            errors.show(1);
        } else {
            errors.append(e);
        }
    }

    /** Writes a notification (a new entry, or the recorded one again when the journal re-applies). */
    void notify(Notification n) {
        if (replaying()) {
            notifications.show(1);
        } else {
            notifications.append(n);
        }
    }

    /** The data-conversion registers of NeuronCore {@code nc}'s DMA engines (decision 1101). */
    public Conversion conversion(int nc) {
        return conversion == null || conversion[nc] == null ? Conversion.DEFAULT
                : conversion[nc];
    }

    /**
     * The runtime writes core {@code nc}'s data-conversion registers at load (the subgraph's
     * {@code fp8_conversion_config}, the stochastic-rounding setting). They are configuration written once before
     * any DMA runs, not journaled state: a seek never needs them undone (decision 1101).
     */
    public void setConversion(int nc, Conversion c) {
        topology.checkNc(nc);
        if (conversion == null) {
            conversion = new Conversion[topology.ncPerDevice()];
        }
        conversion[nc] = c;
    }

    /**
     * Whether a dump's frozen vring words become views in HBM rather than copies (decision 1400; on unless a test
     * turns it off to compare the two: every read gives the same bytes either way).
     */
    void setRingViews(boolean on) {
        ringViews = on;
    }

    boolean ringViews() {
        return ringViews;
    }

    // ---- the ring guard ------------------------------------------------------------------------

    void ringWritten(DeviceRingMemory m) {
        if (recording()) {
            unrecordedRingWrite = m;
        }
    }

    void ringWritesRecorded(DeviceRingMemory m) {
        if (unrecordedRingWrite == m) {
            unrecordedRingWrite = null;
        }
    }

    void checkRingGuard() {
        if (unrecordedRingWrite != null) {
            String n = unrecordedRingWrite.name();
            unrecordedRingWrite = null;
            throw new IllegalStateException("pring " + n + " was written without a journal record: dump a vring "
                    + "attached to the journal (VringDomain.of(journal).attach) or write through DmaQueue");
        }
    }

    // ---- host access ---------------------------------------------------------------------------

    private DecodedAddress decodeMemory(long addr, long len) throws DeviceException {
        DecodedAddress t = new DecodedAddress();
        if (!map.decode(addr, len, t)) {
            throw new DeviceException(DeviceException.NRT_INVALID, t.error());
        }
        if (!t.region().isMemory()) {
            throw new DeviceException(DeviceException.NRT_INVALID, String.format(
                    "0x%x is %s, not memory: use the semaphore / event calls", addr, t.region()));
        }
        return t;
    }

    /** Reads {@code len} bytes at device address {@code addr} (never changes state). */
    public byte[] read(long addr, int len) throws DeviceException {
        DecodedAddress t = decodeMemory(addr, len);
        byte[] b = new byte[len];
        t.memory().read(t.offset(), b, 0, len);
        return b;
    }

    /**
     * {@code dmem_buf_copyin}: writes {@code len} bytes of {@code data} at device address {@code addr}
     * (any memory window); one record with the new bytes and, unless they were all zero, the old ones.
     */
    public void write(long addr, byte[] data, int off, int len) throws DeviceException {
        Objects.checkFromIndexSize(off, len, data.length);
        DecodedAddress t = decodeMemory(addr, len);
        int mid = map.memoryId(t.memory());
        if (recording()) {
            ByteArena w = begin(DeviceRecords.WRITE);
            w.putVar(len);
            w.putBytes(data, off, len);
            PacketEffects.putOld(w, t.memory(), t.offset(), len);
            t.memory().write(t.offset(), data, off, len);
            journal.commit(mid, t.offset(), len);
            return;
        }
        t.memory().write(t.offset(), data, off, len);
    }

    /** Writes all of {@code data} at {@code addr}. */
    public void write(long addr, byte[] data) throws DeviceException {
        write(addr, data, 0, data.length);
    }

    /** Fills {@code len} bytes at {@code addr} with {@code value} (zero-filling a fresh buffer stores nothing). */
    public void fill(long addr, long len, byte value) throws DeviceException {
        DecodedAddress t = decodeMemory(addr, len);
        if (recording()) {
            ByteArena w = begin(DeviceRecords.FILL);
            w.putVar(len);
            w.putByte(value);
            PacketEffects.putOld(w, t.memory(), t.offset(), len);
            t.memory().fill(t.offset(), len, value);
            journal.commit(map.memoryId(t.memory()), t.offset(), len);
            return;
        }
        t.memory().fill(t.offset(), len, value);
    }

    // ---- allocation ----------------------------------------------------------------------------

    /** {@code dmem_alloc} in HBM: a named allocation of {@code size} bytes aligned to {@code alignment}. */
    public Allocation alloc(String name, MemCategory category, long size, long alignment) throws DeviceException {
        return alloc(Region.HBM, name, category, size, alignment);
    }

    /** {@code dmem_alloc} in HBM or host DRAM. */
    public Allocation alloc(Region region, String name, MemCategory category, long size, long alignment)
            throws DeviceException {
        return allocRecorded(region, name, category, size, alignment, null, 0);
    }

    private Allocation allocRecorded(Region region, String name, MemCategory category, long size, long alignment,
            RingType ringType, int ringCount) throws DeviceException {
        Objects.requireNonNull(name, "name");
        DmemAllocator al = allocator(region);
        long at = al.place(size, alignment);
        if (!recording()) {
            return al.add(name, category, at, size, alignment);
        }
        ByteArena w = begin(DeviceRecords.ALLOC);
        Allocation a = al.add(name, category, at, size, alignment);
        DeviceDomain.putAllocation(w, a);
        w.putSigned(ringType == null ? -1 : ringType.ordinal());
        w.putVar(ringCount);
        journal.commit(region.ordinal(), at, 0);
        return a;
    }

    /** Frees an allocation. */
    public void free(Allocation a) throws DeviceException {
        DmemAllocator al = allocator(a.region());
        if (al.find(a.address()) == null || al.find(a.address()).id() != a.id()) {
            throw new DeviceException(DeviceException.NRT_INVALID, "not a live allocation: " + a);
        }
        if (recording()) {
            ByteArena w = begin(DeviceRecords.FREE);
            al.remove(a.address());
            DeviceDomain.putAllocation(w, a);
            journal.commit(a.region().ordinal(), a.address(), 0);
            return;
        }
        al.remove(a.address());
    }

    /**
     * A pring placed in HBM ({@code dma_ring_info_alloc} + {@code dmem_alloc}, docs/reference/udma-rings-and-doorbells.md): sized by
     * {@link Pring#pringTotalDescNum} for {@code ndesc} descriptors, a DMA_RING allocation aligned to 256
     * bytes whose bytes are the ring the DMA engine reads (decision 0501).
     */
    public Pring allocPring(String name, RingType type, int ndesc, boolean wraparound) throws DeviceException {
        int count = Pring.pringTotalDescNum(ndesc, wraparound);
        Allocation a = allocRecorded(Region.HBM, name, MemCategory.DMA_RING, 16L * count, Topology.RING_ALIGNMENT,
                type, count);
        return makePring(a, type, count);
    }

    Pring makePring(Allocation a, RingType type, int count) {
        Pring p = Pring.onMemory(type, new DeviceRingMemory(this, a.name(), a.address() - DeviceAddressMap.HBM_BASE,
                16L * count), 0, count);
        prings.add(p);
        return p;
    }

    // ---- semaphores and events ------------------------------------------------------------------

    /** {@code NEURON_IOCTL_SEMAPHORE_INCREMENT} (41) / {@code ndl_nc_semaphore_increment}: the kickoff doorbell. */
    public void semaphoreIncrement(int nc, int idx, int value) {
        syncOp(DeviceRecords.SEM_INC, nc, idx, value);
    }

    /** {@code NEURON_IOCTL_SEMAPHORE_DECREMENT} (42). */
    public void semaphoreDecrement(int nc, int idx, int value) {
        syncOp(DeviceRecords.SEM_DEC, nc, idx, value);
    }

    /** {@code NEURON_IOCTL_SEMAPHORE_WRITE} (44). */
    public void semaphoreWrite(int nc, int idx, int value) {
        syncOp(DeviceRecords.SEM_SET, nc, idx, value);
    }

    /** {@code NEURON_IOCTL_EVENT_SET} (45): bit 0 of {@code value}. */
    public void eventSet(int nc, int idx, int value) {
        syncOp(DeviceRecords.EVENT_SET, nc, idx, value);
    }

    private void syncOp(int op, int nc, int idx, int value) {
        int old = op == DeviceRecords.EVENT_SET ? sync.event(nc, idx) : sync.semaphore(nc, idx);
        if (recording()) {
            ByteArena w = begin(DeviceRecords.SYNC);
            applySync(op, nc, idx, value);
            w.putVar(op);
            w.putSigned(old);
            journal.commit(nc * 256 + idx, value, 0);
            return;
        }
        applySync(op, nc, idx, value);
    }

    void applySync(int op, int nc, int idx, int value) {
        switch (op) {
            case DeviceRecords.SEM_INC -> sync.setSemaphore(nc, idx, sync.semaphore(nc, idx) + value);
            case DeviceRecords.SEM_DEC -> sync.setSemaphore(nc, idx, sync.semaphore(nc, idx) - value);
            case DeviceRecords.SEM_SET -> sync.setSemaphore(nc, idx, value);
            case DeviceRecords.EVENT_SET -> sync.setEvent(nc, idx, value);
            default -> throw new IllegalArgumentException("sync op " + op);
        }
    }

    @Override
    public String toString() {
        return String.format("device %s: %d NCs, %d DMA engines, HBM %d pages resident, clock %d", arch(),
                topology.ncPerDevice(), topology.dmaEnginesPerDevice(), hbm().residentPages(), clock);
    }
}

package org.ringscope.model.device;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

/**
 * Reading the device's journal records for timelines and lints, without touching any state: one record
 * decoded into primitive calls on a {@link Sink} (no object per record). A PACKET record yields the packet
 * (a DMA completion) and then, in execution order, the semaphore / event writes and the doorbells
 * ({@code drtp_inc} written by a descriptor, docs/reference/udma-rings-and-doorbells.md) it made, each with the queue that made it.
 *
 * <p>The runtime functions behind the records: {@code NEURON_IOCTL_DMA_QUEUE_INIT} (queue init),
 * {@code q_sw_ctrl} reset, the {@code sw_dma_queue} reserve and {@code set_descriptors} /
 * {@code dma_ring_copy_descriptors} (descriptors), {@code udma_m2m_copy_start} / {@code drtp_inc} (doorbells,
 * RX then TX), {@code ndl_nc_semaphore_increment} and the semaphore / event ioctls 41, 42, 44, 45 (sync),
 * the DMA engine's packets and {@code udma_cdesc_ack}.
 */
public final class DeviceEvents {
    /** Sync ops: the ioctls 41 (increment), 42 (decrement), 44 (write), 45 (event set). */
    public static final int SEM_INC = DeviceRecords.SEM_INC;
    public static final int SEM_DEC = DeviceRecords.SEM_DEC;
    public static final int SEM_SET = DeviceRecords.SEM_SET;
    public static final int EVENT_SET = DeviceRecords.EVENT_SET;
    /**
     * A semaphore written by a DMA descriptor (an increment, decrement or write through the semaphore
     * window, or an embedded increment): the record keeps only the old value.
     */
    public static final int SEM_DMA = 4;
    /** {@code byQueue} of a change the host made (an ioctl or a BAR write), not a descriptor. */
    public static final int HOST = -1;

    private DeviceEvents() {
    }

    /** Receives the decoded records; every method is optional. Rings are {@code queue × 2 + (0 TX | 1 RX)}. */
    public interface Sink {
        /**
         * {@code dmem_alloc} of {@code size} bytes at {@code address} named {@code name}; {@code pringType} is the
         * {@code RingType} ordinal of a pring ({@code Device.allocPring}, the k-th such record allocated
         * {@code Device.prings().get(k)}) with {@code pringCount} descriptors, -1 for other memory.
         */
        default void alloc(int record, Region region, long address, long size, String name, MemCategory category,
                int pringType, int pringCount) {
        }

        /** {@code dmem_free} of the allocation at {@code address}. */
        default void free(int record, Region region, long address) {
        }

        /** {@code NEURON_IOCTL_DMA_QUEUE_INIT}: rings bound, cursors reset. */
        default void queueInit(int record, int queue, long txBase, int txCount, long rxBase, int rxCount) {
        }

        /** {@code q_sw_ctrl} reset: cursors back to 0. */
        default void queueReset(int record, int queue) {
        }

        /** {@code sw_dma_queue} reserve of {@code n} slots on both rings. */
        default void reserve(int record, int queue, int n) {
        }

        /** {@code count} descriptors written into {@code ring} from slot {@code start}. */
        default void descriptors(int record, int ring, int start, int count) {
        }

        /**
         * A {@code drtp_inc} write of {@code num} on {@code ring}: by the host when {@code byQueue} is
         * {@link #HOST}, else by a descriptor of that queue's packet; {@code aborted} when it overran the ring.
         */
        default void doorbell(int record, int ring, int num, int byQueue, boolean aborted) {
        }

        /**
         * A semaphore or event change of NC {@code nc}: {@code op} one of {@link #SEM_INC}, {@link #SEM_DEC},
         * {@link #SEM_SET}, {@link #EVENT_SET}, {@link #SEM_DMA}; {@code value} the ioctl's operand (-1 for a
         * DMA write, whose operand is not recorded), {@code old} the value before.
         */
        default void sync(int record, int nc, int idx, int op, int value, int old, int byQueue) {
        }

        /**
         * A packet the DMA engine executed (or aborted) on {@code queue}: TX slots from {@code txSlot},
         * {@code flags} the {@code DmaEngine.F_*} bits and the op class in bits 0..3, {@code notifications}
         * the START / END entries it wrote.
         */
        default void packet(int record, int queue, int txSlot, int txCount, int rxCount, long bytesIn,
                long bytesOut, long flags, int notifications) {
        }

        /** {@code udma_cdesc_ack} of {@code count} descriptors on both rings. */
        default void ack(int record, int queue, int count) {
        }
    }

    /** Whether record {@code i} is one of {@code device}'s. */
    public static boolean isDevice(Device device, Journal j, int i) {
        return device.domain() != null && j.domain(i) == device.domain().id();
    }

    /** Decodes record {@code i} into {@code sink}; false (and no call) when it is not a device record. */
    public static boolean read(Device device, Journal j, int i, Sink sink) {
        if (!isDevice(device, j, i)) {
            return false;
        }
        int a = j.a(i);
        long b = j.b(i);
        switch (j.kind(i)) {
            case DeviceRecords.QINIT -> {
                QueueInitRecord q = QueueInitRecord.read(j, i);
                sink.queueInit(i, a, q.txBase(), q.txCount(), q.rxBase(), q.rxCount());
            }
            case DeviceRecords.ALLOC -> {
                ArenaReader r = j.payload(i);
                r.getVar();
                long size = r.getVar();
                r.getVar();
                MemCategory c = MemCategory.values()[r.getVarInt()];
                String name = r.getString();
                int type = (int) r.getSigned();
                sink.alloc(i, Region.values()[a], b, size, name, c, type, r.getVarInt());
            }
            case DeviceRecords.FREE -> sink.free(i, Region.values()[a], b);
            case DeviceRecords.QRESET -> sink.queueReset(i, a);
            case DeviceRecords.RESERVE -> sink.reserve(i, a, (int) b);
            case DeviceRecords.DESC -> {
                ArenaReader r = j.payload(i);
                r.getVar();
                r.getVar();
                sink.descriptors(i, a, (int) b, r.getVarInt());
            }
            case DeviceRecords.DOORBELL -> {
                ArenaReader r = j.payload(i);
                r.getVar();
                r.getVar();
                r.getVar();
                sink.doorbell(i, a, (int) b, HOST, r.getVar() != 0);
            }
            case DeviceRecords.ACK -> sink.ack(i, a, (int) b);
            case DeviceRecords.SYNC -> {
                ArenaReader r = j.payload(i);
                int op = r.getVarInt();
                sink.sync(i, a / 256, a % 256, op, (int) b, (int) r.getSigned(), HOST);
            }
            case DeviceRecords.PACKET -> packet(j, i, a, b, sink);
            default -> {
                // memory writes and fills
            }
        }
        return true;
    }

    private static void packet(Journal j, int i, int queue, long b, Sink sink) {
        ArenaReader r = j.payload(i);
        int n = r.getVarInt();
        int m = r.getVarInt();
        long in = r.getVar();
        long out = r.getVar();
        r.getVar();
        r.getVar();
        ArenaReader scan = j.payload(i);
        for (int f = 0; f < 6; f++) {
            scan.getVar();
        }
        skipEffects(scan);
        int notes = scan.getVarInt();
        sink.packet(i, queue, (int) b, n, m, in, out, b >>> 32, notes);
        PacketWrites pw = new PacketWrites().reset();
        while (true) {
            int tag = r.getByte();
            switch (PacketEffects.type(tag)) {
                case PacketEffects.END -> {
                    return;
                }
                case PacketEffects.MEMW -> PacketEffects.skipEffect(r, tag, pw);
                case PacketEffects.SEM, PacketEffects.EVT -> {
                    int nc = r.getVarInt();
                    int idx = r.getVarInt();
                    int old = (int) r.getSigned();
                    sink.sync(i, nc, idx, tag == PacketEffects.EVT ? EVENT_SET : SEM_DMA, -1, old, queue);
                }
                case PacketEffects.BELL -> {
                    int ring = r.getVarInt();
                    int num = r.getVarInt();
                    r.getVar();
                    r.getVar();
                    sink.doorbell(i, ring, num, queue, r.getVar() != 0);
                }
                default -> throw new IllegalStateException("packet effect tag " + tag + " in record " + i);
            }
        }
    }

    private static void skipEffects(ArenaReader r) {
        PacketWrites pw = new PacketWrites().reset();
        while (true) {
            int tag = r.getByte();
            if (tag == PacketEffects.END) {
                return;
            }
            PacketEffects.skipEffect(r, tag, pw);
        }
    }
}

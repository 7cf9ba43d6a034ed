package org.ringscope.model.device;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

/**
 * Reading the journal's PACKET records for views and lints (no state is touched): one packet as a
 * {@link PacketInfo} value, built on demand. The "barrier missing on the last chunk" lint reads
 * {@link PacketInfo#unorderedSync()}.
 */
public final class DevicePackets {
    private DevicePackets() {
    }

    /**
     * One executed (or aborted) packet.
     *
     * @param record      journal record index
     * @param queue       {@code eng × 16 + q}
     * @param txSlot      TX slot of its first descriptor
     * @param txCount     TX descriptors (a lead META included)
     * @param rxCount     RX descriptors
     * @param bytesIn     bytes read
     * @param bytesOut    bytes written
     * @param op          the decoded op
     * @param notExecuted why the data was not written, or NONE
     * @param flags       {@code DmaEngine.F_*} bits
     */
    public record PacketInfo(int record, int queue, int txSlot, int txCount, int rxCount, long bytesIn, long bytesOut,
            OpClass op, NotExecuted notExecuted, long flags) {
        public boolean aborted() {
            return (flags & DmaEngine.F_ABORTED) != 0;
        }

        /** A semaphore / event / doorbell write not ordered behind the queue's earlier data writes. */
        public boolean unorderedSync() {
            return (flags & DmaEngine.F_UNORDERED_SYNC) != 0;
        }

        public boolean has(long flag) {
            return (flags & flag) != 0;
        }
    }

    /** The enums' values once: {@link #info} runs for every packet of a journal. */
    private static final NotExecuted[] NOT_EXECUTED = NotExecuted.values();
    private static final OpClass[] OP_CLASSES = OpClass.values();

    /** Whether record {@code i} is a PACKET of {@code device}. */
    public static boolean isPacket(Device device, Journal j, int i) {
        return device.domain() != null && j.domain(i) == device.domain().id() && j.kind(i) == DeviceRecords.PACKET;
    }

    /** The packet of record {@code i}, or {@code null} when it is not one. */
    public static PacketInfo info(Device device, Journal j, int i) {
        if (!isPacket(device, j, i)) {
            return null;
        }
        ArenaReader r = j.payload(i);
        return info(j, i, r.getVarInt(), r.getVarInt(), r.getVar(), r.getVar(), r.getVarInt());
    }

    /** The packet of record {@code i} from the head of its payload, already read by the caller. */
    static PacketInfo info(Journal j, int i, int n, int m, long in, long out, int notExecuted) {
        long flags = j.b(i) >>> 32;
        return new PacketInfo(i, j.a(i), (int) j.b(i), n, m, in, out, OP_CLASSES[(int) (flags & 0xF)],
                NOT_EXECUTED[notExecuted], flags);
    }

    static String describe(Device dev, Journal j, int i) {
        PacketInfo p = info(dev, j, i);
        if (p.aborted()) {
            return String.format("packet queue %d.%d slot %d: ABORTED", p.queue() / 16, p.queue() % 16, p.txSlot());
        }
        return String.format("packet queue %d.%d slot %d: %s, %d TX / %d RX descriptors, %d → %d bytes%s%s",
                p.queue() / 16, p.queue() % 16, p.txSlot(), p.op(), p.txCount(), p.rxCount(), p.bytesIn(), p.bytesOut(),
                p.notExecuted() == NotExecuted.NONE ? "" : ", not executed: " + p.notExecuted().reason(),
                p.unorderedSync() ? ", UNORDERED SYNC" : "");
    }
}

package org.ringscope.model.device;

import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;

/**
 * Which memory bytes a device record wrote, read from the record alone (no state is moved): a host copy-in
 * ({@code WRITE}), a fill, a descriptor copy into a queue's ring ({@code DESC}) and the memory writes of a DMA
 * packet. Memories are named by their journal id ({@link DeviceAddressMap#memory(int)}: 0 HBM, 1 SB, 2 DMEM,
 * 3 host); {@link #address} turns (memory, offset) into a device address.
 */
public final class DeviceWrites {
    private DeviceWrites() {
    }

    /** What kind of device record wrote memory. */
    public enum Kind {
        /** {@code dmem_buf_copyin}: bytes the host wrote. */
        HOST_WRITE,
        /** A host fill of one value. */
        HOST_FILL,
        /** Descriptors the host (or the DGE) copied into a queue's ring. */
        RING_COPY,
        /** A DMA packet executed by a queue. */
        DMA
    }

    /** Receives one written range: memory id, offset in it, length. */
    @FunctionalInterface
    public interface Sink {
        void write(int memory, long offset, long len);
    }

    /** The kind of record {@code i} when it is a device record that can write memory, else {@code null}. */
    public static Kind kind(Device dev, Journal j, int i) {
        if (dev.domain() == null || j.domain(i) != dev.domain().id()) {
            return null;
        }
        return switch (j.kind(i)) {
            case DeviceRecords.WRITE -> Kind.HOST_WRITE;
            case DeviceRecords.FILL -> Kind.HOST_FILL;
            case DeviceRecords.DESC -> Kind.RING_COPY;
            case DeviceRecords.PACKET -> Kind.DMA;
            default -> null;
        };
    }

    /** Calls {@code sink} for every memory range record {@code i} wrote (none for a record that writes none). */
    public static void forEach(Device dev, Journal j, int i, Sink sink) {
        Kind k = kind(dev, j, i);
        if (k == null) {
            return;
        }
        switch (k) {
            case HOST_WRITE, HOST_FILL -> sink.write(j.a(i), j.b(i), j.payload(i).getVar());
            case RING_COPY -> {
                ArenaReader r = j.payload(i);
                int mem = r.getVarInt();
                long off = r.getVar();
                sink.write(mem, off, 16L * r.getVar());
            }
            case DMA -> PacketEffects.forEachWrite(j, i, (m, o, l) -> {
                sink.write(m, o, l);
                return false;
            });
        }
    }

    /** The device address of byte {@code offset} of memory {@code memory} (a journal id). */
    public static long address(Device dev, int memory, long offset) {
        Region r = switch (memory) {
            case 0 -> Region.HBM;
            case 1 -> Region.STATE_BUFFER;
            case 2 -> Region.DMEM;
            default -> Region.HOST;
        };
        return dev.addressMap().address(r, offset);
    }

    /**
     * The memory id and offset of device address {@code addr} ({@code out[0]}, {@code out[1]}); false (and
     * {@code out} untouched) when {@code [addr, addr + len)} is not inside one memory.
     */
    public static boolean locate(Device dev, long addr, long len, long[] out) {
        DecodedAddress t = new DecodedAddress();
        if (!dev.addressMap().decode(addr, Math.max(1, len), t) || !t.region().isMemory()) {
            return false;
        }
        out[0] = dev.addressMap().memoryId(t.memory());
        out[1] = t.offset();
        return true;
    }
}

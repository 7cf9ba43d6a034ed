package org.ringscope.model.device;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.ringscope.model.trace.ArenaReader;
import org.ringscope.model.trace.Journal;
import org.ringscope.model.vring.VringDomain;

/**
 * The bytes of a device memory range at an earlier step, read back without moving the state (decision 1280): the
 * memory at the cursor with the writes of the records since undone, last first, from the old bytes each record
 * saved (host copy-ins and fills, descriptor copies into a ring, a DMA packet's memory writes). A vring dump into a
 * pring saves none, so a range it wrote meanwhile is not exact. Nothing is seeked, so a view can ask at any cursor.
 */
public final class MemoryRewind {
    private MemoryRewind() {
    }

    /**
     * The bytes of {@code [addr, addr + len)} at step {@code step} (at most the journal's position): the memory at
     * the cursor with every write of records {@code [step, position)} undone, last first. {@code exact} is false when
     * a vring dump wrote into the range meanwhile (a dump saves no old bytes; those bytes are shown as at the cursor).
     */
    public static Bytes bytesAt(Device dev, Journal j, long addr, int len, int step) {
        DecodedAddress t = new DecodedAddress();
        if (!dev.addressMap().decode(addr, Math.max(len, 1), t) || !t.region().isMemory()) {
            throw new IllegalArgumentException(String.format("0x%x (+%d) is not device memory: %s", addr, len, t.error()));
        }
        if (step < 0 || step > j.position()) {
            throw new IllegalArgumentException("step " + step + " is not in [0, " + j.position() + "]");
        }
        int mem = dev.addressMap().memoryId(t.memory());
        long off = t.offset();
        byte[] buf = new byte[len];
        t.memory().read(off, buf, 0, len);
        int id = dev.domain() == null ? -1 : dev.domain().id();
        VringDomain vd = VringDomain.of(j);
        boolean exact = true;
        for (int i = j.position() - 1; i >= step; i--) {
            if (j.domain(i) != id) {
                long[] dump = vd == null || mem != 0 ? null : dumpRange(vd, j, i);
                exact &= dump == null || !overlaps(dump[0], dump[1], off, len);
                continue;
            }
            ArenaReader r = j.payload(i);
            switch (j.kind(i)) {
                case DeviceRecords.WRITE -> {
                    int n = r.getVarInt();
                    if (j.a(i) == mem && overlaps(j.b(i), n, off, len)) {
                        r.skip(n);
                        restore(r, j.b(i), n, buf, off);
                    }
                }
                case DeviceRecords.FILL -> {
                    long n = r.getVar();
                    if (j.a(i) == mem && overlaps(j.b(i), n, off, len)) {
                        r.getByte();
                        restore(r, j.b(i), n, buf, off);
                    }
                }
                case DeviceRecords.DESC -> undoDescriptors(r, mem, buf, off);
                case DeviceRecords.PACKET -> undoPacket(j, i, mem, buf, off);
                default -> {
                }
            }
        }
        return new Bytes(buf, exact);
    }

    /** A range's bytes at a step; {@code exact} false when a vring dump's bytes could not be undone. */
    public record Bytes(byte[] data, boolean exact) {
    }

    private static boolean overlaps(long a, long alen, long b, long blen) {
        return a < b + blen && b < a + alen;
    }

    /** Puts what {@link PacketEffects#putOld} saved for {@code [recOff, +recLen)} into the overlapping part of buf. */
    private static void restore(ArenaReader r, long recOff, long recLen, byte[] buf, long bufOff) {
        restore(r, r.getVar() != 0, recOff, recLen, buf, bufOff);
    }

    /** The same for old bytes that follow when {@code saved} (a packet's write says so in its tag). */
    private static void restore(ArenaReader r, boolean saved, long recOff, long recLen, byte[] buf, long bufOff) {
        long lo = Math.max(recOff, bufOff);
        long hi = Math.min(recOff + recLen, bufOff + buf.length);
        if (!saved) {
            Arrays.fill(buf, (int) (lo - bufOff), (int) (hi - bufOff), (byte) 0);
            return;
        }
        r.skip(lo - recOff);
        r.getBytes(buf, (int) (lo - bufOff), (int) (hi - lo));
    }

    private static void undoDescriptors(ArenaReader r, int mem, byte[] buf, long bufOff) {
        int m = r.getVarInt();
        long o = r.getVar();
        int n = r.getVarInt();
        if (m != mem || !overlaps(o, 16L * n, bufOff, buf.length)) {
            return;
        }
        r.getWords(n);
        byte[] old = new byte[16 * n];
        if (r.getVar() != 0) {
            long[] w = r.getWords(n);
            ByteBuffer.wrap(old).order(ByteOrder.LITTLE_ENDIAN).asLongBuffer().put(w, 0, 2 * n);
        }
        long lo = Math.max(o, bufOff);
        long hi = Math.min(o + 16L * n, bufOff + buf.length);
        System.arraycopy(old, (int) (lo - o), buf, (int) (lo - bufOff), (int) (hi - lo));
    }

    /** Undoes a packet's memory writes that overlap buf, last first (a packet may write a byte twice). */
    private static void undoPacket(Journal j, int i, int mem, byte[] buf, long bufOff) {
        // per hit: where its old bytes start (with its tag), its offset and length
        long[] hits = new long[3 * 8];
        int count = 0;
        ArenaReader scan = j.payload(i);
        long total = scan.remaining();
        for (int f = 0; f < 6; f++) {
            scan.getVar();
        }
        PacketWrites pw = new PacketWrites().reset();
        while (true) {
            int tag = scan.getByte();
            if (tag == PacketEffects.END) {
                break;
            }
            if (PacketEffects.type(tag) == PacketEffects.MEMW) {
                pw.get(scan, tag);
                if (pw.memory() == mem && overlaps(pw.offset(), pw.length(), bufOff, buf.length)) {
                    if (3 * count == hits.length) {
                        hits = Arrays.copyOf(hits, 6 * count);
                    }
                    hits[3 * count] = (total - scan.remaining()) << 8 | tag;
                    hits[3 * count + 1] = pw.offset();
                    hits[3 * count + 2] = pw.length();
                    count++;
                }
                PacketEffects.skipOld(scan, tag, pw.length());
            } else {
                PacketEffects.skipEffect(scan, tag, pw);
            }
        }
        for (int k = count - 1; k >= 0; k--) {
            ArenaReader e = j.payload(i);
            e.skip(hits[3 * k] >>> 8);
            restore(e, PacketWrites.old((int) (hits[3 * k] & 0xFF)), hits[3 * k + 1], hits[3 * k + 2], buf, bufOff);
        }
    }

    /** The HBM offset and length a vring dump of record {@code i} wrote into a device pring, or null. */
    private static long[] dumpRange(VringDomain vd, Journal j, int i) {
        VringDomain.Dump d = vd.dumpOf(i);
        if (d == null || d.pring().memory() == null || d.pring().memory().deviceAddress() < 0) {
            return null;
        }
        long base = d.pring().memory().deviceAddress() + d.pring().ringOffsetBytes() - DeviceAddressMap.HBM_BASE;
        return new long[] {base, 16L * d.paddedSize()};
    }
}

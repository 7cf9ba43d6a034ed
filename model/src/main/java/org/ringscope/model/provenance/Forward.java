package org.ringscope.model.provenance;

import java.util.ArrayList;
import java.util.List;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceWrites;
import org.ringscope.model.device.PacketFlow;
import org.ringscope.model.trace.Journal;

/**
 * Forward provenance: from some bytes at a step, every byte range the run computed from them afterwards. The walk
 * goes through the records once, keeping the set of bytes that derive from the start; a DMA copy makes its
 * destination bytes derived exactly where their sources are (byte to byte), a packet whose op mixes its sources (a
 * CCE op, a transpose) makes all its destinations derived when any source byte is; any other write of a derived
 * byte (a host write, a copy of other bytes) makes it underived again.
 */
final class Forward {
    private final Device dev;
    private final Journal j;
    /** Derived device address ranges. */
    private final Intervals derived = new Intervals();

    Forward(Device dev, Journal j) {
        this.dev = dev;
        this.j = j;
    }

    /** Walks records {@code [from, to)} from the derived range {@code [address, address + length)}; moves the cursor. */
    List<Produced> walk(long address, long length, int from, int to, int limit) {
        derived.add(address, length);
        List<Produced> out = new ArrayList<>();
        for (int i = from; i < to && out.size() < limit && !derived.isEmpty(); i++) {
            DeviceWrites.Kind k = DeviceWrites.kind(dev, j, i);
            if (k == null) {
                continue;
            }
            if (k != DeviceWrites.Kind.DMA) {
                DeviceWrites.forEach(dev, j, i, (m, o, l) -> remove(DeviceWrites.address(dev, m, o), l));
                continue;
            }
            j.seek(i);
            PacketFlow f = PacketFlow.at(dev, j, i);
            if (f != null) {
                packet(f, out);
            }
        }
        return out;
    }

    private void packet(PacketFlow f, List<Produced> out) {
        boolean mixes = f.op().isCce() || f.perm() >= 0;
        boolean any = false;
        if (mixes) {
            for (int t = f.first(); t < f.txCount() && !any; t++) {
                any = overlaps(f.txAddress(t), f.txLength(t));
            }
        }
        List<long[]> add = new ArrayList<>();
        long spos = 0;
        for (int k = 0; k < f.rxCount(); k++) {
            long chunk = Math.min(f.rxLength(k), f.outBytes() - spos);
            long dst = f.rxAddress(k);
            if (mixes) {
                if (any) {
                    add.add(new long[] {dst, chunk, -1});
                }
            } else {
                copyPieces(f, spos, dst, chunk, add);
            }
            spos += chunk;
        }
        spos = 0;
        for (int k = 0; k < f.rxCount(); k++) {
            long chunk = Math.min(f.rxLength(k), f.outBytes() - spos);
            remove(f.rxAddress(k), chunk);
            spos += chunk;
        }
        for (long[] a : add) {
            put(a[0], a[1]);
            out.add(new Produced(f.record() + 1, f.record(), a[0], a[1], a[2]));
        }
    }

    /** The derived pieces of a copy's destination chunk {@code [dst, dst + chunk)} at stream position {@code spos}. */
    private void copyPieces(PacketFlow f, long spos, long dst, long chunk, List<long[]> add) {
        long unit = f.unitBytes();
        long done = 0;
        while (done < chunk) {
            long u = (spos + done) % unit;
            long seg = Math.min(chunk - done, unit - u);
            long ts = 0;
            for (int t = f.first(); t < f.txCount(); t++) {
                long tl = f.txLength(t);
                long lo = Math.max(u, ts);
                long hi = Math.min(u + seg, ts + tl);
                if (lo < hi) {
                    long src = f.txAddress(t) + lo - ts;
                    long d = dst + done + lo - u;
                    for (long[] piece : intersect(src, hi - lo)) {
                        add.add(new long[] {d + piece[0] - src, piece[1], piece[0]});
                    }
                }
                ts += tl;
            }
            done += seg;
        }
    }

    private boolean overlaps(long a, long len) {
        return !derived.overlapping(a, len).isEmpty();
    }

    /** The derived parts of {@code [a, a + len)}: {start, length} pairs, ascending. */
    private List<long[]> intersect(long a, long len) {
        List<long[]> out = new ArrayList<>();
        for (long[] r : derived.overlapping(a, len)) {
            out.add(new long[] {r[0], r[1] - r[0]});
        }
        return out;
    }

    private void remove(long a, long len) {
        derived.remove(a, len);
    }

    private void put(long a, long len) {
        derived.add(a, len);
    }
}

package org.ringscope.model.memory;

import org.ringscope.model.device.DecodedAddress;
import org.ringscope.model.device.Device;
import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.MemoryRewind;
import org.ringscope.model.device.SparseMemory;
import org.ringscope.model.trace.Journal;

/**
 * The bytes of an area at the cursor (the device's state is the journal's position) or at an earlier step
 * ({@link DeviceWrites#bytesAt}). Semaphores and events are read through the sync block, 4 bytes an index,
 * little-endian, at the cursor only.
 */
public final class MemoryReader {
    private MemoryReader() {
    }

    /** {@code len} bytes of {@code a} from device address {@code addr} at the cursor (clipped to the area). */
    public static byte[] read(Device dev, MemoryArea a, long addr, int len) {
        long from = Math.max(addr, a.address());
        int n = (int) Math.max(0, Math.min(a.end(), addr + len) - from);
        byte[] out = new byte[n];
        if (n == 0) {
            return out;
        }
        if (a.kind().registers()) {
            for (int k = 0; k < n; k++) {
                long off = from + k - a.address();
                int idx = (int) (off >>> 2);
                int v = idx >= DeviceAddressMap.SYNC_INDICES ? 0 : a.kind() == AreaKind.EVENTS
                        ? dev.sync().event(a.nc(), idx) : dev.sync().semaphore(a.nc(), idx);
                out[k] = (byte) (v >>> (8 * (off & 3)));
            }
            return out;
        }
        DecodedAddress t = new DecodedAddress();
        if (!dev.addressMap().decode(from, n, t) || t.memory() == null) {
            throw new IllegalArgumentException(t.error());
        }
        SparseMemory m = t.memory();
        m.read(t.offset(), out, 0, n);
        return out;
    }

    /**
     * {@code len} bytes of {@code a} from {@code addr} at step {@code step} (≤ the cursor); registers have no history
     * here and read as at the cursor.
     */
    public static MemoryRewind.Bytes readAt(Device dev, Journal j, MemoryArea a, long addr, int len, int step) {
        if (a.kind().registers() || step == j.position()) {
            return new MemoryRewind.Bytes(read(dev, a, addr, len), !a.kind().registers() || step == j.position());
        }
        long from = Math.max(addr, a.address());
        int n = (int) Math.max(0, Math.min(a.end(), addr + len) - from);
        return n == 0 ? new MemoryRewind.Bytes(new byte[0], true) : MemoryRewind.bytesAt(dev, j, from, n, step);
    }
}

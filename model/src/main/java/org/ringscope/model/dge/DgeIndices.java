package org.ringscope.model.dge;

import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.DeviceException;

/**
 * An index tensor of DmaIndirect and DmaGatherTranspose in the core's SBUF (docs/reference/dge.md): UINT32
 * little-endian indices over the 128 active channels, one lane per partition — index {@code k} lies in partition
 * {@code k % 128} of the tensor, at {@code 4·(k / 128)} bytes from its start (NKI's (P, n) index tensor, read
 * column by column: {@code indices.T.flatten()}). The tensor starts in partition 0 (RingScope's layout, decision
 * 1120).
 */
final class DgeIndices {
    private static final long PARTITION = 1L << DeviceAddressMap.SB_PARTITION_SHIFT;

    private DgeIndices() {
    }

    /** Why {@code n} indices cannot be read from {@code base} on {@code channels} lanes, or {@code null}. */
    static String check(long base, int n, int channels, DgeContext c) {
        if (channels != DgeWords.INDEX_CHANNELS) {
            return "idx_num_active_channels is " + channels + ", not " + DgeWords.INDEX_CHANNELS
                    + " (a structurally invalid word, docs/reference/dge.md)";
        }
        if (n > DgeWords.MAX_INDICES) {
            return n + " indices are more than " + DgeWords.MAX_INDICES + " (docs/reference/dge.md)";
        }
        long off = base - c.dev().addressMap().sbAddress(c.nc(), 0, 0);
        if (off < 0 || off >= PARTITION) {
            return String.format("the index tensor at 0x%x does not start in SBUF partition 0 (docs/reference/dge.md)", base);
        }
        long columns = (n + DgeWords.INDEX_CHANNELS - 1) / DgeWords.INDEX_CHANNELS;
        if (off + 4 * columns > PARTITION || (off & 3) != 0) {
            return String.format("the index tensor at 0x%x (%d columns) is not 4-byte aligned inside its partitions",
                    base, columns);
        }
        return null;
    }

    /** The {@code n} indices of the tensor at {@code base}, as unsigned values. */
    static long[] read(long base, int n, DgeContext c) throws DeviceException {
        long[] idx = new long[n];
        for (int k = 0; k < n; k++) {
            long at = base + (k % DgeWords.INDEX_CHANNELS) * PARTITION + 4L * (k / DgeWords.INDEX_CHANNELS);
            idx[k] = DgeWords.u32(c.dev().read(at, 4), 0);
        }
        return idx;
    }
}

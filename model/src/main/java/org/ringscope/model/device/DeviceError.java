package org.ringscope.model.device;

/**
 * A hardware error the device raised: a DMA abort ({@code NRT_EXEC_HW_ERR_DMA_ABORT} 1203, docs/reference/load-path.md,
 * docs/reference/udma-rings-and-doorbells.md error ring) when a descriptor names an address outside the map, a packet breaks a limit,
 * or a doorbell overruns its ring. The queue stops (aborted) until it is reset; nothing of the failing
 * packet was written.
 *
 * @param status    1203
 * @param queue     {@code eng × 16 + q}
 * @param txSlot    the TX slot of the packet's first descriptor (or -1)
 * @param address   the offending address (or -1)
 * @param reason    what went wrong
 * @param clock     the device clock when it happened
 */
public record DeviceError(int status, int queue, int txSlot, long address, String reason, long clock) {
    /** {@code NRT_EXEC_HW_ERR_DMA_ABORT}. */
    public static final int NRT_EXEC_HW_ERR_DMA_ABORT = 1203;

    @Override
    public String toString() {
        return String.format("DMA abort (%d) on queue %d.%d slot %d at 0x%x: %s", status, queue / 16, queue % 16, txSlot,
                address, reason);
    }
}

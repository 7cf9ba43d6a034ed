package org.ringscope.model.dge;

import org.ringscope.model.device.DeviceException;

/**
 * What one DGE instruction did on the device.
 *
 * @param executed    its bytes moved (those in bounds; not executed when a bound check masked every element)
 * @param bytes       source bytes it moved — a masked element's are not among them — or would have moved, when not
 *                    executed
 * @param descriptors TX descriptors it generated over the 16 engines (data, then the semaphore writes)
 * @param reason      why it was not executed, or {@code null}
 * @param oob         the out-of-bounds error it raised ({@code oob_mode.error}), or {@code null}
 * @param skipped     elements not moved because they were out of bounds ({@code oob_mode.skip})
 * @param doorbells   the {@code drtp_inc} writes it made (the DGE rings the engines' queues)
 */
public record DgeOutcome(boolean executed, long bytes, int descriptors, String reason, String oob, long skipped,
        int doorbells) {
    static DgeOutcome notEmulated(long bytes, DgePackets out, String reason) throws
            DeviceException {
        int d = out.flush();
        return new DgeOutcome(false, bytes, d, reason, null, 0, out.doorbells);
    }
}

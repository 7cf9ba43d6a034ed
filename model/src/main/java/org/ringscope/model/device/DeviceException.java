package org.ringscope.model.device;

/**
 * A device call refused the way the driver or runtime refuses it: an {@code NRT_STATUS} or a negative
 * errno, and a message.
 */
public class DeviceException extends Exception {
    private static final long serialVersionUID = 1L;
    /** NRT_INVALID. */
    public static final int NRT_INVALID = 2;
    /** NRT_RESOURCE: out of device memory. */
    public static final int NRT_RESOURCE = 4;
    /** NRT_QUEUE_FULL. */
    public static final int NRT_QUEUE_FULL = 7;
    /** -EINVAL, the kernel's answer to a bad doorbell count. */
    public static final int EINVAL = -22;
    /** -ENOMEM, the kernel's answer when a ring has no free slot. */
    public static final int ENOMEM = -12;

    private final int status;

    public DeviceException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}

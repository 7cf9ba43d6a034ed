package org.ringscope.model.device;

/**
 * The kinds of the device's journal records and their columns. Payload layouts (varints unless noted):
 *
 * <pre>
 * WRITE    a=memory id  b=offset   len, new bytes (raw), old-flag, [old bytes]      host copy-in (dmem_buf_copyin)
 * FILL     a=memory id  b=offset   len, value, old-flag, [old bytes]
 * ALLOC    a=region     b=address  id, size, alignment, category, name, pring-type (-1 none), pring count
 * FREE     a=region     b=address  id, size, alignment, category, name
 * QINIT    a=queue      b=0        per direction: existed, [old row], base, count
 * QRESET   a=queue      b=0        per direction: old row
 * RESERVE  a=queue      b=n        (none: the inverse is arithmetic)
 * DESC     a=ring       b=start    memory id, offset, n, new words (column deltas), old-flag, [old words]
 * DOORBELL a=ring       b=num      transport, old seq, old flags, error (0/1)
 * ACK      a=queue      b=count
 * SYNC     a=nc×256+idx b=value    op (inc/dec/set/event), old value
 * PACKET   a=queue      b=flags&lt;&lt;32 | tx slot   see {@link PacketEffects}
 * </pre>
 *
 * old-flag 0 means the overwritten bytes were all zero and are not stored (decision 0504).
 */
final class DeviceRecords {
    static final int WRITE = 0;
    static final int FILL = 1;
    static final int ALLOC = 2;
    static final int FREE = 3;
    static final int QINIT = 4;
    static final int QRESET = 5;
    static final int RESERVE = 6;
    static final int DESC = 7;
    static final int DOORBELL = 8;
    static final int ACK = 9;
    static final int SYNC = 10;
    static final int PACKET = 11;

    static final String[] NAMES = {"write", "fill", "alloc", "free", "queue init", "queue reset", "reserve",
        "descriptors", "doorbell", "ack", "sync", "packet"};

    /** SYNC ops: the ioctls 41 (increment), 42 (decrement), 44 (write), 45 (event set). */
    static final int SEM_INC = 0;
    static final int SEM_DEC = 1;
    static final int SEM_SET = 2;
    static final int EVENT_SET = 3;

    /** Doorbell transports (decision 0505). */
    static final int VIA_IOCTL = 0;
    static final int VIA_BAR = 1;

    private DeviceRecords() {
    }
}

package org.ringscope.model.device;

/**
 * One 16-byte {@code notification_entry_t} the device wrote on a queue's completion (docs/reference/udma-rings-and-doorbells.md:
 * bytes 0..1 isa_line_lo, byte 2 debug_hint &lt;&lt; 4, byte 3 NQ-id tag, u16 @4 custom_sub_id, u16 @6 subtype
 * 2 = START / 3 = END, u64 @8 device timestamp). The emulated fields (decision 0502): bytes 0..1 carry the
 * queue ({@code eng × 16 + q}), debug hint and tag are 0, and the timestamp is the device clock — the
 * number of DMA packets the device has executed, a step counter, not picoseconds.
 *
 * @param word0     bytes 0..7 as a little-endian long
 * @param timestamp bytes 8..15
 */
public record Notification(long word0, long timestamp) {
    /** {@code subtype} START. */
    public static final int START = 2;
    /** {@code subtype} END. */
    public static final int END = 3;

    static Notification of(int queue, int subtype, long clock) {
        return new Notification((queue & 0xFFFFL) | ((long) subtype << 48), clock);
    }

    /** {@code isa_line_lo}: here the queue {@code eng × 16 + q}. */
    public int queue() {
        return (int) (word0 & 0xFFFF);
    }

    /** NQ-id tag, {@code data[3] & 0x1F}. */
    public int tag() {
        return (int) (word0 >>> 24) & 0x1F;
    }

    /** {@code custom_sub_id}. */
    public int customSubId() {
        return (int) (word0 >>> 32) & 0xFFFF;
    }

    /** {@code subtype}: {@link #START} or {@link #END}. */
    public int subtype() {
        return (int) (word0 >>> 48) & 0xFFFF;
    }

    /** The 16 bytes as in the notification queue. */
    public byte[] bytes() {
        byte[] b = new byte[16];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (word0 >>> (8 * i));
            b[8 + i] = (byte) (timestamp >>> (8 * i));
        }
        return b;
    }

    @Override
    public String toString() {
        return String.format("%s queue %d @%d", subtype() == START ? "START" : subtype() == END ? "END" : "subtype " + subtype(),
                queue(), timestamp);
    }
}

package org.ringscope.model.dge;

import org.ringscope.model.device.DeviceAddressMap;
import org.ringscope.model.device.Region;

/**
 * The device resolving a lowered word's {@code ADDR8} and {@code ADDR4} arms each time it runs it (docs/reference/dge.md;
 * RingScope's arm layouts, decisions 1102 and 1123):
 *
 * <pre>
 * ADDR8 0x00 IMM                  the address in bytes 0..6
 *       0x20 ADDR_TBL             DGE table entry (bytes 4..6) + u32 offset (bytes 0..3)
 *       0x28 ADDR_TBL|OFFSET_REG  table entry + the u32 register named by byte 0
 *       0x2C … |OFFSET_WIDE       table entry + the register pair r, r+1 (low, high)
 *       0x80 ADDR_REG             the register named by byte 0: a TPB on-chip address (the core's SBUF,
 *                                 partition form, 29 bits)
 *       0x84 ADDR_REG|WIDE        the register pair r, r+1: a device address
 *       bit 6 (SHAPE_REG)         the shape comes from a $S register: no emulated instruction writes them
 * ADDR4 0x00 IMM                  bits 0..25: a partition-form SBUF address of the core
 *       0x80 ADDR_REG             byte 0 names the register holding that SBUF address
 * </pre>
 *
 * A register no emulated instruction wrote, or wrote from a value RingScope cannot know, makes the word not
 * emulated with the register's origin — the instruction that produced it.
 */
final class DgeAddress {
    /** ADDR4 markers live in the top 6 bits. */
    private static final int ADDR4_MARKER_SHIFT = 26;

    /** A resolved leg start ({@code base}: the table entry a bound counts from), or why it cannot be. */
    record Resolved(long base, long start, String why) {
        static Resolved no(String why) {
            return new Resolved(0, 0, why);
        }
    }

    private DgeAddress() {
    }

    static Resolved addr8(long a, RegisterFile regs, DgeContext c) {
        int m = Addr8.marker(a);
        if ((m & Addr8.SHAPE_REG) != 0) {
            return Resolved.no("address " + Addr8.describe(a) + ": its shape comes from a $S shape register, and no "
                    + "instruction RingScope emulates writes those (decision 1123)");
        }
        switch (m) {
            case Addr8.IMM -> {
                long v = Addr8.imm(a);
                return new Resolved(v, v, null);
            }
            case Addr8.ADDR_TBL, Addr8.ADDR_TBL | Addr8.OFFSET_REG, Addr8.ADDR_TBL | Addr8.OFFSET_REG | Addr8.OFFSET_WIDE -> {
                int idx = Addr8.index(a);
                if (idx >= c.tableLength()) {
                    return Resolved.no("DGE table index " + idx + " past the table's " + c.tableLength() + " entries");
                }
                long base = c.dev().memory(Region.HBM).getLong(c.tableBase() - DeviceAddressMap.HBM_BASE + 8L * idx);
                if (base == 0) {
                    return Resolved.no("DGE table entry " + idx + " holds no address (its tensor is not bound)");
                }
                if ((m & Addr8.OFFSET_REG) == 0) {
                    return new Resolved(base, base + Addr8.offset(a), null);
                }
                int r = Addr8.register(a);
                boolean wide = (m & Addr8.OFFSET_WIDE) != 0;
                String why = why(regs, r, wide);
                if (why != null) {
                    return Resolved.no("the offset register of table[" + idx + "] + r" + r + ": " + why);
                }
                return new Resolved(base, base + value(regs, r, wide), null);
            }
            case Addr8.ADDR_REG, Addr8.ADDR_REG | Addr8.OFFSET_WIDE -> {
                int r = Addr8.register(a);
                boolean wide = m != Addr8.ADDR_REG;
                String why = why(regs, r, wide);
                if (why != null) {
                    return Resolved.no("the address register r" + r + ": " + why);
                }
                long v = value(regs, r, wide);
                if (!wide && v >= DeviceAddressMap.SB_PER_NC) {
                    return Resolved.no(String.format("the address register r%d holds 0x%x, past the state buffer", r, v));
                }
                v = wide ? v : sb(c, v);
                return new Resolved(v, v, null);
            }
            default -> {
                return Resolved.no("address " + Addr8.describe(a) + ": marker not emulated (decision 1123)");
            }
        }
    }

    /** The device address of an index tensor's {@code ADDR4}, or why it cannot be known. */
    static Resolved addr4(long a4, RegisterFile regs, DgeContext c) {
        int m = (int) (a4 >>> ADDR4_MARKER_SHIFT) << 2;
        long sbOffset;
        if (m == Addr8.IMM) {
            sbOffset = a4 & ((1L << ADDR4_MARKER_SHIFT) - 1);
        } else if (m == Addr8.ADDR_REG) {
            int r = (int) a4 & 0xFF;
            String why = why(regs, r, false);
            if (why != null) {
                return Resolved.no("the index address register r" + r + ": " + why);
            }
            sbOffset = value(regs, r, false);
        } else {
            return Resolved.no(String.format("index address 0x%08x: ADDR4 marker 0x%02x not emulated (decision 1123)",
                    a4, m));
        }
        if (sbOffset >= DeviceAddressMap.SB_PER_NC) {
            return Resolved.no(String.format("index address 0x%x is past the state buffer", sbOffset));
        }
        long v = sb(c, sbOffset);
        return new Resolved(v, v, null);
    }

    private static long sb(DgeContext c, long partitionForm) {
        return c.dev().addressMap().sbAddress(c.nc(), 0, 0) + partitionForm;
    }

    private static String why(RegisterFile regs, int r, boolean wide) {
        String why = regs.whyUnknown(r);
        return why != null || !wide ? why : regs.whyUnknown(r + 1);
    }

    private static long value(RegisterFile regs, int r, boolean wide) {
        long lo = regs.value(r) & 0xFFFF_FFFFL;
        return wide ? lo | (regs.value(r + 1) & 0xFFFF_FFFFL) << 32 : lo;
    }
}

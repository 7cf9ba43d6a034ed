package org.ringscope.model.ucode;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * One relocation the relocator applied: which entry ({@code index}, {@code r_offset}, type, addend), where
 * it landed ({@code site}, the staged address {@code reloc_addr(r_offset)}, in the {@code side} image), and
 * the 32-bit word at the site before and after, in target byte order. {@code R_XTENSA_NONE} entries are
 * skipped by the loader and produce no patch.
 */
public sealed interface Patch permits Patch.Relative, Patch.Const16, Patch.Flix {

    int index();

    long offset();

    int type();

    long addend();

    Side side();

    long site();

    /** The word at {@code site} before the patch. */
    long before();

    /** The word at {@code site} after the patch. */
    long after();

    /** The bytes at {@code site} before the patch, in memory order. */
    byte[] beforeBytes();

    /** The bytes at {@code site} after the patch, in memory order. */
    byte[] afterBytes();

    default String typeName() {
        return RelocationType.name(type());
    }

    private static byte[] word(long w, ElfData order) {
        byte[] b = new byte[4];
        order.putWord(b, 0, w);
        return b;
    }

    /** {@code R_XTENSA_RELATIVE}: {@code *P = reloc_addr(*P + r_addend)}; the site may be unaligned. */
    record Relative(int index, long offset, int type, long addend, Side side, long site, long before, long after,
            ElfData order) implements Patch {
        @Override
        public byte[] beforeBytes() {
            return word(before, order);
        }

        @Override
        public byte[] afterBytes() {
            return word(after, order);
        }
    }

    /**
     * {@code R_XTENSA_SLOTn_OP} / {@code _ALT} on a narrow (24-bit, CONST16 RI16) instruction:
     * {@code value} is {@code reloc_addr(r_addend)} ({@code >> 16} for ALT) and its low 16 bits become the
     * instruction's {@code imm16}.
     */
    record Const16(int index, long offset, int type, long addend, Side side, long site, long before, long after,
            ElfData order, int slot, long value) implements Patch {
        @Override
        public byte[] beforeBytes() {
            return word(before, order);
        }

        @Override
        public byte[] afterBytes() {
            return word(after, order);
        }
    }

    /** A SLOT relocation on a wide FLIX bundle (8 or 16 bytes), through a configured {@link FlixCore}. */
    record Flix(int index, long offset, int type, long addend, Side side, long site, long before, long after,
            int slot, long value, byte[] bundleBefore, byte[] bundleAfter) implements Patch {
        public Flix {
            bundleBefore = bundleBefore.clone();
            bundleAfter = bundleAfter.clone();
        }

        @Override
        public byte[] bundleBefore() {
            return bundleBefore.clone();
        }

        @Override
        public byte[] bundleAfter() {
            return bundleAfter.clone();
        }

        @Override
        public byte[] beforeBytes() {
            return bundleBefore.clone();
        }

        @Override
        public byte[] afterBytes() {
            return bundleAfter.clone();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Flix f && index == f.index && offset == f.offset && type == f.type
                    && addend == f.addend && side == f.side && site == f.site && before == f.before
                    && after == f.after && slot == f.slot && value == f.value
                    && Arrays.equals(bundleBefore, f.bundleBefore) && Arrays.equals(bundleAfter, f.bundleAfter);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(site) * 31 + Arrays.hashCode(bundleAfter);
        }

        @Override
        public String toString() {
            HexFormat hex = HexFormat.of();
            return "Flix[index=" + index + ", site=0x" + Long.toHexString(site) + ", slot=" + slot + ", value=0x"
                    + Long.toHexString(value) + ", before=" + hex.formatHex(bundleBefore) + ", after="
                    + hex.formatHex(bundleAfter) + "]";
        }
    }
}

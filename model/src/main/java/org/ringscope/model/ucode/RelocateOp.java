package org.ringscope.model.ucode;

import static org.ringscope.model.ucode.XtlibStatus.XTLIB_INSTRUCTION_FORMAT;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_RELOCATION_ERR;

/**
 * {@code relocate_op(ptr, slot, value)} (NXP {@code pi_relocate_lib.c:178}; the prelinker's host version
 * {@code @0x9b6660}). The instruction's format decides:
 * <ul>
 * <li>narrow 24-bit (CONST16 {@code RI16}), which has one slot, slot 0 — a {@code SLOTn_OP/ALT} relocation with
 * n &gt; 0 names a slot the format does not have, and the canonical loader's
 * {@code xtimm_fmt_small_immediate_field_set} refuses it: {@value #NARROW_SLOT}, status 8; little endian
 * {@code (insn & 0x8) == 0}, patched as
 * {@code (insn & 0xff0000f7) | ((value & 0xffff) << 8)}; big endian mirrors the fields
 * ({@code op0} in the high nibble of byte 0, {@code imm16} in bytes 1..2 high byte first), see decision
 * 0202;</li>
 * <li>wide FLIX (little endian only): 16 bytes when {@code (insn & 0x100000f) == 0xf} or
 * {@code (insn & 0xf) == 0xe}, 8 bytes when {@code (insn & 0x300000f) == 0x100000f}; needs a
 * {@link FlixCore} (status 12 without one; status 8 when the slot cannot be set);</li>
 * <li>anything else: "Unknown instruction format [0x%x]", status 12.</li>
 * </ul>
 */
final class RelocateOp {
    /** The loader's text when a narrow instruction has no such slot. */
    static final String NARROW_SLOT = "Failed to set immediate field in instruction slot %d";

    private RelocateOp() {
    }

    /** The bundle length of a wide LE format word, 0 when unknown. */
    static int wideLength(long insn) {
        if ((insn & 0x100000fL) == 0xfL || (insn & 0xfL) == 0xeL) {
            return 16;
        }
        if ((insn & 0x300000fL) == 0x100000fL) {
            return 8;
        }
        return 0;
    }

    /** Whether the word at the site starts a narrow (24-bit) instruction in this byte order. */
    static boolean isNarrow(long insn, ElfData order) {
        return order == ElfData.LSB ? (insn & 0x8L) == 0 : (insn & 0x80000000L) == 0;
    }

    /** The narrow CONST16 patch: {@code imm16 = value & 0xffff}. */
    static long setNarrowImmediate(long insn, long value, ElfData order) {
        long imm = value & 0xffff;
        return order == ElfData.LSB ? (insn & 0xff0000f7L) | (imm << 8) : (insn & 0x7f0000ffL) | (imm << 8);
    }

    /**
     * Patches the instruction at {@code site} of {@code img}; {@code limit} is one past the last device
     * address of the segment the site is in.
     */
    static Step<Patch> relocateOp(StagedImage img, long site, long limit, Rela r, Side side, int slot,
            long value, ElfData order, FlixCore flix) {
        byte[] buf = img.buffer();
        int off = img.offsetOf(site);
        long insn = order.word(buf, off);
        if (isNarrow(insn, order)) {
            if (slot != 0) {
                return Step.fail(XTLIB_RELOCATION_ERR, String.format(NARROW_SLOT, slot));
            }
            long after = setNarrowImmediate(insn, value, order);
            order.putWord(buf, off, after);
            return Step.ok(new Patch.Const16(r.index(), r.offset(), r.type(), r.addend(), side, site, insn, after,
                    order, slot, value));
        }
        int len = order == ElfData.LSB ? wideLength(insn) : 0;
        if (len == 0) {
            return Step.fail(XTLIB_INSTRUCTION_FORMAT, String.format("Unknown instruction format [0x%x]", insn));
        }
        if (flix == null) {
            return Step.fail(XTLIB_INSTRUCTION_FORMAT, String.format(
                    "Wide (FLIX, %d-byte) instruction format [0x%x] at 0x%x needs a core table; none is configured",
                    len, insn, site));
        }
        if (site + len > limit) {
            return Step.fail(XTLIB_RELOCATION_ERR, String.format("Invalid relocation address %d (0x%x): the "
                    + "%d-byte bundle runs past the segment end 0x%x", site, site, len, limit));
        }
        byte[] before = img.read(site, len);
        byte[] bundle = before.clone();
        if (!flix.setLargeImmediate(bundle, slot, value)) {
            return Step.fail(XTLIB_RELOCATION_ERR,
                    "Failed to set large immediate field in instruction slot " + slot + " (" + flix.name() + ")");
        }
        System.arraycopy(bundle, 0, buf, off, len);
        return Step.ok(new Patch.Flix(r.index(), r.offset(), r.type(), r.addend(), side, site, insn,
                order.word(buf, off), slot, value, before, bundle));
    }
}

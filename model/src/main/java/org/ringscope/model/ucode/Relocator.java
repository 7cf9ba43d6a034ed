package org.ringscope.model.ucode;

import static org.ringscope.model.ucode.RelocationType.R_XTENSA_NONE;
import static org.ringscope.model.ucode.RelocationType.R_XTENSA_RELATIVE;
import static org.ringscope.model.ucode.RelocationType.R_XTENSA_SLOT0_ALT;
import static org.ringscope.model.ucode.RelocationType.R_XTENSA_SLOT0_OP;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NO_ERR;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_RELOCATION_ERR;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_UNKNOWN_SYMBOL;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code prelink_relocate_lib} ({@code @0x9b6160}; NXP {@code xtlib_relocate_pi_lib},
 * {@code pi_relocate_lib.c:234}): the relocation loop, in table order, stopping at the first error with
 * the earlier patches left applied (the image is then half-relocated; {@code prelink} never stages it).
 * <ol>
 * <li>{@code ELF32_R_SYM(r_info) != STN_UNDEF} → {@code XTLIB_UNKNOWN_SYMBOL} (5): no symbol lookup.</li>
 * <li>{@code R_XTENSA_NONE}: skipped.</li>
 * <li>{@code R_XTENSA_RELATIVE}: {@code P = reloc_addr(r_offset); *P = reloc_addr(*P + r_addend)}, a
 * 32-bit word in target order; unaligned sites are legal.</li>
 * <li>{@code SLOTn_OP} / {@code SLOTn_ALT}: {@link RelocateOp} with {@code reloc_addr(r_addend)} (ALT:
 * {@code >> 16}); the in-place value is ignored.</li>
 * <li>any other type → {@code XTLIB_RELOCATION_ERR} (8) "Unknown relocation type %d".</li>
 * </ol>
 * Unlike the C (no check at all) and the wiki (logs "Invalid load/store" and goes on), a site whose 4 bytes
 * are not inside the staged segment its link address maps to is fatal: 8, "Invalid relocation address %u".
 * See docs/decisions/0202-ucode-relocation.md.
 */
final class Relocator {

    /** The patches applied and how the loop ended. */
    record Outcome(List<Patch> patches, XtlibStatus status, String message, int failedIndex) {
    }

    /** The staged address range a side's sites must fall in. */
    record Region(StagedImage image, long start, long end) {
    }

    private Relocator() {
    }

    static Outcome prelinkRelocateLib(List<Rela> table, Placement pl, Region code, Region data, ElfData order,
            FlixCore flix) {
        List<Patch> patches = new ArrayList<>(table.size());
        for (Rela r : table) {
            long info = r.info();
            if ((info >>> 8) != 0) {
                return new Outcome(patches, XTLIB_UNKNOWN_SYMBOL, String.format("Relocation %d (r_info 0x%x, %s) "
                        + "refers to symbol %d; the PI loader does no symbol lookup", r.index(), info, r.typeName(),
                        r.sym()), r.index());
            }
            int type = (int) (info & 0xff);
            if (type == R_XTENSA_NONE) {
                continue;
            }
            boolean op = RelocationType.isSlotOp(type);
            boolean alt = RelocationType.isSlotAlt(type);
            if (type != R_XTENSA_RELATIVE && !op && !alt) {
                return new Outcome(patches, XTLIB_RELOCATION_ERR, "Unknown relocation type " + type + " ("
                        + r.typeName() + ") in relocation " + r.index(), r.index());
            }
            Side side = pl.side(r.offset());
            Region region = side == Side.CODE ? code : data;
            long site = pl.relocAddr(r.offset());
            if (site < region.start() || site + 4 > region.end()) {
                return new Outcome(patches, XTLIB_RELOCATION_ERR, String.format("Invalid relocation address %d "
                        + "(0x%x) for relocation %d (r_offset 0x%x): not inside the staged %s segment [0x%x, 0x%x)",
                        site, site, r.index(), r.offset(), side.name().toLowerCase(Locale.ROOT),
                        region.start(), region.end()), r.index());
            }
            StagedImage img = region.image();
            if (type == R_XTENSA_RELATIVE) {
                byte[] buf = img.buffer();
                int off = img.offsetOf(site);
                long before = order.word(buf, off);
                long after = pl.relocAddr((before + r.addend()) & 0xffffffffL);
                order.putWord(buf, off, after);
                patches.add(new Patch.Relative(r.index(), r.offset(), type, r.addend(), side, site, before, after,
                        order));
                continue;
            }
            int slot = op ? type - R_XTENSA_SLOT0_OP : type - R_XTENSA_SLOT0_ALT;
            long value = pl.relocAddr(r.addend() & 0xffffffffL);
            if (alt) {
                value >>>= 16;
            }
            Step<Patch> s = RelocateOp.relocateOp(img, site, region.end(), r, side, slot, value, order, flix);
            if (s instanceof Step.Fail<Patch> f) {
                return new Outcome(patches, f.status(), f.message() + " (relocation " + r.index() + ")", r.index());
            }
            patches.add(((Step.Ok<Patch>) s).value());
        }
        return new Outcome(patches, XTLIB_NO_ERR, "ok", -1);
    }
}

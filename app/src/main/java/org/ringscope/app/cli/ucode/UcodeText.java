package org.ringscope.app.cli.ucode;

import java.io.PrintWriter;
import java.util.Locale;
import org.ringscope.model.ucode.DynEntry;
import org.ringscope.model.ucode.Inspection;
import org.ringscope.model.ucode.Patch;
import org.ringscope.model.ucode.PrelinkResult;
import org.ringscope.model.ucode.ProgramHeader;
import org.ringscope.model.ucode.Rela;
import org.ringscope.model.ucode.StagedImage;
import org.ringscope.model.ucode.UcplHeader;

/** Plain-text rendering of the ucode reports (readelf-like columns). */
final class UcodeText {
    private UcodeText() {
    }

    static void inspect(PrintWriter out, Inspection in) {
        out.printf("%s: status %d %s: %s%n", in.file(), in.status().code(), in.status().name(), in.message());
        if (in.header() != null) {
            var h = in.header();
            out.printf("ELF32 %s  type %s  machine %s  entry 0x%x  phnum %d  shnum %d%n", h.data(), h.typeName(),
                    h.machineName(), h.entry(), h.phnum(), h.shnum());
        }
        if (in.layout() != null) {
            out.printf("layout %s  find_align %d%n", in.layout().label(), in.align());
        }
        if (!in.segments().isEmpty()) {
            out.println("  #  type     offset   paddr      filesz   memsz    flg align  role");
            for (ProgramHeader p : in.segments()) {
                out.printf("  %d  %-8s 0x%06x 0x%08x 0x%06x 0x%06x %s 0x%-4x %s%n", p.index(), p.typeName(),
                        p.offset(), p.paddr(), p.filesz(), p.memsz(), p.flagString(), p.align(),
                        in.shape() == null ? "" : in.shape().role(p));
            }
        }
        if (in.dynamic() != null) {
            out.println("dynamic:");
            for (DynEntry e : in.dynamic().entries()) {
                out.printf("  %-20s 0x%x%n", e.tagName(), e.value());
            }
        }
        if (!in.relocations().isEmpty()) {
            out.printf("relocations (%d):%n", in.relocations().size());
            for (Rela r : in.relocations()) {
                out.printf("  %4d  0x%08x  %08x  %-22s %d%n", r.index(), r.offset(), r.info(), r.typeName(),
                        r.addend());
            }
        }
        out.flush();
    }

    static void prelink(PrintWriter out, PrelinkResult r) {
        Inspection in = r.inspection();
        out.printf("%s: status %d %s (%s): %s%n", in.file(), r.status().code(), r.status().name(),
                r.stage().name().toLowerCase(Locale.ROOT), r.message());
        if (r.layout() != null) {
            out.printf("layout %s  align %d%n", r.layout().label(), in.align());
        }
        for (StagedImage i : new StagedImage[] {r.iram(), r.dram(), r.scratch()}) {
            if (i != null) {
                out.printf("  %-7s [0x%08x, 0x%08x) %d bytes%n", i.name(), i.base(), i.end(), i.length());
            }
        }
        if (!r.patches().isEmpty()) {
            out.printf("patches (%d):%n", r.patches().size());
            out.println("     #  r_offset    type                     site        before      after");
            for (Patch p : r.patches()) {
                out.printf("  %4d  0x%08x  %-22s 0x%08x  0x%08x  0x%08x%n", p.index(), p.offset(), p.typeName(),
                        p.site(), p.before(), p.after());
            }
        }
        UcplHeader u = r.ucpl();
        if (u != null) {
            out.printf("UCPL: code_seg_len 0x%x data_seg_off 0x%x data_seg_len 0x%x init 0x%x fini 0x%x start_sym "
                    + "0x%x  prelinked %d bytes%n", u.codeSegLen(), u.dataSegOff(), u.dataSegLen(), u.initFn(),
                    u.finiFn(), u.startSym(), u.prelinkedSize());
        }
        out.flush();
    }
}

package org.ringscope.model.ucode;

import static org.ringscope.model.ucode.ProgramHeader.FLAGS_CODE;
import static org.ringscope.model.ucode.ProgramHeader.FLAGS_DATA;
import static org.ringscope.model.ucode.ProgramHeader.FLAGS_DYNAMIC;
import static org.ringscope.model.ucode.ProgramHeader.FLAGS_SCRATCH;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NOT_DYNAMIC;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NOT_ELF;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NOT_SPLITLOAD;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NO_DYNAMIC_SEGMENT;

import java.util.List;

/**
 * {@code validate_dynamic_load} ({@code @0x9b71f0}) with {@code validate_dynamic} and
 * {@code validate_dynamic_splitload} (NXP {@code pi_library_load.c:186/200}): the header checks and the
 * layout classification. The magic itself ({@code xtlib_verify_magic}) was checked before the tables
 * were read.
 */
final class ValidateDynamicLoad {
    private ValidateDynamicLoad() {
    }

    static Step<Shape> validate(XtElf elf, LayoutRequest request) {
        ElfHeader h = elf.header();
        if (h.type() != ElfHeader.ET_DYN) {
            return Step.fail(XTLIB_NOT_DYNAMIC, "e_type is " + h.type() + " (" + h.typeName()
                    + "), not ET_DYN (3)");
        }
        if (h.machine() != ElfHeader.EM_XTENSA) {
            // Policy (decision 0200): xtlib never checks e_machine; RingScope accepts only EM_XTENSA.
            return Step.fail(XTLIB_NOT_ELF, "e_machine is " + h.machine() + " (" + h.machineName()
                    + "), not EM_XTENSA (94)");
        }
        List<ProgramHeader> ph = elf.programHeaders();
        Step<Shape> shape = switch (request) {
            case SINGLE -> single(ph);
            case SPLIT -> split(ph);
            case AUTO -> hasSplitMarker(ph) ? split(ph) : single(ph);
        };
        if (shape instanceof Step.Ok<Shape> ok) {
            for (ProgramHeader p : ok.value().loads()) {
                if (p.filesz() > p.memsz()) {
                    return Step.fail(XTLIB_NOT_SPLITLOAD, String.format(
                            "program header %d: p_filesz 0x%x > p_memsz 0x%x", p.index(), p.filesz(), p.memsz()));
                }
            }
        }
        return shape;
    }

    /** A RWX or -WX PT_LOAD: only split-load link scripts produce these. */
    static boolean hasSplitMarker(List<ProgramHeader> ph) {
        return ph.stream().anyMatch(p -> p.isLoad() && (p.rwx() == FLAGS_DATA || p.rwx() == FLAGS_SCRATCH));
    }

    /** The single-block loader: any PT_LOADs, one PT_DYNAMIC required. */
    static Step<Shape> single(List<ProgramHeader> ph) {
        ProgramHeader dyn = ph.stream().filter(ProgramHeader::isDynamic).findFirst().orElse(null);
        if (dyn == null) {
            return Step.fail(XTLIB_NO_DYNAMIC_SEGMENT, "no PT_DYNAMIC program header");
        }
        List<ProgramHeader> loads = ph.stream().filter(ProgramHeader::isLoad).toList();
        if (loads.isEmpty()) {
            return Step.fail(XTLIB_NOT_SPLITLOAD, "no PT_LOAD program header");
        }
        ProgramHeader code = loads.stream().filter(p -> (p.flags() & ProgramHeader.PF_X) != 0).findFirst()
                .orElse(loads.get(0));
        return Step.ok(new Shape(Layout.SINGLE, code, null, null, dyn, loads));
    }

    /**
     * Split ({@code e_phnum == 3}) or split + scratch ({@code e_phnum == 4}), flags masked with 7:
     * {@code [0] LOAD 5, [1] LOAD 7, ([2] LOAD 3,) DYNAMIC 6}.
     */
    static Step<Shape> split(List<ProgramHeader> ph) {
        int n = ph.size();
        if (n != 3 && n != 4) {
            return notSplit("e_phnum is " + n + ", not 3 (split) or 4 (split + scratch)");
        }
        String bad = expect(ph.get(0), ProgramHeader.PT_LOAD, FLAGS_CODE, "code");
        if (bad == null) {
            bad = expect(ph.get(1), ProgramHeader.PT_LOAD, FLAGS_DATA, "data");
        }
        ProgramHeader scratch = null;
        if (bad == null && n == 4) {
            scratch = ph.get(2);
            bad = expect(scratch, ProgramHeader.PT_LOAD, FLAGS_SCRATCH, "scratch");
        }
        if (bad == null) {
            bad = expect(ph.get(n - 1), ProgramHeader.PT_DYNAMIC, FLAGS_DYNAMIC, "dynamic");
        }
        if (bad != null) {
            return notSplit(bad);
        }
        Layout layout = scratch == null ? Layout.SPLIT : Layout.SCRATCH;
        List<ProgramHeader> loads = scratch == null ? List.of(ph.get(0), ph.get(1))
                : List.of(ph.get(0), ph.get(1), scratch);
        return Step.ok(new Shape(layout, ph.get(0), ph.get(1), scratch, ph.get(n - 1), loads));
    }

    private static String expect(ProgramHeader p, long type, long rwx, String role) {
        String want = (type == ProgramHeader.PT_LOAD ? "LOAD" : "DYNAMIC") + " with flags&7 == " + rwx;
        if (p.type() != type || p.rwx() != rwx) {
            return String.format("program header %d (%s) is %s flags %d, expected %s", p.index(), role,
                    p.typeName(), p.rwx(), want);
        }
        return null;
    }

    private static Step<Shape> notSplit(String why) {
        return Step.fail(XTLIB_NOT_SPLITLOAD, "not a split-load library: " + why);
    }
}

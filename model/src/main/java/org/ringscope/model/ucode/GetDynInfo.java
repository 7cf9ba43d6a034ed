package org.ringscope.model.ucode;

import static org.ringscope.model.ucode.DynEntry.*;
import static org.ringscope.model.ucode.XtlibStatus.XTLIB_NO_DYNAMIC_SEGMENT;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code get_dyn_info} ({@code @0x9b6ed0}): walks the PT_DYNAMIC entries of the <em>file image</em>
 * ({@code base + p_offset}) until {@code DT_NULL}, and locates the relocation table. Failures are
 * {@link XtlibStatus#XTLIB_NO_DYNAMIC_SEGMENT} (4), logged by the prelinker as "Failed to extract dynamic
 * relocation info from ELF shared object file": no {@code DT_NULL} inside {@code p_filesz};
 * {@code DT_RELASZ % 12 != 0}; {@code DT_RELAENT != 12}; {@code DT_RELASZ > 0} without {@code DT_RELA};
 * a table not inside the file bytes of the segment it must live in (decision 0201).
 */
final class GetDynInfo {
    private GetDynInfo() {
    }

    static Step<DynInfo> getDynInfo(XtElf elf, Shape shape) {
        ProgramHeader dyn = shape.dynamic();
        long n = dyn.filesz() / DynEntry.SIZE;
        List<DynEntry> entries = new ArrayList<>();
        boolean terminated = false;
        Long hash = null, strtab = null, symtab = null, rela = null, relaEnt = null, init = null, fini = null;
        Long text = null, jmprel = null;
        long relaSize = 0, pltRelSize = 0;
        for (int i = 0; i < n; i++) {
            long off = dyn.offset() + (long) i * DynEntry.SIZE;
            long tag = elf.word(off);
            long val = elf.word(off + 4);
            entries.add(new DynEntry(i, tag, DynEntry.nameOf(tag), val));
            if (tag == DT_NULL) {
                terminated = true;
                break;
            } else if (tag == DT_HASH) {
                hash = val;
            } else if (tag == DT_STRTAB) {
                strtab = val;
            } else if (tag == DT_SYMTAB) {
                symtab = val;
            } else if (tag == DT_RELA) {
                rela = val;
            } else if (tag == DT_RELASZ) {
                relaSize = val;
            } else if (tag == DT_RELAENT) {
                relaEnt = val;
            } else if (tag == DT_INIT) {
                init = val;
            } else if (tag == DT_FINI) {
                fini = val;
            } else if (tag == DT_XTENSA_TEXT_ADDR) {
                text = val;
            } else if (tag == DT_JMPREL) {
                jmprel = val;
            } else if (tag == DT_PLTRELSZ) {
                pltRelSize = val;
            }
        }
        if (!terminated) {
            return fail(String.format("no DT_NULL among the %d entries of PT_DYNAMIC (p_filesz 0x%x)", n,
                    dyn.filesz()));
        }
        if (relaSize % Rela.SIZE != 0) {
            return fail("DT_RELASZ " + relaSize + " is not a multiple of sizeof(Elf32_Rela) = 12");
        }
        if (relaEnt != null && relaEnt != Rela.SIZE) {
            return fail("DT_RELAENT " + relaEnt + " is not sizeof(Elf32_Rela) = 12");
        }
        if (relaSize > 0 && rela == null) {
            return fail("DT_RELASZ " + relaSize + " without DT_RELA");
        }
        int count = (int) (relaSize / Rela.SIZE);
        return Step.ok(new DynInfo(entries, hash, strtab, symtab, rela, relaSize, relaEnt, count, init, fini,
                text, jmprel, pltRelSize));
    }

    /**
     * Reads the {@code DT_RELA} table from the file bytes of the segment it must live in: the data
     * segment in split mode (the loader rebases {@code DT_RELA} against the data side), the scratch
     * segment in scratch mode, any PT_LOAD in single-block mode. The table must lie inside that
     * segment's {@code p_filesz}, so its size is bounded by the file.
     */
    static Step<List<Rela>> readRelaTable(XtElf elf, Shape shape, DynInfo dyn) {
        if (dyn.relaCount() == 0) {
            return Step.ok(List.of());
        }
        long start = dyn.rela();
        long end = start + dyn.relaSize();
        List<ProgramHeader> candidates = switch (shape.layout()) {
            case SINGLE -> shape.loads();
            case SPLIT -> List.of(shape.data());
            case SCRATCH -> List.of(shape.scratch());
        };
        for (ProgramHeader p : candidates) {
            if (start >= p.paddr() && end <= p.paddr() + p.filesz()) {
                int fileOff = (int) (p.offset() + (start - p.paddr()));
                List<Rela> out = new ArrayList<>(dyn.relaCount());
                for (int i = 0; i < dyn.relaCount(); i++) {
                    out.add(Rela.read(elf.bytes(), fileOff + i * Rela.SIZE, i, elf.data()));
                }
                return Step.ok(out);
            }
        }
        String where = switch (shape.layout()) {
            case SINGLE -> "any PT_LOAD";
            case SPLIT -> "the data segment (program header 1)";
            case SCRATCH -> "the scratch segment (program header 2)";
        };
        return fail(String.format("relocation table [0x%x, 0x%x) (DT_RELA, DT_RELASZ) is not inside the file "
                + "bytes of %s", start, end, where));
    }

    private static <T> Step<T> fail(String why) {
        return Step.fail(XTLIB_NO_DYNAMIC_SEGMENT, why);
    }
}

package org.ringscope.model.ucode;

import java.util.List;

/**
 * What {@code get_dyn_info} ({@code @0x9b6ed0}, NXP {@code pi_library_load.c:114}) reads from the
 * PT_DYNAMIC entries, at link addresses (not yet rebased; {@link PilInfo} holds the rebased values).
 * Optional tags are {@code null} when absent. {@code relaCount = DT_RELASZ / 12}.
 */
public record DynInfo(List<DynEntry> entries, Long hash, Long strtab, Long symtab, Long rela, long relaSize,
        Long relaEnt, int relaCount, Long init, Long fini, Long textAddr, Long jmprel, long pltRelSize) {

    public DynInfo {
        entries = List.copyOf(entries);
    }

    /** Whether the library carries PLT relocations ({@code DT_JMPREL} or {@code DT_PLTRELSZ > 0}). */
    public boolean hasPlt() {
        return jmprel != null || pltRelSize > 0;
    }
}

package org.ringscope.model.ucode;

import java.util.List;

/** {@code find_align} and {@code align_ptr} (NXP {@code pi_library_load.c:33/39}; {@code @0x9b6e50/@0x9b6e40}). */
public final class LibraryAlignment {
    private LibraryAlignment() {
    }

    /**
     * {@code find_align}: the largest {@code sh_addralign} over the section headers with
     * {@code sh_type != SHT_NULL} and {@code sh_size > 0} (non-alloc sections included); 0 when there are
     * none. The canonical source's rule (not the wiki's "max p_align"), see decision 0201.
     */
    public static long findAlign(List<SectionHeader> sections) {
        long align = 0;
        for (SectionHeader s : sections) {
            if (s.type() != SectionHeader.SHT_NULL && s.size() > 0 && s.addralign() > align) {
                align = s.addralign();
            }
        }
        return align;
    }

    /**
     * {@code align_ptr(p, a) = (p + a - 1) & ~(a - 1)} in 32-bit arithmetic. Like the C, {@code a == 0}
     * gives 0; callers reject a zero or non-power-of-two alignment first ({@code XTLIB_NOT_ALIGNED}).
     */
    public static long alignPtr(long p, long a) {
        return ((p + a - 1) & ~(a - 1)) & 0xffffffffL;
    }

    /** Whether {@code a} is a usable alignment: a power of two. */
    public static boolean usable(long a) {
        return a > 0 && (a & (a - 1)) == 0;
    }
}

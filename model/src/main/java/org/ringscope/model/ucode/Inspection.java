package org.ringscope.model.ucode;

import java.util.List;

/**
 * Everything the loader learns from a library before placing it: the header, the classified layout,
 * the segments and sections, {@code find_align}, the dynamic info and the relocation table (read from
 * the file). {@code status} is the first check that failed ({@link XtlibStatus#XTLIB_NO_ERR} when the
 * library would load); fields the loader had not reached by then are {@code null} (objects) or empty.
 */
public record Inspection(String file, long fileSize, XtlibStatus status, String message, ElfHeader header,
        Shape shape, List<ProgramHeader> segments, List<SectionHeader> sections, long align, DynInfo dynamic,
        List<Rela> relocations) {

    public Inspection {
        segments = List.copyOf(segments);
        sections = List.copyOf(sections);
        relocations = List.copyOf(relocations);
    }

    /** The classified layout, or {@code null} when validation stopped before it. */
    public Layout layout() {
        return shape == null ? null : shape.layout();
    }

    public boolean ok() {
        return status.ok();
    }
}

package org.ringscope.model.ucode;

import java.util.List;

/**
 * A validated layout: which program header plays which role. In {@link Layout#SINGLE} {@code data} and
 * {@code scratch} are {@code null} and {@code loads} lists every PT_LOAD; otherwise {@code code} is
 * {@code phdr[0]}, {@code data} {@code phdr[1]}, {@code scratch} {@code phdr[2]} (scratch layout only).
 */
public record Shape(Layout layout, ProgramHeader code, ProgramHeader data, ProgramHeader scratch,
        ProgramHeader dynamic, List<ProgramHeader> loads) {

    public Shape {
        loads = List.copyOf(loads);
    }

    public boolean scratchFound() {
        return scratch != null;
    }

    /** The role of a program header in this shape: "code", "data", "scratch", "dynamic", "load" or "other". */
    public String role(ProgramHeader p) {
        if (p.equals(dynamic)) {
            return "dynamic";
        }
        if (layout == Layout.SINGLE) {
            return p.isLoad() ? "load" : "other";
        }
        if (p.equals(code)) {
            return "code";
        }
        if (p.equals(data)) {
            return "data";
        }
        if (p.equals(scratch)) {
            return "scratch";
        }
        return "other";
    }
}

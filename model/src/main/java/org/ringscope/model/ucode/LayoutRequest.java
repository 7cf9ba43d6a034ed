package org.ringscope.model.ucode;

import java.util.Locale;

/**
 * Which loader entry the caller means. The C API has one entry per layout (the caller chooses); RingScope
 * also classifies. See docs/decisions/0201-ucode-layout-and-placement.md.
 * <ul>
 * <li>{@link #AUTO}: a library with a RWX or -WX PT_LOAD (the split-load markers GNU ld never emits on its
 * own) is checked as split/scratch, strictly (status 7 on any deviation); any other is a single block.</li>
 * <li>{@link #SINGLE}: {@code xtlib_host_load_pi_library}: needs only a PT_DYNAMIC (else status 4).</li>
 * <li>{@link #SPLIT}: {@code validate_dynamic_load}: split or split + scratch, else status 7.</li>
 * </ul>
 */
public enum LayoutRequest {
    AUTO,
    SINGLE,
    SPLIT;

    /** Parses "auto", "single" or "split" (any case); {@code null} when none matches. */
    public static LayoutRequest parse(String s) {
        for (LayoutRequest r : values()) {
            if (r.name().equals(s.toUpperCase(Locale.ROOT))) {
                return r;
            }
        }
        return null;
    }
}

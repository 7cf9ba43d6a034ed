package org.ringscope.model.dump;

import java.util.Locale;

/** What a ring of a dump is: a vring half (host staging list), a pring (device ring), or a raw ring file. */
public enum RingKind {
    /** One half of a vring: its {@code used_desc_count} descriptors. */
    VRING,
    /** A physical ring in device memory: all {@code allocated_desc_count} slots. */
    PRING,
    /** A file of 16-byte descriptors copied out of a real device ({@code --raw tx|rx}). */
    RAW;

    /** {@code vring}, {@code pring} or {@code raw}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind a label names. */
    public static RingKind of(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }
}

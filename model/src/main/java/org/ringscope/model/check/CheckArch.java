package org.ringscope.model.check;

import java.util.Locale;
import java.util.Optional;
import org.ringscope.model.udma.Arch;

/**
 * The device generations a profile can name: the three RingScope emulates, and Inferentia (v1), which it does
 * not — a v1 profile's rings are built as SUNDA's (the nearest emulated generation: 16-byte descriptors, up to 128
 * per packet) and every finding on it is unverified (decision 1055).
 */
public enum CheckArch {
    /** v1: Inf1. */
    INF1(1, Arch.SUNDA),
    /** v2: Trn1 / Inf2. */
    SUNDA(2, Arch.SUNDA),
    /** v3: Trn2. */
    CAYMAN(3, Arch.CAYMAN),
    /** v4: Trn3. */
    MARIANA(4, Arch.MARIANA);

    private final int version;
    private final Arch emulated;

    CheckArch(int version, Arch emulated) {
        this.version = version;
        this.emulated = emulated;
    }

    /** The arch number the runtime prints ({@code v%u}). */
    public int version() {
        return version;
    }

    /** The generation whose rings RingScope builds for it. */
    public Arch emulated() {
        return emulated;
    }

    /** Whether RingScope emulates this generation itself (not v1). */
    public boolean isEmulated() {
        return this != INF1;
    }

    /** {@code inf1}, {@code sunda}, {@code cayman}, {@code mariana}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static CheckArch of(Arch a) {
        return switch (a) {
            case SUNDA -> SUNDA;
            case CAYMAN -> CAYMAN;
            case MARIANA -> MARIANA;
        };
    }

    /** By key ({@code sunda}) or number form ({@code v2}); empty when neither. */
    public static Optional<CheckArch> find(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (CheckArch a : values()) {
            if (a.key().equals(t) || ("v" + a.version).equals(t)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }
}

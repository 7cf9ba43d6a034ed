package org.ringscope.model.check;

import java.util.Locale;

/** Sizes as the runtime's memory report prints them: binary units, three decimals ({@code 43.325MB}, {@code 7.352KB}). */
public final class Units {
    private Units() {
    }

    /** {@code 43.325MB}, {@code 7.352KB}, {@code 0.000B} (device-memory.rst prints a zero as {@code 0.000B}). */
    public static String size(long bytes) {
        double b = bytes;
        if (Math.abs(b) >= 1L << 30) {
            return String.format(Locale.ROOT, "%.3fGB", b / (1L << 30));
        }
        if (Math.abs(b) >= 1L << 20) {
            return String.format(Locale.ROOT, "%.3fMB", b / (1L << 20));
        }
        if (Math.abs(b) >= 1L << 10) {
            return String.format(Locale.ROOT, "%.3fKB", b / (1L << 10));
        }
        return String.format(Locale.ROOT, "%.3fB", b);
    }
}

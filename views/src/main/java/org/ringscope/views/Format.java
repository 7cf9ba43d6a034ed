package org.ringscope.views;

import java.util.Locale;

/** Number text shared by the views: byte counts with separators, hex offsets. Locale-independent. */
public final class Format {
    private Format() {
    }

    /** {@code 11264} → {@code "11,264"}. */
    public static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** A byte count for people: {@code "11,264 B"}, {@code "1.4 MiB (1,468,006 B)"}. */
    public static String bytes(long n) {
        if (n < 10 * 1024) {
            return count(n) + " B";
        }
        String[] units = {"KiB", "MiB", "GiB", "TiB"};
        double v = n;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return String.format(Locale.ROOT, "%.1f %s (%,d B)", v, units[u], n);
    }

    /** {@code 0x1a0} style, lower case. */
    public static String hex(long n) {
        return "0x" + Long.toHexString(n);
    }

    /** Fixed-width hex: {@code hex(0x40, 6)} → {@code "0x000040"}. */
    public static String hex(long n, int digits) {
        String h = Long.toHexString(n);
        return "0x" + "0".repeat(Math.max(0, digits - h.length())) + h;
    }

    /** One byte as two hex digits. */
    public static String hex2(int b) {
        return String.format(Locale.ROOT, "%02x", b & 0xFF);
    }
}

package org.ringscope.model.check;

import java.util.Locale;
import org.ringscope.model.util.AsciiDigits;

/**
 * A Neuron package version ({@code 2.9.4.0}, {@code 2.21.41.0}; shorter forms such as {@code 1.1} fill the rest
 * with 0), ordered part by part. The text is kept as written, so a version prints the way its source spells it.
 */
public record Version(int major, int minor, int patch, int build, String text) implements Comparable<Version> {
    /** The largest version: an open upper end. */
    public static final Version MAX = new Version(Integer.MAX_VALUE, 0, 0, 0, "∞");
    /** The smallest version: an open lower end. */
    public static final Version MIN = new Version(0, 0, 0, 0, "0");

    /**
     * Parses 1 to 4 dot-separated non-negative integers of ASCII digits, nothing around them: a digit of another
     * script, a space or a line end is refused and named by its code point, so what looks valid on a terminal is
     * not taken as something else.
     *
     * @throws IllegalArgumentException naming the text when it is not a version
     */
    public static Version parse(String text) {
        String t = text == null ? "" : text;
        String[] parts = t.split("\\.", -1);
        if (t.isEmpty() || parts.length > 4) {
            throw new IllegalArgumentException("'" + visible(t) + "' is not a version (1 to 4 numbers separated by "
                    + "dots, e.g. 2.21.41.0)");
        }
        int[] v = new int[4];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            for (int k = 0; k < p.length(); k++) {
                char c = p.charAt(k);
                if (c < '0' || c > '9') {
                    throw new IllegalArgumentException(String.format("'%s' is not a version: %s at character %d is not "
                            + "an ASCII digit 0-9", visible(t), name(c), dotsBefore(t, i) + k + 1));
                }
            }
            try {
                v[i] = Integer.parseInt(p);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + visible(t) + "' is not a version: '" + p + "' is not a number "
                        + (p.isEmpty() ? "(an empty part)" : "of 0.." + Integer.MAX_VALUE));
            }
        }
        return new Version(v[0], v[1], v[2], v[3], t);
    }

    /** Where part {@code i} of {@code t} starts. */
    private static int dotsBefore(String t, int i) {
        int at = 0;
        for (int k = 0; k < i; k++) {
            at = t.indexOf('.', at) + 1;
        }
        return at;
    }

    /** A character as a reader can see it ({@link AsciiDigits#name}). */
    static String name(char c) {
        return AsciiDigits.name(c);
    }

    /** {@code t} with every character that prints as nothing written as its code point ({@link AsciiDigits#visible}). */
    static String visible(String t) {
        return AsciiDigits.visible(t);
    }

    @Override
    public int compareTo(Version o) {
        int c = Integer.compare(major, o.major);
        if (c == 0) {
            c = Integer.compare(minor, o.minor);
        }
        if (c == 0) {
            c = Integer.compare(patch, o.patch);
        }
        return c != 0 ? c : Integer.compare(build, o.build);
    }

    public boolean atLeast(Version o) {
        return compareTo(o) >= 0;
    }

    public boolean atMost(Version o) {
        return compareTo(o) <= 0;
    }

    /** Equal by value, whatever the spelling ({@code 1.1} equals {@code 1.1.0.0}). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Version v && compareTo(v) == 0;
    }

    @Override
    public int hashCode() {
        return ((major * 31 + minor) * 31 + patch) * 31 + build;
    }

    @Override
    public String toString() {
        return text;
    }

    /** A lower-case key for file names and profile names. */
    public String key() {
        return text.toLowerCase(Locale.ROOT);
    }
}

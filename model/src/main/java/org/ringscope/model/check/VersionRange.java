package org.ringscope.model.check;

/**
 * Versions from {@code lo} to {@code hi}, written {@code "lo..hi"} (both ends included) or {@code "lo..<hi"}
 * ({@code hi} excluded: "before hi"); either end may be left open ({@code "2.9.4.0.."}, {@code "..2.8.4.0"},
 * {@code ".."}).
 */
public record VersionRange(Version lo, Version hi, boolean hiExcluded) {
    /** Every version. */
    public static final VersionRange ALL = new VersionRange(Version.MIN, Version.MAX, false);

    /** Parses {@code lo..hi} / {@code lo..<hi} with optional ends, or a single version. */
    public static VersionRange parse(String text) {
        int dots = text.indexOf("..");
        if (dots < 0) {
            Version v = Version.parse(text);
            return new VersionRange(v, v, false);
        }
        String a = text.substring(0, dots).trim();
        String b = text.substring(dots + 2).trim();
        boolean excl = b.startsWith("<");
        if (excl) {
            b = b.substring(1).trim();
        }
        return new VersionRange(a.isEmpty() ? Version.MIN : Version.parse(a), b.isEmpty() ? Version.MAX : Version.parse(b),
                excl && !b.isEmpty());
    }

    public boolean contains(Version v) {
        return v.atLeast(lo) && (hiExcluded ? v.compareTo(hi) < 0 : v.atMost(hi));
    }

    /** {@code ≥ 2.9.4.0}, {@code ≤ 2.8.4.0}, {@code < 2.19.5.0}, {@code 2.1.5.0–2.8.4.0}, {@code any}. */
    public String describe() {
        boolean openLo = lo.equals(Version.MIN);
        boolean openHi = hi.equals(Version.MAX);
        if (openLo && openHi) {
            return "any";
        }
        String upper = (hiExcluded ? "< " : "≤ ") + hi;
        if (openLo) {
            return upper;
        }
        if (openHi) {
            return "≥ " + lo;
        }
        if (hiExcluded) {
            return lo + " to before " + hi;
        }
        return lo.equals(hi) ? lo.toString() : lo + "–" + hi;
    }

    @Override
    public String toString() {
        return (lo.equals(Version.MIN) ? "" : lo.toString()) + ".." + (hiExcluded ? "<" : "")
                + (hi.equals(Version.MAX) ? "" : hi.toString());
    }
}

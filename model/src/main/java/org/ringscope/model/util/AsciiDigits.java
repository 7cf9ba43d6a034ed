package org.ringscope.model.util;

/**
 * Whole numbers as a user or a file writes them: ASCII digits 0-9, after an optional sign, nothing else — no
 * spaces around, no digits of other scripts, which {@link Integer#parseInt} would take as numbers
 * ({@code ٢} is 2 to it). The words name a character a reader cannot see by its code point.
 */
public final class AsciiDigits {
    private AsciiDigits() {
    }

    /**
     * What keeps {@code s} from being a whole number in ASCII digits — the first wrong character by its code point,
     * its Unicode name and its position — or {@code null} when it is one.
     */
    public static String problem(String s) {
        if (s == null || s.isEmpty()) {
            return "it is empty";
        }
        int from = s.charAt(0) == '-' || s.charAt(0) == '+' ? 1 : 0;
        if (from == s.length()) {
            return "no digit follows the sign";
        }
        int k = firstNonDigit(s, from, 10);
        return k < 0 ? null : name(s.charAt(k)) + " at character " + (k + 1) + " is not an ASCII digit 0-9";
    }

    /**
     * The index of the first character of {@code s} from {@code from} on that is not an ASCII digit of {@code radix}
     * (10: 0-9; 16: 0-9, a-f, A-F), or -1 when every one is: the one test of a digit the number readers share.
     */
    public static int firstNonDigit(String s, int from, int radix) {
        for (int k = from; k < s.length(); k++) {
            char c = s.charAt(k);
            boolean digit = c >= '0' && c <= '9' || radix == 16 && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F');
            if (!digit) {
                return k;
            }
        }
        return -1;
    }

    /** The words of a number outside its field's range: "slot: '99999999999' is outside 0..2147483647". */
    public static String outside(String s, String what, long min, long max) {
        return what + ": '" + s + "' is outside " + min + ".." + max;
    }

    /** {@code s} as a {@code long}; {@code what} names it in the error, which says why it is not a number. */
    public static long parseLong(String s, String what) {
        String bad = problem(s);
        if (bad != null) {
            throw new NumberFormatException(what + ": '" + visible(s) + "' is not a number: " + bad);
        }
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw new NumberFormatException(outside(s, what, Long.MIN_VALUE, Long.MAX_VALUE));
        }
    }

    /** {@code s} as an {@code int}; {@code what} names it in the error. */
    public static int parseInt(String s, String what) {
        long v = parseLong(s, what);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw new NumberFormatException(outside(s, what, Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        return (int) v;
    }

    /** A character as a reader can see it: itself when printable ASCII, else its code point (and itself if visible). */
    public static String name(char c) {
        if (c > ' ' && c < 0x7F) {
            return "'" + c + "'";
        }
        String n = Character.getName(c);
        boolean shown = !Character.isWhitespace(c) && !Character.isISOControl(c) && Character.getType(c) != Character.FORMAT;
        return String.format("U+%04X%s%s", (int) c, n == null ? "" : " " + n, shown ? " ('" + c + "')" : "");
    }

    /** {@code t} with every character that prints as nothing or as space written as its code point. */
    public static String visible(String t) {
        StringBuilder b = new StringBuilder();
        for (char c : t.toCharArray()) {
            boolean hidden = Character.isISOControl(c) || Character.getType(c) == Character.FORMAT
                    || (Character.isWhitespace(c) && c != ' ');
            b.append(hidden ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }
}

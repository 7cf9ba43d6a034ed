package org.ringscope.model.util;

/**
 * Numbers as the workbench's texts write them (location texts, stop conditions, lesson targets): decimal ASCII digits
 * (another script's digits are no number), grouped by {@code ,} or {@code _}, or — where an address may stand —
 * hexadecimal after {@code 0x}. A number outside what its field holds is refused with the field, the number and the
 * allowed range. What a digit is and how a number outside its range is worded are {@link AsciiDigits}'s, the reader
 * of plain whole numbers; this class adds the groups and the hexadecimal.
 */
public final class Counts {
    private Counts() {
    }

    /** The count {@code s} ({@code 1,024} and {@code 1_024} are 1024), 0 or more; {@code what} names it in the error. */
    public static int parse(String s, String what) {
        return parse(s, what, 0, Integer.MAX_VALUE);
    }

    /** The decimal number {@code s} in {@code [min, max]}; {@code what} names it in the error. */
    public static int parse(String s, String what, int min, int max) {
        return (int) parseLong(s, what, min, max, false);
    }

    /**
     * The number {@code s} in {@code [min, max]}: decimal, or hexadecimal after {@code 0x} when {@code hex} allows it;
     * {@code what} names it in the error.
     */
    public static long parseLong(String s, String what, long min, long max, boolean hex) {
        String t = s.replace(",", "").replace("_", "");
        boolean isHex = hex && (t.startsWith("0x") || t.startsWith("0X"));
        boolean negative = !isHex && t.startsWith("-");
        String digits = isHex ? t.substring(2) : negative ? t.substring(1) : t;
        int radix = isHex ? 16 : 10;
        if (digits.isEmpty() || AsciiDigits.firstNonDigit(digits, 0, radix) >= 0) {
            throw new IllegalArgumentException(what + ": '" + s + "' is not a number");
        }
        long v;
        try {
            v = isHex ? Long.parseUnsignedLong(digits, 16) : Long.parseLong(digits, radix);
            if (isHex && v < 0) {
                throw new NumberFormatException();
            }
        } catch (NumberFormatException e) {
            throw outside(s, what, min, max);
        }
        v = negative ? -v : v;
        if (v < min || v > max) {
            throw outside(s, what, min, max);
        }
        return v;
    }

    private static IllegalArgumentException outside(String s, String what, long min, long max) {
        return new IllegalArgumentException(AsciiDigits.outside(s, what, min, max));
    }
}

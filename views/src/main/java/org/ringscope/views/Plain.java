package org.ringscope.views;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A cell's text as a plain value, for what is copied and exported (a spreadsheet or a script reads it): numbers
 * without thousands separators, a flag's dot as {@code 1}, a size in a binary unit as its bytes. Anything else is
 * kept as shown. A column that knows its values better names them itself ({@link Tables#plain}).
 */
public final class Plain {
    private static final Pattern GROUPED = Pattern.compile("(-?\\d{1,3}(?:,\\d{3})+)( .*)?");
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?) (B|KiB|MiB|GiB|TiB)");
    private static final Pattern SIZE_AND_BYTES = Pattern.compile("\\d+(?:\\.\\d+)? (?:KiB|MiB|GiB|TiB) \\(([\\d,]+) B\\)");
    private static final String[] UNITS = {"B", "KiB", "MiB", "GiB", "TiB"};

    private Plain() {
    }

    /** {@code 4,096} → {@code 4096}, {@code ●} → {@code 1}, {@code 32 MiB} → {@code 33554432}. */
    public static String of(String shown) {
        if (shown == null) {
            return "";
        }
        String s = shown.strip();
        if (s.equals("●")) {
            return "1";
        }
        Matcher both = SIZE_AND_BYTES.matcher(s);
        if (both.matches()) {
            return both.group(1).replace(",", "");
        }
        Matcher size = SIZE.matcher(s);
        if (size.matches()) {
            int u = Arrays.asList(UNITS).indexOf(size.group(2));
            BigDecimal bytes = new BigDecimal(size.group(1)).multiply(BigDecimal.valueOf(1L << (10 * u)));
            try {
                return bytes.toBigIntegerExact().toString();
            } catch (ArithmeticException e) {
                return s; // a rounded size: its bytes are not known from the text
            }
        }
        Matcher g = GROUPED.matcher(s);
        if (g.matches()) {
            return g.group(1).replace(",", "") + (g.group(2) == null ? "" : g.group(2));
        }
        return shown;
    }
}

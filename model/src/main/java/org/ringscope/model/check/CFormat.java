package org.ringscope.model.check;

import java.util.Locale;

/**
 * C's printf for the formats the driver and the runtime print ({@code %d %u %ld %lu %lld %llu %x %lx %llx %#llx
 * %X %s %c %02d %2u %-40s %%}): length modifiers are read and dropped, {@code u} prints as unsigned, {@code #x}
 * prefixes {@code 0x} except for zero, as C does.
 */
public final class CFormat {
    private CFormat() {
    }

    /**
     * Formats {@code fmt} with {@code args} (numbers as {@link Number}, strings as anything).
     *
     * @throws IllegalArgumentException when the format needs more arguments than given, or has an unknown conversion
     */
    public static String format(String fmt, Object... args) {
        StringBuilder out = new StringBuilder(fmt.length() + 32);
        int a = 0;
        for (int i = 0; i < fmt.length(); i++) {
            char c = fmt.charAt(i);
            if (c != '%') {
                out.append(c);
                continue;
            }
            int j = i + 1;
            boolean alt = false;
            boolean left = false;
            boolean zero = false;
            while (j < fmt.length() && "#-0 +".indexOf(fmt.charAt(j)) >= 0) {
                char f = fmt.charAt(j++);
                alt |= f == '#';
                left |= f == '-';
                zero |= f == '0';
            }
            int width = 0;
            while (j < fmt.length() && Character.isDigit(fmt.charAt(j))) {
                width = width * 10 + (fmt.charAt(j++) - '0');
            }
            while (j < fmt.length() && "hlzjt".indexOf(fmt.charAt(j)) >= 0) {
                j++;
            }
            if (j >= fmt.length()) {
                throw new IllegalArgumentException("format ends inside a conversion: " + fmt);
            }
            char conv = fmt.charAt(j);
            i = j;
            if (conv == '%') {
                out.append('%');
                continue;
            }
            if (a >= args.length) {
                throw new IllegalArgumentException("format needs more than " + args.length + " arguments: " + fmt);
            }
            Object arg = args[a++];
            String s = switch (conv) {
                case 'd', 'i' -> Long.toString(((Number) arg).longValue());
                case 'u' -> Long.toUnsignedString(((Number) arg).longValue());
                case 'x' -> hex(((Number) arg).longValue(), alt, false);
                case 'X' -> hex(((Number) arg).longValue(), alt, true);
                case 's' -> String.valueOf(arg);
                case 'c' -> String.valueOf(arg);
                default -> throw new IllegalArgumentException("unknown conversion %" + conv + " in " + fmt);
            };
            pad(out, s, width, left, zero && !left && conv != 's');
        }
        return out.toString();
    }

    private static String hex(long v, boolean alt, boolean upper) {
        String h = Long.toHexString(v);
        if (upper) {
            h = h.toUpperCase(Locale.ROOT);
        }
        return alt && v != 0 ? (upper ? "0X" : "0x") + h : h;
    }

    private static void pad(StringBuilder out, String s, int width, boolean left, boolean zero) {
        int n = width - s.length();
        if (n <= 0) {
            out.append(s);
        } else if (left) {
            out.append(s).append(" ".repeat(n));
        } else if (zero) {
            int sign = s.startsWith("-") ? 1 : 0;
            out.append(s, 0, sign).append("0".repeat(n)).append(s.substring(sign));
        } else {
            out.append(" ".repeat(n)).append(s);
        }
    }
}

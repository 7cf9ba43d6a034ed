package org.ringscope.model.util;

/** Lower-case hex text of bytes. */
public final class Hex {
    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private Hex() {
    }

    public static String of(byte[] b) {
        return of(b, 0, b.length);
    }

    public static String of(byte[] b, int off, int len) {
        char[] out = new char[len * 2];
        for (int i = 0; i < len; i++) {
            int v = b[off + i] & 0xFF;
            out[2 * i] = DIGITS[v >>> 4];
            out[2 * i + 1] = DIGITS[v & 0xF];
        }
        return new String(out);
    }

    /** Hex bytes separated by spaces, e.g. {@code "b1 10 00 00"}. */
    public static String spaced(byte[] b, int off, int len) {
        StringBuilder sb = new StringBuilder(len * 3);
        for (int i = 0; i < len; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            int v = b[off + i] & 0xFF;
            sb.append(DIGITS[v >>> 4]).append(DIGITS[v & 0xF]);
        }
        return sb.toString();
    }
}

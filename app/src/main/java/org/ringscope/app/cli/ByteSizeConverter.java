package org.ringscope.app.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses byte counts: {@code 1073741824}, {@code 0x40000000}, {@code 512K}, {@code 64M}, {@code 1G}. */
public final class ByteSizeConverter implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        String v = value.trim().toUpperCase(Locale.ROOT);
        long mult = 1;
        if (v.endsWith("K") || v.endsWith("M") || v.endsWith("G")) {
            mult = switch (v.charAt(v.length() - 1)) {
                case 'K' -> 1L << 10;
                case 'M' -> 1L << 20;
                default -> 1L << 30;
            };
            v = v.substring(0, v.length() - 1);
        }
        try {
            long n = Math.multiplyExact(Long.decode(v), mult);
            if (n <= 0) {
                throw new TypeConversionException("'" + value + "' is not a positive byte count");
            }
            return n;
        } catch (ArithmeticException e) {
            throw new TypeConversionException("'" + value + "' is more bytes than a 64-bit count holds");
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a byte count (e.g. 1073741824, 512M, 1G)");
        }
    }
}

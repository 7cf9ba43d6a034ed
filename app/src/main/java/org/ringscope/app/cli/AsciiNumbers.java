package org.ringscope.app.cli;

import org.ringscope.model.util.AsciiDigits;
import picocli.CommandLine;

/**
 * The whole-number options of every command ({@code --executions}, {@code --descriptors}, {@code --cases}, …) take
 * ASCII digits only: picocli's own converters read them with {@code Integer.valueOf}, which takes the digits of
 * every script ({@code --executions ٢} ran twice). A value that is not one is a usage error naming the character.
 */
final class AsciiNumbers {
    private AsciiNumbers() {
    }

    /** Registers the converters on {@code cl} and every command below it. */
    static void register(CommandLine cl) {
        CommandLine.ITypeConverter<Integer> ints = s -> (int) checked(s, Integer.MIN_VALUE, Integer.MAX_VALUE);
        CommandLine.ITypeConverter<Long> longs = s -> checked(s, Long.MIN_VALUE, Long.MAX_VALUE);
        cl.registerConverter(Integer.class, ints);
        cl.registerConverter(Integer.TYPE, ints);
        cl.registerConverter(Long.class, longs);
        cl.registerConverter(Long.TYPE, longs);
    }

    private static long checked(String s, long min, long max) {
        String bad = AsciiDigits.problem(s);
        if (bad != null) {
            throw new CommandLine.TypeConversionException("'" + AsciiDigits.visible(s) + "' is not a number: " + bad);
        }
        try {
            long v = Long.parseLong(s);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // past a long: said below
        }
        throw new CommandLine.TypeConversionException("'" + s + "' is outside " + min + ".." + max);
    }
}

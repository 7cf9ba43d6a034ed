package org.ringscope.model.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The reader of plain whole numbers, which the grouped and hexadecimal reader ({@link Counts}) shares its digits and
 * its range words with: only ASCII digits, another script's named by its code point, and the range in the error.
 */
class AsciiDigitsTest {
    @Test
    void onlyAsciiDigitsAndTheRangeIsNamed() {
        assertEquals(-42, AsciiDigits.parseInt("-42", "n"));
        assertEquals(7, AsciiDigits.parseLong("+7", "n"));
        assertNull(AsciiDigits.problem("123"));
        assertEquals("no digit follows the sign", AsciiDigits.problem("-"));
        assertEquals("n: '\u0662' is not a number: U+0662 ARABIC-INDIC DIGIT TWO ('\u0662') at character 1 is not an "
                + "ASCII digit 0-9", assertThrows(NumberFormatException.class,
                        () -> AsciiDigits.parseInt("\u0662", "n")).getMessage());
        assertEquals("n: '4294967296' is outside -2147483648..2147483647", assertThrows(NumberFormatException.class,
                () -> AsciiDigits.parseInt("4294967296", "n")).getMessage());
        assertEquals("n: '99999999999999999999' is outside -9223372036854775808..9223372036854775807",
                assertThrows(NumberFormatException.class, () -> AsciiDigits.parseLong("99999999999999999999", "n"))
                        .getMessage());
        assertEquals(-1, AsciiDigits.firstNonDigit("00ff", 2, 16));
        assertEquals(2, AsciiDigits.firstNonDigit("00ff", 0, 10));
        assertEquals("address: '0xfg' is not a number", assertThrows(IllegalArgumentException.class,
                () -> Counts.parseLong("0xfg", "address", 0, Long.MAX_VALUE, true)).getMessage());
        assertEquals("phdr: '--5' is not a number", assertThrows(IllegalArgumentException.class,
                () -> Counts.parse("--5", "phdr", -10, 10)).getMessage(), "one sign only");
    }
}

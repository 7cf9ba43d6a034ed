package org.ringscope.model.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The one reader of counts in location texts and lesson targets: digit groups allowed, the error names the count. */
class CountsTest {
    @Test
    void digitGroupsAreReadAndAnythingElseIsNamedInTheError() {
        assertEquals(1024, Counts.parse("1024", "slot"));
        assertEquals(1024, Counts.parse("1,024", "slot"));
        assertEquals(1_048_576, Counts.parse("1_048_576", "pages"));
        assertEquals("pages: 'x12' is not a number",
                assertThrows(IllegalArgumentException.class, () -> Counts.parse("x12", "pages")).getMessage());
        assertEquals("slot: '99999999999' is outside 0..2147483647",
                assertThrows(IllegalArgumentException.class, () -> Counts.parse("99999999999", "slot")).getMessage());
        assertEquals("slot: '\u0661\u0662' is not a number", assertThrows(IllegalArgumentException.class,
                () -> Counts.parse("\u0661\u0662", "slot")).getMessage(), "another script's digits are no number");
        assertEquals(-1, Counts.parse("-1", "phdr", -1, 10));
        assertEquals(0x2000, Counts.parseLong("0x2000", "address", 0, Long.MAX_VALUE, true));
        assertEquals("address: '0x\u0661' is not a number", assertThrows(IllegalArgumentException.class,
                () -> Counts.parseLong("0x\u0661", "address", 0, Long.MAX_VALUE, true)).getMessage());
    }
}

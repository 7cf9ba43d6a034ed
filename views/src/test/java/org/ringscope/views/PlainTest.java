package org.ringscope.views;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A shown value made plain for copies and exports: separators dropped, a flag's dot 1, exact sizes in bytes. */
class PlainTest {
    @Test
    void numbersFlagsAndSizesBecomePlain() {
        assertEquals("4096", Plain.of("4,096"));
        assertEquals("-1234567", Plain.of("-1,234,567"));
        assertEquals("4096 bytes", Plain.of("4,096 bytes"));
        assertEquals("1", Plain.of("●"));
        assertEquals("33554432", Plain.of("32 MiB"));
        assertEquals("512", Plain.of("512 B"));
        assertEquals("1468006", Plain.of("1.4 MiB (1,468,006 B)"));
        assertEquals("1610612736", Plain.of("1.5 GiB"));
    }

    @Test
    void otherTextStaysAsShown() {
        assertEquals("1.3 KiB", Plain.of("1.3 KiB"), "a rounded size: its bytes are not in the text");
        assertEquals("a, b", Plain.of("a, b"));
        assertEquals("0x2000001000", Plain.of("0x2000001000"));
        assertEquals("", Plain.of(null));
        assertEquals("12,34", Plain.of("12,34"), "not a thousands grouping");
    }
}

package org.ringscope.model.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;

/** Typed rendering of known bit patterns, and the memory range's text form. */
class ValueFormatTest {
    private static String f(Dtype t, int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) bytes[i];
        }
        return ValueFormat.format(b, 0, t, Conversion.DEFAULT);
    }

    @Test
    void elementsDecodeLittleEndian() {
        assertEquals("-1", f(Dtype.INT8, 0xFF));
        assertEquals("255", f(Dtype.UINT8, 0xFF));
        assertEquals("-2", f(Dtype.INT16, 0xFE, 0xFF));
        assertEquals("305419896", f(Dtype.INT32, 0x78, 0x56, 0x34, 0x12));
        assertEquals("4294967295", f(Dtype.UINT32, 0xFF, 0xFF, 0xFF, 0xFF));
        assertEquals("1", f(Dtype.FLOAT32, 0x00, 0x00, 0x80, 0x3F));
        assertEquals("-2.5", f(Dtype.FLOAT32, 0x00, 0x00, 0x20, 0xC0));
        assertEquals("1", f(Dtype.FLOAT16, 0x00, 0x3C));
        assertEquals("0.33325", f(Dtype.FLOAT16, 0x55, 0x35));
        assertEquals("1", f(Dtype.BFLOAT16, 0x80, 0x3F));
        assertEquals("inf", f(Dtype.BFLOAT16, 0x80, 0x7F));
        assertEquals("1", f(Dtype.FP8_EXP4, 0x38), "e4m3: bias 7, 1.0 = 0 0111 000");
        assertEquals("1", f(Dtype.FP8_EXP5, 0x3C), "e5m2: bias 15, 1.0 = 0 01111 00");
        assertEquals("-0", f(Dtype.FLOAT32, 0x00, 0x00, 0x00, 0x80));
        assertEquals("1.000e-10", ValueFormat.number(1e-10f));
        assertEquals("fp8 e4m3", ValueFormat.name(Dtype.FP8_EXP4));
        assertEquals(Dtype.UINT8, ValueFormat.shown(Dtype.INT64));
    }

    @Test
    void aMemoryRangeReadsBackFromItsText() {
        Memory r = new Memory(0x2000018000L, 64);
        assertEquals("memory 0x2000018000 64", r.text());
        assertEquals(r, Location.parse(r.text()));
        assertEquals(r, Location.parse("memory 137439051776 64"));
        assertEquals(true, r.contains(0x2000018000L + 63));
        assertEquals(false, r.contains(0x2000018000L + 64));
    }
}

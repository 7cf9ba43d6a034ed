package org.ringscope.model.ucode;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * EI_DATA = 2: the lx106 compiler is little-endian only, so each fixture gets a big-endian twin by byte
 * swapping (see {@link ByteSwap}). The twin must load the same way and produce the same patch values, with
 * the words stored big-endian in the images.
 */
class ByteOrderTest {

    static Stream<String> fixtures() {
        return UcodeFixtures.OWN.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void bigEndianTwinPatchesTheSameValues(String name) throws XtlibFormatException {
        byte[] le = UcodeFixtures.own(name);
        byte[] be = ByteSwap.toBigEndian(le);
        PrelinkResult rl = UcodeFixtures.prelink(le);
        PrelinkResult rb = UcodeFixtures.prelink(be);
        assertEquals(ElfData.MSB, rb.inspection().header().data());
        assertEquals(rl.status(), rb.status(), rb.message());
        assertEquals(rl.layout(), rb.layout());
        assertEquals(values(rl.patches()), values(rb.patches()));
        for (Patch p : rb.patches()) {
            byte[] b = p.afterBytes();
            assertArrayEquals(new byte[] {(byte) (p.after() >> 24), (byte) (p.after() >> 16), (byte) (p.after() >> 8),
                (byte) p.after()}, b);
            StagedImage img = p.side() == Side.CODE ? rb.iram() : rb.dram();
            if (p == rb.patches().get(rb.patches().size() - 1) || p.index() < 3) {
                assertArrayEquals(b, img.read(p.site(), 4));
            }
        }
        if (rl.ok()) {
            assertEquals(rl.pilInfo(), rb.pilInfo());
            assertEquals(rl.ucpl(), rb.ucpl());
        }
    }

    private static List<String> values(List<Patch> ps) {
        return ps.stream().map(p -> p.index() + ":" + p.site() + ":" + p.before() + ":" + p.after()).toList();
    }
}

package org.ringscope.model.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Transpose;
import org.ringscope.model.vring.Vring;
import org.ringscope.model.vring.VringPackets;

/**
 * Transpose packets built by {@code vring_add_dma_packet_transpose}, dumped to device prings and executed,
 * against a reference written here: for every source element (w, x, y, z) of a dense W×X×Y×Z tensor, its
 * destination is the op's letters read as indices into the destination's dims (decision 0103).
 */
class TransposePacketsTest {
    /** Distinct dims, so every permutation but the identity moves bytes. */
    private static final long[] SMALL = {2, 3, 4, 5};
    /** Ten 64 KiB blocks at 8 bytes per element. */
    private static final long[] LARGE = {3, 2, 100, 130};

    static Stream<Arguments> permutationsAndSizes() {
        return Transpose.PERMUTATIONS.stream()
                .flatMap(op -> Stream.of(1, 2, 4, 8).map(e -> Arguments.of(op, e)));
    }

    /** The reference: scatters each source element to where the op's letter order puts it. */
    static byte[] reference(byte[] src, long[] shape, String op, int e) {
        int[] s = Arrays.stream(shape).mapToInt(d -> (int) d).toArray();
        int[] outDims = new int[4];
        for (int k = 0; k < 4; k++) {
            outDims[k] = s["WXYZ".indexOf(op.charAt(k))];
        }
        byte[] out = new byte[src.length];
        int[] idx = new int[4];
        for (idx[0] = 0; idx[0] < s[0]; idx[0]++) {
            for (idx[1] = 0; idx[1] < s[1]; idx[1]++) {
                for (idx[2] = 0; idx[2] < s[2]; idx[2]++) {
                    for (idx[3] = 0; idx[3] < s[3]; idx[3]++) {
                        int from = ((idx[0] * s[1] + idx[1]) * s[2] + idx[2]) * s[3] + idx[3];
                        int to = 0;
                        for (int k = 0; k < 4; k++) {
                            to = to * outDims[k] + idx["WXYZ".indexOf(op.charAt(k))];
                        }
                        System.arraycopy(src, from * e, out, to * e, e);
                    }
                }
            }
        }
        return out;
    }

    private static byte[] run(Arch arch, String op, int e, long[] shape, long seed) throws Exception {
        Rig rig = new Rig(arch);
        int bytes = (int) (shape[0] * shape[1] * shape[2] * shape[3] * e);
        Allocation src = rig.filled("src", bytes, seed);
        Allocation dst = rig.buffer("dst", bytes);
        rig.dev.fill(dst.address(), bytes, (byte) 0xEE);
        Vring v = rig.vring("t");
        VringPackets.vringAddDmaPacketTranspose(v, src.address(), dst.address(), bytes, op, e, shape);
        DmaQueue q = rig.run(v, 0, 0);
        assertFalse(q.aborted());
        DevicePackets.PacketInfo p = DmaExecutionTest.lastPacket(rig);
        assertEquals(NotExecuted.NONE, p.notExecuted());
        assertEquals(OpClass.TRANSPOSE, p.op());
        byte[] in = rig.read(src.address(), bytes);
        byte[] want = reference(in, shape, op, e);
        assertArrayEquals(want, rig.read(dst.address(), bytes), op + " of " + e + "-byte elements");
        assertEquals(op.equals("WXYZ"), Arrays.equals(in, want), "only the identity leaves the bytes in place");
        return want;
    }

    @ParameterizedTest(name = "{0}, element size {1}")
    @MethodSource("permutationsAndSizes")
    void everyPermutationOfEveryElementSizeIsByteExact(String op, int e) throws Exception {
        run(Arch.CAYMAN, op, e, SMALL, 31L * e + op.hashCode());
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Arch.class)
    void aTileOfManyBlocksOnEveryArch(Arch arch) throws Exception {
        for (String op : new String[] {"WZXY", "XZYW", "XYWZ"}) {
            run(arch, op, 8, LARGE, op.hashCode());
        }
    }

    @ParameterizedTest(name = "element size {0}")
    @MethodSource("sizes")
    void theTwoDimensionalTransposeMatchesTheTextbook(int e) throws Exception {
        Rig rig = new Rig(Arch.SUNDA);
        int rows = 3;
        int cols = 7;
        Allocation src = rig.filled("src", rows * cols * e, e);
        Allocation dst = rig.buffer("dst", rows * cols * e);
        Vring v = rig.vring("t");
        VringPackets.vringAddDmaPacketTranspose(v, src.address(), dst.address(), rows * cols * e, "WXZY", e,
                new long[] {1, 1, rows, cols});
        rig.run(v, 0, 0);
        byte[] in = rig.read(src.address(), rows * cols * e);
        byte[] out = rig.read(dst.address(), rows * cols * e);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                assertArrayEquals(Arrays.copyOfRange(in, (r * cols + c) * e, (r * cols + c + 1) * e),
                        Arrays.copyOfRange(out, (c * rows + r) * e, (c * rows + r + 1) * e), "out[c][r] = in[r][c]");
            }
        }
    }

    static Stream<Integer> sizes() {
        return Stream.of(3, 5, 6, 7);
    }
}

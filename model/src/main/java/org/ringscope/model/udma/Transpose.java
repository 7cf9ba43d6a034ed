package org.ringscope.model.udma;

import java.util.List;

/**
 * The transpose packet's two lookup tables ({@code vring_add_dma_packet_transpose}, libnrt 0x312ea0; vring
 * seed §4): a 4-character permutation op, one of 12, matched by an {@code strncmp} table to a
 * dimension-order index, and {@code element_size} 1..8 mapped by a switch to an
 * {@code al_sdma_m2m_meta_ctrl_data_type}.
 *
 * <p>The seed names three of the twelve ("WZXY", "WXZY", … "XYWZ"). The twelve are the permutations of
 * WXYZ that start with W or X — the only 12-member family that holds all three — in the seed's order at
 * both ends and lexicographic order between (decision 0103).
 *
 * <p><b>What a permutation does</b> (RingScope's definition, decision 0103): the source is a dense
 * W×X×Y×Z tensor of {@code e}-byte elements, W outermost — element {@code (w, x, y, z)} starts at byte
 * {@code (((w·X + x)·Y + y)·Z + z)·e}. An op {@code "ABCD"} names the source dims in the destination's
 * order, outermost first: the destination is the dense {@code dim(A)×dim(B)×dim(C)×dim(D)} tensor whose
 * element {@code (i0, i1, i2, i3)} is the source element with index {@code i0} along source dim A,
 * {@code i1} along B, {@code i2} along C and {@code i3} along D. {@code "WXYZ"} is the identity (a copy);
 * {@code "WXZY"} transposes the two innermost dims. Elements move whole; their bytes keep their order.
 */
public final class Transpose {
    /** The 12 permutation ops, by dimension-order index. */
    public static final List<String> PERMUTATIONS = List.of(
            "WZXY", "WXZY", "WXYZ", "WYXZ", "WYZX", "WZYX",
            "XWYZ", "XWZY", "XYZW", "XZWY", "XZYW", "XYWZ");
    /** Smallest element size. */
    public static final int MIN_ELEMENT_SIZE = 1;
    /** Largest element size. */
    public static final int MAX_ELEMENT_SIZE = 8;

    private Transpose() {
    }

    /** The strncmp table: the index of a 4-character op, or -1. Only the first 4 characters are compared. */
    public static int permutationIndex(String op) {
        if (op == null || op.length() < 4) {
            return -1;
        }
        String key = op.substring(0, 4);
        return PERMUTATIONS.indexOf(key);
    }

    /**
     * Whether {@code shape} = {W, X, Y, Z} (elements, outermost first) describes exactly {@code size}
     * bytes of {@code elementSize}-byte elements, with every dim ≥ 1 and W, X, Y at most
     * {@link MetaOperand#MAX_DIM} (what a META operand holds).
     */
    public static boolean shapeHolds(long[] shape, int elementSize, long size) {
        if (shape == null || shape.length != 4 || elementSize < 1) {
            return false;
        }
        long n = elementSize;
        for (int k = 0; k < 4; k++) {
            if (shape[k] < 1 || (k < 3 && shape[k] > MetaOperand.MAX_DIM)) {
                return false;
            }
            try {
                n = Math.multiplyExact(n, shape[k]);
            } catch (ArithmeticException e) {
                return false;
            }
        }
        return n == size;
    }

    /** The switch table: element size 1..8 to data-type code 0..7, or -1 outside 1..8. */
    public static int dataType(int elementSize) {
        return switch (elementSize) {
            case 1, 2, 3, 4, 5, 6, 7, 8 -> elementSize - 1;
            default -> -1;
        };
    }
}

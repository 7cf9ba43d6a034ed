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

    /** The switch table: element size 1..8 to data-type code 0..7, or -1 outside 1..8. */
    public static int dataType(int elementSize) {
        return switch (elementSize) {
            case 1, 2, 3, 4, 5, 6, 7, 8 -> elementSize - 1;
            default -> -1;
        };
    }
}

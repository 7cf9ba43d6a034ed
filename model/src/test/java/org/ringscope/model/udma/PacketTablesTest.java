package org.ringscope.model.udma;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashSet;
import org.junit.jupiter.api.Test;

/** The transpose tables, the CCE op codes and the op-class overlay words (docs/reference/descriptors-and-barriers.md). */
class PacketTablesTest {
    @Test
    void twelveDistinctPermutationsWithTheSeedsThreeInPlace() {
        assertEquals(12, Transpose.PERMUTATIONS.size());
        assertEquals(12, new HashSet<>(Transpose.PERMUTATIONS).size());
        assertEquals(0, Transpose.permutationIndex("WZXY"));
        assertEquals(1, Transpose.permutationIndex("WXZY"));
        assertEquals(11, Transpose.permutationIndex("XYWZ"));
        for (String p : Transpose.PERMUTATIONS) {
            assertEquals(4, p.length());
            assertEquals("WXYZ", p.chars().sorted().collect(StringBuilder::new, StringBuilder::appendCodePoint,
                    StringBuilder::append).toString());
        }
        assertEquals(-1, Transpose.permutationIndex("ZYXW"));
        assertEquals(-1, Transpose.permutationIndex("WX"));
        assertEquals(-1, Transpose.permutationIndex(null));
        assertEquals(0, Transpose.permutationIndex("WZXYjunk"), "strncmp compares 4 characters");
    }

    @Test
    void elementSizes1To8() {
        for (int s = 1; s <= 8; s++) {
            assertEquals(s - 1, Transpose.dataType(s));
        }
        assertEquals(-1, Transpose.dataType(0));
        assertEquals(-1, Transpose.dataType(9));
    }

    @Test
    void cceCodesFollowTheSeedsMinMaxArithmetic() {
        assertEquals(2, CceOp.MIN.code());
        assertEquals(3, CceOp.MAX.code());
        assertEquals(CceOp.ADD, CceOp.ofCode(1));
        assertEquals(CceOp.FMA, CceOp.ofCode(0));
        assertNull(CceOp.ofCode(4));
        // case MIN, MAX: op-2 <= 1
        for (CceOp op : CceOp.values()) {
            assertEquals(op == CceOp.MIN || op == CceOp.MAX, Integer.compareUnsigned(op.code() - 2, 1) <= 0);
        }
    }

    @Test
    void overlayBaseWords() {
        assertEquals(0x800000, OpWord.STRIDING_SPLIT);
        assertEquals(0x900000, OpWord.TRANSPOSE);
        assertEquals(0xA00000, OpWord.REPLICATION);
        assertEquals(0x2000000, OpWord.CCE_ADD);
        assertEquals(0x2000000, OpWord.CCE_MIN_MAX);
        assertEquals(0x2100000, OpWord.CCE_FMA);
        assertEquals(0x2400000, OpWord.CCE_EXT);
        assertEquals(0x2500000, OpWord.CCE_GRADIENT);
        assertEquals(0x6000000, OpWord.TDG_SEED_INIT);
        assertEquals(0x6500001, OpWord.TDG_GRADIENT);
        assertEquals((1 << 29) | 0x4A00000, OpWord.replicationExt(1));
    }

    @Test
    void overlayInteriors() {
        assertEquals(0x900000 | 4 | (3 << 8) | (3 << 16), OpWord.transpose(4, false, 3, 3));
        assertEquals(0x900000 | 0x20, OpWord.transpose(0, true, 0, 0));
        assertEquals(0xA00000 | 5, OpWord.replication(5));
        assertEquals(0x2000000 | 1 | (2 << 12) | (3 << 16), OpWord.cceAdd(1, 2, 3));
        assertEquals(0x2100000 | (1 << 8) | (2 << 12) | (3 << 16), OpWord.cceFma(0, 1, 2, 3));
    }

    @Test
    void gotchaMinMaxSharesTheAddBaseButNotTheWord() {
        int add = OpWord.cceAdd(CceOp.ADD.code(), 0, 0);
        int min = OpWord.cceMinMax(CceOp.MIN.code(), false, 0, 0, 0);
        assertEquals(add & 0xFF00000, min & 0xFF00000, "same high bits");
        assertEquals(1, add & 7);
        assertEquals(2, min & 7, "the op code in [2:0] tells them apart");
        assertEquals(0x2000000 | 3 | 0x20 | (5 << 20), OpWord.cceMinMax(3, true, 0, 0, 5));
    }
}

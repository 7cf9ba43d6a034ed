package org.ringscope.model.udma;

/**
 * The meta_ctrl op-class overlay words (SDMA / CCE / TDG; docs/reference/descriptors-and-barriers.md, meta-ctrl-overlays page:
 * constants HIGH, argument names LOW). A compute op overwrites the op selector bits (~[25:20]) of the
 * default word, so {@link MetaCtrl#isCmeDesc} is false for it; write_barrier (bit 26) is ORed on after.
 *
 * <p>GOTCHA: CCE add and min/max share the base 0x2000000; min/max is told apart by [22:20] (constant
 * dtype), b5 and the op code in [2:0]. Switching on the high bits alone runs min/max as add.
 */
public final class OpWord {
    /** SDMA striding-split (builder 0x451ae0). */
    public static final int STRIDING_SPLIT = 0x800000;
    /** SDMA transpose (builder 0x451980): [4:0] elem-bytes, b5, [15:8] out-shape-idx, [19:16] byte-cnt. */
    public static final int TRANSPOSE = 0x900000;
    /** SDMA replication (builder 0x451b00): [15:0] count. */
    public static final int REPLICATION = 0xA00000;
    /** Extended replication: {@code (a4 << 29) | 0x4A00000}. */
    public static final int REPLICATION_EXT = 0x4A00000;
    /** CCE add (builder 0x451b80): [2:0] op, b5..b7 flags, [15:12]/[19:16] dtypes. */
    public static final int CCE_ADD = 0x2000000;
    /** CCE min/max (builder 0x451ca0): shares the add base, plus [22:20] const-dtype and b5. */
    public static final int CCE_MIN_MAX = 0x2000000;
    /** CCE fma (builder 0x451bd0): [2:0] op, [7:6], dtypes [11:8]/[15:12]/[19:16]. */
    public static final int CCE_FMA = 0x2100000;
    /** CCE extended (builder 0x451dc0). */
    public static final int CCE_EXT = 0x2400000;
    /** CCE gradient (builder 0x451d70). */
    public static final int CCE_GRADIENT = 0x2500000;
    /** TDG seed-init descriptor hi-word (not a meta_ctrl). */
    public static final int TDG_SEED_INIT = 0x6000000;
    /** TDG gradient descriptor hi-word: {@code (a6 << 29) | 0x6500001}. */
    public static final int TDG_GRADIENT = 0x6500001;
    /** b5 of the transpose word; RingScope uses it to mark the flush packet (decision 0103). */
    public static final int TRANSPOSE_B5 = 1 << 5;
    /** b5 of the min/max word (use-constant). */
    public static final int MIN_MAX_B5 = 1 << 5;

    private OpWord() {
    }

    /** Transpose word: elem-bytes [4:0], b5, out-shape-idx [15:8], byte-cnt [19:16]. */
    public static int transpose(int elemBytes, boolean b5, int outShapeIdx, int byteCnt) {
        return TRANSPOSE | (elemBytes & 0x1F) | (b5 ? TRANSPOSE_B5 : 0) | ((outShapeIdx & 0xFF) << 8)
                | ((byteCnt & 0xF) << 16);
    }

    /** Replication word: count in [15:0]. */
    public static int replication(int count) {
        return REPLICATION | (count & 0xFFFF);
    }

    /** Extended replication word {@code (a4 << 29) | 0x4A00000}. */
    public static int replicationExt(int a4) {
        return (a4 << 29) | REPLICATION_EXT;
    }

    /** CCE add word: op [2:0], src dtype [15:12], dst dtype [19:16]. */
    public static int cceAdd(int op, int srcDtype, int dstDtype) {
        return CCE_ADD | (op & 0x7) | ((srcDtype & 0xF) << 12) | ((dstDtype & 0xF) << 16);
    }

    /** CCE min/max word: op [2:0], b5 use-constant, src dtype [15:12], dst dtype [19:16], const dtype [22:20]. */
    public static int cceMinMax(int op, boolean useConstant, int srcDtype, int dstDtype, int constDtype) {
        return CCE_MIN_MAX | (op & 0x7) | (useConstant ? MIN_MAX_B5 : 0) | ((srcDtype & 0xF) << 12)
                | ((dstDtype & 0xF) << 16) | ((constDtype & 0x7) << 20);
    }

    /**
     * The CCE word RingScope's combo-op builder writes for a code none of these words has an op for (decision 1322):
     * the CCE class with op field 0 in family 0, which names no op (FMA is family 1), and the dtypes of
     * {@link #cceAdd}; the code itself travels in the lead META operand ({@link MetaOperand#cceCombo}).
     */
    public static int cceUnnamed(int srcDtype, int dstDtype) {
        return CCE_ADD | ((srcDtype & 0xF) << 12) | ((dstDtype & 0xF) << 16);
    }

    /** CCE fma word: op [2:0], dtypes [11:8] / [15:12] / [19:16]. */
    public static int cceFma(int op, int dtypeA, int dtypeB, int dtypeC) {
        return CCE_FMA | (op & 0x7) | ((dtypeA & 0xF) << 8) | ((dtypeB & 0xF) << 12) | ((dtypeC & 0xF) << 16);
    }
}

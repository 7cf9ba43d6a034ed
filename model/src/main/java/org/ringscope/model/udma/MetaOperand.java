package org.ringscope.model.udma;

/**
 * The operand of a packet's lead META descriptor — <b>RingScope's emulation</b> (decision 0103), not a
 * hardware fact. The Alpine HAL reads a META descriptor ({@link LenCtrl#META}, len_ctrl bit 23) through its
 * {@code tx_meta} view {@code (len_ctrl, meta_ctrl, meta1, meta2)}: bytes 8..15 are metadata, not a buffer
 * pointer (docs/reference/descriptors-and-barriers.md). RingScope's CCE and transpose builders put the arguments the op words do not
 * hold there, as one 64-bit word (meta1 = bits 31:0, meta2 = bits 63:32):
 *
 * <pre>
 * CCE        [31:0]  the FMA scale (fp32 bits), or the min/max constant's bits in its dtype (bf16 / fp16 in [15:0])
 *            [39:32] the number of sources (1..255; 0 = not encoded)
 *            [47:40] the constant's nrt_dtype_t code (min/max with use-constant, b5)
 *            [63:48] a combo op's SDMA_CCETYPE code + 1 when the op words name no op for it (0 = not encoded)
 * TRANSPOSE  [20:0] W, [41:21] X, [62:42] Y — the source tensor's three outer dims (each 1..2^21-1; 0 = not
 *            encoded); Z, the innermost, is the packet's bytes / (W·X·Y·element size)
 * </pre>
 */
public final class MetaOperand {
    /** Largest W, X or Y a transpose operand holds. */
    public static final long MAX_DIM = (1L << 21) - 1;

    private MetaOperand() {
    }

    /** The CCE operand: {@code valueBits} (scale or constant), the source count, the constant's dtype code. */
    public static long cce(int sources, int valueBits, int constantDtype) {
        if (sources < 1 || sources > 0xFF) {
            throw new IllegalArgumentException("a CCE operand holds 1..255 sources, not " + sources);
        }
        return (valueBits & 0xFFFFFFFFL) | (long) sources << 32 | (long) (constantDtype & 0xFF) << 40;
    }

    /**
     * The operand of a combo op (CCE replication) whose code {@code op} no op word names: {@link #cce} plus the code
     * in [63:48] (stored + 1, so 0 stays "not encoded"; codes above 0xFFFE are clipped to it).
     */
    public static long cceCombo(int sources, int valueBits, int constantDtype, int op) {
        long code = Math.min(Integer.toUnsignedLong(op), 0xFFFEL) + 1;
        return cce(sources, valueBits, constantDtype) | code << 48;
    }

    /** The combo op's CCE code a {@link #cceCombo} operand carries, or -1 when none is encoded. */
    public static int cceComboOp(long operand) {
        return (int) (operand >>> 48) - 1;
    }

    /** The source count of a CCE operand, 0 when not encoded. */
    public static int cceSources(long operand) {
        return (int) (operand >>> 32) & 0xFF;
    }

    /** The value bits (scale / constant) of a CCE operand. */
    public static int cceValueBits(long operand) {
        return (int) operand;
    }

    /** The constant's dtype code of a CCE operand. */
    public static int cceConstantDtype(long operand) {
        return (int) (operand >>> 40) & 0xFF;
    }

    /** The transpose operand of the source dims {@code W, X, Y} (each 1..{@link #MAX_DIM}). */
    public static long transpose(long w, long x, long y) {
        for (long d : new long[] {w, x, y}) {
            if (d < 1 || d > MAX_DIM) {
                throw new IllegalArgumentException("a transpose dim must be 1.." + MAX_DIM + ", not " + d);
            }
        }
        return w | x << 21 | y << 42;
    }

    /** Dim {@code k} (0 = W, 1 = X, 2 = Y) of a transpose operand; 0 when not encoded. */
    public static long transposeDim(long operand, int k) {
        return (operand >>> (21 * k)) & MAX_DIM;
    }
}

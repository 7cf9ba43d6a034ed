package org.ringscope.model.device;

import java.util.Arrays;
import org.ringscope.model.cast.Conversion;
import org.ringscope.model.cast.Dtype;
import org.ringscope.model.udma.CceTypes;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;
import org.ringscope.model.udma.MetaOperand;
import org.ringscope.model.udma.OpWord;
import org.ringscope.model.udma.Transpose;

/**
 * The working set of the packet under execution, in primitive arrays reused from packet to packet (a
 * descriptor is never an object): its TX and RX descriptors as fetched from the rings, and what
 * {@link #classify()} decodes from them — the op, the lead META word, the number of destinations, bytes
 * in and out (decision 0502, 0503).
 */
final class PacketRun {
    long[] txW0 = new long[8];
    long[] txW1 = new long[8];
    int n;
    long[] rxW0 = new long[8];
    long[] rxW1 = new long[8];
    int m;

    OpClass op;
    int opWord;
    boolean lead;
    /** meta_ctrl and bytes 8..15 of the lead META descriptor (decision 0103), when {@link #lead}. */
    int leadWord;
    long operand;
    int ndst;
    long inBytes;
    long unitBytes;
    long outBytes;
    int nsrc;
    long srcSize;
    int srcType;
    int dstType;
    /** FMA: the scale; MIN / MAX with a constant: the constant (fp32). */
    float value;
    boolean useConstant;
    /** TRANSPOSE with a permutation to apply: source dims {W, X, Y, Z}, element size, op index. */
    final long[] dims = new long[4];
    int elem;
    int perm = -1;
    NotExecuted notExecuted;
    String abort;
    /** The executing engine's data-conversion registers (decision 1101). */
    Conversion conversion = Conversion.DEFAULT;

    void reset() {
        n = 0;
        m = 0;
        abort = null;
        notExecuted = NotExecuted.NONE;
        lead = false;
        leadWord = 0;
        operand = 0;
        ndst = 1;
        nsrc = 1;
        useConstant = false;
        perm = -1;
    }

    void addTx(long w0, long w1) {
        if (n == txW0.length) {
            txW0 = Arrays.copyOf(txW0, n * 2);
            txW1 = Arrays.copyOf(txW1, n * 2);
        }
        txW0[n] = w0;
        txW1[n++] = w1;
    }

    void addRx(long w0, long w1) {
        if (m == rxW0.length) {
            rxW0 = Arrays.copyOf(rxW0, m * 2);
            rxW1 = Arrays.copyOf(rxW1, m * 2);
        }
        rxW0[m] = w0;
        rxW1[m++] = w1;
    }

    int first() {
        return lead ? 1 : 0;
    }

    static int len(long w0) {
        return LenCtrl.size(Desc.lenCtrl(w0));
    }

    /** Decodes op, sizes and destinations from the TX descriptors; sets {@link #abort} when it cannot. */
    void classify() {
        lead = LenCtrl.isMeta(Desc.lenCtrl(txW0[0]));
        OpClass leadClass = null;
        if (lead) {
            leadWord = Desc.metaCtrl(txW0[0]);
            operand = txW1[0];
            leadClass = OpClass.of(leadWord);
            if (leadClass == OpClass.REPLICATION) {
                ndst = Math.max(1, leadWord & 0xFFFF);
            } else if (!leadClass.isCce() && leadClass != OpClass.TRANSPOSE) {
                abort = String.format("the lead META word 0x%08x is not emulated: the packet's RX length is unknown",
                        leadWord);
                return;
            }
        }
        inBytes = 0;
        for (int i = first(); i < n; i++) {
            inBytes += len(txW0[i]);
        }
        if (first() == n) {
            op = OpClass.COPY;
            opWord = MetaCtrl.DEFAULT;
            unitBytes = 0;
            outBytes = 0;
            return;
        }
        opWord = Desc.metaCtrl(txW0[first()]);
        op = OpClass.of(opWord);
        int mask = ~(MetaCtrl.WRITE_BARRIER | MetaCtrl.NOTIFICATION_MASK);
        for (int i = first() + 1; i < n; i++) {
            if ((Desc.metaCtrl(txW0[i]) & mask) != (opWord & mask)) {
                abort = String.format("descriptors of one packet carry different op words (0x%08x, 0x%08x)", opWord,
                        Desc.metaCtrl(txW0[i]));
                return;
            }
        }
        if (leadClass != null && leadClass != OpClass.REPLICATION && (leadWord & mask) != (opWord & mask)) {
            abort = String.format("the lead META word 0x%08x is neither a replication word nor the packet's op word "
                    + "0x%08x (decision 0103)", leadWord, opWord);
            return;
        }
        switch (op) {
            case COPY -> unitBytes = inBytes;
            case TRANSPOSE -> transpose();
            case CCE_ADD, CCE_MIN, CCE_MAX, CCE_FMA, CCE_MUL -> cce();
            default -> {
                int sources = MetaOperand.cceSources(operand);
                if (leadClass == OpClass.REPLICATION && MetaOperand.cceComboOp(operand) >= 0 && sources > 0) {
                    // each destination gets one source's bytes; the op is not computed
                    unitBytes = inBytes / sources;
                    notExecuted = NotExecuted.COMBO_OP_CODE;
                } else {
                    abort = String.format("op word 0x%08x has no emulated semantics: the packet's RX length is unknown",
                            opWord);
                }
            }
        }
        outBytes = unitBytes * ndst;
    }

    /**
     * A transpose: the flush has no data effect; otherwise the word names the permutation and element
     * size, the lead META operand the source dims W, X, Y, and Z = bytes / (W·X·Y·e). Without an operand only
     * the identity can run (as a copy).
     */
    private void transpose() {
        unitBytes = inBytes;
        if ((opWord & OpWord.TRANSPOSE_B5) != 0) {
            notExecuted = NotExecuted.TRANSPOSE_FLUSH;
            return;
        }
        int p = (opWord >>> 8) & 0xFF;
        elem = opWord & 0x1F;
        if (p >= Transpose.PERMUTATIONS.size() || Transpose.dataType(elem) != ((opWord >>> 16) & 0xF)) {
            notExecuted = NotExecuted.TRANSPOSE_WORD;
            return;
        }
        long w = MetaOperand.transposeDim(operand, 0);
        long x = MetaOperand.transposeDim(operand, 1);
        long y = MetaOperand.transposeDim(operand, 2);
        if (!lead || w == 0 || x == 0 || y == 0) {
            if (p != IDENTITY) {
                notExecuted = NotExecuted.TRANSPOSE_SHAPE;
            }
            return;
        }
        long outer = w * x * y * elem;
        if (inBytes % outer != 0) {
            notExecuted = NotExecuted.TRANSPOSE_SHAPE_MISMATCH;
            return;
        }
        dims[0] = w;
        dims[1] = x;
        dims[2] = y;
        dims[3] = inBytes / outer;
        perm = p;
    }

    private static final int IDENTITY = Transpose.PERMUTATIONS.indexOf("WXYZ");

    /**
     * The CCE layout of decision 0103: each source as ≤ 64 KiB blocks, every block but a source's last full.
     * The lead META operand gives the source count; without one it is inferred from the layout.
     */
    private void cce() {
        int k = n - first();
        int given = lead ? MetaOperand.cceSources(operand) : 0;
        int blocks = -1;
        if (given > 0) {
            if (k % given != 0 || !layoutFits(k / given, k)) {
                abort = "the META operand's " + given + " CCE sources do not split the " + k
                        + " TX blocks as the packet layout of decision 0103 does";
                return;
            }
            blocks = k / given;
        }
        for (int b = 1; b <= k && given == 0; b++) {
            if (k % b == 0 && layoutFits(b, k)) {
                if (blocks > 0) {
                    abort = "the CCE source count is ambiguous: every block is 64 KiB and the packet has no META "
                            + "operand with the number of sources (decision 0503)";
                    return;
                }
                blocks = b;
            }
        }
        if (blocks < 0) {
            abort = "the CCE sources do not have one size: the TX blocks do not follow the packet layout of decision 0103";
            return;
        }
        nsrc = k / blocks;
        srcSize = 0;
        for (int i = 0; i < blocks; i++) {
            srcSize += len(txW0[first() + i]);
        }
        srcType = (opWord >>> 12) & 0xF;
        dstType = (opWord >>> 16) & 0xF;
        int ss = CceMath.size(srcType);
        int ds = CceMath.size(dstType);
        if (op == OpClass.CCE_FMA) {
            if (((opWord >>> 8) & 0xF) != srcType || srcType != dstType) {
                abort = "an FMA whose dtypes differ: its output length is unknown";
                return;
            }
            notExecuted = given == 0 ? NotExecuted.FMA_SCALE : nsrc > 1 ? NotExecuted.FMA_SOURCES
                    : ss < 0 ? NotExecuted.CCE_DTYPE : NotExecuted.NONE;
            value = Float.intBitsToFloat(MetaOperand.cceValueBits(operand));
            unitBytes = srcSize;
            return;
        }
        if (op == OpClass.CCE_ADD && (opWord & (1 << 5)) != 0) {
            notExecuted = NotExecuted.CCE_SEED;
        } else if (op != OpClass.CCE_ADD && (opWord & OpWord.MIN_MAX_B5) != 0) {
            useConstant = true;
            int cd = MetaOperand.cceConstantDtype(operand);
            if (given == 0) {
                notExecuted = NotExecuted.CCE_CONSTANT;
            } else if (CceTypes.size(cd) < 0) {
                notExecuted = NotExecuted.CCE_DTYPE;
            } else {
                value = CceTypes.value(cd, MetaOperand.cceValueBits(operand));
            }
        }
        if (ss < 0 || ds < 0) {
            notExecuted = notExecuted == NotExecuted.NONE ? NotExecuted.CCE_DTYPE : notExecuted;
            if (srcType != dstType) {
                abort = "CCE dtypes " + srcType + " → " + dstType + " are not emulated: the output length is unknown";
            }
            unitBytes = srcSize;
            return;
        }
        if (srcSize % ss != 0) {
            abort = "a CCE source of " + srcSize + " bytes is not a whole number of " + ss + "-byte elements";
            return;
        }
        unitBytes = srcSize / ss * ds;
        if (notExecuted == NotExecuted.NONE && conversion.unsupported(Dtype.of(srcType),
                Dtype.of(dstType)) != null) {
            notExecuted = NotExecuted.CAST_CONVERSION;
        }
    }

    private boolean layoutFits(int b, int k) {
        for (int s = 0; s < k / b; s++) {
            for (int i = 0; i < b; i++) {
                int l = len(txW0[first() + s * b + i]);
                if (l != len(txW0[first() + i]) || (i < b - 1 && l != LenCtrl.MAX_DMA_DESC_SIZE)) {
                    return false;
                }
            }
        }
        return true;
    }
}

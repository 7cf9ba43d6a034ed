package org.ringscope.model.device;

import java.util.Arrays;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.LenCtrl;
import org.ringscope.model.udma.MetaCtrl;
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
    int ndst;
    long inBytes;
    long unitBytes;
    long outBytes;
    int nsrc;
    long srcSize;
    int srcType;
    int dstType;
    NotExecuted notExecuted;
    String abort;

    void reset() {
        n = 0;
        m = 0;
        abort = null;
        notExecuted = NotExecuted.NONE;
        lead = false;
        ndst = 1;
        nsrc = 1;
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
        if (lead) {
            int lw = Desc.metaCtrl(txW0[0]);
            if (OpClass.of(lw) != OpClass.REPLICATION) {
                abort = String.format("the lead META word 0x%08x is not emulated: the packet's RX length is unknown", lw);
                return;
            }
            ndst = Math.max(1, lw & 0xFFFF);
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
        switch (op) {
            case COPY -> unitBytes = inBytes;
            case TRANSPOSE -> {
                unitBytes = inBytes;
                if ((opWord & OpWord.TRANSPOSE_B5) != 0) {
                    notExecuted = NotExecuted.TRANSPOSE_FLUSH;
                } else if (((opWord >>> 8) & 0xFF) != Transpose.PERMUTATIONS.indexOf("WXYZ")) {
                    notExecuted = NotExecuted.TRANSPOSE_SHAPE;
                }
            }
            case CCE_ADD, CCE_MIN, CCE_MAX, CCE_FMA -> cce();
            default -> abort = String.format("op word 0x%08x has no emulated semantics: the packet's RX length is unknown",
                    opWord);
        }
        outBytes = unitBytes * ndst;
    }

    /** The CCE layout of decision 0103: each source as ≤ 64 KiB blocks, every block but a source's last full. */
    private void cce() {
        int k = n - first();
        int blocks = -1;
        for (int b = 1; b <= k; b++) {
            if (k % b == 0 && layoutFits(b, k)) {
                if (blocks > 0) {
                    abort = "the CCE source count is ambiguous: every block is 64 KiB and the descriptors do not "
                            + "encode the number of sources (decision 0503)";
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
        if (op == OpClass.CCE_FMA) {
            int a = (opWord >>> 8) & 0xF;
            srcType = (opWord >>> 12) & 0xF;
            dstType = (opWord >>> 16) & 0xF;
            notExecuted = NotExecuted.FMA_SCALE;
            if (a != srcType || srcType != dstType) {
                abort = "an FMA whose dtypes differ: its output length is unknown";
            }
            unitBytes = srcSize;
            return;
        }
        srcType = (opWord >>> 12) & 0xF;
        dstType = (opWord >>> 16) & 0xF;
        int ss = CceMath.size(srcType);
        int ds = CceMath.size(dstType);
        if (op == OpClass.CCE_ADD && (opWord & (1 << 5)) != 0) {
            notExecuted = NotExecuted.CCE_SEED;
        } else if (op != OpClass.CCE_ADD && (opWord & OpWord.MIN_MAX_B5) != 0) {
            notExecuted = NotExecuted.CCE_CONSTANT;
        } else if (ss < 0 || ds < 0) {
            notExecuted = NotExecuted.CCE_DTYPE;
        }
        if (ss < 0 || ds < 0) {
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

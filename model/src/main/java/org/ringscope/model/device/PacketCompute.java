package org.ringscope.model.device;

import org.ringscope.model.udma.Transpose;

/**
 * What an executed packet writes, from what it read (decisions 0502, 0503): the sources themselves for a
 * copy or an identity transpose without a shape; otherwise the permuted tensor or the CCE result, in a
 * buffer reused from packet to packet. Every destination receives this unit (replication repeats it).
 */
final class PacketCompute {
    private byte[] out = new byte[1 << 12];

    /** The unit of {@code p}: {@code in} itself, or the computed bytes (the first {@code p.unitBytes}). */
    byte[] unit(PacketRun p, byte[] in) {
        if (!p.op.isCce() && p.perm < 0) {
            return in;
        }
        if (out.length < p.unitBytes) {
            out = new byte[(int) p.unitBytes];
        }
        if (p.perm >= 0) {
            TransposeMath.permute(in, out, p.dims, Transpose.PERMUTATIONS.get(p.perm), p.elem);
            return out;
        }
        int elems = (int) (p.srcSize / CceMath.size(p.srcType));
        long key = p.m > 0 ? p.rxW1[0] : 0;
        if (p.op == OpClass.CCE_FMA) {
            CceMath.fma(in, p.srcType, p.value, out, p.dstType, elems, p.conversion, key);
        } else {
            CceMath.reduce(p.op, in, p.nsrc, (int) p.srcSize, p.srcType, out, p.dstType, elems, p.useConstant, p.value,
                    p.conversion, key);
        }
        return out;
    }
}

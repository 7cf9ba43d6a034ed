package org.ringscope.model.device;

/**
 * The permutation of a transpose packet (decision 0103, {@code udma.Transpose}): the source is a dense
 * W×X×Y×Z tensor of {@code e}-byte elements, W outermost; op {@code "ABCD"} lists the source dims in the
 * destination's order. Destination element {@code (i0, i1, i2, i3)} is the source element with index
 * {@code i0} along dim A, {@code i1} along B, {@code i2} along C, {@code i3} along D.
 */
final class TransposeMath {
    private TransposeMath() {
    }

    /**
     * Writes the permuted {@code in} to {@code out} (both from 0).
     *
     * @param dims source dims {W, X, Y, Z}
     * @param op   the 4-letter op, a permutation of "WXYZ"
     * @param e    element size in bytes
     */
    static void permute(byte[] in, byte[] out, long[] dims, String op, int e) {
        long[] srcStride = new long[4];
        srcStride[3] = e;
        for (int k = 2; k >= 0; k--) {
            srcStride[k] = srcStride[k + 1] * dims[k + 1];
        }
        int[] d = new int[4];
        long[] stride = new long[4];
        for (int k = 0; k < 4; k++) {
            int axis = op.charAt(k) - 'W';
            d[k] = (int) dims[axis];
            stride[k] = srcStride[axis];
        }
        int o = 0;
        for (int i0 = 0; i0 < d[0]; i0++) {
            for (int i1 = 0; i1 < d[1]; i1++) {
                for (int i2 = 0; i2 < d[2]; i2++) {
                    long base = i0 * stride[0] + i1 * stride[1] + i2 * stride[2];
                    for (int i3 = 0; i3 < d[3]; i3++) {
                        System.arraycopy(in, (int) (base + i3 * stride[3]), out, o, e);
                        o += e;
                    }
                }
            }
        }
    }
}

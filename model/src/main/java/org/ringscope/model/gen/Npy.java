package org.ringscope.model.gen;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Constant and filler members for synthetic NEFFs: NumPy {@code .npy} arrays and pseudo-random bytes. */
final class Npy {
    private Npy() {
    }

    /** A little-endian float32 {@code .npy} (format 1.0) of the given shape with deterministic values. */
    static byte[] float32(int[] shape, long seed) {
        int n = 1;
        StringBuilder dims = new StringBuilder();
        for (int d : shape) {
            n *= d;
            dims.append(d).append(", ");
        }
        String header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" + dims.toString().replaceAll(", $", "")
                + (shape.length == 1 ? "," : "") + "), }";
        int unpadded = 10 + header.length() + 1;
        int pad = (64 - unpadded % 64) % 64;
        header = header + " ".repeat(pad) + "\n";
        byte[] h = header.getBytes(StandardCharsets.US_ASCII);
        ByteBuffer b = ByteBuffer.allocate(10 + h.length + 4 * n).order(ByteOrder.LITTLE_ENDIAN);
        b.put((byte) 0x93).put("NUMPY".getBytes(StandardCharsets.US_ASCII)).put((byte) 1).put((byte) 0)
                .putShort((short) h.length).put(h);
        long s = seed;
        for (int i = 0; i < n; i++) {
            s = s * 6364136223846793005L + 1442695040888963407L;
            b.putFloat(((s >>> 40) & 0xFFFF) / 65536.0f - 0.5f);
        }
        return b.array();
    }

    /** The length of a {@code .npy} header (magic, version, length field and text), or 0 for other bytes. */
    static int headerLength(byte[] b) {
        if (b.length < 10 || (b[0] & 0xFF) != 0x93 || b[1] != 'N' || b[2] != 'U' || b[3] != 'M' || b[4] != 'P'
                || b[5] != 'Y') {
            return 0;
        }
        return 10 + ((b[8] & 0xFF) | (b[9] & 0xFF) << 8);
    }

    /** {@code size} bytes of xorshift noise: incompressible filler. */
    static byte[] noise(int size, long seed) {
        byte[] out = new byte[size];
        long x = seed | 1;
        int i = 0;
        for (; i + 8 <= size; i += 8) {
            x ^= x << 13;
            x ^= x >>> 7;
            x ^= x << 17;
            for (int k = 0; k < 8; k++) {
                out[i + k] = (byte) (x >>> (8 * k));
            }
        }
        for (; i < size; i++) {
            out[i] = (byte) i;
        }
        return out;
    }
}

package org.ringscope.model.neff;

/**
 * How the payload digest is stored in the header's {@code hash} field (docs/reference/neff-container.md).
 * The compiler stores each 32-bit word of the MD5 digest byte-reversed; readers accept either order.
 */
public enum HashByteOrder {
    /** Each 4-byte group of the digest byte-reversed: what every public NEFF has and what the writer emits. */
    WORD_SWAPPED,
    /** The digest bytes in the order the hash function produces them. */
    DIGEST,
    /** Neither order matches: the payload or the header is corrupt. */
    NONE;

    /** Reverses each 4-byte group of {@code digest} (the on-disk form of the MD5 state words). */
    public static byte[] wordSwap(byte[] digest) {
        byte[] out = new byte[digest.length];
        for (int i = 0; i + 3 < digest.length; i += 4) {
            out[i] = digest[i + 3];
            out[i + 1] = digest[i + 2];
            out[i + 2] = digest[i + 1];
            out[i + 3] = digest[i];
        }
        return out;
    }
}

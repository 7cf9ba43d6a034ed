package org.ringscope.model.neff;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import org.ringscope.model.util.Hex;

/**
 * Checks the header hash (docs/reference/neff-container.md): MD5 for pkg_version 2, SHA-256 for pkg_version 1, over the
 * whole payload window; the stored digest may be word-swapped (what the compiler writes) or in digest order.
 */
public final class HashVerifier {
    private HashVerifier() {
    }

    /** A fresh digest for the header's pkg_version. */
    public static MessageDigest digestFor(long pkgVersion) {
        try {
            return MessageDigest.getInstance(pkgVersion == 1 ? "SHA-256" : "MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK lacks a standard digest", e);
        }
    }

    /** Compares the stored hash with {@code computed} (the digest of the payload, in digest order). */
    public static HashStatus verify(NeffHeader header, String algorithm, byte[] computed) {
        byte[] stored = Arrays.copyOf(header.hash(), computed.length);
        HashByteOrder order;
        if (Arrays.equals(stored, HashByteOrder.wordSwap(computed))) {
            order = HashByteOrder.WORD_SWAPPED;
        } else if (Arrays.equals(stored, computed)) {
            order = HashByteOrder.DIGEST;
        } else {
            order = HashByteOrder.NONE;
        }
        return new HashStatus(algorithm, order != HashByteOrder.NONE, order, Hex.of(stored), Hex.of(computed));
    }

    /** The 32-byte header hash field the writer emits: the word-swapped digest, zero-padded. */
    public static byte[] headerField(byte[] digest) {
        return Arrays.copyOf(HashByteOrder.wordSwap(digest), NeffHeader.HASH_LEN);
    }
}

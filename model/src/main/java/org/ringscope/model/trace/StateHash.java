package org.ringscope.model.trace;

/**
 * 64-bit mixing for the state hashes every {@link Domain} computes (the SplitMix64 / MurmurHash3
 * finaliser). A state hash is a fingerprint for the round-trip test — run to the end, step back to 0,
 * forward again: the hash must be identical at every checked step — not a cryptographic digest.
 */
public final class StateHash {
    private StateHash() {
    }

    /** The SplitMix64 finaliser. */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Folds {@code v} into the running hash {@code h} (order matters). */
    public static long combine(long h, long v) {
        return mix(h * 31 + v + 0x9E3779B97F4A7C15L);
    }

    /** Folds the words {@code [off, off + n)} into {@code h}. */
    public static long combine(long h, long[] words, int off, int n) {
        for (int i = 0; i < n; i++) {
            h = combine(h, words[off + i]);
        }
        return h;
    }

    /** A hash of a string (for names). */
    public static long of(String s) {
        long h = s.length();
        for (int i = 0; i < s.length(); i++) {
            h = combine(h, s.charAt(i));
        }
        return h;
    }
}

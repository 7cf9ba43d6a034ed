package org.ringscope.model.dump;

import org.ringscope.model.io.MemoryBudget;

/**
 * How much a reader lets a dump file make it hold: the manifest's size, the bytes all compressed entries may
 * inflate to together (stored entries are mapped, not copied), and the entries of the zip's directory. Nothing
 * is allocated from a size a file states: buffers grow with the bytes that actually arrive, up to these limits
 * and the size the manifest and the zip directory agree on.
 *
 * @param maxManifestBytes largest {@code manifest.json}
 * @param maxInflatedBytes largest total of the deflated entries once inflated
 * @param maxEntries       most entries of the zip
 */
public record DumpLimits(long maxManifestBytes, long maxInflatedBytes, long maxEntries) {
    /** 4 GiB: the most the inflate budget defaults to. */
    public static final long DEFAULT_MAX_INFLATED = 4L << 30;
    /** The most entries a dump's zip may have: far more rings than any run makes (the manifest bounds them too). */
    public static final long DEFAULT_MAX_ENTRIES = 1L << 18;

    /** 16 MiB of manifest; 4 GiB inflated or a quarter of the heap, whichever is smaller; 262,144 entries. */
    public static final DumpLimits DEFAULT = new DumpLimits(16L << 20, MemoryBudget.capped(DEFAULT_MAX_INFLATED),
            DEFAULT_MAX_ENTRIES);

    public DumpLimits {
        if (maxManifestBytes <= 0 || maxInflatedBytes < 0 || maxEntries <= 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }

    /** These limits with another inflate budget ({@code --max-unpacked}). */
    public DumpLimits withMaxInflated(long bytes) {
        return new DumpLimits(maxManifestBytes, bytes, maxEntries);
    }
}

package org.ringscope.model.dump;

/**
 * How much a reader lets a dump file make it hold: the manifest's size, and the bytes all compressed entries
 * may inflate to together (stored entries are mapped, not copied). Nothing is allocated from a size a file
 * states: buffers grow with the bytes that actually arrive, up to these limits and the size the manifest and
 * the zip directory agree on.
 *
 * @param maxManifestBytes largest {@code manifest.json}
 * @param maxInflatedBytes largest total of the deflated entries once inflated
 */
public record DumpLimits(long maxManifestBytes, long maxInflatedBytes) {
    /** 16 MiB of manifest, 4 GiB inflated. */
    public static final DumpLimits DEFAULT = new DumpLimits(16L << 20, 4L << 30);

    public DumpLimits {
        if (maxManifestBytes <= 0 || maxInflatedBytes < 0) {
            throw new IllegalArgumentException("limits must be positive");
        }
    }
}

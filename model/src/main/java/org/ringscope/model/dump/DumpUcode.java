package org.ringscope.model.dump;

import java.nio.ByteBuffer;

/**
 * A GPSIMD library in a dump: its manifest entry (patches applied at the step) and its relocated image as the
 * device held it (empty when not staged at the step).
 */
public record DumpUcode(DumpManifest.Ucode entry, ByteBuffer image) {
    /** The image's bytes (a copy). */
    public byte[] imageBytes() {
        ByteBuffer b = image.duplicate();
        byte[] out = new byte[b.remaining()];
        b.get(out);
        return out;
    }
}

package org.ringscope.model.device;

/**
 * The DMA completion marker (docs/reference/udma-rings-and-doorbells.md, docs/reference/udma-rings-and-doorbells.md): a 4-byte self-copy appended after the data
 * copies {@code 0xabcdef01} from {@code buf + 0} to {@code buf + 4}; the host polls {@code buf + 4}.
 * The sources disagree on the userspace poll sense (docs/reference/udma-rings-and-doorbells.md); RingScope follows the kernel source
 * ({@code ndma_memcpy_wait_for_completion}: {@code *(buf + 4) == marker} means done; decision 0505).
 */
public final class CompletionMarker {
    /** {@code DMA_COMPLETION_MARKER}. */
    public static final int MARKER = 0xabcdef01;
    /** Size of the marker buffer: the marker and its copy. */
    public static final int SIZE = 8;

    private CompletionMarker() {
    }

    /** Arms {@code buf}: the marker at +0, zero at +4 (the runtime's re-arm, "copyin 0 then 0xABCDEF01"). */
    public static void arm(Device dev, long buf) throws DeviceException {
        dev.write(buf, new byte[] {1, (byte) 0xef, (byte) 0xcd, (byte) 0xab, 0, 0, 0, 0});
    }

    /** Whether the marker copy has landed: {@code *(buf + 4) == 0xabcdef01}. */
    public static boolean done(Device dev, long buf) throws DeviceException {
        byte[] b = dev.read(buf + 4, 4);
        return ((b[0] & 0xFF) | (b[1] & 0xFF) << 8 | (b[2] & 0xFF) << 16 | (b[3] & 0xFF) << 24) == MARKER;
    }
}

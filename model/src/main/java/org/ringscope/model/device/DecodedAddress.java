package org.ringscope.model.device;

/**
 * What an address decodes to: a flyweight the {@link DeviceAddressMap} fills, reused by the DMA engine
 * so that decoding a descriptor allocates nothing. {@link #toString()} and {@link #decoded()} are for
 * display.
 */
public final class DecodedAddress {
    Region region;
    SparseMemory memory;
    long offset;
    int nc;
    int index;
    int direction;
    String error;

    /** The window, or {@code null} after an error. */
    public Region region() {
        return region;
    }

    /** The memory of a memory window. */
    public SparseMemory memory() {
        return memory;
    }

    /** Byte offset inside the memory, or inside the register view. */
    public long offset() {
        return offset;
    }

    /** The NeuronCore (SB, DMEM, semaphore views), or the DMA engine (queue registers). */
    public int nc() {
        return nc;
    }

    /** The semaphore / event index of the first word, or the queue of a register window. */
    public int index() {
        return index;
    }

    /** For queue registers: 0 TX (m2s), 1 RX (s2m). */
    public int direction() {
        return direction;
    }

    /** Why the address did not decode, or {@code null}. */
    public String error() {
        return error;
    }

    public boolean ok() {
        return error == null;
    }

    /** An immutable copy. */
    public Decoded decoded() {
        return new Decoded(region, offset, nc, index, direction, error);
    }

    /** An immutable decoded address. */
    public record Decoded(Region region, long offset, int nc, int index, int direction, String error) {
    }

    @Override
    public String toString() {
        return decoded().toString();
    }
}

package org.ringscope.model.location;

import java.util.List;

/** A range of device memory: {@code length} bytes from device address {@code address}. */
public record Memory(long address, long length) implements Location {
    public Memory {
        LocationChecks.nonNegative(address, "address");
        if (length < 1) {
            throw new IllegalArgumentException("a memory range has at least one byte, not " + length);
        }
    }

    /** Whether device address {@code a} lies in the range. */
    public boolean contains(long a) {
        return a >= address && a - address < length;
    }

    @Override
    public List<String> words() {
        return List.of("0x" + Long.toHexString(address), Long.toString(length));
    }

    @Override
    public String label() {
        return length == 1 ? String.format("0x%x", address) : String.format("0x%x +%d", address, length);
    }
}

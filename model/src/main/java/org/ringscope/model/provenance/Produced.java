package org.ringscope.model.provenance;

import org.ringscope.model.location.Location;
import org.ringscope.model.location.Memory;

/**
 * Bytes something produced: record {@code record} (shown from step {@code step}) wrote {@code length} bytes at
 * {@code address}, computed from bytes at {@code source} (the first source byte; -1 when the packet's op mixes its
 * sources, a CCE op or a transpose, and the whole packet counts).
 */
public record Produced(int step, int record, long address, long length, long source) {
    /** The bytes, for a view to select. */
    public Location location() {
        return new Memory(address, length);
    }
}

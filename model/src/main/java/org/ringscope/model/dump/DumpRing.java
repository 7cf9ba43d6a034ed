package org.ringscope.model.dump;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.LongBuffer;
import org.ringscope.model.udma.DescriptorFields;

/**
 * One ring of a dump as a flyweight over its blob: descriptor {@code i} is the 16 little-endian bytes at
 * {@code 16 × i} of a (memory-mapped or heap) buffer, read as two words — never a Java object per descriptor.
 * Reads are absolute, so one ring may be read from several threads.
 */
public final class DumpRing {
    private final DumpManifest.Ring entry;
    private final RingId id;
    private final ByteBuffer words;
    private final LongBuffer longs;
    private final int count;

    /**
     * A ring over {@code bytes} (its position to limit, a multiple of 16).
     *
     * @throws IllegalArgumentException when the sizes disagree
     */
    public DumpRing(DumpManifest.Ring entry, ByteBuffer bytes) {
        this.entry = entry;
        this.id = entry.ringId();
        this.words = bytes.slice().order(ByteOrder.LITTLE_ENDIAN).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
        if (words.remaining() != entry.bytes()) {
            throw new IllegalArgumentException("ring " + id + ": " + words.remaining() + " bytes for "
                    + entry.descriptors() + " descriptors");
        }
        this.count = entry.descriptors();
        this.longs = words.duplicate().order(ByteOrder.LITTLE_ENDIAN).asLongBuffer();
    }

    public RingId id() {
        return id;
    }

    /** The manifest entry (name, stage, used count, address). */
    public DumpManifest.Ring entry() {
        return entry;
    }

    /** Descriptors in the blob. */
    public int count() {
        return count;
    }

    /** Word 0 (len_ctrl | meta_ctrl or buf2_ptr_lo {@code << 32}) of descriptor {@code i}. */
    public long word0(int i) {
        return words.getLong(i << 4);
    }

    /** Word 1 (buf_ptr / buf1_ptr) of descriptor {@code i}. */
    public long word1(int i) {
        return words.getLong((i << 4) + 8);
    }

    /** Descriptor {@code i} decoded as the ring's direction. */
    public DescriptorFields decode(int i) {
        return DescriptorFields.decode(id.direction(), word0(i), word1(i));
    }

    /** Words of descriptors {@code [start, start + n)} into {@code dst} from {@code off}, two per descriptor. */
    public void copyTo(int start, int n, long[] dst, int off) {
        longs.get(2 * start, dst, off, 2 * n);
    }

    /** The blob, read-only, little-endian, position 0 (a new view each call). */
    public ByteBuffer bytes() {
        return words.duplicate().order(ByteOrder.LITTLE_ENDIAN);
    }

    @Override
    public String toString() {
        return id + " (" + count + " descriptors)";
    }
}

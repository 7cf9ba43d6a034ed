package org.ringscope.views.descriptor;

import java.util.Objects;
import org.ringscope.model.udma.Arch;
import org.ringscope.model.udma.Desc;
import org.ringscope.model.udma.DescriptorFields;
import org.ringscope.model.udma.Direction;

/**
 * The 16 bytes of one descriptor as a source hands them to the inspector: the two little-endian words, which
 * arm of the union they are read as, the arch (what is allowed differs per generation), and how many
 * descriptors its half or ring holds (for previous / next).
 *
 * @param direction which arm: TX (len_ctrl, meta_ctrl, buf_ptr) or RX (len_ctrl, buf2_ptr_lo, buf1_ptr)
 * @param arch      the device generation of the vring or ring
 * @param word0     bytes 0..7
 * @param word1     bytes 8..15
 * @param siblings  descriptors in the same half or ring
 * @param origin    what generated it when the source knows more than the ring (a DGE instruction: which one, engine,
 *                  leg, piece), else empty
 */
public record DescriptorWords(Direction direction, Arch arch, long word0, long word1, int siblings, String origin) {
    public DescriptorWords {
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(arch, "arch");
        Objects.requireNonNull(origin, "origin");
    }

    /** Words with nothing said about their origin. */
    public DescriptorWords(Direction direction, Arch arch, long word0, long word1, int siblings) {
        this(direction, arch, word0, word1, siblings, "");
    }

    public DescriptorFields decode() {
        return DescriptorFields.decode(direction, word0, word1);
    }

    /** The bytes as they sit in memory. */
    public byte[] bytes() {
        return Desc.toBytes(word0, word1);
    }
}

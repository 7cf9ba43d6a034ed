package org.ringscope.views.descriptor;

import java.util.List;

/**
 * One named field of a descriptor: bits {@code hi..lo} of a little-endian container word that starts at
 * byte {@code offset} and is {@code width} bytes wide. A group (a whole word: len_ctrl, meta_ctrl, buf_ptr)
 * has children; a leaf is a flag or a number.
 *
 * @param name     the field's name as the driver sources call it (CONCAT, LENGTH, write_barrier, …)
 * @param offset   byte offset of the container word in the 16 bytes
 * @param width    bytes of the container word (4 or 8)
 * @param hi       highest bit of the field within the container
 * @param lo       lowest bit
 * @param value    the field's bits, shifted down
 * @param text     the value as people read it ("set", "65,536 bytes", "0b010 CME")
 * @param note     what the field means and the gotchas around it
 * @param mark     how to colour the value
 * @param children the fields of a group, empty for a leaf
 */
record FieldNode(String name, int offset, int width, int hi, int lo, long value, String text, String note, Mark mark,
        List<FieldNode> children) {

    /** How a value stands out: a set flag, something unusual, or nothing. */
    enum Mark { NONE, SET, ODD }

    FieldNode {
        children = List.copyOf(children);
    }

    boolean group() {
        return !children.isEmpty();
    }

    /** A reserved or unused field: listed last when a click on its byte picks a field. */
    boolean reserved() {
        return name.startsWith("rsvd") || name.startsWith("unused");
    }

    /** Bits of the field. */
    int bits() {
        return hi - lo + 1;
    }

    /** "31", "25:24", "63:0". */
    String bitRange() {
        return hi == lo ? Integer.toString(hi) : hi + ":" + lo;
    }

    /** "bytes 0–3", "byte 3". */
    String byteRange() {
        int first = offset + lo / 8;
        int last = offset + hi / 8;
        return first == last ? "byte " + first : "bytes " + first + "–" + last;
    }

    /** Whether bit {@code bit} of the container belongs to this field. */
    boolean covers(int bit) {
        return bit >= lo && bit <= hi;
    }

    /** The bits of byte {@code b} (of the 16) that belong to this field, as a mask; 0 when none. */
    int byteMask(int b) {
        int mask = 0;
        for (int k = 0; k < 8; k++) {
            int bit = (b - offset) * 8 + k;
            if (b >= offset && b < offset + width && covers(bit)) {
                mask |= 1 << k;
            }
        }
        return mask;
    }
}

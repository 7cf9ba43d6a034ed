package org.ringscope.model.udma;

/**
 * The two arms of the copy pair: {@code TX} (m2s, reads the source, carries meta_ctrl) and {@code RX}
 * (s2m, writes the destination, word 1 is {@code buf2_ptr_lo = 0}). A vring has one half of each.
 */
public enum Direction {
    TX,
    RX
}

package org.ringscope.model.ucode;

/**
 * A core's table for the wide (FLIX) instruction formats, which {@code relocate_op} needs to place an
 * immediate into a slot of an 8- or 16-byte bundle ({@code xtimm_fmt_large_immediate_field_set}; the
 * prelinker's five 128-bit keep-masks at {@code @0x9aaf20..0x9aaf60}). The tables are core-specific and not
 * public, so RingScope ships none: without one a wide format is status 12; with one, a slot the format
 * does not have is status 8 ("Failed to set large immediate field in instruction slot %i").
 */
public interface FlixCore {

    /** A short name for messages. */
    String name();

    /**
     * Sets the immediate of {@code slot} in {@code bundle} (the bundle's bytes in memory order, 8 or 16 of
     * them) to {@code value}, in place.
     *
     * @return false when this format has no such slot or immediate field
     */
    boolean setLargeImmediate(byte[] bundle, int slot, long value);
}
